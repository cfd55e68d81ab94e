#include "RunningBalance.h"

namespace paydesk {

namespace {

std::optional<Amount::Units> unitsOf(const QString &text, int decimals)
{
    if (text.isEmpty())
        return std::nullopt;
    const auto amount = Amount::parse(text, decimals);
    return amount ? std::optional(amount->units()) : std::nullopt;
}

} // namespace

RunningBalance::RunningBalance(Amount::Units start, int decimals, bool newestFirst, bool broken)
    : m_after(start), m_decimals(decimals), m_newestFirst(newestFirst), m_broken(broken)
{}

RunningBalance RunningBalance::newestFirst(const Amount &now)
{
    return {now.units(), now.decimals(), true, false};
}

RunningBalance RunningBalance::oldestFirst(const Amount &now,
                                           std::optional<Amount::Units> allEffects)
{
    // Before the oldest payment the balance was `now` minus every change.
    return {now.units() - allEffects.value_or(0), now.decimals(), false, !allEffects};
}

std::optional<Amount> RunningBalance::next(const HistoryEntry &entry)
{
    const auto change = effect(entry, m_decimals);
    Amount::Units after = m_after;
    if (m_newestFirst) {
        // Below zero, a change the history lacks came later: every older balance is off too.
        m_broken = m_broken || after < 0;
        if (change)
            m_after -= *change;
    } else if (change) {
        m_after += *change;
        after = m_after;
    }
    const bool known = !m_broken && (m_newestFirst || change);
    if (!change)
        m_broken = true; // every balance past this row depends on it
    if (!known || after < 0)
        return std::nullopt;
    return Amount::fromUnits(after, m_decimals);
}

std::optional<Amount::Units> RunningBalance::effect(const HistoryEntry &entry, int decimals)
{
    // A token payment (x402 USDC) moves no native coin: the facilitator pays its fee.
    if (!entry.symbol.isEmpty())
        return 0;
    return effect(entry.direction == Direction::Sent, entry.state, 1,
                  unitsOf(entry.amount, decimals), entry.fee, decimals);
}

std::optional<Amount::Units> RunningBalance::effect(bool sent, PaymentState state, qint64 count,
                                                    std::optional<Amount::Units> amounts,
                                                    const QString &fee, int decimals)
{
    const bool failed = state == PaymentState::Failed;
    const bool expired = state == PaymentState::Expired;
    if (!sent) {
        if (failed || expired)
            return 0;
        return amounts;
    }
    if (expired)
        return 0; // never signed, or never landed before its blockhash expired: nothing charged
    std::optional<Amount::Units> each = 0;
    if (!fee.isEmpty())
        each = unitsOf(fee, decimals);
    if (!each)
        return std::nullopt;
    const Amount::Units fees = *each * count;
    if (failed) // landed and failed: the fee is spent, the amount is not
        return -fees;
    if (!amounts)
        return std::nullopt;
    return -(*amounts + fees);
}

} // namespace paydesk
