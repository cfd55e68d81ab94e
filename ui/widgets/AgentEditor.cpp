#include "AgentEditor.h"

#include "BudgetLimitsEdit.h"
#include "Theme.h"
#include "core/Asset.h"
#include "core/Network.h"
#include "core/Origin.h"
#include "models/AgentListModel.h"
#include "models/PaymentOutcome.h"
#include "widgets/FormRow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

namespace paydesk::ui {

namespace {
// The assets a budget can be in: each payable network's coin and the tokens Paydesk trusts on it.
struct AssetChoice
{
    QString network, asset, label;
    int decimals = 0;
};
QList<AssetChoice> assetChoices()
{
    QList<AssetChoice> out;
    for (const Network *n : Network::all()) {
        if (n->chain == Chain::Unknown)
            continue;
        const QString network = n->key();
        for (const Asset &a : Asset::knownAssets())
            if (Network::canonical(a.network) == Network::canonical(network))
                out.append({Network::canonical(network), Asset::keyOf(a.address),
                            AgentEditor::tr("%1 on %2").arg(a.symbol, n->name()), a.decimals});
        const Asset coin = Asset::native(network);
        out.append({Network::canonical(network), QString(),
                    AgentEditor::tr("%1 on %2").arg(coin.symbol, n->name()), coin.decimals});
    }
    return out;
}
} // namespace

AgentEditor::AgentEditor(AgentListModel *model, QWidget *parent) : QGroupBox(parent), m_model(model)
{
    auto *v = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_asset = new QComboBox(this);
    m_asset->setObjectName(QStringLiteral("agentAsset"));
    for (const AssetChoice &c : assetChoices())
        m_asset->addItem(c.label, QStringList{c.network, c.asset, QString::number(c.decimals)});
    m_perDay = new QLineEdit(this);
    m_perDay->setObjectName(QStringLiteral("agentPerDay"));
    m_perDay->setPlaceholderText(tr("for example 1"));
    m_automatic = new QLineEdit(this);
    m_automatic->setObjectName(QStringLiteral("agentAutomatic"));
    m_automatic->setPlaceholderText(tr("for example 0.05"));
    m_automatic->setToolTip(tr("A payment above this, to a site not on its list, or one that "
                               "would leave less than a tenth of the day's budget waits for "
                               "your approval."));
    m_spent = new QLabel(this);
    m_spent->setObjectName(QStringLiteral("agentSpent"));
    Theme::makeSubtitle(m_spent);
    // Each amount says its unit: the chosen asset's ("USDC", "SOL").
    const auto withUnit = [this](QLineEdit *field, QLabel *&unit, const char *name) {
        unit = new QLabel(this);
        unit->setObjectName(QLatin1String(name));
        auto *row = new QHBoxLayout;
        row->addWidget(field, 1);
        row->addWidget(unit);
        return row;
    };
    form->addRow(tr("&Asset:"), m_asset);
    addFormRow(form, tr("Budget per &day:"), m_perDay,
               withUnit(m_perDay, m_perDayUnit, "agentPerDayUnit"));
    addFormRow(form, tr("Pays &without asking up to:"), m_automatic,
               withUnit(m_automatic, m_automaticUnit, "agentAutomaticUnit"));
    m_limits = new BudgetLimitsEdit(QStringLiteral("agent"), 0, this);
    form->addRow(tr("Beyond the day:"), m_limits);
    form->addRow(QString(), m_spent);
    v->addLayout(form);
    auto *budgetRow = new QHBoxLayout;
    m_saveBudget = new QPushButton(tr("Save &budget"), this);
    m_saveBudget->setObjectName(QStringLiteral("agentSaveBudget"));
    m_removeBudget = new QPushButton(tr("No budget in this asset"), this);
    m_removeBudget->setObjectName(QStringLiteral("agentRemoveBudget"));
    budgetRow->addWidget(m_saveBudget);
    budgetRow->addWidget(m_removeBudget);
    budgetRow->addStretch();
    v->addLayout(budgetRow);

    auto *sitesLabel = new QLabel(tr("Sites it pays without asking (within its budget):"), this);
    v->addWidget(sitesLabel);
    m_sites = new QListWidget(this);
    m_sites->setObjectName(QStringLiteral("agentSites"));
    m_sites->setMaximumHeight(90);
    v->addWidget(m_sites);
    auto *siteRow = new QHBoxLayout;
    m_site = new QLineEdit(this);
    m_site->setObjectName(QStringLiteral("agentSite"));
    m_site->setPlaceholderText(QStringLiteral("https://api.example.com"));
    m_site->setAccessibleName(tr("Site to allow"));
    m_allow = new QPushButton(tr("A&llow site"), this);
    m_allow->setObjectName(QStringLiteral("agentAllowSite"));
    m_disallow = new QPushButton(tr("Remove site"), this);
    m_disallow->setObjectName(QStringLiteral("agentRemoveSite"));
    siteRow->addWidget(m_site, 1);
    siteRow->addWidget(m_allow);
    siteRow->addWidget(m_disallow);
    v->addLayout(siteRow);

    m_paused = new QCheckBox(tr("&Paused: it pays nothing until you clear this"), this);
    m_paused->setObjectName(QStringLiteral("agentPaused"));
    v->addWidget(m_paused);
    v->addWidget(new QLabel(tr("Its last payments:"), this));
    m_payments = new QListWidget(this);
    m_payments->setObjectName(QStringLiteral("agentPayments"));
    m_payments->setMaximumHeight(110);
    v->addWidget(m_payments);
    auto *actions = new QHBoxLayout;
    m_token = new QPushButton(tr("Show &token…"), this);
    m_token->setObjectName(QStringLiteral("agentShowToken"));
    m_remove = new QPushButton(tr("&Remove agent…"), this);
    m_remove->setObjectName(QStringLiteral("agentRemove"));
    actions->addWidget(m_token);
    actions->addStretch();
    actions->addWidget(m_remove);
    v->addLayout(actions);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("agentProblem"));
    Theme::makeProblem(m_problem);
    m_problem->hide();
    v->addWidget(m_problem);

