#pragma once

#include "LostAuthorization.h"

namespace paydesk {
class BudgetStore;
class HistoryWriter;
namespace solana {
class RpcClient;
}
} // namespace paydesk

namespace paydesk::x402 {

// A paid fetch whose answer was lost, checked on chain before anything else is done with it:
// an EIP-3009 or Permit2 authorization by its nonce (LostAuthorization), a buyer-signed Solana
// transaction by its signature (LostTransfer). One that expired unused paid nothing; closeUnpaid()
// ends it so that the URL is paid anew, once. Any other verdict re-sends the journaled proof.
class LostAttempt
{
    Q_DECLARE_TR_FUNCTIONS(LostAttempt)
public:
    using Verdict = LostAuthorization::Verdict;
    using Done = LostAuthorization::Done;
    struct Nodes
    {
        evm::EvmRpcClient *evm = nullptr;
        solana::RpcClient *solana = nullptr;
    };

    // Whether the chain can tell for this attempt, through the nodes at hand.
    static bool checkable(const Nodes &nodes, const FetchAttempt &attempt);
    // `done` runs once, in `context`'s thread.
    static void check(const Nodes &nodes, const FetchAttempt &attempt, QObject *context,
                      const Done &done);
    // An expired attempt: Failed with `why` (or words for its kind), its spend taken back from
    // the budgets, its row in the history updated.
    static void closeUnpaid(PaidFetchJournal *journal, BudgetStore *budgets, HistoryWriter *history,
                            const FetchAttempt &attempt, const QString &why);
};

} // namespace paydesk::x402
