#include "EvmRpcProxy.h"

#include "RemoteEvmChain.h"
#include "core/ExactJson.h"
#include "evm/EvmTransaction.h"

#include <QList>
#include <QPair>

namespace paydesk::sandbox {

namespace {
using json = nlohmann::json;

// (signing hash, transaction hash) of every well-formed eth_sendRawTransaction in the body.
QList<QPair<QByteArray, QByteArray>> broadcasts(const QByteArray &bytes)
{
    QList<QPair<QByteArray, QByteArray>> out;
    if (!ExactJson::parse(bytes))
        return out;
    const json body = json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
    const json requests = body.is_array() ? body : json::array({body});
    for (const json &r : requests) {
        if (!r.is_object() || r.value("method", json()) != "eth_sendRawTransaction")
            continue;
        const json params = r.value("params", json());
        if (!params.is_array() || params.empty() || !params[0].is_string())
            continue;
        QString why;
        const auto raw = evm::EvmRpcClient::parseData(params[0]);
        const auto tx = raw ? evm::EvmTransaction::decodeSigned(*raw, &why) : std::nullopt;
        if (tx)
            out.append({tx->signingHash(), tx->hash()});
    }
    return out;
}

// The string results of a JSON-RPC answer (single or batch), lower case.
QList<std::string> results(const QByteArray &bytes)
{
    QList<std::string> out;
    if (!ExactJson::parse(bytes))
        return out;
    const json body = json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
    const json answers = body.is_array() ? body : json::array({body});
    for (const json &a : answers) {
        if (a.is_object() && a.contains("result") && a["result"].is_string())
            out.append(QByteArray::fromStdString(a["result"]).toLower().toStdString());
    }
    return out;
}
} // namespace

void EvmRpcProxy::handle(const ExchangePtr &exchange)
{
    const auto sent = broadcasts(exchange->body());
    RemoteEvmChain *remote = m_remote;
    remote->forward(exchange->body(),
                    [exchange, sent, remote](int status, const QByteArray &bytes) {
                        if (!sent.isEmpty()) {
                            const QList<std::string> accepted = results(bytes);
                            for (const auto &[signingHash, hash] : sent) {
                                if (accepted.contains("0x" + hash.toHex().toStdString()))
                                    remote->noteBroadcast(signingHash, hash);
                            }
                        }
                        exchange->reply(status, bytes);
                    });
}

} // namespace paydesk::sandbox
