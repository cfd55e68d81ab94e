#pragma once

#include "ApiReplies.h"
#include "ClientRateLimiter.h"
#include "ServiceConfig.h"
#include "core/PaymentRequests.h"
#include "core/SecureBytes.h"

#include <QNetworkAccessManager>
#include <QObject>

namespace paydesk {

// The payment service's interface, one typed call per endpoint (docs/service-contract.md
// "Endpoints"). Every call validates its input first (a failure finishes the reply with a
// Validation error naming the field, without sending anything), then goes through the per-key rate
// limiter. The QNetworkAccessManager belongs to the composition root and is shared.
class ServiceClient : public QObject
{
    Q_OBJECT
public:
    ServiceClient(QNetworkAccessManager *network, ServiceConfig config, QObject *parent = nullptr);

    const ServiceConfig &config() const { return m_config; }
    void setConfig(const ServiceConfig &config);
    // The API key, kept in sodium memory. An empty key sends no Authorization header.
    void setApiKey(SecureBytes key);
    bool hasApiKey() const { return !m_apiKey.isEmpty(); }

    SendPaymentReply *sendPayment(const SendPaymentRequest &request); // POST /payment/send
    ReceivePaymentReply *
    receivePayment(const ReceivePaymentRequest &request); // POST /payment/receive
    PaymentStatusReply *paymentStatus(const QString &paymentId, Chain chainHint = defaultChain());
    HistoryReply *paymentHistory(const HistoryQuery &query);
    TransactionReply *
    buildSendTransaction(const SendPaymentRequest &request); // POST /transaction/send
    TransactionReply *
    buildReceiveTransaction(const ReceivePaymentRequest &request); // POST /transaction/receive

    // Removes the API key from any text (error messages echoed by a service).
    QString redactSecrets(const QString &text) const;

private:
    friend class ApiReply;
    friend class EventStream; // sends the key in its first frame
    template <typename R>
    R *make(ApiReply::Endpoint endpoint, QNetworkAccessManager::Operation op, QString path,
            QUrlQuery query, QByteArray body, Chain chain, std::optional<ApiError> invalid,
            int timeoutMs = 0, const QString &idempotencyKey = {});
    qint64 reserveSlot(); // 0 = go now (recorded), else ms to wait
    void blockKeyFor(qint64 ms);
    QNetworkReply *dispatch(QNetworkAccessManager::Operation op, const QString &path,
                            const QUrlQuery &query, const QByteArray &body,
                            const QByteArray &idempotencyKey);
    QString keyId() const;

    QNetworkAccessManager *m_network;
    ServiceConfig m_config;
    SecureBytes m_apiKey;
    QString m_keyId;
    ClientRateLimiter m_limiter;
};

} // namespace paydesk
