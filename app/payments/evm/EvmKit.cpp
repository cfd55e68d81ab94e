#include "EvmKit.h"

#include "EvmBroadcastTracker.h"
#include "EvmPaymentFlow.h"
#include "core/Asset.h"
#include "core/Network.h"
#include "evm/Erc20Balance.h"
#include "evm/EvmRpcClient.h"
#include "payments/KeyCache.h"
#include "payments/evm/EvmEndpoint.h"
#include "payments/kits/FollowEntry.h"
#include "x402/Eip3009.h"

#include <QCoreApplication>

namespace paydesk::x402 {

namespace {
struct TrEvmKit
{
    Q_DECLARE_TR_FUNCTIONS(OptionBalance)
};
struct TrEvmBalances
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::BalanceBook)
};
} // namespace

// A token balance, exact in the table's decimals, from a node whose chain id is checked first
// (evm::Erc20Balance): a node on another chain gives no balance.
void EvmKit::readBalance(const ChainNodes &nodes, const PaymentOption &o, const PayerWallet &wallet,
                         QObject *context, const BalanceDone &done) const
{
    const auto token = Asset::known(o.network, o.asset);
    const auto owner = evm::EvmAddress::parse(wallet.address);
    auto *rpc = nodes.node<evm::EvmRpcClient>(Chain::Evm);
    if (!rpc || !token || !owner)
        return unknown(context, done,
                       TrEvmKit::tr("no EVM RPC endpoint on %1 to read it").arg(o.network));
    evm::Erc20Balance::read(rpc, Eip3009::chainIdOf(o.networkId), *token, *owner, context, done);
}

QUrl EvmKit::nodeUrl(const ChainNodes &nodes) const
{
    const auto *rpc = nodes.node<evm::EvmRpcClient>(Chain::Evm);
    return rpc ? rpc->endpoint() : QUrl();
}

QString EvmKit::unsupported(const ChainNodes &nodes) const
{
    return nodes.node<evm::EvmRpcClient>(Chain::Evm)
               ? QString()
               : TrEvmBalances::tr("No EVM network is set up to read balances from.");
}

// The coin by eth_getBalance on the chosen EVM network (wei, exact: 18 decimals).
void EvmKit::readCoin(const ChainNodes &nodes, const Address &owner, QObject *context,
                      const BalanceDone &done) const
{
    auto *rpc = nodes.node<evm::EvmRpcClient>(Chain::Evm);
    const auto address = evm::EvmAddress::parse(owner.toString());
    if (!rpc || !address)
        return unknown(context, done, unsupported(nodes));
    RpcCall *call = rpc->getBalance(*address);
    QObject::connect(call, &RpcCall::finished, context, [call, done]() {
        call->deleteLater();
        if (!call->ok())
            return done(std::nullopt, call->errorText());
        const auto wei = evm::EvmRpcClient::parseQuantity(call->result());
        // Exact: wei as decimal text into an Amount of 18 decimals (no double on the way).
        const auto amount =
            wei ? Amount::parseUnits(wei->toDecimal(), chainDecimals(Chain::Evm)) : std::nullopt;
        if (!amount)
            return done(std::nullopt,
                        wei ? TrEvmBalances::tr("The balance is too large to show.")
                            : TrEvmBalances::tr("The RPC node's answer to eth_getBalance is not "
                                                "readable."));
        done(amount, {});
    });
}

// A trusted ERC-20 of the token's network by balanceOf (evm::Erc20Balance: the node's chain id
// is checked first, the decimals are the table's).
void EvmKit::readToken(const ChainNodes &nodes, const Address &owner, const Asset &token,
                       QObject *context, const BalanceDone &done) const
{
    auto *rpc = nodes.node<evm::EvmRpcClient>(Chain::Evm);
    const auto address = evm::EvmAddress::parse(owner.toString());
    const quint64 chainId = Eip3009::chainIdOf(Network::canonical(token.network));
    if (!rpc || !address || token.chain != Chain::Evm || !chainId)
        return unknown(context, done,
                       TrEvmBalances::tr("No EVM network is set up to read balances from."));
    evm::Erc20Balance::read(rpc, chainId, token, *address, context, done);
}

