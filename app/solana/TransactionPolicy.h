#pragma once

#include "InstructionDecoder.h"
#include "Transaction.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <optional>

namespace paydesk::solana {

// What the user asked for: the yardstick a service-built transaction is held against.
struct PaymentExpectation
{
    enum class Role
    {
        Payer, // local send: we pay the fee and the amount
        Payee  // local receive: we co-sign as fee payer of a buyer-signed transfer to us
    };
    Role role = Role::Payer;
    QByteArray ourKey;    // 32 bytes: the wallet that will sign
    QByteArray feePayer;  // expected key 0 (our key in both local modes)
    QByteArray source;    // expected transfer source; empty = any key but ours (Payee)
    QByteArray recipient; // expected transfer destination
    quint64 lamports = 0; // exact amount
    quint64 maxPriorityFeeLamports = 0;
    std::optional<QByteArray> memo; // when set, exactly one memo with these bytes is required
    QString network;                // shown in the review ("solana-sandbox", "devnet" ...)
    QDateTime expiresAt;            // from the service; invalid = unknown
    std::optional<quint64> lastValidBlockHeight;
    std::optional<quint64> currentBlockHeight; // from the user's RPC, when fetched
    QDateTime now;                             // invalid = current time
    int minSecondsLeft = 10;
    // x402 authorization (extra.feePayer): key 0 is the seller's facilitator, who signs after us.
    bool feePayerSignsLater = false;
};

// Everything a review dialog shows, and the verdict.
struct TransactionReview
{
    enum class Refusal
    {
        None,
        Malformed,          // cannot be decoded or inspected
        WrongFeePayer,      // key 0 is not who should pay the fee
        NotOurSignature,    // our wallet is not a required signer
        ExtraSigners,       // someone else's signature would be required
        MissingCoSignature, // Payee: the buyer's signature is absent or invalid
        LookupTables,       // accounts come from address lookup tables we cannot check
        NoTransfer,         // no transfer at all
        SecondTransfer,     // more than one transfer
        WrongRecipient,
        WrongAmount,
        WrongSource,     // the money comes from another account than expected
        DurableNonce,    // advances a durable nonce (a transaction that never expires)
        TokenApproval,   // lets someone spend tokens
        AuthorityChange, // changes who controls an account
        UnexpectedInstruction,
        UnknownProgram,
        ConflictingBudget, // several compute-unit limits or prices
        PriorityFeeTooHigh,
        WrongMemo,
        Expired,
        TooLittleTime
    };

    bool ok() const { return refusal == Refusal::None; }
    Refusal refusal = Refusal::Malformed;
    QString reason; // a sentence a person understands; empty when ok

    QList<DecodedInstruction> instructions;
    QStringList descriptions; // one plain sentence per instruction
    Fees fees;                // signature fee + priority fee (lamports)
    QString network;
    QString feePayer, from, to; // base58
    quint64 lamports = 0;
    QDateTime expiresAt;
    qint64 secondsLeft = -1; // -1 when unknown
    int ourSignerIndex = -1;

    // "Pay 0.25 SOL from A to B; network fee 0.000005 SOL paid by you (...)" for the CLI; says
    // who pays the fee (us as fee payer, or the seller's fee payer in an x402 authorization).
    QString summary() const;
    static QString refusalCode(Refusal r); // stable English code for logs and JSON
};

// Holds a decoded transaction against a PaymentExpectation (docs/protocol-facts.md "Checking a
// Solana transaction before signing") and refuses, with a reason, anything but exactly the payment
// asked for: one System transfer of the exact amount between the expected accounts, optionally
// compute-budget limit/price within the user's cap and memos; no other program, no lookup tables,
// no extra signer, enough time.
class TransactionPolicy
{
    Q_DECLARE_TR_FUNCTIONS(TransactionPolicy)
public:
    static TransactionReview review(const Transaction &tx, const PaymentExpectation &expect);
    static QString formatSol(quint64 lamports); // exact, "0.000005"
};

} // namespace paydesk::solana
