#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QStringList>
#include <deque>
#include <nlohmann/json.hpp>

namespace paydesk::sandbox {

class SandboxStore;

// The sandbox's payment events (docs/service-contract.md, "Live payment events"), numbered in
// one increasing sequence (the sandbox is one account, so every key shares the scope) and
// kept in the state file, so a restart goes on from the last id and a client resumes with
// `since` across it. Each event is serialized once, when it is appended; connections send the
// same bytes. At least the last 10,000 events or 24 hours are kept, whichever is more.
class EventLog : public QObject
{
    Q_OBJECT
public:
    struct Event
    {
        quint64 id = 0;
        qint64 timeMs = 0;
        QStringList wallets; // the wallets it concerns (sender, receiver): for filtering
        QByteArray frame;    // the whole "event" frame, JSON text
    };
    static constexpr int kKeepAtLeast = 10000;
    static constexpr qint64 kKeepMs = 24LL * 3600 * 1000;

    explicit EventLog(SandboxStore *store, QObject *parent = nullptr);
    // Keeps at least `atLeast` events, and every event younger than `ms` (the defaults above).
    void setRetention(int atLeast, qint64 ms);
    ~EventLog() override;
    void load();

    // Numbers, stamps and keeps an event; `fields` holds the kind's own fields ("kind" and the
    // rest, docs/service-contract.md). Returns it, as sent.
    const Event &append(nlohmann::json fields, const QStringList &wallets);
    quint64 lastId() const { return m_nextId - 1; }
    // The oldest id still kept (lastId() + 1 when none is).
    quint64 firstKeptId() const;
    // The kept events after `since`, oldest first (pointers stay valid until the next append).
    QList<const Event *> after(quint64 since) const;
    // Writes the events appended since the last flush, in one transaction.
    void flush();

Q_SIGNALS:
    void appended(const paydesk::sandbox::EventLog::Event &event);

private:
    void prune();
    SandboxStore *m_store;
    std::deque<Event> m_events;
    quint64 m_nextId = 1;
    qsizetype m_unsaved = 0; // the last m_unsaved events are not in the store yet
    bool m_flushQueued = false;
    int m_keepAtLeast = kKeepAtLeast;
    qint64 m_keepMs = kKeepMs;
};

} // namespace paydesk::sandbox
