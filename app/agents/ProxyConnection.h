#pragma once

#include "HttpRequestReader.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QTcpSocket>

namespace paydesk::agents {

// One client connection of the paying proxy: HTTP/1.1 requests read one at a time
// (HttpRequestReader), kept alive as HTTP/1.1 says, answered in order. A request the connection
// cannot read is answered 400/411/413/431 and the connection closed.
class ProxyConnection : public QObject
{
    Q_OBJECT
public:
    using Request = HttpRequestReader::Request;
    struct Response
    {
        int status = 200;
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray body;
        // The status line's reason phrase (ASCII, one line); empty: the status's usual one. A
        // client that shows no body (curl after a refused CONNECT) still shows this.
        QByteArray reason = {};
    };

    explicit ProxyConnection(QTcpSocket *socket, QObject *parent = nullptr);
    void respond(const Response &response); // the answer to the request last given
    static QByteArray reason(int status);

Q_SIGNALS:
    void request(const paydesk::agents::ProxyConnection::Request &request);
    void closed();

private:
    void readMore();
    void refuse(int status, const QByteArray &why);

    QPointer<QTcpSocket> m_socket;
    QByteArray m_buffer;
    HttpRequestReader m_reader;
    bool m_busy = false;  // a request is being answered
    bool m_close = false; // close after this answer
};

} // namespace paydesk::agents
