#include "AgentStore.h"

#include "BudgetStore.h"
#include "DatabaseSchema.h"
#include "core/Asset.h"

#include <QCryptographicHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace paydesk {

namespace {
// The native coin's asset key is empty (Asset::keyOf); the column takes it as "", never NULL.
QString storedAsset(const QString &asset)
{
    return asset.isNull() ? QStringLiteral("") : asset;
}

Amount stored(const QVariant &units, int decimals)
{
    return Amount::parseUnits(units.toString(), decimals).value_or(Amount::fromUnits(0, decimals));
}

QDateTime nowOr(const QDateTime &at)
{
    return at.isValid() ? at : QDateTime::currentDateTimeUtc();
}
} // namespace

AgentStore::AgentStore(QSqlDatabase db) : m_db(db)
{
    m_ready = DatabaseSchema::app().upgrade(m_db, &m_lastError);
}

bool AgentStore::validName(const QString &name, QString *why)
{
    const QString trimmed = name.trimmed();
    bool ok = !trimmed.isEmpty() && trimmed == name && name.size() <= 64;
    for (const QChar c : name)
        ok = ok && c.isPrint();
    if (!ok && why)
        *why = tr("An agent's name is 1 to 64 printable characters, without spaces at either "
                  "end: \"%1\" is not.")
                   .arg(name);
    return ok;
}

QString AgentStore::tokenHash(QByteArrayView token)
{
    return QString::fromLatin1(QCryptographicHash::hash(token, QCryptographicHash::Sha256).toHex());
}

bool AgentStore::add(const QString &name, const QByteArray &hash, int perMinute)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT INTO agents (name, token_hash, per_minute, created_ms) "
                             "VALUES (?, ?, ?, ?)"));
    q.addBindValue(name);
    q.addBindValue(QString::fromLatin1(hash));
    q.addBindValue(perMinute);
    q.addBindValue(QDateTime::currentMSecsSinceEpoch());
    if (q.exec())
        return true;
    m_lastError = find(name) ? tr("There is already an agent called \"%1\".").arg(name)
                             : q.lastError().text();
    return false;
}

bool AgentStore::remove(const QString &name)
{
    m_db.transaction();
    QSqlQuery q(m_db);
    bool ok = true;
    for (const char *table : {"agent_budgets", "agent_sites"}) {
        q.prepare(QStringLiteral("DELETE FROM %1 WHERE agent = ?").arg(QLatin1String(table)));
        q.addBindValue(name);
        ok = ok && q.exec();
    }
    q.prepare(QStringLiteral("DELETE FROM agents WHERE name = ?"));
    q.addBindValue(name);
    ok = ok && q.exec() && q.numRowsAffected() == 1;
    if (ok && m_db.commit())
        return true;
    m_lastError = q.lastError().text();
    m_db.rollback();
    return false;
}

std::optional<Agent> AgentStore::find(const QString &name) const
{
    QList<Agent> one = select(name);
    if (one.isEmpty())
        return std::nullopt;
    return std::move(one.first());
}

std::optional<Agent> AgentStore::findByTokenHash(const QString &hash) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT name FROM agents WHERE token_hash = ?"));
    q.addBindValue(hash);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return find(q.value(0).toString());
}

QList<Agent> AgentStore::all() const
{
    return select(std::nullopt);
}

