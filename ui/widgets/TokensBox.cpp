#include "TokensBox.h"

#include "Theme.h"
#include "core/Network.h"
#include "models/SpendingRules.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace paydesk::ui {

TokensBox::TokensBox(SpendingRules *rules, QWidget *parent)
    : QGroupBox(tr("Tokens"), parent), m_rules(rules)
{
    auto *v = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Paydesk pays USDC on the networks it knows. A price in another "
                                "token is refused until you add the token here, by its contract "
                                "or mint, with the decimals the token itself has (never the "
                                "seller's)."),
                             this);
    intro->setWordWrap(true);
    Theme::makeSubtitle(intro);
    v->addWidget(intro);
    m_list = new QLabel(this);
    m_list->setObjectName(QStringLiteral("tokenList"));
    m_list->setWordWrap(true);
    m_list->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_list);

    auto *grid = new QGridLayout;
    m_network = new QComboBox(this);
    m_network->setObjectName(QStringLiteral("tokenNetwork"));
    for (const Network *n : Network::all())
        if (n->chain != Chain::Unknown)
            m_network->addItem(n->name(), n->key());
    m_address = new QLineEdit(this);
    m_address->setObjectName(QStringLiteral("tokenAddress"));
    m_address->setPlaceholderText(tr("Contract (0x…) or mint address"));
    m_address->setAccessibleName(tr("Token address"));
    m_symbol = new QLineEdit(this);
    m_symbol->setObjectName(QStringLiteral("tokenSymbol"));
    m_symbol->setPlaceholderText(tr("EURC"));
    m_symbol->setAccessibleName(tr("Token symbol"));
    m_symbol->setMaxLength(11);
    m_decimals = new QSpinBox(this);
    m_decimals->setObjectName(QStringLiteral("tokenDecimals"));
    m_decimals->setRange(0, SpendingRules::maxTokenDecimals());
    m_decimals->setValue(6);
    m_add = new QPushButton(tr("Add &token"), this);
    m_add->setObjectName(QStringLiteral("tokenAdd"));
    m_remove = new QPushButton(tr("Re&move"), this);
    m_remove->setObjectName(QStringLiteral("tokenRemove"));
    auto *networkLabel = new QLabel(tr("Net&work:"), this);
    networkLabel->setBuddy(m_network);
    auto *addressLabel = new QLabel(tr("Addre&ss:"), this);
    addressLabel->setBuddy(m_address);
    auto *symbolLabel = new QLabel(tr("S&ymbol:"), this);
    symbolLabel->setBuddy(m_symbol);
    auto *decimalsLabel = new QLabel(tr("Deci&mals:"), this);
    decimalsLabel->setBuddy(m_decimals);
    grid->addWidget(networkLabel, 0, 0);
    grid->addWidget(m_network, 0, 1);
    grid->addWidget(addressLabel, 0, 2);
    grid->addWidget(m_address, 0, 3, 1, 3);
    grid->addWidget(symbolLabel, 1, 0);
    grid->addWidget(m_symbol, 1, 1);
    grid->addWidget(decimalsLabel, 1, 2);
    grid->addWidget(m_decimals, 1, 3, Qt::AlignLeft); // as wide as two digits, not the address
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    grid->addLayout(buttons, 1, 4, 1, 2);
    grid->setColumnStretch(3, 1);
    v->addLayout(grid);
    m_problem = new QLabel(this);
    Theme::makeProblem(m_problem);
    v->addWidget(m_problem);
    connect(m_add, &QPushButton::clicked, this, &TokensBox::add);
    connect(m_remove, &QPushButton::clicked, this, &TokensBox::remove);
    reload();
}

QString TokensBox::listText() const
{
    return m_list->text();
}

QString TokensBox::problemText() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

void TokensBox::showProblem(const QString &text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
}

void TokensBox::reload()
{
    QStringList lines;
    for (const Asset &a : m_rules->addedTokens())
        lines.append(tr("%1 on %2: %3 (decimals: %4, added by you)")
                         .arg(a.symbol, Network::nameOf(a.network), a.address)
                         .arg(a.decimals));
    if (lines.isEmpty())
        lines.append(tr("You added no token: Paydesk pays USDC only."));
    m_list->setText(lines.join(u'\n'));
}

void TokensBox::add()
{
    if (m_address->text().trimmed().isEmpty() || m_symbol->text().trimmed().isEmpty())
        return showProblem(tr("Enter the token's address and symbol first."));
    if (!m_rules->addToken(m_network->currentData().toString(), m_address->text(), m_symbol->text(),
                           m_decimals->value()))
        return showProblem(m_rules->lastError());
    showProblem({});
    m_address->clear();
    m_symbol->clear();
    reload();
}

void TokensBox::remove()
{
    if (m_address->text().trimmed().isEmpty())
        return showProblem(tr("Enter the address of the token to remove."));
    if (!m_rules->removeToken(m_network->currentData().toString(), m_address->text()))
        return showProblem(m_rules->lastError());
    showProblem({});
    m_address->clear();
    reload();
}

} // namespace paydesk::ui
