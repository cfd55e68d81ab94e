#pragma once

#include "core/Amount.h"

#include <QString>

namespace paydesk::solana {

inline constexpr int kSolDecimals = 9; // 1 SOL = 10^9 lamports

// Exact decimal SOL text of a lamport count: 250000000 -> "0.25".
inline QString lamportsToSol(quint64 lamports)
{
    return Amount::fromUnits(Amount::Units(lamports), kSolDecimals).toString();
}

} // namespace paydesk::solana
