#pragma once

#include <QGroupBox>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace paydesk {
class SpendingRules;
}

namespace paydesk::ui {

// The tokens Paydesk pays x402 prices in: USDC on the networks it knows, and the
// tokens the user added (AddedTokens, shared with `paydesk-cli token`). A seller's other token
// is refused until it is added here, by its contract or mint, with the decimals the token itself
// has. A row takes the network, the address, a symbol and the decimals; Remove takes a token the
// user added off the list again.
class TokensBox : public QGroupBox
{
    Q_OBJECT
public:
    explicit TokensBox(SpendingRules *rules, QWidget *parent = nullptr);

    QString listText() const;
    QString problemText() const;

public Q_SLOTS:
    void reload();

private:
    void add();
    void remove();
    void showProblem(const QString &text);

    SpendingRules *m_rules;
    QLabel *m_list;
    QComboBox *m_network;
    QLineEdit *m_address, *m_symbol;
    QSpinBox *m_decimals;
    QPushButton *m_add, *m_remove;
    QLabel *m_problem;
};

} // namespace paydesk::ui
