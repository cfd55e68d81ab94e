#include "PaymentCost.h"

#include "core/Address.h"
#include "core/Asset.h"

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

Amount PaymentCost::solanaSignatureFee(int signatures)
{
    return Amount::fromUnits(Amount::Units(5000) * signatures, 9);
}

std::optional<PaymentCost> PaymentCost::hostedEstimate(const SendPaymentRequest &request,
                                                       const std::optional<Amount> &balance)
{
    const auto wallet = Address::parse(request.walletAddress);
    if (!wallet || wallet->chain() != Chain::Solana)
        return std::nullopt;
    const auto amount = Amount::parse(request.amount.trimmed(), 9);
    if (!amount)
        return std::nullopt;
    PaymentCost c;
    c.amount = *amount;
    c.fee = solanaSignatureFee();
    const bool automatic = !request.priorityFee || request.priorityFee->trimmed().isEmpty() ||
                           request.priorityFee->trimmed() == u"auto";
    if (!automatic) {
        const auto priority = Amount::parse(request.priorityFee->trimmed(), 9);
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
