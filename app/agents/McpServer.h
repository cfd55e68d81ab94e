#pragma once

#include <QByteArray>
#include <QObject>
#include <functional>
#include <nlohmann/json.hpp>

namespace paydesk::agents {

class AgentTools;

// The Model Context Protocol's server side over JSON-RPC 2.0, one message per line (the stdio
// transport, https://modelcontextprotocol.io/specification/2025-11-25/basic/transports): initialize
// (the revision negotiated from the client's), ping, tools/list and tools/call; notifications get
// no answer. A tool's own failure (refused, nothing paid) is a result with isError, as the
// specification asks, so the agent reads why; a malformed message or an unknown tool is a JSON-RPC
// error. Calls run side by side; each answer carries its request's id.
class McpServer : public QObject
{
    Q_OBJECT
public:
    // The revisions this server speaks, newest first.
    static const QStringList &protocolVersions();

    // `write` sends one message (a JSON text without newlines).
    McpServer(AgentTools *tools, std::function<void(const QByteArray &)> write,
              QObject *parent = nullptr);

    void handle(const QByteArray &line);
    void lineTooLong();
    int callsInFlight() const { return m_inFlight; }

Q_SIGNALS:
    void idle(); // the last call in flight answered

private:
    void answer(const nlohmann::json &id, nlohmann::json result);
    void error(const nlohmann::json &id, int code, const QString &message);
    void dispatch(const nlohmann::json &id, const std::string &method,
                  const nlohmann::json &params);

    AgentTools *m_tools;
    std::function<void(const QByteArray &)> m_write;
    int m_inFlight = 0;
};

} // namespace paydesk::agents
