#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>

namespace paydesk::agents {

// Reads HTTP/1.1 requests from the bytes a client sent, one at a time (the paying proxy's
// ProxyConnection feeds it): the request line, headers up to 64 KiB, a body by Content-Length up
// to 16 MiB. A chunked body is refused (411), as are a malformed head (400), headers too large
// (431) and a body too large or a length that is no number (413). Pure: no socket, so it is
// fuzzed (fuzz_agent_wire).
class HttpRequestReader
{
public:
    static constexpr qsizetype kMaxHead = 64 * 1024;
    static constexpr qsizetype kMaxBody = 16 * 1024 * 1024;

    struct Request
    {
        QByteArray method, target, version;
        QList<QPair<QByteArray, QByteArray>> headers; // as sent
        QByteArray body;
        bool close = false; // the client asked to close after the answer
        QByteArray header(const QByteArray &name) const; // the first, by name in any case
    };
    enum class Outcome
    {
        NeedMore, // wait for more bytes
        Complete, // request() holds a request, its bytes are taken from the buffer
        Refused   // status() and why(): answer that and close
    };

    // Takes what is complete from the front of `buffer`.
    Outcome read(QByteArray &buffer);
    const Request &request() const { return m_request; }
    int status() const { return m_status; }
    QByteArray why() const { return m_why; }

private:
    Outcome refuse(int status, const char *why);
    Outcome parseHead(const QByteArray &head);

    Request m_request;
    qsizetype m_bodyLength = -1; // -1: reading the head
    int m_status = 0;
    QByteArray m_why;
};

} // namespace paydesk::agents
