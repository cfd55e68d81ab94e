#pragma once

#include "LedgerTypes.h"
#include "SplState.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QVariant>

namespace paydesk::sandbox {

// The sandbox's persistent state in SQLite (Qt Sql), written through on every change so that a
// restart with the same --state file continues exactly. Without a file it is an in-memory
// database, same code path.
//
// It holds the secret keys of the custodial test wallets in plain form. That is acceptable only
// because the sandbox's chain is a local test ledger whose funds are worth nothing; the real
// wallet keeps keys in the OS keychain and never uses this class.
class SandboxStore
{
public:
    struct WalletRow
    {
        QString address;
        QString chain; // "solana" | "evm"
        QByteArray secret;
    };
    struct EvmTxRow
    {
        QString hash, from, to, wei;
        quint64 block = 0;
        qint64 timeMs = 0;
    };

    SandboxStore();
    ~SandboxStore();
    SandboxStore(const SandboxStore &) = delete;
    SandboxStore &operator=(const SandboxStore &) = delete;

    bool open(const QString &path, QString *error);
    void close();

    // Groups several writes into one SQLite transaction.
    void begin();
    void commit();

    QByteArray meta(const QString &key) const;
    void setMeta(const QString &key, const QByteArray &value);

    QHash<QByteArray, quint64> balances() const;
    void setBalance(const QByteArray &pubkey, quint64 lamports);

    // Rows of one kind of state, each written on its own when it changes (the EVM chain's
    // transactions, nonces and block times, the test USDC's balances and used nonces): a change
    // costs one row, not the whole history.
    QHash<QString, QByteArray> rows(const QString &kind) const;
    void setRow(const QString &kind, const QString &key, const QByteArray &value);

    // SPL mints and token accounts (owner program and bytes), beside the lamports above.
    AccountDataMap accountData() const;
    void setAccountData(const QByteArray &pubkey, const AccountData &data);

    QList<LandedTransaction> transactions() const;
    void insertTransaction(const LandedTransaction &tx);

    QHash<QString, QString> evmBalances() const; // address -> wei (integer text)
    void setEvmBalance(const QString &address, const QString &wei);
    QList<EvmTxRow> evmTransactions() const;
    void insertEvmTransaction(const EvmTxRow &tx);

    QList<WalletRow> wallets() const;
    void insertWallet(const WalletRow &wallet);

    QList<QByteArray> payments() const; // record JSON, in creation order
    void savePayment(const QString &id, const QByteArray &json);

    // The payment events' log (EventLog): id, time, wallets (comma-separated), frame.
    struct EventRow
    {
        quint64 id = 0;
        qint64 timeMs = 0;
        QString wallets;
        QByteArray frame;
    };
    QList<EventRow> events() const; // oldest first
    void insertEvent(const EventRow &row);
    void deleteEventsUpTo(quint64 id);

    QStringList consumedProofs() const;
    void insertConsumedProof(const QString &key);

private:
    bool exec(const QString &sql, const QVariantList &values = {});
    QString m_connection;
    QSqlDatabase m_db;
};

} // namespace paydesk::sandbox
