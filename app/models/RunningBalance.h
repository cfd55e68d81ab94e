#pragma once

#include "core/Amount.h"
#include "store/HistoryCache.h"

#include <optional>

namespace paydesk {

// The balance after each payment of a wallet's history, worked back from the balance now: the
// balance after a payment is the balance now minus what every later payment changed. Exact
// (atomic units, never a double). Only as right as the history is complete: a transfer made
// outside Paydesk is not in it, which is why a balance that would come out negative is unknown.
// Fed the rows of a list in order, one after the other (a list loaded in chunks extends it).
class RunningBalance
{
public:
    // A list newest first: the first row's balance after is `now`.
    static RunningBalance newestFirst(const Amount &now);
    // A list oldest first, where every payment of the wallet together changed the balance by
    // `allEffects` (nullopt when one of them does not say).
    static RunningBalance oldestFirst(const Amount &now, std::optional<Amount::Units> allEffects);

    // The balance after `entry`, the next row of the list; nullopt when it cannot be known.
    std::optional<Amount> next(const HistoryEntry &entry);

    // What one payment changed in its wallet's balance, in atomic units of `decimals`:
    // - sent: minus amount and fee; a failed one only its fee; an expired one nothing;
    // - received: plus the amount unless it failed or expired.
    // Pending payments count as done (the balance read from the chain usually holds them).
    // Nullopt when the entry does not say (unknown amount, unreadable text).
    static std::optional<Amount::Units> effect(const HistoryEntry &entry, int decimals);
    // The same rule for `count` payments of one kind whose amounts sum to `amounts` (nullopt:
    // one of them is unknown) and whose fee each is `fee` (decimal text).
    static std::optional<Amount::Units> effect(bool sent, PaymentState state, qint64 count,
                                               std::optional<Amount::Units> amounts,
                                               const QString &fee, int decimals);

private:
    RunningBalance(Amount::Units start, int decimals, bool newestFirst, bool broken);

    Amount::Units m_after = 0; // newest first: after the next row; else before it
    int m_decimals = 0;
    bool m_newestFirst = true;
    bool m_broken = false; // a row did not say what it changed: later rows are unknown
};

} // namespace paydesk
