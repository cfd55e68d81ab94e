#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <functional>

namespace paydesk::x402 {

// What a buyer's signed proof (an x402 PaymentPayload) says, read for a person who checks it
// before it is verified (the Receive page's seller desk): by the scheme client whose proof it is
// (SchemeClient::readProof), so that no view or model knows a family's transaction or
// authorization. Reading checks the form and the signature only; whether the payment is real is
// the verifier's verdict.
struct ProofReading
{
    QString title; // what kind of proof, translated ("EIP-3009 transfer authorization (…)")
    QString error; // the client's form but unreadable (translated); nothing else is then set

    QString payer;
    QString recipient;
    QString amount; // exact decimal text; "" when unknown
    QString symbol;
    QString feePayer;                  // who pays the network fee, when the proof names one
    QStringList instructions;          // one sentence per instruction of a transaction
    QDateTime validAfter, validBefore; // a window (UTC), when the proof has one
    // How long and how often it is good, and whether it is signed, in words (translated).
    QString validity;
    bool signedByPayer = false;
    bool signatureChecked = false; // signedByPayer was checked (a v1 EIP-3009 proof cannot be)
    QString notSigned;             // the warning when it was checked and is not signed
    // The account the proof pays when it is not a wallet (a Solana token account), and whether
    // it is `wallet`'s own; null: the proof pays `recipient` itself.
    QString tokenAccount;
    std::function<bool(const QString &wallet)> paysWallet;
    QString token;             // the token's address, when the proof names one
    bool unknownToken = false; // not in Paydesk's table on the network, or other decimals
};

} // namespace paydesk::x402
