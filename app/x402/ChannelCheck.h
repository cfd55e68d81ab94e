#pragma once

#include "BatchChannel.h"

#include <QCoreApplication>
#include <nlohmann/json.hpp>

namespace paydesk::x402 {

// What a buyer checks of a seller's word about a channel before it signs the next voucher
// (scheme_batch_settlement_evm.md "Client Verification Rules"; docs/protocol-facts.md "EVM
// batch-settlement"). Pure functions of the answer and of what Paydesk journaled.
class ChannelCheck
{
    Q_DECLARE_TR_FUNCTIONS(ChannelCheck)
public:
    struct Expected
    {
        QByteArray channelId;
        evm::U256 charged; // the cumulative charge Paydesk had checked before this request
        evm::U256 amount;  // the request's maximum
        evm::U256 ceiling; // the highest cumulative voucher signed (this request's included)
    };
    struct Verdict
    {
        bool ok = false;
        evm::U256 charge; // this request's charge (ok)
        ChannelState state;
        QString problem; // why not, a sentence (the seller broke the rules, or said nothing)
    };
    // A paid answer's settlement (its JSON): extra.chargedAmount at most the request's amount,
    // extra.channelState of this channel, its chargedCumulativeAmount the previous one plus the
    // charge, a balance that covers it.
    static Verdict answer(const nlohmann::json &settlement, const Expected &expected);
    // A corrective 402's accepts[] (the PAYMENT-REQUIRED document): the entry of this channel,
    // its voucherState signed by `signer` (the payer's own voucher, never above the journaled
    // ceiling) and its chargedCumulativeAmount within that voucher and not below the charge
    // Paydesk had checked (never skipping back). `charge` is the adopted cumulative charge.
    static Verdict correction(const nlohmann::json &paymentRequired, const Expected &expected,
                              quint64 chainId, const evm::EvmAddress &signer);
};

} // namespace paydesk::x402
