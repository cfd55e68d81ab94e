#pragma once

#include "x402/BatchChannel.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <optional>

namespace paydesk::sandbox {

class SandboxStore;

// What the demo seller keeps of one batch-settlement channel (x402-foundation/x402
// specs/schemes/batch-settlement/scheme_batch_settlement_evm.md "Server: State & Forwarding"):
// the config, the charges so far, the latest voucher the payer signed, and the escrow's state as
// last seen (balance, totalClaimed, withdrawRequestedAt, refundNonce).
struct SellerChannel
{
    x402::ChannelConfig config;
    evm::U256 chargedCumulativeAmount;
    evm::U256 signedMaxClaimable; // of the latest voucher; with `signature` empty: none yet
    QByteArray signature;
    x402::ChannelState onchain; // mirrored; its chargedCumulativeAmount unset
    qint64 lastRequestMs = 0;
};

// The demo seller's channels by id, each kept in its own row of the store (a restart keeps them;
// a channel forgotten is recovered from the chain as the scheme says: charged = totalClaimed).
class SellerChannels
{
public:
    explicit SellerChannels(SandboxStore *store) : m_store(store) {}
    void load();

    std::optional<SellerChannel> find(const QByteArray &channelId) const;
    void put(const QByteArray &channelId, const SellerChannel &channel);
    void forget(const QByteArray &channelId);
    QList<QByteArray> ids() const { return m_channels.keys(); }

private:
    SandboxStore *m_store;
    QHash<QByteArray, SellerChannel> m_channels;
};

} // namespace paydesk::sandbox
