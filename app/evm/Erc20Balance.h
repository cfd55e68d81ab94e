#pragma once

#include "core/Amount.h"
#include "core/Asset.h"
#include "evm/EvmAddress.h"

#include <QCoreApplication>
#include <QObject>
#include <functional>
#include <optional>

namespace paydesk::evm {

class EvmRpcClient;

// Reads a token's state through a node: what an account holds, whether an EIP-3009 nonce is used.
// eth_chainId first (a state read from another chain than the token's is no state; a node serves
// one chain), then eth_call on the token's contract; a balance is exact in the token's decimals
// (Paydesk's table, never the node's or the seller's word). `done` runs once, in `context`'s
// thread, unless `context` is gone: the amount, or nullopt and a sentence saying why it could not
// be read.
class Erc20Balance
{
    Q_DECLARE_TR_FUNCTIONS(Erc20Balance)
public:
    using Done = std::function<void(const std::optional<Amount> &balance, const QString &error)>;
    static void read(EvmRpcClient *rpc, quint64 chainId, const Asset &token,
                     const EvmAddress &owner, QObject *context, const Done &done);
    // allowance(owner, spender) on the token, the same way: how much `spender` may move.
    static void allowance(EvmRpcClient *rpc, quint64 chainId, const Asset &token,
                          const EvmAddress &owner, const EvmAddress &spender, QObject *context,
                          const Done &done);
    // EIP-3009's authorizationState(authorizer, nonce) on the token, the same way: whether the
    // authorization with that 32-byte nonce was used (or cancelled); nullopt and why when it
    // cannot be read.
    using Used = std::function<void(const std::optional<bool> &used, const QString &error)>;
    static void authorizationUsed(EvmRpcClient *rpc, quint64 chainId, const Asset &token,
                                  const EvmAddress &authorizer, const QByteArray &nonce,
                                  QObject *context, const Used &done);

    // eth_call of `data` on `contract` after eth_chainId matched `chainId` (`symbol` names what is
    // read in the sentence of a mismatch); `done` gets the return data or why there is none.
    static void callOnChain(
        EvmRpcClient *rpc, quint64 chainId, const EvmAddress &contract, const QByteArray &data,
        const QString &symbol, QObject *context,
        const std::function<void(const std::optional<QByteArray> &, const QString &)> &done);

private:
    static void readAmount(EvmRpcClient *rpc, quint64 chainId, const Asset &token,
                           const QByteArray &call, const char *function, QObject *context,
                           const Done &done);
};

} // namespace paydesk::evm
