// FacilitatorApi's `batch-settlement` (x402-foundation/x402
// specs/schemes/batch-settlement/scheme_batch_settlement_evm.md "Facilitator Interface"): the
// requirements read into EvmFacilitator::ChannelRequirement, the payload a deposit, voucher or
// refund (x402::BatchPayload, read by ProofCodec) or a receiver's claim or settle; answers in the
// scheme's shape with the channel's snapshot.
#include "BatchEscrow.h"
#include "ErrorReply.h"
#include "EvmChain.h"
#include "EvmFacilitator.h"
#include "FacilitatorApi.h"
#include "TestUsdc.h"
#include "x402/BatchJson.h"

namespace paydesk::sandbox {

using evm::EvmAddress;

namespace {
const std::string kChannelNetwork = "eip155:" + std::to_string(EvmChain::kChainId);

std::string channelText(const nlohmann::json &j, const char *key)
{
    const auto it = j.is_object() ? j.find(key) : j.end();
    return j.is_object() && it != j.end() && it->is_string() ? it->get<std::string>()
                                                             : std::string();
}

std::optional<EvmAddress> channelAddress(const nlohmann::json &j, const char *key)
{
    return EvmAddress::parse(QString::fromStdString(channelText(j, key)));
}

// A claim payload's rows: [{voucher: {channel, maxClaimableAmount}, signature, totalClaimed}].
std::optional<QList<VoucherClaim>> claimRows(const nlohmann::json &claims)
{
    using namespace x402::batchjson;
    if (!claims.is_array() || claims.empty() || claims.size() > 256)
        return std::nullopt;
    QList<VoucherClaim> out;
    for (const nlohmann::json &row : claims) {
        const nlohmann::json &voucher = field(row, "voucher");
        const auto config = x402::ChannelConfig::fromJson(field(voucher, "channel"), nullptr);
        const auto max = uintText(field(voucher, "maxClaimableAmount"), 128);
        const auto total = uintText(field(row, "totalClaimed"), 128);
        const std::string sig = channelText(row, "signature");
        const QByteArray signature = QByteArray::fromHex(QByteArray::fromStdString(sig).mid(2));
        if (!config || !max || !total || sig.size() != 132 || sig.rfind("0x", 0) != 0 ||
            signature.size() != 65)
            return std::nullopt;
        out.append({*config, *max, signature, *total});
    }
    return out;
}
} // namespace

void FacilitatorApi::answerChannel(const ExchangePtr &exchange, bool settle,
                                   const nlohmann::json &body) const
{
    const nlohmann::json &req = body["paymentRequirements"];
    const nlohmann::json &paymentPayload = body["paymentPayload"];
    auto reply = [&](const EvmFacilitator::Answer &a) {
        nlohmann::json out;
        if (settle)
            out = {{"success", a.ok},
                   {"transaction", a.transaction.toStdString()},
                   {"network", kChannelNetwork}};
        else
            out = {{"isValid", a.ok}};
        if (!a.ok) {
            out[settle ? "errorReason" : "invalidReason"] = a.reason.toStdString();
            out["message"] = a.message.toStdString();
        }
        if (!a.payer.isEmpty())
            out["payer"] = a.payer.toStdString();
        if (settle && a.ok)
            out["amount"] = a.charged ? a.charged->toDecimal().toStdString() : std::string();
        if (settle && a.ok && a.charged)
            out["asset"] = TestUsdc::address().toChecksummed().toStdString();
        if (a.channel) {
            nlohmann::json state = BatchEscrow::stateJson(*a.channel);
            out["extra"] = settle ? nlohmann::json{{"channelState", state}} : state;
        }
        exchange->reply(200, jsonBytes(out), {{"Content-Type", "application/json"}});
    };
    auto refuse = [&](const char *reason, const QString &message) {
        reply({false,
               QStringLiteral("invalid_batch_settlement_evm_") + QLatin1String(reason),
               message,
               {},
               {},
               {},
               {}});
    };
    if (channelText(req, "network") != kChannelNetwork)
        return refuse("network_mismatch", tr("Only the sandbox EVM chain (%1) is settled here.")
                                              .arg(QString::fromStdString(kChannelNetwork)));
    const nlohmann::json inner = paymentPayload.value("payload", nlohmann::json::object());
    const std::string type = channelText(inner, "type");
    if (type == "claim" || type == "settle") {
        if (!settle)
            return refuse("payload_type",
                          tr("A claim or settle payload is settled, not verified."));
        if (type == "claim") {
            const auto rows = claimRows(inner.value("claims", nlohmann::json()));
            if (!rows)
                return refuse("claim_payload", tr("The claims are missing or malformed."));
            return reply(m_facilitator->claimChannels(*rows));
        }
        const auto receiver = channelAddress(inner, "receiver");
        const auto token = channelAddress(inner, "token");
        if (!receiver || !token)
            return refuse("settle_payload", tr("A settle payload names a receiver and a token."));
        return reply(m_facilitator->settleReceiver(*receiver, *token));
    }
    QString reason, message;
    const auto proof = x402::ProofCodec::decode(
        QString::fromLatin1(QByteArray::fromStdString(paymentPayload.dump()).toBase64()), &reason,
        &message);
    if (!proof || proof->kind != x402::DecodedProof::Kind::Channel || !proof->channel)
        return reply({false,
                      reason.isEmpty() ? QStringLiteral("invalid_payload") : reason,
                      proof ? tr("Not a batch-settlement payload.") : message,
                      {},
                      {},
                      {},
                      {}});
    if (proof->network != QString::fromStdString(kChannelNetwork))
        return refuse("network_mismatch", tr("The payload is for another network."));
    const nlohmann::json extra = req.value("extra", nlohmann::json::object());
    EvmFacilitator::ChannelRequirement r;
    const auto payTo = channelAddress(req, "payTo");
    const auto asset = channelAddress(req, "asset");
    const auto authorizer = channelAddress(extra, "receiverAuthorizer");
    const auto delay = extra.is_object() && extra.contains("withdrawDelay")
                           ? x402::batchjson::wholeNumber(extra["withdrawDelay"])
                           : std::optional<quint64>(x402::BatchChannel::kMinWithdrawDelay);
    if (!payTo || !asset || !authorizer || !delay)
        return refuse("payload", tr("The requirements need payTo, asset, "
                                    "extra.receiverAuthorizer and extra.withdrawDelay."));
    if (*asset != TestUsdc::address())
        return refuse("token_mismatch", tr("Only the sandbox's test USDC is settled here."));
    r.payTo = *payTo;
    r.asset = *asset;
    r.receiverAuthorizer = *authorizer;
    r.withdrawDelay = *delay;
    r.tokenName = QString::fromStdString(channelText(extra, "name"));
    r.tokenVersion = QString::fromStdString(channelText(extra, "version"));
    reply(settle ? m_facilitator->settleChannel(*proof->channel, r)
                 : m_facilitator->verifyChannel(*proof->channel, r));
}

} // namespace paydesk::sandbox
