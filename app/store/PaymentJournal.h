#pragma once

#include "core/Direction.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <optional>

namespace paydesk {

// Where a locally signed payment stands.
enum class JournalState
{
    Signed,    // signed and journaled, maybe not yet broadcast
    Submitted, // sendTransaction accepted at least once
    Confirmed, // landed without error (confirmed or finalized)
    Failed,    // landed with an error: the network fee was charged, the transfer was not made
    Expired,   // its blockhash expired before it landed: nothing was charged
    Rejected   // the RPC refused it before it was ever accepted: nothing was charged
};

// One locally signed transaction: everything needed to follow it to a final state after a
// crash, and nothing secret (a signed transaction is public once broadcast).
struct JournalEntry
{
    qint64 id = 0;
    Direction direction = Direction::Unknown; // stored as "send" | "receive"
    QString paymentId;                        // the service's id, when it gave one
    QString wallet;                           // our address
    QString network;
    QString rpcUrl;    // where it is broadcast
    QString signature; // base58 transaction id
    QByteArray wire;   // the exact signed bytes (resent as they are, never re-signed)
    quint64 lastValidBlockHeight = 0;
    QDateTime expiresAt;
    QByteArray request; // what the user asked for (compact JSON)
    JournalState state = JournalState::Signed;
    QString detail;   // outcome or error, in words
    quint64 slot = 0; // Solana: the slot it landed in; EVM: the block number
    // EVM only: the nonce the signed transaction carries (it can land until that nonce is used),
    // and for a speed-up or cancel the hash of the transaction it replaces (same nonce).
    std::optional<quint64> nonce;
    QString replaces;
    QDateTime created, updated;

    bool isFinal() const
    {
        return state != JournalState::Signed && state != JournalState::Submitted;
    }
};

// The payment journal (table `payment_journal` in the app's SQLite database). A payment is
// recorded *before* it is broadcast; every change of state is written as it happens, so after a
// crash unresolved() lists what must still be followed, and nothing is ever paid twice.
class PaymentJournal
{
    Q_DECLARE_TR_FUNCTIONS(PaymentJournal)
public:
    explicit PaymentJournal(QSqlDatabase db); // creates the table when missing

    bool isReady() const { return m_ready; }
    QString lastError() const { return m_lastError; }

    // Inserts in state Signed; nullopt (with lastError) on failure or a signature already there.
    std::optional<qint64> record(const JournalEntry &entry);
    bool update(qint64 id, JournalState state, const QString &detail = {}, quint64 slot = 0);
    std::optional<JournalEntry> find(qint64 id) const;
    std::optional<JournalEntry> findBySignature(const QString &signature) const;
    // Signed or Submitted, oldest first: what a restart must reconcile.
    QList<JournalEntry> unresolved() const;
    QList<JournalEntry> all() const; // newest first
    // EVM: the unresolved entries of `wallet` on `network` (every transaction that can still
    // land), oldest first.
    QList<JournalEntry> unresolvedNonces(const QString &wallet, const QString &network) const;
    // EVM: every entry with this nonce of `wallet` on `network` (a payment and its replacements).
    QList<JournalEntry> withNonce(const QString &wallet, const QString &network,
                                  quint64 nonce) const;

    static QString stateName(JournalState state); // "signed", "submitted", ...
    // A database failure in words: what happened to the file and what to do (read-only, disk
    // full, damaged, in use ...).
    static QString describeError(const QSqlError &error, const QString &file);
    static std::optional<JournalState> stateFromName(const QString &name);

private:
    QList<JournalEntry> select(const QString &where, const QVariantList &binds,
                               const QString &order) const;

    void fail(const QSqlError &error) const;

    QSqlDatabase m_db;
    bool m_ready = false;
    mutable QString m_lastError;
};

} // namespace paydesk
