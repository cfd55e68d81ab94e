#pragma once

#include "CliArguments.h"
#include "CliNodes.h"
#include "agents/AgentIdentity.h"
#include "agents/AgentTools.h"
#include "agents/ApprovalClient.h"
#include "agents/McpServer.h"
#include "agents/StdinLines.h"
#include "models/AppData.h"

#include <QObject>
#include <QUrl>
#include <memory>

namespace paydesk::cli {

// mcp [--evm-rpc URL] [--rpc URL]: Paydesk as a Model Context Protocol server on standard input
// and output, for one agent: the one whose token is in $PAYDESK_AGENT_TOKEN (AgentIdentity).
// Without a valid token it still answers, but every tool call is refused and nothing is paid.
// A payment that needs a person is asked of the desktop app (ApprovalClient). Pays from the wallets
// whose keys are in Paydesk, under the agent's budgets (AgentTools). Ends when the client closes
// standard input, after the calls under way have answered. Messages for people go to standard error
// only.
class CliMcp : public QObject
{
    Q_OBJECT
public:
    CliMcp(const CliArguments &args, QNetworkAccessManager &network, ServiceClient &client,
           const QUrl &service, const AppData &data, QObject *parent = nullptr);
    ~CliMcp() override;
    void run();
    // The nodes the desktop app chose in Settings (CliNodes::open).
    void setAppSettings(const CliNodes::AppSettings &settings) { m_appSettings = settings; }

Q_SIGNALS:
    void done(int exitCode);

private:
    void start();
    void identify();
    void serve();

    const CliArguments &m_args;
    QNetworkAccessManager &m_network;
    ServiceClient &m_client;
    QUrl m_service;
    const AppData &m_data;
    CliNodes m_nodes;
    CliNodes::AppSettings m_appSettings;
    int m_holdKeysSeconds = 0;
    std::unique_ptr<agents::AgentIdentity> m_identity;
    std::unique_ptr<agents::ApprovalClient> m_approvals;
    std::unique_ptr<agents::AgentTools> m_tools;
    std::unique_ptr<agents::McpServer> m_server;
    std::unique_ptr<agents::StdinLines> m_input;
    bool m_inputClosed = false;
};

} // namespace paydesk::cli
