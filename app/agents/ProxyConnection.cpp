#include "ProxyConnection.h"

namespace paydesk::agents {

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

void ProxyConnection::readMore()
{
    if (!m_socket)
        return;
    m_buffer.append(m_socket->readAll());
    while (!m_busy) {
        switch (m_reader.read(m_buffer)) {
        case HttpRequestReader::Outcome::NeedMore:
            return;
        case HttpRequestReader::Outcome::Refused:
            return refuse(m_reader.status(), m_reader.why());
        case HttpRequestReader::Outcome::Complete:
            m_close = m_reader.request().close;
            m_busy = true;
            Q_EMIT request(m_reader.request());
        }
    }
}

void ProxyConnection::respond(const Response &r)
{
    if (!m_socket)
        return;
    QByteArray phrase = r.reason.isEmpty() ? QByteArray(reason(r.status)) : r.reason;
    phrase.replace('\r', ' ').replace('\n', ' ');
    QByteArray out = "HTTP/1.1 " + QByteArray::number(r.status) + ' ' + phrase + "\r\n";
    for (const auto &[name, value] : r.headers)
        out += name + ": " + value + "\r\n";
    out += "Content-Length: " + QByteArray::number(r.body.size()) + "\r\n";
    out += m_close ? "Connection: close\r\n\r\n" : "\r\n";
    out += r.body;
    m_socket->write(out);
    m_socket->flush(); // now, not on the next turn of the event loop
    m_busy = false;
    if (m_close) {
        m_socket->disconnectFromHost();
        return;
    }
    if (!m_buffer.isEmpty())
        readMore(); // a request sent before this answer (pipelined)
}

} // namespace paydesk::agents