// Every agent, or the one called `name` (each payment reads its agent: one row's queries only).
QList<Agent> AgentStore::select(const std::optional<QString> &name) const
{
    QList<Agent> out;
    const auto run = [this, &name](const QString &sql, const char *column, const char *order) {
        StatementCache::Statement q = m_statements.query(
            sql + (name ? QStringLiteral(" WHERE %1 = ?").arg(QLatin1String(column)) : QString()) +
            QStringLiteral(" ORDER BY ") + QLatin1String(order));
        if (name)
            q->addBindValue(*name);
        if (!q->exec())
            m_lastError = q->lastError().text();
        return q;
    };
    const StatementCache::Statement q =
        run(QStringLiteral("SELECT name, paused, per_minute, failures, created_ms FROM agents"),
            "name", "name");
    if (!q->isActive())
        return out;
    while (q->next()) {
        Agent a;
        a.name = q->value(0).toString();
        a.paused = q->value(1).toBool();
        a.perMinute = q->value(2).toInt();
        a.failures = q->value(3).toInt();
        a.created = QDateTime::fromMSecsSinceEpoch(q->value(4).toLongLong(), Qt::UTC);
        out.append(a);
    }
    if (out.isEmpty())
        return out;
    const StatementCache::Statement b =
        run(QStringLiteral(
                "SELECT agent, network, asset, decimals, per_day, automatic, per_week, per_month, "
                "until_ms FROM agent_budgets"),
            "agent", "network, asset");
    while (b->next())
        for (Agent &a : out)
            if (a.name == b->value(0).toString()) {
                const int d = b->value(3).toInt();
                a.budgets.append(
                    {b->value(1).toString(), b->value(2).toString(), stored(b->value(4), d),
                     stored(b->value(5), d),
                     BudgetStore::storedLimits(b->value(6), b->value(7), b->value(8), d)});
            }
    const StatementCache::Statement s =
        run(QStringLiteral("SELECT agent, origin FROM agent_sites"), "agent", "origin");
    while (s->next())
        for (Agent &a : out)
            if (a.name == s->value(0).toString())
                a.sites.append(s->value(1).toString());
    return out;
}

bool AgentStore::setPaused(const QString &name, bool paused)
{
    QSqlQuery q(m_db);
    q.prepare(paused ? QStringLiteral("UPDATE agents SET paused = 1 WHERE name = ?")
                     : QStringLiteral("UPDATE agents SET paused = 0, failures = 0 WHERE name = ?"));
    q.addBindValue(name);
    if (q.exec() && q.numRowsAffected() == 1)
        return true;
    m_lastError = tr("There is no agent called \"%1\".").arg(name);
    return false;
}

bool AgentStore::setPerMinute(const QString &name, int perMinute)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE agents SET per_minute = ? WHERE name = ?"));
    q.addBindValue(perMinute);
    q.addBindValue(name);
    if (perMinute >= 1 && q.exec() && q.numRowsAffected() == 1)
        return true;
    m_lastError = perMinute < 1 ? tr("An agent may make at least one payment a minute.")
                                : tr("There is no agent called \"%1\".").arg(name);
    return false;
}

bool AgentStore::saveBudget(const QString &name, const AgentBudget &b, QString *why)
{
    if (!find(name)) {
        *why = tr("There is no agent called \"%1\".").arg(name);
        return false;
    }
    if (b.perDay.isZero() || b.automatic > b.perDay || !b.automatic.rescaled(b.perDay.decimals())) {
        *why = tr("An agent's budget needs a positive amount per day, and an automatic limit "
                  "from 0 up to that amount.");
        return false;
    }
    Amount shorter = b.perDay;
    for (const auto &[period, cap] : BudgetWindows::caps(b.perDay, b.limits)) {
        if (cap < shorter || !cap.rescaled(b.perDay.decimals())) {
            *why = tr("An agent's cap %1 must be at least its cap of a shorter window (%2), in "
                      "the budget's asset.")
                       .arg(BudgetWindows::perPeriod(period),
                            Money::withUnit(shorter, b.network, b.asset));
            return false;
        }
        shorter = cap;
    }
    if (b.limits.endedAt(QDateTime::currentDateTimeUtc())) {
        *why = tr("The budget would end %1, which is already past: give a later date, or none "
                  "for no end.")
                   .arg(BudgetWindows::untilText(b.limits.until));
        return false;
    }
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO agent_budgets (agent, network, asset, "
                             "decimals, per_day, automatic, per_week, per_month, until_ms) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const QVariant &v : {QVariant(name), QVariant(b.network), QVariant(storedAsset(b.asset)),
                              QVariant(b.perDay.decimals()), QVariant(b.perDay.unitsString()),
                              QVariant(b.automatic.rescaled(b.perDay.decimals())->unitsString())})
        q.addBindValue(v);
    for (const QVariant &v : BudgetStore::limitValues(b.limits, b.perDay.decimals()))
        q.addBindValue(v);
    if (q.exec())
        return true;
    *why = m_lastError = q.lastError().text();
    return false;
}

