#pragma once

#include "BroadcastTracker.h"
#include "api/ServiceClient.h"
#include "solana/RpcClient.h"
#include "solana/Transaction.h"
#include "solana/TransactionPolicy.h"
#include "store/PaymentJournal.h"

#include <QObject>
#include <QPointer>
#include <functional>
#include <optional>

namespace paydesk::wallet {
class WalletManager;
}

namespace paydesk::solana {

// Local mode, one payment: the service builds the transaction; Paydesk decodes it, holds it
// against what the user asked for (TransactionPolicy), shows it (reviewReady), and on approve()
// loads the key from the keychain, signs the exact received message bytes, journals the signed
// bytes, then broadcasts and follows them (BroadcastTracker) to a final state. Send: we pay.
// Receive: the buyer signed a transfer to us, we co-sign as fee payer. Once signed, a flow
// never fetches or signs another transaction.
class LocalPaymentFlow : public QObject
{
    Q_OBJECT
public:
    enum class Step
    {
        Idle,
        Building,         // asking the service for the transaction
        Checking,         // decoding, checking, reading the block height (and simulating)
        AwaitingApproval, // review() is ready; approve(), reject() or refresh()
        Signing,
        Broadcasting, // journaled; sending and following it
        Finished
    };
    enum class Outcome
    {
        None,
        Confirmed,
        Failed,    // landed with an error: fee charged, no payment
        Expired,   // never landed: nothing charged
        Rejected,  // the RPC refused it before broadcast: nothing charged
        Refused,   // Paydesk refused to sign (policy) or the user declined
        Error,     // could not build, read, sign or journal it: nothing was sent
        Unfinished // still unresolved when the tracker gave up; it stays in the journal
    };
    using KeyCallback = std::function<void(std::optional<Keypair> keypair, const QString &error)>;
    // Loads the keypair of `address`; calls back exactly once (context: lifetime guard).
    using KeyProvider =
        std::function<void(const QString &address, QObject *context, KeyCallback done)>;

    struct Services
    {
        ServiceClient *service = nullptr;
        RpcClient *rpc = nullptr;
        PaymentJournal *journal = nullptr;
        KeyProvider keys;
    };
    struct Options
    {
        quint64 maxPriorityFeeLamports = 1000000; // the user's cap (0.001 SOL)
        bool autoApprove = false;                 // approve as soon as the checks pass (CLI)
        bool simulate = false;                    // simulateTransaction before review
        int minSecondsLeft = 10;
        BroadcastTracker::Timing timing;
    };

    LocalPaymentFlow(Services services, Options options, QObject *parent = nullptr);

    // Keys from the OS keychain through the wallet manager (the GUI's and CLI's provider).
    static KeyProvider keysFrom(wallet::WalletManager *wallets);

    void startSend(const SendPaymentRequest &request);
    void startReceive(const ReceivePaymentRequest &request);
    void approve();
    void reject();  // the user declines: Outcome Refused, nothing signed
    void refresh(); // before signing only: fetch a fresh transaction (e.g. after expiry)

    Step step() const { return m_step; }
    Outcome outcome() const { return m_outcome; }
    QString message() const { return m_message; }
    // An Error outcome because the service or the RPC endpoint could not be reached or did not
    // answer in time (rather than an answer refusing it): nothing was signed.
    bool unreachable() const { return m_unreachable; }
    const TransactionReview &review() const { return m_review; }
    std::optional<SimulationResult> simulation() const { return m_simulation; }
    QString paymentId() const { return m_unsigned.paymentId; }
    QString signature() const { return m_signature; }
    qint64 journalId() const { return m_journalId; }
    bool isSend() const { return m_direction == Direction::Sent; }

    static QString outcomeName(Outcome outcome); // "confirmed", "expired", ...

Q_SIGNALS:
    void stepChanged(paydesk::solana::LocalPaymentFlow::Step step);
    void reviewReady();
    void progress(const QString &text);
    // The journaled transaction moved on (submitted once the RPC accepted it, then final).
    void broadcastStateChanged(paydesk::JournalState state);
    void finished();

private:
    void build();
    void onBuilt(TransactionReply *reply);
    void check();
    void checkSettled();
    void present();
    void sign(Keypair keypair);
    void setStep(Step step);
    void finish(Outcome outcome, const QString &message);

    Services m_services;
    Options m_options;
    Step m_step = Step::Idle;
    Outcome m_outcome = Outcome::None;
    QString m_message;
    Direction m_direction = Direction::Unknown; // until startSend() or startReceive()
    QString m_wallet;
    SendPaymentRequest m_send;
    ReceivePaymentRequest m_receive;
    PaymentExpectation m_expect;
    UnsignedTransaction m_unsigned;
    std::optional<Transaction> m_tx;
    TransactionReview m_review;
    std::optional<SimulationResult> m_simulation;
    QString m_signature;
    qint64 m_journalId = 0;
    bool m_unreachable = false;
    QPointer<BroadcastTracker> m_tracker;
};

} // namespace paydesk::solana
