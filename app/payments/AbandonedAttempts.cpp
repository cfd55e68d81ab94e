#include "AbandonedAttempts.h"

#include "LostAttempt.h"
#include "payments/schemes/SchemeRegistry.h"

namespace paydesk::x402 {

QString AbandonedAttempts::closedDetail()
{
    return tr("The payer stopped before its signed proof was stored: nothing left this computer, "
              "so nothing was paid.");
}

AbandonedAttempts::Found AbandonedAttempts::sweep(PaidFetchJournal *journal, BudgetStore *budgets,
                                                  HistoryWriter *history)
{
    Found found;
    if (!journal || !budgets)
        return found;
    for (const FetchAttempt &a : journal->openWithoutProof()) {
        if (journal->ownerAlive(a))
            found.underWay.append(a);
        else if (!a.signsOnly)
            found.unknown.append(a);
        else {
            LostAttempt::closeUnpaid(SchemeRegistry::standard(), journal, budgets, history, a,
                                     closedDetail());
            found.closed.append(a);
        }
    }
    return found;
}

} // namespace paydesk::x402
