// x402 `batch-settlement` on EVM as Paydesk reads a seller's words about a channel: a channel
// config (ChannelConfig::fromJson), a voucher (ChannelVoucher::fromJson, e.g. a corrective 402's
// voucherState) and a channel state (ChannelState::fromJson, a payment response's
// extra.channelState). Input: one JSON object {config, voucher, state} (any may be missing or
// malformed). Properties: refusals have a reason; an accepted config reads back to the same
// channel id; an accepted voucher fits uint128 and reads back the same; recovering a voucher's
// signer never crashes and is the same twice; a state's numbers fit their widths.

#include "FuzzCommon.h"
#include "x402/BatchChannel.h"

#include <nlohmann/json.hpp>

using namespace paydesk;
using namespace paydesk::x402;

PAYDESK_FUZZ_TARGET(channel)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const nlohmann::json j = nlohmann::json::parse(bytes.toStdString(), nullptr, false);
    if (!j.is_object())
        return 0;
    QString why;
    if (j.contains("config")) {
        const auto c = ChannelConfig::fromJson(j["config"], &why);
        fuzz::check(c || !why.isEmpty(), "config refused without a reason");
        if (c) {
            fuzz::check(c->salt.size() == 32 && c->withdrawDelay < (quint64(1) << 40),
                        "accepted a config whose salt or delay does not fit");
            const auto again = ChannelConfig::fromJson(c->toJson(), &why);
            fuzz::check(again && BatchChannel::channelId(*again, 8453) ==
                                     BatchChannel::channelId(*c, 8453),
                        "an accepted config names another channel once written back");
        }
    }
    why.clear();
    if (j.contains("voucher")) {
        const auto v = ChannelVoucher::fromJson(j["voucher"], &why);
        fuzz::check(v || !why.isEmpty(), "voucher refused without a reason");
        if (v) {
            fuzz::check(v->channelId.size() == 32 && v->signature.size() == 65 &&
                            v->maxClaimableAmount.toBigEndian().left(16).count('\0') == 16,
                        "accepted a voucher that does not fit its types");
            const auto again = ChannelVoucher::fromJson(v->toJson(), &why);
            fuzz::check(again && again->channelId == v->channelId &&
                            again->maxClaimableAmount == v->maxClaimableAmount &&
                            again->signature == v->signature,
                        "an accepted voucher does not read back the same");
            fuzz::check(BatchChannel::voucherSigner(*v, 8453) ==
                            BatchChannel::voucherSigner(*v, 8453),
                        "the same voucher recovers two signers");
        }
    }
    why.clear();
    if (j.contains("state")) {
        const auto s = ChannelState::fromJson(j["state"], &why);
        fuzz::check(s || !why.isEmpty(), "state refused without a reason");
        if (s)
            fuzz::check(s->channelId.size() == 32 &&
                            s->balance.toBigEndian().left(16).count('\0') == 16,
                        "accepted a state whose numbers do not fit");
    }
    return 0;
}
