#include "EvmRpcSettingsModel.h"

#include "api/ServiceConfig.h"
#include "core/Network.h"
#include "evm/EvmHealthCheck.h"

namespace paydesk {

using evm::EvmEndpoint;

EvmRpcSettingsModel::EvmRpcSettingsModel(SettingsModel *settings, QNetworkAccessManager *network,
                                         QObject *parent)
    : NodeSettings(parent), m_settings(settings), m_network(network), m_rpc(network, QUrl())
{}

QString EvmRpcSettingsModel::netTitle(Net net)
{
    switch (net) {
    case Net::Ethereum:
        return tr("Ethereum (real money)");
    case Net::Base:
        return tr("Base (real money)");
    case Net::BaseSepolia:
        return tr("Base Sepolia (test funds)");
    case Net::Polygon:
        return tr("Polygon (real money)");
    case Net::ArbitrumOne:
        return tr("Arbitrum One (real money)");
    case Net::Sandbox:
        return tr("Sandbox's own EVM chain (test funds)");
    case Net::Custom:
        break;
    }
    return tr("Custom URL");
}

QString EvmRpcSettingsModel::key(const QString &what) const
{
    return QStringLiteral("evmRpc/%1/%2").arg(m_profile, what);
}

bool EvmRpcSettingsModel::isSandboxAvailable() const
{
    return m_profile == u"sandbox" || ServiceConfig::hasSandboxChains(m_serviceUrl);
}

void EvmRpcSettingsModel::setProfile(const QString &profile, const QUrl &serviceUrl)
{
    m_profile = profile;
    m_serviceUrl = serviceUrl;
    const QString name = m_settings->value(key(QStringLiteral("network"))).toString();
    // In the sandbox the default is the sandbox's own chain; with a real service, Base Sepolia
    // (never real money by default).
    m_net = isSandboxAvailable() ? Net::Sandbox : Net::BaseSepolia;
    if (const auto chosen = EvmEndpoint::fromName(name))
        if (*chosen != Net::Sandbox || isSandboxAvailable())
            m_net = *chosen;
    apply();
}

QUrl EvmRpcSettingsModel::urlFor(Net net) const
{
    if (net == Net::Sandbox)
        return EvmEndpoint::publicUrl(net, m_serviceUrl);
    const QString own =
        m_settings->value(key(QStringLiteral("url/") + EvmEndpoint::netName(net))).toString();
    if (!own.isEmpty() || net == Net::Custom)
        return QUrl(own);
    return EvmEndpoint::publicUrl(net);
}

bool EvmRpcSettingsModel::hasOwnUrl(Net net) const
{
    return net != Net::Sandbox &&
           !m_settings->value(key(QStringLiteral("url/") + EvmEndpoint::netName(net)))
                .toString()
                .isEmpty();
}

bool EvmRpcSettingsModel::choose(Net net, const QString &url, QString *error)
{
    if (net == Net::Sandbox && !isSandboxAvailable()) {
        if (error)
            *error = tr("The sandbox's EVM chain exists only while Paydesk uses the built-in "
                        "sandbox.");
        return false;
    }
    const QString text = url.trimmed();
    if (net == Net::Custom && text.isEmpty()) {
        if (error)
            *error = tr("Enter the URL of the RPC endpoint, e.g. https://rpc.example.com.");
        return false;
    }
    if (!text.isEmpty() && net != Net::Sandbox) {
        QString why;
        const auto parsed = EvmEndpoint::parse(text, m_serviceUrl, &why);
        if (!parsed || parsed->net != Net::Custom) {
            if (error)
                *error = parsed ? tr("Enter a URL, not a network name.") : why;
            return false;
        }
    }
    if (net != Net::Sandbox)
        m_settings->setValue(key(QStringLiteral("url/") + EvmEndpoint::netName(net)), text);
    m_settings->setValue(key(QStringLiteral("network")), EvmEndpoint::netName(net));
    m_net = net;
    apply();
    return true;
}

void EvmRpcSettingsModel::apply()
{
    const QUrl url = endpoint();
    if (m_rpc.endpoint() == url)
        return;
    m_rpc.setEndpoint(url);
    Q_EMIT endpointChanged(url);
}

void EvmRpcSettingsModel::checkHealth(const QUrl &url)
{
    delete m_check.data();
    const QUrl target = url.isEmpty() ? endpoint() : url;
    if (!target.isValid() || target.isEmpty()) {
        Q_EMIT healthChecked(false, tr("No RPC endpoint is set."));
        return;
    }
    auto *holder = new QObject(this);
    auto *client = new evm::EvmRpcClient(m_network, target, holder);
    client->setTimeoutMs(10000);
    auto *check = new evm::EvmHealthCheck(client, chainId(), holder);
    m_check = holder;
    connect(check, &evm::EvmHealthCheck::finished, this, [this, holder, check]() {
        const bool ok = check->isHealthy();
        const QString text = ok ? tr("Healthy: chain %1, block %2, answered in %3 ms.")
                                      .arg(check->chainId())
                                      .arg(check->blockNumber())
                                      .arg(check->latencyMs())
                                : tr("Not usable: %1").arg(check->errorText());
        holder->deleteLater();
        m_check.clear();
        Q_EMIT healthChecked(ok, text);
    });
    check->start();
}

QString EvmRpcSettingsModel::networkId() const
{
    const quint64 id = chainId();
    return id ? QStringLiteral("eip155:%1").arg(id) : QString();
}

QString EvmRpcSettingsModel::networkTitle() const
{
    const Network *n = Network::find(evm::EvmEndpoint::caip2(m_net));
    return n ? n->name() : tr("custom endpoint");
}

} // namespace paydesk
