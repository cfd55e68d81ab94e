#include "HttpFrontend.h"

#include <QHttpServerRequest>

namespace paydesk::sandbox {

HttpFrontend::HttpFrontend(Handler handler, QObject *parent)
    : QAbstractHttpServer(parent), m_handler(std::move(handler)),
      m_webSocketPath(QStringLiteral("/events"))
{}

bool HttpFrontend::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    // A WebSocket upgrade of the events' address: true hands the socket to Qt's WebSocket
    // server (QAbstractHttpServer::newWebSocketConnection). Any other upgrade is an ordinary
    // request here, so it gets the ordinary "no such endpoint".
    const bool upgrade = request.value("upgrade").compare("websocket", Qt::CaseInsensitive) == 0;
    if (upgrade && request.url().path() == m_webSocketPath)
        return true;
    m_handler(std::make_shared<HttpExchange>(request, socket));
    return true;
}

void HttpFrontend::missingHandler(const QHttpServerRequest &, QTcpSocket *)
{
    // Never reached: handleRequest() accepts every request.
}

} // namespace paydesk::sandbox
