#include "ApiReply.h"

#include "ServiceClient.h"
#include "core/ExtraCertificates.h"
#include "core/LogCategories.h"

#include <QRandomGenerator>
#include <algorithm>

namespace paydesk {

ApiReply::ApiReply(ServiceClient *client, Endpoint endpoint, QNetworkAccessManager::Operation op,
                   QString path, QUrlQuery query, QByteArray body, Chain chain, int timeoutMs)
    : QObject(client), m_client(client), m_endpoint(endpoint), m_op(op), m_path(std::move(path)),
      m_query(query), m_requestBody(std::move(body)), m_chain(chain), m_timeoutMs(timeoutMs)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ApiReply::onTimeout);
}

void ApiReply::abort()
{
    if (m_finished)
        return;
    m_userAborted = true;
    if (m_reply) {
        m_reply->abort(); // -> onNetworkFinished with OperationCanceledError
        return;
    }
    m_timer.stop();
    finishWith(ApiError(ApiError::Kind::Cancelled, QStringLiteral("CANCELLED"),
                        ApiError::tr("Cancelled.")));
}

void ApiReply::schedule(qint64 delayMs, const QString &reason)
{
    if (delayMs <= 0) {
        attempt();
        return;
    }
    m_waiting = true;
    Q_EMIT waiting(delayMs, reason);
    m_timer.start(int(std::min<qint64>(delayMs, std::numeric_limits<int>::max())));
}

void ApiReply::onTimeout()
{
    if (m_waiting) {
        m_waiting = false;
        attempt();
        return;
    }
    if (m_reply) {
        m_timedOut = true;
        m_reply->abort();
    }
}

void ApiReply::attempt()
{
    if (m_finished || !m_client)
        return;
    // The client-side limiter may still ask us to wait (another call took the slot).
    const qint64 wait = m_client->reserveSlot();
    if (wait > 0) {
        schedule(wait, tr("Waiting for the rate limit of the API key"));
        return;
    }
    ++m_attempts;
    m_timedOut = false;
    m_reply = m_client->dispatch(m_op, m_path, m_query, m_requestBody, m_idempotencyKey);
    m_reply->setProperty("paydeskSentMs", QDateTime::currentMSecsSinceEpoch()); // for the log
    m_sent = true;
    connect(m_reply, &QNetworkReply::finished, this, &ApiReply::onNetworkFinished);
    m_timer.start(m_timeoutMs);
}

std::optional<int> ApiReply::retryAfterSeconds(QNetworkReply *reply) const
{
    bool ok = false;
    const int s = reply->rawHeader("Retry-After").trimmed().toInt(&ok);
    if (ok && s >= 0)
        return std::min(s, 3600);
    const QDateTime date = QDateTime::fromString(
        QString::fromLatin1(reply->rawHeader("Retry-After")), Qt::RFC2822Date);
    if (date.isValid())
        return int(std::clamp<qint64>(QDateTime::currentDateTimeUtc().secsTo(date), 0, 3600));
    if (m_rateLimit.reset.isValid())
        return int(
            std::clamp<qint64>(QDateTime::currentDateTimeUtc().secsTo(m_rateLimit.reset), 0, 3600));
    return std::nullopt;
}

void ApiReply::readRateLimit(QNetworkReply *reply)
{
    bool ok = false;
    int v = reply->rawHeader("X-RateLimit-Limit").toInt(&ok);
    if (ok)
        m_rateLimit.limit = v;
    v = reply->rawHeader("X-RateLimit-Remaining").toInt(&ok);
    if (ok)
        m_rateLimit.remaining = v;
    const qint64 reset = reply->rawHeader("X-RateLimit-Reset").toLongLong(&ok);
    if (ok && reset > 0)
        m_rateLimit.reset = reset < 100000000000LL ? QDateTime::fromSecsSinceEpoch(reset, Qt::UTC)
                                                   : QDateTime::fromMSecsSinceEpoch(reset, Qt::UTC);
}

