#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>
#include <nlohmann/json.hpp>
#include <utility>

class QNetworkAccessManager;
class QNetworkReply;

namespace paydesk {

// Why a JSON-RPC call failed.
struct RpcError
{
    enum class Kind
    {
        None,
        Network,  // no connection, refused, reset
        Timeout,  // no answer in time
        Http,     // an HTTP error status (429, 5xx ...)
        Rpc,      // the node answered with a JSON-RPC error object
        Malformed // an answer that is not JSON-RPC
    };
    Kind kind = Kind::None;
    int code = 0; // JSON-RPC error code, or the HTTP status for Kind::Http
    QString message;
    nlohmann::json data; // JSON-RPC error data (e.g. a simulation's logs)

    bool isError() const { return kind != Kind::None; }
    // Known JSON-RPC codes (solana-rpc-client-api custom errors).
    static constexpr int kMethodNotFound = -32601;
    static constexpr int kSimulationFailed = -32002;
    static constexpr int kSignatureVerificationFailed = -32003;
};

// One JSON-RPC 2.0 request with a finished() signal; the result is kept exactly (u64 stay
// integers). The transport of every chain family's node client (solana/RpcClient,
// evm/EvmRpcClient); `node` only picks the words of errorText(). A child of its client; call
// deleteLater() when done.
class RpcCall : public QObject
{
    Q_OBJECT
public:
    enum class Node
    {
        Solana,
        Evm
    };
    RpcCall(QString method, Node node, QObject *parent)
        : QObject(parent), m_method(std::move(method)), m_node(node)
    {}

    QString method() const { return m_method; }
    Node node() const { return m_node; }
    bool isFinished() const { return m_finished; }
    bool ok() const { return m_finished && !m_error.isError(); }
    const nlohmann::json &result() const { return m_result; }
    const RpcError &error() const { return m_error; }
    // "sendTransaction failed: Transaction simulation failed: ..." for people; names the kind of
    // node (Solana or EVM) the call went to.
    QString errorText() const;

    // Posts one JSON-RPC 2.0 request to `endpoint`; the call is a child of `parent`. `once`: a
    // broadcast, never resent by QtNetwork on a closed keep-alive socket (core/SendOnce), since
    // its second copy would be a second transaction nobody asked for.
    struct Request
    {
        QUrl endpoint;
        QString method;
        nlohmann::json params;
        quint64 id = 1;
        int timeoutMs = 15000;
        bool once = false;
    };
    static RpcCall *post(QNetworkAccessManager *network, Request request, Node node,
                         QObject *parent);

    // Used by post() and by tests.
    void attach(QNetworkReply *reply, int timeoutMs);
    void finishWith(RpcError error, nlohmann::json result = {});
    // A JSON-RPC answer body -> its error (Kind::None when it has a result) and the result.
    // Refuses what is not a JSON-RPC object and anything nested deeper than 64 levels.
    static std::pair<RpcError, nlohmann::json> parseAnswer(const QByteArray &body);

Q_SIGNALS:
    void finished();

private:
    void onReplyFinished();

    QString m_method;
    Node m_node;
    QPointer<QNetworkReply> m_reply;
    bool m_finished = false;
    bool m_timedOut = false;
    nlohmann::json m_result;
    RpcError m_error;
};

} // namespace paydesk
