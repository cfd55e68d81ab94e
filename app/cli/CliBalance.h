#pragma once

#include "CliArguments.h"
#include "CliNodes.h"
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
// the GUI lists for the service. The nodes are CliNodes' (an option, its environment variable,
// the sandbox's for a service on this computer, else the desktop app's Settings); a family with
// no node has its balances unknown. `wallet list` uses read() for its balance column.
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

    // The nodes the desktop app chose in Settings (CliNodes' last step), before chooseEndpoint().
    void setAppSettings(const CliNodes::AppSettings &settings) { m_app = settings; }
    // Chooses the nodes (CliNodes); false + a sentence when --rpc or --evm-rpc is not usable.
    bool chooseEndpoint(QString *error);
    // wallet list: read balances only through a node the user named (an option, its
    // environment variable, the sandbox of a service on this computer), never Settings' default.
    void setNamedNodesOnly(bool on) { m_namedOnly = on; }
    // A line per family of `addresses` naming the node its balances were read through; with
    // `hintMissing`, for a family without one, the option that names it.
    QStringList nodeLines(const QStringList &addresses, bool hintMissing) const;
    // Each family's node URL, under its option's name in camel case ("rpc", "evmRpc").
    QJsonObject nodeJson() const;
    // The URL of the family's node; empty: none.
    QUrl endpoint(Chain family) const { return m_nodes.endpoint(family); }
    // For each family of `addresses`, the option that names its node.
    static QStringList nodeHints(const QStringList &addresses);
    void setTimeoutMs(int ms) { m_nodes.setTimeoutMs(ms); } // after chooseEndpoint()
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
    CliNodes::AppSettings m_app;
    bool m_namedOnly = false;
    CliNodes m_nodes;
    std::unique_ptr<BalanceBook> m_book;
    QStringList m_reading;
    QHash<Chain, Asset> m_tokens;     // the USDC of each family's node's network
    QHash<Chain, QString> m_networks; // the network each family's node said it is on
    bool m_started = false;
    std::function<void()> m_done;
};

} // namespace paydesk::cli
