#pragma once

#include "core/Address.h"
#include "core/ApiError.h"

#include <QByteArray>
#include <QDateTime>
#include <QElapsedTimer>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrlQuery>

namespace paydesk {

class ServiceClient;

// X-RateLimit-* of the last answer (docs/service-contract.md "Envelope"); -1 / invalid when absent.
struct RateLimitInfo
{
    int limit = -1;
    int remaining = -1;
    QDateTime reset;
};

// One call to the payment service: an object with a finished() signal (never a blocking wait).
// It waits for the client-side rate limiter, sends, applies the timeout, retries idempotent GETs
// on 429 / 5xx / network trouble with exponential backoff and jitter, and ends with either a
// parsed result (in the typed subclass) or an ApiError. POSTs are sent exactly once.
// The reply is a child of the ServiceClient; call deleteLater() when done with it.
class ApiReply : public QObject
{
    Q_OBJECT
public:
    enum class Endpoint
    {
        PaymentSend,
        PaymentReceive,
        PaymentStatus,
        PaymentHistory,
        TransactionSend,
        TransactionReceive
    };

    Endpoint endpoint() const { return m_endpoint; }
    bool isFinished() const { return m_finished; }
    bool ok() const { return m_finished && !m_error.isError(); }
    const ApiError &error() const { return m_error; }
    int httpStatus() const { return m_httpStatus; }
    QByteArray body() const { return m_body; }
    RateLimitInfo rateLimit() const { return m_rateLimit; }
    int attempts() const { return m_attempts; }
    // True once bytes of the request may have reached the service.
    bool mayHaveReachedService() const { return m_sent; }
    // Cancels: finishes with Kind::Cancelled (or, for a payment already sent, outcome unknown).
    void abort();

Q_SIGNALS:
    void finished();
    // The call waits `ms` before its next attempt (rate limit or retry); for "retrying in N s".
    void waiting(qint64 ms, const QString &reason);

protected:
    ApiReply(ServiceClient *client, Endpoint endpoint, QNetworkAccessManager::Operation op,
             QString path, QUrlQuery query, QByteArray body, Chain chain, int timeoutMs);
    // Parses a 2xx body into the typed result; false + reason when it is unusable.
    virtual bool parse(const QByteArray &body, QString *why) = 0;
    Chain chain() const { return m_chain; }

private:
    friend class ServiceClient;
    bool isIdempotent() const { return m_op == QNetworkAccessManager::GetOperation; }
    bool isPayment() const { return m_endpoint == Endpoint::PaymentSend; }
    void schedule(qint64 delayMs, const QString &reason);
    void attempt();
    void onNetworkFinished();
    void onTimeout();
    void handleFailure(const ApiError &error, bool retryable, qint64 minDelayMs);
    void finishWith(ApiError error);
    void readRateLimit(QNetworkReply *reply);
    std::optional<int> retryAfterSeconds(QNetworkReply *reply) const;
    ApiError networkError(QNetworkReply::NetworkError code, const QString &detail) const;

    QPointer<ServiceClient> m_client;
    Endpoint m_endpoint;
    QNetworkAccessManager::Operation m_op;
    QString m_path;
    QUrlQuery m_query;
    QByteArray m_requestBody;
    QByteArray m_idempotencyKey; // POSTs: the same on every attempt of this call
    Chain m_chain;
    int m_timeoutMs;

    QPointer<QNetworkReply> m_reply;
    QTimer m_timer; // timeout of the current attempt, or the wait before the next
    bool m_waiting = false;
    bool m_timedOut = false;
    bool m_userAborted = false;
    bool m_sent = false;
    bool m_finished = false;
    int m_attempts = 0;
    int m_httpStatus = 0;
    QByteArray m_body;
    RateLimitInfo m_rateLimit;
    ApiError m_error;
};

} // namespace paydesk
