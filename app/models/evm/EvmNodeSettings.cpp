#include "EvmNodeSettings.h"

#include "core/Network.h"
#include "evm/EvmHealthCheck.h"

namespace paydesk {

using evm::EvmEndpoint;

EvmNodeSettings::EvmNodeSettings(SettingsModel *settings, QNetworkAccessManager *network,
                                 QObject *parent)
    : NodeSettings(settings, network, QStringLiteral("evmRpc"), QStringLiteral("network"), parent),
      m_rpc(network, QUrl())
{}

QString EvmNodeSettings::netTitle(Net net)
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

QList<NodeSettings::Choice> EvmNodeSettings::choices() const
{
    QList<Choice> list;
    for (Net n : EvmEndpoint::all())
        list.append({EvmEndpoint::netName(n), netTitle(n), n == Net::Sandbox, n == Net::Custom});
    return list;
}

QString EvmNodeSettings::networkTitle() const
{
    const Network *n = Network::find(EvmEndpoint::caip2(net()));
    return n ? n->name() : tr("custom endpoint");
}

QString EvmNodeSettings::choiceHint(const QString &name) const
{
    const Net n = EvmEndpoint::fromName(name).value_or(Net::Custom);
    if (n == Net::Sandbox)
        return tr("The sandbox answers Ethereum JSON-RPC itself (chain %1): test funds only.")
            .arg(EvmEndpoint::chainId(n));
    if (n == Net::Custom)
        return tr("Any chain: the check names the chain the node is on.");
    return tr("Chain %1. Paste your own node's URL to use it instead of the public one.")
        .arg(EvmEndpoint::chainId(n));
}

QString EvmNodeSettings::nowUsing(const QUrl &url) const
{
    return tr("EVM wallets are now read through %1.").arg(url.toString());
}

QUrl EvmNodeSettings::publicUrl(const QString &name) const
{
    const auto n = EvmEndpoint::fromName(name);
    if (!n || *n == Net::Custom)
        return {};
    return EvmEndpoint::publicUrl(*n, *n == Net::Sandbox ? serviceUrl() : QUrl());
}

QString EvmNodeSettings::defaultChoice(bool sandboxAvailable) const
{
    // In the sandbox, the sandbox's own chain; with a real service, Base Sepolia.
    return EvmEndpoint::netName(sandboxAvailable ? Net::Sandbox : Net::BaseSepolia);
}

bool EvmNodeSettings::acceptsUrl(const QString &text, QString *why) const
{
    const auto parsed = EvmEndpoint::parse(text, serviceUrl(), why);
    if (parsed && parsed->net != Net::Custom)
        *why = tr("Enter a URL, not a network name.");
    return why->isEmpty();
}

QString EvmNodeSettings::sandboxMissing() const
{
    return tr("The sandbox's EVM chain exists only while Paydesk uses the built-in sandbox.");
}

void EvmNodeSettings::startCheck(const QUrl &url, QObject *holder, const CheckDone &done)
{
    auto *client = new evm::EvmRpcClient(network(), url, holder);
    client->setTimeoutMs(10000);
    auto *check = new evm::EvmHealthCheck(client, chainId(), holder);
    connect(check, &evm::EvmHealthCheck::finished, this, [check, done]() {
        const bool ok = check->isHealthy();
        done(ok, ok ? tr("Healthy: chain %1, block %2, answered in %3 ms.")
                          .arg(check->chainId())
                          .arg(check->blockNumber())
                          .arg(check->latencyMs())
                    : tr("Not usable: %1").arg(check->errorText()));
    });
    check->start();
}

QString EvmNodeSettings::testFundsTitle() const
{
    return onSandbox() ? tr("Add test &ETH and USDC") : QString();
}

} // namespace paydesk
