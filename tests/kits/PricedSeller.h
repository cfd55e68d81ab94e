#pragma once

// A tiny x402 seller on a loopback port with a price of its own (the sandbox's demo seller always
// asks 0.001 SOL): GET answers 402 with v1 requirements for `lamports` native SOL on
// solana-sandbox to `payTo` (or, with Asset::BaseSepoliaUsdc, `units` of Base Sepolia's USDC by
// EIP-3009, as x402-express asks), and 200 with a JSON body once a request carries X-PAYMENT or
// PAYMENT-SIGNATURE. It does not verify the proof: the tests watch the chain for the payment, or
// check the last proof themselves (lastProof()). A hostile seller's variations: setOverrides()
// replaces fields of its option (another network, a payee, a fee payer), setRefuseProofs()
// answers 402 to a request carrying a proof, as a seller whose settlement failed does, and
// setAnswer() replaces the whole 402 answer (extra header lines and the body) with its own.
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
    enum class Asset
    {
        SandboxSol,
        BaseSepoliaUsdc
    };
    PricedSeller(QString payTo, quint64 lamports, Asset asset = Asset::SandboxSol)
        : m_payTo(std::move(payTo)), m_price(lamports), m_asset(asset)
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
    void setOverrides(const QJsonObject &fields) { m_overrides = fields; }
    void setRefuseProofs(bool refuse) { m_refuse = refuse; }
    // headerLines: complete "Name: value\r\n" lines, sent before Content-Type.
    void setAnswer(QByteArray headerLines, QByteArray body)
    {
        m_answerHeaders = std::move(headerLines);
        m_answerBody = std::move(body);
        m_answer = true;
    }
    QByteArray lastProof() const { return m_lastProof; }

private:
    void serve(QTcpSocket *s)
    {
        QByteArray &buffer = m_buffers[s];
        buffer += s->readAll();
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        const QByteArray head = buffer.left(end).toLower();
        for (const QByteArray &line : buffer.left(end).split('\n'))
            if (line.toLower().startsWith("x-payment:") ||
                line.toLower().startsWith("payment-signature:"))
                m_lastProof = line.mid(line.indexOf(':') + 1).trimmed();
        const QByteArray path = buffer.left(end).split(' ').value(1);
        m_buffers.remove(s);
        const QUrl resource =
            QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()) +
                 QString::fromLatin1(path));
        QByteArray status, body, extraHeaders;
        const bool proof =
            head.contains("\r\nx-payment:") || head.contains("\r\npayment-signature:");
        if (proof && !m_refuse) {
            ++m_paid;
            status = "200 OK";
            body = R"({"content":"Priced content"})";
        } else if (m_answer) {
            status = "402 Payment Required";
            extraHeaders = m_answerHeaders;
            body = m_answerBody;
        } else {
            const bool usdc = m_asset == Asset::BaseSepoliaUsdc;
            // x402-express 1.2.0's own requirements for Base Sepolia USDC (docs/protocol-facts.md
            // "USDC addresses").
            const QJsonObject extra =
                usdc ? QJsonObject{{QStringLiteral("name"), QStringLiteral("USDC")},
                                   {QStringLiteral("version"), QStringLiteral("2")}}
                     : QJsonObject{{QStringLiteral("decimals"), 9},
                                   {QStringLiteral("symbol"), QStringLiteral("SOL")}};
            QJsonObject option{
                {QStringLiteral("scheme"), QStringLiteral("exact")},
                {QStringLiteral("network"),
                 usdc ? QStringLiteral("base-sepolia") : QStringLiteral("solana-sandbox")},
                {QStringLiteral("maxAmountRequired"), QString::number(m_price)},
                {QStringLiteral("resource"), resource.toString()},
                {QStringLiteral("description"), QStringLiteral("A priced test resource")},
                {QStringLiteral("mimeType"), QStringLiteral("application/json")},
                {QStringLiteral("payTo"), m_payTo},
                {QStringLiteral("maxTimeoutSeconds"), 60},
                {QStringLiteral("asset"),
                 usdc ? QStringLiteral("0x036CbD53842c5426634e7929541eC2318f3dCF7e")
                      : QStringLiteral("11111111111111111111111111111111")},
                {QStringLiteral("extra"), extra}};
            for (auto it = m_overrides.constBegin(); it != m_overrides.constEnd(); ++it)
                option.insert(it.key(), it.value());
            status = "402 Payment Required";
            body = QJsonDocument(QJsonObject{{QStringLiteral("x402Version"), 1},
                                             {QStringLiteral("error"),
                                              QStringLiteral("X-PAYMENT header is required")},
                                             {QStringLiteral("accepts"), QJsonArray{option}}})
                       .toJson(QJsonDocument::Compact);
        }
        s->write("HTTP/1.1 " + status + "\r\n" + extraHeaders +
                 "Content-Type: application/json\r\nContent-Length: " +
                 QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
        s->disconnectFromHost();
    }

    QTcpServer m_server;
    QString m_payTo;
    quint64 m_price;
    Asset m_asset;
    int m_paid = 0;
    QJsonObject m_overrides;
    bool m_refuse = false;
    bool m_answer = false;
    QByteArray m_answerHeaders, m_answerBody;
    QByteArray m_lastProof;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

} // namespace paydesk::testing
