#include "LostAttempt.h"

#include "PaidFetchRecord.h"
#include "payments/schemes/SchemeRegistry.h"
#include "store/BudgetStore.h"

namespace paydesk::x402 {

bool LostAttempt::checkable(const SchemeRegistry &schemes, const Nodes &nodes,
                            const FetchAttempt &attempt)
{
    return schemes.checkable(nodes, attempt);
}

void LostAttempt::check(const SchemeRegistry &schemes, const Nodes &nodes,
                        const FetchAttempt &attempt, QObject *context, const Done &done)
{
    schemes.checkLost(nodes, attempt, context, done);
}

void LostAttempt::closeUnpaid(const SchemeRegistry &schemes, PaidFetchJournal *journal,
                              BudgetStore *budgets, HistoryWriter *history,
                              const FetchAttempt &attempt, const QString &why)
{
    const SchemeClient *owner = schemes.ownerOf(attempt);
    const QString detail = !why.isEmpty() ? why
                           : owner        ? owner->expiredWords()
                                          : tr("The payment expired unused: nothing was paid.");
    journal->setState(attempt.id, FetchAttempt::State::Failed, detail);
    budgets->forgetSpend(attempt.id);
    PaidFetchRecord::update(journal, history, attempt.id);
}

} // namespace paydesk::x402
