#pragma once

#include "CliArguments.h"
#include "evm/EvmRpcClient.h"
#include "models/evm/EvmNodeSettings.h"
#include "models/solana/SolanaNodeSettings.h"
#include "payments/kits/ChainNodes.h"
#include "solana/RpcClient.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QUrl>
#include <functional>
#include <memory>

namespace paydesk::cli {

// The nodes every paying or reading command goes through (fetch, balance, wallet list, faucet,
// permit2, mcp, proxy): one rule, per family, so the CLI and the desktop app see one chain.
//   1. the family's option: --rpc (Solana) or --evm-rpc (EVM), a network name or a URL;
//   2. its environment variable: $PAYDESK_SOLANA_RPC, $PAYDESK_EVM_RPC;
//   3. for a service on this computer (ServiceConfig::hasSandboxChains), the sandbox's own node;
//   4. else the node the desktop app chose in Settings for the service (its "service" profile),
//      as the Wallets and Pay pages use it; the app's default when nothing was chosen.
// A command that must not reach a public node by itself (wallet list) passes no settings: its
// family then has no node after step 3.
class CliNodes
{
    Q_DECLARE_TR_FUNCTIONS(CliNodes)
public:
    // The desktop app's Settings (AppContext::rpcSettings / evmRpcSettings).
    struct AppSettings
    {
        SolanaNodeSettings *rpc = nullptr;
        EvmNodeSettings *evm = nullptr;
    };
    // The network a Solana payment is on when no node says: --network, $PAYDESK_NETWORK, the
    // sandbox's for a service on this computer, else Solana mainnet (a hosted wallet's network).
    static QString defaultNetwork(const CliArguments &args, const QUrl &service);

    // False + a sentence (naming the option) when --rpc or --evm-rpc is not usable. Each client
    // answers within 10 s (setTimeoutMs changes it).
    // `only`: open this family's node alone (a local send); Chain::Unknown: every family's.
    bool open(const CliArguments &args, const QUrl &service, QNetworkAccessManager &network,
              const AppSettings &settings, QString *error, Chain only = Chain::Unknown);
    // A custom URL (named or chosen in Settings) names no network: its node is asked
    // (getGenesisHash) and the network is the public cluster of that genesis hash, or the
    // sandbox's for any other (a private cluster, as Network::genesisMatches says), unless
    // --network or $PAYDESK_NETWORK names it. `then` runs once the network is known, or with a
    // sentence when the node could not say; at once when nothing is to be asked.
    void identifySolana(QObject *context, std::function<void(const QString &problem)> then);
    void setTimeoutMs(int ms);

    // The nodes as the payment seams take them (the Solana one with its network).
    x402::ChainNodes chainNodes() const;

    std::unique_ptr<solana::RpcClient> solana;
    std::unique_ptr<evm::EvmRpcClient> evm;
    // The Solana node's network; defaultNetwork() when there is no node.
    QString solanaNetwork;
    bool solanaNetworkUnknown = false; // a custom URL not identified yet
};

} // namespace paydesk::cli
