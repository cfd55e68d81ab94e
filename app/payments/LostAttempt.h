#pragma once

#include "payments/evm/LostAuthorization.h"
#include "payments/schemes/SchemeClient.h"

namespace paydesk {
class BudgetStore;
class HistoryWriter;
} // namespace paydesk

namespace paydesk::x402 {

class SchemeRegistry;

// A paid fetch whose answer was lost, checked on chain before anything else is done with it, by
// the scheme client that paid it (SchemeClient::checkLost: an EVM authorization by its nonce, a
// buyer-signed Solana transaction by its signature). One that expired unused paid nothing;
// closeUnpaid() ends it so that the URL is paid anew, once. Any other verdict re-sends the
// journaled proof.
class LostAttempt
{
    Q_DECLARE_TR_FUNCTIONS(LostAttempt)
public:
    using Verdict = LostAuthorization::Verdict;
    using Done = LostAuthorization::Done;
    using Nodes = ChainNodes;

    // Whether the chain can tell for this attempt, through the nodes at hand.
    static bool checkable(const SchemeRegistry &schemes, const Nodes &nodes,
                          const FetchAttempt &attempt);
    // `done` runs once, in `context`'s thread.
    static void check(const SchemeRegistry &schemes, const Nodes &nodes,
                      const FetchAttempt &attempt, QObject *context, const Done &done);
    // An expired attempt: Failed with `why` (or its scheme's words), its spend taken back from
    // the budgets, its row in the history updated.
    static void closeUnpaid(const SchemeRegistry &schemes, PaidFetchJournal *journal,
                            BudgetStore *budgets, HistoryWriter *history,
                            const FetchAttempt &attempt, const QString &why);
};

} // namespace paydesk::x402
