#pragma once

#include "ChannelBook.h"
#include "StatementCache.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <memory>
#include <optional>

namespace paydesk {

// One attempt to pay for a URL (x402), journaled before anything is paid.
struct FetchAttempt
{
    enum class State
    {
        Paying,      // journaled, payment under way: its outcome is unknown until updated
        Paid,        // paid: the proof is here, the content not received yet
        Delivered,   // the seller accepted the proof and sent the content
        NotAccepted, // paid, but the seller answered 402 (or an error) to the proof
        Failed       // the payment was not made (refused or failed before any money moved)
    };
    qint64 id = 0;
    QString url, origin, network, wallet, payTo, mode; // mode: "hosted" | "local"
    QString amount;                                    // exact decimal text
    int x402Version = 1;
    State state = State::Paying;
    QString paymentId, signature;
    QString proofHeader; // "X-PAYMENT" | "PAYMENT-SIGNATURE"
    QString proof;       // the header value
    QString detail;
    QDateTime created, updated;
    QString receipt; // the seller's PAYMENT-RESPONSE as JSON text; empty: none received
    QString symbol;  // the asset's symbol ("USDC"); empty: the network's native coin
    // The lease of the process that began it (AttemptLease); set by begin().
    QString owner;
    // Its proof is made in this process alone (a signed authorization): nothing leaves before
    // setPaid(), so while it is Paying with no proof, nothing was paid.
    bool signsOnly = false;
    // A usage price (x402 `upto`): `amount` is the most authorized, `charged` what the seller
    // settled for (exact decimal text; empty until known).
    bool upTo = false;
    QString charged;

    bool isOpen() const { return state == State::Paying || state == State::Paid; }
};

// The x402 attempt journal (table x402_attempts in the app's SQLite database). One attempt pays
// at most once: it is written before the payment, updated with the proof right after, and a
// later fetch of the same URL finds it and re-sends that proof instead of paying again.
class PaidFetchJournal
{
    Q_DECLARE_TR_FUNCTIONS(PaidFetchJournal)
public:
    explicit PaidFetchJournal(QSqlDatabase db);
    bool isReady() const { return m_ready; }
    // The payment channels its attempts pay through (the same database).
    ChannelBook &channels() { return m_channels; }
    QString lastError() const { return m_lastError; }

    // State Paying, owned by this process's lease (none can be taken: nullopt, nothing begins).
    std::optional<qint64> begin(const FetchAttempt &attempt);
    // Paid with its proof; false when the row is no longer Paying (closed as abandoned), and
    // then the proof must not be sent.
    bool setPaid(qint64 id, const QString &paymentId, const QString &signature,
                 const QString &proofHeader, const QString &proof);
    bool setState(qint64 id, FetchAttempt::State state, const QString &detail = {});
    // Keeps the seller's receipt (its PAYMENT-RESPONSE decoded, as JSON text).
    bool setReceipt(qint64 id, const QString &receiptJson);
    // What a usage-priced attempt was charged (exact decimal text, at most its amount).
    bool setCharged(qint64 id, const QString &charged);
    std::optional<FetchAttempt> find(qint64 id) const;
    // The newest attempt for `url` that paid or may have paid and was not delivered.
    std::optional<FetchAttempt> unfinishedFor(const QString &url) const;
    QList<FetchAttempt> all() const; // newest first
    // Attempts still Paying whose proof was never stored, newest first.
    QList<FetchAttempt> openWithoutProof() const;
    // Attempts whose proof was sent and whose content never reached its caller, newest first.
    QList<FetchAttempt> paidUndelivered() const;
    // Attempts begun or changed after `updatedMs` (ms since the epoch), by any process.
    QList<FetchAttempt> changedSince(qint64 updatedMs) const;
    // How many attempts paid `origin` (any state but Failed) since `sinceMs`.
    int paidCountSince(const QString &origin, qint64 sinceMs) const;
    // Whether the process that began `attempt` still runs (AttemptLease::alive).
    bool ownerAlive(const FetchAttempt &attempt) const;
    // What the history shows of a paid fetch: its receipt, whether the seller refused its proof,
    // and the agent that paid; only the columns that takes.
    struct ReceiptRow
    {
        QString paymentId, signature, url, receipt;
        bool notAccepted = false;
        QString agent; // the agent that paid (AgentStore), empty for the user's own
        // A usage price: the most authorized and what was charged ('' until known).
        bool upTo = false;
        QString amount, charged;
    };
    // The newest attempt whose payment id, or else whose signature, is `key` and that has
    // something for the history to say (a receipt, a refusal of its proof, or an agent), if any.
    // Indexed (schema step 7): the history asks for the rows on screen only.
    std::optional<ReceiptRow> receiptFor(const QString &key) const;

    static QString stateName(FetchAttempt::State state);

private:
    QList<FetchAttempt> select(const QString &where, const QVariantList &binds) const;
    QSqlDatabase m_db;
    mutable StatementCache m_statements{m_db}; // a payment's statements, compiled once
    ChannelBook m_channels{m_db};
    bool m_ready = false;
    mutable QString m_lastError;
    mutable std::unique_ptr<QSqlQuery> m_receiptQuery; // receiptFor(), prepared once
};

} // namespace paydesk
