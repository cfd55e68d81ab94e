#pragma once

#include "core/Address.h"

#include <QObject>
#include <QString>
#include <QUrl>

namespace paydesk {

// A chain family's choice of node, as the models and views that read through it see it whatever
// the family: the family, the node's URL, the network it is on and what to call that network.
// Each family's settings model (RpcSettingsModel for Solana, EvmRpcSettingsModel) is one; what
// only one family has (Solana's clusters, EVM's chain ids) stays on the family's own model.
class NodeSettings : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    virtual Chain family() const = 0;
    virtual QUrl endpoint() const = 0;
    // The chosen network's key ("solana-devnet", "eip155:84532"); empty for a custom endpoint,
    // whose network is not known before asking it.
    virtual QString networkId() const = 0;
    // "devnet", "Base Sepolia", "custom endpoint": what the wallet views name the network by.
    virtual QString networkTitle() const = 0;

Q_SIGNALS:
    void endpointChanged(const QUrl &url);
    void healthChecked(bool healthy, const QString &text);
};

} // namespace paydesk
