#pragma once

#include "NodeSettings.h"
#include "SettingsModel.h"
#include "payments/solana/RpcEndpoint.h"
#include "solana/RpcClient.h"

#include <QNetworkAccessManager>
#include <QObject>
#include <QPointer>

namespace paydesk {

// Which Solana RPC endpoint local mode broadcasts through, per profile ("sandbox" / "service"),
// stored in SettingsModel: a public cluster (mainnet-beta, devnet, testnet, each with an optional
// URL of the user's own node), the sandbox service's /rpc, or a custom URL. Owns the one
// RpcClient the app's local-mode parts share; it follows the choice. checkHealth() runs
// RpcHealthCheck against the chosen (or a candidate) endpoint.
class RpcSettingsModel : public NodeSettings
{
    Q_OBJECT
public:
    using Cluster = solana::RpcEndpoint::Cluster;

    RpcSettingsModel(SettingsModel *settings, QNetworkAccessManager *network,
                     QObject *parent = nullptr);

    // The profile and the service URL (the sandbox's /rpc hangs off it); reloads the choice.
    void setProfile(const QString &profile, const QUrl &serviceUrl);
    QString profile() const { return m_profile; }

    Cluster cluster() const { return m_cluster; }
    // The URL of `cluster`: the user's own one when set, else the public or sandbox one.
    QUrl urlFor(Cluster cluster) const;
    // True when the user gave `cluster` a URL of their own (the only kind Custom has).
    bool hasOwnUrl(Cluster cluster) const;
    QUrl endpoint() const override { return urlFor(m_cluster); }
    Chain family() const override { return Chain::Solana; }
    QString networkId() const override { return solana::RpcEndpoint::networkOf(m_cluster); }
    QString networkTitle() const override { return solana::RpcEndpoint::clusterName(m_cluster); }
    // The built-in sandbox, or a sandbox service on this computer (ServiceConfig's one rule).
    bool isSandboxAvailable() const;

    // Chooses `cluster`; `url` (optional) replaces its URL (empty: back to the public one).
    // False + a sentence when the URL is not usable (e.g. plain http off this computer).
    bool choose(Cluster cluster, const QString &url = {}, QString *error = nullptr);

    solana::RpcClient *rpc() { return &m_rpc; }

    // Checks `url` (empty: the chosen endpoint); healthChecked() follows.
    void checkHealth(const QUrl &url = {});
    bool isChecking() const { return !m_check.isNull(); }

    static QString clusterTitle(Cluster cluster); // "Mainnet beta", "Sandbox (test funds)" ...
    static QList<Cluster> clusters();

private:
    QString key(const QString &what) const;
    void apply();

    SettingsModel *m_settings;
    QNetworkAccessManager *m_network;
    solana::RpcClient m_rpc;
    QString m_profile = QStringLiteral("sandbox");
    QUrl m_serviceUrl;
    Cluster m_cluster = Cluster::Sandbox;
    QPointer<QObject> m_check;
};

} // namespace paydesk
