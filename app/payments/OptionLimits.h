#pragma once

#include "core/Amount.h"
#include "x402/PaymentRequirements.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace paydesk {
class PayeeRules;
}

namespace paydesk::x402 {

// A paid fetch's own limits on which of a seller's options may be paid, applied before the choice
// (OptionChooser): the payee allow and deny lists, and the run's maximum (--max-amount "0.01
// USDC"). An option beyond them is marked Refused with the reason, so the choice falls on another
// option, or explains why none is left.
class OptionLimits
{
    Q_DECLARE_TR_FUNCTIONS(OptionLimits)
public:
    std::optional<Amount> maxAmount; // none: no maximum
    // The symbol maxAmount is in ("USDC", or the network's own coin: "SOL"); empty: the paying
    // network's native coin. A price in another asset is beyond it (a maximum in SOL never lets
    // USDC through).
    QString maxAmountSymbol;

    // Why `option` is beyond the maximum (above it, or in another asset); nullopt: within.
    std::optional<QString> maximumRefusal(const PaymentOption &option) const;

    struct Marked
    {
        bool payeeRefused = false; // some option's payee is refused by the lists
        bool overMaximum = false;  // some option is beyond the maximum
    };
    // Marks the payable options of `required` the lists (when given) or the maximum refuse.
    Marked mark(PaymentRequired &required, const PayeeRules *payees) const;
};

} // namespace paydesk::x402
