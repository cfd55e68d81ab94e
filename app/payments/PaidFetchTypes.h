#pragma once

#include "store/AgentStore.h"
#include "store/BudgetStore.h"
#include "store/PaidFetchJournal.h"
#include "x402/OptionChooser.h"
#include "x402/PaymentHeaders.h"
#include "x402/PaymentRequirements.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <optional>

namespace paydesk::x402 {

// What the confirmation shows before paying for a URL.
struct PaymentQuote
{
    QString url;
    QString origin;
    PaymentOption option; // amount, network, payTo, description ...
    PayerWallet wallet;
    BudgetCheck budget;           // caps, spent and left today, frozen
    QDateTime validUntil;         // the seller's maxTimeoutSeconds from its 402
    bool automatic = false;       // a granted budget (or --yes) pays without asking
    bool interactiveOnly = false; // an earlier payment for this URL: only a person may confirm
    // This run approved a payment above the default caps of a site without a budget (--yes
    // with a --max-amount the price is within), so going above them meanwhile refuses nothing.
    bool aboveDefaultApproved = false;
    // Paying it only signs (the proof is sent after it is journaled): nothing leaves this
    // computer until then (SchemeClient::signsOnly).
    bool signsOnly = false;
    std::optional<FetchAttempt> previous;
    // The paying wallet's balance in the native unit, read before asking; empty when it could
    // not be read (balanceProblem says why): then nobody knows whether the wallet can cover it.
    std::optional<Amount> balance;
    QString balanceProblem;
    // For an agent's payment: its verdict (why a person must approve, what is left today).
    std::optional<AgentCheck> agent;
    // What leaves the wallet at once beyond the price (a payment channel's deposit,
    // SchemeClient::deposit): the balance and the budgets are weighed against it.
    std::optional<Amount> deposit;

    // Above the default caps of a site without a budget: a person may approve this one payment.
    bool aboveDefaultCap() const { return budget.verdict == BudgetCheck::Verdict::AboveDefaultCap; }

    qint64 secondsLeft(const QDateTime &now = QDateTime::currentDateTimeUtc()) const
    {
        return validUntil.isValid() ? qMax<qint64>(0, now.secsTo(validUntil)) : -1;
    }
};

// The resource as delivered.
struct FetchedContent
{
    int httpStatus = 0;
    QByteArray body;
    QString contentType;
    bool paid = false;    // a payment (this attempt or an earlier one) bought it
    bool resumed = false; // re-sent the proof of an earlier attempt
    // The seller sent the content and said it settled, but the chain shows the payment unused:
    // nothing has moved. PaidFetch::message() says what follows.
    bool unsettled = false;
    Settlement settlement;
    QString paymentId, signature;
    // What the purchase paid, as a person reads it ("0.005 USDC"), a resumed one's too (its
    // journaled attempt's); empty: not known.
    QString amount;
    // A usage price (x402 upto): the most authorized ("0.05 USDC"), and what the charge came to
    // in words (within the maximum, above it, unstated); `amount` is then the charge. Empty for
    // a fixed price.
    QString maximum, chargeNote;
    std::optional<Amount> charge;    // the charge, exact, once known
    bool chargeAboveMaximum = false; // the seller claimed more than the maximum
    qint64 attemptId = 0;
};

} // namespace paydesk::x402
