#include "DailyCapsBox.h"

#include "Theme.h"
#include "core/Network.h"
#include "store/BudgetStore.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace paydesk::ui {

namespace {
QString networkOf(const Asset &a)
{
    return Network::canonical(a.network);
}
QString assetKeyOf(const Asset &a)
{
    return a.isNative() ? QString() : BudgetStore::assetKey(a.address);
}
} // namespace

DailyCapsBox::DailyCapsBox(BudgetStore *store, QWidget *parent)
    : QGroupBox(tr("Daily caps for all sites"), parent), m_store(store)
{
    auto *v = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The most all sites together may take in one asset in 24 hours. "
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
    // Every network's native coin, then every token Paydesk trusts.
    for (const Network *n : Network::all())
        m_assets.append(Asset::native(n->key()));
    m_assets.append(Asset::knownAssets());
    auto *row = new QHBoxLayout;
    m_asset = new QComboBox(this);
    m_asset->setObjectName(QStringLiteral("dailyCapAsset"));
    m_asset->setAccessibleName(tr("Asset of the cap"));
    for (const Asset &a : std::as_const(m_assets))
        m_asset->addItem(tr("%1 on %2").arg(a.symbol, Network::nameOf(a.network)));
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
    m_problem = new QLabel(this);
    Theme::makeProblem(m_problem);
    v->addWidget(m_problem);
    connect(m_asset, &QComboBox::currentIndexChanged, this, &DailyCapsBox::onChoice);
    connect(m_set, &QPushButton::clicked, this, &DailyCapsBox::setCap);
    connect(m_amount, &QLineEdit::returnPressed, this, &DailyCapsBox::setCap);
    connect(m_remove, &QPushButton::clicked, this, &DailyCapsBox::removeCap);
    reload();
}

void DailyCapsBox::reload()
{
    QStringList lines;
    const QDateTime since = QDateTime::currentDateTimeUtc().addSecs(-24 * 3600);
    for (const DailyCap &c : m_store->dailyCaps()) {
        const Amount spent =
            m_store->spentAllSitesSince(c.network, c.perDay.decimals(), since, c.asset);
        lines.append(tr("%1 a day on %2 (%3 spent in the last 24 hours)")
                         .arg(BudgetStore::withUnit(c.perDay, c.network, c.asset),
                              Network::nameOf(c.network),
                              BudgetStore::withUnit(spent, c.network, c.asset)));
    }
    m_caps->setText(lines.isEmpty() ? tr("No daily cap is set.") : lines.join(u'\n'));
    onChoice();
}

bool DailyCapsBox::chooseAsset(const QString &network, const QString &asset)
{
    for (int i = 0; i < m_assets.size(); ++i)
        if (networkOf(m_assets[i]) == Network::canonical(network) &&
            assetKeyOf(m_assets[i]) == BudgetStore::assetKey(asset)) {
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
    const auto cap = m_store->dailyCap(networkOf(a), a.decimals, assetKeyOf(a));
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
    if (!m_store->setDailyCap(networkOf(a), assetKeyOf(a), cap))
        return showProblem(m_store->lastError());
    const int keep = m_asset->currentIndex();
    reload();
    m_asset->setCurrentIndex(keep);
}

void DailyCapsBox::removeCap()
{
    const Asset &a = m_assets[m_asset->currentIndex()];
    if (!m_store->setDailyCap(networkOf(a), assetKeyOf(a), std::nullopt))
        return showProblem(m_store->lastError());
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
