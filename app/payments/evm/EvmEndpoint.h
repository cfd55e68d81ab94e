#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QUrl>
#include <optional>

namespace paydesk::evm {

// Which EVM network local mode reads and broadcasts through, and where its public JSON-RPC
// endpoint and block explorer are: the one table of per-network EVM endpoints (beside Solana's
// RpcEndpoint). Chain ids: docs/protocol-facts.md "x402 networks" and core/Network.cpp.
struct EvmEndpoint
{
    Q_DECLARE_TR_FUNCTIONS(EvmEndpoint)
public:
    enum class Net
    {
        Ethereum,
        Base,
        BaseSepolia,
        Polygon,
        ArbitrumOne,
        Sandbox,
        Custom
    };
    Net net = Net::Custom;
    QUrl url;

    static QList<Net> all();
    // "ethereum", "base", "base-sepolia", "polygon", "arbitrum-one", "sandbox", "custom": what
    // the settings store and --evm-rpc accept.
    static QString netName(Net net);
    static std::optional<Net> fromName(QStringView name);
    // The chain id (EIP-155) of the network; 0 for Custom (any chain).
    static quint64 chainId(Net net);
    // "eip155:<chain id>"; empty for Custom.
    static QString caip2(Net net);
    // The public endpoint of a network; for Sandbox, `serviceUrl` + "/evm".
    static QUrl publicUrl(Net net, const QUrl &serviceUrl = {});
    // The block explorer's home (https://etherscan.io ...); empty for the sandbox and Custom.
    static QUrl explorer(Net net);
    // The explorer's page of a transaction ("0x" + 64 hex) or an address; empty without one.
    static QUrl explorerTx(Net net, const QString &hash);
    static QUrl explorerAddress(Net net, const QString &address);
    // The same by CAIP-2 network id ("eip155:8453"); empty for an unknown network.
    static QUrl explorerTx(const QString &network, const QString &hash);
    // A network name or an http(s) URL (http only on this computer); nullopt + a sentence
    // otherwise.
    static std::optional<EvmEndpoint> parse(const QString &text, const QUrl &serviceUrl,
                                            QString *error);
};

} // namespace paydesk::evm
