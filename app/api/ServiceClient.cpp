#include "ServiceClient.h"

#include "core/SendOnce.h"
#include "core/Validation.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QNetworkRequest>
#include <QTimer>

namespace paydesk {

ServiceClient::ServiceClient(QNetworkAccessManager *network, ServiceConfig config, QObject *parent)
    : QObject(parent), m_network(network), m_config(std::move(config)),
      m_limiter(m_config.requestsPerMinute)
{}

void ServiceClient::setConfig(const ServiceConfig &config)
{
    m_config = config;
    m_limiter.setRequestsPerMinute(config.requestsPerMinute);
}

void ServiceClient::setApiKey(SecureBytes key)
{
    m_apiKey = std::move(key);
    // The limiter is keyed by a digest, so the key itself is never a map key or log text.
    m_keyId = m_apiKey.isEmpty()
                  ? QString()
                  : QString::fromLatin1(
                        QCryptographicHash::hash(m_apiKey.view(), QCryptographicHash::Sha256)
                            .toHex()
                            .left(16));
}

QString ServiceClient::keyId() const
{
    return m_keyId.isEmpty() ? QStringLiteral("anonymous") : m_keyId;
}

QString ServiceClient::redactSecrets(const QString &text) const
{
    return ApiError::redact(text, m_apiKey.view());
}

qint64 ServiceClient::reserveSlot()
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const qint64 wait = m_limiter.delayMs(keyId(), now);
    if (wait == 0)
        m_limiter.record(keyId(), now);
    return wait;
}

void ServiceClient::blockKeyFor(qint64 ms)
{
    m_limiter.blockUntil(keyId(), QDateTime::currentMSecsSinceEpoch() + ms);
}

QNetworkReply *ServiceClient::dispatch(QNetworkAccessManager::Operation op, const QString &path,
                                       const QUrlQuery &query, const QByteArray &body,
                                       const QByteArray &idempotencyKey)
{
    QUrl url = m_config.baseUrl;
    QString basePath = url.path();
    while (basePath.endsWith(u'/'))
        basePath.chop(1);
    url.setPath(basePath + path, QUrl::DecodedMode);
    url.setQuery(query);
    QNetworkRequest request(url);
    // Same origin only: a redirect elsewhere would take the API key (Authorization) with it.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::SameOriginRedirectPolicy);
    request.setRawHeader("Accept", "application/json");
    request.setRawHeader("User-Agent", "Paydesk/" PAYDESK_VERSION);
    if (!m_apiKey.isEmpty()) {
        // QNetworkRequest keeps its own copy of header values (plain heap, not wiped): a known
        // limit of QtNetwork. Our temporary is wiped.
        QByteArray header = QByteArrayLiteral("Bearer ");
        header.append(m_apiKey.view());
        // A deep copy: wipe() below zeroes every shared copy, and setRawHeader shares.
        request.setRawHeader("Authorization", QByteArray(header.constData(), header.size()));
        SecureBytes::wipe(header);
    }
    if (op == QNetworkAccessManager::PostOperation) {
        request.setHeader(QNetworkRequest::ContentTypeHeader,
                          QByteArrayLiteral("application/json"));
        if (!idempotencyKey.isEmpty())
            request.setRawHeader("Idempotency-Key", idempotencyKey);
        // Every POST of the interface moves money or builds a payment: it reaches the service
        // at most once, never resent by QtNetwork behind our back (see SendOnce).
        return SendOnce::send(m_network, request, QByteArrayLiteral("POST"), body);
    }
    return m_network->get(request);
}

template <typename R>
R *ServiceClient::make(ApiReply::Endpoint endpoint, QNetworkAccessManager::Operation op,
                       QString path, QUrlQuery query, QByteArray body, Chain chain,
                       std::optional<ApiError> invalid, int timeoutMs,
                       const QString &idempotencyKey)
{
    auto *reply = new R(this, endpoint, op, std::move(path), std::move(query), std::move(body),
                        chain, timeoutMs > 0 ? timeoutMs : m_config.requestTimeoutMs);
    if (op == QNetworkAccessManager::PostOperation)
        reply->m_idempotencyKey =
            (idempotencyKey.isEmpty() ? newIdempotencyKey() : idempotencyKey).toLatin1();
    QString urlError;
    if (!invalid && !ServiceConfig::validateBaseUrl(m_config.baseUrl, &urlError))
        invalid = ApiError::refused(QStringLiteral("INSECURE_SERVICE_URL"), urlError);
    // Finish or start from the event loop, so callers can always connect after the call.
    QTimer::singleShot(0, reply, [reply, invalid = std::move(invalid)]() {
        if (invalid)
            reply->finishWith(*invalid);
        else
            reply->attempt();
    });
    return reply;
}

