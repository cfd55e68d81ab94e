#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

// The X-PAYMENT value (service-contract.md "Payment proofs"; x402-and-chains.md §1): one codec
// for the client (decoding what a buyer sends) and the sandbox (issuing and verifying).

namespace paydesk::x402 {

// A decoded payment proof (the X-PAYMENT value of service-contract.md): base64 of an x402
// PaymentPayload, v1 {x402Version: 1, scheme, network, payload} or v2 {x402Version: 2,
// accepted: {scheme, network, ...}, payload}. Two payload kinds:
//   settled:       {paymentId, signature, from, to, amount}  (already on the ledger)
//   authorization: {transaction}  (buyer-signed, seller pays the fee; not yet broadcast)
struct DecodedProof
{
    enum class Kind
    {
        Settled,
        Authorization
    };
    Kind kind = Kind::Settled;
    int x402Version = 1;
    QString scheme, network;
    QString paymentId, signature, from, to, amount; // settled
    QString transaction;                            // authorization: base64 wire transaction
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
