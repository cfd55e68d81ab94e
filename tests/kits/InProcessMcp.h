#pragma once

// One agent and the MCP server `paydesk-cli mcp` would give it (McpServer on AgentTools), in the
// test's own process: on the app's data folder (PAYDESK_DATA_DIR) and the nodes given. By default
// the agent has a budget of 0.01 SOL a day on the sandbox, 0.005 automatic. Header-only: the
// test links paydesk_cli.
#include "AppContext.h"
#include "agents/AgentTools.h"
#include "agents/McpServer.h"
#include "store/AgentStore.h"

#include <QTest>
#include <memory>
#include <nlohmann/json.hpp>

namespace paydesk::testing {

struct InProcessMcp
{
    AppContext context;
    AppData data;
    QString agent;
    std::unique_ptr<agents::AgentTools> tools;
    std::unique_ptr<agents::McpServer> server;
    QList<nlohmann::json> answers;

    InProcessMcp(const x402::ChainNodes &nodes, const QString &name, const AgentBudget &budget = {})
        : agent(name)
    {
        if (!context.open())
            qFatal("context");
        AgentStore *agents = context.agents();
        QString why;
        if (!agents->add(agent, AgentStore::tokenHash(name.toUtf8()).toLatin1()) ||
            !agents->saveBudget(agent,
                                !budget.network.isEmpty()
                                    ? budget
                                    : AgentBudget{QStringLiteral("solana-sandbox"),
                                                  QStringLiteral(""), // the native coin
                                                  *Amount::parse(u"0.01", 9),
                                                  *Amount::parse(u"0.005", 9)},
                                &why))
            qFatal("agent: %s", qPrintable(why));
        data.journal = context.journal();
        data.wallets = context.walletManager();
        data.budgets = context.budgets();
        data.fetches = context.fetchJournal();
        data.history = context.historyWriter();
        data.agents = agents;
        data.secrets = context.secrets();
        data.dataDir = context.dataDir();
        tools = std::make_unique<agents::AgentTools>(
            agents::AgentTools::Context{context.network(), &data, context.client(), nodes, 0});
        tools->setAgent(agent);
        server = std::make_unique<agents::McpServer>(tools.get(), [this](const QByteArray &l) {
            answers.append(nlohmann::json::parse(l.toStdString()));
        });
        server->handle(R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{}})");
    }
    // fetch_paid_resource's result.
    nlohmann::json fetch(const QUrl &url, const char *maxPrice)
    {
        const qsizetype before = answers.size();
        nlohmann::json arguments = {{"url", url.toString().toStdString()}};
        if (maxPrice)
            arguments["max_price"] = maxPrice;
        const nlohmann::json call = {
            {"jsonrpc", "2.0"},
            {"id", int(before) + 1},
            {"method", "tools/call"},
            {"params", {{"name", "fetch_paid_resource"}, {"arguments", arguments}}}};
        server->handle(QByteArray::fromStdString(call.dump()));
        if (!QTest::qWaitFor([&]() { return answers.size() > before; }, 30000))
            return nlohmann::json::object();
        return answers.last().value("result", nlohmann::json::object());
    }
};

} // namespace paydesk::testing
