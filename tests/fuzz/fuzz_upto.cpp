// x402 `upto` as Paydesk and the sandbox read it: a Permit2 authorization (Permit2Authorization::
// fromJson: the upto form names a facilitator in its witness), a seller's settlement with the
// charge (UptoPermit2::chargeOf against a maximum), and the upto proxy's settle call as the sandbox
// chain decodes it (Permit2Proxy::decodeUptoSettle). Input: authorization JSON NUL settlement JSON
// NUL calldata. Properties: refusals have a reason; an accepted authorization reads back with the
// same struct hash and the same form (facilitator or not); a stated charge is never above the
// maximum, one above it is flagged and never taken as less; a decoded settle call encodes back to
// a call that decodes the same.

#include "FuzzCommon.h"
#include "sandbox/Permit2Proxy.h"
#include "x402/UptoPermit2.h"

#include <nlohmann/json.hpp>

using namespace paydesk;
using namespace paydesk::x402;

PAYDESK_FUZZ_TARGET(upto)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto [authText, rest] = fuzz::splitAtNul(bytes);
    const auto [settlementText, calldata] = fuzz::splitAtNul(rest);

    const nlohmann::json j = nlohmann::json::parse(authText.toStdString(), nullptr, false);
    if (!j.is_discarded()) {
        QString why;
        const auto a = Permit2Authorization::fromJson(j, &why);
        if (!a) {
            fuzz::check(!why.isEmpty(), "authorization refused without a reason");
        } else {
            const auto again = Permit2Authorization::fromJson(a->toJson(), &why);
            fuzz::check(again && again->structHash() == a->structHash(),
                        "an accepted authorization does not read back the same");
            fuzz::check(again && again->facilitator == a->facilitator,
                        "the upto form changed on the way back");
        }
    }

    Settlement s;
    s.raw = nlohmann::json::parse(settlementText.toStdString(), nullptr, false);
    s.present = !s.raw.is_discarded();
    const Amount maximum = Amount::fromUnits(10000, 6);
    const UptoPermit2::Charge c = UptoPermit2::chargeOf(s, maximum);
    using Kind = UptoPermit2::Charge::Kind;
    if (c.kind == Kind::Stated)
        fuzz::check(c.amount <= maximum, "a charge above the maximum was taken as stated");
    if (c.kind == Kind::AboveMaximum)
        fuzz::check(c.amount >= maximum && !c.detail.isEmpty(),
                    "a claim above the maximum was read as less, or not explained");

    if (const auto settle = sandbox::Permit2Proxy::decodeUptoSettle(calldata)) {
        const QByteArray encoded = sandbox::Permit2Proxy::uptoSettleCall(
            settle->authorization, settle->amount, settle->signature);
        const auto back = sandbox::Permit2Proxy::decodeUptoSettle(encoded);
        fuzz::check(back && back->amount == settle->amount &&
                        back->signature == settle->signature &&
                        back->authorization.structHash() == settle->authorization.structHash(),
                    "a settle call does not encode back to itself");
    }
    return 0;
}
