#include "AttemptStart.h"

#include "core/Asset.h"

#include <QSqlDatabase>

namespace paydesk::x402 {

AgentCheck AttemptStart::checkAgent(const Stores &stores, const PaymentQuote &quote,
                                    const QString &agent)
{
    const PaymentOption &o = quote.option;
    return stores.agents->check(agent, quote.origin, o.networkId, Asset::keyOf(o.asset), *o.amount,
                                stores.budgets->isFrozen());
}

AttemptStart::Result AttemptStart::begin(const Stores &stores, const PaymentQuote &quote,
                                         int x402Version, const QString &agent)
{
    const PaymentOption &o = quote.option;
    FetchAttempt a;
    a.url = quote.url;
    a.origin = quote.origin;
    a.network = o.networkId;
    a.wallet = quote.wallet.address;
    a.payTo = o.payTo;
    a.mode = quote.wallet.mode == PayerWallet::Mode::Hosted ? QStringLiteral("hosted")
                                                            : QStringLiteral("local");
    a.amount = o.amount->toString();
    a.x402Version = x402Version;
    a.signsOnly = quote.signsOnly;
    a.upTo = o.isMaximum(); // the spend below reserves the maximum until the charge is known
    if (!Asset::keyOf(o.asset).isEmpty())
        a.symbol = o.assetSymbol; // a token; the native coin is ""
    Result r;
    QSqlDatabase db = stores.budgets->database();
    db.transaction();
    // The journal row is written first: from then on this transaction holds the database's write
    // lock, so the agent's spend read below is the latest.
    const auto id = stores.journal->begin(a);
    // The budgets, again, inside the write: the quote read them before anyone was asked, and
    // other processes (another fetch, the app, an agent) may have spent since. Only what is
    // committed counts, and this transaction holds the write lock, so no two payments can both
    // take the last of a budget or a cap.
    if (id) {
        const BudgetCheck now = stores.budgets->check(quote.origin, o.networkId, *o.amount,
                                                      QDateTime(), Asset::keyOf(o.asset));
        // The hard caps refuse every payment. Beyond them, a payment nobody confirmed must still
        // be what made it automatic: a granted budget still granting it, or --yes still within
        // the default caps (unless this run approved going above them). An agent's own limits
        // are checked below; a person who confirmed this payment needs only the hard caps.
        const bool own = quote.automatic && agent.isEmpty();
        const bool wasWithin = quote.budget.verdict == BudgetCheck::Verdict::Automatic ||
                               quote.budget.verdict == BudgetCheck::Verdict::Ask;
        const bool grew = own && wasWithin && !quote.aboveDefaultApproved &&
                          now.verdict == BudgetCheck::Verdict::AboveDefaultCap;
        const bool lostGrant = own && quote.budget.verdict == BudgetCheck::Verdict::Automatic &&
                               now.verdict != BudgetCheck::Verdict::Automatic;
        if (now.refused() || grew || lostGrant) {
            db.rollback();
            r.refused = true;
            r.code = now.verdict == BudgetCheck::Verdict::OverGlobalCap
                         ? QStringLiteral("over_daily_cap")
                         : QStringLiteral("over_budget");
            r.message =
                tr("%1 Other payments took it while this one was being prepared; "
                   "nothing was paid.")
                    .arg(now.reason.isEmpty() ? tr("The budget for %1 changed.").arg(quote.origin)
                                              : now.reason);
            return r;
        }
    }
    if (id && !agent.isEmpty()) {
        const AgentCheck c = checkAgent(stores, quote, agent);
        // An automatic payment must still be one (another payment of the agent may have taken
        // it near its cap meanwhile); one a person approved needs only the hard limits.
        if (c.verdict == AgentCheck::Verdict::Refused ||
            (quote.automatic && c.verdict != AgentCheck::Verdict::Automatic)) {
            db.rollback();
            r.refused = true;
            r.code = c.code;
            r.message = c.reason;
            return r;
        }
    }
    const bool counted =
        id && stores.budgets->recordSpend({quote.origin, o.networkId, quote.url, *o.amount, *id,
                                           QDateTime(), Asset::keyOf(o.asset)});
    const bool named = agent.isEmpty() || (counted && stores.agents->recordPayment(agent, *id));
    if (!id || !counted || !named || !db.commit()) {
        db.rollback();
        r.code = QStringLiteral("journal");
        r.message = tr("The payment could not be journaled (%1), so it was not made.")
                        .arg(!id        ? stores.journal->lastError()
                             : !counted ? stores.budgets->lastError()
                                        : stores.agents->lastError());
        return r;
    }
    r.attemptId = id;
    return r;
}

} // namespace paydesk::x402
