#include "RpcSettingsModel.h"

#include "api/ServiceConfig.h"
#include "solana/RpcHealthCheck.h"

namespace paydesk {

using solana::RpcEndpoint;

RpcSettingsModel::RpcSettingsModel(SettingsModel *settings, QNetworkAccessManager *network,
                                   QObject *parent)
    : NodeSettings(parent), m_settings(settings), m_network(network), m_rpc(network, QUrl())
{}

QList<RpcSettingsModel::Cluster> RpcSettingsModel::clusters()
{
    return {Cluster::Sandbox, Cluster::Devnet, Cluster::Testnet, Cluster::MainnetBeta,
            Cluster::Custom};
}

QString RpcSettingsModel::clusterTitle(Cluster cluster)
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

QString RpcSettingsModel::key(const QString &what) const
{
    return QStringLiteral("solanaRpc/%1/%2").arg(m_profile, what);
}

bool RpcSettingsModel::isSandboxAvailable() const
{
    return m_profile == u"sandbox" || ServiceConfig::hasSandboxChains(m_serviceUrl);
}

void RpcSettingsModel::setProfile(const QString &profile, const QUrl &serviceUrl)
{
    m_profile = profile;
    m_serviceUrl = serviceUrl;
    const QString name = m_settings->value(key(QStringLiteral("cluster"))).toString();
    // In the sandbox the default is the sandbox's own RPC; with a real service, devnet (never
    // real money by default).
    m_cluster = isSandboxAvailable() ? Cluster::Sandbox : Cluster::Devnet;
    for (Cluster c : clusters())
        if (RpcEndpoint::clusterName(c) == name && (c != Cluster::Sandbox || isSandboxAvailable()))
            m_cluster = c;
    apply();
}

QUrl RpcSettingsModel::urlFor(Cluster cluster) const
{
    if (cluster == Cluster::Sandbox)
        return RpcEndpoint::forCluster(cluster, m_serviceUrl).url;
    const QString own =
        m_settings->value(key(QStringLiteral("url/") + RpcEndpoint::clusterName(cluster)))
            .toString();
    if (!own.isEmpty() || cluster == Cluster::Custom)
        return QUrl(own);
    return RpcEndpoint::forCluster(cluster).url;
}

bool RpcSettingsModel::hasOwnUrl(Cluster cluster) const
{
    return cluster != Cluster::Sandbox &&
           !m_settings->value(key(QStringLiteral("url/") + RpcEndpoint::clusterName(cluster)))
                .toString()
                .isEmpty();
}

bool RpcSettingsModel::choose(Cluster cluster, const QString &url, QString *error)
{
    if (cluster == Cluster::Sandbox && !isSandboxAvailable()) {
        if (error)
            *error = tr("The sandbox's RPC exists only while Paydesk uses the built-in sandbox.");
        return false;
    }
    const QString text = url.trimmed();
    if (cluster == Cluster::Custom && text.isEmpty()) {
        if (error)
            *error = tr("Enter the URL of the RPC endpoint, e.g. https://rpc.example.com.");
        return false;
    }
    if (!text.isEmpty() && cluster != Cluster::Sandbox) {
        QString why;
        const auto parsed = RpcEndpoint::parse(text, m_serviceUrl, &why);
        if (!parsed || parsed->cluster != Cluster::Custom) {
            if (error)
                *error = parsed ? tr("Enter a URL, not a cluster name.") : why;
            return false;
        }
    }
    if (cluster != Cluster::Sandbox)
        m_settings->setValue(key(QStringLiteral("url/") + RpcEndpoint::clusterName(cluster)), text);
    m_settings->setValue(key(QStringLiteral("cluster")), RpcEndpoint::clusterName(cluster));
    m_cluster = cluster;
    apply();
    return true;
}

void RpcSettingsModel::apply()
{
    const QUrl url = endpoint();
    if (m_rpc.endpoint() == url)
        return;
    m_rpc.setEndpoint(url);
    Q_EMIT endpointChanged(url);
}

void RpcSettingsModel::checkHealth(const QUrl &url)
{
    delete m_check.data();
    const QUrl target = url.isEmpty() ? endpoint() : url;
    if (!target.isValid() || target.isEmpty()) {
        Q_EMIT healthChecked(false, tr("No RPC endpoint is set."));
        return;
    }
    auto *holder = new QObject(this);
    auto *client = new solana::RpcClient(m_network, target, holder);
    client->setTimeoutMs(10000);
    auto *check = new solana::RpcHealthCheck(client, holder);
    m_check = holder;
    connect(check, &solana::RpcHealthCheck::finished, this, [this, holder, check]() {
        const bool ok = check->isHealthy();
        const QString text = ok ? tr("Healthy: block height %1, answered in %2 ms.")
                                      .arg(check->blockHeight())
                                      .arg(check->latencyMs())
                                : tr("Not usable: %1").arg(check->errorText());
        holder->deleteLater();
        m_check.clear();
        Q_EMIT healthChecked(ok, text);
    });
    check->start();
}

} // namespace paydesk
