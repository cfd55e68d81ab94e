#pragma once

#include "ProofReading.h"
#include "payments/evm/LostAuthorization.h"
#include "payments/kits/ChainNodes.h"
#include "payments/kits/WalletKeys.h"
#include "x402/OptionChooser.h"
#include "x402/PaymentHeaders.h"
#include "x402/PaymentRequirements.h"
#include "x402/ProofCodec.h"

#include <QObject>
#include <QString>
#include <functional>

namespace paydesk {
class PaidFetchJournal;
class PaymentJournal;
class ServiceClient;
} // namespace paydesk

namespace paydesk::x402 {

// What a scheme client pays with, the same for every face (Pay page, `fetch`, MCP, proxy).
struct SchemeServices
{
    ServiceClient *service = nullptr;       // the payment service; null: none
    PaymentJournal *localJournal = nullptr; // local sends (a Solana payment Paydesk broadcasts)
    WalletKeys keys;                        // each family's keys; a family without: none signs
    ChainNodes nodes;                       // each family's node (an EVM one: chain checked)
    quint64 maxPriorityFeeLamports = 1000000;
    // The journal of paid fetches, with the payment channels its attempts pay through
    // (PaidFetchJournal::channels); null: no channel can be opened or used.
    PaidFetchJournal *fetches = nullptr;
    // The most one channel deposit may be (PaidFetch::Options::maxDeposit); none: the scheme's
    // own size.
    std::optional<Amount> depositCap;
};

// What one payment by a scheme client came to.
struct ProofResult
{
    bool ok = false;
    bool refused = false;           // Paydesk's own checks said no: nothing was paid
    bool moneyMayHaveMoved = false; // failed with an unknown outcome: never pay again blindly
    QString proof;                  // v1 X-PAYMENT value
    QString paymentId, signature;
    QString error; // a sentence
    QString code;  // why Paydesk refused, when it says ("insufficient_funds"); else empty
};

// One payment of an option from a wallet: made by SchemeClient::pay(), started by its caller
// once connected; progress() while it runs, finished() once, then result(). It never retries a
// payment by itself.
class SchemePayment : public QObject
{
    Q_OBJECT
public:
    SchemePayment(SchemeServices services, PayerWallet wallet, PaymentOption option,
                  QString resourceUrl, QObject *parent)
        : QObject(parent), m_services(std::move(services)), m_wallet(std::move(wallet)),
          m_option(std::move(option)), m_url(std::move(resourceUrl))
    {}
    virtual void start() = 0;
    const ProofResult &result() const { return m_result; }

Q_SIGNALS:
    void progress(const QString &text);
    void finished();

protected:
    void finish() { Q_EMIT finished(); }
    // finish(), after the caller of start() returned (a refusal found before any answer).
    void finishLater()
    {
        QMetaObject::invokeMethod(
            this, [this]() { finish(); }, Qt::QueuedConnection);
    }
    const SchemeServices m_services;
    const PayerWallet m_wallet;
    const PaymentOption m_option; // its amount is exact
    const QString m_url;          // the resource paid for
    ProofResult m_result;
};

// Why an option cannot be paid from a wallet as it stands (a Permit2 allowance below the price):
// an empty code means nothing stands in the way.
struct Shortfall
{
    QString code;    // "allowance_required"
    QString message; // the whole sentence for the person
    QString reason;  // the short form kept on the option
};

// A usage charge a scheme reads from the seller's answer and checks itself, before any chain is
// asked (a channel's chargedAmount against the cumulative state Paydesk journaled).
struct AnswerCharge
{
    bool judged = false;          // false: the scheme has no such check (the chain is asked)
    std::optional<Amount> charge; // the checked charge; none: the maximum is counted
    QString problem;              // the seller broke the scheme's rules: what, for the person
};

// How Paydesk pays one x402 scheme on one chain family, as the x402 reference client registers a
// scheme per network (docs/architecture.md "Adding an x402 scheme"). Each client says which
// options it speaks for, why it cannot pay one, what it checks before a key is unlocked, how it
// pays, which journaled attempts are its own and how the chain tells whether a lost one settled.
// Clients are stateless: one instance serves every payment, in the GUI thread.
class SchemeClient
{
public:
    virtual ~SchemeClient() = default;
    // The x402 scheme it pays ("exact"), as sent in an option's `scheme`.
    virtual QString scheme() const = 0;
    // Whether it speaks for this option (scheme, network family, asset) from a wallet of `mode`.
    virtual bool covers(const PaymentOption &option, PayerWallet::Mode mode) const = 0;
    // Why an option it covers cannot be paid (an unknown token, a transfer method it does not
    // make), a sentence; empty when it can.
    virtual QString refusal(const PaymentOption &option) const = 0;
    // Whether pay() only signs (the caller sends the proof after journaling it), rather than
    // moving money itself through the service or a broadcast of its own.
    virtual bool signsOnly(const PayerWallet &wallet, const PaymentOption &option) const = 0;
    // Checks after the balance, before anything is unlocked (a Permit2 allowance); `done` runs
    // once, in `context`'s thread. The default finds nothing in the way.
    using Checked = std::function<void(const Shortfall &shortfall)>;
    virtual void check(const SchemeServices &services, const PaymentOption &option,
                       const PayerWallet &wallet, QObject *context, const Checked &done) const;
    // A payment of `option` from `wallet` for `resourceUrl` (the option's amount is exact), not
    // started yet: the caller connects to it, then calls start().
    virtual SchemePayment *pay(const SchemeServices &services, const PayerWallet &wallet,
                               const PaymentOption &option, const QString &resourceUrl,
                               QObject *parent) const = 0;
    // Whether a journaled attempt was paid by this client (its payment id, its proof).
    virtual bool owns(const FetchAttempt &attempt) const = 0;
    // Whether a payment of this scheme (by its id) is in no service's history, so Paydesk writes
    // its record itself from the journal (payments/PaidFetchRecord).
    virtual bool recordsItself(const QString &paymentId) const;
    // Whether the chain can tell, through `nodes`, if an attempt of its own settled.
    virtual bool checkable(const ChainNodes &nodes, const FetchAttempt &attempt) const;
    // Asks the chain (checkable() first); `done` runs once, in `context`'s thread.
    virtual void checkLost(const ChainNodes &nodes, const FetchAttempt &attempt, QObject *context,
                           const LostAuthorization::Done &done) const;
    // Words for one of its attempts that expired unused.
    virtual QString expiredWords() const = 0;
    // A usage price's charge as the chain shows it (what its settlement `transaction` moved from
    // the payer to the payee): `done(charge)`, or `done(nullopt, why)` when the chain cannot say
    // (then the seller's stated charge, within the maximum, is kept). By default it cannot.
    using ChargeRead = std::function<void(std::optional<Amount> charge, const QString &why)>;
    virtual void readCharge(const ChainNodes &nodes, const FetchAttempt &attempt,
                            const QString &transaction, QObject *context,
                            const ChargeRead &done) const;
    // What leaves the wallet at once beyond the price when `option` is paid now (a payment
    // channel's deposit): checked against the balance and the budgets and shown before anyone
    // confirms. None by default.
    virtual std::optional<Amount> deposit(const SchemeServices &services,
                                          const PaymentOption &option,
                                          const PayerWallet &wallet) const;
    // The seller's answer to one of its delivered attempts, judged by the scheme's own rules
    // (AnswerCharge); not judged by default.
    virtual AnswerCharge judgeAnswer(const SchemeServices &services, const FetchAttempt &attempt,
                                     const Settlement &settlement) const;
    // The seller refused one of its attempts with a 402 the scheme can recover from (a channel's
    // corrective 402, its state proven by the payer's own signature): true when it adopted the
    // seller's state and a new payment is safe; else false and `why` says what it refused.
    virtual bool recover(const SchemeServices &services, const FetchAttempt &attempt,
                         const QByteArray &paymentRequired, const QByteArray &body,
                         QString *why) const;
    // Reads a buyer's proof for a person (ProofReading): true when the proof is of this
    // client's form (then `out` holds what it says, or why it cannot be read). By default none.
    virtual bool readProof(const DecodedProof &proof, ProofReading &out) const;

protected:
    // A token neither Paydesk's table nor the user lists: refused, with the way to add it.
    static QString unknownToken(const PaymentOption &option);
};

} // namespace paydesk::x402
