#include "AgentApprovals.h"

#include "core/LogCategories.h"
#include "store/AgentStore.h"

#include <QLocalServer>
#include <QLocalSocket>

namespace paydesk {

AgentApprovals::AgentApprovals(AgentStore *agents, QObject *parent)
    : QObject(parent), m_agents(agents)
{}

AgentApprovals::~AgentApprovals() = default;

bool AgentApprovals::isListening() const
{
    return m_server && m_server->isListening();
}

bool AgentApprovals::listen(const QString &dataDir, QString *why)
{
    const QString name = ApprovalRequest::serverName(dataDir);
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    connect(m_server, &QLocalServer::newConnection, this, &AgentApprovals::onConnection);
    // One desktop app per profile (SingleInstance): a name still taken is a crashed one's.
    if (!m_server->listen(name)) {
        QLocalServer::removeServer(name);
        if (!m_server->listen(name)) {
            *why = m_server->errorString();
            return false;
        }
    }
    return true;
}

void AgentApprovals::onConnection()
{
    while (QLocalSocket *socket = m_server->nextPendingConnection()) {
        connect(socket, &QLocalSocket::readyRead, this, [this, socket]() { onLine(socket); });
        connect(socket, &QLocalSocket::disconnected, this, [this, socket]() {
            for (auto it = m_waiting.cbegin(); it != m_waiting.cend(); ++it)
                if (it->socket == socket)
                    return drop(it.key());
        });
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
    }
}

void AgentApprovals::onLine(QLocalSocket *socket)
{
    while (socket->canReadLine()) {
        const QByteArray line = socket->readLine(64 * 1024);
        const auto request = ApprovalRequest::fromLine(line.trimmed());
        if (!request) {
            qCWarning(lcX402) << "agent approvals: a request that cannot be read was dropped";
            socket->disconnectFromServer();
            return;
        }
        const qint64 key = m_next++;
        m_waiting.insert(key, {*request, socket});
        m_order.append(key);
        Q_EMIT requested(key);
    }
}

std::optional<ApprovalRequest> AgentApprovals::request(qint64 key) const
{
    const auto it = m_waiting.constFind(key);
    return it == m_waiting.cend() ? std::nullopt : std::optional(it->request);
}

void AgentApprovals::answer(qint64 key, ApprovalRequest::Answer answer)
{
    const auto it = m_waiting.constFind(key);
    if (it == m_waiting.cend())
        return;
    if (answer == ApprovalRequest::Answer::Always &&
        !m_agents->allowSite(it->request.agent, it->request.origin))
        answer = ApprovalRequest::Answer::Once; // the agent is gone: this one payment only
    if (it->socket) {
        it->socket->write(ApprovalRequest::answerLine(it->request.id, answer));
        it->socket->flush();
    }
    drop(key);
}

void AgentApprovals::drop(qint64 key)
{
    if (!m_waiting.remove(key))
        return;
    m_order.removeAll(key);
    Q_EMIT withdrawn(key);
}

} // namespace paydesk