ApiError ApiReply::networkError(QNetworkReply::NetworkError code, const QString &detail) const
{
    using NE = QNetworkReply::NetworkError;
    ApiError e;
    switch (code) {
    case NE::SslHandshakeFailedError:
    case NE::InsecureRedirectError:
        e = ApiError(
            ApiError::Kind::Tls, QStringLiteral("TLS_ERROR"),
            ExtraCertificates::withAdvice(tr("Secure connection failed: %1.").arg(detail), code));
        break;
    case NE::OperationCanceledError:
        if (m_timedOut)
            e = ApiError(ApiError::Kind::Timeout, QStringLiteral("TIMEOUT"),
                         tr("No answer within %n second(s).", nullptr, (m_timeoutMs + 999) / 1000));
        else
            e = ApiError(ApiError::Kind::Cancelled, QStringLiteral("CANCELLED"), tr("Cancelled."));
        break;
    case NE::ContentReSendError:
    case NE::RemoteHostClosedError:
        // ContentReSendError: the service closed the connection after the whole request was
        // sent, and QtNetwork's resend was refused (SendOnce).
        e = ApiError(ApiError::Kind::Network, QStringLiteral("NETWORK_ERROR"),
                     tr("The service closed the connection without answering."));
        break;
    case NE::TimeoutError:
        e = ApiError(ApiError::Kind::Timeout, QStringLiteral("TIMEOUT"),
                     tr("The connection timed out."));
        break;
    default:
        e = ApiError(ApiError::Kind::Network, QStringLiteral("NETWORK_ERROR"),
                     tr("Network error: %1").arg(detail));
        break;
    }
    // A payment request that may have reached the service has an unknown outcome, unless the
    // connection never opened.
    const bool neverConnected =
        code == NE::ConnectionRefusedError || code == NE::HostNotFoundError ||
        code == NE::ProxyConnectionRefusedError || code == NE::ProxyNotFoundError;
    if (isPayment() && !neverConnected)
        e.setOutcomeUnknown(true);
    return e;
}

void ApiReply::onNetworkFinished()
{
    QNetworkReply *reply = m_reply;
    if (!reply || sender() != reply)
        return;
    m_timer.stop();
    m_reply = nullptr;
    reply->deleteLater();

    const QVariant statusAttr = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    m_httpStatus = statusAttr.isValid() ? statusAttr.toInt() : 0;
    readRateLimit(reply);
    m_body = reply->readAll();
    const auto netError = reply->error();
    // Method, path (query values left out), status, time: never headers, keys or bodies.
    qCInfo(lcApi).noquote() << (isIdempotent() ? "GET" : "POST") << m_path << m_httpStatus
                            << QDateTime::currentMSecsSinceEpoch() -
                                   reply->property("paydeskSentMs").toLongLong()
                            << "ms"
                            << (netError == QNetworkReply::NoError || m_httpStatus != 0
                                    ? QString()
                                    : QStringLiteral("network error %1").arg(int(netError)));

    if (m_userAborted) {
        ApiError e = networkError(QNetworkReply::OperationCanceledError, QString());
        finishWith(e);
        return;
    }
    if (m_httpStatus >= 400) {
        const auto retryAfter = retryAfterSeconds(reply);
        ApiError e = ApiError::fromHttp(m_httpStatus, m_body, retryAfter);
        if (isPayment() && m_httpStatus >= 500)
            e.setOutcomeUnknown(true);
        // Only idempotent GETs are ever retried (handleFailure): 429 and any 5xx.
        const bool retryable = m_httpStatus == 429 || m_httpStatus >= 500;
        if (m_httpStatus == 429 && m_client) {
            const qint64 waitMs = qint64(e.retryAfterSeconds().value_or(1)) * 1000;
            m_client->blockKeyFor(waitMs);
        }
        handleFailure(e, retryable, qint64(e.retryAfterSeconds().value_or(0)) * 1000);
        return;
    }
    if (netError != QNetworkReply::NoError) {
        const ApiError e = networkError(netError, reply->errorString());
        handleFailure(e, e.kind() != ApiError::Kind::Tls, 0);
        return;
    }
    QString why;
    if (!parse(m_body, &why)) {
        ApiError e(ApiError::Kind::MalformedResponse, QStringLiteral("MALFORMED_RESPONSE"),
                   tr("Unexpected answer from the service (%1).").arg(why));
        e.setHttpStatus(m_httpStatus);
        if (isPayment())
            e.setOutcomeUnknown(true);
        finishWith(e);
        return;
    }
    finishWith(ApiError());
}

void ApiReply::handleFailure(const ApiError &error, bool retryable, qint64 minDelayMs)
{
    const int maxAttempts = m_client ? m_client->config().maxGetAttempts : 1;
    if (!isIdempotent() || !retryable || m_attempts >= maxAttempts || !m_client) {
        finishWith(error);
        return;
    }
    const ServiceConfig &cfg = m_client->config();
    const qint64 exp = std::min<qint64>(cfg.backoffCapMs, qint64(cfg.backoffBaseMs)
                                                              << std::min(m_attempts - 1, 16));
    const qint64 jitter = QRandomGenerator::global()->bounded(cfg.backoffBaseMs + 1);
    const qint64 delay = std::max(minDelayMs, exp + jitter);
    schedule(delay, error.httpStatus() == 429 ? tr("Rate limited by the service; retrying")
                                              : tr("Retrying after: %1").arg(error.message()));
}

void ApiReply::finishWith(ApiError error)
{
    if (m_finished)
        return;
    if (m_client)
        error.setMessage(m_client->redactSecrets(error.message()));
    m_error = std::move(error);
    m_finished = true;
    m_timer.stop();
    Q_EMIT finished();
}

} // namespace paydesk