bool AgentStore::removeBudget(const QString &name, const QString &network, const QString &asset)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("DELETE FROM agent_budgets WHERE agent = ? AND network = ? AND "
                             "asset = ?"));
    q.addBindValue(name);
    q.addBindValue(network);
    q.addBindValue(storedAsset(asset));
    return q.exec() && q.numRowsAffected() == 1;
}

bool AgentStore::allowSite(const QString &name, const QString &origin)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT OR IGNORE INTO agent_sites (agent, origin) VALUES (?, ?)"));
    q.addBindValue(name);
    q.addBindValue(origin);
    return find(name) && q.exec();
}

bool AgentStore::disallowSite(const QString &name, const QString &origin)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("DELETE FROM agent_sites WHERE agent = ? AND origin = ?"));
    q.addBindValue(name);
    q.addBindValue(origin);
    return q.exec() && q.numRowsAffected() == 1;
}

AgentCheck AgentStore::check(const QString &name, const QString &origin, const QString &network,
                             const QString &asset, const Amount &price, bool frozen,
                             const QDateTime &at) const
{
    AgentCheck c;
    const QDateTime now = nowOr(at);
    const auto money = [&](const Amount &a) {
        return Money::withUnit(a, network, asset);
    };
    const auto refuse = [&c](const QString &code, const QString &reason) {
        c.verdict = AgentCheck::Verdict::Refused;
        c.code = code;
        c.reason = reason;
        return c;
    };
    const auto agent = find(name);
    if (!agent)
        return refuse(QStringLiteral("unknown_agent"),
                      tr("There is no agent called \"%1\" in Paydesk.").arg(name));
    if (frozen)
        return refuse(QStringLiteral("frozen"),
                      tr("Payments are frozen in Paydesk, agents' too. Unfreeze them in the "
                         "desktop app (the tray's Freeze) to let agents pay again."));
    if (agent->paused)
        return refuse(QStringLiteral("agent_paused"),
                      tr("The agent \"%1\" is paused. Resume it on the Agents page to let it "
                         "pay again.")
                          .arg(name));
    if (agent->failures >= kMaxFailures)
        return refuse(QStringLiteral("agent_circuit_open"),
                      tr("The agent \"%1\" has stopped paying after %2 failed payments in a row. "
                         "Look at what it was paying for, then resume it on the Agents page.")
                          .arg(name)
                          .arg(agent->failures));
    if (paymentsSince(name, now.addSecs(-60)) >= agent->perMinute)
        return refuse(QStringLiteral("agent_rate_limited"),
                      tr("The agent \"%1\" may make %2 payments a minute and has made them. "
                         "Try again in a minute.")
                          .arg(name)
                          .arg(agent->perMinute));
    for (const AgentBudget &b : agent->budgets)
        if (b.network == network && b.asset == asset)
            c.budget = b;
    if (!c.budget)
        return refuse(QStringLiteral("no_agent_budget"),
                      tr("The agent \"%1\" has no budget in %2 on %3. Give it one on the Agents "
                         "page (or with paydesk-cli agent budget).")
                          .arg(name, Money::unitOf(network, asset), network));
    if (c.budget->limits.endedAt(now))
        return refuse(QStringLiteral("agent_budget_ended"),
                      tr("The agent \"%1\"'s budget in %2 on %3 ended %4. Give it a new one on "
                         "the Agents page (or with paydesk-cli agent budget) to let it pay again.")
                          .arg(name, Money::unitOf(network, asset), network,
                               BudgetWindows::untilText(c.budget->limits.until)));
    const auto spent = [&](const QDateTime &since) {
        return spentSince(name, network, asset, price.decimals(), since);
    };
    c.spentToday = spent(BudgetWindows::start(BudgetPeriod::Day, now));
    const Amount perDay = c.budget->perDay.rescaled(price.decimals()).value_or(c.budget->perDay);
    c.leftToday = BudgetWindows::left(perDay, c.spentToday);
    if (price > c.leftToday)
        return refuse(QStringLiteral("over_agent_budget"),
                      tr("The price %1 is above what is left of the agent's budget (%2 of %3 in "
                         "24 hours). Nothing was paid.")
                          .arg(money(price), money(c.leftToday), money(perDay)));
    c.window = BudgetWindows::firstExceeded(BudgetWindows::caps(perDay, c.budget->limits).mid(1),
                                            price, now, spent);
    if (c.window)
        return refuse(QStringLiteral("over_agent_budget"),
                      tr("The price %1 is above what is left of the agent's budget of %3 %4 (%2 "
                         "left in the last %5). Nothing was paid.")
                          .arg(money(price), money(c.window->left), money(c.window->cap),
                               BudgetWindows::perPeriod(c.window->period),
                               BudgetWindows::span(c.window->period)));
    QStringList why;
    if (!agent->sites.contains(origin))
        why << tr("%1 is a new site for this agent").arg(origin);
    if (price > c.budget->automatic)
        why << tr("the price is above the %1 it may pay without you")
                   .arg(money(c.budget->automatic));
    const Amount after = c.leftToday - price;
    if (after.units() * 100 < perDay.units() * kNearCapPercent)
        why << tr("it would leave %1 of its %2 for today").arg(money(after), money(perDay));
    c.verdict = why.isEmpty() ? AgentCheck::Verdict::Automatic : AgentCheck::Verdict::Approval;
    if (!why.isEmpty()) {
        c.code = QStringLiteral("approval_required");
        c.reason =
            tr("A person must approve this payment: %1.").arg(why.join(QStringLiteral("; ")));
    }
    return c;
}

