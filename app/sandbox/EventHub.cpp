#include "EventHub.h"

#include "ApiKeyRegistry.h"
#include "ErrorReply.h"
#include "core/Address.h"

#include <QAbstractHttpServer>
#include <QWebSocket>

namespace paydesk::sandbox {

namespace {
// Close codes of docs/service-contract.md.
enum Close : quint16
{
    kGoingAway = 1001,
    kBinary = 1003,
    kNotAMessage = 1008,
    kTryAgainLater = 1013,
    kBadHello = 4400,
    kBadKey = 4401,
    kNoHello = 4408,
    kTooMany = 4429
};

QByteArray frameOf(const nlohmann::json &j)
{
    return jsonBytes(j);
}
} // namespace

struct EventHub::Client
{
    std::unique_ptr<QWebSocket> socket;
    QString key;
    bool ready = false;
    bool closing = false;
    bool replaying = false;
    qint64 backlogLimit = kMaxBacklogBytes; // above a replay's own bytes
    QSet<QString> wallets;                  // empty: every event
    quint64 lastSent = 0;                   // the id of the last event sent
    qint64 openedAt = 0;                    // m_clock times
    qint64 lastOut = 0;
    qint64 closedAt = 0;
    qint64 frameSecond = -1;
    int framesThisSecond = 0;
};

EventHub::EventHub(EventLog *log, ApiKeyRegistry *keys, QObject *parent)
    : QObject(parent), m_log(log), m_keys(keys)
{
    m_clock.start();
    connect(m_log, &EventLog::appended, this, &EventHub::deliver);
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &EventHub::tick);
}

EventHub::~EventHub()
{
    closeAll();
}

int EventHub::connectionLimit(const QString &plan)
{
    if (plan == u"enterprise")
        return 2000;
    return plan == u"premium" ? 50 : 5;
}

void EventHub::attach(QAbstractHttpServer *server)
{
    connect(server, &QAbstractHttpServer::newWebSocketConnection, this, [this, server] {
        while (server->hasPendingWebSocketConnections())
            accept(server->nextPendingWebSocketConnection());
    });
}

void EventHub::accept(std::unique_ptr<QWebSocket> socket)
{
    if (!socket)
        return;
    auto client = std::make_shared<Client>();
    Client *c = client.get();
    c->socket = std::move(socket);
    c->openedAt = c->lastOut = m_clock.elapsed();
    c->socket->setMaxAllowedIncomingFrameSize(kMaxClientFrame);
    c->socket->setMaxAllowedIncomingMessageSize(kMaxClientFrame);
    m_clients.insert(c, client);
    if (!m_tick.isActive())
        m_tick.start();
    QWebSocket *ws = c->socket.get();
    connect(ws, &QWebSocket::textMessageReceived, this,
            [this, c](const QString &text) { onText(c, text); });
    connect(ws, &QWebSocket::binaryMessageReceived, this, [this, c](const QByteArray &) {
        close(c, kBinary, QStringLiteral("binary frames are not accepted"));
    });
    connect(ws, &QWebSocket::disconnected, this, [this, c] { drop(c); });
    // Qt upgrades any path; only /events is this interface.
    if (ws->requestUrl().path() != u"/events")
        return close(c, kNotAMessage, QStringLiteral("no such endpoint"));
}

void EventHub::onText(Client *c, const QString &text)
{
    if (c->closing)
        return;
    const qint64 second = m_clock.elapsed() / 1000;
    if (second != c->frameSecond) {
        c->frameSecond = second;
        c->framesThisSecond = 0;
    }
    if (++c->framesThisSecond > kClientFramesPerSecond)
        return close(c, kTooMany, QStringLiteral("more than 10 frames a second"));
    const auto j = nlohmann::json::parse(text.toStdString(), nullptr, false);
    const auto type = j.is_object() ? j.find("type") : nlohmann::json::const_iterator();
    const bool typed = j.is_object() && type != j.end() && type->is_string();
    if (!c->ready) {
        if (!typed || *type != "hello")
            return close(c, kBadHello, QStringLiteral("the first frame must be a hello"));
        return onHello(c, j);
    }
    if (typed && *type == "ping")
        return send(c, frameOf({{"type", "pong"}, {"time", nowMs()}}));
    close(c, kNotAMessage, QStringLiteral("not a known message"));
}

