#include "kits/WireRecorder.h"

#include <QHostAddress>
#include <QPointer>
#include <QTcpSocket>
#include <memory>

namespace paydesk::testing {

QByteArray WireRequest::headerValue(QByteArrayView name) const
{
    for (const QByteArray &line : headerLines) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 &&
            QByteArrayView(line).first(colon).trimmed().compare(name, Qt::CaseInsensitive) == 0)
            return line.mid(colon + 1).trimmed();
    }
    return {};
}

WireRecorder::WireRecorder(const QString &name, quint16 upstreamPort, QObject *parent)
    : QObject(parent), m_name(name), m_upstreamPort(upstreamPort)
{
    connect(&m_server, &QTcpServer::newConnection, this, &WireRecorder::onNewConnection);
}

WireRecorder::~WireRecorder()
{
    // The sockets emit disconnected() while they are destroyed (the upstream ones in ~QObject,
    // the clients with m_server), when m_connections is gone and the socket half destroyed: no
    // slot of ours may run by then (UBSan: downcast of a QAbstractSocket in the QPointer).
    const QList<QTcpSocket *> sockets =
        findChildren<QTcpSocket *>() + m_server.findChildren<QTcpSocket *>();
    for (QTcpSocket *socket : sockets)
        socket->disconnect(this);
}

bool WireRecorder::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

void WireRecorder::rewriteAnswers(const QByteArray &from, const QByteArray &to)
{
    if (from.size() != to.size())
        qFatal("rewriteAnswers: %s and %s differ in length", from.constData(), to.constData());
    m_from = from;
    m_to = to;
}

void WireRecorder::rewriteRequests(const QByteArray &from, const QByteArray &to)
{
    if (from.size() != to.size())
        qFatal("rewriteRequests: %s and %s differ in length", from.constData(), to.constData());
    m_requestFrom = from;
    m_requestTo = to;
}

QByteArray WireRecorder::rewrite(QByteArray &pending) const
{
    QByteArray out;
    for (;;) {
        const qsizetype end = pending.indexOf("\r\n\r\n");
        if (end < 0)
            return out;
        QList<QByteArray> lines = pending.left(end).split('\n');
        qsizetype length = 0;
        for (QByteArray &line : lines) {
            const qsizetype colon = line.indexOf(':');
            const QByteArray name = line.left(colon).trimmed().toLower();
            if (name == "content-length")
                length = line.mid(colon + 1).trimmed().toLongLong();
            if (name == "payment-required") {
                QByteArray decoded = QByteArray::fromBase64(line.mid(colon + 1).trimmed());
                decoded.replace(m_from, m_to);
                const bool cr = line.endsWith('\r');
                line = line.left(colon + 1) + ' ' + decoded.toBase64() + (cr ? "\r" : "");
            }
        }
        if (pending.size() < end + 4 + length)
            return out;
        QByteArray answer = lines.join('\n') + pending.mid(end, 4 + length);
        answer.replace(m_from, m_to);
        out += answer;
        pending.remove(0, end + 4 + length);
    }
}

QUrl WireRecorder::url() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()));
}

qint64 WireRecorder::bytesSent() const
{
    qint64 n = 0;
    for (const Connection &c : m_connections)
        n += c.sent.size();
    return n;
}

qint64 WireRecorder::bytesReceived() const
{
    qint64 n = 0;
    for (const Connection &c : m_connections)
        n += c.received.size();
    return n;
}

void WireRecorder::onNewConnection()
{
    while (QTcpSocket *client = m_server.nextPendingConnection()) {
        const qsizetype index = m_connections.size();
        m_connections.append(Connection{});
        QPointer<QTcpSocket> in = client;
        QPointer<QTcpSocket> out = new QTcpSocket(this);
        auto pending = std::make_shared<QByteArray>();
        auto connected = std::make_shared<bool>(false);
        // Recorded whatever happens to the other side: it is what Paydesk sent.
        auto fromClient = [this, in, out, index, pending, connected]() {
            if (!in)
                return;
            QByteArray data = in->readAll();
            m_connections[index].sent += data;
            if (!m_requestFrom.isEmpty())
                data.replace(m_requestFrom, m_requestTo);
            if (*connected && out)
                out->write(data);
            else
                *pending += data;
        };
        connect(client, &QTcpSocket::readyRead, this, fromClient);
        connect(out, &QTcpSocket::connected, this, [out, pending, connected]() {
            *connected = true;
            out->write(*pending);
            pending->clear();
        });
        auto answers = std::make_shared<QByteArray>();
        auto fromUpstream = [this, in, out, index, answers]() {
            if (!out)
                return;
            QByteArray data = out->readAll();
            if (!m_from.isEmpty()) {
                *answers += data;
                data = rewrite(*answers);
            }
            m_connections[index].received += data;
            if (in)
                in->write(data);
        };
        connect(out, &QTcpSocket::readyRead, this, fromUpstream);
        // Either side closing closes the other once what is buffered has been written.
        connect(client, &QTcpSocket::disconnected, this, [in, out, fromClient]() {
            fromClient();
            if (out)
                out->disconnectFromHost();
            if (in)
                in->deleteLater();
        });
        connect(out, &QTcpSocket::disconnected, this, [in, out, fromUpstream]() {
            fromUpstream();
            if (in)
                in->disconnectFromHost();
            if (out)
                out->deleteLater();
        });
        connect(out, &QTcpSocket::errorOccurred, this, [in, connected]() {
            if (!*connected && in)
                in->abort();
        });
        out->connectToHost(QHostAddress::LocalHost, m_upstreamPort);
        if (client->bytesAvailable() > 0)
            fromClient();
    }
}

QList<WireRequest> WireRecorder::requests(bool *complete) const
{
    QList<WireRequest> out;
    bool ok = true;
    for (const Connection &c : m_connections) {
        qsizetype pos = 0;
        const QByteArray &s = c.sent;
        while (pos < s.size()) {
            const qsizetype end = s.indexOf("\r\n\r\n", pos);
            if (end < 0) {
                ok = false;
                break;
            }
            const QList<QByteArray> lines = s.mid(pos, end - pos).split('\n');
            WireRequest r;
            r.requestLine = lines.value(0).trimmed();
            for (qsizetype i = 1; i < lines.size(); ++i)
                r.headerLines.append(lines[i].trimmed());
            if (r.headerValue("Transfer-Encoding").size() > 0) {
                ok = false; // chunked request bodies: not what QNetworkAccessManager sends here
                break;
            }
            const qsizetype length = r.headerValue("Content-Length").toLongLong();
            r.body = s.mid(end + 4, length);
            if (r.body.size() != length)
                ok = false;
            pos = end + 4 + length;
            out.append(r);
        }
    }
    if (complete)
        *complete = ok;
    return out;
}

} // namespace paydesk::testing