    connect(m_asset, &QComboBox::currentIndexChanged, this, &AgentEditor::fillAsset);
    if (const QStringList d = m_asset->currentData().toStringList(); !d.isEmpty()) {
        m_perDayUnit->setText(Money::unitOf(d.value(0), d.value(1)));
        m_automaticUnit->setText(m_perDayUnit->text());
        m_limits->setUnit(m_perDayUnit->text());
    }
    connect(m_saveBudget, &QPushButton::clicked, this, &AgentEditor::saveBudget);
    connect(m_removeBudget, &QPushButton::clicked, this, &AgentEditor::removeBudget);
    connect(m_allow, &QPushButton::clicked, this, &AgentEditor::allowSite);
    connect(m_site, &QLineEdit::returnPressed, this, &AgentEditor::allowSite);
    connect(m_disallow, &QPushButton::clicked, this, &AgentEditor::removeSite);
    connect(m_paused, &QCheckBox::clicked, this, [this](bool paused) {
        if (!m_model->setPaused(m_agent, paused))
            problem(m_model->lastError());
    });
    connect(m_token, &QPushButton::clicked, this, [this]() { Q_EMIT showTokenRequested(m_agent); });
    connect(m_remove, &QPushButton::clicked, this, [this]() { Q_EMIT removeRequested(m_agent); });
    showAgent({});
}

QString AgentEditor::problemText() const
{
    return m_problem->isVisible() ? m_problem->text() : QString();
}

void AgentEditor::problem(const QString &text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
}

