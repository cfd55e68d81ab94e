// DemoSeller's batch-settlement resources (docs/service-contract.md "Demo seller channels";
// x402-foundation/x402 specs/schemes/batch-settlement/scheme_batch_settlement_evm.md "Server: State
// & Forwarding"): per channel the seller keeps what it charged and the latest voucher, asks each
// voucher or deposit for exactly chargedCumulativeAmount + the request's maximum (else a corrective
// 402), has the sandbox's facilitator verify it (and settle a deposit) before serving, commits the
// charge once served, and answers a refund without serving anything. Hostile variants by name:
// "overcharge", "skipback", "wrongchannel", "forgetful", "overstate" (a refund's answer claims
// twice what moved); the SellerFailure tags strike after the
// charge is committed.
#include "DemoSeller.h"
#include "ErrorReply.h"
#include "EvmChain.h"
#include "EvmFacilitator.h"
#include "SellerFailure.h"
#include "TestUsdc.h"
#include "evm/Keccak.h"
#include "x402/BatchSettlementCalls.h"
#include "x402/ProofCodec.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTimer>

namespace paydesk::sandbox {

using evm::U256;
using x402::BatchChannel;
using x402::BatchPayload;

namespace {
struct TrDemoSellerChannel
{
    Q_DECLARE_TR_FUNCTIONS(DemoSeller)
};

const char *const kCumulativeMismatch = "invalid_batch_settlement_evm_cumulative_amount_mismatch";

std::string channelNetwork()
{
    return "eip155:" + std::to_string(EvmChain::kChainId);
}

std::string decimal(const U256 &n)
{
    return n.toDecimal().toStdString();
}

// The snapshot the seller states: the escrow's, with its chargedCumulativeAmount.
nlohmann::json statedState(x402::ChannelState onchain, const U256 &charged)
{
    onchain.chargedCumulativeAmount = charged;
    return BatchEscrow::stateJson(onchain);
}
} // namespace

quint64 DemoSeller::batchChargeOf(const QString &name)
{
    if (name.contains(u"zero"))
        return 0;
    static const QRegularExpression used(QStringLiteral("-([0-9]{1,6})$"));
    const auto m = used.match(name);
    if (m.hasMatch())
        return qMin(kBatchMaxUnits, m.captured(1).toULongLong() * 10);
    return 3700;
}

void DemoSeller::serveChannel(const ExchangePtr &exchange, const QString &name,
                              const x402::DecodedProof &proof)
{
    if (!m_ctx.facilitator || m_ctx.remoteEvm ||
        proof.network != QString::fromStdString(channelNetwork()))
        return paymentRequired(exchange, name,
                               TrDemoSellerChannel::tr("This seller takes channel payments only on "
                                                       "the sandbox EVM chain."),
                               QStringLiteral("invalid_batch_settlement_evm_network_mismatch"));
    EvmFacilitator &f = *m_ctx.facilitator;
    const BatchPayload &p = *proof.channel;
    const QByteArray id = BatchChannel::channelId(p.config, EvmChain::kChainId);
    // The kept record, else the chain's word (a channel never seen, or forgotten): what was
    // claimed is all that was charged, and no voucher is kept.
    const auto kept = m_channels.find(id);
    SellerChannel state = kept.value_or(SellerChannel{});
    state.config = p.config;
    state.onchain = f.channelState(id);
    if (!kept)
        state.chargedCumulativeAmount = state.onchain.totalClaimed;
    if (p.type == BatchPayload::Type::Refund)
        return refundChannel(exchange, name, proof, state);
    const U256 amount(kBatchMaxUnits);
    const U256 expected = state.chargedCumulativeAmount.checkedAdd(amount).value_or(U256::max());
    if (p.voucher.maxClaimableAmount != expected)
        return correctChannel(exchange, name, state, kept.has_value());
    EvmFacilitator::ChannelRequirement r;
    r.payTo = *evm::EvmAddress::parse(m_evmWallet);
    r.asset = TestUsdc::address();
    r.receiverAuthorizer = EvmFacilitator::account();
    r.withdrawDelay = kBatchWithdrawDelay;
    r.tokenName = TestUsdc::name();
    r.tokenVersion = TestUsdc::version();
    const EvmFacilitator::Answer verified = f.verifyChannel(p, r);
    if (!verified.ok)
        return paymentRequired(exchange, name, verified.message, verified.reason);
    QString transaction;
    std::string deposited;
    if (p.type == BatchPayload::Type::Deposit) {
        const EvmFacilitator::Answer d = f.settleChannel(p, r);
        if (!d.ok)
            return paymentRequired(exchange, name, d.message, d.reason);
        transaction = d.transaction;
        deposited = decimal(d.charged.value_or(U256()));
    }
    // Served: the charge is committed with the voucher that covers it.
    const U256 previous = state.chargedCumulativeAmount;
    const U256 charge(name.contains(u"overcharge") ? 2 * kBatchMaxUnits : batchChargeOf(name));
    state.chargedCumulativeAmount = previous.checkedAdd(charge).value_or(U256::max());
    state.signedMaxClaimable = p.voucher.maxClaimableAmount;
    state.signature = p.voucher.signature;
    state.onchain = f.channelState(id);
    state.lastRequestMs = nowMs();
    if (name.contains(u"forgetful"))
        m_channels.forget(id);
    else
        m_channels.put(id, state);
    nlohmann::json stated = statedState(state.onchain, state.chargedCumulativeAmount);
    if (name.contains(u"skipback")) // the cumulative amount stays where it was
        stated["chargedCumulativeAmount"] = decimal(previous);
    if (name.contains(u"wrongchannel"))
        stated["channelId"] = "0x" + evm::Keccak::hash256(id).toHex().toStdString();
    // A payer starting a withdrawal: claim what is owed before the delay ends.
    if (state.onchain.withdrawRequestedAt != 0)
        sweepChannels();
    const nlohmann::json settlement = {
        {"success", true},
        {"transaction", transaction.toStdString()},
        {"network", channelNetwork()},
        {"payer", p.config.payer.toChecksummed().toStdString()},
        {"amount", deposited},
        {"extra", {{"chargedAmount", decimal(charge)}, {"channelState", stated}}}};
    const nlohmann::json content = {
        {"resource", name.toStdString()},
        {"content", TrDemoSellerChannel::tr("Demo content \"%1\", paid with an x402 channel.")
                        .arg(name)
                        .toStdString()},
        {"paidBy", p.config.payer.toChecksummed().toStdString()},
        {"signature", transaction.toStdString()},
        {"charged", decimal(charge)},
        {"servedAt", nowMs()}};
    deliverChannel(exchange, name, settlement, content);
}

void DemoSeller::refundChannel(const ExchangePtr &exchange, const QString &name,
                               const x402::DecodedProof &proof, SellerChannel state)
{
    const BatchPayload &p = *proof.channel;
    const QByteArray id = BatchChannel::channelId(p.config, EvmChain::kChainId);
    // A zero-charge voucher: exactly what was charged, nothing more.
    if (p.voucher.maxClaimableAmount != state.chargedCumulativeAmount)
        return correctChannel(exchange, name, state, m_channels.find(id).has_value());
    EvmFacilitator::ChannelRequirement r;
    r.payTo = *evm::EvmAddress::parse(m_evmWallet);
    r.asset = TestUsdc::address();
    r.receiverAuthorizer = EvmFacilitator::account();
    r.withdrawDelay = kBatchWithdrawDelay;
    r.tokenName = TestUsdc::name();
    r.tokenVersion = TestUsdc::version();
    const EvmFacilitator::Answer a = m_ctx.facilitator->settleChannel(p, r);
    if (!a.ok)
        return paymentRequired(exchange, name, a.message, a.reason);
    state.onchain = a.channel.value_or(m_ctx.facilitator->channelState(id));
    state.signedMaxClaimable = p.voucher.maxClaimableAmount;
    state.signature = p.voucher.signature;
    // All that was unclaimed went back: the channel is closed for this seller.
    if (state.onchain.balance == state.onchain.totalClaimed)
        m_channels.forget(id);
    else
        m_channels.put(id, state);
    const std::string refunded = decimal(a.charged.value_or(U256()));
    // "overstate": the refund's answer claims twice what the transaction returned.
    const std::string stated =
        name.contains(u"overstate")
            ? decimal(a.charged.value_or(U256()).checkedMul(U256(2)).value_or(U256()))
            : refunded;
    const nlohmann::json settlement = {
        {"success", true},
        {"transaction", a.transaction.toStdString()},
        {"network", channelNetwork()},
        {"payer", p.config.payer.toChecksummed().toStdString()},
        {"amount", stated},
        {"extra", {{"channelState", statedState(state.onchain, state.chargedCumulativeAmount)}}}};
    const nlohmann::json content = {{"resource", name.toStdString()},
                                    {"refunded", refunded},
                                    {"transaction", a.transaction.toStdString()},
                                    {"servedAt", nowMs()}};
    deliverChannel(exchange, name, settlement, content);
}

void DemoSeller::correctChannel(const ExchangePtr &exchange, const QString &name,
                                const SellerChannel &state, bool kept)
{
    nlohmann::json extra = {
        {"channelState", statedState(state.onchain, state.chargedCumulativeAmount)}};
    // The proof of what was charged: the payer's own latest voucher, when the seller has one.
    if (kept && !state.signature.isEmpty())
        extra["voucherState"] = {{"signedMaxClaimable", decimal(state.signedMaxClaimable)},
                                 {"signature", "0x" + state.signature.toHex().toStdString()}};
    paymentRequired(exchange, name, QString::fromLatin1(kCumulativeMismatch),
                    QString::fromLatin1(kCumulativeMismatch), extra);
}

void DemoSeller::deliverChannel(const ExchangePtr &exchange, const QString &name,
                                const nlohmann::json &settlement, const nlohmann::json &content)
{
    const HeaderList headers = {
        {"PAYMENT-RESPONSE", x402::ProofCodec::base64Json(jsonBytes(settlement)).toLatin1()}};
    QByteArray digest;
    const QString id = paymentIdentifierOf(exchange->header("payment-signature"), &digest);
    if (!id.isEmpty()) {
        m_inFlight.remove(id);
        m_answers.insert(id, {digest, jsonBytes(content), headers});
    }
    if (failAfterSettle(exchange, name))
        return;
    exchange->setNote(QStringLiteral("paid"));
    exchange->reply(200, jsonBytes(content), headers);
}

DemoSeller::ChannelSweep DemoSeller::sweepChannels()
{
    ChannelSweep out;
    if (!m_ctx.facilitator || m_ctx.remoteEvm || m_evmWallet.isEmpty())
        return out;
    EvmFacilitator &f = *m_ctx.facilitator;
    QList<VoucherClaim> rows;
    for (const QByteArray &id : m_channels.ids()) {
        const SellerChannel c = *m_channels.find(id);
        const x402::ChannelState now = f.channelState(id);
        // At most the latest voucher and the balance; only above what is claimed.
        const U256 total = qMin(qMin(c.chargedCumulativeAmount, c.signedMaxClaimable), now.balance);
        const VoucherClaim row{c.config, c.signedMaxClaimable, c.signature, total};
        // One row the contract would refuse would revert them all: it waits.
        if (!c.signature.isEmpty() && total > now.totalClaimed &&
            m_ctx.evmChain->escrow().claimRefusal(EvmFacilitator::account(), {row}).isEmpty())
            rows.append(row);
    }
    if (!rows.isEmpty()) {
        const EvmFacilitator::Answer claim = f.claimChannels(rows);
        out.ok = claim.ok;
        out.error = claim.message;
        out.claimTransaction = claim.transaction;
    }
    const auto wallet = evm::EvmAddress::parse(m_evmWallet);
    const BatchEscrow::Receiver owed =
        m_ctx.evmChain->escrow().receiver(*wallet, TestUsdc::address());
    if (owed.claimed > owed.settled) {
        const EvmFacilitator::Answer settle = f.settleReceiver(*wallet, TestUsdc::address());
        out.ok = out.ok && settle.ok;
        if (!settle.ok)
            out.error = settle.message;
        out.settleTransaction = settle.transaction;
        out.settled = settle.charged.value_or(U256());
    }
    for (const QByteArray &id : m_channels.ids()) {
        SellerChannel c = *m_channels.find(id);
        c.onchain = f.channelState(id);
        m_channels.put(id, c);
    }
    return out;
}

void DemoSeller::answerSweep(const ExchangePtr &exchange)
{
    const ChannelSweep s = sweepChannels();
    const nlohmann::json body = {{"success", s.ok},
                                 {"claimTransaction", s.claimTransaction.toStdString()},
                                 {"settleTransaction", s.settleTransaction.toStdString()},
                                 {"settled", decimal(s.settled)},
                                 {"error", s.error.toStdString()}};
    exchange->setNote(QStringLiteral("channels-swept"));
    exchange->reply(200, jsonBytes(body), {{"Content-Type", "application/json"}});
}

void DemoSeller::watchWithdrawals()
{
    if (!m_ctx.evmChain || !m_ctx.owner)
        return;
    QObject::connect(
        m_ctx.evmChain, &EvmChain::included, m_ctx.owner, [this](const QByteArray &hash) {
            const EvmChain::Entry *e = m_ctx.evmChain->find(hash);
            const auto call = e && !e->reverted && e->tx.to == BatchChannel::contract()
                                  ? x402::BatchSettlementCalls::readPayerCall(e->tx.data)
                                  : std::nullopt;
            if (!call || !call->initiate ||
                !m_channels.find(BatchChannel::channelId(call->config, EvmChain::kChainId)))
                return;
            // After the block is made (a sweep makes blocks of its own).
            QTimer::singleShot(0, m_ctx.owner, [this] { sweepChannels(); });
        });
}

} // namespace paydesk::sandbox
