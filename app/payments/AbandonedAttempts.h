#pragma once

#include "store/PaidFetchJournal.h"

#include <QCoreApplication>
#include <QList>

namespace paydesk {
class BudgetStore;
class HistoryWriter;
} // namespace paydesk

namespace paydesk::x402 {

// Paid fetches whose payer stopped (killed, crashed, power cut) after journaling the attempt and
// before storing its proof. The journal row and its spend were written first, so such a row
// would count against the budgets forever and block its URL. Its owner's lease says whether
// its payer still runs (AttemptLease); if not, and its proof is made here alone (a signed
// authorization, FetchAttempt::signsOnly), nothing left this computer: the attempt is closed as
// unpaid and its spend released. One the service or a broadcast may have paid (hosted, a Solana
// payment Paydesk sends itself) is only listed: its own journal or the service tells.
class AbandonedAttempts
{
    Q_DECLARE_TR_FUNCTIONS(AbandonedAttempts)
public:
    struct Found
    {
        QList<FetchAttempt> closed;   // nothing was paid: now Failed, spend released
        QList<FetchAttempt> unknown;  // payer gone, but money may have moved
        QList<FetchAttempt> underWay; // its payer still runs
    };
    static Found sweep(PaidFetchJournal *journal, BudgetStore *budgets, HistoryWriter *history);
    static QString closedDetail();
};

} // namespace paydesk::x402
