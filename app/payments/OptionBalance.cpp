#include "OptionBalance.h"

#include "core/Asset.h"
#include "core/Network.h"
#include "evm/Erc20Balance.h"
#include "solana/RpcClient.h"
#include "solana/SplBalance.h"
#include "store/BudgetStore.h"
#include "x402/Eip3009.h"
#include "x402/Permit2.h"

#include <QMetaObject>
#include <QPointer>

namespace paydesk::x402 {

namespace {

// `done` with an unknown balance, after the caller returned (as every other answer comes).
void unknown(QObject *context, const OptionBalance::Done &done, const QString &problem)
{
    QMetaObject::invokeMethod(
        context, [done, problem]() { done(std::nullopt, problem); }, Qt::QueuedConnection);
}

// The node's genesis hash first: a balance read from another cluster than the option's is no
// balance (and a signature for it would be valid where the node is not).
void onNetwork(solana::RpcClient *rpc, const QString &network, QObject *context,
               const OptionBalance::Done &done, const std::function<void()> &then)
{
    RpcCall *call = rpc->getGenesisHash();
    QObject::connect(call, &RpcCall::finished, context, [call, network, done, then]() {
        call->deleteLater();
        if (!call->ok())
            return done(std::nullopt, call->errorText());
        const QString genesis = call->result().is_string()
                                    ? QString::fromStdString(call->result().get<std::string>())
                                    : QString();
        if (genesis.isEmpty())
            return done(std::nullopt, OptionBalance::tr("the node sent no genesis hash"));
        if (!Network::genesisMatches(network, genesis)) {
            const Network *on = Network::ofGenesis(genesis);
            return done(
                std::nullopt,
                OptionBalance::tr("the Solana node is on %1, not on %2")
                    .arg(on ? on->name()
                            : OptionBalance::tr("a private cluster (genesis %1)").arg(genesis),
                         Network::nameOf(network)));
        }
        then();
    });
}

} // namespace

void OptionBalance::read(const Sources &sources, const PaymentOption &o, const PayerWallet &wallet,
                         QObject *context, const Done &done)
{
    const auto token = Asset::known(o.network, o.asset);
    if (o.chain == Chain::Evm) {
        const auto owner = evm::EvmAddress::parse(wallet.address);
        if (!sources.evm || !token || !owner)
            return unknown(context, done,
                           tr("no EVM RPC endpoint on %1 to read it").arg(o.network));
        return evm::Erc20Balance::read(sources.evm, Eip3009::chainIdOf(o.networkId), *token, *owner,
                                       context, done);
    }
    const auto owner = Address::parse(wallet.address);
    if (o.chain != Chain::Solana || !sources.solana || !owner || owner->chain() != Chain::Solana)
        return unknown(context, done, tr("no RPC endpoint on %1 to read it").arg(o.network));
    solana::RpcClient *rpc = sources.solana;
    const QByteArray ownerBytes = owner->bytes();
    const QString address = wallet.address;
    const PaymentOption option = o;
    onNetwork(rpc, o.networkId, context, done, [rpc, ownerBytes, address, option, context, done]() {
        if (!BudgetStore::assetKey(option.asset).isEmpty()) {
            const auto known = Asset::known(option.network, option.asset);
            if (!known)
                return done(std::nullopt, tr("%1 is not a known token").arg(option.asset));
            return solana::SplBalance::read(rpc, *known, ownerBytes, context, done);
        }
        RpcCall *call = rpc->getBalance(address);
        QObject::connect(call, &RpcCall::finished, context, [call, done]() {
            call->deleteLater();
            const auto lamports =
                call->ok() ? solana::RpcClient::parseContextU64(call->result()) : std::nullopt;
            if (lamports)
                return done(Amount::fromUnits(*lamports, chainDecimals(Chain::Solana)), {});
            done(std::nullopt,
                 call->ok() ? tr("the RPC endpoint sent no balance") : call->errorText());
        });
    });
}

void OptionBalance::readAllowance(const Sources &sources, const PaymentOption &o,
                                  const PayerWallet &wallet, QObject *context, const Done &done)
{
    const auto token = Asset::known(o.network, o.asset);
    const auto owner = evm::EvmAddress::parse(wallet.address);
    if (!Permit2::asked(o) || !sources.evm || !token || !owner)
        return unknown(context, done, {});
    evm::Erc20Balance::allowance(sources.evm, Eip3009::chainIdOf(o.networkId), *token, *owner,
                                 Permit2::address(), context, done);
}

} // namespace paydesk::x402
