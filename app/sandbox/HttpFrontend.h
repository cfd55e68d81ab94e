#pragma once

#include "HttpExchange.h"

#include <QAbstractHttpServer>
#include <functional>

namespace paydesk::sandbox {

// The HTTP listener: every complete request becomes an HttpExchange handed to one handler,
// which owns routing, authentication and the (possibly asynchronous) answer.
class HttpFrontend : public QAbstractHttpServer
{
    Q_OBJECT
public:
    using Handler = std::function<void(ExchangePtr)>;
    explicit HttpFrontend(Handler handler, QObject *parent = nullptr);

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    Handler m_handler;
    QString m_webSocketPath;
};

} // namespace paydesk::sandbox
