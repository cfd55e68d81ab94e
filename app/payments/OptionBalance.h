#pragma once

#include "core/Amount.h"
#include "x402/OptionChooser.h"
#include "x402/PaymentRequirements.h"

#include <QCoreApplication>
#include <QObject>
#include <functional>
#include <optional>

namespace paydesk::solana {
class RpcClient;
}
namespace paydesk::evm {
class EvmRpcClient;
}

namespace paydesk::x402 {

// What a wallet holds of the asset an x402 option asks for, read before asking the user: SOL
// (getBalance), an SPL token (solana::SplBalance) or an ERC-20 token (evm::Erc20Balance, on a
// node whose chain id is checked first). Exact, in the asset's own decimals. When there is no
// endpoint on the option's network, or the node cannot say, the balance is unknown (nullopt) and
// the sentence says why: nobody then knows whether the wallet can cover the price.
class OptionBalance
{
    Q_DECLARE_TR_FUNCTIONS(OptionBalance)
public:
    struct Sources
    {
        solana::RpcClient *solana = nullptr; // a node on the Solana option's network
        evm::EvmRpcClient *evm = nullptr;    // an EVM node (its chain is checked per option)
    };
    using Done = std::function<void(const std::optional<Amount> &balance, const QString &problem)>;
    // `done` runs once, later, in `context`'s thread, unless `context` is gone by then.
    static void read(const Sources &sources, const PaymentOption &option, const PayerWallet &wallet,
                     QObject *context, const Done &done);
    // For an option paid by Permit2: how much of its token the wallet lets Permit2 move
    // (evm::Erc20Balance::allowance). nullopt when the option is no Permit2 one or it cannot
    // be read (the payer reads it again before signing).
    static void readAllowance(const Sources &sources, const PaymentOption &option,
                              const PayerWallet &wallet, QObject *context, const Done &done);
};

} // namespace paydesk::x402
