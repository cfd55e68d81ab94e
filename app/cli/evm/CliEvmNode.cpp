#include "CliEvmNode.h"

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

} // namespace paydesk::cli
