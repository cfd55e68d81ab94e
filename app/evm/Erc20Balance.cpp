#include "Erc20Balance.h"

#include "Erc20.h"
#include "EvmRpcClient.h"

#include <QPointer>

namespace paydesk::evm {

// eth_chainId, then the call: a token's state read from another chain than its own is no state.
// The chain id the node gave moments ago stands (EvmRpcClient::recentChainId).
void Erc20Balance::callOnChain(
    EvmRpcClient *rpc, quint64 chainId, const EvmAddress &contract, const QByteArray &data,
    const QString &symbol, QObject *context,
    const std::function<void(const std::optional<QByteArray> &, const QString &)> &done)
{
    QPointer<QObject> guard(context);
    const auto call = [=]() {
        EvmCallRequest request;
        request.to = contract;
        request.data = data;
        RpcCall *c = rpc->ethCall(request);
        QObject::connect(c, &RpcCall::finished, context, [=]() {
            c->deleteLater();
            if (!guard)
                return;
            if (!c->ok())
                return done(std::nullopt, c->errorText());
            done(EvmRpcClient::parseData(c->result()), {});
        });
    };
    if (rpc->recentChainId() == chainId)
        return call();
    RpcCall *idCall = rpc->chainId();
    QObject::connect(idCall, &RpcCall::finished, context, [=]() {
        idCall->deleteLater();
        if (!guard)
            return;
        if (!idCall->ok())
            return done(std::nullopt, idCall->errorText());
        const auto served = EvmRpcClient::parseQuantity64(idCall->result());
        if (!served)
            return done(std::nullopt, tr("The node's answer to eth_chainId is not readable."));
        if (*served != chainId)
            return done(std::nullopt, tr("the EVM node serves chain %1, not chain %2 of the %3")
                                          .arg(*served)
                                          .arg(chainId)
                                          .arg(symbol));
        rpc->noteChainId(*served);
        call();
    });
}

void Erc20Balance::read(EvmRpcClient *rpc, quint64 chainId, const Asset &token,
                        const EvmAddress &owner, QObject *context, const Done &done)
{
    readAmount(rpc, chainId, token, Erc20::balanceOfCall(owner), "balanceOf", context, done);
}

void Erc20Balance::allowance(EvmRpcClient *rpc, quint64 chainId, const Asset &token,
                             const EvmAddress &owner, const EvmAddress &spender, QObject *context,
                             const Done &done)
{
    readAmount(rpc, chainId, token, Erc20::allowanceCall(owner, spender), "allowance", context,
               done);
}

// A uint256 the token answers (`function` names it in the sentence), in its table decimals.
void Erc20Balance::readAmount(EvmRpcClient *rpc, quint64 chainId, const Asset &token,
                              const QByteArray &call, const char *function, QObject *context,
                              const Done &done)
{
    const auto contract = EvmAddress::parse(token.address);
    if (!contract)
        return done(std::nullopt, tr("%1 is not a token contract.").arg(token.address));
    callOnChain(
        rpc, chainId, *contract, call, token.symbol, context,
        [=](const std::optional<QByteArray> &bytes, const QString &error) {
            if (!error.isEmpty())
                return done(std::nullopt, error);
            const auto units = bytes ? Erc20::parseUint(*bytes) : std::nullopt;
            // An allowance of 2^256 - 1 ("unlimited") has no exact amount to show: the
            // largest one that has is as good for comparing with a price.
            const auto amount =
                units ? Amount::parseUnits(units->toDecimal(), token.decimals) : std::nullopt;
            if (!amount && units && QLatin1String(function) == QLatin1String("allowance"))
                return done(Amount::parseUnits(QString(18, u'9'), token.decimals), {});
            if (!amount)
                return done(std::nullopt,
                            units ? tr("The %1 balance is too large to show.").arg(token.symbol)
                                  : tr("The node's answer to %1 is not a number "
                                       "(is %2 a token on this chain?).")
                                        .arg(QLatin1String(function), token.address));
            done(amount, {});
        });
}

void Erc20Balance::authorizationUsed(EvmRpcClient *rpc, quint64 chainId, const Asset &token,
                                     const EvmAddress &authorizer, const QByteArray &nonce,
                                     QObject *context, const Used &done)
{
    const auto contract = EvmAddress::parse(token.address);
    if (!contract || nonce.size() != 32)
        return done(std::nullopt, tr("%1 is not a token contract.").arg(token.address));
    callOnChain(
        rpc, chainId, *contract, Erc20::authorizationStateCall(authorizer, nonce), token.symbol,
        context, [=](const std::optional<QByteArray> &bytes, const QString &error) {
            if (!error.isEmpty())
                return done(std::nullopt, error);
            const auto used = bytes ? Erc20::parseBool(*bytes) : std::nullopt;
            if (!used)
                return done(std::nullopt, tr("The node's answer to authorizationState is not a "
                                             "boolean (does %1 implement EIP-3009?).")
                                              .arg(token.address));
            done(used, {});
        });
}

} // namespace paydesk::evm
