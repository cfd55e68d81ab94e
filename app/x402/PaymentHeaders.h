#pragma once

#include "PaymentRequirements.h"

#include <QByteArray>
#include <QString>
#include <nlohmann/json.hpp>
#include <optional>

namespace paydesk::x402 {

// What the seller reports in X-PAYMENT-RESPONSE (v1) / PAYMENT-RESPONSE (v2).
struct Settlement
{
    bool present = false;
    bool success = false;
    QString transaction, network, payer, errorReason;
    nlohmann::json raw;
};

// The HTTP headers of a paid request (docs/protocol-facts.md "x402 versions and headers").
class PaymentHeaders
{
public:
    // "X-PAYMENT" (v1) or "PAYMENT-SIGNATURE" (v2).
    static QByteArray proofHeaderName(int x402Version);
    // The header value for a proof made as a v1 payload (ProofCodec): v1 sends it as it is; v2
    // wraps its payload as {x402Version: 2, resource: {url}, accepted: <the option as sent>,
    // payload, extensions}. nullopt when `v1Proof` is not base64 JSON. `extensions` are the
    // PAYMENT-REQUIRED's: each is echoed; the payment-identifier extension
    // (coinbase/x402 specs/extensions/payment_identifier.md) gets `paymentIdentifier` as its
    // info.id, so a retry of this payment (the journaled value, sent again) carries the same id.
    static std::optional<QByteArray>
    proofHeaderValue(int x402Version, const QString &v1Proof, const PaymentOption &option,
                     const QString &resourceUrl,
                     const nlohmann::json &extensions = nlohmann::json::object(),
                     const QString &paymentIdentifier = {});
    // A fresh payment identifier: "pay_" + 32 random hex digits (16-128 characters of
    // [A-Za-z0-9_-], as the extension asks).
    static QString newPaymentIdentifier();
    // Decodes whichever of the two response headers is present.
    static Settlement settlement(const QByteArray &xPaymentResponse,
                                 const QByteArray &paymentResponse);
};

} // namespace paydesk::x402
