#pragma once

#include "cli/CliArguments.h"
#include "evm/EvmRpcClient.h"

#include <QUrl>
#include <memory>

namespace paydesk::cli {

// The EVM node a command reads (and broadcasts) through: --evm-rpc (a network name or a URL),
// else $PAYDESK_EVM_RPC, else, when `sandboxDefault` and the service is on this computer, the
// sandbox's. Null with an empty `error` when there is none; null and a sentence for a bad one.
class CliEvmNode
{
public:
    static std::unique_ptr<evm::EvmRpcClient> open(const CliArguments &args, const QUrl &service,
                                                   bool sandboxDefault,
                                                   QNetworkAccessManager &network, QString *error);
};

} // namespace paydesk::cli
