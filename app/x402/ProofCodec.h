#pragma once

#include "x402/BatchPayload.h"
#include "x402/Eip3009.h"
#include "x402/Permit2.h"

#include <QByteArray>
#include <QString>
#include <optional>

// The X-PAYMENT value (docs/service-contract.md "Payment proofs"; docs/protocol-facts.md "x402
// versions and headers"): one codec for the client (decoding what a buyer sends) and the sandbox
// (issuing and verifying).

namespace paydesk::x402 {

// A decoded payment proof (the X-PAYMENT value of docs/service-contract.md "Payment proofs"):
// base64 of an x402 PaymentPayload, v1 {x402Version: 1, scheme, network, payload} or v2
// {x402Version: 2, accepted: {scheme, network, ...}, payload}. Three payload kinds:
//   settled:       {paymentId, signature, from, to, amount}  (already on the ledger)
//   authorization: {transaction}  (buyer-signed, seller pays the fee; not yet broadcast)
//   eip3009:       {signature, authorization: {from, to, value, validAfter, validBefore, nonce}}
//                  (x402's exact EVM scheme: the facilitator submits it)
//   permit2:       {signature, permit2Authorization: {from, permitted, spender, nonce, deadline,
//                  witness}} (the same scheme when the seller asks for Permit2; and the
//                  `upto` scheme, whose witness names the facilitator: its only form)
//   channel:       a batch-settlement deposit, voucher or refund (x402 v2 only)
struct DecodedProof
{
    enum class Kind
    {
        Settled,
        Authorization,
        Eip3009,
        Permit2,
        Channel
    };
    Kind kind = Kind::Settled;
    int x402Version = 1;
    QString scheme, network;
    QString paymentId, signature, from, to, amount; // settled
    QString transaction;                            // authorization: base64 wire transaction
    // eip3009: the authorization (from, to and amount = value in atomic units are set too),
    // its 65-byte signature, and what v2's `accepted` names (asset, extra.name/version).
    std::optional<TransferAuthorization> eip3009;
    QByteArray eip3009Signature;
    QString asset, domainName, domainVersion;
    // permit2: {signature, permit2Authorization} (the x402 proxy moves it through Permit2);
    // its 65-byte signature is in eip3009Signature, from, to and amount are set too.
    std::optional<Permit2Authorization> permit2;
    // channel: x402 v2 `batch-settlement` (BatchPayload); from = the config's payer, to = its
    // receiver, amount = the voucher's cumulative maxClaimableAmount, asset = its token.
    std::optional<BatchPayload> channel;
};

class ProofCodec
{
public:
    // nullopt with a short reason (x402 style: invalid_payload, invalid_scheme, ...) and a
    // sentence when the text is not such a proof.
    static std::optional<DecodedProof> decode(const QString &text, QString *reason,
                                              QString *message);
    // The settled-kind X-PAYMENT value of a transfer already on the ledger. `amount` is exact
    // decimal text in the chain's currency.
    static QString encodeSettled(const QString &network, const QString &paymentId,
                                 const QString &signature, const QString &from, const QString &to,
                                 const QString &amount);
    // The authorization-kind X-PAYMENT value carrying a buyer-signed transaction.
    static QString encodeAuthorization(const QString &network, const QString &transactionBase64);
    // The x402 v2 (CAIP-2 style) id of a v1 network name: "solana-sandbox" -> "solana:sandbox",
    // "solana-devnet" -> "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1", ...
    static QString caip2(const QString &network);
    // Base64 of a compact JSON text (X-PAYMENT-RESPONSE, PAYMENT-REQUIRED ...).
    static QString base64Json(const QByteArray &json);
};

} // namespace paydesk::x402
