#pragma once

#include "PageFrame.h"
#include "models/SpendingRules.h"

namespace paydesk {
class AddedTokens;
class BudgetListModel;
class ServiceLink;
} // namespace paydesk

namespace paydesk::ui {

class BudgetsBox;
class DailyCapsBox;
class PayeeListBox;
class TokensBox;

// Spending rules: what Paydesk may pay without asking and what it never pays, in one place
// apart from paying itself. The sites' budgets and the freeze switch, the daily caps over every
// site, the payees (allowed and refused) and the tokens added to the trusted table. Paying a URL
// stays on the Pay page; its dialog still offers a budget for the site it pays.
class SpendingRulesPage : public PageFrame
{
    Q_OBJECT
public:
    struct Parts
    {
        BudgetListModel *budgets = nullptr;
        AddedTokens *tokens = nullptr;
        const ServiceLink *service = nullptr; // the cap picker starts on its coin
    };

    explicit SpendingRulesPage(const Parts &parts, QWidget *parent = nullptr);

protected:
    void showEvent(QShowEvent *event) override; // what every site spent today, as of now

private:
    Parts m_parts;
    SpendingRules m_rules;
    BudgetsBox *m_budgets;
    DailyCapsBox *m_caps;
    PayeeListBox *m_payees;
    TokensBox *m_tokens;
};

} // namespace paydesk::ui
