#pragma once

#include "models/NodeSettings.h"
#include "payments/solana/RpcEndpoint.h"
#include "solana/RpcClient.h"

namespace paydesk {

// Which Solana RPC endpoint local mode broadcasts through (NodeSettings): a public cluster
// (mainnet-beta, devnet, testnet, each with an optional URL of the user's own node), the sandbox
// service's /rpc, or a custom URL. Owns the one RpcClient the app's local-mode parts share; the
// health check is solana::RpcHealthCheck.
class SolanaNodeSettings : public NodeSettings
{
    Q_OBJECT
public:
    using Cluster = solana::RpcEndpoint::Cluster;

    SolanaNodeSettings(SettingsModel *settings, QNetworkAccessManager *network,
                       QObject *parent = nullptr);

    Cluster cluster() const;
    QUrl urlFor(Cluster cluster) const { return urlOf(solana::RpcEndpoint::clusterName(cluster)); }
    bool hasOwnUrl(Cluster cluster) const
    {
        return hasOwnUrlOf(solana::RpcEndpoint::clusterName(cluster));
    }
    bool choose(Cluster cluster, const QString &url = {}, QString *error = nullptr)
    {
        return chooseNamed(solana::RpcEndpoint::clusterName(cluster), url, error);
    }
    solana::RpcClient *rpc() { return &m_rpc; }

    Chain family() const override { return Chain::Solana; }
    QList<Choice> choices() const override;
    QObject *client() override { return &m_rpc; }
    QString networkId() const override { return solana::RpcEndpoint::networkOf(cluster()); }
    QString networkTitle() const override;
    // The chosen cluster's network; for a custom node, whose cluster is not known before asking
    // it, the sandbox's (the kit checks the node's genesis hash before any payment).
    QString paysOn() const override;
    QString choiceHint(const QString &name) const override;
    QString nowUsing(const QUrl &url) const override;
    QString testFundsTitle() const override;
    QUrl publicUrl(const QString &name) const override;

    static QString clusterTitle(Cluster cluster); // "Mainnet beta (real money)" ...
    static QList<Cluster> clusters();

protected:
    QString defaultChoice(bool sandboxAvailable) const override;
    bool acceptsUrl(const QString &text, QString *why) const override;
    QString sandboxMissing() const override;
    void follow(const QUrl &url) override { m_rpc.setEndpoint(url); }
    void startCheck(const QUrl &url, QObject *holder, const CheckDone &done) override;

private:
    solana::RpcClient m_rpc;
};

} // namespace paydesk
