#pragma once

#include <QCoreApplication>
#include <QString>
#include <QUrl>
#include <optional>

namespace paydesk::solana {

// Which Solana RPC endpoint the user broadcasts through: a public cluster, the sandbox
// service's own /rpc, or a URL of their choosing.
struct RpcEndpoint
{
    Q_DECLARE_TR_FUNCTIONS(RpcEndpoint)
public:
    enum class Cluster
    {
        MainnetBeta,
        Devnet,
        Testnet,
        Sandbox,
        Custom
    };
    Cluster cluster = Cluster::Custom;
    QUrl url;

    // "mainnet-beta", "devnet", "testnet", "sandbox", "custom".
    static QString clusterName(Cluster cluster);
    // The x402 network a cluster is ("solana-devnet"); empty for Custom (nobody knows which).
    static QString networkOf(Cluster cluster);
    // The public endpoint of a cluster (api.<cluster>.solana.com); for Sandbox,
    // `serviceUrl` + "/rpc".
    static RpcEndpoint forCluster(Cluster cluster, const QUrl &serviceUrl = {});
    // A cluster name or an http(s) URL (http only on this computer). nullopt + a sentence
    // otherwise.
    static std::optional<RpcEndpoint> parse(const QString &text, const QUrl &serviceUrl,
                                            QString *error);
    QString name() const { return clusterName(cluster); }
};

} // namespace paydesk::solana
