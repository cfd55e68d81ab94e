#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QList>
#include <QPair>
#include <QPointer>
#include <QString>
#include <QUrlQuery>
#include <functional>
#include <memory>

class QHttpServerRequest;
class QTcpSocket;

namespace paydesk::sandbox {

using HeaderList = QList<QPair<QByteArray, QByteArray>>;

// One HTTP request and its (possibly later) answer. The request data is copied out of Qt's
// request object, which the server reuses for the next request on the connection; the socket is
// held weakly, so an answer after the client went away is dropped silently. Shared by the
// pieces that handle a request asynchronously.
class HttpExchange
{
public:
    HttpExchange(const QHttpServerRequest &request, QTcpSocket *socket);

    QByteArray method() const { return m_method; }
    QString path() const { return m_path; }
    QUrlQuery query() const { return m_query; }
    QByteArray header(const QByteArray &name) const; // case-insensitive; empty if absent
    QByteArray body() const { return m_body; }
    qint64 elapsedMs() const { return m_timer.elapsed(); }

    // Headers added to whatever answer is sent (rate-limit headers, for example).
    void addHeader(const QByteArray &name, const QByteArray &value);
    // Fault injection: the next answer announces more bytes than it sends, then closes.
    void setTruncate(bool on) { m_truncate = on; }

    void reply(int status, const QByteArray &body, const HeaderList &headers = {},
               const QByteArray &contentType = "application/json");
    // Closes the connection without an answer (fault injection: dropped connection).
    void abort();

    bool isAnswered() const { return m_status != 0; }
    int status() const { return m_status; } // 0 = not answered; -1 = dropped
    // Called once, after the answer was written (or the connection dropped): request logging.
    void setFinishedHandler(std::function<void(const HttpExchange &)> handler)
    {
        m_finished = std::move(handler);
    }
    // Called with the status and body of the answer as it is sent (idempotent replays).
    void setAnswerObserver(std::function<void(int, const QByteArray &)> observer)
    {
        m_answerObserver = std::move(observer);
    }
    QString note() const { return m_note; }
    void setNote(const QString &note) { m_note = note; }

private:
    void finish();

    QByteArray m_method;
    QString m_path;
    QUrlQuery m_query;
    HeaderList m_requestHeaders;
    QByteArray m_body;
    QPointer<QTcpSocket> m_socket;
    HeaderList m_extraHeaders;
    QElapsedTimer m_timer;
    bool m_truncate = false;
    bool m_closeAfter = false;
    int m_status = 0;
    QString m_note;
    std::function<void(const HttpExchange &)> m_finished;
    std::function<void(int, const QByteArray &)> m_answerObserver;
};

using ExchangePtr = std::shared_ptr<HttpExchange>;

} // namespace paydesk::sandbox
