#include "CliEvmNode.h"

#include "evm/EvmRpcClient.h"
#include "payments/evm/EvmEndpoint.h"

namespace paydesk::cli {

std::unique_ptr<QObject> CliEvmNode::open(const QString &text, const QUrl &service,
                                          QNetworkAccessManager &network, QString *servesNetwork,
                                          QString *error) const
{
    const auto endpoint = evm::EvmEndpoint::parse(text, service, error);
    if (!endpoint)
        return nullptr;
    servesNetwork->clear(); // asked per option
    return client(endpoint->url, network);
}

std::unique_ptr<QObject> CliEvmNode::client(const QUrl &url, QNetworkAccessManager &network) const
{
    return std::make_unique<evm::EvmRpcClient>(&network, url);
}

QUrl CliEvmNode::endpoint(const QObject *client) const
{
    const auto *rpc = qobject_cast<const evm::EvmRpcClient *>(client);
    return rpc ? rpc->endpoint() : QUrl();
}

void CliEvmNode::setTimeoutMs(QObject *client, int ms) const
{
    if (auto *rpc = qobject_cast<evm::EvmRpcClient *>(client))
        rpc->setTimeoutMs(ms);
}

} // namespace paydesk::cli