void AgentEditor::showAgent(const QString &name)
{
    m_agent = name;
    setEnabled(!name.isEmpty());
    setTitle(name.isEmpty() ? tr("Select an agent above") : tr("Agent %1").arg(name));
    problem({});
    const int row = m_model->rowOf(name);
    const Agent a = row >= 0 ? m_model->agentAt(row) : Agent{};
    m_paused->setChecked(a.paused);
    m_sites->clear();
    m_sites->addItems(a.sites);
    m_payments->clear();
    for (const FetchAttempt &p : m_model->recentPayments(name))
        m_payments->addItem(
            QStringLiteral("%1  %2 %3  %4  %5")
                .arg(QLocale().toString(p.created.toLocalTime(), QLocale::ShortFormat), p.amount,
                     p.symbol.isEmpty() ? Money::unitOf(p.network) : p.symbol,
                     PaymentOutcome::attemptState(p.state), p.url));
    if (m_payments->count() == 0)
        m_payments->addItem(tr("No payments yet."));
    // Show the asset of its first budget, if any.
    if (!a.budgets.isEmpty())
        for (int i = 0; i < m_asset->count(); ++i) {
            const QStringList d = m_asset->itemData(i).toStringList();
            if (d.value(0) == a.budgets.first().network && d.value(1) == a.budgets.first().asset)
                m_asset->setCurrentIndex(i);
        }
    fillAsset();
}

void AgentEditor::fillAsset()
{
    const QStringList d = m_asset->currentData().toStringList();
    const int row = m_model->rowOf(m_agent);
    const QString unit = d.isEmpty() ? QString() : Money::unitOf(d.value(0), d.value(1));
    m_perDayUnit->setText(unit);
    m_automaticUnit->setText(unit);
    m_limits->setUnit(unit);
    m_limits->setLimits({});
    m_perDay->clear();
    m_automatic->clear();
    m_spent->setText(tr("No budget in this asset: the agent cannot pay in it."));
    if (row < 0)
        return;
    for (const AgentBudget &b : m_model->agentAt(row).budgets)
        if (b.network == d.value(0) && b.asset == d.value(1)) {
            m_perDay->setText(b.perDay.toString());
            m_automatic->setText(b.automatic.toString());
            m_limits->setLimits(b.limits);
            m_spent->setText(
                tr("Spent in the last 24 hours: %1")
                    .arg(Money::withUnit(m_model->spentToday(m_agent, b), b.network, b.asset)));
        }
}

void AgentEditor::saveBudget()
{
    const QStringList d = m_asset->currentData().toStringList();
    const int decimals = d.value(2).toInt();
    QString why;
    const auto perDay = Amount::parse(m_perDay->text().trimmed(), decimals, &why);
    const auto automatic =
        perDay ? Amount::parse(m_automatic->text().trimmed(), decimals, &why) : std::nullopt;
    BudgetLimits limits;
    if (!perDay || !automatic || !m_limits->read(decimals, &limits, &why))
        return problem(why);
    if (!m_model->saveBudget(m_agent, {d.value(0), d.value(1), *perDay, *automatic, limits}, &why))
        return problem(why);
    showAgent(m_agent);
}

void AgentEditor::removeBudget()
{
    const QStringList d = m_asset->currentData().toStringList();
    m_model->removeBudget(m_agent, {d.value(0), d.value(1), {}, {}, {}});
    showAgent(m_agent);
}

void AgentEditor::allowSite()
{
    const QUrl url = QUrl::fromUserInput(m_site->text().trimmed());
    if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https") ||
        url.host().isEmpty())
        return problem(tr("Type the site's address, such as https://api.example.com."));
    m_model->allowSite(m_agent, Origin::of(url));
    m_site->clear();
    showAgent(m_agent);
}

void AgentEditor::removeSite()
{
    if (const QListWidgetItem *item = m_sites->currentItem())
        m_model->disallowSite(m_agent, item->text());
    showAgent(m_agent);
}

} // namespace paydesk::ui
