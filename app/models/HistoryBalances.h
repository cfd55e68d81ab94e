#pragma once

#include "RunningBalance.h"
#include "core/Amount.h"
#include "store/HistoryCache.h"

#include <QList>
#include <optional>

namespace paydesk {

// The "Balance after" column of a wallet's history list: the balance now, and the balance after
// each row worked back from it (RunningBalance) as the rows are shown. Rows are only appended
// while the list is read further; any other change to the rows calls forget().
class HistoryBalances
{
public:
    explicit HistoryBalances(const HistoryCache *cache) : m_cache(cache) {}

    // Returns true when the balance now changed (every row's figure changes with it).
    bool setNow(const std::optional<Amount> &now);
    const std::optional<Amount> &now() const { return m_now; }
    // Balances are shown in date order with no filter: a filtered list hides payments between.
    static bool shows(const HistoryFilter &filter);

    // The rows changed; `cacheChanged`: the cached payments too (the oldest-first sum is stale).
    void forget(bool cacheChanged);
    // How many rows have a computed balance (rows inserted after them need no forget()).
    qsizetype computed() const { return m_after.size(); }

    // The balance after rows[row] of the list `filter` gives; nullopt when it cannot be known.
    std::optional<Amount> at(int row, const QList<HistoryEntry> &rows,
                             const HistoryFilter &filter) const;

private:
    // The sum of every cached payment's effect, summed by kind in SQL; the outer nullopt when
    // SQL could not sum it exactly (the caller then walks the payments).
    std::optional<std::optional<Amount::Units>> sumFromGroups(const QString &wallet) const;

    const HistoryCache *m_cache;
    std::optional<Amount> m_now;
    mutable QList<std::optional<Amount>> m_after;
    mutable std::optional<RunningBalance> m_running;
    // What every cached payment of the wallet changed together (oldest-first lists only).
    mutable std::optional<std::optional<Amount::Units>> m_allEffects;
};

} // namespace paydesk
