#pragma once

#include "Address.h"
#include "Amount.h"
#include "Direction.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace paydesk {

// What a payment is, as the service's records and Paydesk's caches know it: the one type every
// layer shares (the api reads it, the store keeps it, models and views show it).
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
    Direction direction = Direction::Unknown; // as the service said; Unknown when it did not
    QString network;
    QString from;
    QString to;
    std::optional<Amount> amount;
    std::optional<Amount> fee;
    std::optional<Amount> priorityFee;
    // A usage price (x402 upto): the most it authorized; `amount` is then what it was charged.
    std::optional<Amount> maxAmount;
    QString signature;
    std::optional<qint64> blockHeight;
    QString resource;
    QJsonObject metadata;
    QDateTime createdAt;
    QDateTime updatedAt;
    QString error;
    QByteArray raw; // the record's JSON text as the service sent it (api/RecordReader)
    // The asset's symbol ("USDC") when the payment moved a token; empty: the network's native
    // coin. Records Paydesk writes itself (x402 payments signed by a local wallet) carry it.
    QString symbol;

    bool isFinal() const { return isFinalState(state); }
    // The symbol of what `amount` counts: `symbol` (a token), else the network's own coin
    // (Network::coinOf), else the family's ("SOL", "ETH").
    QString assetSymbol() const;
    // The symbol of the network's own coin, which fees are paid in.
    QString coinSymbol() const;
    // `raw` as an object, every field the service sent (non-integer numbers as their exact
    // text); empty when there is none.
    QJsonObject rawObject() const;
    Chain chain() const;
};

} // namespace paydesk
