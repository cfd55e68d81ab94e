#include "HistoryPageMerge.h"

#include "store/HistoryOrder.h"

#include <QHash>
#include <algorithm>

namespace paydesk {

namespace {
bool same(const HistoryEntry &a, const HistoryEntry &b)
{
    return a.paymentId == b.paymentId && a.direction == b.direction &&
           a.counterparty == b.counterparty && a.amount == b.amount && a.fee == b.fee &&
           a.state == b.state && a.statusText == b.statusText && a.signature == b.signature &&
           a.network == b.network && a.resource == b.resource && a.createdAtMs == b.createdAtMs &&
           a.updatedAtMs == b.updatedAtMs;
}
} // namespace

HistoryPageMerge::HistoryPageMerge(const HistoryFilter &filter, const QList<HistoryEntry> &rows,
                                   qint64 total, const QList<HistoryEntry> &page)
    : m_total(total)
{
    // The page's last copy of each payment, as the cache keeps it.
    QHash<QString, qsizetype> latest;
    latest.reserve(page.size());
    for (qsizetype i = 0; i < page.size(); ++i)
        latest.insert(page[i].paymentId, i);

    struct Moving
    {
        qsizetype entry = 0; // page index
        bool loaded = false; // a loaded row whose place changed, counted in the total already
    };
    QList<Moving> moving; // to insert at their place
    QList<int> gone;      // loaded rows to remove, ascending
    for (int row = 0; row < rows.size(); ++row) {
        const auto it = latest.constFind(rows[row].paymentId);
        if (it == latest.cend())
            continue;
        const qsizetype at = *it;
        const HistoryEntry &now = page[at];
        latest.erase(it); // handled
        if (!HistoryOrder::matches(filter, now)) {
            gone.append(row);
            --m_total;
        } else if (HistoryOrder::compare(filter, rows[row], now) == 0) {
            if (!same(rows[row], now))
                m_replaced.append({row, at});
        } else {
            gone.append(row);
            moving.append({at, true});
        }
    }
    for (const qsizetype i : std::as_const(latest))
        if (HistoryOrder::matches(filter, page[i]))
            moving.append({i, false});

    // Where each goes among the rows that stay: the loaded rows are in order, the removed ones
    // included (by their old values), so a binary search over all of them finds the place.
    const auto before = [&filter](const HistoryEntry &a, const HistoryEntry &b) {
        return HistoryOrder::compare(filter, a, b) < 0;
    };
    std::sort(moving.begin(), moving.end(), [&before, &page](const Moving &a, const Moving &b) {
        return before(page[a.entry], page[b.entry]);
    });
    const bool allLoaded = rows.size() >= total;
    qsizetype g = 0; // removed rows before the place
    for (const Moving &m : std::as_const(moving)) {
        const int at = int(std::lower_bound(rows.cbegin(), rows.cend(), page[m.entry], before) -
                           rows.cbegin());
        if (at == rows.size() && !allLoaded)
            continue; // past the loaded rows: read from the cache when the list gets there
        while (g < gone.size() && gone[g] < at)
            ++g;
        if (!m.loaded)
            ++m_total;
        const int place = at - int(g);
        if (!m_inserted.isEmpty() && m_inserted.constLast().row == place)
            m_inserted.last().entries.append(m.entry);
        else
            m_inserted.append(Insert{place, QList<qsizetype>{m.entry}});
    }
    // Each run's row in the list as it is when the run goes in (after the runs before it).
    int shift = 0;
    for (Insert &run : m_inserted) {
        run.row += shift;
        shift += int(run.entries.size());
    }
    for (qsizetype i = gone.size() - 1; i >= 0;) {
        qsizetype first = i;
        while (first > 0 && gone[first - 1] == gone[first] - 1)
            --first;
        m_removed.append({gone[first], int(i - first + 1)});
        i = first - 1;
    }
}

} // namespace paydesk
