#include "RpcEndpoint.h"

#include "api/ServiceConfig.h"

namespace paydesk::solana {

QString RpcEndpoint::clusterName(Cluster cluster)
{
    switch (cluster) {
    case Cluster::MainnetBeta:
        return QStringLiteral("mainnet-beta");
    case Cluster::Devnet:
        return QStringLiteral("devnet");
    case Cluster::Testnet:
        return QStringLiteral("testnet");
    case Cluster::Sandbox:
        return QStringLiteral("sandbox");
    case Cluster::Custom:
        break;
    }
    return QStringLiteral("custom");
}

QString RpcEndpoint::networkOf(Cluster cluster)
{
    switch (cluster) {
    case Cluster::MainnetBeta:
        return QStringLiteral("solana");
    case Cluster::Devnet:
        return QStringLiteral("solana-devnet");
    case Cluster::Testnet:
        return QStringLiteral("solana-testnet");
    case Cluster::Sandbox:
        return QStringLiteral("solana-sandbox");
    case Cluster::Custom:
        break;
    }
    return {};
}

RpcEndpoint RpcEndpoint::forCluster(Cluster cluster, const QUrl &serviceUrl)
{
    RpcEndpoint e;
    e.cluster = cluster;
    switch (cluster) {
    case Cluster::MainnetBeta:
    case Cluster::Devnet:
    case Cluster::Testnet:
        e.url = QUrl(QStringLiteral("https://api.%1.solana.com").arg(clusterName(cluster)));
        break;
    case Cluster::Sandbox: {
        QUrl u = serviceUrl;
        QString path = u.path();
        if (path.endsWith(u'/'))
            path.chop(1);
        u.setPath(path + QStringLiteral("/rpc"));
        e.url = u;
        break;
    }
    case Cluster::Custom:
        break;
    }
    return e;
}

std::optional<RpcEndpoint> RpcEndpoint::parse(const QString &text, const QUrl &serviceUrl,
                                              QString *error)
{
    for (Cluster c : {Cluster::MainnetBeta, Cluster::Devnet, Cluster::Testnet, Cluster::Sandbox})
        if (text == clusterName(c)) {
            if (c == Cluster::Sandbox && !serviceUrl.isValid()) {
                if (error)
                    *error = tr("The sandbox's RPC needs the service URL (--service).");
                return std::nullopt;
            }
            return forCluster(c, serviceUrl);
        }
    const QUrl url(text, QUrl::StrictMode);
    const bool http = url.scheme() == u"http", https = url.scheme() == u"https";
    if (!url.isValid() || url.host().isEmpty() || (!http && !https)) {
        if (error)
            *error = tr("The RPC endpoint must be mainnet-beta, devnet, testnet, sandbox or an "
                        "http(s) URL; '%1' is none of these.")
                         .arg(text);
        return std::nullopt;
    }
    if (http && !paydesk::ServiceConfig::isLoopbackHost(url.host())) {
        if (error)
            *error = tr("Use https for an RPC endpoint that is not on this computer.");
        return std::nullopt;
    }
    RpcEndpoint e;
    e.cluster = Cluster::Custom;
    e.url = url;
    return e;
}

} // namespace paydesk::solana
