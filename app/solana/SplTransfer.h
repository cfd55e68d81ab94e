#pragma once

#include "Transaction.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <optional>

namespace paydesk::solana {

// What one x402 `exact` payment in an SPL token is (docs/protocol-facts.md "SVM exact scheme"): the
// buyer moves `amount` of `mint` from its associated token account to the seller's, and the
// seller's facilitator pays the network fee and signs last.
struct SplPaymentPlan
{
    // x402 defaults (docs/protocol-facts.md "SVM exact scheme").
    static constexpr quint32 kComputeUnitLimit = 20000;
    static constexpr quint64 kMicroLamportsPerCu = 1;
    // The facilitators' cap on the compute-unit price (5 lamports per unit).
    static constexpr quint64 kMaxMicroLamportsPerCu = 5000000;
    static constexpr qsizetype kMaxMemoBytes = 256;

    QByteArray payer;    // the buyer's wallet (32 bytes): the transfer's authority
    QByteArray feePayer; // extra.feePayer: key 0, signs after the buyer
    QByteArray payTo;    // the seller's wallet; the money goes to its associated token account
    QByteArray mint, tokenProgram;
    quint8 decimals = 0;
    quint64 amount = 0;             // atomic units, exactly the price
    std::optional<QByteArray> memo; // v2: extra.memo or 16 random bytes in hex; v1: none
    quint32 computeUnitLimit = kComputeUnitLimit;
    quint64 microLamportsPerCu = kMicroLamportsPerCu;
    QByteArray recentBlockhash; // 32 bytes

    QByteArray source() const;      // ATA(payer, mint)
    QByteArray destination() const; // ATA(payTo, mint)
};

// Builds and checks the transaction of an SplPaymentPlan: a v0 message, fee payer first, then
// SetComputeUnitLimit, SetComputeUnitPrice, TransferChecked and, when planned, one Memo. The
// order and the count are what the x402 facilitators verify (v1: exactly three instructions).
class SplTransfer
{
    Q_DECLARE_TR_FUNCTIONS(SplTransfer)
public:
    // The unsigned transaction (two signature slots: the fee payer's, then the buyer's), checked
    // with verify() before it is handed out; nullopt with a sentence when the plan is unsafe.
    static std::optional<Transaction> build(const SplPaymentPlan &plan, QString *error);
    // Whether `m` is exactly the plan's payment, read back from the bytes: the instructions
    // above and nothing else; the fee payer in no instruction (so it cannot be the authority or
    // the source); only the fee payer and the buyer sign; the destination is the seller's
    // associated account; the amount, decimals, mint and program as planned; a price within the
    // facilitators' cap; no lookup tables.
    static bool verify(const Message &m, const SplPaymentPlan &plan, QString *error);
    // 16 random bytes as 32 hex digits (the reference client's memo when the seller gives none).
    static QByteArray randomMemo();

private:
    // verify() with the plan's two associated accounts already derived (each derivation is a
    // PDA search; build() derives them once for both steps).
    static bool verifyWith(const Message &m, const SplPaymentPlan &plan, const QByteArray &source,
                           const QByteArray &destination, QString *error);
};

} // namespace paydesk::solana
