#include "SpendTotals.h"

#include "DatabaseSchema.h"

#include <QSqlError>
#include <QStringList>
#include <limits>
#include <map>
#include <tuple>

namespace paydesk {

namespace {
// The SQL of the hour a spend row (`r`: NEW or OLD) counts in: floor(at_ms / 1 hour), also for a
// moment before 1970 (SQLite's division truncates toward zero). As SpendTotals::hourOf.
QString hourSql(const char *r)
{
    return QStringLiteral("(CASE WHEN %1.at_ms >= 0 THEN %1.at_ms / 3600000 "
                          "ELSE (%1.at_ms + 1) / 3600000 - 1 END)")
        .arg(QLatin1String(r));
}

// Whether a spend's amount may be added in SQLite's 64-bit integers: digits only, at most 18.
QString safeSql(const char *r)
{
    return QStringLiteral("(%1.amount <> '' AND length(%1.amount) <= 18 AND "
                          "%1.amount NOT GLOB '*[^0-9]*')")
        .arg(QLatin1String(r));
}

QString keySql(const char *r)
{
    return QStringLiteral("origin = %1.origin AND network = %1.network AND asset = %1.asset AND "
                          "hour = %2 AND decimals = %1.decimals AND agent = %1.agent")
        .arg(QLatin1String(r), hourSql(r));
}

// Adds the spend `r` to its hour. A sum that would leave 64 bits comes back from SQLite as a
// real: the hour is then inexact and keeps its last exact figure, never a rounded one.
QStringList addSql(const char *r)
{
    const QString fits = QStringLiteral("(exact AND %1 AND typeof(units + CAST(%2.amount AS "
                                        "INTEGER)) = 'integer')")
                             .arg(safeSql(r), QLatin1String(r));
    return {
        QStringLiteral("INSERT INTO x402_spend_hours (origin, network, asset, hour, decimals, "
                       "agent, units, exact, spends) VALUES (%1.origin, %1.network, %1.asset, "
                       "%2, %1.decimals, %1.agent, 0, 1, 0) ON CONFLICT DO NOTHING;")
            .arg(QLatin1String(r), hourSql(r)),
        QStringLiteral("UPDATE x402_spend_hours SET spends = spends + 1, units = CASE WHEN %1 "
                       "THEN units + CAST(%2.amount AS INTEGER) ELSE units END, exact = %1 "
                       "WHERE %3;")
            .arg(fits, QLatin1String(r), keySql(r)),
    };
}

// Takes the spend `r` out of its hour; an hour with no spend left goes (and with it an inexact
// mark its spends no longer need).
QStringList removeSql(const char *r)
{
    return {
        QStringLiteral("UPDATE x402_spend_hours SET spends = spends - 1, units = CASE WHEN exact "
                       "AND %1 THEN units - CAST(%2.amount AS INTEGER) ELSE units END, "
                       "exact = (exact AND %1) WHERE %3;")
            .arg(safeSql(r), QLatin1String(r), keySql(r)),
        QStringLiteral("DELETE FROM x402_spend_hours WHERE %1 AND spends <= 0;").arg(keySql(r)),
    };
}

bool safeUnits(const QString &units)
{
    if (units.isEmpty() || units.size() > 18)
        return false;
    for (const QChar c : units)
        if (c < u'0' || c > u'9')
            return false;
    return true;
}
} // namespace

qint64 SpendTotals::hourOf(qint64 ms)
{
    return ms >= 0 ? ms / kHourMs : (ms + 1) / kHourMs - 1;
}

bool SpendTotals::createTable(QSqlQuery &q)
{
    QStringList steps{
        QStringLiteral("ALTER TABLE x402_spending ADD COLUMN agent TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("UPDATE x402_spending SET agent = (SELECT p.agent FROM agent_payments p "
                       "WHERE p.attempt_id = x402_spending.attempt_id) WHERE attempt_id IN "
                       "(SELECT attempt_id FROM agent_payments)"),
        QStringLiteral("CREATE TABLE x402_spend_hours (origin TEXT NOT NULL, network TEXT NOT "
                       "NULL, asset TEXT NOT NULL, hour INTEGER NOT NULL, decimals INTEGER NOT "
                       "NULL, agent TEXT NOT NULL, units INTEGER NOT NULL, exact INTEGER NOT "
                       "NULL, spends INTEGER NOT NULL, PRIMARY KEY (origin, network, asset, hour, "
                       "decimals, agent)) WITHOUT ROWID"),
        QStringLiteral("CREATE INDEX x402_spend_hours_network ON x402_spend_hours (network, asset, "
                       "hour, decimals, units, exact)"),
        QStringLiteral("CREATE INDEX x402_spend_hours_agent ON x402_spend_hours (agent, network, "
                       "asset, hour, decimals, units, exact)"),
        // A spend written after its agent's row takes the agent from it (then moves, below).
        QStringLiteral("CREATE TRIGGER x402_spend_hours_insert AFTER INSERT ON x402_spending "
                       "BEGIN %1 UPDATE x402_spending SET agent = (SELECT p.agent FROM "
                       "agent_payments p WHERE p.attempt_id = NEW.attempt_id) WHERE id = NEW.id "
                       "AND EXISTS (SELECT 1 FROM agent_payments p WHERE p.attempt_id = "
                       "NEW.attempt_id AND p.agent <> NEW.agent); END")
            .arg(addSql("NEW").join(u' ')),
        QStringLiteral("CREATE TRIGGER x402_spend_hours_delete AFTER DELETE ON x402_spending "
                       "BEGIN %1 END")
            .arg(removeSql("OLD").join(u' ')),
        QStringLiteral("CREATE TRIGGER x402_spend_hours_update AFTER UPDATE OF origin, network, "
                       "asset, decimals, amount, at_ms, agent ON x402_spending BEGIN %1 %2 END")
            .arg(removeSql("OLD").join(u' '), addSql("NEW").join(u' ')),
        // An agent's row names the agent of its attempt's spends.
        QStringLiteral("CREATE TRIGGER x402_spending_agent_insert AFTER INSERT ON agent_payments "
                       "BEGIN UPDATE x402_spending SET agent = NEW.agent WHERE attempt_id = "
                       "NEW.attempt_id AND agent <> NEW.agent; END"),
        QStringLiteral("CREATE TRIGGER x402_spending_agent_delete AFTER DELETE ON agent_payments "
                       "BEGIN UPDATE x402_spending SET agent = '' WHERE attempt_id = "
                       "OLD.attempt_id AND agent = OLD.agent; END"),
        QStringLiteral("CREATE TRIGGER x402_spending_agent_update AFTER UPDATE OF attempt_id, "
                       "agent ON agent_payments BEGIN UPDATE x402_spending SET agent = '' WHERE "
                       "attempt_id = OLD.attempt_id AND agent = OLD.agent; UPDATE x402_spending "
                       "SET agent = NEW.agent WHERE attempt_id = NEW.attempt_id AND agent <> "
                       "NEW.agent; END"),
    };
    if (!DatabaseSchema::execAll(q, steps))
        return false;
    // The spending already there, summed here in 128 bits with the triggers' rule.
    struct Hour
    {
        __int128 units = 0;
        bool exact = true;
        qint64 spends = 0;
    };
    using Key = std::tuple<QString, QString, QString, qint64, int, QString>;
    std::map<Key, Hour> hours;
    if (!q.exec(QStringLiteral(
            "SELECT origin, network, asset, at_ms, decimals, amount, agent FROM x402_spending")))
        return false;
    constexpr __int128 kMax = std::numeric_limits<qint64>::max();
    while (q.next()) {
        Hour &h =
            hours[{q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                   hourOf(q.value(3).toLongLong()), q.value(4).toInt(), q.value(6).toString()}];
        const QString units = q.value(5).toString();
        ++h.spends;
        if (h.exact && safeUnits(units) && h.units + units.toLongLong() <= kMax)
            h.units += units.toLongLong();
        else
            h.exact = false;
    }
    if (!q.prepare(QStringLiteral("INSERT INTO x402_spend_hours (origin, network, asset, hour, "
                                  "decimals, agent, units, exact, spends) VALUES "
                                  "(?,?,?,?,?,?,?,?,?)")))
        return false;
    for (const auto &[key, h] : hours) {
        const auto &[origin, network, asset, hour, decimals, agent] = key;
        for (const QVariant &v :
             {QVariant(origin), QVariant(network), QVariant(asset), QVariant(hour),
              QVariant(decimals), QVariant(agent), QVariant(qint64(h.units)),
              QVariant(h.exact ? 1 : 0), QVariant(h.spends)})
            q.addBindValue(v);
        if (!q.exec())
            return false;
    }
    return true;
}

SpendTotals::Where SpendTotals::where(const std::optional<Scope> &scope, const AssetKey &asset)
{
    // One asset at a time: SQLite answers `network = ? AND asset = ?` from its indexes, where a
    // list of pairs made it read every spend.
    Where w{QStringLiteral("network = ? AND asset = ?"),
            {asset.first, asset.second.isNull() ? QStringLiteral("") : asset.second}};
    if (scope) {
        w.sql.prepend(scope->column + QStringLiteral(" = ? AND "));
        w.binds.prepend(scope->value);
    }
    return w;
}

Amount SpendTotals::sum(const std::optional<Scope> &scope, const QList<AssetKey> &assets,
                        const QDateTime &since, int decimals) const
{
    const qint64 from = since.toMSecsSinceEpoch();
    // The first whole hour of the window; the spends before it are read one by one.
    const qint64 whole = hourOf(from) * kHourMs == from ? hourOf(from) : hourOf(from) + 1;
    Amount total = Amount::fromUnits(0, decimals);
    for (const AssetKey &asset : assets) {
        const Where w = where(scope, asset);
        if (const auto hours = sumHours(w, whole, decimals))
            total = total + *hours +
                    sumSpends(w, QStringLiteral("at_ms >= ? AND at_ms < ?"),
                              {from, whole * kHourMs}, decimals);
        else
            total = total + sumSpends(w, QStringLiteral("at_ms >= ?"), {from}, decimals);
    }
    return total;
}

std::optional<Amount> SpendTotals::sumHours(const Where &w, qint64 hour, int decimals) const
{
    const StatementCache::Statement st = m_statements.query(
        QStringLiteral("SELECT decimals, SUM(units), MIN(exact) FROM x402_spend_hours WHERE %1 "
                       "AND hour >= ? GROUP BY decimals")
            .arg(w.sql));
    QSqlQuery &q = *st;
    for (const QVariant &b : w.binds)
        q.addBindValue(b);
    q.addBindValue(hour);
    if (!q.exec())
        return std::nullopt;
    Amount total = Amount::fromUnits(0, decimals);
    while (q.next()) {
        // SUM stops with an error rather than overflow: then the spends are read one by one.
        if (q.lastError().isValid() || q.value(2).toInt() != 1)
            return std::nullopt;
        const auto sum =
            Amount::fromUnits(q.value(1).toLongLong(), q.value(0).toInt()).rescaled(decimals);
        if (!sum)
            return std::nullopt;
        total = total + *sum;
    }
    if (q.lastError().isValid())
        return std::nullopt;
    return total;
}

Amount SpendTotals::sumSpends(const Where &w, const QString &extra, const QVariantList &extraBinds,
                              int decimals) const
{
    const QString where = w.sql + QStringLiteral(" AND ") + extra;
    const QVariantList binds = w.binds + extraBinds;
    {
        // SQLite adds them when they share their decimals and every amount is a whole number of
        // at most 18 digits (SUM stops with an error rather than overflow; the covering indexes
        // x402_spending_site and _network answer it alone).
        const StatementCache::Statement st = m_statements.query(
            QStringLiteral("SELECT MIN(decimals), MAX(decimals), SUM(CAST(amount AS INTEGER)), "
                           "MAX(length(amount)), COUNT(*) FROM x402_spending WHERE %1")
                .arg(where));
        QSqlQuery &q = *st;
        for (const QVariant &b : binds)
            q.addBindValue(b);
        if (q.exec() && q.next() && !q.lastError().isValid()) {
            if (q.value(4).toLongLong() == 0)
                return Amount::fromUnits(0, decimals);
            const int d = q.value(0).toInt();
            const auto sum = Amount::fromUnits(q.value(2).toLongLong(), d).rescaled(decimals);
            if (d == q.value(1).toInt() && q.value(3).toInt() <= 18 && sum)
                return *sum;
        }
    }
    // Otherwise row by row, each rescaled exactly (one that cannot be is left out).
    Amount total = Amount::fromUnits(0, decimals);
    const StatementCache::Statement st = m_statements.query(
        QStringLiteral("SELECT amount, decimals FROM x402_spending WHERE %1").arg(where));
    QSqlQuery &q = *st;
    for (const QVariant &b : binds)
        q.addBindValue(b);
    if (q.exec())
        while (q.next())
            if (const auto units = Amount::parseUnits(q.value(0).toString(), q.value(1).toInt()))
                if (const auto a = units->rescaled(decimals))
                    total = total + *a;
    return total;
}

} // namespace paydesk
