#pragma once

// A real loopback TCP proxy that records every byte both ways: Paydesk talks to it as if it were
// the service (or the RPC, or a seller), it forwards to the real sandbox port. What it records is
// exactly what went on the wire, connection by connection.
#include <QByteArray>
#include <QList>
#include <QMap>
#include <QObject>
#include <QTcpServer>
#include <QUrl>

class QTcpSocket;

namespace paydesk::testing {

// One HTTP/1.1 request as it was sent (QNetworkAccessManager sends Content-Length bodies).
struct WireRequest
{
    QByteArray requestLine;        // "POST /payment/send HTTP/1.1"
    QList<QByteArray> headerLines; // "Name: value", as sent
    QByteArray body;
    QByteArray headerValue(QByteArrayView name) const; // first match, case-insensitive name
};

class WireRecorder : public QObject
{
    Q_OBJECT
public:
    WireRecorder(const QString &name, quint16 upstreamPort, QObject *parent = nullptr);
    ~WireRecorder() override;

    bool listen();
    // Answers are passed on with `from` replaced by `to` (same length), in bodies and in base64
    // header values: a seller behind the proxy then names the proxy's address as its own.
    void rewriteAnswers(const QByteArray &from, const QByteArray &to);
    // Requests are passed on with `from` replaced by `to` (same length); what is recorded is what
    // Paydesk sent, unchanged.
    void rewriteRequests(const QByteArray &from, const QByteArray &to);
    QString name() const { return m_name; }
    QUrl url() const; // http://127.0.0.1:PORT

    struct Connection
    {
        QByteArray sent;     // client -> upstream (what Paydesk sent)
        QByteArray received; // upstream -> client
    };
    const QList<Connection> &connections() const { return m_connections; }
    qint64 bytesSent() const;
    qint64 bytesReceived() const;
    // Every request of every connection, parsed from the sent bytes; `complete` false when
    // something could not be parsed as HTTP/1.1 requests.
    QList<WireRequest> requests(bool *complete = nullptr) const;

private:
    void onNewConnection();
    QByteArray rewrite(QByteArray &pending) const; // complete answers out of `pending`

    QString m_name;
    quint16 m_upstreamPort;
    QTcpServer m_server;
    QList<Connection> m_connections;
    QByteArray m_from, m_to;
    QByteArray m_requestFrom, m_requestTo;
};

} // namespace paydesk::testing
