#pragma once

#include "evm/EvmRpcClient.h"
#include "models/NodeSettings.h"
#include "payments/evm/EvmEndpoint.h"

namespace paydesk {

// Which EVM network local mode uses and through which JSON-RPC endpoint (NodeSettings):
// Ethereum, Base, Base Sepolia, Polygon, Arbitrum One (each with an optional URL of the user's own
// node), the sandbox's /evm, or a custom URL. Owns the one EvmRpcClient the app's parts share (EVM
// balances); the health check is evm::EvmHealthCheck, which refuses a node of another chain than
// the network's.
class EvmNodeSettings : public NodeSettings
{
    Q_OBJECT
public:
    using Net = evm::EvmEndpoint::Net;

    EvmNodeSettings(SettingsModel *settings, QNetworkAccessManager *network,
                    QObject *parent = nullptr);

    Net net() const { return evm::EvmEndpoint::fromName(chosen()).value_or(Net::Sandbox); }
    QUrl urlFor(Net net) const { return urlOf(evm::EvmEndpoint::netName(net)); }
    bool hasOwnUrl(Net net) const { return hasOwnUrlOf(evm::EvmEndpoint::netName(net)); }
    bool choose(Net net, const QString &url = {}, QString *error = nullptr)
    {
        return chooseNamed(evm::EvmEndpoint::netName(net), url, error);
    }
    evm::EvmRpcClient *rpc() { return &m_rpc; }
    // The chain id the chosen network must answer (0: custom, any chain).
    quint64 chainId() const { return evm::EvmEndpoint::chainId(net()); }

    Chain family() const override { return Chain::Evm; }
    QList<Choice> choices() const override;
    QObject *client() override { return &m_rpc; }
    // "eip155:<chain id>"; empty for a custom endpoint.
    QString networkId() const override { return evm::EvmEndpoint::caip2(net()); }
    QString networkTitle() const override;
    QString choiceHint(const QString &name) const override;
    QString nowUsing(const QUrl &url) const override;
    QString testFundsTitle() const override;
    QUrl publicUrl(const QString &name) const override;

    static QString netTitle(Net net); // "Base Sepolia (test funds)", "Ethereum (real money)" ...

protected:
    QString defaultChoice(bool sandboxAvailable) const override;
    bool acceptsUrl(const QString &text, QString *why) const override;
    QString sandboxMissing() const override;
    void follow(const QUrl &url) override { m_rpc.setEndpoint(url); }
    void startCheck(const QUrl &url, QObject *holder, const CheckDone &done) override;

private:
    evm::EvmRpcClient m_rpc;
};

} // namespace paydesk
