#pragma once

#include "BatchChannel.h"

#include <QByteArrayView>
#include <optional>

namespace paydesk::x402 {

// The ABI of x402BatchSettlement's functions a payer and its wallet use, one codec for the client
// and the sandbox chain (docs/protocol-facts.md "EVM batch-settlement"; the function signatures
// are those of @x402/evm 2.27.0's batch-settlement ABI). A ChannelConfig is a static tuple: seven
// head words in field order.
class BatchSettlementCalls
{
public:
    static constexpr const char *kConfigTuple =
        "(address,address,address,address,address,uint40,bytes32)";
    // Selectors of the functions below (keccak-256 of their canonical signatures).
    static quint32 initiateWithdrawSelector();   // initiateWithdraw(config,uint128)
    static quint32 finalizeWithdrawSelector();   // finalizeWithdraw(config)
    static quint32 channelsSelector();           // channels(bytes32) -> (uint128, uint128)
    static quint32 pendingWithdrawalsSelector(); // pendingWithdrawals(bytes32) -> (uint128,uint40)
    static quint32 refundNonceSelector();        // refundNonce(bytes32) -> uint256

    // The seven words of a config; and read back from seven words (strict: addresses with zero
    // high bytes, withdrawDelay within uint40).
    static QByteArray configWords(const ChannelConfig &config);
    static std::optional<ChannelConfig> readConfigWords(QByteArrayView words);

    // The payer's escape hatch: start a timed withdrawal of `amount`, then finish it once the
    // config's withdrawDelay has passed.
    static QByteArray initiateWithdrawCall(const ChannelConfig &config, const evm::U256 &amount);
    static QByteArray finalizeWithdrawCall(const ChannelConfig &config);

    // Views.
    static QByteArray channelsCall(const QByteArray &channelId);
    static QByteArray pendingWithdrawalsCall(const QByteArray &channelId);
    static QByteArray refundNonceCall(const QByteArray &channelId);
    struct Channel
    {
        evm::U256 balance, totalClaimed;
    };
    struct PendingWithdrawal
    {
        evm::U256 amount;
        quint64 initiatedAt = 0; // seconds since 1970; 0: none
    };
    // Return data read strictly (two words, uint128 and uint40 in range); nullopt otherwise.
    static std::optional<Channel> readChannels(QByteArrayView returnData);
    static std::optional<PendingWithdrawal> readPendingWithdrawal(QByteArrayView returnData);

    // A call of either payer function read back: which, the config and the amount (0 for
    // finalize); nullopt when `data` is neither.
    struct PayerCall
    {
        bool initiate = false;
        ChannelConfig config;
        evm::U256 amount;
    };
    static std::optional<PayerCall> readPayerCall(QByteArrayView data);
};

} // namespace paydesk::x402
