#pragma once

#include "AgentFetch.h"
#include "AgentIdentity.h"
#include "ProxyConnection.h"

#include <QObject>
#include <QTcpServer>

namespace paydesk::agents {

// The local paying proxy (`paydesk-cli proxy`): any HTTP client sends its request through it,
// naming its agent by token (Proxy-Authorization: Bearer <token>, or Paydesk-Agent-Token); a
// 402 is paid under the agent's limits (AgentFetch, as for the MCP server) and the request sent
// again with the proof. The target is a whole URL: the absolute form a proxy is sent
// ("GET https://api.example/x HTTP/1.1"), or behind a slash ("GET /https://api.example/x", for a
// client that only talks to servers). CONNECT is refused: a 402 inside TLS cannot be paid.
//
// Answers: the seller's status, Content-Type and body, with Paydesk-Paid ("0.005 USDC"),
// Paydesk-Transaction and the seller's receipt as PAYMENT-RESPONSE when it paid; 402 with
// Paydesk-Refusal (the code) and a JSON {error: {code, message}} body when Paydesk refused;
// 407 without a valid token (401 behind a slash); 502 when the seller or the payment failed.
class AgentProxy : public QObject
{
    Q_OBJECT
public:
    AgentProxy(const AgentTools::Context &context, const AppData &data, QObject *parent = nullptr);
    void setApprovals(ApprovalClient *approvals) { m_fetch.setApprovals(approvals); }
    bool listen(const QHostAddress &address, quint16 port, QString *why);
    quint16 port() const { return m_server.serverPort(); }
    // Stops accepting; drained() follows once every request under way has its answer.
    void stop();
    int inFlight() const { return m_inFlight; }

Q_SIGNALS:
    void drained();

private:
    void onConnection();
    void handle(ProxyConnection *connection, const ProxyConnection::Request &request);
    void forward(ProxyConnection *connection, const QString &agent,
                 const AgentFetch::Request &request);
    void answered(ProxyConnection *connection, const ProxyConnection::Response &response);
    static ProxyConnection::Response refusal(int status, const QString &code,
                                             const QString &message, bool moneyMoved = false);

    QTcpServer m_server;
    AgentFetch m_fetch;
    AgentIdentity m_identity;
    int m_inFlight = 0;
    bool m_stopping = false;
};

} // namespace paydesk::agents
