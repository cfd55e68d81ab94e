#include "RpcCall.h"

#include "ExtraCertificates.h"
#include "SendOnce.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

namespace paydesk {

namespace {
struct TrRpcCall
{
    Q_DECLARE_TR_FUNCTIONS(RpcCall)
};
} // namespace

QString RpcCall::errorText() const
{
    const bool evm = m_node == Node::Evm;
    switch (m_error.kind) {
    case RpcError::Kind::None:
        return {};
    case RpcError::Kind::Network:
        return (evm ? TrRpcCall::tr("Cannot reach the EVM RPC endpoint (%1).")
                    : TrRpcCall::tr("Cannot reach the Solana RPC endpoint (%1)."))
            .arg(m_error.message);
    case RpcError::Kind::Timeout:
        return (evm ? TrRpcCall::tr("The EVM RPC endpoint did not answer %1 in time.")
                    : TrRpcCall::tr("The Solana RPC endpoint did not answer %1 in time."))
            .arg(m_method);
    case RpcError::Kind::Http:
        return (evm ? TrRpcCall::tr("The EVM RPC endpoint answered HTTP %1 to %2.")
                    : TrRpcCall::tr("The Solana RPC endpoint answered HTTP %1 to %2."))
            .arg(m_error.code)
            .arg(m_method);
    case RpcError::Kind::Rpc:
        return TrRpcCall::tr("%1 failed: %2").arg(m_method, m_error.message);
    case RpcError::Kind::Malformed:
        return (evm ? TrRpcCall::tr("The EVM RPC endpoint sent an unreadable answer to %1 (%2).")
                    : TrRpcCall::tr(
                          "The Solana RPC endpoint sent an unreadable answer to %1 (%2)."))
            .arg(m_method, m_error.message);
    }
    return {};
}

RpcCall *RpcCall::post(QNetworkAccessManager *network, Request r, Node node, QObject *parent)
{
    auto *rpc = new RpcCall(r.method, node, parent);
    const nlohmann::json body = {{"jsonrpc", "2.0"},
                                 {"id", r.id},
                                 {"method", r.method.toStdString()},
                                 {"params", std::move(r.params)}};
    QNetworkRequest request(r.endpoint);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    request.setRawHeader("Accept", "application/json");
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::NoLessSafeRedirectPolicy);
    const QByteArray text = QByteArray::fromStdString(body.dump());
    QNetworkReply *reply =
        r.once ? SendOnce::send(network, request, "POST", text) : network->post(request, text);
    rpc->attach(reply, r.timeoutMs);
    return rpc;
}

void RpcCall::attach(QNetworkReply *reply, int timeoutMs)
{
    m_reply = reply;
    connect(reply, &QNetworkReply::finished, this, &RpcCall::onReplyFinished);
    if (timeoutMs > 0)
        QTimer::singleShot(timeoutMs, this, [this]() {
            if (m_finished || !m_reply)
                return;
            m_timedOut = true;
            m_reply->abort();
        });
}

void RpcCall::finishWith(RpcError error, nlohmann::json result)
{
    if (m_finished)
        return;
    m_finished = true;
    m_error = std::move(error);
    m_result = std::move(result);
    Q_EMIT finished();
}

void RpcCall::onReplyFinished()
{
    QNetworkReply *reply = m_reply;
    if (!reply)
        return;
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray body = reply->readAll();
    if (m_timedOut)
        return finishWith({RpcError::Kind::Timeout, 0, TrRpcCall::tr("timeout"), {}});
    if (reply->error() != QNetworkReply::NoError && status == 0)
        return finishWith({RpcError::Kind::Network,
                           0,
                           ExtraCertificates::withAdvice(reply->errorString(), reply->error()),
                           {}});
    if (status != 200)
        return finishWith({RpcError::Kind::Http, status, QString::fromUtf8(body.left(200)), {}});
    auto [error, result] = parseAnswer(body);
    finishWith(std::move(error), std::move(result));
}

std::pair<RpcError, nlohmann::json> RpcCall::parseAnswer(const QByteArray &body)
{
    // The node is outside data: a hostile one could nest arrays a million deep, and copying or
    // destroying such a tree recurses once per level. No node answer we read nests past ~10.
    constexpr int kMaxDepth = 64;
    bool tooDeep = false;
    nlohmann::json doc = nlohmann::json::parse(
        body.constData(), body.constData() + body.size(),
        [&tooDeep](int depth, nlohmann::json::parse_event_t, nlohmann::json &) {
            if (depth > kMaxDepth)
                tooDeep = true;
            return !tooDeep;
        },
        false);
    if (tooDeep)
        return {{RpcError::Kind::Malformed, 0, TrRpcCall::tr("nested too deeply"), {}}, {}};
    if (doc.is_discarded() || !doc.is_object())
        return {{RpcError::Kind::Malformed, 0, TrRpcCall::tr("not a JSON object"), {}}, {}};
    if (const auto e = doc.find("error"); e != doc.end() && !e->is_null()) {
        RpcError err{RpcError::Kind::Rpc, 0, {}, {}};
        if (e->is_object()) {
            if (const auto c = e->find("code"); c != e->end() && c->is_number_integer())
                err.code = c->get<int>();
            if (const auto m = e->find("message"); m != e->end() && m->is_string())
                err.message = QString::fromStdString(m->get<std::string>());
            if (const auto d = e->find("data"); d != e->end())
                err.data = std::move(*d);
        }
        return std::make_pair(std::move(err), nlohmann::json());
    }
    const auto r = doc.find("result");
    if (r == doc.end())
        return {{RpcError::Kind::Malformed, 0, TrRpcCall::tr("no result"), {}}, {}};
    return {RpcError{}, std::move(*r)};
}

} // namespace paydesk
