// BatchEscrow's state: its rows in the store, the snapshot of a channel, and the views eth_call
// answers (channels, pendingWithdrawals, refundNonce, receivers, getChannelId).
#include "BatchEscrow.h"
#include "EvmChain.h"
#include "SandboxStore.h"
#include "evm/Eip712.h"
#include "evm/Erc20.h"
#include "evm/EvmRpcClient.h"

namespace paydesk::sandbox {

using evm::Eip712;
using evm::Erc20;
using evm::EvmAddress;
using evm::U256;
using x402::BatchChannel;
using x402::BatchSettlementCalls;

namespace {
const QString kEscrowChannelRows = QStringLiteral("batchChannel");
const QString kEscrowReceiverRows = QStringLiteral("batchReceiver");

U256 escrowNumber(const nlohmann::json &row, const char *key)
{
    const auto it = row.find(key);
    return it != row.end() && it->is_string()
               ? U256::fromDecimal(QString::fromStdString(it->get<std::string>())).value_or(U256())
               : U256();
}

std::string escrowText(const U256 &n)
{
    return n.toDecimal().toStdString();
}

quint32 channelIdSelector()
{
    static const quint32 s =
        Erc20::selectorOf(QByteArray("getChannelId(") + BatchSettlementCalls::kConfigTuple + ')');
    return s;
}
} // namespace

void BatchEscrow::load()
{
    const auto channels = m_store->rows(kEscrowChannelRows);
    for (auto it = channels.cbegin(); it != channels.cend(); ++it) {
        const auto row = nlohmann::json::parse(it.value().toStdString(), nullptr, false);
        if (!row.is_object())
            continue;
        Channel c;
        c.balance = escrowNumber(row, "balance");
        c.totalClaimed = escrowNumber(row, "totalClaimed");
        c.refundNonce = escrowNumber(row, "refundNonce");
        c.withdrawAmount = escrowNumber(row, "withdrawAmount");
        c.withdrawInitiatedAt = row.value("withdrawAt", quint64(0));
        m_channels.insert(QByteArray::fromHex(it.key().mid(2).toLatin1()), c);
    }
    const auto receivers = m_store->rows(kEscrowReceiverRows);
    for (auto it = receivers.cbegin(); it != receivers.cend(); ++it) {
        const auto row = nlohmann::json::parse(it.value().toStdString(), nullptr, false);
        if (row.is_object())
            m_receivers.insert(it.key(),
                               {escrowNumber(row, "claimed"), escrowNumber(row, "settled")});
    }
}

void BatchEscrow::save(const QByteArray &id)
{
    const Channel &c = m_channels[id];
    const nlohmann::json row = {{"balance", escrowText(c.balance)},
                                {"totalClaimed", escrowText(c.totalClaimed)},
                                {"refundNonce", escrowText(c.refundNonce)},
                                {"withdrawAmount", escrowText(c.withdrawAmount)},
                                {"withdrawAt", c.withdrawInitiatedAt}};
    m_store->setRow(kEscrowChannelRows, evm::EvmRpcClient::toHexData(id),
                    QByteArray::fromStdString(row.dump()));
}

void BatchEscrow::saveReceiver(const QString &key)
{
    const Receiver &r = m_receivers[key];
    const nlohmann::json row = {{"claimed", escrowText(r.claimed)},
                                {"settled", escrowText(r.settled)}};
    m_store->setRow(kEscrowReceiverRows, key, QByteArray::fromStdString(row.dump()));
}

QString BatchEscrow::receiverKey(const EvmAddress &receiver, const EvmAddress &token)
{
    return QString::fromLatin1(receiver.bytes().toHex() + ':' + token.bytes().toHex());
}

BatchEscrow::Channel BatchEscrow::channel(const QByteArray &channelId) const
{
    return m_channels.value(channelId);
}

BatchEscrow::Receiver BatchEscrow::receiver(const EvmAddress &receiver,
                                            const EvmAddress &token) const
{
    return m_receivers.value(receiverKey(receiver, token));
}

x402::ChannelState BatchEscrow::state(const QByteArray &channelId) const
{
    const Channel c = channel(channelId);
    x402::ChannelState s;
    s.channelId = channelId;
    s.balance = c.balance;
    s.totalClaimed = c.totalClaimed;
    s.refundNonce = c.refundNonce;
    s.withdrawRequestedAt = c.withdrawInitiatedAt;
    return s;
}

nlohmann::json BatchEscrow::stateJson(const x402::ChannelState &s)
{
    nlohmann::json j = {{"channelId", evm::EvmRpcClient::toHexData(s.channelId).toStdString()},
                        {"balance", escrowText(s.balance)},
                        {"totalClaimed", escrowText(s.totalClaimed)},
                        {"withdrawRequestedAt", s.withdrawRequestedAt},
                        {"refundNonce", escrowText(s.refundNonce)}};
    if (s.chargedCumulativeAmount)
        j["chargedCumulativeAmount"] = escrowText(*s.chargedCumulativeAmount);
    return j;
}

std::optional<QByteArray> BatchEscrow::call(QByteArrayView data, QString *error) const
{
    const bool oneWord = data.size() == 4 + 32;
    const QByteArray id = oneWord ? data.sliced(4).toByteArray() : QByteArray();
    if (oneWord && BatchEscrowCalls::calls(data, BatchSettlementCalls::channelsSelector())) {
        const Channel c = channel(id);
        return Eip712::word(c.balance) + Eip712::word(c.totalClaimed);
    }
    if (oneWord &&
        BatchEscrowCalls::calls(data, BatchSettlementCalls::pendingWithdrawalsSelector())) {
        const Channel c = channel(id);
        return Eip712::word(c.withdrawAmount) + Eip712::word(U256(c.withdrawInitiatedAt));
    }
    if (oneWord && BatchEscrowCalls::calls(data, BatchSettlementCalls::refundNonceSelector()))
        return Eip712::word(channel(id).refundNonce);
    if (data.size() == 4 + 64 &&
        BatchEscrowCalls::calls(data, BatchEscrowCalls::receiversSelector())) {
        const auto who = Erc20::addressWord(data.sliced(4, 32));
        const auto token = Erc20::addressWord(data.sliced(36, 32));
        if (who && token) {
            const Receiver r = receiver(*who, *token);
            return Eip712::word(r.claimed) + Eip712::word(r.settled);
        }
    }
    if (data.size() == 4 + 7 * 32 && BatchEscrowCalls::calls(data, channelIdSelector())) {
        if (const auto config = BatchSettlementCalls::readConfigWords(data.sliced(4)))
            return BatchChannel::channelId(*config, EvmChain::kChainId);
    }
    if (error)
        *error = QStringLiteral("execution reverted: x402BatchSettlement answers channels, "
                                "pendingWithdrawals, refundNonce, receivers and getChannelId here");
    return std::nullopt;
}

} // namespace paydesk::sandbox
