#include "RemoteCluster.h"

#include "core/Base58.h"

#include <QNetworkReply>
#include <QPointer>

namespace paydesk::sandbox {

namespace {
RpcFailure transportFailure(const QString &message)
{
    return {0, message, {}};
}

std::optional<SignatureStatus> parseStatus(const nlohmann::json &j)
{
    if (!j.is_object())
        return std::nullopt;
    SignatureStatus s;
    s.slot = j.value("slot", quint64(0));
    s.err = j.contains("err") ? j["err"] : nlohmann::json();
    s.confirmationStatus = QString::fromStdString(j.value("confirmationStatus", "processed"));
    if (j.contains("confirmations") && j["confirmations"].is_number_unsigned())
        s.confirmations = j["confirmations"].get<quint64>();
    return s;
}
} // namespace

RemoteCluster::RemoteCluster(const QUrl &url, QObject *parent) : ChainBackend(parent), m_url(url)
{
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &ChainBackend::tick);
    m_tick.start();
}

QString RemoteCluster::network() const
{
    const QString host = m_url.host();
    if (host.contains(u"devnet"))
        return QStringLiteral("solana-devnet");
    if (host.contains(u"testnet"))
        return QStringLiteral("solana-testnet");
    if (host.contains(u"mainnet"))
        return QStringLiteral("solana");
    return QStringLiteral("solana-custom");
}

RemoteCluster::~RemoteCluster()
{
    // Answers must not reach callers that are being destroyed with the server.
    const auto replies = m_network.findChildren<QNetworkReply *>();
    for (QNetworkReply *reply : replies) {
        reply->disconnect(this);
        reply->abort();
    }
}

void RemoteCluster::forward(const QByteArray &body,
                            const std::function<void(int, const QByteArray &)> &done)
{
    QNetworkRequest request(m_url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setTransferTimeout(15000);
    QNetworkReply *reply = m_network.post(request, body);
    connect(reply, &QNetworkReply::finished, this, [reply, done] {
        reply->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status == 0)
            done(502, QByteArrayLiteral("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":"
                                        "-32603,\"message\":\"cluster unreachable\"}}"));
        else
            done(status, reply->readAll());
    });
}

void RemoteCluster::call(
    const char *method, nlohmann::json params,
    const std::function<void(const nlohmann::json &, const RpcFailure &)> &done)
{
    const nlohmann::json body = {
        {"jsonrpc", "2.0"}, {"id", m_nextId++}, {"method", method}, {"params", params}};
    forward(QByteArray::fromStdString(body.dump()), [done](int status, const QByteArray &bytes) {
        const nlohmann::json j = nlohmann::json::parse(bytes.toStdString(), nullptr, false);
        if (!j.is_object()) {
            done({}, transportFailure(QStringLiteral("cluster answered HTTP %1").arg(status)));
            return;
        }
        if (j.contains("error") && j["error"].is_object()) {
            const auto &e = j["error"];
            done({},
                 RpcFailure{e.value("code", 0), QString::fromStdString(e.value("message", "error")),
                            e.contains("data") ? e["data"] : nlohmann::json()});
            return;
        }
        done(j.contains("result") ? j["result"] : nlohmann::json(), {});
    });
}

void RemoteCluster::latestBlockhash(Reply<BlockhashInfo> reply)
{
    call("getLatestBlockhash", {{{"commitment", "confirmed"}}},
         [reply](const nlohmann::json &r, const RpcFailure &f) {
             if (f.isSet())
                 return reply(std::nullopt, f);
             const auto &v = r.value("value", nlohmann::json::object());
             const auto hash = base58::decode(QByteArray::fromStdString(v.value("blockhash", "")));
             if (!hash || hash->size() != 32)
                 return reply(std::nullopt, transportFailure(QStringLiteral("bad blockhash")));
             reply(
                 BlockhashInfo{
                     *hash, r.value("context", nlohmann::json::object()).value("slot", quint64(0)),
                     v.value("lastValidBlockHeight", quint64(0))},
                 {});
         });
}

