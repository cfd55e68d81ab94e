#pragma once

#include "Transaction.h"
#include "TransactionPolicy.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <optional>

namespace paydesk::solana {

// One payment in native SOL, built by Paydesk itself (no service asked): a System transfer of
// `lamports` from the buyer to the seller. Two forms (docs/protocol-facts.md "SVM exact
// scheme"): the buyer pays the network fee and broadcasts (a legacy message, fee payer = buyer,
// transfer and an optional memo), or the seller's facilitator pays it and signs last (a v0
// message with the x402 compute-budget defaults before the transfer, as for a token).
struct SolPaymentPlan
{
    QByteArray payer;               // the buyer's wallet (32 bytes)
    QByteArray feePayer;            // the buyer's wallet, or the seller's facilitator
    QByteArray payTo;               // the seller's wallet
    quint64 lamports = 0;           // exactly the price
    std::optional<QByteArray> memo; // one memo with these bytes, when set
    QByteArray recentBlockhash;     // 32 bytes

    bool facilitatorPays() const { return feePayer != payer; }
    // The payment a PaymentExpectation describes (the buyer's side: its key, the fee payer, the
    // recipient, the lamports and the memo), on `recentBlockhash`.
    static SolPaymentPlan of(const PaymentExpectation &expected, const QByteArray &recentBlockhash);
};

class SolTransfer
{
    Q_DECLARE_TR_FUNCTIONS(SolTransfer)
public:
    // The unsigned transaction; nullopt with a sentence when the plan cannot be built (a key of
    // the wrong size, nothing to pay, a memo too long for a transaction).
    static std::optional<Transaction> build(const SolPaymentPlan &plan, QString *error);
};

} // namespace paydesk::solana
