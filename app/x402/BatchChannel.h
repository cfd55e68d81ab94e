#pragma once

#include "core/SecureBytes.h"
#include "evm/EvmAddress.h"
#include "evm/U256.h"

#include <QCoreApplication>
#include <nlohmann/json.hpp>
#include <optional>

namespace paydesk::x402 {

// The channel of x402's `batch-settlement` scheme on EVM networks (docs/protocol-facts.md "EVM
// batch-settlement"; x402-foundation/x402 specs/schemes/batch-settlement/
// scheme_batch_settlement_evm.md): the payer deposits once into x402BatchSettlement's escrow,
// then signs a cumulative voucher per request. A channel is named by the EIP-712 hash of its
// immutable config under the "x402 Batch Settlement" domain, so the same config names another
// channel on another chain.
struct ChannelConfig
{
    evm::EvmAddress payer, payerAuthorizer, receiver, receiverAuthorizer, token;
    quint64 withdrawDelay = 0; // seconds, a uint40 (15 minutes to 30 days)
    QByteArray salt;           // 32 bytes

    // hashStruct(ChannelConfig).
    QByteArray structHash() const;
    // {payer, payerAuthorizer, receiver, receiverAuthorizer, token, withdrawDelay (a number),
    // salt ("0x" + 64 hex)}: addresses checksummed.
    nlohmann::json toJson() const;
    // The same shape, checked strictly; nullopt and a sentence naming the field otherwise.
    static std::optional<ChannelConfig> fromJson(const nlohmann::json &j, QString *error);
};

// One voucher: the most the receiver may claim from the channel in all (cumulative).
struct ChannelVoucher
{
    QByteArray channelId;         // 32 bytes
    evm::U256 maxClaimableAmount; // at most 2^128 - 1
    QByteArray signature;         // 65 bytes r || s || v

    // {channelId ("0x" + 64 lower-case hex), maxClaimableAmount (decimal), signature}.
    nlohmann::json toJson() const;
    static std::optional<ChannelVoucher> fromJson(const nlohmann::json &j, QString *error);
};

// What a seller says of a channel (a payment response's extra.channelState, a corrective 402's).
struct ChannelState
{
    QByteArray channelId;
    evm::U256 balance, totalClaimed, refundNonce;
    std::optional<evm::U256> chargedCumulativeAmount;
    quint64 withdrawRequestedAt = 0;
    static std::optional<ChannelState> fromJson(const nlohmann::json &j, QString *error);
};

class BatchChannel
{
    Q_DECLARE_TR_FUNCTIONS(BatchChannel)
public:
    // x402BatchSettlement and its deposit collectors, the same on every chain (@x402/evm 2.27.0
    // batch-settlement constants).
    static const evm::EvmAddress &contract();
    static const evm::EvmAddress &erc3009Collector();
    static const evm::EvmAddress &permit2Collector();
    static constexpr quint64 kMinWithdrawDelay = 900;        // 15 minutes
    static constexpr quint64 kMaxWithdrawDelay = 30 * 86400; // 30 days

    // The domain separator of {name "x402 Batch Settlement", version "1", chainId, contract}.
    static QByteArray domainSeparator(quint64 chainId);
    // The channel's id: the EIP-712 digest of its config on `chainId`.
    static QByteArray channelId(const ChannelConfig &config, quint64 chainId);
    // The digest a voucher signs: Voucher(bytes32 channelId,uint128 maxClaimableAmount).
    static QByteArray voucherDigest(const QByteArray &channelId, const evm::U256 &maxClaimable,
                                    quint64 chainId);
    // A voucher signed with `key` (its signer recovered and compared with `signer` once);
    // nullopt and a sentence when the amount passes uint128 or the key is not the signer's.
    static std::optional<ChannelVoucher> signVoucher(const QByteArray &channelId,
                                                     const evm::U256 &maxClaimable, quint64 chainId,
                                                     const SecureBytes &key,
                                                     const evm::EvmAddress &signer, QString *error);
    // Who signed `voucher` on `chainId`; nullopt when nobody.
    static std::optional<evm::EvmAddress> voucherSigner(const ChannelVoucher &voucher,
                                                        quint64 chainId);
    // An ERC-3009 deposit's nonce: keccak256(abi.encode(channelId, salt)).
    static QByteArray depositNonce(const QByteArray &channelId, const evm::U256 &salt);
    // The digest of the token's ReceiveWithAuthorization(from, to = the ERC-3009 collector,
    // value, validAfter, validBefore, nonce) in the token's own domain.
    static QByteArray receiveAuthorizationDigest(const evm::EvmAddress &from,
                                                 const evm::U256 &value, quint64 validAfter,
                                                 quint64 validBefore, const QByteArray &nonce,
                                                 const QString &tokenName,
                                                 const QString &tokenVersion, quint64 chainId,
                                                 const evm::EvmAddress &token);
};

} // namespace paydesk::x402
