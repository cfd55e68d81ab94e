#include "HistoryBalances.h"

namespace paydesk {

bool HistoryBalances::setNow(const std::optional<Amount> &now)
{
    if (now == m_now)
        return false;
    m_now = now;
    forget(false);
    return true;
}

bool HistoryBalances::shows(const HistoryFilter &filter)
{
    return filter.sortKey == HistoryFilter::SortKey::Created && !filter.direction &&
           filter.text.isEmpty();
}

void HistoryBalances::forget(bool cacheChanged)
{
    m_after.clear();
    m_running.reset();
    if (cacheChanged)
        m_allEffects.reset();
}

std::optional<std::optional<Amount::Units>>
HistoryBalances::sumFromGroups(const QString &wallet) const
{
    const auto groups = m_cache->totals().amountGroups(wallet);
    if (!groups)
        return std::nullopt;
    Amount::Units sum = 0;
    for (const HistoryTotals::AmountGroup &g : *groups) {
        const bool sent = g.direction == Direction::Sent;
        const PaymentState state = paymentStateFromString(g.status);
        const auto amounts = g.unknownAmounts > 0 || !g.amountUnits
                                 ? std::nullopt
                                 : std::optional<Amount::Units>(*g.amountUnits);
        const auto change =
            RunningBalance::effect(sent, state, g.count, amounts, g.fee, m_now->decimals());
        if (!change) {
            if (g.unknownAmounts == 0 && !g.amountUnits)
                return std::nullopt;               // too large for SQL's sum: the slow pass decides
            return std::optional<Amount::Units>(); // a payment that does not say its amount
        }
        sum += *change;
    }
    return std::optional<Amount::Units>(sum);
}

std::optional<Amount> HistoryBalances::at(int row, const QList<HistoryEntry> &rows,
                                          const HistoryFilter &filter) const
{
    if (!m_now || !shows(filter) || row < 0 || row >= rows.size())
        return std::nullopt;
    if (!m_running) {
        if (filter.descending) {
            m_running = RunningBalance::newestFirst(*m_now);
        } else {
            if (!m_allEffects)
                m_allEffects = sumFromGroups(filter.wallet);
            if (!m_allEffects) { // one pass over the wallet's cached payments
                const int decimals = m_now->decimals();
                std::optional<Amount::Units> sum = 0;
                HistoryFilter all;
                all.wallet = filter.wallet;
                const qint64 n = m_cache->forEach(all, [&sum, decimals](const HistoryEntry &e) {
                    const auto change = RunningBalance::effect(e, decimals);
                    if (!change)
                        sum.reset();
                    else
                        *sum += *change;
                    return sum.has_value();
                });
                m_allEffects = n < 0 ? std::nullopt : sum;
            }
            m_running = RunningBalance::oldestFirst(*m_now, *m_allEffects);
        }
    }
    while (m_after.size() <= row)
        m_after.append(m_running->next(rows.at(m_after.size())));
    return m_after.at(row);
}

} // namespace paydesk
