// Exact amounts as they arrive in service answers, x402 requirements and typed fields.
// Selector: 0 Amount::parse (decimal text), 1 Amount::parseUnits (atomic units).
// The byte after the selector picks the decimals (0..31, 31 = out of range).
// Properties: a parsed amount formats to text that parses back to the same amount (and the same
// units), and its units text parses back through parseUnits; rescaling up and back is exact.

#include "FuzzCommon.h"
#include "core/Amount.h"

using namespace paydesk;

PAYDESK_FUZZ_TARGET(amount)
{
    const fuzz::Input in(data, size, 2);
    if (in.payload.isEmpty())
        return 0;
    const int decimals = quint8(in.payload[0]) % 32;
    const QString text = QString::fromUtf8(in.payload.mid(1));
    QString why;
    const auto amount =
        in.selector == 0 ? Amount::parse(text, decimals, &why) : Amount::parseUnits(text, decimals);
    if (!amount) {
        if (in.selector == 0)
            fuzz::check(!why.isEmpty(), "amount refused without a reason");
        return 0;
    }
    fuzz::check(amount->decimals() == decimals, "decimals changed");
    fuzz::check(amount->units() >= 0, "negative amount");
    const QString shown = amount->toString();
    const auto again = Amount::parse(shown, decimals);
    fuzz::check(again.has_value() && again->units() == amount->units(),
                "parse(toString()) != amount");
    const auto units = Amount::parseUnits(amount->unitsString(), decimals);
    fuzz::check(units.has_value() && units->units() == amount->units(),
                "parseUnits(unitsString()) != amount");
    if (decimals + 1 <= 30) {
        const auto up = amount->rescaled(decimals + 1);
        if (up) {
            fuzz::check(*up == *amount, "rescaled amount compares unequal");
            const auto down = up->rescaled(decimals);
            fuzz::check(down.has_value() && down->units() == amount->units(),
                        "rescale up and down is not exact");
        }
    }
    return 0;
}
