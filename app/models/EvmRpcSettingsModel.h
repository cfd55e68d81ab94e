#pragma once

#include "NodeSettings.h"
#include "SettingsModel.h"
#include "evm/EvmRpcClient.h"
#include "payments/evm/EvmEndpoint.h"

#include <QNetworkAccessManager>
#include <QObject>
#include <QPointer>

namespace paydesk {

// Which EVM network local mode uses and through which JSON-RPC endpoint, per profile
// ("sandbox" / "service"), stored in SettingsModel beside the Solana choice (RpcSettingsModel):
// Ethereum, Base, Base Sepolia, Polygon, Arbitrum One (each with an optional URL of the user's own
// node), the sandbox's /evm, or a custom URL. Owns the one EvmRpcClient the app's parts share
// (EVM balances); it follows the choice. checkHealth() runs evm::EvmHealthCheck, which refuses a
// node of another chain than the network's.
class EvmRpcSettingsModel : public NodeSettings
{
    Q_OBJECT
public:
    using Net = evm::EvmEndpoint::Net;

    EvmRpcSettingsModel(SettingsModel *settings, QNetworkAccessManager *network,
                        QObject *parent = nullptr);

    // The profile and the service URL (the sandbox's /evm hangs off it); reloads the choice.
    void setProfile(const QString &profile, const QUrl &serviceUrl);
    QString profile() const { return m_profile; }

    Net net() const { return m_net; }
    // The URL of `net`: the user's own one when set, else the public or sandbox one.
    QUrl urlFor(Net net) const;
    bool hasOwnUrl(Net net) const;
    QUrl endpoint() const override { return urlFor(m_net); }
    Chain family() const override { return Chain::Evm; }
    // "eip155:<chain id>"; empty for a custom endpoint.
    QString networkId() const override;
    QString networkTitle() const override;
    // The built-in sandbox, or a sandbox service on this computer (ServiceConfig's one rule).
    bool isSandboxAvailable() const;
    // The chain id the chosen network must answer (0: custom, any chain).
    quint64 chainId() const { return evm::EvmEndpoint::chainId(m_net); }
    // Explorer pages on the chosen network; empty where it has no explorer (sandbox, custom).
    QUrl explorerTx(const QString &hash) const { return evm::EvmEndpoint::explorerTx(m_net, hash); }
    QUrl explorerAddress(const QString &address) const
    {
        return evm::EvmEndpoint::explorerAddress(m_net, address);
    }

    // Chooses `net`; `url` (optional) replaces its URL (empty: back to the public one).
    // False + a sentence when the URL is not usable.
    bool choose(Net net, const QString &url = {}, QString *error = nullptr);

    evm::EvmRpcClient *rpc() { return &m_rpc; }

    // Checks `url` (empty: the chosen endpoint) against the chosen network's chain;
    // healthChecked() follows.
    void checkHealth(const QUrl &url = {});
    bool isChecking() const { return !m_check.isNull(); }

    static QString netTitle(Net net); // "Base Sepolia (test funds)", "Ethereum (real money)" ...
    static QList<Net> nets() { return evm::EvmEndpoint::all(); }

private:
    QString key(const QString &what) const;
    void apply();

    SettingsModel *m_settings;
    QNetworkAccessManager *m_network;
    evm::EvmRpcClient m_rpc;
    QString m_profile = QStringLiteral("sandbox");
    QUrl m_serviceUrl;
    Net m_net = Net::Sandbox;
    QPointer<QObject> m_check;
};

} // namespace paydesk
