#include "SpendingRulesPage.h"

#include "models/BudgetListModel.h"
#include "models/ServiceLink.h"
#include "widgets/BudgetsBox.h"
#include "widgets/DailyCapsBox.h"
#include "widgets/PayeeListBox.h"
#include "widgets/TokensBox.h"

#include <QVBoxLayout>

namespace paydesk::ui {

SpendingRulesPage::SpendingRulesPage(const Parts &parts, QWidget *parent)
    : PageFrame(tr("Spending rules"),
                tr("What Paydesk may pay without asking, and what it never pays: each site's "
                   "budget, caps over all sites per day, the payees you allow or refuse, and the "
                   "tokens you added. Agents have budgets of their own on the Agents page."),
                parent),
      m_parts(parts), m_rules(parts.budgets->store(), parts.tokens)
{
    m_budgets = new BudgetsBox(parts.budgets, contentWidget());
    m_budgets->setObjectName(QStringLiteral("budgets"));
    m_caps = new DailyCapsBox(&m_rules, contentWidget());
    m_caps->setObjectName(QStringLiteral("dailyCapsBox"));
    // The cap picker starts on the coin of the service in use: the sandbox's on the sandbox.
    auto capDefault = [this]() {
        m_caps->chooseAsset(m_parts.service && m_parts.service->isSandbox()
                                ? QStringLiteral("solana-sandbox")
                                : QStringLiteral("solana"),
                            QString());
    };
    capDefault();
    if (m_parts.service)
        connect(m_parts.service, &ServiceLink::changed, m_caps, capDefault);
    m_payees = new PayeeListBox(&m_rules, contentWidget());
    m_payees->setObjectName(QStringLiteral("payeeListBox"));
    m_tokens = new TokensBox(&m_rules, contentWidget());
    m_tokens->setObjectName(QStringLiteral("tokensBox"));
    // A token added here can be capped at once; each box shows the rules as they now are.
    connect(&m_rules, &SpendingRules::changed, m_caps, &DailyCapsBox::reload);
    connect(&m_rules, &SpendingRules::changed, m_payees, &PayeeListBox::reload);
    connect(&m_rules, &SpendingRules::changed, m_tokens, &TokensBox::reload);
    content()->addWidget(m_budgets);
    content()->addWidget(m_caps);
    content()->addWidget(m_payees);
    content()->addWidget(m_tokens);
    content()->addStretch(1);
}

void SpendingRulesPage::showEvent(QShowEvent *event)
{
    m_caps->reload();
    PageFrame::showEvent(event);
}

} // namespace paydesk::ui