void RemoteCluster::blockHeight(Reply<quint64> reply)
{
    call("getBlockHeight", {{{"commitment", "confirmed"}}},
         [reply](const nlohmann::json &r, const RpcFailure &f) {
             if (f.isSet() || !r.is_number_unsigned())
                 return reply(std::nullopt, f.isSet() ? f : transportFailure("bad height"));
             reply(r.get<quint64>(), {});
         });
}

void RemoteCluster::balance(const QByteArray &pubkey, Reply<quint64> reply)
{
    call("getBalance", {base58::encode(pubkey).toStdString(), {{"commitment", "confirmed"}}},
         [reply](const nlohmann::json &r, const RpcFailure &f) {
             if (f.isSet())
                 return reply(std::nullopt, f);
             reply(r.value("value", quint64(0)), {});
         });
}

void RemoteCluster::send(const QByteArray &wire, Reply<QByteArray> reply)
{
    call("sendTransaction",
         {wire.toBase64().toStdString(),
          {{"encoding", "base64"}, {"skipPreflight", false}, {"preflightCommitment", "confirmed"}}},
         [reply](const nlohmann::json &r, const RpcFailure &f) {
             if (f.isSet())
                 return reply(std::nullopt, f);
             const auto sig = base58::decode(
                 QByteArray::fromStdString(r.is_string() ? r.get<std::string>() : ""));
             if (!sig || sig->size() != 64)
                 return reply(std::nullopt, transportFailure(QStringLiteral("bad signature")));
             reply(sig, {});
         });
}

void RemoteCluster::statuses(const QList<QByteArray> &signatures,
                             Reply<QList<std::optional<SignatureStatus>>> reply)
{
    nlohmann::json list = nlohmann::json::array();
    for (const QByteArray &s : signatures)
        list.push_back(base58::encode(s).toStdString());
    call("getSignatureStatuses", {list, {{"searchTransactionHistory", true}}},
         [reply](const nlohmann::json &r, const RpcFailure &f) {
             if (f.isSet())
                 return reply(std::nullopt, f);
             QList<std::optional<SignatureStatus>> out;
             for (const auto &v : r.value("value", nlohmann::json::array()))
                 out.append(parseStatus(v));
             reply(out, {});
         });
}

void RemoteCluster::transaction(const QByteArray &signature,
                                Reply<std::optional<TransactionInfo>> reply)
{
    call("getTransaction",
         {base58::encode(signature).toStdString(),
          {{"encoding", "base64"},
           {"commitment", "confirmed"},
           {"maxSupportedTransactionVersion", 0}}},
         [reply](const nlohmann::json &r, const RpcFailure &f) {
             if (f.isSet())
                 return reply(std::nullopt, f);
             if (!r.is_object())
                 return reply(std::optional<TransactionInfo>(), {});
             TransactionInfo info;
             const auto &t = r.value("transaction", nlohmann::json::array());
             if (t.is_array() && !t.empty() && t[0].is_string())
                 info.wire = QByteArray::fromBase64(QByteArray::fromStdString(t[0]));
             const auto &meta = r.value("meta", nlohmann::json::object());
             info.err = meta.contains("err") ? meta["err"] : nlohmann::json();
             info.slot = r.value("slot", quint64(0));
             reply(std::optional<TransactionInfo>(info), {});
         });
}

void RemoteCluster::airdrop(const QByteArray &pubkey, quint64 lamports, Reply<QByteArray> reply)
{
    call("requestAirdrop", {base58::encode(pubkey).toStdString(), lamports},
         [reply](const nlohmann::json &r, const RpcFailure &f) {
             if (f.isSet())
                 return reply(std::nullopt, f);
             const auto sig = base58::decode(
                 QByteArray::fromStdString(r.is_string() ? r.get<std::string>() : ""));
             reply(sig.value_or(QByteArray()), {});
         });
}

QByteArray RemoteCluster::signatureForMessage(const QByteArray &messageHash) const
{
    return m_byMessage.value(messageHash);
}

void RemoteCluster::noteBroadcast(const QByteArray &messageHash, const QByteArray &signature)
{
    m_byMessage.insert(messageHash, signature);
}

} // namespace paydesk::sandbox
