#include "EventLog.h"

#include "ErrorReply.h"
#include "SandboxStore.h"

#include <QTimer>

namespace paydesk::sandbox {

EventLog::EventLog(SandboxStore *store, QObject *parent) : QObject(parent), m_store(store) {}

EventLog::~EventLog()
{
    flush();
}

void EventLog::setRetention(int atLeast, qint64 ms)
{
    m_keepAtLeast = qMax(1, atLeast);
    m_keepMs = qMax<qint64>(0, ms);
}

void EventLog::load()
{
    for (SandboxStore::EventRow &row : m_store->events()) {
        Event e;
        e.id = row.id;
        e.timeMs = row.timeMs;
        e.wallets = row.wallets.split(u',', Qt::SkipEmptyParts);
        e.frame = std::move(row.frame);
        m_nextId = qMax(m_nextId, e.id + 1);
        m_events.push_back(std::move(e));
    }
}

const EventLog::Event &EventLog::append(nlohmann::json fields, const QStringList &wallets)
{
    Event e;
    e.id = m_nextId++;
    // Never earlier than the event before it, whatever the wall clock does.
    e.timeMs = qMax(nowMs(), m_events.empty() ? 0 : m_events.back().timeMs);
    e.wallets = wallets;
    fields["type"] = "event";
    fields["eventId"] = e.id;
    fields["time"] = e.timeMs;
    e.frame = jsonBytes(fields);
    m_events.push_back(std::move(e));
    ++m_unsaved;
    if (!m_flushQueued) {
        m_flushQueued = true;
        QTimer::singleShot(0, this, &EventLog::flush);
    }
    Q_EMIT appended(m_events.back());
    prune();
    return m_events.back();
}

quint64 EventLog::firstKeptId() const
{
    return m_events.empty() ? m_nextId : m_events.front().id;
}

QList<const EventLog::Event *> EventLog::after(quint64 since) const
{
    QList<const Event *> out;
    // Ids increase along the deque: find the first above `since` by bisection.
    const auto first = std::upper_bound(m_events.begin(), m_events.end(), since,
                                        [](quint64 id, const Event &e) { return id < e.id; });
    out.reserve(qsizetype(std::distance(first, m_events.end())));
    for (auto it = first; it != m_events.end(); ++it)
        out.append(&*it);
    return out;
}

void EventLog::flush()
{
    m_flushQueued = false;
    if (m_unsaved == 0)
        return;
    m_store->begin();
    const auto from = m_events.end() - std::min<qsizetype>(m_unsaved, qsizetype(m_events.size()));
    for (auto it = from; it != m_events.end(); ++it)
        m_store->insertEvent({it->id, it->timeMs, it->wallets.join(u','), it->frame});
    m_unsaved = 0;
    if (!m_events.empty() && m_events.front().id > 1)
        m_store->deleteEventsUpTo(m_events.front().id - 1);
    m_store->commit();
}

void EventLog::prune()
{
    // Drops what is beyond the last m_keepAtLeast events and older than m_keepMs.
    const qint64 oldest = nowMs() - m_keepMs;
    while (qsizetype(m_events.size()) > m_keepAtLeast && m_events.front().timeMs <= oldest &&
           qsizetype(m_events.size()) > m_unsaved)
        m_events.pop_front();
}

} // namespace paydesk::sandbox
