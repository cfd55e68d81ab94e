#include "ChainKits.h"

#include "core/Network.h"
#include "payments/evm/EvmKit.h"
#include "payments/solana/SolanaKit.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <algorithm>

namespace paydesk::x402 {

namespace {
struct TrChainKits
{
    Q_DECLARE_TR_FUNCTIONS(OptionBalance)
};
} // namespace

ChainKits &ChainKits::standard()
{
    static ChainKits kits;
    static const bool filled = []() {
        kits.add(std::make_unique<SolanaKit>());
        kits.add(std::make_unique<EvmKit>());
        return true;
    }();
    Q_UNUSED(filled);
    return kits;
}

void ChainKits::readBalance(const ChainNodes &nodes, const PaymentOption &option,
                            const PayerWallet &wallet, QObject *context,
                            const ChainKit::BalanceDone &done) const
{
    if (const ChainKit *kit = of(option.chain))
        return kit->readBalance(nodes, option, wallet, context, done);
    const QString problem = TrChainKits::tr("no RPC endpoint on %1 to read it").arg(option.network);
    QMetaObject::invokeMethod(
        context, [done, problem]() { done(std::nullopt, problem); }, Qt::QueuedConnection);
}

void ChainKit::requestTestFunds(const ChainNodes &, const Address &owner, QObject *context,
                                const FundsDone &done) const
{
    const QString why = TrChainKits::tr("Paydesk has no test funds for %1 wallets.")
                            .arg(chainSymbol(owner.chain()));
    QMetaObject::invokeMethod(
        context, [done, why]() { done({}, why); }, Qt::QueuedConnection);
}

QString ChainKits::unsupported(const ChainNodes &nodes, const Address &owner) const
{
    const ChainKit *kit = of(owner.chain());
    return kit ? kit->unsupported(nodes)
               : TrChainKits::tr("no RPC endpoint on %1 to read it")
                     .arg(chainSymbol(owner.chain()));
}

void ChainKits::identifyNetworks(const ChainNodes &nodes, const QSet<Chain> &families,
                                 QObject *context, const NetworksDone &done) const
{
    struct Asking
    {
        int pending = 1; // this call's own, given back after every family is asked
        QHash<Chain, QString> networks, problems;
        NetworksDone done;
    };
    auto asking = std::make_shared<Asking>();
    asking->done = done;
    const auto answered = [asking]() {
        if (--asking->pending == 0)
            asking->done(asking->networks, asking->problems);
    };
    for (const Chain family : families) {
        const ChainKit *kit = of(family);
        if (!kit || (!nodes.node(family) && nodes.network(family).isEmpty()))
            continue;
        ++asking->pending;
        kit->identifyNetwork(
            nodes, context,
            [asking, answered, family](const QString &network, const QString &problem) {
                if (network.isEmpty())
                    asking->problems.insert(family, problem);
                else
                    asking->networks.insert(family, network);
                answered();
            });
    }
    QMetaObject::invokeMethod(context, answered, Qt::QueuedConnection);
}

void ChainKit::identifyNetwork(const ChainNodes &nodes, QObject *context,
                               const NetworkDone &done) const
{
    const QString network = nodes.network(family());
    const QString why =
        network.isEmpty() ? TrChainKits::tr("Paydesk cannot ask a %1 node which network it is on.")
                                .arg(chainSymbol(family()))
                          : QString();
    QMetaObject::invokeMethod(
        context, [done, network, why]() { done(network, why); }, Qt::QueuedConnection);
}

QUrl ChainKit::explorerTx(const QString &, const QString &) const
{
    return {};
}

QUrl ChainKit::explorerAddress(const QString &, const QString &) const
{
    return {};
}

void ChainKit::addKeys(WalletKeys &, wallet::WalletManager *) const {}

void ChainKit::cacheKeys(WalletKeys &, const WalletKeys &, KeyCache &) const {}

QUrl ChainKits::explorerTx(const QString &network, const QString &txId) const
{
    const ChainKit *kit = of(Network::family(network));
    return kit && !txId.isEmpty() ? kit->explorerTx(network, txId) : QUrl();
}

QUrl ChainKits::explorerAddress(const QString &network, const QString &address) const
{
    const ChainKit *kit = of(Network::family(network));
    return kit && !address.isEmpty() ? kit->explorerAddress(network, address) : QUrl();
}

void ChainKits::addKeys(WalletKeys &keys, wallet::WalletManager *wallets) const
{
    if (!wallets)
        return;
    forEach([&keys, wallets](const ChainKit &kit) {
        if (!keys.has(kit.family()))
            kit.addKeys(keys, wallets);
    });
}

bool ChainKit::follow(QNetworkAccessManager *, PaymentJournal *, const JournalEntry &, const QUrl &,
                      const FollowTiming &, QObject *, const FollowDone &) const
{
    return false;
}

} // namespace paydesk::x402
