#pragma once

#include "EventFrame.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <QUrl>

class QWebSocket;

namespace paydesk {

class ServiceClient;

// The service's live payment events (docs/service-contract.md, "Live payment events") as one
// stream for the whole app: connects to {base}/events, says hello with the API key in the first
// frame (never in the URL), resumes after the last event it handed on, and hands each event on
// once and in order: a duplicate, an id that goes back, a malformed, oversized or unknown frame
// is logged and dropped. It reconnects after a drop with the contract's backoff (0.5 s doubling
// to 30 s, full jitter, reset after a minute connected) and takes a silent connection (no frame
// for two and a half heartbeats) as dead. When the service has no events interface, or the key
// is refused, it says so (live() false) and tries again every five minutes; the app polls
// meanwhile, as it always has.
class EventStream : public QObject
{
    Q_OBJECT
public:
    enum class State
    {
        Off,        // not started
        Connecting, // (re)connecting, or waiting to
        Live,       // welcomed: events arrive as they happen
        Unavailable // the service has no events, or refuses this key: polling only
    };
    static constexpr int kFirstWaitMs = 500;
    static constexpr int kLongestWaitMs = 30000;
    static constexpr int kStableMs = 60000;
    static constexpr int kUnavailableRetryMs = 5 * 60 * 1000;
    static constexpr int kHelloSecondsForWelcome = 10;

    explicit EventStream(ServiceClient *client, QObject *parent = nullptr);
    ~EventStream() override;

    // Starts (or restarts, after the service or key changed) with these wallets watched (empty:
    // every wallet of the key). `after` is the last event id already handled (0: from now on).
    void start(const QStringList &wallets = {}, quint64 after = 0);
    void stop();
    State state() const { return m_state; }
    bool isLive() const { return m_state == State::Live; }
    quint64 lastEventId() const { return m_lastId; }
    // Waits before the next attempt and, once unavailable, before looking again (tests); for the
    // contract's schedule leave them alone.
    void setBackoffForTest(int firstMs, int longestMs,
                           int unavailableRetryMs = kUnavailableRetryMs);

Q_SIGNALS:
    void eventArrived(const paydesk::EventFrame &event);
    // Events from..to are no longer kept by the service: read status and history instead.
    void missed(quint64 from, quint64 to);
    void stateChanged(paydesk::EventStream::State state);
    // Why the stream is not live, for a log or a tooltip (no secrets).
    void problem(const QString &why);

private:
    void connectNow();
    void onConnected();
    void onText(const QString &text);
    void onClosed();
    void retryLater(int ms);
    void scheduleReconnect();
    void setState(State state);
    void checkSilence();
    QUrl eventsUrl() const;

    ServiceClient *m_client;
    QPointer<QWebSocket> m_socket;
    QStringList m_wallets;
    State m_state = State::Off;
    quint64 m_lastId = 0;
    bool m_welcomed = false;
    bool m_running = false;
    int m_waitMs = kFirstWaitMs;
    int m_firstWaitMs = kFirstWaitMs;
    int m_longestWaitMs = kLongestWaitMs;
    int m_unavailableRetryMs = kUnavailableRetryMs;
    int m_heartbeatMs = 15000;
    QElapsedTimer m_connectedFor;
    QElapsedTimer m_lastFrame;
    QTimer m_retry;
    QTimer m_silence;
};

} // namespace paydesk
