#pragma once

#include "Message.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <optional>

namespace paydesk::solana {

// One instruction of a message, decoded for execution (sandbox) or display (wallet).
struct DecodedInstruction
{
    enum class Kind
    {
        SystemTransfer,
        SystemAdvanceNonce,
        SystemOther,
        ComputeUnitLimit,
        ComputeUnitPrice,
        ComputeBudgetOther,
        Memo,
        TokenTransferChecked,
        TokenTransfer,
        TokenApprove,
        TokenSetAuthority,
        TokenOther,
        AssociatedTokenCreate,
        Unknown
    };
    Kind kind = Kind::Unknown;
    QByteArray programId;
    QList<QByteArray> accounts;   // resolved static keys; empty for an index into a lookup table
    bool usesLookupTable = false; // any account came from a lookup table
    quint64 lamports = 0;         // SystemTransfer
    quint64 tokenAmount = 0;      // TokenTransferChecked, TokenTransfer, TokenApprove
    quint8 decimals = 0;          // TokenTransferChecked
    quint32 computeUnitLimit = 0;
    quint64 microLamportsPerCu = 0;
    QByteArray memo;
    quint32 discriminator = 0; // the instruction tag as read (System u32, others u8), 0 if none

    // One plain sentence, e.g. "Transfer 0.25 SOL from A to B", "Unknown program X".
    QString describe() const;
};

// Decodes every instruction of `m`. Fails on malformed data for a known program (e.g. a System
// transfer whose data is not 12 bytes, a memo that is not UTF-8, too few accounts) and on an index
// outside the message (possible only for a hand-built Message; decode() rejects those).
std::optional<QList<DecodedInstruction>> decodeInstructions(const Message &m, QString *error);

struct Fees
{
    quint64 signatureFee = 0;
    quint64 priorityFee = 0;
    quint32 computeUnitLimit = 0;
    quint64 microLamportsPerCu = 0;
    quint64 total() const { return signatureFee + priorityFee; }
};

// 5000 lamports per required signature + ceil(limit * price / 1e6); when no SetComputeUnitLimit,
// limit = 200000 per non-compute-budget instruction; the limit is capped at 1400000 (Solana's
// defaults). With several Set* instructions the last wins (the runtime rejects such a tx).
Fees computeFees(const Message &m, const QList<DecodedInstruction> &decoded);

inline constexpr quint64 kLamportsPerSignature = 5000;
inline constexpr quint32 kDefaultUnitsPerInstruction = 200000;
inline constexpr quint32 kMaxComputeUnitLimit = 1400000;

} // namespace paydesk::solana
