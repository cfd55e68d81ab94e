// BatchEscrow's transactions: deposit through the ERC-3009 collector, claim, settle, refund and the
// payer's timed withdrawal, each checked in full before anything changes.
#include "BatchEscrow.h"

#include "EvmChain.h"
#include "TestUsdc.h"

namespace paydesk::sandbox {

using evm::EvmAddress;
using evm::U256;
using x402::BatchChannel;
using x402::BatchSettlementCalls;
using x402::ChannelConfig;

namespace {
bool fitsUint128(const U256 &n)
{
    return n.toBigEndian().left(16).count('\0') == 16;
}

// Who may sign a channel's vouchers: its payerAuthorizer, else the payer itself.
EvmAddress voucherSignerOf(const ChannelConfig &c)
{
    return c.payerAuthorizer == EvmAddress() ? c.payer : c.payerAuthorizer;
}
} // namespace

bool BatchEscrow::execute(const EvmAddress &sender, const EvmAddress &to, QByteArrayView data,
                          qint64 now, QList<Moved> *moved, QString *error)
{
    moved->clear();
    QString why;
    if (to != BatchChannel::contract())
        why = QStringLiteral("the ERC-3009 collector is called by x402BatchSettlement's deposit "
                             "only");
    else if (BatchEscrowCalls::calls(data, BatchEscrowCalls::depositSelector())) {
        const auto d = BatchEscrowCalls::readDeposit(data);
        why = d ? deposit(*d, now, moved) : QStringLiteral("malformed deposit call");
    } else if (BatchEscrowCalls::calls(data, BatchEscrowCalls::claimSelector())) {
        const auto rows = BatchEscrowCalls::readClaim(data);
        why = rows ? claim(sender, *rows) : QStringLiteral("malformed claim call");
    } else if (BatchEscrowCalls::calls(data, BatchEscrowCalls::settleSelector())) {
        const auto s = BatchEscrowCalls::readSettle(data);
        why = s ? settle(s->first, s->second, moved) : QStringLiteral("malformed settle call");
    } else if (BatchEscrowCalls::calls(data, BatchEscrowCalls::refundSelector())) {
        const auto r = BatchEscrowCalls::readRefund(data);
        why = r ? refund(sender, r->first, r->second, moved)
                : QStringLiteral("malformed refund call");
    } else if (const auto payer = BatchSettlementCalls::readPayerCall(data)) {
        why = withdraw(sender, *payer, now, moved);
    } else {
        why =
            QStringLiteral("the sandbox's x402BatchSettlement runs deposit, claim, settle, refund, "
                           "initiateWithdraw and finalizeWithdraw only");
    }
    if (why.isEmpty())
        return true;
    moved->clear();
    *error = QStringLiteral("execution reverted: ") + why;
    return false;
}

QString BatchEscrow::pay(const EvmAddress &to, const U256 &value, QList<Moved> *moved)
{
    if (value.isZero())
        return {};
    QString why;
    if (!m_usdc->transfer(BatchChannel::contract(), to, value, &why))
        return why;
    moved->append({BatchChannel::contract(), to, value});
    return {};
}

QString BatchEscrow::deposit(const BatchEscrowCalls::Deposit &d, qint64 now, QList<Moved> *moved)
{
    const ChannelConfig &c = d.config;
    if (d.collector == BatchChannel::permit2Collector())
        return QStringLiteral("UnsupportedCollector"); // Permit2 deposits are not native here
    if (d.collector != BatchChannel::erc3009Collector())
        return QStringLiteral("InvalidCollector");
    if (c.token != TestUsdc::address())
        return QStringLiteral("InvalidToken");
    if (c.withdrawDelay < BatchChannel::kMinWithdrawDelay ||
        c.withdrawDelay > BatchChannel::kMaxWithdrawDelay)
        return QStringLiteral("InvalidWithdrawDelay");
    if (c.payer == EvmAddress() || c.receiver == EvmAddress())
        return QStringLiteral("InvalidChannelConfig");
    if (c.receiverAuthorizer == EvmAddress())
        return QStringLiteral("InvalidReceiverAuthorizer");
    if (d.amount.isZero())
        return QStringLiteral("InvalidAmount");
    const auto data = BatchEscrowCalls::readErc3009CollectorData(d.collectorData);
    if (!data)
        return QStringLiteral("InvalidCollectorData");
    const QByteArray id = BatchChannel::channelId(c, EvmChain::kChainId);
    const auto balance = channel(id).balance.checkedAdd(d.amount);
    if (!balance || !fitsUint128(*balance))
        return QStringLiteral("BalanceOverflow");
    x402::TransferAuthorization a;
    a.from = c.payer;
    a.to = BatchChannel::erc3009Collector();
    a.value = d.amount;
    a.validAfter = data->validAfter;
    a.validBefore = data->validBefore;
    a.nonce = BatchChannel::depositNonce(id, data->salt);
    QString why = m_usdc->receiveRefusal(a.to, a, data->signature, now);
    if (!why.isEmpty())
        return why;
    if (!m_usdc->receiveWithAuthorization(a.to, a, data->signature, now, &why) ||
        !m_usdc->transfer(a.to, BatchChannel::contract(), a.value, &why))
        return why;
    moved->append({a.from, a.to, a.value});
    moved->append({a.to, BatchChannel::contract(), a.value});
    m_channels[id].balance = *balance;
    save(id);
    return {};
}

BatchEscrow::ClaimResult BatchEscrow::applyClaim(const EvmAddress &sender,
                                                 const QList<VoucherClaim> &claims) const
{
    ClaimResult out;
    if (claims.isEmpty())
        out.error = QStringLiteral("EmptyClaims");
    for (const VoucherClaim &row : claims) {
        const ChannelConfig &c = row.config;
        const QByteArray id = BatchChannel::channelId(c, EvmChain::kChainId);
        if (!out.channels.contains(id))
            out.channels.insert(id, channel(id));
        Channel &ch = out.channels[id];
        const x402::ChannelVoucher voucher{id, row.maxClaimableAmount, row.signature};
        if (sender != c.receiver && sender != c.receiverAuthorizer)
            out.error = QStringLiteral("Unauthorized");
        else if (ch.balance.isZero())
            out.error = QStringLiteral("ChannelNotFound");
        else if (BatchChannel::voucherSigner(voucher, EvmChain::kChainId) != voucherSignerOf(c))
            out.error = QStringLiteral("InvalidSignature");
        else if (row.totalClaimed > row.maxClaimableAmount)
            out.error = QStringLiteral("ClaimExceedsVoucher");
        else if (row.totalClaimed <= ch.totalClaimed)
            out.error = QStringLiteral("ClaimNotIncreasing");
        else if (row.totalClaimed > ch.balance)
            out.error = QStringLiteral("InsufficientBalance");
        if (!out.error.isEmpty())
            return out;
        const U256 increase = *row.totalClaimed.checkedSub(ch.totalClaimed);
        ch.totalClaimed = row.totalClaimed;
        const QString key = receiverKey(c.receiver, c.token);
        if (!out.receivers.contains(key))
            out.receivers.insert(key, m_receivers.value(key));
        Receiver &r = out.receivers[key];
        r.claimed = r.claimed.checkedAdd(increase).value_or(U256::max());
    }
    return out;
}

QString BatchEscrow::claimRefusal(const EvmAddress &sender, const QList<VoucherClaim> &claims) const
{
    return applyClaim(sender, claims).error;
}

QString BatchEscrow::claim(const EvmAddress &sender, const QList<VoucherClaim> &claims)
{
    const ClaimResult r = applyClaim(sender, claims);
    if (!r.error.isEmpty())
        return r.error;
    for (auto it = r.channels.cbegin(); it != r.channels.cend(); ++it) {
        m_channels.insert(it.key(), it.value());
        save(it.key());
    }
    for (auto it = r.receivers.cbegin(); it != r.receivers.cend(); ++it) {
        m_receivers.insert(it.key(), it.value());
        saveReceiver(it.key());
    }
    return {};
}

QString BatchEscrow::settle(const EvmAddress &receiver, const EvmAddress &token,
                            QList<Moved> *moved)
{
    // Permissionless; nothing claimed and not yet settled moves nothing.
    const QString key = receiverKey(receiver, token);
    Receiver r = m_receivers.value(key);
    const U256 unsettled = r.claimed.checkedSub(r.settled).value_or(U256());
    if (unsettled.isZero())
        return {};
    QString why = pay(receiver, unsettled, moved);
    if (!why.isEmpty())
        return why;
    r.settled = r.claimed;
    m_receivers.insert(key, r);
    saveReceiver(key);
    return {};
}

QString BatchEscrow::refund(const EvmAddress &sender, const ChannelConfig &config,
                            const U256 &amount, QList<Moved> *moved)
{
    const QByteArray id = BatchChannel::channelId(config, EvmChain::kChainId);
    if (!m_channels.contains(id))
        return QStringLiteral("ChannelNotFound");
    if (sender != config.receiver && sender != config.receiverAuthorizer)
        return QStringLiteral("Unauthorized");
    if (amount.isZero())
        return QStringLiteral("InvalidAmount");
    Channel c = m_channels.value(id);
    // The nonce first: a refund that finds nothing to return still advances it.
    c.refundNonce = c.refundNonce.checkedAdd(U256(1)).value_or(U256::max());
    const U256 available = c.balance.checkedSub(c.totalClaimed).value_or(U256());
    const U256 refunded = qMin(amount, available);
    QString why = pay(config.payer, refunded, moved);
    if (!why.isEmpty())
        return why;
    c.balance = *c.balance.checkedSub(refunded);
    // A pending withdrawal needs that much less; covered entirely, it is cancelled.
    if (c.withdrawInitiatedAt != 0 && !refunded.isZero()) {
        if (refunded >= c.withdrawAmount) {
            c.withdrawAmount = U256();
            c.withdrawInitiatedAt = 0;
        } else {
            c.withdrawAmount = *c.withdrawAmount.checkedSub(refunded);
        }
    }
    m_channels.insert(id, c);
    save(id);
    return {};
}

QString BatchEscrow::withdraw(const EvmAddress &sender, const BatchSettlementCalls::PayerCall &call,
                              qint64 now, QList<Moved> *moved)
{
    const ChannelConfig &config = call.config;
    const QByteArray id = BatchChannel::channelId(config, EvmChain::kChainId);
    if (!m_channels.contains(id))
        return QStringLiteral("ChannelNotFound");
    if (sender != config.payer &&
        (config.payerAuthorizer == EvmAddress() || sender != config.payerAuthorizer))
        return QStringLiteral("Unauthorized");
    Channel c = m_channels.value(id);
    const U256 available = c.balance.checkedSub(c.totalClaimed).value_or(U256());
    if (call.initiate) {
        if (call.amount.isZero())
            return QStringLiteral("InvalidAmount");
        if (c.withdrawInitiatedAt != 0)
            return QStringLiteral("WithdrawalAlreadyPending");
        if (call.amount > available)
            return QStringLiteral("InsufficientBalance");
        c.withdrawAmount = call.amount;
        c.withdrawInitiatedAt = quint64(now);
    } else {
        if (c.withdrawInitiatedAt == 0)
            return QStringLiteral("NoPendingWithdrawal");
        if (quint64(now) < c.withdrawInitiatedAt + config.withdrawDelay)
            return QStringLiteral("WithdrawDelayNotElapsed");
        // Capped by what is still unclaimed: the receiver may have claimed meanwhile.
        const U256 paid = qMin(c.withdrawAmount, available);
        const QString why = pay(config.payer, paid, moved);
        if (!why.isEmpty())
            return why;
        c.balance = *c.balance.checkedSub(paid);
        c.withdrawAmount = U256();
        c.withdrawInitiatedAt = 0;
    }
    m_channels.insert(id, c);
    save(id);
    return {};
}

} // namespace paydesk::sandbox
