#include "AgentListModel.h"

#include "ColumnTitles.h"
#include "core/Asset.h"
#include "core/Network.h"
#include "store/BudgetStore.h"
#include "wallet/AgentTokens.h"
#include "wallet/SecretStore.h"

#include <memory>

namespace paydesk {

AgentListModel::AgentListModel(AgentStore *store, PaidFetchJournal *fetches, SecretStore *secrets,
                               QObject *parent)
    : QAbstractTableModel(parent), m_store(store), m_fetches(fetches), m_secrets(secrets)
{
    reload();
}

int AgentListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AgentListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int AgentListModel::rowOf(const QString &name) const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows.at(i).name == name)
            return i;
    return -1;
}

Amount AgentListModel::spentToday(const QString &agent, const AgentBudget &b) const
{
    return m_store->spentSince(agent, b.network, b.asset, b.perDay.decimals(),
                               QDateTime::currentDateTimeUtc().addSecs(-24 * 3600));
}

QList<FetchAttempt> AgentListModel::recentPayments(const QString &agent, int limit) const
{
    QList<FetchAttempt> out;
    for (const qint64 id : m_store->recentAttempts(agent, limit))
        if (const auto a = m_fetches->find(id))
            out.append(*a);
    return out;
}

QVariant AgentListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Agent &a = m_rows.at(index.row());
    if (role == Qt::UserRole)
        return a.name;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    QStringList lines;
    switch (index.column()) {
    case NameColumn:
        return a.name;
    case BudgetColumn:
        for (const AgentBudget &b : a.budgets) {
            const auto money = [&b](const Amount &x) {
                return Money::withUnit(x, b.network, b.asset);
            };
            lines << tr("%1 on %2 (up to %3 without asking)")
                         .arg(BudgetWindows::limitsText(b.perDay, b.limits, money),
                              Network::nameOf(b.network), money(b.automatic));
        }
        return lines.isEmpty() ? tr("No budget: it cannot pay") : lines.join(u'\n');
    case SpentColumn:
        for (const AgentBudget &b : a.budgets)
            lines << Money::withUnit(spentToday(a.name, b), b.network, b.asset);
        return lines.isEmpty() ? QStringLiteral("—") : lines.join(u'\n');
    case SitesColumn:
        return a.sites.isEmpty() ? tr("None yet: every site asks you") : a.sites.join(u'\n');
    case StateColumn:
        if (a.paused)
            return tr("Paused");
        if (a.failures >= AgentStore::kMaxFailures)
            return tr("Stopped after %n failed payment(s)", nullptr, a.failures);
        return tr("Active");
    default:
        return {};
    }
}

QVariant AgentListModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o == Qt::Horizontal && role == Qt::ToolTipRole && section == SitesColumn)
        return tr("The sites the agent pays without asking you, within its budget");
    static const ColumnTitles<ColumnCount> titles{
        "AgentListModel",
        {QT_TRANSLATE_NOOP("AgentListModel", "Agent"),
         QT_TRANSLATE_NOOP("AgentListModel", "Budget"),
         QT_TRANSLATE_NOOP("AgentListModel", "Spent (24 h)"),
         QT_TRANSLATE_NOOP("AgentListModel", "Sites"),
         QT_TRANSLATE_NOOP("AgentListModel", "State")}};
    return titles.header(section, o, role);
}

void AgentListModel::reload()
{
    const QList<Agent> rows = m_store->all();
    if (rows.size() != m_rows.size()) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
        return;
    }
    m_rows = rows;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

void AgentListModel::add(const QString &name)
{
    QString why;
    if (!AgentStore::validName(name, &why))
        return Q_EMIT failed(why);
    if (m_store->find(name))
        return Q_EMIT failed(tr("There is already an agent called \"%1\".").arg(name));
    auto token = std::make_shared<SecureBytes>(wallet::AgentTokens::generate());
    SecretJob *job = wallet::AgentTokens(m_secrets).save(name, *token);
    connect(job, &SecretJob::finished, this, [this, job, name, token]() {
        job->deleteLater();
        if (!job->ok())
            return Q_EMIT failed(job->errorText());
        if (!m_store->add(name, AgentStore::tokenHash(token->view()).toLatin1())) {
            wallet::AgentTokens(m_secrets).remove(name);
            return Q_EMIT failed(m_store->lastError());
        }
        reload();
        Q_EMIT tokenReady(name, QString::fromLatin1(token->view()));
    });
}

void AgentListModel::remove(const QString &name)
{
    if (!m_store->remove(name))
        return Q_EMIT failed(m_store->lastError());
    wallet::AgentTokens(m_secrets).remove(name); // its token pays nothing without the agent
    reload();
}

void AgentListModel::readToken(const QString &name)
{
    SecretJob *job = wallet::AgentTokens(m_secrets).read(name);
    connect(job, &SecretJob::finished, this, [this, job, name]() {
        job->deleteLater();
        if (!job->ok())
            return Q_EMIT failed(job->errorText());
        const SecureBytes token = job->takeSecret();
        Q_EMIT tokenReady(name, QString::fromLatin1(token.view()));
    });
}

bool AgentListModel::setPaused(const QString &name, bool paused)
{
    const bool ok = m_store->setPaused(name, paused);
    m_lastError = ok ? QString() : m_store->lastError();
    reload();
    return ok;
}

bool AgentListModel::saveBudget(const QString &name, const AgentBudget &budget, QString *why)
{
    const bool ok = m_store->saveBudget(name, budget, why);
    reload();
    return ok;
}

bool AgentListModel::removeBudget(const QString &name, const AgentBudget &budget)
{
    const bool ok = m_store->removeBudget(name, budget.network, budget.asset);
    reload();
    return ok;
}

bool AgentListModel::allowSite(const QString &name, const QString &origin)
{
    const bool ok = m_store->allowSite(name, origin);
    reload();
    return ok;
}

bool AgentListModel::disallowSite(const QString &name, const QString &origin)
{
    const bool ok = m_store->disallowSite(name, origin);
    reload();
    return ok;
}

} // namespace paydesk
