#pragma once

#include "solana/Transaction.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace paydesk::sandbox {

// What a payment transaction should do.
struct TransferPlan
{
    QByteArray feePayer; // empty = `from`
    QByteArray from, to; // 32-byte keys
    quint64 lamports = 0;
    std::optional<quint64> priorityFeeLamports; // total priority fee; none = no compute budget
    QByteArray memo;                            // empty = no memo
    solana::Message::Version version = solana::Message::Version::Legacy;
    // x402 "exact" shape for a facilitator-paid transaction: SetComputeUnitLimit(20000) and
    // SetComputeUnitPrice(1) always, as the x402 reference client builds it.
    bool x402Defaults = false;
};

// Builds the Solana payment transactions the service hands out or signs: a System transfer,
// compute-budget instructions when a priority fee is asked for, and an optional memo.
class TransferBuilder
{
public:
    // Compute-unit limit used with a priority fee. 1e6 / 200000 = 5 exactly, so any whole
    // number of lamports converts to a unit price without rounding: the fee charged is exactly
    // the fee asked for.
    static constexpr quint32 kUnitLimit = 200000;
    static constexpr quint32 kX402UnitLimit = 20000;

    // floor(priorityLamports * 1e6 / limit): the charged fee ceil(limit * price / 1e6) never
    // exceeds priorityLamports.
    static quint64 microLamportsPerUnit(quint64 priorityLamports, quint32 limit);

    static std::optional<solana::Transaction> build(const TransferPlan &plan,
                                                    const QByteArray &blockhash, QString *error);
    // A transaction that only records `memo`, paid by `feePayer` (the seller's receipt of a
    // settled proof in local mode).
    static std::optional<solana::Transaction> buildMemo(const QByteArray &feePayer,
                                                        const QByteArray &memo,
                                                        std::optional<quint64> priorityFeeLamports,
                                                        const QByteArray &blockhash,
                                                        QString *error);
    // 5000 per signature + priority fee, from the built transaction's own instructions.
    static quint64 feeOf(const solana::Transaction &tx);
};

} // namespace paydesk::sandbox
