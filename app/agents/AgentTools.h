#pragma once

#include "models/AppData.h"
#include "payments/PaidFetch.h"

#include <QNetworkAccessManager>
#include <QObject>
#include <functional>
#include <nlohmann/json.hpp>

namespace paydesk {
class ServiceClient;
}
namespace paydesk::solana {
class RpcClient;
}
namespace paydesk::evm {
class EvmRpcClient;
}

namespace paydesk::agents {

class AgentFetch;

// The tools an agent calls through `paydesk-cli mcp`: fetch_paid_resource (pays under the agent's
// budgets: PaidFetch with Options::agent), quote (the same evaluation, nothing paid), balances
// (what the user's wallets hold in the assets the agent has budgets in, and what is left of
// them today) and recent_payments (the agent's own). An agent never sees a key and no tool
// changes a limit. A tool's answer is an MCP CallToolResult: text content for the model,
// structuredContent for programs, isError when refused or failed.
class AgentTools : public QObject
{
    Q_OBJECT
public:
    struct Context
    {
        QNetworkAccessManager *network = nullptr;
        const AppData *data = nullptr;
        ServiceClient *client = nullptr;
        // Each family's node (the Solana one with the network the user's Solana wallets pay
        // on); a family without one: its balances are unknown.
        x402::ChainNodes nodes;
        int holdKeysSeconds = 0; // keys kept between payments (KeyCache), 0 read each time
    };
    using Reply = std::function<void(nlohmann::json)>;

    AgentTools(const Context &context, QObject *parent = nullptr);

    // The agent the calls are for (its token was checked); until then, or after refuse(),
    // every call is refused with that code and sentence and nothing is paid.
    void setAgent(const QString &name) { m_agent = name; }
    AgentFetch *fetcher() const { return m_fetch; }
    void refuse(const QString &code, const QString &message);

    static nlohmann::json definitions(); // tools/list
    static bool has(const QString &tool);
    void call(const QString &tool, const nlohmann::json &arguments, const Reply &reply);

    static nlohmann::json failure(const QString &code, const QString &message,
                                  nlohmann::json extra = nlohmann::json::object());

private:
    void fetch(const nlohmann::json &arguments, const Reply &reply, bool quoteOnly);
    void balances(const Reply &reply);
    void recent(const nlohmann::json &arguments, const Reply &reply);

    Context m_c;
    AgentFetch *m_fetch;
    QString m_agent;
    QString m_refusalCode, m_refusal;
};

} // namespace paydesk::agents
