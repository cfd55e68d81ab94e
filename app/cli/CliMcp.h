#pragma once

#include "AgentTools.h"
#include "CliArguments.h"
#include "CliData.h"
#include "McpServer.h"
#include "StdinLines.h"

#include <QObject>
#include <QUrl>
#include <memory>

namespace paydesk::cli {

// mcp [--evm-rpc URL] [--rpc URL]: Paydesk as a Model Context Protocol server on standard input
// and output, for one agent: the one whose token is in $PAYDESK_AGENT_TOKEN (made by
// `agent add`, kept in the keychain; the database finds the agent by the token's SHA-256 and the
// keychain entry must hold that very token). Without a valid token it still answers, but every
// tool call is refused and nothing is paid. Pays from the wallets whose keys are in Paydesk, under
// the agent's budgets (AgentTools). Ends when the client closes standard input, after the calls
// under way have answered. Messages for people go to standard error only.
class CliMcp : public QObject
{
    Q_OBJECT
public:
    CliMcp(const CliArguments &args, QNetworkAccessManager &network, ServiceClient &client,
           const QUrl &service, const CliData &data, QObject *parent = nullptr);
    ~CliMcp() override;
    void run();

Q_SIGNALS:
    void done(int exitCode);

private:
    bool openNodes(QString *error);
    void identify();
    void serve();

    const CliArguments &m_args;
    QNetworkAccessManager &m_network;
    ServiceClient &m_client;
    QUrl m_service;
    const CliData &m_data;
    std::unique_ptr<solana::RpcClient> m_solanaRpc;
    std::unique_ptr<evm::EvmRpcClient> m_evmRpc;
    QString m_solanaNetwork;
    std::unique_ptr<AgentTools> m_tools;
    std::unique_ptr<McpServer> m_server;
    std::unique_ptr<StdinLines> m_input;
    bool m_inputClosed = false;
};

} // namespace paydesk::cli
