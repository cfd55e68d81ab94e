#pragma once

#include "core/Address.h"
#include "core/Amount.h"
#include "core/PaymentRecord.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace paydesk {

// Success bodies (docs/service-contract.md "Endpoints"), read tolerantly: unknown fields are kept
// in `raw`, numbers may be JSON numbers or decimal strings, times seconds or milliseconds, and only
// the fields without which the answer is useless are required.

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
