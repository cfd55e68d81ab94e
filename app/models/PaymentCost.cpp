#include "PaymentCost.h"

#include "core/Address.h"
#include "core/Asset.h"
#include "payments/kits/ChainKits.h"

namespace paydesk {

std::optional<Amount> PaymentCost::balanceAfter() const
{
    if (!balance)
        return std::nullopt;
    return *balance - total();
}

bool PaymentCost::covered() const
{
    return !balance || *balance >= total();
}

std::optional<PaymentCost> PaymentCost::hostedEstimate(const SendPaymentRequest &request,
                                                       const std::optional<Amount> &balance)
{
    // The service sends in the wallet's coin; its family's kit knows the least fee of one
    // signature (none known: no estimate).
    const auto wallet = Address::parse(request.walletAddress);
    const x402::ChainKit *kit = wallet ? x402::ChainKits::standard().of(wallet->chain()) : nullptr;
    const std::optional<Amount> fee = kit ? kit->signatureFee() : std::nullopt;
    if (!fee)
        return std::nullopt;
    const int decimals = fee->decimals();
    const auto amount = Amount::parse(request.amount.trimmed(), decimals);
    if (!amount)
        return std::nullopt;
    PaymentCost c;
    c.amount = *amount;
    c.fee = *fee;
    const bool automatic = !request.priorityFee || request.priorityFee->trimmed().isEmpty() ||
                           request.priorityFee->trimmed() == u"auto";
    if (!automatic) {
        const auto priority = Amount::parse(request.priorityFee->trimmed(), decimals);
        if (!priority)
            return std::nullopt;
        // The custom priority fee is the most the service may spend on it.
        c.fee = c.fee + *priority;
    }
    c.feeMayGrow = automatic;
    c.balance = balance;
    return c;
}

Amount PaymentCost::maxAmount(const Amount &balance, const Amount &fee)
{
    if (balance <= fee)
        return Amount::fromUnits(0, balance.decimals());
    return balance - fee;
}

QString PaymentCost::feeText(const QString &symbol) const
{
    if (feeExact)
        return Money::format(fee, symbol);
    if (feeMayGrow)
        return tr("about %1 %2, plus any priority fee the service adds")
            .arg(fee.toString(), symbol);
    return tr("at most %1 %2").arg(fee.toString(), symbol);
}

QString PaymentCost::totalText(const QString &symbol) const
{
    if (feeExact)
        return Money::format(total(), symbol);
    return tr("about %1 %2").arg(total().toString(), symbol);
}

QString PaymentCost::balanceAfterText(const QString &symbol) const
{
    const auto after = balanceAfter();
    if (!after)
        return tr("unknown (balance not read)");
    if (after->units() < 0)
        return tr("short by %1 %2")
            .arg((Amount::fromUnits(0, after->decimals()) - *after).toString(), symbol);
    return Money::format(*after, symbol);
}

} // namespace paydesk
