#pragma once

#include "CliArguments.h"
#include "CliPrinter.h"
#include "evm/EvmRpcClient.h"
#include "models/BalanceBook.h"
#include "solana/RpcClient.h"

#include <QHash>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QObject>
#include <functional>
#include <memory>

namespace paydesk::cli {

// paydesk-cli balance [WALLET]: what each wallet holds, with its unit, read through a Solana RPC
// endpoint and, for EVM wallets, an EVM JSON-RPC endpoint (BalanceBook, as the GUI). Without
// WALLET: every wallet Paydesk knows, those whose keys are on this computer and the hosted ones
// the GUI lists for the service. The Solana endpoint: --rpc, then $PAYDESK_SOLANA_RPC, then the
// sandbox's /rpc for a service on this computer, else mainnet-beta. The EVM one: --evm-rpc, then
// $PAYDESK_EVM_RPC, then the sandbox's /evm for a service on this computer, else none (EVM
// balances then say so). `wallet list` uses read() for its balance column.
class CliBalance : public QObject
{
    Q_OBJECT
public:
    // The wallets Paydesk knows: local (this computer's keys) and the GUI's hosted ones for the
    // kind of service; `kinds` says "local" or "hosted" for each (CliRunner::knownWallets()).
    struct Known
    {
        QStringList addresses;
        QStringList kinds;
    };

    CliBalance(const CliArguments &args, CliPrinter &printer, QNetworkAccessManager &network,
               const QUrl &service, Known known, QObject *parent = nullptr);
    void run();

    // Chooses the endpoint; false + a sentence when --rpc is not usable.
    bool chooseEndpoint(QString *error);
    // wallet list: read Solana balances only through a node the user named (--rpc,
    // PAYDESK_SOLANA_RPC, the sandbox of a service on this computer), never a public default.
    void setSolanaOnlyWhenNamed(bool on) { m_solanaOnlyWhenNamed = on; }
    QUrl endpoint() const { return m_rpc ? m_rpc->endpoint() : QUrl(); }
    QUrl evmEndpoint() const { return m_evmRpc ? m_evmRpc->endpoint() : QUrl(); }
    void setTimeoutMs(int ms); // after chooseEndpoint()
    // Reads every address (at most `timeoutMs` each): its coin and the USDC of the network its
    // family's node is on (the node is asked which: ChainKit::identifyNetwork), then calls
    // `done` once.
    void read(const QStringList &addresses, const std::function<void()> &done);
    const BalanceBook *book() const { return m_book.get(); }
    // After read(): the USDC read for an address ("12.5 USDC"; empty when none was read) and
    // the same as JSON ({"symbol", "network", "balance", "atomic"} or {…, "error"}; empty when
    // its node's network has no USDC in Paydesk's table).
    QString tokenText(const QString &address) const;
    QJsonObject tokenJson(const QString &address) const;

Q_SIGNALS:
    void done(int exitCode);

private:
    void print(const QStringList &addresses, const QStringList &kinds);
    void startReads();
    void checkDone();
    std::optional<Asset> tokenOf(const QString &address) const;

    const CliArguments &m_args;
    CliPrinter &m_printer;
    QNetworkAccessManager &m_network;
    QUrl m_service;
    Known m_known;
    bool m_solanaOnlyWhenNamed = false;
    std::unique_ptr<solana::RpcClient> m_rpc;
    std::unique_ptr<evm::EvmRpcClient> m_evmRpc;
    std::unique_ptr<BalanceBook> m_book;
    QStringList m_reading;
    QHash<Chain, Asset> m_tokens;     // the USDC of each family's node's network
    QHash<Chain, QString> m_networks; // the network each family's node said it is on
    bool m_started = false;
    std::function<void()> m_done;
};

} // namespace paydesk::cli
