#pragma once

#include "cli/CliNodeFamily.h"
#include "evm/EvmRpcClient.h"

namespace paydesk::cli {

// The EVM node in paydesk-cli (CliNodes): --evm-rpc or $PAYDESK_EVM_RPC, a network name
// (ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox) or a URL; it is asked per payment
// option which chain it is on.
class CliEvmNode : public CliNodeFamilyOf<evm::EvmRpcClient>
{
public:
    Chain family() const override { return Chain::Evm; }
    QString option() const override { return QStringLiteral("evm-rpc"); }
    QString variable() const override { return QStringLiteral("PAYDESK_EVM_RPC"); }
    std::unique_ptr<QObject> open(const QString &text, const QUrl &service,
                                  QNetworkAccessManager &network, QString *servesNetwork,
                                  QString *error) const override;
    bool servesOneNetwork() const override { return false; }
};

} // namespace paydesk::cli
