#include "Permit2Allowance.h"

#include "core/Asset.h"
#include "evm/Erc20Balance.h"
#include "evm/EvmRpcClient.h"
#include "x402/Eip3009.h"
#include "x402/Permit2.h"

namespace paydesk::x402 {

void Permit2Allowance::require(const SchemeServices &services, const PaymentOption &option,
                               const PayerWallet &wallet, QObject *context, ProofResult &result,
                               const Gate &done)
{
    const auto token = Asset::known(option.network, option.asset);
    const auto payer = evm::EvmAddress::parse(wallet.address);
    auto *rpc = services.nodes.node<evm::EvmRpcClient>(Chain::Evm);
    if (!rpc || !token || !payer) {
        result.refused = true;
        result.code = QStringLiteral("node_not_on_network");
        result.error = tr("No EVM node on %1 to read the Permit2 allowance from; nothing was "
                          "signed.")
                           .arg(option.network);
        QMetaObject::invokeMethod(
            context, [done]() { done(false); }, Qt::QueuedConnection);
        return;
    }
    // `result` lives in the payment that is `context`: it outlives the read.
    evm::Erc20Balance::allowance(
        rpc, Eip3009::chainIdOf(option.networkId), *token, *payer, Permit2::address(), context,
        [option, wallet, &result, done](const std::optional<Amount> &allowed,
                                        const QString &error) {
            if (!allowed) {
                result.refused = true;
                result.code = QStringLiteral("node_not_on_network");
                result.error =
                    tr("The Permit2 allowance could not be read (%1); nothing was signed.")
                        .arg(error);
                return done(false);
            }
            if (*allowed < *option.amount) {
                result.refused = true;
                result.code = QStringLiteral("allowance_required");
                result.error = Permit2::allowanceRefusal(wallet.address, *allowed, option);
                return done(false);
            }
            done(true);
        });
}

QString Permit2Allowance::readingWords(const PaymentOption &option, const PayerWallet &wallet)
{
    const auto token = Asset::known(option.network, option.asset);
    return tr("Reading how much %1 Permit2 may move from %2...")
        .arg(token ? token->symbol : option.asset, wallet.address);
}

void Permit2Allowance::check(const SchemeServices &services, const PaymentOption &option,
                             const PayerWallet &wallet, QObject *context,
                             const SchemeClient::Checked &done)
{
    const auto token = Asset::known(option.network, option.asset);
    const auto owner = evm::EvmAddress::parse(wallet.address);
    auto *rpc = services.nodes.node<evm::EvmRpcClient>(Chain::Evm);
    if (!rpc || !token || !owner || !option.amount) {
        QMetaObject::invokeMethod(
            context, [done]() { done({}); }, Qt::QueuedConnection);
        return;
    }
    evm::Erc20Balance::allowance(
        rpc, Eip3009::chainIdOf(option.networkId), *token, *owner, Permit2::address(), context,
        [option, wallet, done](const std::optional<Amount> &allowed, const QString &) {
            if (!allowed || *allowed >= *option.amount)
                return done({});
            done({QStringLiteral("allowance_required"),
                  tr("The payment was not made: %1")
                      .arg(Permit2::allowanceRefusal(wallet.address, *allowed, option)),
                  Permit2::allowanceShort(*allowed, option)});
        });
}

} // namespace paydesk::x402
