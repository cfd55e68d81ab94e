#include "CliAgentNodes.h"

#include "CliFetch.h"
#include "api/ServiceConfig.h"
#include "cli/evm/CliEvmNode.h"
#include "payments/kits/ChainKits.h"
#include "payments/solana/RpcEndpoint.h"
#include "store/AgentStore.h"
#include "store/PaidFetchJournal.h"

namespace paydesk::cli {

bool CliAgentNodes::open(const CliArguments &args, const QUrl &service,
                         QNetworkAccessManager &network, const AppSettings &settings,
                         QString *error)
{
    if (args.has(QStringLiteral("hold-keys"))) {
        bool ok = false;
        holdKeysSeconds = args.value(QStringLiteral("hold-keys")).toInt(&ok);
        if (!ok || holdKeysSeconds < 0 || holdKeysSeconds > kMaxHoldKeysSeconds) {
            *error = tr("--hold-keys takes the seconds the keys stay after the last payment, "
                        "0 to %1 (0: read from the keychain for every payment).")
                         .arg(kMaxHoldKeysSeconds);
            return false;
        }
    }
    QString rpcText = args.value(QStringLiteral("rpc"));
    if (rpcText.isEmpty())
        rpcText = qEnvironmentVariable("PAYDESK_SOLANA_RPC");
    const bool local = ServiceConfig::hasSandboxChains(service);
    if (rpcText.isEmpty() && local)
        rpcText = QStringLiteral("sandbox"); // the built-in sandbox's ledger
    solanaNetwork = CliFetch::defaultNetwork(args, service);
    std::optional<solana::RpcEndpoint> endpoint;
    if (!rpcText.isEmpty()) {
        endpoint = solana::RpcEndpoint::parse(rpcText, service, error);
        if (!endpoint)
            return false;
    } else if (settings.rpc && !service.isEmpty()) {
        // The node the desktop app uses for this service (Settings, its "service" profile), as
        // its Wallets and Pay pages do: the same balances in every face.
        settings.rpc->setProfile(QStringLiteral("service"), service);
        endpoint = solana::RpcEndpoint{settings.rpc->cluster(), settings.rpc->endpoint()};
    }
    if (endpoint) {
        solana = std::make_unique<solana::RpcClient>(&network, endpoint->url);
        if (const QString n = solana::RpcEndpoint::networkOf(endpoint->cluster); !n.isEmpty())
            solanaNetwork = n;
        else
            solanaNetworkUnknown = !args.has(QStringLiteral("network")) &&
                                   qEnvironmentVariableIsEmpty("PAYDESK_NETWORK");
    }
    const bool evmGiven =
        args.has(QStringLiteral("evm-rpc")) || !qEnvironmentVariableIsEmpty("PAYDESK_EVM_RPC");
    if (!evmGiven && !local && settings.evm && !service.isEmpty()) {
        settings.evm->setProfile(QStringLiteral("service"), service);
        evm = std::make_unique<evm::EvmRpcClient>(&network, settings.evm->endpoint());
        evm->setTimeoutMs(10000);
        return true;
    }
    evm = CliEvmNode::open(args, service, true, network, error);
    return error->isEmpty();
}

void CliAgentNodes::identifySolana(QObject *context,
                                   std::function<void(const QString &problem)> then)
{
    const x402::ChainKit *kit = x402::ChainKits::standard().of(Chain::Solana);
    if (!solana || !solanaNetworkUnknown || !kit)
        return then({});
    const QString url = solana->endpoint().toDisplayString();
    kit->identifyNetwork(
        chainNodes(), context,
        [this, url, then = std::move(then)](const QString &network, const QString &problem) {
            if (network.isEmpty())
                return then(tr("The Solana node at %1 did not say which cluster "
                               "it is on (%2): name its network with --network, "
                               "for example solana-devnet.")
                                .arg(url, problem));
            solanaNetwork = network;
            solanaNetworkUnknown = false;
            then({});
        });
}

QString CliAgentNodes::storesProblem(const AppData &data)
{
    if (!data.ok())
        return data.error;
    if (!data.agents->isReady() || !data.fetches->isReady())
        return data.agents->lastError() + data.fetches->lastError();
    return {};
}

x402::ChainNodes CliAgentNodes::chainNodes() const
{
    x402::ChainNodes nodes;
    nodes.set(Chain::Solana, solana.get(), solanaNetwork);
    nodes.set(Chain::Evm, evm.get());
    return nodes;
}

} // namespace paydesk::cli
