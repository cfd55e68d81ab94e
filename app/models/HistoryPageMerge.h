#pragma once

#include "store/HistoryCache.h"

#include <QList>

namespace paydesk {

// How a page of payments just received changes the rows a history list has loaded (the first
// rows of its filter and order in the cache), worked out in memory so that the page shows at once,
// before the cache has stored it (HistoryTableModel::mergePage). Exact for the loaded rows:
// - a loaded payment whose sort values are unchanged is replaced where it is;
// - one that no longer matches the filter is removed, one whose place changed moves;
// - a payment not loaded goes in at its place among them, unless that place is past the last
//   loaded row while the list has more rows in the cache (it is read from there later).
// The total is provisional: a payment not loaded may be cached already past the loaded rows. The
// list re-reads the cache once the page is stored.
class HistoryPageMerge
{
public:
    HistoryPageMerge(const HistoryFilter &filter, const QList<HistoryEntry> &rows, qint64 total,
                     const QList<HistoryEntry> &page);

    // The plan names payments by their index in the page, so that each is copied once: into the
    // list.
    struct Insert
    {
        int row = 0;              // in the list once the removals are done
        QList<qsizetype> entries; // page indices, in list order
    };
    // Loaded rows replaced where they are (row, page index), in ascending rows; unchanged ones
    // are left out.
    const QList<std::pair<int, qsizetype>> &replaced() const { return m_replaced; }
    // Loaded rows to remove, as (first row, count) runs, descending.
    const QList<std::pair<int, int>> &removed() const { return m_removed; }
    // Runs of rows to insert, ascending; each run's row counts the runs before it.
    const QList<Insert> &inserted() const { return m_inserted; }
    qint64 total() const { return m_total; }
    bool changesRows() const { return !m_removed.isEmpty() || !m_inserted.isEmpty(); }

private:
    QList<std::pair<int, qsizetype>> m_replaced;
    QList<std::pair<int, int>> m_removed;
    QList<Insert> m_inserted;
    qint64 m_total = 0;
};

} // namespace paydesk
