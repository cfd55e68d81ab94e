#include "ProxyConnection.h"

namespace paydesk::cli {

namespace {
constexpr qsizetype kMaxHead = 64 * 1024;
constexpr qsizetype kMaxBody = 16 * 1024 * 1024;
} // namespace

QByteArray ProxyConnection::Request::header(const QByteArray &name) const
{
    for (const auto &[key, value] : headers)
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    return {};
}

ProxyConnection::ProxyConnection(QTcpSocket *socket, QObject *parent)
    : QObject(parent), m_socket(socket)
{
    socket->setParent(this);
    connect(socket, &QTcpSocket::readyRead, this, &ProxyConnection::readMore);
    connect(socket, &QTcpSocket::disconnected, this, &ProxyConnection::closed);
}

QByteArray ProxyConnection::reason(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 402:
        return "Payment Required";
    case 404:
        return "Not Found";
    case 407:
        return "Proxy Authentication Required";
    case 411:
        return "Length Required";
    case 413:
        return "Content Too Large";
    case 431:
        return "Request Header Fields Too Large";
    case 501:
        return "Not Implemented";
    case 502:
        return "Bad Gateway";
    case 503:
        return "Service Unavailable";
    default:
        return "Status";
    }
}

void ProxyConnection::refuse(int status, const QByteArray &why)
{
    m_close = true;
    m_busy = true;
    respond({status, {{"Content-Type", "text/plain; charset=utf-8"}}, why + '\n'});
}

bool ProxyConnection::parseHead(qsizetype end)
{
    const QList<QByteArray> lines = m_buffer.left(end).split('\n');
    const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
    if (first.size() != 3 || !first.at(2).startsWith("HTTP/1.")) {
        refuse(400, "Paydesk's proxy reads HTTP/1.1 requests.");
        return false;
    }
    m_current = {first.at(0), first.at(1), first.at(2), {}, {}};
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0) {
            refuse(400, "A request header without a name.");
            return false;
        }
        m_current.headers.append({line.left(colon).trimmed(), line.mid(colon + 1).trimmed()});
    }
    if (!m_current.header("Transfer-Encoding").isEmpty()) {
        refuse(411, "Send the body with a Content-Length: Paydesk's proxy reads no chunked body.");
        return false;
    }
    bool ok = true;
    const QByteArray length = m_current.header("Content-Length");
    m_bodyLength = length.isEmpty() ? 0 : length.toLongLong(&ok);
    if (!ok || m_bodyLength < 0 || m_bodyLength > kMaxBody) {
        refuse(413, "The body is larger than Paydesk's proxy forwards (16 MiB) or its length is "
                    "not a number.");
        return false;
    }
    const QByteArray connection = m_current.header("Connection").toLower();
    m_close = connection.contains("close") ||
              (m_current.version == "HTTP/1.0" && !connection.contains("keep-alive"));
    return true;
}

void ProxyConnection::readMore()
{
    if (!m_socket)
        return;
    m_buffer.append(m_socket->readAll());
    while (!m_busy) {
        if (m_bodyLength < 0) {
            const qsizetype end = m_buffer.indexOf("\r\n\r\n");
            if (end < 0) {
                if (m_buffer.size() > kMaxHead)
                    refuse(431, "The request's headers are larger than 64 KiB.");
                return;
            }
            if (!parseHead(end))
                return;
            m_buffer.remove(0, end + 4);
        }
        if (m_buffer.size() < m_bodyLength)
            return;
        m_current.body = m_buffer.left(m_bodyLength);
        m_buffer.remove(0, m_bodyLength);
        m_bodyLength = -1;
        m_busy = true;
        Q_EMIT request(m_current);
    }
}

void ProxyConnection::respond(const Response &r)
{
    if (!m_socket)
        return;
    QByteArray out = "HTTP/1.1 " + QByteArray::number(r.status) + ' ' + reason(r.status) + "\r\n";
    for (const auto &[name, value] : r.headers)
        out += name + ": " + value + "\r\n";
    out += "Content-Length: " + QByteArray::number(r.body.size()) + "\r\n";
    out += m_close ? "Connection: close\r\n\r\n" : "\r\n";
    out += r.body;
    m_socket->write(out);
    m_busy = false;
    if (m_close) {
        m_socket->disconnectFromHost();
        return;
    }
    if (!m_buffer.isEmpty())
        readMore(); // a request sent before this answer (pipelined)
}

} // namespace paydesk::cli
