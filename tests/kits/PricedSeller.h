#pragma once

// A tiny x402 seller on a loopback port with a price of its own (the sandbox's demo seller always
// asks 0.001 SOL): GET answers 402 with v1 requirements for `lamports` native SOL on
// solana-sandbox to `payTo`, and 200 with a JSON body once a request carries X-PAYMENT or
// PAYMENT-SIGNATURE. It does not verify the proof: the tests watch the chain for the payment.
#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrl>

namespace paydesk::testing {

class PricedSeller : public QObject
{
public:
    PricedSeller(QString payTo, quint64 lamports) : m_payTo(std::move(payTo)), m_price(lamports)
    {
        if (!m_server.listen(QHostAddress::LocalHost))
            qFatal("priced seller: %s", qPrintable(m_server.errorString()));
        connect(&m_server, &QTcpServer::newConnection, this, [this]() {
            while (QTcpSocket *s = m_server.nextPendingConnection()) {
                connect(s, &QTcpSocket::readyRead, s, [this, s]() { serve(s); });
                connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            }
        });
    }

    QUrl url(const QString &name) const
    {
        return QUrl(
            QStringLiteral("http://127.0.0.1:%1/priced/%2").arg(m_server.serverPort()).arg(name));
    }
    int paidRequests() const { return m_paid; }

private:
    void serve(QTcpSocket *s)
    {
        QByteArray &buffer = m_buffers[s];
        buffer += s->readAll();
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        const QByteArray head = buffer.left(end).toLower();
        const QByteArray path = buffer.left(end).split(' ').value(1);
        m_buffers.remove(s);
        const QUrl resource =
            QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()) +
                 QString::fromLatin1(path));
        QByteArray status, body;
        if (head.contains("\r\nx-payment:") || head.contains("\r\npayment-signature:")) {
            ++m_paid;
            status = "200 OK";
            body = R"({"content":"Priced content"})";
        } else {
            const QJsonObject option{
                {QStringLiteral("scheme"), QStringLiteral("exact")},
                {QStringLiteral("network"), QStringLiteral("solana-sandbox")},
                {QStringLiteral("maxAmountRequired"), QString::number(m_price)},
                {QStringLiteral("resource"), resource.toString()},
                {QStringLiteral("description"), QStringLiteral("A priced test resource")},
                {QStringLiteral("mimeType"), QStringLiteral("application/json")},
                {QStringLiteral("payTo"), m_payTo},
                {QStringLiteral("maxTimeoutSeconds"), 60},
                {QStringLiteral("asset"), QStringLiteral("11111111111111111111111111111111")},
                {QStringLiteral("extra"),
                 QJsonObject{{QStringLiteral("decimals"), 9}, {QStringLiteral("symbol"), "SOL"}}}};
            status = "402 Payment Required";
            body = QJsonDocument(QJsonObject{{QStringLiteral("x402Version"), 1},
                                             {QStringLiteral("error"),
                                              QStringLiteral("X-PAYMENT header is required")},
                                             {QStringLiteral("accepts"), QJsonArray{option}}})
                       .toJson(QJsonDocument::Compact);
        }
        s->write("HTTP/1.1 " + status + "\r\nContent-Type: application/json\r\nContent-Length: " +
                 QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
        s->disconnectFromHost();
    }

    QTcpServer m_server;
    QString m_payTo;
    quint64 m_price;
    int m_paid = 0;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

} // namespace paydesk::testing
