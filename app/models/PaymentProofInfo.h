#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <functional>

namespace paydesk {

// What an X-PAYMENT value says, decoded for a person before it is verified
// (docs/service-contract.md "Payment proofs"): base64 of an x402 PaymentPayload
// {x402Version, scheme, network, payload}, where payload is either settled
// {paymentId, signature, from, to, amount} (the service's own proof) or a buyer's signed
// authorization, read by the scheme client whose form it is (x402::SchemeClient::readProof: a
// Solana transaction, an EIP-3009 or Permit2 authorization, a registered scheme's).
// Decoding checks the form only; whether the payment is real is the service's verdict.
struct PaymentProofInfo
{
    Q_DECLARE_TR_FUNCTIONS(PaymentProofInfo)
public:
    enum class Kind
    {
        Invalid,
        Settled,      // already on the ledger
        Authorization // signed by the buyer, not yet settled
    };
    Kind kind = Kind::Invalid;
    QString error; // why it is Invalid (translated)
    int x402Version = 0;
    QString scheme;
    QString network;
    QString title; // an authorization's kind, in words (its scheme client's)
    // settled
    QString paymentId;
    QString signature;
    // both kinds
    QString payer;
    QString recipient;
    QString amount; // exact decimal text, "" when unknown
    QString symbol;
    // an authorization (x402::ProofReading)
    QString feePayer;
    QStringList instructions; // one sentence per instruction
    QDateTime validAfter, validBefore;
    QString validity;
    bool signedByPayer = false;
    bool signatureChecked = false;
    QString notSigned;
    QString tokenAccount; // the account it pays when not a wallet (paysWallet says whose)
    std::function<bool(const QString &wallet)> paysWallet;
    QString token;
    bool unknownToken = false; // not in Paydesk's table on this network, or other decimals

    bool isValid() const { return kind != Kind::Invalid; }
    QString kindLabel() const;
    // What a person should know before verifying, in words: the proof pays another wallet than
    // `wallet`, pays less than `expected` (exact decimal text), the payer has not signed it, or
    // its window has passed.
    QStringList warnings(const QString &wallet, const QString &expected) const;

    static PaymentProofInfo decode(const QString &xPayment);
};

} // namespace paydesk
