#pragma once
// A fixed SPL payment for tests and benchmarks: 0.01 devnet USDC to the x402
// packages' example seller, with their example facilitator as fee payer. The associated token
// account of the seller for devnet USDC under Token is
// A6cvo72FWB5PKDznP79KJv64DbT1aw7YbEfCm4AALHg8 (computed with @solana/kit 8.4.0).
#include "core/Base58.h"
#include "solana/Programs.h"
#include "solana/SplTransfer.h"

namespace paydesk::testing {

inline constexpr const char *kSplSeller = "2wKupLR9q6wXYppw8Gr2NvWxKBUqm4PPJKkQfoxHDBg4";
inline constexpr const char *kSplSellerUsdcAccount = "A6cvo72FWB5PKDznP79KJv64DbT1aw7YbEfCm4AALHg8";
inline constexpr const char *kSplFacilitator = "EwWqGE4ZFKLofuestmU4LDdK7XM1N4ALgdZccwYugwGd";
inline constexpr const char *kDevnetUsdc = "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU";

inline solana::SplPaymentPlan devnetUsdcPlan(const QByteArray &payer)
{
    solana::SplPaymentPlan plan;
    plan.payer = payer;
    plan.feePayer = base58::decode(QByteArray(kSplFacilitator)).value_or(QByteArray());
    plan.payTo = base58::decode(QByteArray(kSplSeller)).value_or(QByteArray());
    plan.mint = base58::decode(QByteArray(kDevnetUsdc)).value_or(QByteArray());
    plan.tokenProgram = solana::tokenProgramId();
    plan.decimals = 6;
    plan.amount = 10000;
    plan.recentBlockhash = QByteArray(32, '\x07');
    return plan;
}

} // namespace paydesk::testing
