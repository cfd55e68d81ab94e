#pragma once

#include "ApprovalRequest.h"

#include <QHash>
#include <QObject>
#include <QPointer>

class QLocalServer;
class QLocalSocket;

namespace paydesk {

class AgentStore;

// The desktop app's side of the approval channel: agents' payments that need a person
// (paydesk-cli mcp and proxy ask here, ApprovalRequest) wait in a queue until answer() or until
// their client gives up (its timeout, or it ends): then withdrawn(). "Always for this site" adds
// the site to the agent's list before approving. Only one listener per profile.
class AgentApprovals : public QObject
{
    Q_OBJECT
public:
    AgentApprovals(AgentStore *agents, QObject *parent = nullptr);
    ~AgentApprovals() override;

    // Listens on ApprovalRequest::serverName(dataDir); false + why when it cannot.
    bool listen(const QString &dataDir, QString *why);
    bool isListening() const;

    // The requests waiting for a person, oldest first (keys for answer()).
    QList<qint64> pending() const { return m_order; }
    std::optional<ApprovalRequest> request(qint64 key) const;
    void answer(qint64 key, ApprovalRequest::Answer answer);

Q_SIGNALS:
    void requested(qint64 key); // a new request waits
    void withdrawn(qint64 key); // its agent stopped waiting (timeout, ended) or it was answered

private:
    void onConnection();
    void onLine(QLocalSocket *socket);
    void drop(qint64 key);

    AgentStore *m_agents;
    QLocalServer *m_server = nullptr;
    struct Waiting
    {
        ApprovalRequest request;
        QPointer<QLocalSocket> socket;
    };
    QHash<qint64, Waiting> m_waiting;
    QList<qint64> m_order;
    qint64 m_next = 1;
};

} // namespace paydesk
