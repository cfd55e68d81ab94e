#pragma once

#include <QGroupBox>

class QLabel;
class QLineEdit;
class QPushButton;

namespace paydesk {
class SpendingRules;
}

namespace paydesk::ui {

// The payee lists of x402 payments (PayeeRules, kept beside the budgets): who is never paid,
// and, once the allow list has an entry, the only payees that are paid. A row takes an address
// and allows it, denies it or takes it off the lists.
class PayeeListBox : public QGroupBox
{
    Q_OBJECT
public:
    explicit PayeeListBox(SpendingRules *rules, QWidget *parent = nullptr);

    QString listText() const;
    QString problemText() const;

public Q_SLOTS:
    void reload();

private:
    void apply(const QString &rule); // "allow", "deny", "remove"
    void showProblem(const QString &text);

    SpendingRules *m_rules;
    QLabel *m_list;
    QLineEdit *m_address;
    QPushButton *m_allow, *m_deny, *m_remove;
    QLabel *m_problem;
};

} // namespace paydesk::ui
