#include "EventStream.h"

#include "ServiceClient.h"
#include "core/LogCategories.h"

#include <QRandomGenerator>
#include <QWebSocket>
#include <nlohmann/json.hpp>

namespace paydesk {

namespace {
// Close codes after which reconnecting at once cannot help (docs/service-contract.md): a
// malformed hello, a missing or invalid key, a plan without events.
bool refusedForGood(int code)
{
    return code == 4400 || code == 4401 || code == 4403;
}
} // namespace

EventStream::EventStream(ServiceClient *client, QObject *parent) : QObject(parent), m_client(client)
{
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &EventStream::connectNow);
    m_silence.setInterval(1000);
    connect(&m_silence, &QTimer::timeout, this, &EventStream::checkSilence);
}

EventStream::~EventStream()
{
    stop();
}

void EventStream::setBackoffForTest(int firstMs, int longestMs, int unavailableRetryMs)
{
    m_firstWaitMs = m_waitMs = firstMs;
    m_longestWaitMs = longestMs;
    m_unavailableRetryMs = unavailableRetryMs;
}

void EventStream::start(const QStringList &wallets, quint64 after)
{
    stop();
    m_wallets = wallets;
    m_lastId = after;
    m_running = true;
    m_waitMs = m_firstWaitMs;
    connectNow();
}

void EventStream::stop()
{
    m_running = false;
    m_retry.stop();
    m_silence.stop();
    if (m_socket) {
        QWebSocket *socket = m_socket;
        m_socket = nullptr;
        socket->disconnect(this);
        socket->close(QWebSocketProtocol::CloseCodeNormal);
        socket->deleteLater();
    }
    setState(State::Off);
}

QUrl EventStream::eventsUrl() const
{
    QUrl url = m_client->config().baseUrl;
    url.setScheme(url.scheme() == u"https" ? QStringLiteral("wss") : QStringLiteral("ws"));
    QString path = url.path();
    if (path.endsWith(u'/'))
        path.chop(1);
    url.setPath(path + QStringLiteral("/events"));
    url.setQuery(QString());
    url.setFragment(QString());
    return url;
}

void EventStream::connectNow()
{
    if (!m_running)
        return;
    if (!m_client->config().baseUrl.isValid() || !m_client->hasApiKey()) {
        Q_EMIT problem(tr("No service or API key yet."));
        setState(State::Unavailable);
        return retryLater(m_unavailableRetryMs); // a key set meanwhile restarts it sooner
    }
    if (m_state != State::Unavailable)
        setState(State::Connecting);
    auto *socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_socket = socket;
    m_welcomed = false;
    socket->setMaxAllowedIncomingMessageSize(EventFrame::kMaxBytes);
    socket->setMaxAllowedIncomingFrameSize(EventFrame::kMaxBytes);
    connect(socket, &QWebSocket::connected, this, &EventStream::onConnected);
    connect(socket, &QWebSocket::textMessageReceived, this, &EventStream::onText);
    connect(socket, &QWebSocket::binaryMessageReceived, this, [](const QByteArray &bytes) {
        qCWarning(lcEvents, "dropped a binary frame of %lld bytes", qlonglong(bytes.size()));
    });
    connect(socket, &QWebSocket::disconnected, this, &EventStream::onClosed);
    connect(socket, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this,
            [this, socket] {
                // A failed opening ends here without `disconnected`; a dropped connection goes on
                // to `disconnected`, which then finds the socket already let go of.
                if (socket == m_socket && socket->state() == QAbstractSocket::UnconnectedState)
                    onClosed();
            });
    m_lastFrame.start();
    m_silence.start();
    socket->open(eventsUrl());
}

void EventStream::onConnected()
{
    // The key goes in the first frame, never in the URL (docs/service-contract.md).
    nlohmann::json hello = {{"type", "hello"}};
    QByteArray key(reinterpret_cast<const char *>(m_client->m_apiKey.data()),
                   qsizetype(m_client->m_apiKey.size()));
    hello["key"] = key.toStdString();
    SecureBytes::wipe(key);
    if (m_lastId > 0)
        hello["since"] = m_lastId;
    if (!m_wallets.isEmpty()) {
        nlohmann::json list = nlohmann::json::array();
        for (const QString &w : std::as_const(m_wallets))
            list.push_back(w.toStdString());
        hello["wallets"] = std::move(list);
    }
    std::string text = hello.dump();
    hello = nullptr;
    QString frame = QString::fromStdString(text);
    std::fill(text.begin(), text.end(), '\0');
    m_socket->sendTextMessage(frame);
    std::fill(frame.begin(), frame.end(), QChar(0));
    m_lastFrame.start();
}

