#pragma once

#include "core/Amount.h"

#include <QByteArrayView>
#include <QString>
#include <optional>

namespace paydesk {

// One frame of the live payment events (docs/service-contract.md, "Live payment events"), read
// strictly: a frame that is not what the contract says is `Invalid` with the reason, and the
// stream logs and drops it. Nothing here trusts the service: ids must be positive integers,
// an amount must be an exact decimal within its asset's decimals, a kind Paydesk does not know
// is `Unknown` (ignored, as the contract asks).
struct EventFrame
{
    enum class Type
    {
        Invalid,
        Welcome,
        Event,
        Gap,
        Heartbeat,
        Pong,
        Error,
        Unknown // a type or an event kind this version does not know
    };
    enum class Kind
    {
        None,
        PaymentCreated,
        PaymentStatus,
        PaymentConfirmed,
        PaymentFailed,
        PaymentReceived,
        BuildExpiring
    };
    static constexpr qsizetype kMaxBytes = 64 * 1024; // the contract's largest server frame

    Type type = Type::Invalid;
    QString why; // Invalid: what is wrong

    // Welcome
    quint64 lastEventId = 0;
    int heartbeatMs = 0;
    bool resumed = false;
    // Event
    quint64 eventId = 0;
    Kind kind = Kind::None;
    QString kindName; // as sent (also for Unknown)
    qint64 timeMs = 0;
    QString paymentId, wallet, from, network, status, signature;
    std::optional<Amount> amount; // in the asset's unit
    QString assetSymbol, assetAddress;
    qint64 expiresAtMs = 0; // build.expiring
    // Gap
    quint64 gapFrom = 0, gapTo = 0;
    // Error / failed event
    QString errorCode, errorMessage;

    bool isPaymentEvent() const { return type == Type::Event && kind != Kind::BuildExpiring; }

    static EventFrame read(QByteArrayView bytes);
    static QString kindText(Kind kind); // "payment.created", ...
};

} // namespace paydesk
