#include "HistoryTotal.h"

#include "store/HistoryWriter.h"

namespace paydesk {

HistoryTotal::HistoryTotal(HistoryCache *cache, QObject *parent) : QObject(parent), m_cache(cache)
{}

void HistoryTotal::cancel()
{
    m_latest->store(++m_generation);
    m_exact = true;
}

qint64 HistoryTotal::count(const HistoryFilter &filter)
{
    cancel();
    if (!m_counter)
        return m_cache->count(filter);
    const qint64 quick = m_cache->count(filter, m_quick + 1);
    if (quick <= m_quick)
        return quick;
    m_exact = false;
    const quint64 generation = m_generation;
    m_counter->run<qint64>(
        [filter, generation, latest = m_latest](HistoryCache &cache) -> qint64 {
            // Typed on since: this count is nobody's any more.
            return latest->load() == generation ? cache.count(filter) : -1;
        },
        this,
        [this, generation](const qint64 &total) {
            if (total < 0 || generation != m_generation)
                return;
            m_exact = true;
            Q_EMIT ready(total);
        });
    return quick;
}

} // namespace paydesk
