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

// The HTTP headers of a paid request (x402-and-chains.md §1.2, §1.3).
class PaymentHeaders
{
public:
    // "X-PAYMENT" (v1) or "PAYMENT-SIGNATURE" (v2).
    static QByteArray proofHeaderName(int x402Version);
    // The header value for a proof made as a v1 payload (ProofCodec): v1 sends it as it is; v2
    // wraps its payload as {x402Version: 2, resource: {url}, accepted: <the option as sent>,
    // payload}. nullopt when `v1Proof` is not base64 JSON.
    static std::optional<QByteArray> proofHeaderValue(int x402Version, const QString &v1Proof,
                                                      const PaymentOption &option,
                                                      const QString &resourceUrl);
    // Decodes whichever of the two response headers is present.
    static Settlement settlement(const QByteArray &xPaymentResponse,
                                 const QByteArray &paymentResponse);
};

} // namespace paydesk::x402
