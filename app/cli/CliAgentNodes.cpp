#include "CliAgentNodes.h"

#include "CliEvmNode.h"
#include "CliFetch.h"
#include "api/ServiceConfig.h"
#include "payments/RpcEndpoint.h"
#include "store/AgentStore.h"
#include "store/PaidFetchJournal.h"

namespace paydesk::cli {

bool CliAgentNodes::open(const CliArguments &args, const QUrl &service,
                         QNetworkAccessManager &network, QString *error)
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
    if (rpcText.isEmpty() && ServiceConfig::hasSandboxChains(service))
        rpcText = QStringLiteral("sandbox"); // the built-in sandbox's ledger
    solanaNetwork = CliFetch::defaultNetwork(args, service);
    if (!rpcText.isEmpty()) {
        const auto endpoint = solana::RpcEndpoint::parse(rpcText, service, error);
        if (!endpoint)
            return false;
        solana = std::make_unique<solana::RpcClient>(&network, endpoint->url);
        using C = solana::RpcEndpoint::Cluster;
        if (endpoint->cluster != C::Custom)
            solanaNetwork = endpoint->cluster == C::MainnetBeta ? QStringLiteral("solana")
                            : endpoint->cluster == C::Devnet    ? QStringLiteral("solana-devnet")
                            : endpoint->cluster == C::Testnet   ? QStringLiteral("solana-testnet")
                                                                : QStringLiteral("solana-sandbox");
    }
    evm = CliEvmNode::open(args, service, true, network, error);
    return error->isEmpty();
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
