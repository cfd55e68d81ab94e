#pragma once

#include "core/Asset.h"

#include <QGroupBox>
#include <QList>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace paydesk {
class SpendingRules;
}

namespace paydesk::ui {

// The daily caps for all sites together, one per asset and network (SpendingRules::dailyCaps):
// what is set, with what all sites spent of it in 24 hours, and a row to set or remove the cap
// of one asset (the native coins of the known networks and the tokens of Paydesk's table). A cap
// is a hard limit: no budget, approval or --yes pays above it. Below, the caps in dollars across
// every dollar stablecoin of Paydesk's table ("5 USD a day, whatever the coin"), per day, week
// or month.
class DailyCapsBox : public QGroupBox
{
    Q_OBJECT
public:
    explicit DailyCapsBox(SpendingRules *rules, QWidget *parent = nullptr);

    QString capsText() const;
    QString problemText() const;
    // Selects the asset (network + budget asset key) in the chooser; false when not offered.
    bool chooseAsset(const QString &network, const QString &asset);

public Q_SLOTS:
    void reload(); // after a payment: what is left changes

private:
    void fillChooser(); // the assets a cap may be set for, kept in step with the token list
    void onChoice();
    void setCap();
    void removeCap();
    void onWindow(); // the dollar cap of the chosen window into its field
    void setDollarCap(bool remove);
    void showProblem(const QString &text);

    SpendingRules *m_rules;
    QList<Asset> m_assets; // the chooser's entries, in its order
    QLabel *m_caps;
    QComboBox *m_asset;
    QLineEdit *m_amount;
    QLabel *m_unit;
    QPushButton *m_set;
    QPushButton *m_remove;
    QLineEdit *m_dollars;
    QComboBox *m_window;
    QPushButton *m_setDollars;
    QPushButton *m_removeDollars;
    QLabel *m_problem;
};

} // namespace paydesk::ui
