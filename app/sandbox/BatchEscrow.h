#pragma once

#include "BatchEscrowCalls.h"
#include "x402/BatchChannel.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <nlohmann/json.hpp>
#include <optional>

namespace paydesk::sandbox {

class SandboxStore;
class TestUsdc;

// x402BatchSettlement and its ERC-3009 deposit collector, native to the sandbox EVM chain as its
// test USDC is (docs/service-contract.md "Sandbox EVM chain"; x402-foundation/x402
// specs/schemes/batch-settlement/scheme_batch_settlement_evm.md). Per channel (the id is the
// EIP-712 hash of its config): balance, totalClaimed, refundNonce and a pending withdrawal; per
// (receiver, token): what was claimed and what was settled. The escrow's test USDC is the token's
// balance of x402::BatchChannel::contract(). Transactions: deposit (through the ERC-3009 collector
// only: the token's receiveWithAuthorization, nonce keccak256(abi.encode(channelId, salt))),
// claim, settle, refund, initiateWithdraw, finalizeWithdraw; eth_call: channels,
// pendingWithdrawals, refundNonce, receivers, getChannelId. Not implemented: claimWithSignature,
// refundWithSignature, multicall and Permit2 deposits (they revert). A call that fails reverts
// with the contract's error name and changes nothing. State in the store's rows.
class BatchEscrow
{
    Q_DECLARE_TR_FUNCTIONS(BatchEscrow)
public:
    struct Channel
    {
        evm::U256 balance, totalClaimed, refundNonce;
        evm::U256 withdrawAmount;        // the pending withdrawal's amount
        quint64 withdrawInitiatedAt = 0; // its start (block time, seconds); 0: none
    };
    struct Receiver
    {
        evm::U256 claimed, settled; // of one token; claimed - settled is not swept yet
    };
    // Test USDC the escrow moved: its receipt's ERC-20 Transfer logs.
    struct Moved
    {
        evm::EvmAddress from, to;
        evm::U256 value;
    };

    BatchEscrow(TestUsdc *usdc, SandboxStore *store) : m_usdc(usdc), m_store(store) {}
    void load();

    // The channel (all zero when it never existed).
    Channel channel(const QByteArray &channelId) const;
    Receiver receiver(const evm::EvmAddress &receiver, const evm::EvmAddress &token) const;
    // What a facilitator answers of a channel: balance, totalClaimed, withdrawRequestedAt (the
    // pending withdrawal's start), refundNonce; no chargedCumulativeAmount.
    x402::ChannelState state(const QByteArray &channelId) const;
    // A channel snapshot as the scheme's JSON: {channelId, balance, totalClaimed,
    // withdrawRequestedAt (a number), refundNonce, chargedCumulativeAmount when set}.
    static nlohmann::json stateJson(const x402::ChannelState &state);

    // eth_call of the escrow; nullopt with the revert reason.
    std::optional<QByteArray> call(QByteArrayView data, QString *error) const;
    // A transaction from `sender` to `to` (the escrow or the collector) at block time
    // `nowSeconds`: true when it ran (`moved` then lists what moved), false with the revert
    // reason ("execution reverted: <error>"), nothing changed.
    bool execute(const evm::EvmAddress &sender, const evm::EvmAddress &to, QByteArrayView data,
                 qint64 nowSeconds, QList<Moved> *moved, QString *error);
    // Why claim from `sender` would revert now (the error name), or empty.
    QString claimRefusal(const evm::EvmAddress &sender, const QList<VoucherClaim> &claims) const;

private:
    QString deposit(const BatchEscrowCalls::Deposit &d, qint64 now, QList<Moved> *moved);
    QString claim(const evm::EvmAddress &sender, const QList<VoucherClaim> &claims);
    QString settle(const evm::EvmAddress &receiver, const evm::EvmAddress &token,
                   QList<Moved> *moved);
    QString refund(const evm::EvmAddress &sender, const x402::ChannelConfig &config,
                   const evm::U256 &amount, QList<Moved> *moved);
    QString withdraw(const evm::EvmAddress &sender, const x402::BatchSettlementCalls::PayerCall &c,
                     qint64 now, QList<Moved> *moved);
    // Pays `value` of what the escrow holds to `to` (nothing for 0), listed in `moved`.
    QString pay(const evm::EvmAddress &to, const evm::U256 &value, QList<Moved> *moved);
    void save(const QByteArray &channelId);
    void saveReceiver(const QString &key);
    static QString receiverKey(const evm::EvmAddress &receiver, const evm::EvmAddress &token);
    // The claim's rows applied to a copy of the state: the new channels and receivers, or the
    // error name.
    struct ClaimResult
    {
        QString error;
        QHash<QByteArray, Channel> channels;
        QHash<QString, Receiver> receivers;
    };
    ClaimResult applyClaim(const evm::EvmAddress &sender, const QList<VoucherClaim> &claims) const;

    TestUsdc *m_usdc;
    SandboxStore *m_store;
    QHash<QByteArray, Channel> m_channels; // channel id (32 bytes) ->
    QHash<QString, Receiver> m_receivers;  // "<receiver hex>:<token hex>" ->
};

} // namespace paydesk::sandbox
