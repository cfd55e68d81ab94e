#pragma once

#include "core/Address.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

namespace paydesk::x402 {

// The nodes a face pays through, one per chain family: each is its family's own client
// (solana::RpcClient, evm::EvmRpcClient, a registered family's), read only by that family's kit
// and scheme clients (node<T>()). A family's node may serve one network, which its wallets then
// pay on (Solana: the cluster chosen in Settings or --rpc); a node without one is asked per option
// which chain it is on (EVM). Not owned: the face keeps the clients.
class ChainNodes
{
public:
    void set(Chain family, QObject *node, const QString &network = {})
    {
        if (node || !network.isEmpty())
            m_nodes.insert(static_cast<int>(family), {node, network});
        else
            m_nodes.remove(static_cast<int>(family));
    }
    QObject *node(Chain family) const
    {
        return m_nodes.value(static_cast<int>(family)).node.data();
    }
    template <class Client> Client *node(Chain family) const
    {
        return qobject_cast<Client *>(node(family));
    }
    // The one network the family's node serves; empty: any of the family's, checked per option.
    QString network(Chain family) const { return m_nodes.value(static_cast<int>(family)).network; }

private:
    struct Entry
    {
        QPointer<QObject> node; // the face may end a client first (a CLI command's)
        QString network;
    };
    QHash<int, Entry> m_nodes;
};

} // namespace paydesk::x402
