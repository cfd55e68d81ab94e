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

// Reads what an account holds of an ERC-20 token through a node: eth_chainId first (a balance
// from another chain than the token's is no balance; a node serves one chain), then eth_call
// balanceOf(owner) on the token's contract, exact in the token's decimals (Paydesk's table, never
// the node's or the seller's word). `done` runs once, in `context`'s thread, unless `context` is
// gone: the amount, or nullopt and a sentence saying why it could not be read.
class Erc20Balance
{
    Q_DECLARE_TR_FUNCTIONS(Erc20Balance)
public:
    using Done = std::function<void(const std::optional<Amount> &balance, const QString &error)>;
    static void read(EvmRpcClient *rpc, quint64 chainId, const Asset &token,
                     const EvmAddress &owner, QObject *context, const Done &done);
};

} // namespace paydesk::evm