bool AgentStore::recordPayment(const QString &name, qint64 attemptId, const QDateTime &at)
{
    const StatementCache::Statement qStatement = m_statements.query(
        QStringLiteral("INSERT INTO agent_payments (attempt_id, agent, at_ms) VALUES "
                       "(?, ?, ?)"));
    QSqlQuery &q = *qStatement;
    q.addBindValue(attemptId);
    q.addBindValue(name);
    q.addBindValue(nowOr(at).toMSecsSinceEpoch());
    if (q.exec())
        return true;
    m_lastError = q.lastError().text();
    return false;
}

QString AgentStore::agentOf(qint64 attemptId) const
{
    const StatementCache::Statement qStatement =
        m_statements.query(QStringLiteral("SELECT agent FROM agent_payments WHERE attempt_id = ?"));
    QSqlQuery &q = *qStatement;
    q.addBindValue(attemptId);
    return q.exec() && q.next() ? q.value(0).toString() : QString();
}

Amount AgentStore::spentSince(const QString &name, const QString &network, const QString &asset,
                              int decimals, const QDateTime &since) const
{
    return m_totals.ofAgent(name, {network, asset}, since, decimals);
}

int AgentStore::paymentsSince(const QString &name, const QDateTime &since) const
{
    const StatementCache::Statement qStatement = m_statements.query(
        QStringLiteral("SELECT COUNT(*) FROM agent_payments p JOIN x402_spending s ON "
                       "s.attempt_id = p.attempt_id WHERE p.agent = ? AND p.at_ms >= ?"));
    QSqlQuery &q = *qStatement;
    q.addBindValue(name);
    q.addBindValue(since.toMSecsSinceEpoch());
    return q.exec() && q.next() ? q.value(0).toInt() : 0;
}

QList<qint64> AgentStore::recentAttempts(const QString &name, int limit) const
{
    QList<qint64> out;
    const StatementCache::Statement qStatement = m_statements.query(
        QStringLiteral("SELECT attempt_id FROM agent_payments WHERE agent = ? ORDER BY "
                       "at_ms DESC, attempt_id DESC LIMIT ?"));
    QSqlQuery &q = *qStatement;
    q.addBindValue(name);
    q.addBindValue(limit);
    if (q.exec())
        while (q.next())
            out.append(q.value(0).toLongLong());
    return out;
}

bool AgentStore::recordOutcome(const QString &name, bool paid)
{
    // A success after a success changes nothing, and then writes nothing (no commit to sync).
    const StatementCache::Statement q = m_statements.query(
        paid ? QStringLiteral("UPDATE agents SET failures = 0 WHERE name = ? AND failures > 0")
             : QStringLiteral("UPDATE agents SET failures = failures + 1 WHERE name = ?"));
    q->addBindValue(name);
    return q->exec();
}

} // namespace paydesk
