// PaymentOutcome::describe(): the one wording of each outcome, for the tray and the window.
#include "PaymentOutcome.h"
#include "core/Address.h"
#include "payments/PaymentFlow.h"

namespace paydesk {

PaymentOutcome::Words
PaymentOutcome::describe(const std::function<QString(const QString &)> &nameOf) const
{
    const QString to = nameOf(counterparty);
    const QString withDetail = detail.isEmpty() ? amount : tr("%1: %2").arg(amount, detail);
    switch (kind) {
    case Kind::Open:
        break;
    case Kind::Confirmed:
        if (source == Source::PaidFetch)
            return {tr("Paid for a resource"), tr("%1 for %2.").arg(amount, resource)};
        if (source == Source::Recovery)
            return {tr("Payment confirmed"), detail};
        return {tr("Payment confirmed"), tr("%1 to %2, confirmed on chain.").arg(amount, to)};
    case Kind::Refused:
        return {tr("Payment not sent"),
                tr("%1 to %2: %3").arg(amount, Address::brief(counterparty), detail)};
    case Kind::Failed:
        if (source == Source::PaidFetch)
            return {tr("Paid, but the resource did not arrive"),
                    tr("%1 for %2: %3").arg(amount, resource, detail)};
        if (source == Source::Recovery)
            return {tr("Payment failed"), detail};
        if (source == Source::LocalFlow)
            return {tr("Payment failed"), withDetail};
        return {tr("Payment failed"), detail.isEmpty()
                                          ? tr("%1 to %2 failed.").arg(amount, to)
                                          : tr("%1 to %2 failed: %3").arg(amount, to, detail)};
    case Kind::Expired:
        if (source == Source::Recovery)
            return {tr("Payment expired"), detail};
        if (source == Source::LocalFlow)
            return {tr("Payment expired"), withDetail};
        return {tr("Payment expired"),
                tr("%1 to %2 expired before it landed; nothing was charged.").arg(amount, to)};
    case Kind::Received:
        switch (source) {
        case Source::SellerDesk:
            return {tr("Payment received"), counterparty.isEmpty()
                                                ? tr("%1, verified at the seller desk.").arg(amount)
                                                : tr("%1 from %2, verified at the seller desk.")
                                                      .arg(amount, Address::brief(counterparty))};
        case Source::LocalFlow:
            return {tr("Payment received"),
                    tr("%1 into %2, confirmed on chain.").arg(amount, nameOf(wallet))};
        case Source::Recovery:
            return {tr("Payment received"), detail};
        case Source::Balance:
            return {tr("Money received"), tr("%1 arrived in %2.").arg(amount, nameOf(wallet))};
        default:
            return {tr("Payment received"),
                    tr("%1 from %2 into %3.")
                        .arg(amount, Address::brief(counterparty), nameOf(wallet))};
        }
    }
    return {};
}

QString PaymentOutcome::flowHeadline(PaymentFlow::Outcome outcome)
{
    using O = PaymentFlow::Outcome;
    switch (outcome) {
    case O::Confirmed:
        return tr("Payment confirmed");
    case O::Failed:
        return tr("Failed: the network fee was charged");
    case O::Expired:
        return tr("Expired: nothing was charged");
    case O::Rejected:
        return tr("Refused by the network: nothing was charged");
    case O::Refused:
        return tr("Not signed");
    case O::Unfinished:
        return tr("Not final yet");
    case O::None:
    case O::Error:
        break;
    }
    return tr("Not sent");
}

QString PaymentOutcome::attemptState(FetchAttempt::State state)
{
    switch (state) {
    case FetchAttempt::State::Paying:
        return tr("paying, outcome not known yet");
    case FetchAttempt::State::Paid:
        return tr("paid, content not received");
    case FetchAttempt::State::Delivered:
        return tr("paid and delivered");
    case FetchAttempt::State::NotAccepted:
        return tr("paid, refused by the seller");
    case FetchAttempt::State::Failed:
        return tr("not paid");
    }
    return {};
}

} // namespace paydesk
