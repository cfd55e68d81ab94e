#pragma once

#include "AgentTools.h"
#include "payments/KeyCache.h"
#include "payments/PaidFetch.h"
#include "payments/PaymentServices.h"

#include <QHash>
#include <QObject>
#include <functional>
#include <optional>

namespace paydesk::agents {

class ApprovalClient;

// One agent's request through Paydesk, for the MCP server and the paying proxy alike: a PaidFetch
// made for the agent (its budgets and sites decide), with what needs a person asked of the desktop
// app (ApprovalClient; without one it is declined, never paid). A request the same agent repeats
// while the first is under way (a retry after its own timeout) joins the first: one payment, the
// same answer twice. The breaker counts the failed payments. The wallets' keys stay in a KeyCache
// between payments for Context::holdKeysSeconds.
class AgentFetch : public QObject
{
    Q_OBJECT
public:
    struct Request
    {
        QUrl url;
        QByteArray method = "GET";
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray body;
        std::optional<Amount> maxPrice;
        QString maxPriceSymbol; // "" the network's coin
        bool quoteOnly = false;
    };
    using Done = std::function<void(const x402::PaidFetch &)>;

    AgentFetch(const AgentTools::Context &context, QObject *parent = nullptr);
    void setApprovals(ApprovalClient *approvals) { m_approvals = approvals; }

    // Runs `request` for `agent`; `done` is called once, with the finished fetch.
    void run(const QString &agent, const Request &request, Done done);
    int inFlight() const { return int(m_running.size()); }

    // The user's wallets whose keys are in Paydesk, each on the networks it pays on.
    static QList<x402::PayerWallet> wallets(const AgentTools::Context &context);
    // What an agent's fetch pays with: the CLI's stores, service and nodes (keys: KeyCache).
    static x402::PaymentServices services(const AgentTools::Context &context);

private:
    void onConfirmationNeeded(x402::PaidFetch *fetch, const QString &agent, bool quoteOnly);
    static QByteArray keyOf(const QString &agent, const Request &request);

    AgentTools::Context m_c;
    ApprovalClient *m_approvals = nullptr;
    KeyCache *m_keys = nullptr; // the wallets' keys between payments (Context::holdKeysSeconds)
    QHash<QByteArray, QList<Done>> m_running; // request key -> who waits for it
};

} // namespace paydesk::agents
