#include "SellerChannels.h"

#include "BatchEscrow.h"
#include "SandboxStore.h"

#include <nlohmann/json.hpp>

namespace paydesk::sandbox {

using evm::U256;

namespace {
const QString kSellerChannelRows = QStringLiteral("demoChannel");

U256 sellerNumber(const nlohmann::json &row, const char *key)
{
    const auto it = row.find(key);
    return it != row.end() && it->is_string()
               ? U256::fromDecimal(QString::fromStdString(it->get<std::string>())).value_or(U256())
               : U256();
}

std::optional<SellerChannel> sellerChannelFrom(const QByteArray &id, const nlohmann::json &row)
{
    if (!row.is_object())
        return std::nullopt;
    const auto config =
        x402::ChannelConfig::fromJson(row.value("config", nlohmann::json()), nullptr);
    const auto onchain =
        x402::ChannelState::fromJson(row.value("onchain", nlohmann::json()), nullptr);
    if (!config || !onchain || onchain->channelId != id)
        return std::nullopt;
    SellerChannel c;
    c.config = *config;
    c.chargedCumulativeAmount = sellerNumber(row, "chargedCumulativeAmount");
    c.signedMaxClaimable = sellerNumber(row, "signedMaxClaimable");
    c.signature = QByteArray::fromHex(QByteArray::fromStdString(row.value("signature", "")));
    c.onchain = *onchain;
    c.lastRequestMs = row.value("lastRequestMs", qint64(0));
    return c;
}
} // namespace

void SellerChannels::load()
{
    const auto rows = m_store->rows(kSellerChannelRows);
    for (auto it = rows.cbegin(); it != rows.cend(); ++it) {
        const QByteArray id = QByteArray::fromHex(it.key().toLatin1());
        const auto row = nlohmann::json::parse(it.value().toStdString(), nullptr, false);
        if (const auto c = sellerChannelFrom(id, row))
            m_channels.insert(id, *c);
    }
}

std::optional<SellerChannel> SellerChannels::find(const QByteArray &channelId) const
{
    const auto it = m_channels.constFind(channelId);
    if (it == m_channels.constEnd())
        return std::nullopt;
    return *it;
}

void SellerChannels::put(const QByteArray &channelId, const SellerChannel &c)
{
    m_channels.insert(channelId, c);
    x402::ChannelState onchain = c.onchain;
    onchain.chargedCumulativeAmount.reset();
    const nlohmann::json row = {
        {"config", c.config.toJson()},
        {"chargedCumulativeAmount", c.chargedCumulativeAmount.toDecimal().toStdString()},
        {"signedMaxClaimable", c.signedMaxClaimable.toDecimal().toStdString()},
        {"signature", c.signature.toHex().toStdString()},
        {"onchain", BatchEscrow::stateJson(onchain)},
        {"lastRequestMs", c.lastRequestMs}};
    m_store->setRow(kSellerChannelRows, QString::fromLatin1(channelId.toHex()),
                    QByteArray::fromStdString(row.dump()));
}

void SellerChannels::forget(const QByteArray &channelId)
{
    m_channels.remove(channelId);
    // The store keeps no deletions: an empty row reads back as no channel.
    m_store->setRow(kSellerChannelRows, QString::fromLatin1(channelId.toHex()), QByteArray());
}

} // namespace paydesk::sandbox
