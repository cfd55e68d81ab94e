#include "AgentProxy.h"

#include "core/Network.h"
#include "store/BudgetStore.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QSet>

namespace paydesk::agents {

namespace {
// Hop-by-hop headers (RFC 9110 §7.6.1), the proxy's own, and what Qt sets itself: never forwarded.
bool forwarded(const QByteArray &name)
{
    static const QSet<QByteArray> dropped{"connection",        "keep-alive", "proxy-authorization",
                                          "proxy-connection",  "te",         "trailer",
                                          "transfer-encoding", "upgrade",    "host",
                                          "content-length",    "x-payment",  "payment-signature",
                                          "accept-encoding"};
    const QByteArray lower = name.toLower();
    return !dropped.contains(lower) && !lower.startsWith("paydesk-");
}
} // namespace

AgentProxy::AgentProxy(const AgentTools::Context &context, const AppData &data, QObject *parent)
    : QObject(parent), m_fetch(context), m_identity(data)
{
    connect(&m_server, &QTcpServer::newConnection, this, &AgentProxy::onConnection);
}

bool AgentProxy::listen(const QHostAddress &address, quint16 port, QString *why)
{
    if (!address.isLoopback()) {
        *why = tr("The proxy pays from your wallets: it listens on this computer only "
                  "(127.0.0.1 or ::1), not on %1.")
                   .arg(address.toString());
        return false;
    }
    if (m_server.listen(address, port))
        return true;
    *why = m_server.errorString();
    return false;
}

void AgentProxy::stop()
{
    m_stopping = true;
    m_server.close();
    if (m_inFlight == 0)
        Q_EMIT drained();
}

void AgentProxy::onConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        auto *c = new ProxyConnection(socket, this);
        connect(c, &ProxyConnection::request, this,
                [this, c](const ProxyConnection::Request &r) { handle(c, r); });
        connect(c, &ProxyConnection::closed, c, &QObject::deleteLater);
    }
}

ProxyConnection::Response AgentProxy::refusal(int status, const QString &code,
                                              const QString &message, bool moneyMoved)
{
    const QJsonObject body{
        {QStringLiteral("error"),
         QJsonObject{{QStringLiteral("code"), code}, {QStringLiteral("message"), message}}},
        {QStringLiteral("moneyMoved"), moneyMoved}};
    ProxyConnection::Response r{
        status,
        {{"Content-Type", "application/json"}, {"Paydesk-Refusal", code.toLatin1()}},
        QJsonDocument(body).toJson(QJsonDocument::Compact)};
    if (status == 401)
        r.headers.append(
            qMakePair(QByteArray("WWW-Authenticate"), QByteArray("Bearer realm=\"Paydesk\"")));
    if (status == 407)
        r.headers.append(
            qMakePair(QByteArray("Proxy-Authenticate"), QByteArray("Bearer realm=\"Paydesk\"")));
    return r;
}

void AgentProxy::answered(ProxyConnection *connection, const ProxyConnection::Response &r)
{
    connection->respond(r);
    if (--m_inFlight == 0 && m_stopping)
        Q_EMIT drained();
}

