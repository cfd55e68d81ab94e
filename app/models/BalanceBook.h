#pragma once

#include "core/Address.h"
#include "core/Amount.h"
#include "core/Asset.h"
#include "payments/kits/ChainKits.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QUrl>

namespace paydesk {

// What a wallet holds, read from the chain through the node the user chose for its family (the
// sandbox's /rpc and /evm on the sandbox): the one place balances come from, for the send form,
// the wallet tables, the Pay page and the CLI. Asynchronous: refresh() starts a read and changed()
// follows. Each read is its family's kit's (payments/kits/ChainKit: SOL by getBalance, an EVM
// coin by eth_getBalance in wei, a token of Paydesk's table by balanceOf or as an SPL account).
class BalanceBook : public QObject
{
    Q_OBJECT
public:
    enum class State
    {
        Unknown,     // never asked
        Loading,     // first read under way
        Known,       // balance holds the last answer (a refresh may be under way)
        Failed,      // the last read failed: error says why
        Unsupported, // no balance reader for this chain (no node of its family given)
    };
    struct Entry
    {
        State state = State::Unknown;
        std::optional<Amount> balance;
        QString error;
        QDateTime updated;
        bool refreshing = false;
    };

    // Reads through `nodes` (the app's shared clients, one per family; a family without one
    // answers Unsupported), by `kits` (null: ChainKits::standard()); whoever changes an endpoint
    // calls reset().
    explicit BalanceBook(x402::ChainNodes nodes, const x402::ChainKits *kits = nullptr,
                         QObject *parent = nullptr);

    // The nodes it reads through, one per family.
    const x402::ChainNodes &nodes() const { return m_nodes; }

    Entry entry(const QString &address) const;
    std::optional<Amount> balance(const QString &address) const { return entry(address).balance; }
    // Starts a read (unless one is under way); changed(address) follows.
    void refresh(const QString &address);
    void refreshAll(); // every address asked for before
    // Forgets every balance (the endpoint or the service changed) and reads again.
    void reset();

    // Token balances, keyed by address and token: a trusted ERC-20 of an EVM network, or an SPL
    // token of Paydesk's table read through the Solana endpoint (solana/SplBalance).
    Entry tokenEntry(const QString &address, const Asset &token) const;
    void refreshToken(const QString &address, const Asset &token);
    // "12.5 USDC", or empty while unknown or unreadable.
    QString tokenText(const QString &address, const Asset &token) const;

    // "9.75 SOL", "Reading balance…", "Balance unavailable: <why>" for a label.
    QString text(const QString &address) const;
    // "9.75 SOL", "0.5 ETH" or "—"
    static QString format(const std::optional<Amount> &amount, Chain chain);

Q_SIGNALS:
    void changed(const QString &address); // its coin or a token balance
    void cleared(); // reset(): every balance forgotten, reads of the known addresses started

private:
    void unsupported(Entry &e, const QString &address, const QString &why);
    // Marks a read under way; false when one already is.
    static bool beginRead(Entry &e);
    void tokenRead(const QString &key, const QString &address, quint64 generation,
                   const std::optional<Amount> &value, const QString &error);
    void onAnswer(const QString &address, quint64 generation, const std::optional<Amount> &value,
                  const QString &error);

    const x402::ChainKits &kits() const;

    x402::ChainNodes m_nodes;
    const x402::ChainKits *m_kits = nullptr;
    static QString tokenKey(const QString &address, const Asset &token);

    QHash<QString, Entry> m_entries;
    QHash<QString, std::pair<QString, Asset>> m_tokens; // tokenKey -> (address, token)
    quint64 m_generation = 0; // answers of reads before reset() are dropped
};

} // namespace paydesk
