#pragma once

#include "StatementCache.h"
#include "core/Amount.h"

#include <QDateTime>
#include <QList>
#include <QSqlQuery>
#include <QString>
#include <optional>
#include <utility>

namespace paydesk {

// What the x402 spending (table x402_spending) of a site, an agent, or every site came to in a
// window that ends now: the last 24 hours, 7 or 30 days. Exact to the atomic unit, and cheap
// however long the spending: a busy agent pays once a minute, and a month's cap would otherwise add
// up 43,200 spends at each of the two checks of every payment.
//
// Triggers keep a total per site, agent, network, asset and hour in x402_spend_hours (schema step
// 10), whoever writes the spending, in the same transaction. A spend's agent ('' for none) is
// agent_payments' for its attempt, copied onto the spend by triggers on both tables (written in
// either order, or taken back), so an agent's window counts its spends by the time they were
// reserved. A window's sum is the spends of its first,
// partial hour read one by one plus the totals of its whole hours. A total is kept in SQLite's
// 64-bit integers only while every amount in it is a plain integer of at most 18 digits and the
// sum fits; an hour where that fails is marked inexact and its window is summed spend by spend,
// as before the totals existed, so no amount is ever rounded.
class SpendTotals
{
public:
    using AssetKey = std::pair<QString, QString>; // canonical network id, asset key ("" native)

    explicit SpendTotals(StatementCache &statements) : m_statements(statements) {}

    // The spends of the site `origin` in `asset` at or after `since`, in `decimals` (each
    // spend rescaled exactly; one that cannot be is left out).
    Amount ofSite(const QString &origin, const AssetKey &asset, const QDateTime &since,
                  int decimals) const
    {
        return sum(Scope{QStringLiteral("origin"), origin}, {asset}, since, decimals);
    }
    // The same of every site together, in any of `assets`.
    Amount ofEverySite(const QList<AssetKey> &assets, const QDateTime &since, int decimals) const
    {
        return sum(std::nullopt, assets, since, decimals);
    }
    // The same of the agent `name`, on every site.
    Amount ofAgent(const QString &name, const AssetKey &asset, const QDateTime &since,
                   int decimals) const
    {
        return sum(Scope{QStringLiteral("agent"), name}, {asset}, since, decimals);
    }

    // The hour a spend at `ms` counts in (floor of ms / 1 hour; SQL's is the same, see
    // x402_spend_hours' triggers).
    static qint64 hourOf(qint64 ms);
    static constexpr qint64 kHourMs = 3600000;

    // Schema step 10: the table, its triggers, and the totals of the spending already there
    // (summed here, exactly, in 128 bits).
    static bool createTable(QSqlQuery &q);

private:
    struct Where
    {
        QString sql;
        QVariantList binds;
    };
    struct Scope
    {
        QString column; // "origin" or "agent"
        QString value;
    };
    static Where where(const std::optional<Scope> &scope, const AssetKey &asset);
    Amount sum(const std::optional<Scope> &scope, const QList<AssetKey> &assets,
               const QDateTime &since, int decimals) const;
    // The spends `where` and `extra` select, added up exactly.
    Amount sumSpends(const Where &w, const QString &extra, const QVariantList &extraBinds,
                     int decimals) const;
    // The hours from `hour` on, when every one of them is exact.
    std::optional<Amount> sumHours(const Where &w, qint64 hour, int decimals) const;

    StatementCache &m_statements;
};

} // namespace paydesk