void EventStream::onText(const QString &text)
{
    m_lastFrame.start();
    const QByteArray bytes = text.toUtf8();
    const EventFrame f = EventFrame::read(bytes);
    switch (f.type) {
    case EventFrame::Type::Invalid:
        qCWarning(lcEvents, "dropped a frame: %s", qUtf8Printable(f.why));
        return;
    case EventFrame::Type::Unknown:
        qCDebug(lcEvents, "ignored a frame of unknown type or kind %s", qUtf8Printable(f.kindName));
        if (f.eventId > m_lastId && m_welcomed)
            m_lastId = f.eventId; // known to be handled: nothing to do with it
        return;
    case EventFrame::Type::Welcome:
        if (m_welcomed)
            return;
        m_welcomed = true;
        m_connectedFor.start();
        m_heartbeatMs = f.heartbeatMs > 0 ? f.heartbeatMs : 15000;
        if (f.lastEventId < m_lastId) {
            // The service numbers from scratch (a new account or state): what we hold is void.
            qCInfo(lcEvents, "the service's events start again at %llu (we had %llu)",
                   qulonglong(f.lastEventId), qulonglong(m_lastId));
            m_lastId = f.lastEventId;
            Q_EMIT missed(0, 0);
        } else if (m_lastId == 0) {
            m_lastId = f.lastEventId;
        }
        return setState(State::Live);
    case EventFrame::Type::Gap:
        qCInfo(lcEvents, "events %llu to %llu are no longer kept", qulonglong(f.gapFrom),
               qulonglong(f.gapTo));
        m_lastId = qMax(m_lastId, f.gapTo);
        Q_EMIT missed(f.gapFrom, f.gapTo);
        return;
    case EventFrame::Type::Event:
        if (!m_welcomed) {
            qCWarning(lcEvents, "dropped event %llu sent before the welcome",
                      qulonglong(f.eventId));
            return;
        }
        if (f.eventId <= m_lastId) {
            qCInfo(lcEvents, "dropped event %llu: not after %llu", qulonglong(f.eventId),
                   qulonglong(m_lastId));
            return;
        }
        m_lastId = f.eventId;
        Q_EMIT eventArrived(f);
        return;
    case EventFrame::Type::Error:
        qCWarning(lcEvents, "the service says: %s %s", qUtf8Printable(f.errorCode),
                  qUtf8Printable(m_client->redactSecrets(f.errorMessage)));
        return;
    case EventFrame::Type::Heartbeat:
    case EventFrame::Type::Pong:
        return;
    }
}

void EventStream::onClosed()
{
    QWebSocket *socket = m_socket;
    if (!socket)
        return; // already let go of (only the current socket's signals are connected)
    m_socket = nullptr;
    socket->disconnect(this);
    socket->deleteLater();
    m_silence.stop();
    if (!m_running)
        return;
    const int code = int(socket->closeCode());
    const bool wasWelcomed = m_welcomed;
    m_welcomed = false;
    if (wasWelcomed && m_connectedFor.elapsed() >= kStableMs)
        m_waitMs = m_firstWaitMs;
    const QString why = socket->errorString();
    if (wasWelcomed && refusedForGood(code)) {
        Q_EMIT problem(tr("The service refused the events connection (%1).").arg(code));
        setState(State::Unavailable);
        return retryLater(m_unavailableRetryMs);
    }
    if (!wasWelcomed && (refusedForGood(code) || why.contains(u"status code"))) {
        // An HTTP answer instead of the upgrade, or a refused hello: this service (or this
        // key) has no live events. Poll, and look again later.
        qCInfo(lcEvents, "no live events here (%s); polling", qUtf8Printable(why));
        Q_EMIT problem(tr("This service offers no live events; Paydesk checks for changes "
                          "itself."));
        setState(State::Unavailable);
        return retryLater(m_unavailableRetryMs);
    }
    if (code == QWebSocketProtocol::CloseCodeGoingAway && wasWelcomed) {
        setState(State::Connecting);
        return retryLater(0); // the service restarts: come back with `since` at once
    }
    scheduleReconnect();
}

void EventStream::scheduleReconnect()
{
    if (m_state != State::Unavailable)
        setState(State::Connecting);
    // Full jitter: anywhere up to the current wait, which doubles up to the longest.
    const int wait = int(QRandomGenerator::global()->bounded(quint32(m_waitMs) + 1));
    m_waitMs = qMin(m_waitMs * 2, m_longestWaitMs);
    retryLater(wait);
}

void EventStream::retryLater(int ms)
{
    m_retry.start(ms);
}

void EventStream::checkSilence()
{
    if (!m_socket)
        return;
    const qint64 limit =
        m_welcomed ? qint64(m_heartbeatMs) * 5 / 2 : qint64(kHelloSecondsForWelcome) * 1000;
    if (m_lastFrame.elapsed() < limit)
        return;
    qCInfo(lcEvents, "nothing heard for %lld ms; reconnecting", qlonglong(m_lastFrame.elapsed()));
    m_socket->abort();
}

void EventStream::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

} // namespace paydesk
