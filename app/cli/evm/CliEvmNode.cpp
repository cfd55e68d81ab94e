#include "CliEvmNode.h"

#include "api/ServiceConfig.h"
#include "payments/evm/EvmEndpoint.h"

namespace paydesk::cli {

std::unique_ptr<evm::EvmRpcClient> CliEvmNode::open(const CliArguments &args, const QUrl &service,
                                                    bool sandboxDefault,
                                                    QNetworkAccessManager &network, QString *error)
{
    error->clear();
    QString text = args.value(QStringLiteral("evm-rpc"));
    if (text.isEmpty())
        text = qEnvironmentVariable("PAYDESK_EVM_RPC");
    if (text.isEmpty() && sandboxDefault && ServiceConfig::hasSandboxChains(service))
        text = QStringLiteral("sandbox");
    if (text.isEmpty())
        return nullptr;
    const auto endpoint = evm::EvmEndpoint::parse(text, service, error);
    if (!endpoint)
        return nullptr;
    auto rpc = std::make_unique<evm::EvmRpcClient>(&network, endpoint->url);
    rpc->setTimeoutMs(10000);
    return rpc;
}

} // namespace paydesk::cli
