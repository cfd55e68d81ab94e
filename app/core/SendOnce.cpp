#include "SendOnce.h"

#include <cstring>

namespace paydesk {

SendOnce::SendOnce(const QByteArray &body, QObject *parent) : QIODevice(parent), m_body(body)
{
    open(QIODevice::ReadOnly);
}

qint64 SendOnce::bytesAvailable() const
{
    return (m_body.size() - m_read) + QIODevice::bytesAvailable();
}

qint64 SendOnce::readData(char *data, qint64 maxSize)
{
    const qint64 n = std::min<qint64>(maxSize, m_body.size() - m_read);
    if (n <= 0)
        return m_read >= m_body.size() ? -1 : 0;
    std::memcpy(data, m_body.constData() + m_read, size_t(n));
    m_read += n;
    return n;
}

QNetworkReply *SendOnce::send(QNetworkAccessManager *network, QNetworkRequest request,
                              const QByteArray &verb, const QByteArray &body, Connection connection)
{
    // Read straight from this device, so that QtNetwork's reset before a resend reaches it.
    request.setAttribute(QNetworkRequest::DoNotBufferUploadDataAttribute, true);
    request.setHeader(QNetworkRequest::ContentLengthHeader, body.size());
    // A pool of connections of its own (the cache key of a connection includes the peer verify
    // name; for TLS it is the host name, as without it), each closed after its answer.
    if (connection == Connection::Fresh) {
        if (request.peerVerifyName().isEmpty())
            request.setPeerVerifyName(request.url().host());
        request.setRawHeader("Connection", "close");
    }
    auto *device = new SendOnce(body);
    QNetworkReply *reply = network->sendCustomRequest(request, verb, device);
    device->setParent(reply);
    return reply;
}

} // namespace paydesk
