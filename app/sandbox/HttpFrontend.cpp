#include "HttpFrontend.h"

namespace paydesk::sandbox {

HttpFrontend::HttpFrontend(Handler handler, QObject *parent)
    : QAbstractHttpServer(parent), m_handler(std::move(handler))
{}

bool HttpFrontend::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    m_handler(std::make_shared<HttpExchange>(request, socket));
    return true;
}

void HttpFrontend::missingHandler(const QHttpServerRequest &, QTcpSocket *)
{
    // Never reached: handleRequest() accepts every request.
}

} // namespace paydesk::sandbox
