#pragma once

#include "core/Amount.h"
#include "core/Asset.h"
#include "evm/EvmAddress.h"
#include "evm/EvmRpcClient.h"

#include <QCoreApplication>
#include <functional>

namespace paydesk::x402 {

// What a settlement transaction moved of a token from the payer to the payee, as the chain says:
// the ERC-20 Transfer logs of its receipt on the user's node, summed (a usage price's charge is
// then the chain's, not the seller's word; docs/architecture.md "A usage price reserves its
// maximum").
class SettledCharge
{
    Q_DECLARE_TR_FUNCTIONS(SettledCharge)
public:
    // `moved` in the token's decimals, or nullopt with why the chain cannot say (no receipt yet,
    // a reverted transaction, logs that are not well formed); `done` runs once, in `context`'s
    // thread.
    using Done = std::function<void(std::optional<Amount> moved, const QString &why)>;
    static void read(evm::EvmRpcClient *rpc, const QByteArray &transaction, const Asset &token,
                     const evm::EvmAddress &from, const evm::EvmAddress &to, QObject *context,
                     const Done &done);
    // The sum of `token`'s Transfer(from, to, value) logs; nullopt when a value does not fit.
    static std::optional<evm::U256> transferred(const QList<evm::EvmLog> &logs,
                                                const evm::EvmAddress &token,
                                                const evm::EvmAddress &from,
                                                const evm::EvmAddress &to);
};

} // namespace paydesk::x402
