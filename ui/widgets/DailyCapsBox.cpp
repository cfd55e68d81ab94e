#include "DailyCapsBox.h"

#include "Theme.h"
#include "core/Asset.h"
#include "core/Network.h"
#include "models/SpendingRules.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace paydesk::ui {

DailyCapsBox::DailyCapsBox(SpendingRules *rules, QWidget *parent)
    : QGroupBox(tr("Caps for all sites"), parent), m_rules(rules)
{
    auto *v = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The most all sites together may take in one asset in 24 hours, "
                                "or in dollars across every stablecoin in a day, week or month. "
                                "Nothing is paid above a cap, not even a payment you approve."),
                             this);
    intro->setWordWrap(true);
    Theme::makeSubtitle(intro);
    v->addWidget(intro);
    m_caps = new QLabel(this);
    m_caps->setObjectName(QStringLiteral("dailyCaps"));
    m_caps->setWordWrap(true);
    m_caps->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_caps);
    auto *row = new QHBoxLayout;
    m_asset = new QComboBox(this);
    m_asset->setObjectName(QStringLiteral("dailyCapAsset"));
    m_asset->setAccessibleName(tr("Asset of the cap"));
    m_amount = new QLineEdit(this);
    m_amount->setObjectName(QStringLiteral("dailyCapAmount"));
    m_amount->setAccessibleName(tr("Cap per day for all sites"));
    m_amount->setPlaceholderText(tr("no cap"));
    m_unit = new QLabel(this);
    m_set = new QPushButton(tr("Set ca&p"), this);
    m_set->setObjectName(QStringLiteral("dailyCapSet"));
    m_remove = new QPushButton(tr("Remo&ve cap"), this);
    m_remove->setObjectName(QStringLiteral("dailyCapRemove"));
    auto *label = new QLabel(tr("&Asset:"), this);
    label->setBuddy(m_asset);
    row->addWidget(label);
    row->addWidget(m_asset, 1);
    row->addWidget(m_amount);
    row->addWidget(m_unit);
    row->addWidget(m_set);
    row->addWidget(m_remove);
    v->addLayout(row);
    // Dollars, whatever the coin: one cap over USDC on every network.
    auto *dollarRow = new QHBoxLayout;
    m_dollars = new QLineEdit(this);
    m_dollars->setObjectName(QStringLiteral("dollarCapAmount"));
    m_dollars->setAccessibleName(tr("Cap in dollars for all sites"));
    m_dollars->setPlaceholderText(tr("no cap"));
    m_window = new QComboBox(this);
    m_window->setObjectName(QStringLiteral("dollarCapWindow"));
    m_window->setAccessibleName(tr("Window of the cap in dollars"));
    for (const BudgetPeriod p : BudgetWindows::kAll)
        m_window->addItem(BudgetWindows::perPeriod(p), int(p));
    m_setDollars = new QPushButton(tr("Set dollar cap"), this);
    m_setDollars->setObjectName(QStringLiteral("dollarCapSet"));
    m_removeDollars = new QPushButton(tr("Remove dollar cap"), this);
    m_removeDollars->setObjectName(QStringLiteral("dollarCapRemove"));
    auto *dollarLabel = new QLabel(tr("&In dollars, any stablecoin:"), this);
    dollarLabel->setBuddy(m_dollars);
    dollarLabel->setToolTip(tr("Counts USDC on every network together, in dollars; a token "
                               "you added counts in its own unit, never as dollars"));
    dollarRow->addWidget(dollarLabel);
    dollarRow->addWidget(m_dollars, 1);
    dollarRow->addWidget(new QLabel(QStringLiteral("USD"), this));
    dollarRow->addWidget(m_window);
    dollarRow->addWidget(m_setDollars);
    dollarRow->addWidget(m_removeDollars);
    v->addLayout(dollarRow);
    m_problem = new QLabel(this);
    Theme::makeProblem(m_problem);
    v->addWidget(m_problem);
    connect(m_asset, &QComboBox::currentIndexChanged, this, &DailyCapsBox::onChoice);
    connect(m_set, &QPushButton::clicked, this, &DailyCapsBox::setCap);
    connect(m_amount, &QLineEdit::returnPressed, this, &DailyCapsBox::setCap);
    connect(m_remove, &QPushButton::clicked, this, &DailyCapsBox::removeCap);
    connect(m_window, &QComboBox::currentIndexChanged, this, &DailyCapsBox::onWindow);
    connect(m_setDollars, &QPushButton::clicked, this, [this] { setDollarCap(false); });
    connect(m_dollars, &QLineEdit::returnPressed, this, [this] { setDollarCap(false); });
    connect(m_removeDollars, &QPushButton::clicked, this, [this] { setDollarCap(true); });
    reload();
}

