#pragma once

#include "core/Amount.h"
#include "core/Direction.h"
#include "payments/PaymentFlow.h"
#include "store/PaidFetchJournal.h"

#include <QCoreApplication>
#include <QMetaType>
#include <QString>
#include <functional>
#include <optional>

namespace paydesk {

struct JournalEntry;
struct PaymentRecord;
struct ReceivePaymentResult;
struct SendPaymentRequest;
struct SendPaymentResult;
class ApiError;
class PaymentFlow;
namespace x402 {
class PaidFetch;
}

// What happened to one payment, as the controller that saw it reports it to PaymentEvents: the
// facts (kind, where it came from, ids, amount as text with its unit, counterparty) and, through
// describe(), the one translated title and sentence every surface uses for it (tray, in-window
// notices). Built only by the of...() functions below, one per kind of source, so the rules of
// "what counts as an outcome" live in one file. Never a secret.
struct PaymentOutcome
{
    Q_DECLARE_TR_FUNCTIONS(PaymentOutcome)
public:
    enum class Kind
    {
        Open,      // seen not final yet (its final state will be news)
        Confirmed, // a payment made here landed (or a paid resource was delivered)
        Failed,    // did not go through (for a paid resource: paid, but not delivered)
        Refused,   // never sent: the service or Paydesk refused it before any money moved
        Expired,   // never landed; nothing was charged
        Received   // money came in
    };
    enum class Source
    {
        HostedSend,      // SendController: the service took (or refused) a payment
        Status,          // a status lookup or a follow saw the record
        PaidFetch,       // a 402 payment for a resource (PayController)
        SellerDesk,      // a proof verified by the seller's desk
        LocalFlow,       // a payment signed here, followed to its end
        Recovery,        // a local payment finished after a restart
        IncomingHistory, // a received payment found in the history
        Balance          // a local wallet's balance went up by more than what was told
    };

    Kind kind = Kind::Open;
    Source source = Source::Status;
    Direction direction = Direction::Sent;
    QString paymentId;           // the service's id, when there is one
    QString key;                 // told once per (kind, key); empty: every report is news
    QString wallet;              // the user's wallet it concerns
    QString counterparty;        // the other side's address
    QString amount;              // "0.25 SOL", or "" when unknown
    std::optional<Amount> value; // the same amount, exact, when known
    QString resource;            // a paid resource's address (no query, fragment or user info)
    QString detail;              // why it failed, or a finished recovery in words
    bool seenChange = false;     // the reporter watched it go from open to final

    bool isFinal() const { return kind != Kind::Open; }

    // The one wording of this outcome; `nameOf` turns an address into the user's name for it.
    struct Words
    {
        QString title;
        QString body;
    };
    Words describe(const std::function<QString(const QString &)> &nameOf) const;

    // The outcome each source reports (nullopt: nothing happened that a person needs to hear).
    static PaymentOutcome ofSendPaid(const SendPaymentRequest &q, const SendPaymentResult &r);
    // nullopt when a failure is no outcome (a form error, a cancel, an outcome nobody knows).
    static std::optional<PaymentOutcome> ofSendFailed(const SendPaymentRequest &q,
                                                      const ApiError &e);
    static PaymentOutcome ofRecord(const PaymentRecord &record, bool seenChange);
    static std::optional<PaymentOutcome> ofPaidFetch(const x402::PaidFetch &fetch);
    static PaymentOutcome ofVerified(const ReceivePaymentResult &result);
    // A local-mode payment of any chain family (payments/PaymentFlow).
    static std::optional<PaymentOutcome> ofFlow(const PaymentFlow &flow, const QString &wallet);
    static std::optional<PaymentOutcome> ofJournal(const JournalEntry &entry);
    // A received, confirmed payment of `wallet` found in its history.
    static PaymentOutcome ofIncoming(const QString &wallet, const QString &paymentId,
                                     const QString &from, const QString &amount);
    // A local wallet's balance went up by `more` (atomic units of its chain's native coin).
    static PaymentOutcome ofBalanceUp(const QString &wallet, const Amount &more);

    // The dedupe key of a payment's final outcome ("outcome:<id>"; "" for no id).
    static QString outcomeKey(const QString &id);

    // "0.25 SOL" for exact decimal text and a unit; "an unknown amount" for "".
    static QString money(const QString &amount, const QString &symbol);
    // A local payment's end in a few words, for the page that started it ("Expired: nothing was
    // charged"); the flow's message says the rest.
    static QString flowHeadline(PaymentFlow::Outcome outcome);
    // Where a paid request's journaled attempt stands, in words ("paid, content not received").
    static QString attemptState(FetchAttempt::State state);
};

} // namespace paydesk

Q_DECLARE_METATYPE(paydesk::PaymentOutcome)
