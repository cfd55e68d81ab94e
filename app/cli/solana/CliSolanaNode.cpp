#include "CliSolanaNode.h"

#include "payments/solana/RpcEndpoint.h"

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
