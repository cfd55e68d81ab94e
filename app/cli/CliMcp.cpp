#include "CliMcp.h"

#include "CliEvmNode.h"
#include "CliFetch.h"
#include "api/ServiceConfig.h"
#include "payments/RpcEndpoint.h"
#include "solana/RpcClient.h"
#include "store/AgentStore.h"
#include "wallet/AgentTokens.h"

#include <QTextStream>
#include <cstdio>

namespace paydesk::cli {

CliMcp::CliMcp(const CliArguments &args, QNetworkAccessManager &network, ServiceClient &client,
               const QUrl &service, const CliData &data, QObject *parent)
    : QObject(parent), m_args(args), m_network(network), m_client(client), m_service(service),
      m_data(data)
{}

CliMcp::~CliMcp() = default;

bool CliMcp::openNodes(QString *error)
{
    QString rpcText = m_args.value(QStringLiteral("rpc"));
    if (rpcText.isEmpty())
        rpcText = qEnvironmentVariable("PAYDESK_SOLANA_RPC");
    if (rpcText.isEmpty() && m_service.isValid() && ServiceConfig::isLoopbackHost(m_service.host()))
        rpcText = QStringLiteral("sandbox"); // the built-in sandbox's ledger
    m_solanaNetwork = CliFetch::defaultNetwork(m_args, m_service);
    if (!rpcText.isEmpty()) {
        const auto endpoint = solana::RpcEndpoint::parse(rpcText, m_service, error);
        if (!endpoint)
            return false;
        m_solanaRpc = std::make_unique<solana::RpcClient>(&m_network, endpoint->url);
        using C = solana::RpcEndpoint::Cluster;
        if (endpoint->cluster != C::Custom)
            m_solanaNetwork = endpoint->cluster == C::MainnetBeta ? QStringLiteral("solana")
                              : endpoint->cluster == C::Devnet    ? QStringLiteral("solana-devnet")
                              : endpoint->cluster == C::Testnet   ? QStringLiteral("solana-testnet")
                                                                : QStringLiteral("solana-sandbox");
    }
    m_evmRpc = CliEvmNode::open(m_args, m_service, true, m_network, error);
    return error->isEmpty();
}

void CliMcp::run()
{
    QTextStream err(stderr);
    QString problem = m_data.ok() ? QString() : m_data.error;
    if (problem.isEmpty() && (!m_data.agents->isReady() || !m_data.fetches->isReady()))
        problem = m_data.agents->lastError() + m_data.fetches->lastError();
    if (!problem.isEmpty()) {
        err << tr("paydesk-cli: error: %1").arg(problem) << '\n';
        return Q_EMIT done(ExitRefused);
    }
    QString usage;
    if (!openNodes(&usage)) {
        err << tr("paydesk-cli: %1").arg(usage) << '\n';
        return Q_EMIT done(ExitUsage);
    }
    m_tools = std::make_unique<AgentTools>(AgentTools::Context{
        &m_network, &m_data, &m_client, m_solanaRpc.get(), m_evmRpc.get(), m_solanaNetwork});
    m_server = std::make_unique<McpServer>(m_tools.get(), [](const QByteArray &message) {
        std::fwrite(message.constData(), 1, size_t(message.size()), stdout);
        std::fputc('\n', stdout);
        std::fflush(stdout);
    });
    identify();
}

void CliMcp::identify()
{
    QByteArray presented = qgetenv("PAYDESK_AGENT_TOKEN").trimmed();
    const std::optional<Agent> agent =
        presented.isEmpty() ? std::nullopt
                            : m_data.agents->findByTokenHash(AgentStore::tokenHash(presented));
    if (!agent) {
        m_tools->refuse(QStringLiteral("unknown_agent"),
                        presented.isEmpty()
                            ? tr("No agent token: set PAYDESK_AGENT_TOKEN in this MCP server's "
                                 "environment to the token 'paydesk-cli agent add' printed. "
                                 "Nothing can be paid without it.")
                            : tr("This agent token is not one Paydesk made, or its agent was "
                                 "removed: ask the user for the agent's token ('paydesk-cli "
                                 "agent token NAME'). Nothing was paid."));
        SecureBytes::wipe(presented);
        return serve();
    }
    // The token must still be the keychain's: a token whose entry is gone pays nothing.
    SecretJob *job = wallet::AgentTokens(m_data.secrets).read(agent->name);
    auto token = std::make_shared<QByteArray>(presented);
    presented.detach();
    SecureBytes::wipe(presented);
    connect(job, &SecretJob::finished, this, [this, job, token, name = agent->name]() {
        job->deleteLater();
        const SecureBytes stored = job->takeSecret();
        if (job->ok() && wallet::AgentTokens::same(stored, *token)) {
            m_tools->setAgent(name);
            QTextStream(stderr) << tr("paydesk-cli mcp: serving the agent %1").arg(name) << '\n';
        } else {
            m_tools->refuse(QStringLiteral("unknown_agent"),
                            job->ok() ? tr("This agent token is no longer valid: ask the user "
                                           "for the agent's current token. Nothing was paid.")
                                      : tr("Paydesk could not read the agent's token from the "
                                           "keychain (%1), so it pays nothing.")
                                            .arg(job->errorText()));
        }
        SecureBytes::wipe(*token);
        serve();
    });
}

void CliMcp::serve()
{
    m_input = std::make_unique<StdinLines>();
    connect(m_input.get(), &StdinLines::line, m_server.get(), &McpServer::handle);
    connect(m_input.get(), &StdinLines::tooLong, m_server.get(), &McpServer::lineTooLong);
    connect(m_input.get(), &StdinLines::closed, this, [this]() {
        m_inputClosed = true;
        if (m_server->callsInFlight() == 0)
            Q_EMIT done(ExitOk);
    });
    connect(m_server.get(), &McpServer::idle, this, [this]() {
        if (m_inputClosed)
            Q_EMIT done(ExitOk);
    });
    m_input->start();
}

} // namespace paydesk::cli