void EventHub::onHello(Client *c, const nlohmann::json &hello)
{
    QString key;
    if (const auto k = hello.find("key"); k != hello.end()) {
        if (!k->is_string())
            return close(c, kBadHello, QStringLiteral("key must be a string"));
        key = QString::fromStdString(k->get<std::string>());
    }
    QByteArray authorization = c->socket->request().rawHeader("Authorization");
    if (!key.isEmpty())
        authorization = "Bearer " + key.toUtf8();
    std::optional<quint64> since;
    if (const auto s = hello.find("since"); s != hello.end() && !s->is_null()) {
        if (!s->is_number_unsigned())
            return close(c, kBadHello, QStringLiteral("since must be an event id"));
        since = s->get<quint64>();
    }
    QSet<QString> wallets;
    if (const auto w = hello.find("wallets"); w != hello.end() && !w->is_null()) {
        if (!w->is_array() || w->size() > 1000)
            return close(c, kBadHello, QStringLiteral("wallets must be a list of addresses"));
        for (const auto &item : *w) {
            if (!item.is_string())
                return close(c, kBadHello, QStringLiteral("wallets must be a list of addresses"));
            wallets.insert(Address::keyOf(QString::fromStdString(item.get<std::string>())));
        }
    }
    const auto check = m_keys->check(authorization, ApiKeyRegistry::Group::Admin, nowMs());
    using Outcome = ApiKeyRegistry::Outcome;
    if (check.outcome == Outcome::Limited)
        return close(c, kTooMany, QStringLiteral("the key's request rate is used up"));
    if (check.outcome != Outcome::Allowed)
        return close(c, kBadKey, QStringLiteral("a missing or invalid API key"));
    const QString keyId = QString::fromUtf8(authorization.mid(7).trimmed());
    if (m_perKey.value(keyId) >= connectionLimit(check.plan))
        return close(c, kTooMany, QStringLiteral("too many connections for this key"));
    ++m_perKey[keyId];
    c->key = keyId;
    c->ready = true;
    c->wallets = wallets;
    const quint64 last = m_log->lastId();
    const bool gap = since && *since < last && *since + 1 < m_log->firstKeptId();
    send(c, frameOf({{"type", "welcome"},
                     {"version", 1},
                     {"lastEventId", last},
                     {"heartbeatMs", kHeartbeatMs},
                     {"resumed", since.has_value() && !gap}}));
    if (gap)
        send(c, frameOf({{"type", "gap"}, {"from", *since + 1}, {"to", m_log->firstKeptId() - 1}}));
    c->lastSent = since ? qMin(*since, last) : last;
    if (since) {
        // The replay is written at once, whatever its size; only live events count against
        // the backlog (a long replay is no sign of a client that stopped reading).
        c->replaying = true;
        for (const EventLog::Event *e : m_log->after(*since)) {
            if (wants(c, *e))
                sendEvent(c, *e);
        }
        c->replaying = false;
        c->backlogLimit = c->socket->bytesToWrite() + kMaxBacklogBytes;
    }
    if (wallets.isEmpty())
        m_watchAll.insert(c);
    for (const QString &w : std::as_const(wallets))
        m_byWallet[w].insert(c);
}

bool EventHub::wants(const Client *c, const EventLog::Event &event) const
{
    if (c->wallets.isEmpty())
        return true;
    for (const QString &w : event.wallets) {
        if (c->wallets.contains(Address::keyOf(w)))
            return true;
    }
    return false;
}

void EventHub::deliver(const EventLog::Event &event)
{
    for (Client *c : std::as_const(m_watchAll))
        sendEvent(c, event);
    for (const QString &w : event.wallets) {
        const auto it = m_byWallet.constFind(Address::keyOf(w));
        if (it == m_byWallet.constEnd())
            continue;
        for (Client *c : it.value())
            sendEvent(c, event); // a client watching both ends gets it once (lastSent)
    }
}

void EventHub::sendEvent(Client *c, const EventLog::Event &event)
{
    if (event.id <= c->lastSent)
        return;
    c->lastSent = event.id;
    send(c, event.frame);
}

void EventHub::send(Client *c, const QByteArray &frame)
{
    if (c->closing)
        return;
    if (!c->replaying && c->socket->bytesToWrite() > c->backlogLimit)
        return close(c, kTryAgainLater, QStringLiteral("too far behind; resume with since"));
    c->lastOut = m_clock.elapsed();
    c->socket->sendTextMessage(QString::fromUtf8(frame));
}

void EventHub::close(Client *c, int code, const QString &reason)
{
    if (c->closing)
        return;
    c->closing = true;
    c->closedAt = m_clock.elapsed();
    c->socket->close(QWebSocketProtocol::CloseCode(code), reason);
}

void EventHub::drop(Client *c)
{
    const auto it = m_clients.find(c);
    if (it == m_clients.end())
        return;
    // Kept alive to the end of this function: the client is read below.
    std::shared_ptr<Client> keep = std::move(it.value());
    m_clients.erase(it);
    if (c->ready) {
        if (--m_perKey[c->key] <= 0)
            m_perKey.remove(c->key);
        m_watchAll.remove(c);
        for (const QString &w : std::as_const(c->wallets)) {
            auto byWallet = m_byWallet.find(w);
            if (byWallet == m_byWallet.end())
                continue;
            byWallet->remove(c);
            if (byWallet->isEmpty())
                m_byWallet.erase(byWallet);
        }
    }
    c->socket->disconnect(this);
    c->socket.release()->deleteLater();
    if (m_clients.isEmpty())
        m_tick.stop();
}

void EventHub::tick()
{
    const qint64 now = m_clock.elapsed();
    const QList<Client *> clients = m_clients.keys();
    for (Client *c : clients) {
        if (c->closing) {
            // A peer that never answers the close is let go of.
            if (now - c->closedAt >= kHelloTimeoutMs) {
                c->socket->abort();
                drop(c);
            }
            continue;
        }
        if (!c->ready && now - c->openedAt >= kHelloTimeoutMs)
            close(c, kNoHello, QStringLiteral("no hello within 5 s"));
        else if (c->ready && now - c->lastOut >= kHeartbeatMs)
            send(c, frameOf({{"type", "heartbeat"}, {"time", nowMs()}}));
    }
}

void EventHub::closeAll()
{
    const QList<Client *> clients = m_clients.keys();
    for (Client *c : clients)
        close(c, kGoingAway, QStringLiteral("the service is going away"));
    for (Client *c : clients)
        drop(c);
}

} // namespace paydesk::sandbox
