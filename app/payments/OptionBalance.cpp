#include "OptionBalance.h"

#include "core/Asset.h"
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
    if (!BudgetStore::assetKey(o.asset).isEmpty()) {
        if (!token)
            return unknown(context, done, tr("%1 is not a known token").arg(o.asset));
        return solana::SplBalance::read(sources.solana, *token, owner->bytes(), context, done);
    }
    RpcCall *call = sources.solana->getBalance(wallet.address);
    QObject::connect(call, &RpcCall::finished, context, [call, done]() {
        call->deleteLater();
        const auto lamports =
            call->ok() ? solana::RpcClient::parseContextU64(call->result()) : std::nullopt;
        if (lamports)
            return done(Amount::fromUnits(*lamports, chainDecimals(Chain::Solana)), {});
        done(std::nullopt, call->ok() ? tr("the RPC endpoint sent no balance") : call->errorText());
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
