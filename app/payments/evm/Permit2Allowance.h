#pragma once

#include "payments/schemes/SchemeClient.h"

#include <QCoreApplication>
#include <functional>

namespace paydesk::x402 {

// How much Permit2 may move of an option's token from a wallet, read from the user's node (the
// chain id checked first) before any key is unlocked: what `exact`'s Permit2 form and `upto`
// both need, since Permit2 moves only what the token lets it (docs/architecture.md "Permit2 is
// read before it is signed").
class Permit2Allowance
{
    Q_DECLARE_TR_FUNCTIONS(Permit2Allowance)
public:
    // Before paying: `done(true)` when it covers the option's amount; else `done(false)` with
    // `result` refused and its code ("allowance_required", or "node_not_on_network" when it
    // could not be read: nothing is signed unread). `done` runs once, in `context`'s thread.
    using Gate = std::function<void(bool enough)>;
    static void require(const SchemeServices &services, const PaymentOption &option,
                        const PayerWallet &wallet, QObject *context, ProofResult &result,
                        const Gate &done);
    // Before asking (SchemeClient::check): the shortfall when it reads below the amount; nothing
    // in the way when it covers it or cannot be read (the payment refuses that itself).
    static void check(const SchemeServices &services, const PaymentOption &option,
                      const PayerWallet &wallet, QObject *context,
                      const SchemeClient::Checked &done);
    // What a payment says while require() reads ("Reading how much USDC Permit2 may move…").
    static QString readingWords(const PaymentOption &option, const PayerWallet &wallet);
};

} // namespace paydesk::x402
