#pragma once

#include "store/HistoryCache.h"

#include <QObject>
#include <atomic>
#include <memory>

namespace paydesk {

class HistoryWriter;

// How many rows the history table's filter matches. Counting is linear in the matches: a search
// that matches every one of a million payments takes SQLite ~150 ms, too long to wait for between
// two keystrokes. So count() counts at once only up to kQuick + 1 rows (a few milliseconds); when
// more match and a counter thread is set (the HistoryWriter's), it answers that lower bound and
// counts exactly over there, reporting through ready(). A newer count() or cancel() drops the
// one under way (it is skipped if it has not started). Without a counter every count is exact.
class HistoryTotal : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 kQuick = 20000;

    explicit HistoryTotal(HistoryCache *cache, QObject *parent = nullptr);
    // `quick`: how many rows are counted at once (kQuick; tests use fewer).
    void setCounter(HistoryWriter *writer, qint64 quick = kQuick)
    {
        m_counter = writer;
        m_quick = quick;
    }

    // The number of rows `filter` matches, or the quick limit + 1 (then isExact() is false and
    // ready() follows with the exact number).
    qint64 count(const HistoryFilter &filter);
    bool isExact() const { return m_exact; }
    void cancel(); // forgets the count under way; the caller's total stands as exact

Q_SIGNALS:
    void ready(qint64 total);

private:
    HistoryCache *m_cache;
    HistoryWriter *m_counter = nullptr;
    qint64 m_quick = kQuick;
    bool m_exact = true;
    quint64 m_generation = 0;
    std::shared_ptr<std::atomic<quint64>> m_latest = std::make_shared<std::atomic<quint64>>(0);
};

} // namespace paydesk
