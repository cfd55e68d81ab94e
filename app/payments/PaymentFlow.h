#pragma once

#include "core/Amount.h"
#include "core/Asset.h"
#include "core/Direction.h"
#include "store/PaymentJournal.h"

#include <QObject>
#include <QString>

namespace paydesk {

class ApiError;
class RpcCall;

// One local-mode transaction Paydesk signs, whatever its chain family: a payment the service
// built (solana::SolanaPaymentFlow, evm::EvmPaymentFlow), a speed-up or cancel
// (evm::EvmReplacement), an approve Paydesk builds itself (evm::Permit2Approval). Each decodes
// and checks its transaction, stops at AwaitingApproval with reviewReady(), and on approve()
// loads the key, signs, journals and follows it to a final state; finished() is emitted once.
// Controllers, outcome wording and the CLI hold flows by this class (docs/architecture.md,
// "Chain families"); only a family's own review widgets look at the family's review.
class PaymentFlow : public QObject
{
    Q_OBJECT
public:
    enum class Step
    {
        Idle,
        Building,         // asking the service for the transaction
        Checking,         // decoding, checking, reading the node (and simulating)
        AwaitingApproval, // the review is ready; approve(), reject() or refresh()
        Signing,
        Broadcasting, // journaled; sending and following it
        Finished
    };
    enum class Outcome
    {
        None,
        Confirmed,
        Failed,    // landed with an error: fee charged, no payment
        Expired,   // never landed: nothing charged (EVM: another transaction of its nonce did)
        Rejected,  // the node refused it before broadcast: nothing charged
        Refused,   // Paydesk refused to sign (policy) or the user declined
        Error,     // could not build, read, sign or journal it: nothing was sent
        Unfinished // still unresolved when the tracker gave up; it stays in the journal
    };
    // What the transaction moves, in words any face can print: the counterparty (the recipient
    // of a send, the payer of a receive) and the value in the chain's native coin.
    struct Summary
    {
        Direction direction = Direction::Sent;
        QString counterparty;
        Amount value;
        Asset asset; // the native coin of the flow's network
        // On an account-nonce chain an Expired transaction was replaced by another one of its
        // nonce, whose own outcome is the news.
        bool expiredMeansReplaced = false;
    };

    explicit PaymentFlow(QObject *parent = nullptr);

    virtual void approve() = 0;
    virtual void reject() = 0; // the user declines: Outcome Refused, nothing signed
    // Before signing only: fetch a fresh transaction (e.g. after expiry), where canRefresh().
    virtual bool canRefresh() const { return false; }
    virtual void refresh() {}

    Step step() const { return m_step; }
    Outcome outcome() const { return m_outcome; }
    bool isRunning() const { return m_step != Step::Idle && m_step != Step::Finished; }
    QString message() const { return m_message; }
    // An Error outcome because the service or the node could not be reached or did not answer
    // in time (rather than an answer refusing it): nothing was signed.
    bool unreachable() const { return m_unreachable; }
    qint64 journalId() const { return m_journalId; }
    virtual QString paymentId() const { return {}; }
    // The signature or hash once signed; empty before.
    virtual QString transactionId() const = 0;
    virtual Summary summary() const = 0;

    static QString outcomeName(Outcome outcome); // "confirmed", "expired", ...

Q_SIGNALS:
    void stepChanged(paydesk::PaymentFlow::Step step);
    void reviewReady();
    void progress(const QString &text);
    // The journaled transaction moved on (submitted once the node accepted it, then final).
    void broadcastStateChanged(paydesk::JournalState state);
    void finished();

protected:
    // How the log names this flow ("local payment pay_1").
    virtual QString logName() const = 0;
    void setStep(Step step);
    void finish(Outcome outcome, const QString &message);
    static bool isUnreachable(const ApiError &error);
    static bool isUnreachable(const RpcCall &call);

    Step m_step = Step::Idle;
    Outcome m_outcome = Outcome::None;
    QString m_message;
    bool m_unreachable = false;
    qint64 m_journalId = 0;
};

} // namespace paydesk
