#pragma once

#include "PaidFetchTypes.h"
#include "store/AgentStore.h"

#include <QCoreApplication>
#include <optional>

namespace paydesk::x402 {

// The moment a paid fetch commits to paying: its journal row (x402_attempts), its spend
// (x402_spending) and, for an agent's payment, the agent's row (agent_payments), written in one
// transaction before anything is signed, so a crash after the signature still finds the payment
// counted against every budget. An agent's limits are checked again inside that transaction (all
// of them for an automatic payment, the hard ones for one a person approved): two payments of one
// agent (two MCP servers, two proxy requests) cannot both take the last of its budget.
class AttemptStart
{
    Q_DECLARE_TR_FUNCTIONS(AttemptStart)
public:
    struct Stores
    {
        PaidFetchJournal *journal = nullptr;
        BudgetStore *budgets = nullptr;
        AgentStore *agents = nullptr; // needed when `agent` is given
    };
    struct Result
    {
        std::optional<qint64> attemptId;
        bool refused = false; // the agent's limits (code, message); else a storage failure
        QString code, message;
    };

    static Result begin(const Stores &stores, const PaymentQuote &quote, int x402Version,
                        const QString &agent);
    // The agent's verdict on the quote's option: the tray's freeze (BudgetStore) included.
    static AgentCheck checkAgent(const Stores &stores, const PaymentQuote &quote,
                                 const QString &agent);
};

} // namespace paydesk::x402
