#include "HttpExchange.h"

#include <QHttpServerRequest>
#include <QTcpSocket>
#include <utility>

namespace paydesk::sandbox {

namespace {
QByteArray reasonPhrase(int status)
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
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 413:
        return "Payload Too Large";
    case 429:
        return "Too Many Requests";
    case 500:
        return "Internal Server Error";
    case 502:
        return "Bad Gateway";
    default:
        return "Status";
    }
}

QByteArray methodName(QHttpServerRequest::Method m)
{
    switch (m) {
    case QHttpServerRequest::Method::Get:
        return "GET";
    case QHttpServerRequest::Method::Post:
        return "POST";
    case QHttpServerRequest::Method::Put:
        return "PUT";
    case QHttpServerRequest::Method::Delete:
        return "DELETE";
    case QHttpServerRequest::Method::Head:
        return "HEAD";
    case QHttpServerRequest::Method::Options:
        return "OPTIONS";
    case QHttpServerRequest::Method::Patch:
        return "PATCH";
    default:
        return "OTHER";
    }
}
} // namespace

HttpExchange::HttpExchange(const QHttpServerRequest &request, QTcpSocket *socket)
    : m_method(methodName(request.method())), m_path(request.url().path()),
      m_query(request.query()), m_requestHeaders(request.headers()), m_body(request.body()),
      m_socket(socket)
{
    m_timer.start();
    m_closeAfter = header("connection").toLower() == "close";
}

QByteArray HttpExchange::header(const QByteArray &name) const
{
    for (const auto &h : m_requestHeaders) {
        if (h.first.compare(name, Qt::CaseInsensitive) == 0)
            return h.second;
    }
    return {};
}

void HttpExchange::addHeader(const QByteArray &name, const QByteArray &value)
{
    m_extraHeaders.append({name, value});
}

void HttpExchange::reply(int status, const QByteArray &body, const HeaderList &headers,
                         const QByteArray &contentType)
{
    if (m_status != 0)
        return;
    m_status = status;
    if (m_answerObserver)
        std::exchange(m_answerObserver, nullptr)(status, body);
    if (m_socket && m_socket->state() == QAbstractSocket::ConnectedState) {
        // A truncated answer announces more bytes than it carries and sends about half.
        const qsizetype announced = m_truncate ? body.size() + 64 : body.size();
        QByteArray out = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) +
                         "\r\nContent-Type: " + contentType +
                         "\r\nContent-Length: " + QByteArray::number(announced) + "\r\n";
        for (const auto &h : m_extraHeaders)
            out += h.first + ": " + h.second + "\r\n";
        for (const auto &h : headers)
            out += h.first + ": " + h.second + "\r\n";
        if (m_closeAfter || m_truncate)
            out += "Connection: close\r\n";
        out += "\r\n";
        out += m_truncate ? body.left(body.size() / 2) : body;
        m_socket->write(out);
        if (m_closeAfter || m_truncate)
            m_socket->disconnectFromHost();
    }
    finish();
}

void HttpExchange::abort()
{
    if (m_status != 0)
        return;
    m_status = -1;
    if (m_answerObserver)
        std::exchange(m_answerObserver, nullptr)(-1, {});
    if (m_socket)
        m_socket->abort();
    finish();
}

void HttpExchange::finish()
{
    if (m_finished) {
        auto handler = std::move(m_finished);
        m_finished = nullptr;
        handler(*this);
    }
}

} // namespace paydesk::sandbox