void AgentProxy::handle(ProxyConnection *connection, const ProxyConnection::Request &request)
{
    ++m_inFlight;
    if (m_stopping)
        return answered(connection, refusal(503, QStringLiteral("stopping"),
                                            tr("The proxy is stopping; nothing was paid.")));
    if (request.method == "CONNECT") {
        // curl -x with an https:// URL tunnels, and shows only the status line of a refused
        // tunnel: the way out is in it too (the Paydesk-Refusal header and the body say it
        // again). English, as HTTP's reason phrases are.
        ProxyConnection::Response r =
            refusal(501, QStringLiteral("tunnel_refused"),
                    tr("Paydesk cannot pay inside a CONNECT tunnel (the 402 is encrypted "
                       "there). Send the request to the proxy as \"GET https://…\", or to "
                       "http://127.0.0.1:%1/https://….")
                        .arg(port()));
        r.reason = "Paydesk cannot pay inside a tunnel; use http://127.0.0.1:" +
                   QByteArray::number(port()) + "/https://... instead";
        return answered(connection, r);
    }
    QByteArray target = request.target;
    // Behind a slash the proxy is the client's server, which answers 401 (a 407 is a network
    // error to fetch()); as a proxy it answers 407.
    const bool gateway = target.startsWith("/http://") || target.startsWith("/https://");
    if (gateway)
        target.remove(0, 1);
    const QUrl url(QString::fromUtf8(target), QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https") ||
        url.host().isEmpty())
        return answered(connection,
                        refusal(400, QStringLiteral("invalid_target"),
                                tr("Send a whole URL through the proxy: \"GET https://api.example"
                                   "/data\" as a proxy request, or http://127.0.0.1:%1/https://"
                                   "api.example/data.")
                                    .arg(port())));
    AgentFetch::Request r;
    r.url = url;
    r.method = request.method;
    r.body = request.body;
    for (const auto &[name, value] : request.headers)
        if (forwarded(name))
            r.headers.append({name, value});
    if (const QByteArray max = request.header("Paydesk-Max-Price"); !max.isEmpty()) {
        const QStringList parts = QString::fromUtf8(max).split(u' ', Qt::SkipEmptyParts);
        QString why;
        if (parts.size() == 1 || parts.size() == 2)
            r.maxPrice = Amount::parse(parts.first(), 18, &why);
        if (!r.maxPrice)
            return answered(connection,
                            refusal(400, QStringLiteral("invalid_max_price"),
                                    tr("Paydesk-Max-Price is an amount and its asset: \"0.01 "
                                       "USDC\". %1")
                                        .arg(why)));
        r.maxPriceSymbol = parts.value(1).toUpper();
    }
    QByteArray token = request.header("Paydesk-Agent-Token");
    if (const QByteArray auth = request.header("Proxy-Authorization");
        token.isEmpty() && auth.startsWith("Bearer "))
        token = auth.mid(7);
    QPointer<ProxyConnection> c(connection);
    m_identity.verify(token, [this, c, r, gateway](const AgentIdentity::Result &who) {
        if (!c) {
            if (--m_inFlight == 0 && m_stopping)
                Q_EMIT drained();
            return;
        }
        if (who.agent.isEmpty())
            return answered(c, refusal(gateway ? 401 : 407, who.code, who.message));
        forward(c, who.agent, r);
    });
}

void AgentProxy::forward(ProxyConnection *connection, const QString &agent,
                         const AgentFetch::Request &request)
{
    QPointer<ProxyConnection> c(connection);
    m_fetch.run(agent, request, [this, c](const x402::PaidFetch &f) {
        ProxyConnection::Response r;
        const x402::FetchedContent &content = f.content();
        if (f.state() != x402::PaidFetch::State::Done) {
            const bool refused = f.state() == x402::PaidFetch::State::Refused;
            r = refusal(refused ? 402 : 502, f.code(), f.message(), f.moneyMoved());
        } else {
            r.status = content.httpStatus;
            if (!content.contentType.isEmpty())
                r.headers.append(
                    qMakePair(QByteArray("Content-Type"), content.contentType.toUtf8()));
            r.body = content.body;
            if (content.paid && content.unsettled) {
                // Served, but the chain shows the payment unused: never said to be paid.
                r.headers.append(qMakePair(QByteArray("Paydesk-Notice"), f.code().toLatin1()));
            } else if (content.paid) {
                if (!content.amount.isEmpty()) // a resumed purchase's too
                    r.headers.append(
                        qMakePair(QByteArray("Paydesk-Paid"), content.amount.toUtf8()));
                if (!content.maximum.isEmpty()) // a usage price: the charge was within this
                    r.headers.append(
                        qMakePair(QByteArray("Paydesk-Paid-Maximum"), content.maximum.toUtf8()));
                r.headers.append(
                    qMakePair(QByteArray("Paydesk-Transaction"), content.signature.toLatin1()));
                if (content.settlement.present)
                    r.headers.append(qMakePair(
                        QByteArray("PAYMENT-RESPONSE"),
                        QByteArray::fromStdString(content.settlement.raw.dump()).toBase64()));
            }
        }
        if (c)
            return answered(c, r);
        if (--m_inFlight == 0 && m_stopping)
            Q_EMIT drained();
    });
}

} // namespace paydesk::agents
