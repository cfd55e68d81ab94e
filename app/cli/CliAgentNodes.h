#pragma once

#include "CliArguments.h"
#include "evm/EvmRpcClient.h"
#include "models/AppData.h"
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

// The nodes an agent's payments read and pay through (`mcp`, `proxy`): the Solana one (--rpc,
// $PAYDESK_SOLANA_RPC, else the sandbox's for a service on this computer, else the one the
// desktop app uses for the service) with the network the user's Solana wallets pay on, and the
// EVM one (--evm-rpc, $PAYDESK_EVM_RPC, the sandbox's, else the app's). Either may be absent:
// balances through it are then unknown. --hold-keys: how long the wallets' keys stay in the process
// after the last payment (KeyCache).
class CliAgentNodes
{
    Q_DECLARE_TR_FUNCTIONS(CliAgentNodes)
public:
    static constexpr int kDefaultHoldKeysSeconds = 300;
    static constexpr int kMaxHoldKeysSeconds = 86400;
    // The nodes the desktop app chose in Settings, used when neither a flag nor the environment
    // names one and the service is not on this computer (whose own chains are used then).
    struct AppSettings
    {
        SolanaNodeSettings *rpc = nullptr;
        EvmNodeSettings *evm = nullptr;
    };
    // False + a sentence when --rpc or --evm-rpc is not usable.
    bool open(const CliArguments &args, const QUrl &service, QNetworkAccessManager &network,
              const AppSettings &settings, QString *error);
    // A custom --rpc URL names no network: its node is asked (getGenesisHash) and the network is
    // the public cluster of that genesis hash, or the sandbox's for any other (a private
    // cluster, as Network::genesisMatches says), unless --network or $PAYDESK_NETWORK names it.
    // `then` runs once the network is known, or with a sentence when the node could not say.
    // Without a custom URL `then` runs at once.
    void identifySolana(QObject *context, std::function<void(const QString &problem)> then);
    // Why the stores agents pay through (database, agents, paid fetches) cannot be used; empty
    // when they can.
    static QString storesProblem(const AppData &data);

    // The nodes as the agents' tools take them.
    x402::ChainNodes chainNodes() const;

    std::unique_ptr<solana::RpcClient> solana;
    std::unique_ptr<evm::EvmRpcClient> evm;
    QString solanaNetwork;
    bool solanaNetworkUnknown = false;             // a custom --rpc URL not identified yet
    int holdKeysSeconds = kDefaultHoldKeysSeconds; // --hold-keys (KeyCache)
};

} // namespace paydesk::cli
