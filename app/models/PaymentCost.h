#pragma once

#include "core/Amount.h"
#include "core/PaymentRequests.h"

#include <QCoreApplication>
#include <optional>

namespace paydesk {

// What a payment takes from the wallet: the amount, the network fee (exact when Paydesk built
// or decoded the transaction, an estimate for a hosted payment), the total debited and the
// balance left. The one place these figures are computed, for the send form, the review, the
// sent panel and the CLI.
struct PaymentCost
{
    Q_DECLARE_TR_FUNCTIONS(PaymentCost)
public:
    Amount amount;
    Amount fee;
    bool feeExact = false;
    // A hosted payment on automatic priority fee: the service may add a priority fee on top of
    // the estimate.
    bool feeMayGrow = false;
    std::optional<Amount> balance; // unknown when the balance could not be read

    Amount total() const { return amount + fee; }
    std::optional<Amount> balanceAfter() const;
    // False only when the balance is known and smaller than the total.
    bool covered() const;

    // A hosted payment: one signature, plus the custom priority fee when one is set. Nullopt
    // when the request's amount cannot be read or the chain's fee is not known (EVM hosted).
    static std::optional<PaymentCost> hostedEstimate(const SendPaymentRequest &request,
                                                     const std::optional<Amount> &balance);
    // The largest amount the balance covers with this fee (0 when none).
    static Amount maxAmount(const Amount &balance, const Amount &fee);

    // "0.000005 SOL", "about 0.000005 SOL", "about 0.000005 SOL plus a priority fee the service
    // picks".
    QString feeText(const QString &symbol) const;
    // "0.250005 SOL" or "about 0.250005 SOL".
    QString totalText(const QString &symbol) const;
    // "9.749995 SOL", or "unknown" when the balance is.
    QString balanceAfterText(const QString &symbol) const;
};

} // namespace paydesk
