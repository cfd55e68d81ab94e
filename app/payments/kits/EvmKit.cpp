#include "EvmKit.h"

#include "core/Asset.h"
#include "evm/Erc20Balance.h"
#include "evm/EvmRpcClient.h"
#include "x402/Eip3009.h"

#include <QCoreApplication>

namespace paydesk::x402 {

namespace {
struct TrEvmKit
{
    Q_DECLARE_TR_FUNCTIONS(OptionBalance)
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

} // namespace paydesk::x402
