#pragma once

#include "EventLog.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QTimer>
#include <memory>

class QAbstractHttpServer;
class QWebSocket;

namespace paydesk::sandbox {

class ApiKeyRegistry;

// Serves the live payment events at {base}/events (docs/service-contract.md, "Live payment
// events") on the sandbox's own HTTP server: the `hello` with its key, the replay after
// `since` (or a `gap`), then each new event to every connection whose wallets it concerns,
// heartbeats, pings, and the contract's limits and close codes. One timer for all connections
// does the deadlines, so a thousand clients cost no thousand timers.
class EventHub : public QObject
{
    Q_OBJECT
public:
    static constexpr int kHelloTimeoutMs = 5000;
    static constexpr int kHeartbeatMs = 15000;
    static constexpr int kMaxClientFrame = 4096;
    static constexpr int kClientFramesPerSecond = 10;
    // A connection that falls this far behind (bytes not yet taken by the client) is closed with
    // 1013: it comes back with `since` and catches up from the log, instead of the hub holding
    // an ever-growing buffer for it.
    static constexpr qint64 kMaxBacklogBytes = 4 * 1024 * 1024;

    EventHub(EventLog *log, ApiKeyRegistry *keys, QObject *parent = nullptr);
    ~EventHub() override;
    // Takes the WebSocket connections `server` upgrades.
    void attach(QAbstractHttpServer *server);
    // Closes every connection with 1001 (going away): clients come back with `since`.
    void closeAll();
    int connectionCount() const { return int(m_clients.size()); }
    // Connections a key may hold at once, by its plan.
    static int connectionLimit(const QString &plan);

private:
    struct Client;
    void accept(std::unique_ptr<QWebSocket> socket);
    void onText(Client *client, const QString &text);
    void onHello(Client *client, const nlohmann::json &hello);
    void deliver(const EventLog::Event &event);
    void send(Client *client, const QByteArray &frame);
    void sendEvent(Client *client, const EventLog::Event &event);
    bool wants(const Client *client, const EventLog::Event &event) const;
    void close(Client *client, int code, const QString &reason);
    void drop(Client *client);
    void tick();

    EventLog *m_log;
    ApiKeyRegistry *m_keys;
    QHash<Client *, std::shared_ptr<Client>> m_clients;
    QSet<Client *> m_watchAll;                 // ready, no wallet filter
    QHash<QString, QSet<Client *>> m_byWallet; // Address::keyOf(wallet) -> ready watchers
    QHash<QString, int> m_perKey;              // connections per key
    QTimer m_tick;
    QElapsedTimer m_clock;
};

} // namespace paydesk::sandbox
