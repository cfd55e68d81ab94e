#include "ChannelCheck.h"

#include "BatchJson.h"

namespace paydesk::x402 {

using evm::U256;
using namespace batchjson;

namespace {
QString units(const U256 &n)
{
    return n.toDecimal();
}
} // namespace

ChannelCheck::Verdict ChannelCheck::answer(const nlohmann::json &settlement, const Expected &e)
{
    Verdict v;
    const nlohmann::json &extra = field(settlement, "extra");
    const auto charge = uintText(field(extra, "chargedAmount"), 128);
    QString why;
    const auto state = ChannelState::fromJson(field(extra, "channelState"), &why);
    if (!charge || !state) {
        v.problem = tr("The seller's answer does not state the channel's charge and state (%1).")
                        .arg(!charge ? tr("no chargedAmount") : why);
        return v;
    }
    v.state = *state;
    if (state->channelId != e.channelId) {
        v.problem = tr("The seller's answer names another channel (%1) than the one paid "
                       "through.")
                        .arg(hex32(state->channelId));
        return v;
    }
    if (*charge > e.amount) {
        v.problem = tr("The seller charged %1 units, above the request's maximum of %2 units.")
                        .arg(units(*charge), units(e.amount));
        return v;
    }
    const auto expected = e.charged.checkedAdd(*charge);
    if (!state->chargedCumulativeAmount || !expected ||
        *state->chargedCumulativeAmount != *expected) {
        v.problem = tr("The seller's cumulative charge (%1 units) is not the previous %2 units "
                       "plus this charge of %3 units.")
                        .arg(state->chargedCumulativeAmount ? units(*state->chargedCumulativeAmount)
                                                            : tr("not stated"),
                             units(e.charged), units(*charge));
        return v;
    }
    if (state->balance < *expected) {
        v.problem = tr("The seller says the channel holds %1 units, less than the %2 units it "
                       "has charged.")
                        .arg(units(state->balance), units(*expected));
        return v;
    }
    v.ok = true;
    v.charge = *charge;
    return v;
}

ChannelCheck::Verdict ChannelCheck::correction(const nlohmann::json &required, const Expected &e,
                                               quint64 chainId, const evm::EvmAddress &signer)
{
    Verdict v;
    const nlohmann::json &accepts = field(required, "accepts");
    if (!accepts.is_array()) {
        v.problem = tr("The seller's 402 lists no payment options.");
        return v;
    }
    for (const nlohmann::json &option : accepts) {
        const nlohmann::json &extra = field(option, "extra");
        QString why;
        const auto state = ChannelState::fromJson(field(extra, "channelState"), &why);
        if (field(option, "scheme") != "batch-settlement" || !state ||
            state->channelId != e.channelId)
            continue;
        v.state = *state;
        const nlohmann::json &voucherState = field(extra, "voucherState");
        const auto signedMax = uintText(field(voucherState, "signedMaxClaimable"), 128);
        const nlohmann::json &sig = field(voucherState, "signature");
        static const QRegularExpression sigRe(QStringLiteral("^0x[0-9a-fA-F]{130}$"));
        const bool sigOk = sig.is_string() &&
                           sigRe.match(QString::fromStdString(sig.get<std::string>())).hasMatch();
        if (!signedMax || !sigOk) {
            v.problem = tr("The seller's channel state is not backed by a voucher of yours, so "
                           "Paydesk does not adopt it.");
            return v;
        }
        const ChannelVoucher voucher{
            e.channelId, *signedMax,
            QByteArray::fromHex(QByteArray::fromStdString(sig.get<std::string>()).mid(2))};
        if (BatchChannel::voucherSigner(voucher, chainId) != signer) {
            v.problem = tr("The voucher the seller shows was not signed by your wallet.");
            return v;
        }
        if (*signedMax > e.ceiling) {
            v.problem = tr("The voucher the seller shows (%1 units) is above every voucher "
                           "Paydesk journaled (%2 units).")
                            .arg(units(*signedMax), units(e.ceiling));
            return v;
        }
        const auto charged = state->chargedCumulativeAmount;
        if (!charged || *charged > *signedMax) {
            v.problem = tr("The seller's cumulative charge is missing or above your voucher.");
            return v;
        }
        if (*charged < e.charged) {
            v.problem = tr("The seller's cumulative charge (%1 units) skips back below the %2 "
                           "units it charged before.")
                            .arg(units(*charged), units(e.charged));
            return v;
        }
        v.ok = true;
        v.charge = *charged;
        return v;
    }
    v.problem = tr("The seller's 402 says nothing of this channel.");
    return v;
}

} // namespace paydesk::x402