// eth_chainId: a network of the table, else the chain's CAIP-2 id.
void EvmKit::identifyNetwork(const ChainNodes &nodes, QObject *context,
                             const NetworkDone &done) const
{
    auto *rpc = nodes.node<evm::EvmRpcClient>(Chain::Evm);
    if (!rpc)
        return ChainKit::identifyNetwork(nodes, context, done);
    RpcCall *call = rpc->chainId();
    QObject::connect(call, &RpcCall::finished, context, [call, done]() {
        call->deleteLater();
        const auto id =
            call->ok() ? evm::EvmRpcClient::parseQuantity64(call->result()) : std::nullopt;
        if (!id)
            return done({}, call->ok() ? TrEvmKit::tr("the EVM node sent no chain id")
                                       : call->errorText());
        done(Network::canonical(QStringLiteral("eip155:%1").arg(*id)), {});
    });
}

// The sandbox's EVM chain has a faucet (paydesk_faucet: ETH and its test USDC); other nodes
// answer that they have no such method.
void EvmKit::requestTestFunds(const ChainNodes &nodes, const Address &owner, QObject *context,
                              const FundsDone &done) const
{
    auto *rpc = nodes.node<evm::EvmRpcClient>(Chain::Evm);
    if (!rpc)
        return ChainKit::requestTestFunds(nodes, owner, context, done);
    RpcCall *call = rpc->call(QStringLiteral("paydesk_faucet"), {owner.toString().toStdString()});
    QObject::connect(call, &RpcCall::finished, context, [call, done]() {
        call->deleteLater();
        if (!call->ok())
            return done({}, call->errorText());
        done(TrEvmKit::tr("1 test ETH and 100 test USDC are in the wallet."), {});
    });
}

QUrl EvmKit::explorerTx(const QString &network, const QString &txId) const
{
    const Network *known = Network::find(network);
    return evm::EvmEndpoint::explorerTx(known ? known->caip2() : network, txId);
}

QUrl EvmKit::explorerAddress(const QString &network, const QString &address) const
{
    const Network *known = Network::find(network);
    const QString caip2 = known ? known->caip2() : network;
    for (const auto net : evm::EvmEndpoint::all())
        if (net != evm::EvmEndpoint::Net::Custom && evm::EvmEndpoint::caip2(net) == caip2)
            return evm::EvmEndpoint::explorerAddress(net, address);
    return {};
}

void EvmKit::addKeys(WalletKeys &keys, wallet::WalletManager *wallets) const
{
    keys.set<evm::EvmPaymentFlow::KeyProvider>(Chain::Evm, evm::EvmPaymentFlow::keysFrom(wallets));
}

void EvmKit::cacheKeys(WalletKeys &out, const WalletKeys &given, KeyCache &cache) const
{
    // Each payment signs with its own copy of a held key.
    out.set<evm::EvmPaymentFlow::KeyProvider>(
        Chain::Evm,
        cache.cached<wallet::EvmKey>(
            Chain::Evm, given.of<evm::EvmPaymentFlow::KeyProvider>(Chain::Evm),
            [](const wallet::EvmKey &k) {
                return wallet::EvmKey{SecureBytes::copyOf(k.privateKey.view()), k.address};
            }));
}

bool EvmKit::follow(QNetworkAccessManager *network, PaymentJournal *journal,
                    const JournalEntry &entry, const QUrl &rpc, const FollowTiming &timing,
                    QObject *parent, const FollowDone &done) const
{
    return followEntry<evm::EvmBroadcastTracker, evm::EvmRpcClient>(network, journal, entry, rpc,
                                                                    timing, parent, done);
}

} // namespace paydesk::x402
