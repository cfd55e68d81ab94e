#include "OptionLimits.h"

#include "core/Asset.h"
#include "store/BudgetStore.h"
#include "store/PayeeRules.h"

#include <algorithm>

namespace paydesk::x402 {

std::optional<QString> OptionLimits::maximumRefusal(const PaymentOption &o) const
{
    if (!maxAmount || !o.amount)
        return std::nullopt;
    const QString asset = Asset::keyOf(o.asset);
    const QString maxText =
        maxAmountSymbol.isEmpty()
            ? Money::withUnit(*maxAmount, o.networkId)
            : QStringLiteral("%1 %2").arg(maxAmount->toString(), maxAmountSymbol);
    // Same asset: the native coin for a bare maximum or one named by the network's own coin
    // ("0.002 SOL" for a price in SOL), else a trusted token of that symbol.
    const bool namesNative =
        maxAmountSymbol.isEmpty() ||
        Asset::native(o.networkId).symbol.compare(maxAmountSymbol, Qt::CaseInsensitive) == 0;
    const bool sameAsset =
        asset.isEmpty() ? namesNative
                        : !maxAmountSymbol.isEmpty() && Asset::known(o.network, o.asset) &&
                              o.assetSymbol.compare(maxAmountSymbol, Qt::CaseInsensitive) == 0;
    if (!sameAsset)
        return tr("The price %1 is in another asset than your maximum of %2; nothing was paid. "
                  "Give the maximum in the asset of the price.")
            .arg(o.displayAmount(), maxText);
    const int d = std::max(o.amount->decimals(), maxAmount->decimals());
    if (*o.amount->rescaled(d) > *maxAmount->rescaled(d))
        return tr("The price %1 is above your maximum of %2; nothing was paid.")
            .arg(o.displayAmount(), maxText);
    return std::nullopt;
}

OptionLimits::Marked OptionLimits::mark(PaymentRequired &required, const PayeeRules *payees) const
{
    Marked marked;
    for (PaymentOption &o : required.options) {
        if (o.isPayable() && payees)
            if (const auto why = payees->refusal(o.payTo)) {
                o.status = PaymentOption::Status::Refused;
                o.reason = *why;
                marked.payeeRefused = true;
            }
        if (o.isPayable())
            if (const auto why = maximumRefusal(o)) {
                o.status = PaymentOption::Status::Refused;
                o.reason = *why;
                marked.overMaximum = true;
            }
    }
    return marked;
}

} // namespace paydesk::x402