void DailyCapsBox::reload()
{
    QStringList lines;
    for (const SpendingRules::CapUse &u : m_rules->dailyCaps()) {
        const DailyCap &c = u.cap;
        lines.append(tr("%1 a day on %2 (%3 spent in the last 24 hours)")
                         .arg(Money::withUnit(c.perDay, c.network, c.asset),
                              Network::nameOf(c.network),
                              Money::withUnit(u.spent, c.network, c.asset)));
    }
    for (const SpendingRules::DollarUse &u : m_rules->dollarCaps())
        lines.append(tr("%1 %2 in all dollar stablecoins together (%3 spent in the last %4)")
                         .arg(BudgetStore::dollars(u.cap.cap),
                              BudgetWindows::perPeriod(u.cap.period), BudgetStore::dollars(u.spent),
                              BudgetWindows::span(u.cap.period)));
    m_caps->setText(lines.isEmpty() ? tr("No cap for all sites is set.") : lines.join(u'\n'));
    fillChooser();
    onChoice();
    onWindow();
}

void DailyCapsBox::onWindow()
{
    const auto cap = m_rules->dollarCap(BudgetPeriod(m_window->currentData().toInt()));
    m_dollars->setText(cap ? cap->toString() : QString());
    m_removeDollars->setEnabled(cap.has_value());
}

void DailyCapsBox::setDollarCap(bool remove)
{
    const auto period = BudgetPeriod(m_window->currentData().toInt());
    std::optional<Amount> cap;
    if (!remove) {
        QString why;
        cap = Amount::parse(m_dollars->text().trimmed(), BudgetStore::kDollarDecimals, &why);
        if (!cap)
            return showProblem(why.isEmpty() ? tr("Type the cap as a number, like 5.") : why);
    }
    if (!m_rules->setDollarCap(period, cap))
        return showProblem(m_rules->lastError());
    m_problem->hide();
    reload();
}

void DailyCapsBox::fillChooser()
{
    const QList<Asset> assets = SpendingRules::cappableAssets();
    if (assets == m_assets)
        return;
    // A token was added or removed: offer the new list, on the asset chosen before if it stays.
    const int was = m_asset->currentIndex();
    const std::optional<Asset> chosen =
        was >= 0 ? std::optional<Asset>(m_assets.value(was)) : std::nullopt;
    const QSignalBlocker quiet(m_asset);
    m_asset->clear();
    m_assets = assets;
    for (const Asset &a : std::as_const(m_assets))
        m_asset->addItem(tr("%1 on %2").arg(a.symbol, Network::nameOf(a.network)));
    const qsizetype again = chosen ? m_assets.indexOf(*chosen) : -1;
    m_asset->setCurrentIndex(again >= 0 ? int(again) : 0);
}

bool DailyCapsBox::chooseAsset(const QString &network, const QString &asset)
{
    for (int i = 0; i < m_assets.size(); ++i)
        if (Network::canonical(m_assets[i].network) == Network::canonical(network) &&
            (m_assets[i].isNative() ? QString() : Asset::keyOf(m_assets[i].address)) ==
                Asset::keyOf(asset)) {
            m_asset->setCurrentIndex(i);
            return true;
        }
    return false;
}

void DailyCapsBox::onChoice()
{
    const int i = m_asset->currentIndex();
    if (i < 0)
        return;
    const Asset &a = m_assets[i];
    m_unit->setText(a.symbol);
    const auto cap = m_rules->dailyCap(a);
    m_amount->setText(cap ? cap->toString() : QString());
    m_remove->setEnabled(cap.has_value());
    m_problem->hide();
}

void DailyCapsBox::showProblem(const QString &text)
{
    m_problem->setText(text);
    m_problem->show();
}

void DailyCapsBox::setCap()
{
    const Asset &a = m_assets[m_asset->currentIndex()];
    QString why;
    const auto cap = Amount::parse(m_amount->text().trimmed(), a.decimals, &why);
    if (!cap)
        return showProblem(why.isEmpty() ? tr("Type the cap as a number, like 1.5.") : why);
    if (!m_rules->setDailyCap(a, cap))
        return showProblem(m_rules->lastError());
    reload();
}

void DailyCapsBox::removeCap()
{
    const Asset &a = m_assets[m_asset->currentIndex()];
    if (!m_rules->setDailyCap(a, std::nullopt))
        return showProblem(m_rules->lastError());
    reload();
}

QString DailyCapsBox::capsText() const
{
    return m_caps->text();
}

QString DailyCapsBox::problemText() const
{
    return m_problem->isVisible() ? m_problem->text() : QString();
}

} // namespace paydesk::ui
