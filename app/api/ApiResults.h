#pragma once

#include "core/Address.h"
#include "core/Amount.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace paydesk {

// Success bodies (service-contract.md "Endpoints"), read tolerantly: unknown fields are kept in
// `raw`, numbers may be JSON numbers or decimal strings, times seconds or milliseconds, and only
// the fields without which the answer is useless are required.

enum class PaymentState
{
    Unknown,
    Pending,
    Submitted,
    Confirmed,
    Finalized,
    Failed,
    Expired
};
PaymentState paymentStateFromString(const QString &status);
QString paymentStateName(PaymentState state); // the contract's word, "confirmed"
bool isFinalState(PaymentState state);        // finalized, failed, expired

struct PaymentRecord
{
    QString paymentId;
    QString statusText; // as sent by the service
    PaymentState state = PaymentState::Unknown;
    QString direction; // sent | received
    QString network;
    QString from;
    QString to;
    std::optional<Amount> amount;
    std::optional<Amount> fee;
    std::optional<Amount> priorityFee;
    QString signature;
    std::optional<qint64> blockHeight;
    QString resource;
    QJsonObject metadata;
    QDateTime createdAt;
    QDateTime updatedAt;
    QString error;
    QJsonObject raw;
    QByteArray rawJson; // the record's JSON text as received, when read from a history page
                        // (HistoryPageReader); `raw` is then left empty

    bool isFinal() const { return isFinalState(state); }
    Chain chain() const;
};

struct SendPaymentResult
{
    QString paymentId; // required
    QString signature;
    QString status;
    QString recipient;
    std::optional<Amount> amount;
    std::optional<qint64> blockHeight;
    QDateTime timestamp;
    QString estimatedConfirmation;
    QString paymentProof;
    QJsonObject raw;
};

struct ReceivePaymentResult
{
    bool verified = false;
    QString paymentId;
    QString payer;
    std::optional<Amount> amount;
    QString signature;
    QString status;
    QDateTime timestamp;
    QJsonObject raw;
};

struct HistoryPage
{
    QList<PaymentRecord> payments;
    qint64 total = -1; // -1 when the service does not say
    int limit = 0;
    int offset = 0;
    bool hasMore = false;
    QJsonObject raw;
};

struct UnsignedTransaction
{
    QByteArray transaction; // base64 text, required
    QString encoding;
    QString network;
    QString paymentId;
    QString paymentProof;
    std::optional<qint64> lastValidBlockHeight;
    QDateTime expiresAt;
    QString estimatedConfirmation;
    QJsonObject raw;
};

} // namespace paydesk
