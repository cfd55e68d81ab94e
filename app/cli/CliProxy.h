#pragma once

#include "CliArguments.h"
#include "CliNodes.h"
#include "agents/AgentProxy.h"
#include "agents/ApprovalClient.h"
#include "models/AppData.h"

#include <QHostAddress>
#include <QObject>
#include <QString>
#include <memory>

namespace paydesk {
class ShutdownSignals;
}

namespace paydesk::cli {

// proxy [--listen HOST:PORT] [--evm-rpc URL] [--rpc URL]: the local paying proxy (AgentProxy) on
// 127.0.0.1:8402 by default (loopback only). Its first line on standard output is "paydesk-cli
// proxy listening on http://HOST:PORT". SIGINT or SIGTERM stop it after the requests under way
// have their answers (a payment is never left half made).
class CliProxy : public QObject
{
    Q_OBJECT
public:
    CliProxy(const CliArguments &args, QNetworkAccessManager &network, ServiceClient &client,
             const QUrl &service, const AppData &data, QObject *parent = nullptr);
    ~CliProxy() override;
    void run();
    // The nodes the desktop app chose in Settings (CliNodes::open).
    void setAppSettings(const CliNodes::AppSettings &settings) { m_appSettings = settings; }

Q_SIGNALS:
    void done(int exitCode);

private:
    void start(const QHostAddress &address, quint16 port, const QString &listen);

    const CliArguments &m_args;
    QNetworkAccessManager &m_network;
    ServiceClient &m_client;
    QUrl m_service;
    const AppData &m_data;
    CliNodes m_nodes;
    CliNodes::AppSettings m_appSettings;
    int m_holdKeysSeconds = 0;
    std::unique_ptr<agents::ApprovalClient> m_approvals;
    std::unique_ptr<agents::AgentProxy> m_proxy;
    std::unique_ptr<ShutdownSignals> m_signals;
};

} // namespace paydesk::cli
