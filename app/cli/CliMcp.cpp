#include "CliMcp.h"

#include "CliAgentFace.h"
#include "agents/AgentFetch.h"
#include "store/AgentStore.h"

#include <QTextStream>
#include <cstdio>

namespace paydesk::cli {

CliMcp::CliMcp(const CliArguments &args, QNetworkAccessManager &network, ServiceClient &client,
               const QUrl &service, const AppData &data, QObject *parent)
    : QObject(parent), m_args(args), m_network(network), m_client(client), m_service(service),
      m_data(data)
{}

CliMcp::~CliMcp() = default;

void CliMcp::run()
{
    QTextStream err(stderr);
    if (const QString problem = CliAgentFace::storesProblem(m_data); !problem.isEmpty()) {
        err << tr("paydesk-cli: error: %1").arg(problem) << '\n';
        return Q_EMIT done(ExitRefused);
    }
    QString usage;
    const auto hold = CliAgentFace::holdKeysSeconds(m_args, &usage);
    m_holdKeysSeconds = hold.value_or(0);
    if (!hold || !m_nodes.open(m_args, m_service, m_network, m_appSettings, &usage)) {
        err << tr("paydesk-cli: %1").arg(usage) << '\n';
        return Q_EMIT done(ExitUsage);
    }
    // A custom --rpc URL: the node says which cluster the Solana wallets pay on, first.
    m_nodes.identify(this, [this](const QString &problem) {
        if (!problem.isEmpty())
            QTextStream(stderr) << tr("paydesk-cli mcp: %1").arg(problem) << '\n';
        start();
    });
}

void CliMcp::start()
{
    m_tools = std::make_unique<agents::AgentTools>(agents::AgentTools::Context{
        &m_network, &m_data, &m_client, m_nodes.chainNodes(), m_holdKeysSeconds});
    m_approvals = std::make_unique<agents::ApprovalClient>(
        m_data.dataDir, agents::ApprovalClient::defaultTimeoutSeconds());
    m_tools->fetcher()->setApprovals(m_approvals.get());
    m_server = std::make_unique<agents::McpServer>(m_tools.get(), [](const QByteArray &message) {
        std::fwrite(message.constData(), 1, size_t(message.size()), stdout);
        std::fputc('\n', stdout);
        std::fflush(stdout);
    });
    identify();
}

void CliMcp::identify()
{
    m_identity = std::make_unique<agents::AgentIdentity>(m_data);
    m_identity->verify(qgetenv("PAYDESK_AGENT_TOKEN"), [this](
                                                           const agents::AgentIdentity::Result &r) {
        if (r.agent.isEmpty()) {
            m_tools->refuse(r.code, r.message);
        } else {
            m_tools->setAgent(r.agent);
            QTextStream(stderr) << tr("paydesk-cli mcp: serving the agent %1").arg(r.agent) << '\n';
        }
        serve();
    });
}

void CliMcp::serve()
{
    m_input = std::make_unique<agents::StdinLines>();
    connect(m_input.get(), &agents::StdinLines::line, m_server.get(), &agents::McpServer::handle);
    connect(m_input.get(), &agents::StdinLines::tooLong, m_server.get(),
            &agents::McpServer::lineTooLong);
    connect(m_input.get(), &agents::StdinLines::closed, this, [this]() {
        m_inputClosed = true;
        if (m_server->callsInFlight() == 0)
            Q_EMIT done(ExitOk);
    });
    connect(m_server.get(), &agents::McpServer::idle, this, [this]() {
        if (m_inputClosed)
            Q_EMIT done(ExitOk);
    });
    m_input->start();
}

} // namespace paydesk::cli
