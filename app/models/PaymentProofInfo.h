#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>

namespace paydesk {

// What an X-PAYMENT value says, decoded for a person before it is verified
// (docs/service-contract.md "Payment proofs"): base64 of an x402 v1 PaymentPayload
// {x402Version, scheme, network, payload}, where payload is either settled
// {paymentId, signature, from, to, amount}, an authorization {transaction} (a SOL transfer, or
// an SPL token TransferChecked), or an EIP-3009
// authorization {signature, authorization} (x402's exact EVM scheme).
// Decoding checks the form only; whether the payment is real is the service's verdict.
struct PaymentProofInfo
{
    Q_DECLARE_TR_FUNCTIONS(PaymentProofInfo)
public:
    enum class Kind
    {
        Invalid,
        Settled,
        Authorization,
        Eip3009,
        Permit2
    };
    Kind kind = Kind::Invalid;
    QString error; // why it is Invalid (translated)
    int x402Version = 0;
    QString scheme;
    QString network;
    // settled
    QString paymentId;
    QString signature;
    // both kinds (for an authorization, read from its transfer instruction when possible)
    QString payer;
    QString recipient;
    QString amount; // exact decimal in the native currency, "" when unknown
    QString symbol;
    // authorization
    QString feePayer;
    QStringList instructions; // one sentence per instruction
    bool signedByPayer = false;
    // eip3009: the window (UTC) and whether the signature could be checked (v2 names the
    // token's EIP-712 domain; a v1 proof does not, so its signature is left to the facilitator)
    QDateTime validAfter, validBefore;
    bool signatureChecked = false;
    // an SPL token authorization (x402 `exact` on Solana): the token's mint and program, and
    // the token account it pays (the recipient wallet's associated account, checked in
    // warnings(): the account's owner cannot be read from the proof alone)
    QString mint, tokenProgram, tokenAccount;
    bool unknownToken = false; // not in Paydesk's table on this network, or other decimals

    bool isValid() const { return kind != Kind::Invalid; }
    QString kindLabel() const;
    // What a person should know before verifying, in words: the proof pays another wallet than
    // `wallet`, pays less than `expected` (exact decimal text), or the payer has not signed it.
    QStringList warnings(const QString &wallet, const QString &expected) const;

    static PaymentProofInfo decode(const QString &xPayment);
};

} // namespace paydesk
