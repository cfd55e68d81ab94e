#include "RpcClient.h"

#include "core/Base58.h"

namespace paydesk::solana {

RpcClient::RpcClient(QNetworkAccessManager *network, QUrl endpoint, QObject *parent)
    : QObject(parent), m_network(network), m_endpoint(std::move(endpoint))
{}

nlohmann::json RpcClient::commitment() const
{
    return {{"commitment", m_commitment.toStdString()}};
}

RpcCall *RpcClient::call(const QString &method, nlohmann::json params)
{
    return RpcCall::post(m_network,
                         {m_endpoint, method, std::move(params), m_nextId++, m_timeoutMs,
                          method == u"sendTransaction"},
                         RpcCall::Node::Solana, this);
}

RpcCall *RpcClient::getHealth()
{
    return call(QStringLiteral("getHealth"), nlohmann::json::array());
}

RpcCall *RpcClient::getLatestBlockhash()
{
    return call(QStringLiteral("getLatestBlockhash"), nlohmann::json::array({commitment()}));
}

RpcCall *RpcClient::getBlockHeight()
{
    return call(QStringLiteral("getBlockHeight"), nlohmann::json::array({commitment()}));
}

RpcCall *RpcClient::getBalance(const QString &address)
{
    return call(QStringLiteral("getBalance"),
                nlohmann::json::array({address.toStdString(), commitment()}));
}

RpcCall *RpcClient::simulateTransaction(const QByteArray &base64)
{
    nlohmann::json config = commitment();
    config["encoding"] = "base64";
    config["sigVerify"] = false;
    config["replaceRecentBlockhash"] = false;
    return call(QStringLiteral("simulateTransaction"),
                nlohmann::json::array({base64.toStdString(), config}));
}

RpcCall *RpcClient::sendTransaction(const QByteArray &base64, bool skipPreflight)
{
    const nlohmann::json config = {{"encoding", "base64"},
                                   {"skipPreflight", skipPreflight},
                                   {"preflightCommitment", m_commitment.toStdString()},
                                   {"maxRetries", 0}};
    return call(QStringLiteral("sendTransaction"),
                nlohmann::json::array({base64.toStdString(), config}));
}

RpcCall *RpcClient::getSignatureStatuses(const QStringList &signatures, bool searchHistory)
{
    nlohmann::json list = nlohmann::json::array();
    for (const QString &s : signatures)
        list.push_back(s.toStdString());
    return call(QStringLiteral("getSignatureStatuses"),
                nlohmann::json::array({list, {{"searchTransactionHistory", searchHistory}}}));
}

RpcCall *RpcClient::getMultipleAccounts(const QStringList &addresses)
{
    nlohmann::json list = nlohmann::json::array();
    for (const QString &a : addresses)
        list.push_back(a.toStdString());
    nlohmann::json config = commitment();
    config["encoding"] = "base64";
    return call(QStringLiteral("getMultipleAccounts"), nlohmann::json::array({list, config}));
}

RpcCall *RpcClient::getGenesisHash()
{
    return call(QStringLiteral("getGenesisHash"), nlohmann::json::array());
}

RpcCall *RpcClient::isBlockhashValid(const QByteArray &blockhash)
{
    return call(QStringLiteral("isBlockhashValid"),
                nlohmann::json::array({base58::encode(blockhash).toStdString(), commitment()}));
}

RpcCall *RpcClient::getSignaturesForAddress(const QString &address, const QString &before,
                                            int limit)
{
    nlohmann::json config = commitment();
    config["limit"] = limit;
    if (!before.isEmpty())
        config["before"] = before.toStdString();
    return call(QStringLiteral("getSignaturesForAddress"),
                nlohmann::json::array({address.toStdString(), config}));
}

RpcCall *RpcClient::getTransaction(const QString &signature)
{
    nlohmann::json config = commitment();
    config["encoding"] = "base64";
    config["maxSupportedTransactionVersion"] = 0;
    return call(QStringLiteral("getTransaction"),
                nlohmann::json::array({signature.toStdString(), config}));
}

std::optional<quint64> RpcClient::parseU64(const nlohmann::json &r)
{
    if (r.is_number_unsigned() || (r.is_number_integer() && r.get<qint64>() >= 0))
        return r.get<quint64>();
    return std::nullopt;
}

std::optional<quint64> RpcClient::parseContextU64(const nlohmann::json &r)
{
    if (!r.is_object() || !r.contains("value"))
        return std::nullopt;
    return parseU64(r.at("value"));
}

std::optional<LatestBlockhash> RpcClient::parseLatestBlockhash(const nlohmann::json &r)
{
    if (!r.is_object() || !r.contains("value") || !r.at("value").is_object())
        return std::nullopt;
    const nlohmann::json &v = r.at("value");
    if (!v.contains("blockhash") || !v.at("blockhash").is_string() ||
        !v.contains("lastValidBlockHeight"))
        return std::nullopt;
    const auto hash =
        base58::decode(QByteArray::fromStdString(v.at("blockhash").get<std::string>()));
    const auto height = parseU64(v.at("lastValidBlockHeight"));
    if (!hash || hash->size() != 32 || !height)
        return std::nullopt;
    LatestBlockhash out{*hash, *height, 0};
    if (r.contains("context") && r.at("context").is_object() && r.at("context").contains("slot"))
        out.contextSlot = parseU64(r.at("context").at("slot")).value_or(0);
    return out;
}

std::optional<QList<SignatureStatus>> RpcClient::parseSignatureStatuses(const nlohmann::json &r)
{
    if (!r.is_object() || !r.contains("value") || !r.at("value").is_array())
        return std::nullopt;
    QList<SignatureStatus> out;
    for (const nlohmann::json &v : r.at("value")) {
        SignatureStatus s;
        if (v.is_object()) {
            s.found = true;
            if (v.contains("slot"))
                s.slot = parseU64(v.at("slot")).value_or(0);
            if (v.contains("confirmationStatus") && v.at("confirmationStatus").is_string())
                s.confirmationStatus =
                    QString::fromStdString(v.at("confirmationStatus").get<std::string>());
            if (v.contains("err") && !v.at("err").is_null()) {
                s.failed = true;
                s.error = QString::fromStdString(v.at("err").dump());
            }
        } else if (!v.is_null()) {
            return std::nullopt;
        }
        out.append(s);
    }
    return out;
}

std::optional<SimulationResult> RpcClient::parseSimulation(const nlohmann::json &r)
{
    if (!r.is_object() || !r.contains("value") || !r.at("value").is_object())
        return std::nullopt;
    const nlohmann::json &v = r.at("value");
    SimulationResult out;
    if (v.contains("err") && !v.at("err").is_null()) {
        out.failed = true;
        out.error = QString::fromStdString(v.at("err").dump());
    }
    if (v.contains("logs") && v.at("logs").is_array())
        for (const nlohmann::json &line : v.at("logs"))
            if (line.is_string())
                out.logs.append(QString::fromStdString(line.get<std::string>()));
    if (v.contains("unitsConsumed"))
        out.unitsConsumed = parseU64(v.at("unitsConsumed")).value_or(0);
    return out;
}

std::optional<QList<std::optional<AccountInfo>>>
RpcClient::parseMultipleAccounts(const nlohmann::json &r)
{
    if (!r.is_object() || !r.contains("value") || !r.at("value").is_array())
        return std::nullopt;
    QList<std::optional<AccountInfo>> out;
    for (const nlohmann::json &v : r.at("value")) {
        if (v.is_null()) {
            out.append(std::nullopt);
            continue;
        }
        if (!v.is_object())
            return std::nullopt;
        const auto owner = v.find("owner");
        const auto data = v.find("data");
        const auto lamports = v.find("lamports");
        if (owner == v.end() || !owner->is_string() || data == v.end() || !data->is_array() ||
            data->size() != 2 || !data->at(0).is_string() || data->at(1) != "base64" ||
            lamports == v.end())
            return std::nullopt;
        AccountInfo a;
        const auto key = base58::decode(QByteArray::fromStdString(owner->get<std::string>()));
        const auto units = parseU64(*lamports);
        const auto bytes = QByteArray::fromBase64Encoding(
            QByteArray::fromStdString(data->at(0).get<std::string>()),
            QByteArray::AbortOnBase64DecodingErrors);
        if (!key || key->size() != 32 || !units || !bytes)
            return std::nullopt;
        a.owner = *key;
        a.lamports = *units;
        a.data = *bytes;
        a.executable = v.value("executable", false);
        out.append(std::move(a));
    }
    return out;
}

std::optional<bool> RpcClient::parseContextBool(const nlohmann::json &r)
{
    if (!r.is_object() || !r.contains("value") || !r.at("value").is_boolean())
        return std::nullopt;
    return r.at("value").get<bool>();
}

std::optional<QList<SignatureInfo>> RpcClient::parseSignatureList(const nlohmann::json &r)
{
    if (!r.is_array())
        return std::nullopt;
    QList<SignatureInfo> out;
    for (const nlohmann::json &v : r) {
        if (!v.is_object() || !v.contains("signature") || !v.at("signature").is_string() ||
            !v.contains("slot"))
            return std::nullopt;
        SignatureInfo s;
        const auto sig =
            base58::decode(QByteArray::fromStdString(v.at("signature").get<std::string>()));
        const auto slot = parseU64(v.at("slot"));
        if (!sig || sig->size() != 64 || !slot)
            return std::nullopt;
        s.signature = *sig;
        s.slot = *slot;
        s.failed = v.contains("err") && !v.at("err").is_null();
        if (v.contains("blockTime") && v.at("blockTime").is_number_integer())
            s.blockTime = v.at("blockTime").get<qint64>();
        out.append(s);
    }
    return out;
}

std::optional<FetchedTransaction> RpcClient::parseTransaction(const nlohmann::json &r)
{
    if (r.is_null())
        return FetchedTransaction{};
    if (!r.is_object() || !r.contains("transaction") || !r.contains("meta") ||
        !r.at("meta").is_object())
        return std::nullopt;
    const nlohmann::json &t = r.at("transaction");
    if (!t.is_array() || t.size() != 2 || !t.at(0).is_string() || t.at(1) != "base64")
        return std::nullopt;
    const auto wire =
        QByteArray::fromBase64Encoding(QByteArray::fromStdString(t.at(0).get<std::string>()),
                                       QByteArray::AbortOnBase64DecodingErrors);
    if (!wire || (*wire).isEmpty())
        return std::nullopt;
    const nlohmann::json &meta = r.at("meta");
    return FetchedTransaction{*wire, meta.contains("err") && !meta.at("err").is_null()};
}

} // namespace paydesk::solana
