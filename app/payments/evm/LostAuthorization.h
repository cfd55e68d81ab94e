#pragma once

#include "store/PaidFetchJournal.h"

#include <QCoreApplication>
#include <QObject>
#include <functional>

namespace paydesk::evm {
class EvmRpcClient;
}

namespace paydesk::x402 {

// Reconciles on chain a paid fetch whose answer was lost after an EVM authorization went to the
// seller: for EIP-3009 ("eip3009:0x<nonce>") the token's authorizationState(payer, nonce), for
// Permit2 ("permit2:<nonce>") the nonce's bit in Permit2's nonceBitmap(payer, word) says whether
// the facilitator used it. Unused and past its validBefore (deadline), it can never move money:
// nothing was paid, and paying anew is not paying twice. Used, or unused but still valid, the
// journaled proof is what to re-send (docs/protocol-facts.md "payment-identifier extension": it
// lets the seller answer it again).
class LostAuthorization
{
    Q_DECLARE_TR_FUNCTIONS(LostAuthorization)
public:
    enum class Verdict
    {
        Used,   // settled on chain: money moved
        Unused, // not settled yet, and still valid: it may still be
        // Not provably either yet: it may have landed or may still (a Solana transfer while
        // its blockhash is valid); treated as Unused, except that it proves nothing unpaid
        Pending,
        Expired, // not settled, and past its validity: it never will be
        Unknown  // could not be read (`why` says); treat as possibly paid
    };
    using Done = std::function<void(Verdict verdict, const QString &why)>;
    // Whether the attempt's proof is one check() reads (by its payment id).
    static bool applies(const FetchAttempt &attempt);
    // `now` in seconds since the epoch (0: the clock). `done` runs once in `context`'s thread.
    static void check(evm::EvmRpcClient *rpc, const FetchAttempt &attempt, QObject *context,
                      const Done &done, qint64 now = 0);
};

} // namespace paydesk::x402