SendPaymentReply *ServiceClient::sendPayment(const SendPaymentRequest &request)
{
    auto invalid = request.validate();
    return make<SendPaymentReply>(
        ApiReply::Endpoint::PaymentSend, QNetworkAccessManager::PostOperation,
        QStringLiteral("/payment/send"), {}, invalid ? QByteArray() : request.body(),
        request.chain(), std::move(invalid), 0, request.idempotencyKey);
}

ReceivePaymentReply *ServiceClient::receivePayment(const ReceivePaymentRequest &request)
{
    using Mode = ReceivePaymentRequest::Mode;
    auto invalid = request.validate(Mode::Hosted);
    // The HTTP timeout must outlast the verification timeout the service is given.
    const int verifyMs =
        request.timeoutSeconds.value_or(limits::kDefaultTimeoutSeconds) * 1000 + 10000;
    return make<ReceivePaymentReply>(
        ApiReply::Endpoint::PaymentReceive, QNetworkAccessManager::PostOperation,
        QStringLiteral("/payment/receive"), {}, invalid ? QByteArray() : request.body(Mode::Hosted),
        request.chain(), std::move(invalid), std::max(verifyMs, m_config.requestTimeoutMs),
        request.idempotencyKey);
}

PaymentStatusReply *ServiceClient::paymentStatus(const QString &paymentId, Chain chainHint)
{
    std::optional<ApiError> invalid;
    if (auto e = validate::paymentId(QStringLiteral("paymentId"), paymentId))
        invalid = ApiError::validation(e->field, e->message);
    return make<PaymentStatusReply>(
        ApiReply::Endpoint::PaymentStatus, QNetworkAccessManager::GetOperation,
        QStringLiteral("/payment/status/") + paymentId, {}, {}, chainHint, std::move(invalid));
}

HistoryReply *ServiceClient::paymentHistory(const HistoryQuery &q)
{
    auto invalid = q.validate();
    QUrlQuery query;
    const auto wallet = Address::parse(q.walletAddress);
    if (!invalid) {
        query.addQueryItem(QStringLiteral("type"), q.type);
        query.addQueryItem(QStringLiteral("limit"), QString::number(q.limit));
        query.addQueryItem(QStringLiteral("offset"), QString::number(q.offset));
    }
    return make<HistoryReply>(
        ApiReply::Endpoint::PaymentHistory, QNetworkAccessManager::GetOperation,
        QStringLiteral("/payment/history/") + (wallet ? wallet->toString() : QString()), query, {},
        wallet ? wallet->chain() : defaultChain(), std::move(invalid));
}

TransactionReply *ServiceClient::buildSendTransaction(const SendPaymentRequest &request)
{
    auto invalid = request.validate();
    return make<TransactionReply>(
        ApiReply::Endpoint::TransactionSend, QNetworkAccessManager::PostOperation,
        QStringLiteral("/transaction/send"), {}, invalid ? QByteArray() : request.body(),
        request.chain(), std::move(invalid), 0, request.idempotencyKey);
}

TransactionReply *ServiceClient::buildReceiveTransaction(const ReceivePaymentRequest &request)
{
    using Mode = ReceivePaymentRequest::Mode;
    auto invalid = request.validate(Mode::Local);
    return make<TransactionReply>(ApiReply::Endpoint::TransactionReceive,
                                  QNetworkAccessManager::PostOperation,
                                  QStringLiteral("/transaction/receive"), {},
                                  invalid ? QByteArray() : request.body(Mode::Local),
                                  request.chain(), std::move(invalid), 0, request.idempotencyKey);
}

} // namespace paydesk
