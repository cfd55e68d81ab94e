#pragma once

#include "core/Address.h"
#include "core/Amount.h"
#include "core/Asset.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QUrl>

namespace paydesk::solana {
class RpcClient;
}
namespace paydesk::evm {
class EvmRpcClient;
}

namespace paydesk {

// What a wallet holds, read from the chain through the RPC endpoint the user chose (the
// sandbox's /rpc and /evm on the sandbox): the one place balances come from, for the send form,
// the wallet tables, the Pay page and the CLI. Asynchronous: refresh() starts a read and changed()
// follows. A Solana address is read with getBalance (lamports), an EVM address with
// eth_getBalance on the chosen EVM network (wei, exact: 18 decimals), and what an EVM address
// holds of a token of Paydesk's table with balanceOf (evm/Erc20Balance: the node's chain is
// checked first, the decimals are the table's).
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
        Unsupported, // no balance reader for this chain (no EVM endpoint given)
    };
    struct Entry
    {
        State state = State::Unknown;
        std::optional<Amount> balance;
        QString error;
        QDateTime updated;
        bool refreshing = false;
    };

    // Reads through `rpc` and `evmRpc` (the app's shared clients; `evmRpc` null: EVM addresses
    // answer Unsupported); whoever changes an endpoint calls reset().
    explicit BalanceBook(solana::RpcClient *rpc, evm::EvmRpcClient *evmRpc = nullptr,
                         QObject *parent = nullptr);

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
    void readSolana(const QString &address);
    void unsupported(Entry &e, const QString &address, const QString &why);
    // Marks a read under way; false when one already is.
    static bool beginRead(Entry &e);
    void refreshSplToken(const QString &key, const QString &address, const Asset &token);
    void tokenRead(const QString &key, const QString &address, quint64 generation,
                   const std::optional<Amount> &value, const QString &error);
    void readEvm(const QString &address);
    void onAnswer(const QString &address, quint64 generation, const std::optional<Amount> &value,
                  const QString &error);

    QPointer<solana::RpcClient> m_rpc;
    QPointer<evm::EvmRpcClient> m_evmRpc;
    static QString tokenKey(const QString &address, const Asset &token);

    QHash<QString, Entry> m_entries;
    QHash<QString, std::pair<QString, Asset>> m_tokens; // tokenKey -> (address, token)
    quint64 m_generation = 0; // answers of reads before reset() are dropped
};

} // namespace paydesk
