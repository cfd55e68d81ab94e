#include "CliNodes.h"

#include "api/ServiceConfig.h"
#include "core/Network.h"
#include "payments/evm/EvmEndpoint.h"
#include "payments/kits/ChainKits.h"
#include "payments/solana/RpcEndpoint.h"

namespace paydesk::cli {

namespace {

constexpr int kTimeoutMs = 10000;

// Steps 1-3 of the rule for one family: the option, its environment variable, the sandbox's
// node for a service on this computer. `source` says which, for an error's first word.
QString namedNode(const CliArguments &args, const QString &option, const char *variable,
                  const QUrl &service, QString *source)
{
    if (const QString given = args.value(option); !given.isEmpty()) {
        *source = QStringLiteral("--") + option;
        return given;
    }
    if (const QString env = qEnvironmentVariable(variable); !env.isEmpty()) {
        *source = QStringLiteral("$") + QLatin1String(variable);
        return env;
    }
    *source = QStringLiteral("--") + option;
    return ServiceConfig::hasSandboxChains(service) ? QStringLiteral("sandbox") : QString();
}

} // namespace

QString CliNodes::defaultNetwork(const CliArguments &args, const QUrl &service)
{
    if (args.has(QStringLiteral("network")))
        return Network::fromUserInput(args.value(QStringLiteral("network")));
    const QString env = qEnvironmentVariable("PAYDESK_NETWORK");
    if (!env.isEmpty())
        return Network::fromUserInput(env);
    // A service on this computer is the built-in sandbox; elsewhere, Solana mainnet.
    return ServiceConfig::hasSandboxChains(service) ? QStringLiteral("solana-sandbox")
                                                    : QStringLiteral("solana");
}

bool CliNodes::open(const CliArguments &args, const QUrl &service, QNetworkAccessManager &network,
                    const AppSettings &settings, QString *error, Chain only)
{
    const auto wanted = [only](Chain family) {
        return only == Chain::Unknown || only == family;
    };
    error->clear();
    solanaNetwork = defaultNetwork(args, service);
    const bool networkNamed =
        args.has(QStringLiteral("network")) || !qEnvironmentVariableIsEmpty("PAYDESK_NETWORK");
    QString source;
    const QString solanaText =
        wanted(Chain::Solana)
            ? namedNode(args, QStringLiteral("rpc"), "PAYDESK_SOLANA_RPC", service, &source)
            : QString();
    std::optional<solana::RpcEndpoint> endpoint;
    if (!wanted(Chain::Solana)) {
        // not asked for
    } else if (!solanaText.isEmpty()) {
        QString why;
        endpoint = solana::RpcEndpoint::parse(solanaText, service, &why);
        if (!endpoint) {
            *error = QStringLiteral("%1: %2").arg(source, why);
            return false;
        }
    } else if (settings.rpc) {
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
            solanaNetworkUnknown = !networkNamed;
    }
    const QString evmText = wanted(Chain::Evm) ? namedNode(args, QStringLiteral("evm-rpc"),
                                                           "PAYDESK_EVM_RPC", service, &source)
                                               : QString();
    QUrl evmUrl;
    if (!wanted(Chain::Evm)) {
        // not asked for
    } else if (!evmText.isEmpty()) {
        QString why;
        const auto parsed = evm::EvmEndpoint::parse(evmText, service, &why);
        if (!parsed) {
            *error = QStringLiteral("%1: %2").arg(source, why);
            return false;
        }
        evmUrl = parsed->url;
    } else if (settings.evm) {
        settings.evm->setProfile(QStringLiteral("service"), service);
        evmUrl = settings.evm->endpoint();
    }
    if (evmUrl.isValid())
        evm = std::make_unique<evm::EvmRpcClient>(&network, evmUrl);
    setTimeoutMs(kTimeoutMs);
    return true;
}

void CliNodes::setTimeoutMs(int ms)
{
    if (solana)
        solana->setTimeoutMs(ms);
    if (evm)
        evm->setTimeoutMs(ms);
}

void CliNodes::identifySolana(QObject *context, std::function<void(const QString &problem)> then)
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

x402::ChainNodes CliNodes::chainNodes() const
{
    x402::ChainNodes nodes;
    nodes.set(Chain::Solana, solana.get(), solanaNetwork);
    nodes.set(Chain::Evm, evm.get());
    return nodes;
}

} // namespace paydesk::cli
