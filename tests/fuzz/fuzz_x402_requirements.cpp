// x402 402 answers: the v1 JSON body and the v2 PAYMENT-REQUIRED header (base64 JSON), read by
// RequirementsParser for the URL a buyer asked for.
// Selector: 0 header NUL body (both as sent), 1 body only, 2 JSON that is base64-encoded here and
// sent as the header (so mutations reach the JSON inside the header), 3 the same plus a v1 body
// after a NUL (the header/body cross-check).
// Properties: a usable answer has at least one option, every option index is its position, an
// invalid or unsupported option says why, a payable one has an exact amount, a payee address of
// its chain and a positive timeout; a refused answer says why. A token the user added (EURC on
// Base, 6 decimals, as AddedTokens publishes it) is read in its own symbol and decimals.

#include "FuzzCommon.h"
#include "core/Address.h"
#include "core/Asset.h"
#include "payments/schemes/SchemeRegistry.h"
#include "x402/RequirementsParser.h"

using namespace paydesk;
using namespace paydesk::x402;

PAYDESK_FUZZ_TARGET(x402_requirements)
{
    static const QUrl requested(QStringLiteral("http://127.0.0.1:46003/demo/resource/weather"));
    static const Asset added = [] {
        Asset a;
        a.network = QStringLiteral("base");
        a.chain = Chain::Evm;
        a.kind = Asset::Kind::Token;
        a.address = QStringLiteral("0x60a3E35Cc302bFA44Cb288Bc5a4F316Fdb1adb42");
        a.symbol = QStringLiteral("EURC");
        a.decimals = 6;
        a.trusted = a.addedByUser = true;
        Asset::setAddedTokens({a});
        return a;
    }();
    const fuzz::Input in(data, size, 4);
    QByteArray header, body;
    switch (in.selector) {
    case 0:
        std::tie(header, body) = fuzz::splitAtNul(in.payload);
        break;
    case 1:
        body = in.payload;
        break;
    case 2:
        header = in.payload.toBase64();
        break;
    default: {
        const auto [json, v1] = fuzz::splitAtNul(in.payload);
        header = json.toBase64();
        body = v1;
        break;
    }
    }
    RequirementsResult r = RequirementsParser::parse(requested, header, body);
    if (r.required) // judged by the scheme clients, as a paid fetch does
        SchemeRegistry::standard().judge(*r.required);
    if (!r.ok()) {
        fuzz::check(!r.error.isEmpty(), "402 answer refused without a reason");
        return 0;
    }
    const PaymentRequired &req = *r.required;
    fuzz::check(!req.options.isEmpty(), "usable 402 answer without options");
    fuzz::check(req.x402Version == 1 || req.x402Version == 2, "odd x402Version accepted");
    for (int i = 0; i < req.options.size(); ++i) {
        const PaymentOption &o = req.options[i];
        fuzz::check(o.index == i, "option index is not its position");
        (void)o.displayAmount();
        (void)PaymentOption::statusName(o.status);
        if (!o.isPayable()) {
            fuzz::check(!o.reason.isEmpty(), "option refused without a reason");
            continue;
        }
        fuzz::check(o.amount.has_value(), "payable option without an exact amount");
        if (o.networkId == added.network &&
            o.asset.compare(added.address, Qt::CaseInsensitive) == 0)
            fuzz::check(o.assetSymbol == added.symbol && o.amount->decimals() == added.decimals,
                        "an added token read in other decimals than its own");
        fuzz::check(o.maxTimeoutSeconds > 0, "payable option without a timeout");
        const auto payTo = Address::parse(o.payTo);
        fuzz::check(payTo.has_value() && payTo->chain() == o.chain,
                    "payable option pays to an address not of its chain");
    }
    for (const int i : req.payable())
        fuzz::check(i >= 0 && i < req.options.size() && req.options[i].isPayable(),
                    "payable() lists an option that is not payable");
    return 0;
}
