#pragma once

#include "CliArguments.h"
#include "CliNodeFamily.h"
#include "payments/kits/ChainNodes.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QNetworkAccessManager>
#include <QUrl>
#include <functional>
#include <memory>
#include <vector>

namespace paydesk {
class NodeSettings;
}

namespace paydesk::cli {

// The nodes every paying or reading command goes through (fetch, balance, wallet list, faucet,
// permit2, mcp, proxy): one rule, the same for every chain family (CliNodeFamily), so the CLI and
// the desktop app see one chain.
//   1. the family's option: --rpc (Solana) or --evm-rpc (EVM), a network name or a URL;
//   2. its environment variable: $PAYDESK_SOLANA_RPC, $PAYDESK_EVM_RPC;
//   3. for a service on this computer (ServiceConfig::hasSandboxChains), the sandbox's own node;
//   4. else the node the desktop app chose in Settings for the service (its "service" profile),
//      as the Wallets and Pay pages use it; the app's default when nothing was chosen.
// A command that must not reach a public node by itself (wallet list) passes no settings: its
// family then has no node after step 3.
class CliNodes
{
    Q_DECLARE_TR_FUNCTIONS(CliNodes)
public:
    // The desktop app's Settings, one per family (AppContext::nodeSettings).
    using AppSettings = QList<NodeSettings *>;
    // The network the service's own family's payments (defaultChain()) are on when no node says:
    // --network, $PAYDESK_NETWORK, the sandbox's for a service on this computer, else Solana
    // mainnet (a hosted wallet's network).
    static QString defaultNetwork(const CliArguments &args, const QUrl &service);

    // False + a sentence (naming the option) when a family's option is not usable. Each client
    // answers within 10 s (setTimeoutMs changes it).
    // `only`: open this family's node alone (a local send); Chain::Unknown: every family's.
    bool open(const CliArguments &args, const QUrl &service, QNetworkAccessManager &network,
              const AppSettings &settings, QString *error, Chain only = Chain::Unknown);
    // A node that serves one network but was given as a custom URL (named or chosen in Settings)
    // names none: the node is asked (its kit's ChainKit::identifyNetwork, Solana: the public
    // cluster of its genesis hash, or the sandbox's for any other), unless --network or
    // $PAYDESK_NETWORK names it. `then` runs once every such network is known, with the
    // sentences of the nodes that could not say (problem()); at once when nothing is asked.
    void identify(QObject *context, std::function<void(const QString &problems)> then);
    // Why the family's node could not say its network (identify()); empty when it did.
    QString problem(Chain family) const { return m_problems.value(family); }
    void setTimeoutMs(int ms);

    // The nodes as the payment seams take them (each with the one network it serves).
    x402::ChainNodes chainNodes() const;
    // The families with a node, in registration order.
    QList<Chain> families() const;
    QObject *node(Chain family) const;
    // The family's client, owned by the caller from here (null: none, or not a Client).
    template <class Client> std::unique_ptr<Client> take(Chain family)
    {
        for (Entry &e : m_entries)
            if (e.kind->family() == family && qobject_cast<Client *>(e.client.get()))
                return std::unique_ptr<Client>(static_cast<Client *>(e.client.release()));
        return nullptr;
    }
    // Every client, owned by `parent` from here (they live as long as the command).
    void adopt(QObject *parent);
    QUrl endpoint(Chain family) const;
    // The one network the family's node serves (defaultNetwork() for one that serves one but
    // has no node or has not said); empty: it serves any of its family's, asked per option.
    QString network(Chain family) const;
    // The node serves one network and it is known (named, or said by identify()).
    bool knowsNetwork(Chain family) const;

private:
    struct Entry
    {
        const CliNodeFamily *kind = nullptr;
        std::unique_ptr<QObject> client;
        QString network;
        bool unknown = false; // a custom URL not identified yet
    };
    const Entry *entry(Chain family) const;

    std::vector<Entry> m_entries;
    QString m_defaultNetwork;
    QHash<Chain, QString> m_problems;
};

} // namespace paydesk::cli
