#pragma once

#include "models/AppData.h"

#include <QCoreApplication>
#include <QHash>
#include <QObject>
#include <functional>

namespace paydesk::agents {

// Which agent a token belongs to, for the MCP server and the paying proxy: the database finds
// the agent by the token's SHA-256 (AgentStore::tokenHash), and the agent's keychain entry must
// hold that very token (compared in constant time), so a removed agent or a replaced token pays
// nothing. A token confirmed once is remembered by its hash for this process; the database is
// still asked every time (the agent may have been removed meanwhile).
class AgentIdentity : public QObject
{
    Q_OBJECT
public:
    struct Result
    {
        QString agent; // empty: refused
        QString code, message;
    };
    using Done = std::function<void(const Result &)>;

    explicit AgentIdentity(const AppData &data, QObject *parent = nullptr);
    // `token` is wiped once read.
    void verify(QByteArray token, const Done &done);

private:
    const AppData &m_data;
    QHash<QString, QString> m_confirmed; // token hash -> agent
};

} // namespace paydesk::agents
