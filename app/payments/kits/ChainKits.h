#pragma once

#include "ChainKit.h"
#include "core/FamilyRegistry.h"

#include <QHash>
#include <QSet>
#include <memory>
#include <vector>

namespace paydesk::x402 {

// The chain families Paydesk pays on, one ChainKit each. Everything that reads a balance or
// picks a family's node asks the registry, never a family by name: a new family is a kit
// registered here beside its core identity (core/ChainFamilies).
class ChainKits : public FamilyRegistry<ChainKit>
{
public:
    // The built-in kits (Solana, EVM); what every face uses, a test may add one of its own.
    static ChainKits &standard();

    // Through the option's family's kit; unknown ("no kit") when none is registered.
    void readBalance(const ChainNodes &nodes, const PaymentOption &option,
                     const PayerWallet &wallet, QObject *context,
                     const ChainKit::BalanceDone &done) const;

    // Which network each of `families`' nodes in `nodes` is on, all asked at once (each kit's
    // ChainKit::identifyNetwork): `done` runs once, later, in `context`'s thread, with the network
    // of each family whose node said, and why for each whose node did not. A family without a
    // kit or a node is in neither.
    using NetworksDone = std::function<void(const QHash<Chain, QString> &networks,
                                            const QHash<Chain, QString> &problems)>;
    void identifyNetworks(const ChainNodes &nodes, const QSet<Chain> &families, QObject *context,
                          const NetworksDone &done) const;

    // The sentence when `owner`'s family has no kit or no node in `nodes`; empty when its
    // balances can be read.
    QString unsupported(const ChainNodes &nodes, const Address &owner) const;
    // Through the network's family's kit (ChainKit::explorerTx); empty without one.
    QUrl explorerTx(const QString &network, const QString &txId) const;
    QUrl explorerAddress(const QString &network, const QString &address) const;
    // Each kit's keys from the keychain (ChainKit::addKeys), for every family `keys` has no
    // provider of yet.
    void addKeys(WalletKeys &keys, wallet::WalletManager *wallets) const;
};

} // namespace paydesk::x402
