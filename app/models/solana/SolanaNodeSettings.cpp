#include "SolanaNodeSettings.h"

#include "solana/RpcHealthCheck.h"

namespace paydesk {

using solana::RpcEndpoint;

SolanaNodeSettings::SolanaNodeSettings(SettingsModel *settings, QNetworkAccessManager *network,
                                       QObject *parent)
    : NodeSettings(settings, network, QStringLiteral("solanaRpc"), QStringLiteral("cluster"),
                   parent),
      m_rpc(network, QUrl())
{}

QList<SolanaNodeSettings::Cluster> SolanaNodeSettings::clusters()
{
    return {Cluster::Sandbox, Cluster::Devnet, Cluster::Testnet, Cluster::MainnetBeta,
            Cluster::Custom};
}

QString SolanaNodeSettings::clusterTitle(Cluster cluster)
{
    switch (cluster) {
    case Cluster::MainnetBeta:
        return tr("Mainnet beta (real money)");
    case Cluster::Devnet:
        return tr("Devnet (test funds)");
    case Cluster::Testnet:
        return tr("Testnet (test funds)");
    case Cluster::Sandbox:
        return tr("Sandbox's own RPC (test funds)");
    case Cluster::Custom:
        break;
    }
    return tr("Custom URL");
}

QList<NodeSettings::Choice> SolanaNodeSettings::choices() const
{
    QList<Choice> list;
    for (Cluster c : clusters())
        list.append({RpcEndpoint::clusterName(c), clusterTitle(c), c == Cluster::Sandbox,
                     c == Cluster::Custom});
    return list;
}

SolanaNodeSettings::Cluster SolanaNodeSettings::cluster() const
{
    for (Cluster c : clusters())
        if (RpcEndpoint::clusterName(c) == chosen())
            return c;
    return Cluster::Sandbox; // before the first profile
}

QString SolanaNodeSettings::networkTitle() const
{
    return RpcEndpoint::clusterName(cluster());
}

QString SolanaNodeSettings::paysOn() const
{
    const QString network = networkId();
    return network.isEmpty() ? RpcEndpoint::networkOf(Cluster::Sandbox) : network;
}

QString SolanaNodeSettings::choiceHint(const QString &name) const
{
    return name == RpcEndpoint::clusterName(Cluster::Sandbox)
               ? tr("The sandbox answers Solana JSON-RPC itself: test funds only.")
               : tr("Paste your own node's URL to use it instead of the public one.");
}

QString SolanaNodeSettings::nowUsing(const QUrl &url) const
{
    return tr("Local payments now go through %1.").arg(url.toString());
}

QUrl SolanaNodeSettings::publicUrl(const QString &name) const
{
    for (Cluster c : clusters())
        if (RpcEndpoint::clusterName(c) == name && c != Cluster::Custom)
            return RpcEndpoint::forCluster(c, c == Cluster::Sandbox ? serviceUrl() : QUrl()).url;
    return {};
}

QString SolanaNodeSettings::defaultChoice(bool sandboxAvailable) const
{
    // In the sandbox, the sandbox's own RPC; with a real service, devnet.
    return RpcEndpoint::clusterName(sandboxAvailable ? Cluster::Sandbox : Cluster::Devnet);
}

bool SolanaNodeSettings::acceptsUrl(const QString &text, QString *why) const
{
    const auto parsed = RpcEndpoint::parse(text, serviceUrl(), why);
    if (parsed && parsed->cluster != Cluster::Custom)
        *why = tr("Enter a URL, not a cluster name.");
    return why->isEmpty();
}

QString SolanaNodeSettings::sandboxMissing() const
{
    return tr("The sandbox's RPC exists only while Paydesk uses the built-in sandbox.");
}

void SolanaNodeSettings::startCheck(const QUrl &url, QObject *holder, const CheckDone &done)
{
    auto *client = new solana::RpcClient(network(), url, holder);
    client->setTimeoutMs(10000);
    auto *check = new solana::RpcHealthCheck(client, holder);
    connect(check, &solana::RpcHealthCheck::finished, this, [check, done]() {
        const bool ok = check->isHealthy();
        done(ok, ok ? tr("Healthy: block height %1, answered in %2 ms.")
                          .arg(check->blockHeight())
                          .arg(check->latencyMs())
                    : tr("Not usable: %1").arg(check->errorText()));
    });
    check->start();
}

QString SolanaNodeSettings::testFundsTitle() const
{
    return onSandbox() ? tr("Add test &SOL and USDC") : tr("Add 5 &test SOL");
}

} // namespace paydesk
