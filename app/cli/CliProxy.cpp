#include "CliProxy.h"

#include "CliAgentFace.h"
#include "core/ShutdownSignals.h"
#include "store/AgentStore.h"

#include <QHostAddress>
#include <QTextStream>
#include <cstdio>

namespace paydesk::cli {

CliProxy::CliProxy(const CliArguments &args, QNetworkAccessManager &network, ServiceClient &client,
                   const QUrl &service, const AppData &data, QObject *parent)
    : QObject(parent), m_args(args), m_network(network), m_client(client), m_service(service),
      m_data(data)
{}

CliProxy::~CliProxy() = default;

void CliProxy::run()
{
    QTextStream err(stderr);
    if (const QString problem = CliAgentFace::storesProblem(m_data); !problem.isEmpty()) {
        err << tr("paydesk-cli: error: %1").arg(problem) << '\n';
        return Q_EMIT done(ExitRefused);
    }
    // HOST:PORT, [v6]:PORT or PORT (on 127.0.0.1).
    const QString listen = m_args.has(QStringLiteral("listen"))
                               ? m_args.value(QStringLiteral("listen"))
                               : QStringLiteral("127.0.0.1:8402");
    const qsizetype colon = listen.lastIndexOf(u':');
    bool portOk = false;
    const uint port = listen.mid(colon + 1).toUInt(&portOk);
    QString host = colon < 0 ? QStringLiteral("127.0.0.1") : listen.left(colon);
    if (host.startsWith(u'[') && host.endsWith(u']'))
        host = host.mid(1, host.size() - 2);
    const QHostAddress address(host);
    QString usage;
    if (!portOk || port > 65535 || address.isNull())
        usage = tr("--listen takes HOST:PORT on this computer, such as 127.0.0.1:8402.");
    const auto hold = CliAgentFace::holdKeysSeconds(m_args, &usage);
    m_holdKeysSeconds = hold.value_or(0);
    if (usage.isEmpty())
        m_nodes.open(m_args, m_service, m_network, m_appSettings, &usage);
    if (!usage.isEmpty()) {
        err << tr("paydesk-cli: %1").arg(usage) << '\n';
        return Q_EMIT done(ExitUsage);
    }
    // A custom --rpc URL: the node says which cluster the Solana wallets pay on, first.
    m_nodes.identify(this, [this, address, port, listen](const QString &problem) {
        if (!problem.isEmpty())
            QTextStream(stderr) << tr("paydesk-cli proxy: %1").arg(problem) << '\n';
        start(address, quint16(port), listen);
    });
}

void CliProxy::start(const QHostAddress &address, quint16 port, const QString &listen)
{
    QTextStream err(stderr);
    m_proxy = std::make_unique<agents::AgentProxy>(
        agents::AgentTools::Context{&m_network, &m_data, &m_client, m_nodes.chainNodes(),
                                    m_holdKeysSeconds},
        m_data);
    m_approvals = std::make_unique<agents::ApprovalClient>(
        m_data.dataDir, agents::ApprovalClient::defaultTimeoutSeconds());
    m_proxy->setApprovals(m_approvals.get());
    QString why;
    if (!m_proxy->listen(address, port, &why)) {
        err << tr("paydesk-cli: error: the proxy cannot listen on %1: %2").arg(listen, why) << '\n';
        return Q_EMIT done(ExitRefused);
    }
    const QString shown = address.protocol() == QAbstractSocket::IPv6Protocol
                              ? QStringLiteral("[%1]").arg(address.toString())
                              : address.toString();
    std::printf("paydesk-cli proxy listening on http://%s:%u\n", qPrintable(shown),
                unsigned(m_proxy->port()));
    std::fflush(stdout);
    connect(m_proxy.get(), &agents::AgentProxy::drained, this, [this]() { Q_EMIT done(ExitOk); });
    m_signals = std::make_unique<ShutdownSignals>();
    connect(m_signals.get(), &ShutdownSignals::requested, this, [this]() {
        QTextStream(stderr) << tr("paydesk-cli proxy: stopping after %n request(s) under way",
                                  nullptr, m_proxy->inFlight())
                            << '\n';
        m_proxy->stop();
    });
}

} // namespace paydesk::cli
