#pragma once

#include "ApiError.h"
#include "core/Address.h"

#include <QJsonObject>
#include <QString>
#include <optional>

namespace paydesk {

// Request bodies of the interface (docs/service-contract.md "Requests and limits"). Fields hold
// what the user typed; validate() checks every rule before anything is sent and names the failing
// field; body() writes the JSON with optional fields omitted when unset and amounts as exact
// decimals.

// POST /payment/send and POST /transaction/send (same fields).
struct SendPaymentRequest
{
    QString walletAddress;
    QString recipientAddress;
    QString amount;                  // decimal text in the chain's native currency
    std::optional<QString> resource; // URL
    std::optional<QJsonObject> metadata;
    std::optional<QString> priorityFee; // unset or "auto" = automatic
    // Sent as the Idempotency-Key header, never in the body: one key per payment the user
    // approved, the same on every retry of it. Empty: the client makes a fresh one per call.
    QString idempotencyKey;

    std::optional<ApiError> validate() const;
    QByteArray body() const; // call after validate()
    Chain chain() const;
};

// POST /payment/receive (hosted: timeout) and POST /transaction/receive (local: priorityFee).
struct ReceivePaymentRequest
{
    enum class Mode
    {
        Hosted,
        Local
    };
    QString walletAddress;
    QString paymentProof; // the X-PAYMENT value
    QString expectedAmount;
    std::optional<QString> resource;
    std::optional<QString> facilitatorUrl;
    std::optional<int> timeoutSeconds;  // hosted only; default 30 on the service
    std::optional<QString> priorityFee; // local only
    QString idempotencyKey;             // as in SendPaymentRequest

    std::optional<ApiError> validate(Mode mode) const;
    QByteArray body(Mode mode) const;
    Chain chain() const;
};

// An Idempotency-Key value: 1 to 255 printable ASCII characters (service-contract addendum in
// docs/service-contract.md). Empty is fine (a fresh key is made).
std::optional<ApiError> validateIdempotencyKey(const QString &key);
// A fresh key: a random UUID (122 random bits), e.g. "5f0c...-...".
QString newIdempotencyKey();

// GET /payment/history/{walletAddress}
struct HistoryQuery
{
    QString walletAddress;
    QString type = QStringLiteral("all"); // sent | received | all
    int limit = 50;
    int offset = 0;

    std::optional<ApiError> validate() const;
};

} // namespace paydesk
