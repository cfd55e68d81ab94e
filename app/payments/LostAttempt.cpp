#include "LostAttempt.h"

#include "LostTransfer.h"
#include "PaidFetchRecord.h"
#include "store/BudgetStore.h"

namespace paydesk::x402 {

namespace {
bool isEvm(const FetchAttempt &attempt)
{
    return LostAuthorization::applies(attempt);
}
} // namespace

bool LostAttempt::checkable(const Nodes &nodes, const FetchAttempt &attempt)
{
    return (nodes.evm && isEvm(attempt)) || (nodes.solana && LostTransfer::applies(attempt));
}

void LostAttempt::check(const Nodes &nodes, const FetchAttempt &attempt, QObject *context,
                        const Done &done)
{
    if (isEvm(attempt))
        LostAuthorization::check(nodes.evm, attempt, context, done);
    else
        LostTransfer::check(nodes.solana, attempt, context, done);
}

void LostAttempt::closeUnpaid(PaidFetchJournal *journal, BudgetStore *budgets,
                              HistoryWriter *history, const FetchAttempt &attempt,
                              const QString &why)
{
    const QString detail = !why.isEmpty() ? why
                           : isEvm(attempt)
                               ? tr("The authorization expired unused: nothing was paid.")
                               : tr("The transaction expired without landing: nothing was paid.");
    journal->setState(attempt.id, FetchAttempt::State::Failed, detail);
    budgets->forgetSpend(attempt.id);
    PaidFetchRecord::update(journal, history, attempt.id);
}

} // namespace paydesk::x402
