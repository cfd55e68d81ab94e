#include "PayeeListBox.h"

#include "Theme.h"
#include "models/SpendingRules.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace paydesk::ui {

PayeeListBox::PayeeListBox(SpendingRules *rules, QWidget *parent)
    : QGroupBox(tr("Payees"), parent), m_rules(rules)
{
    auto *v = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Payees you deny are never paid. Once you allow one payee, only "
                                "the payees you allow are paid, on every site."),
                             this);
    intro->setWordWrap(true);
    Theme::makeSubtitle(intro);
    v->addWidget(intro);
    m_list = new QLabel(this);
    m_list->setObjectName(QStringLiteral("payeeList"));
    m_list->setWordWrap(true);
    m_list->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_list);
    auto *row = new QHBoxLayout;
    m_address = new QLineEdit(this);
    m_address->setObjectName(QStringLiteral("payeeAddress"));
    m_address->setAccessibleName(tr("Payee's address"));
    m_address->setPlaceholderText(tr("Solana or EVM address of a payee"));
    m_allow = new QPushButton(tr("A&llow"), this);
    m_allow->setObjectName(QStringLiteral("payeeAllow"));
    m_deny = new QPushButton(tr("&Deny"), this);
    m_deny->setObjectName(QStringLiteral("payeeDeny"));
    m_remove = new QPushButton(tr("Take o&ff the lists"), this);
    m_remove->setObjectName(QStringLiteral("payeeRemove"));
    auto *label = new QLabel(tr("Pa&yee:"), this);
    label->setBuddy(m_address);
    row->addWidget(label);
    row->addWidget(m_address, 1);
    row->addWidget(m_allow);
    row->addWidget(m_deny);
    row->addWidget(m_remove);
    v->addLayout(row);
    m_problem = new QLabel(this);
    Theme::makeProblem(m_problem);
    v->addWidget(m_problem);
    connect(m_allow, &QPushButton::clicked, this, [this]() { apply(QStringLiteral("allow")); });
    connect(m_deny, &QPushButton::clicked, this, [this]() { apply(QStringLiteral("deny")); });
    connect(m_remove, &QPushButton::clicked, this, [this]() { apply(QStringLiteral("remove")); });
    reload();
}

QString PayeeListBox::listText() const
{
    return m_list->text();
}

QString PayeeListBox::problemText() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

void PayeeListBox::showProblem(const QString &text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
}

void PayeeListBox::reload()
{
    const QStringList allowed = m_rules->payees(SpendingRules::PayeeRule::Allow);
    const QStringList denied = m_rules->payees(SpendingRules::PayeeRule::Deny);
    QStringList lines;
    if (!allowed.isEmpty())
        lines.append(tr("Only these payees are paid: %1").arg(allowed.join(QStringLiteral(", "))));
    if (!denied.isEmpty())
        lines.append(tr("Never paid: %1").arg(denied.join(QStringLiteral(", "))));
    if (lines.isEmpty())
        lines.append(tr("No payee list: every payee may be paid, within your budgets."));
    m_list->setText(lines.join(u'\n'));
}

void PayeeListBox::apply(const QString &rule)
{
    const QString address = m_address->text().trimmed();
    if (address.isEmpty())
        return showProblem(tr("Enter the payee's address first."));
    using Rule = SpendingRules::PayeeRule;
    if (!m_rules->setPayee(address, rule == u"remove"  ? Rule::Off
                                    : rule == u"allow" ? Rule::Allow
                                                       : Rule::Deny))
        return showProblem(m_rules->lastError());
    showProblem({});
    m_address->clear();
    reload();
}

} // namespace paydesk::ui
