#include "CliSolanaNode.h"

#include "payments/solana/RpcEndpoint.h"
#include "solana/RpcClient.h"

namespace paydesk::cli {

std::unique_ptr<QObject> CliSolanaNode::open(const QString &text, const QUrl &service,
                                             QNetworkAccessManager &network, QString *servesNetwork,
                                             QString *error) const
{
    const auto endpoint = solana::RpcEndpoint::parse(text, service, error);
    if (!endpoint)
        return nullptr;
    *servesNetwork = solana::RpcEndpoint::networkOf(endpoint->cluster); // custom: not known
    return client(endpoint->url, network);
}

std::unique_ptr<QObject> CliSolanaNode::client(const QUrl &url,
                                               QNetworkAccessManager &network) const
{
    return std::make_unique<solana::RpcClient>(&network, url);
}

QUrl CliSolanaNode::endpoint(const QObject *client) const
{
    const auto *rpc = qobject_cast<const solana::RpcClient *>(client);
    return rpc ? rpc->endpoint() : QUrl();
}

void CliSolanaNode::setTimeoutMs(QObject *client, int ms) const
{
    if (auto *rpc = qobject_cast<solana::RpcClient *>(client))
        rpc->setTimeoutMs(ms);
}

QString CliSolanaNode::unidentified(const QString &url, const QString &problem) const
{
    return tr("The Solana node at %1 did not say which cluster it is on (%2): name its network "
              "with --network, for example solana-devnet.")
        .arg(url, problem);
}

QString CliSolanaNode::localNeedsNode() const
{
    return tr("--local needs a Solana node: --rpc URL (or mainnet-beta, devnet, testnet, "
              "sandbox).");
}

} // namespace paydesk::cli
