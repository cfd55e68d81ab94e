#include "McpServer.h"

#include "AgentTools.h"

#include <QCoreApplication>

namespace paydesk::agents {

namespace {
// JSON-RPC 2.0 error codes (https://www.jsonrpc.org/specification#error_object).
constexpr int kParseError = -32700;
constexpr int kInvalidRequest = -32600;
constexpr int kMethodNotFound = -32601;
constexpr int kInvalidParams = -32602;
} // namespace

const QStringList &McpServer::protocolVersions()
{
    static const QStringList versions{QStringLiteral("2025-11-25"), QStringLiteral("2025-06-18"),
                                      QStringLiteral("2025-03-26"), QStringLiteral("2024-11-05")};
    return versions;
}

McpServer::McpServer(AgentTools *tools, std::function<void(const QByteArray &)> write,
                     QObject *parent)
    : QObject(parent), m_tools(tools), m_write(std::move(write))
{}

void McpServer::answer(const nlohmann::json &id, nlohmann::json result)
{
    const nlohmann::json message{{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}};
    // dump() escapes control characters, so a message is one line; bad UTF-8 is replaced.
    m_write(QByteArray::fromStdString(
        message.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)));
}

void McpServer::error(const nlohmann::json &id, int code, const QString &message)
{
    m_write(QByteArray::fromStdString(
        nlohmann::json{{"jsonrpc", "2.0"},
                       {"id", id},
                       {"error", {{"code", code}, {"message", message.toStdString()}}}}
            .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)));
}

void McpServer::lineTooLong()
{
    error(nullptr, kInvalidRequest, tr("The message is longer than Paydesk reads (8 MiB)."));
}

void McpServer::handle(const QByteArray &line)
{
    const nlohmann::json message =
        nlohmann::json::parse(line.constData(), line.constData() + line.size(), nullptr, false);
    if (message.is_discarded())
        return error(nullptr, kParseError, tr("The message is not JSON."));
    if (!message.is_object() || message.value("jsonrpc", nlohmann::json()) != "2.0" ||
        !message.contains("method") || !message["method"].is_string()) {
        // An answer from the client (Paydesk sends it no requests) is dropped.
        if (message.is_object() && (message.contains("result") || message.contains("error")))
            return;
        const nlohmann::json id =
            message.is_object() ? message.value("id", nlohmann::json()) : nlohmann::json();
        return error(id, kInvalidRequest,
                     tr("A message is one JSON-RPC 2.0 request object (batches are not part "
                        "of MCP)."));
    }
    const nlohmann::json params = message.value("params", nlohmann::json::object());
    if (!message.contains("id"))
        return; // a notification: initialized, cancelled, ... nothing to answer
    const nlohmann::json &id = message["id"];
    if (!id.is_string() && !id.is_number_integer())
        return error(nullptr, kInvalidRequest, tr("A request's id is a string or an integer."));
    if (!params.is_object())
        return error(id, kInvalidParams, tr("params is an object."));
    dispatch(id, message["method"].get<std::string>(), params);
}

void McpServer::dispatch(const nlohmann::json &id, const std::string &method,
                         const nlohmann::json &params)
{
    if (method == "initialize") {
        const QString asked = QString::fromStdString(params.value("protocolVersion", ""));
        const QString version =
            protocolVersions().contains(asked) ? asked : protocolVersions().constFirst();
        return answer(id,
                      {{"protocolVersion", version.toStdString()},
                       {"capabilities", {{"tools", {{"listChanged", false}}}}},
                       {"serverInfo",
                        {{"name", "paydesk"},
                         {"title", "Paydesk"},
                         {"version", QCoreApplication::applicationVersion().toStdString()}}},
                       {"instructions",
                        tr("Paydesk pays x402 (HTTP 402) resources for you from its user's wallet, "
                           "within the budgets the user gave this agent. Call quote first to see "
                           "what a URL costs; fetch_paid_resource pays at most max_price. Payments "
                           "above your automatic limit or to a new site need the user's approval.")
                            .toStdString()}});
    }
    if (method == "ping")
        return answer(id, nlohmann::json::object());
    if (method == "tools/list")
        return answer(id, {{"tools", AgentTools::definitions()}});
    if (method != "tools/call")
        return error(
            id, kMethodNotFound,
            tr("Paydesk's MCP server has no method %1.").arg(QString::fromStdString(method)));
    const nlohmann::json name = params.value("name", nlohmann::json());
    const nlohmann::json arguments = params.value("arguments", nlohmann::json::object());
    if (!name.is_string() || !AgentTools::has(QString::fromStdString(name.get<std::string>())))
        return error(id, kInvalidParams,
                     tr("Unknown tool %1: tools/list names Paydesk's tools.")
                         .arg(QString::fromStdString(name.dump())));
    if (!arguments.is_object())
        return error(id, kInvalidParams, tr("A tool's arguments are an object."));
    ++m_inFlight;
    m_tools->call(QString::fromStdString(name.get<std::string>()), arguments,
                  [this, id](nlohmann::json result) {
                      answer(id, std::move(result));
                      if (--m_inFlight == 0)
                          Q_EMIT idle();
                  });
}

} // namespace paydesk::agents
