#pragma once

#include "core/Address.h"

#include <QString>

namespace paydesk::x402 {

// Network ids of x402 (shared/spec x402-and-chains.md §1.3): v1 names ("base", "solana-devnet")
// and v2 CAIP-2 ids ("eip155:8453", "solana:EtWT..."). Paydesk compares networks by one
// canonical id: the v1 name where one exists, else the CAIP-2 id as sent.
class Networks
{
public:
    static QString canonical(const QString &network);
    static Chain family(const QString &network); // Solana, Evm, or Unknown
    // True for the ids in the table (as opposed to syntactically plausible unknown ones).
    static bool isKnown(const QString &network);
    // The token symbol and decimals of a well-known asset (USDC); false when unknown.
    static bool knownAsset(const QString &asset, QString *symbol, int *decimals);
    // Marks a price in the chain's native currency (the System program id; Paydesk's sandbox).
    static bool isSolanaNative(const QString &asset);
};

} // namespace paydesk::x402
