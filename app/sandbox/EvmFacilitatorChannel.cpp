// EvmFacilitator's x402 `batch-settlement` (x402-foundation/x402
// specs/schemes/batch-settlement/scheme_batch_settlement_evm.md "Facilitator Interface" and
// "Verification Rules"; docs/service-contract.md "Sandbox EVM chain"): verify a deposit, voucher
// or refund against the native x402BatchSettlement (BatchEscrow); settle deposits, refunds, claims
// and sweeps as this facilitator's account, every channel's receiverAuthorizer.
#include "EvmChain.h"
#include "EvmFacilitator.h"
#include "TestUsdc.h"
#include "evm/Eip712.h"
#include "evm/EvmRpcClient.h"

#include <QSet>

namespace paydesk::sandbox {

using evm::EvmAddress;
using evm::U256;
using x402::BatchChannel;
using x402::BatchPayload;

namespace {

// The scheme's reason codes all start so.
QString channelReason(const char *reason)
{
    return QStringLiteral("invalid_batch_settlement_evm_") + QLatin1String(reason);
}
} // namespace

x402::ChannelState EvmFacilitator::channelState(const QByteArray &channelId) const
{
    return m_chain->escrow().state(channelId);
}

EvmFacilitator::Answer EvmFacilitator::channelRefusal(const BatchPayload &p, const char *reason,
                                                      const QString &message) const
{
    Answer out{false, channelReason(reason), message, {}, p.config.payer.toChecksummed(), {}, {}};
    out.channel = channelState(BatchChannel::channelId(p.config, EvmChain::kChainId));
    return out;
}

EvmFacilitator::Answer EvmFacilitator::verifyChannel(const BatchPayload &p,
                                                     const ChannelRequirement &r) const
{
    const x402::ChannelConfig &c = p.config;
    const QByteArray id = BatchChannel::channelId(c, EvmChain::kChainId);
    if (p.voucher.channelId != id)
        return channelRefusal(p, "channel_id_mismatch",
                              tr("The channel config does not hash to the voucher's channel %1.")
                                  .arg(evm::EvmRpcClient::toHexData(p.voucher.channelId)));
    if (c.token != r.asset)
        return channelRefusal(p, "token_mismatch",
                              tr("The channel is in another token than the price."));
    if (c.receiver != r.payTo)
        return channelRefusal(p, "receiver_mismatch",
                              tr("The channel pays %1, not the seller %2.")
                                  .arg(c.receiver.toChecksummed(), r.payTo.toChecksummed()));
    if (c.receiverAuthorizer != r.receiverAuthorizer)
        return channelRefusal(p, "receiver_authorizer_mismatch",
                              tr("The channel's receiver authorizer is not %1.")
                                  .arg(r.receiverAuthorizer.toChecksummed()));
    if (c.withdrawDelay < BatchChannel::kMinWithdrawDelay ||
        c.withdrawDelay > BatchChannel::kMaxWithdrawDelay)
        return channelRefusal(p, "withdraw_delay_out_of_range",
                              tr("The withdraw delay is outside 15 minutes to 30 days."));
    if (c.withdrawDelay != r.withdrawDelay)
        return channelRefusal(p, "withdraw_delay_mismatch",
                              tr("The channel's withdraw delay is %1 s, not the %2 s asked.")
                                  .arg(c.withdrawDelay)
                                  .arg(r.withdrawDelay));
    const EvmAddress signer = c.payerAuthorizer == EvmAddress() ? c.payer : c.payerAuthorizer;
    if (BatchChannel::voucherSigner(p.voucher, EvmChain::kChainId) != signer)
        return channelRefusal(p, "voucher_signature",
                              tr("The voucher is not signed by %1.").arg(signer.toChecksummed()));
    const x402::ChannelState state = channelState(id);
    U256 balance = state.balance;
    if (p.type == BatchPayload::Type::Deposit) {
        const Answer deposit = verifyDeposit(p, r, m_chain->timeMs() / 1000);
        if (!deposit.ok)
            return deposit;
        balance = balance.checkedAdd(p.deposit->amount).value_or(U256::max());
    } else if (state.balance.isZero()) {
        return channelRefusal(p, "channel_not_found",
                              tr("The channel holds nothing: deposit first."));
    }
    const U256 &max = p.voucher.maxClaimableAmount;
    if (max > balance)
        return channelRefusal(p, "cumulative_exceeds_balance",
                              tr("The voucher's %1 is above the channel's balance of %2.")
                                  .arg(max.toDecimal(), balance.toDecimal()));
    const bool mayEqual = p.type != BatchPayload::Type::Voucher;
    if (max < state.totalClaimed || (!mayEqual && max == state.totalClaimed))
        return channelRefusal(p, "cumulative_below_claimed",
                              tr("The voucher's %1 is not above the %2 claimed already.")
                                  .arg(max.toDecimal(), state.totalClaimed.toDecimal()));
    Answer out{true, {}, {}, {}, c.payer.toChecksummed(), {}, state};
    return out;
}

EvmFacilitator::Answer EvmFacilitator::verifyDeposit(const BatchPayload &p,
                                                     const ChannelRequirement &r, qint64 now) const
{
    const x402::ChannelDeposit &d = *p.deposit;
    if (r.tokenName.isEmpty() || r.tokenVersion.isEmpty())
        return channelRefusal(p, "missing_eip712_domain",
                              tr("The requirements name no EIP-712 domain (extra.name, "
                                 "extra.version) for the deposit."));
    if (d.validAfter > quint64(now))
        return channelRefusal(p, "payload_authorization_valid_after",
                              tr("The deposit's authorization is not valid yet."));
    if (d.validBefore < quint64(now) + 6)
        return channelRefusal(p, "payload_authorization_valid_before",
                              tr("The deposit's authorization has expired."));
    const QByteArray nonce = BatchChannel::depositNonce(p.voucher.channelId, d.salt);
    const auto signer =
        evm::Eip712::recoverSigner(BatchChannel::receiveAuthorizationDigest(
                                       p.config.payer, d.amount, d.validAfter, d.validBefore, nonce,
                                       r.tokenName, r.tokenVersion, EvmChain::kChainId, r.asset),
                                   d.signature);
    if (signer != p.config.payer)
        return channelRefusal(p, "receive_authorization_signature",
                              tr("The deposit's authorization is not signed by the payer."));
    if (m_chain->usdc().authorizationUsed(p.config.payer, nonce))
        return channelRefusal(p, "deposit_payload",
                              tr("The deposit's authorization was used already."));
    if (m_chain->usdc().balanceOf(p.config.payer) < d.amount)
        return channelRefusal(p, "insufficient_balance",
                              tr("The payer holds too little test USDC for the deposit."));
    return {true, {}, {}, {}, p.config.payer.toChecksummed(), {}, {}};
}

EvmFacilitator::Answer EvmFacilitator::settleChannel(const BatchPayload &p,
                                                     const ChannelRequirement &r)
{
    const QByteArray id = BatchChannel::channelId(p.config, EvmChain::kChainId);
    if (p.type == BatchPayload::Type::Voucher)
        return channelRefusal(p, "payload_type",
                              tr("A voucher is verified, not settled: claim it instead."));
    if (p.type == BatchPayload::Type::Deposit) {
        const QByteArray data = BatchEscrowCalls::depositCall(p.config, *p.deposit);
        // Sent before (the same call, included): that transaction again, nothing moves twice.
        const QByteArray earlier = m_chain->includedCall(BatchChannel::contract(), data);
        if (!earlier.isEmpty())
            return {true,
                    {},
                    {},
                    evm::EvmRpcClient::toHexData(earlier),
                    p.config.payer.toChecksummed(),
                    p.deposit->amount,
                    channelState(id)};
        Answer verified = verifyChannel(p, r);
        if (!verified.ok)
            return verified;
        Answer sent = submit(BatchChannel::contract(), data, verified);
        if (!sent.ok)
            sent.reason = channelReason("deposit_transaction_failed");
        else
            sent.charged = p.deposit->amount;
        sent.channel = channelState(id);
        return sent;
    }
    Answer verified = verifyChannel(p, r);
    if (!verified.ok)
        return verified;
    const x402::ChannelState before = channelState(id);
    const U256 claimed = qMax(before.totalClaimed, p.voucher.maxClaimableAmount);
    const U256 available = before.balance.checkedSub(claimed).value_or(U256());
    if (p.refundAmount && p.refundAmount->isZero())
        return channelRefusal(p, "refund_amount_invalid", tr("A refund's amount must be above 0."));
    if (available.isZero())
        return channelRefusal(p, "refund_no_balance",
                              tr("Nothing unclaimed is left in the channel to refund."));
    // The outstanding charges first (a zero-charge voucher above what is claimed), then the
    // refund of the rest, or of the amount asked.
    if (p.voucher.maxClaimableAmount > before.totalClaimed) {
        const Answer claim = claimChannels({{p.config, p.voucher.maxClaimableAmount,
                                             p.voucher.signature, p.voucher.maxClaimableAmount}});
        if (!claim.ok)
            return channelRefusal(p, "claim_transaction_failed", claim.message);
    }
    Answer sent = submit(BatchChannel::contract(),
                         BatchEscrowCalls::refundCall(p.config, p.refundAmount.value_or(available)),
                         verified);
    if (!sent.ok) {
        sent.reason = channelReason("refund_transaction_failed");
    } else {
        const EvmChain::Entry *e =
            m_chain->find(QByteArray::fromHex(sent.transaction.mid(2).toLatin1()));
        U256 refunded;
        for (const BatchEscrow::Moved &m : e ? e->escrowMoved : QList<BatchEscrow::Moved>())
            if (m.to == p.config.payer)
                refunded = refunded.checkedAdd(m.value).value_or(U256::max());
        sent.charged = refunded;
    }
    sent.channel = channelState(id);
    return sent;
}

EvmFacilitator::Answer EvmFacilitator::claimChannels(const QList<VoucherClaim> &claims)
{
    Answer out{true, {}, {}, {}, {}, {}, {}};
    for (const VoucherClaim &c : claims)
        if (c.config.receiverAuthorizer != account())
            return {false,
                    channelReason("authorizer_address_mismatch"),
                    tr("A claim's receiver authorizer is not this facilitator (%1).")
                        .arg(account().toChecksummed()),
                    {},
                    c.config.payer.toChecksummed(),
                    {},
                    {}};
    const QString why = m_chain->escrow().claimRefusal(account(), claims);
    if (!why.isEmpty())
        return {false,
                channelReason("claim_simulation_failed"),
                tr("The claim would revert: %1").arg(why),
                {},
                {},
                {},
                {}};
    Answer sent = submit(BatchChannel::contract(), BatchEscrowCalls::claimCall(claims), out);
    if (!sent.ok)
        sent.reason = channelReason("claim_transaction_failed");
    QSet<QByteArray> ids;
    for (const VoucherClaim &c : claims)
        ids.insert(BatchChannel::channelId(c.config, EvmChain::kChainId));
    if (ids.size() == 1) {
        sent.channel = channelState(*ids.cbegin());
        sent.payer = claims.first().config.payer.toChecksummed();
    }
    return sent;
}

EvmFacilitator::Answer EvmFacilitator::settleReceiver(const EvmAddress &receiver,
                                                      const EvmAddress &token)
{
    const BatchEscrow::Receiver r = m_chain->escrow().receiver(receiver, token);
    const U256 unsettled = r.claimed.checkedSub(r.settled).value_or(U256());
    if (unsettled.isZero())
        return {false,
                channelReason("nothing_to_settle"),
                tr("Nothing claimed is waiting to be settled to %1.").arg(receiver.toChecksummed()),
                {},
                {},
                {},
                {}};
    Answer sent = submit(BatchChannel::contract(), BatchEscrowCalls::settleCall(receiver, token),
                         Answer{true, {}, {}, {}, {}, {}, {}});
    if (!sent.ok)
        sent.reason = channelReason("settle_transaction_failed");
    else
        sent.charged = unsettled;
    return sent;
}

} // namespace paydesk::sandbox
