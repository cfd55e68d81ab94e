#pragma once

#include "cli/CliNodeFamily.h"
#include "solana/RpcClient.h"

#include <QCoreApplication>

namespace paydesk::cli {

// Solana's node in paydesk-cli (CliNodes): --rpc or $PAYDESK_SOLANA_RPC, a cluster name
// (mainnet-beta, devnet, testnet, sandbox) or a URL; its wallets pay on the cluster it serves.
class CliSolanaNode : public CliNodeFamilyOf<solana::RpcClient>
{
    Q_DECLARE_TR_FUNCTIONS(CliSolanaNode)
public:
    Chain family() const override { return Chain::Solana; }
    QString option() const override { return QStringLiteral("rpc"); }
    QString variable() const override { return QStringLiteral("PAYDESK_SOLANA_RPC"); }
    std::unique_ptr<QObject> open(const QString &text, const QUrl &service,
                                  QNetworkAccessManager &network, QString *servesNetwork,
                                  QString *error) const override;
    bool servesOneNetwork() const override { return true; }
    QString unidentified(const QString &url, const QString &problem) const override;
    QString localNeedsNode() const override;
};

} // namespace paydesk::cli
