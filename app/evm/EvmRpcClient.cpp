#include "EvmRpcClient.h"

namespace paydesk::evm {

namespace {
std::optional<QByteArray> hexDigits(const nlohmann::json &value, bool quantity)
{
    if (!value.is_string())
        return std::nullopt;
    const std::string &text = value.get_ref<const std::string &>();
    if (text.size() < 3 || text[0] != '0' || (text[1] != 'x' && text[1] != 'X'))
        return std::nullopt;
    QByteArray digits = QByteArray::fromStdString(text.substr(2));
    for (const char c : std::as_const(digits))
        if (!std::isxdigit(static_cast<unsigned char>(c)))
            return std::nullopt;
    // Quantities are compact: "0x0", never "0x00" or "0x01" (ethereum.org JSON-RPC encoding).
    if (quantity && digits.size() > 1 && digits.front() == '0')
        return std::nullopt;
    return digits;
}
} // namespace

EvmRpcClient::EvmRpcClient(QNetworkAccessManager *network, QUrl endpoint, QObject *parent)
    : QObject(parent), m_network(network), m_endpoint(std::move(endpoint))
{}

RpcCall *EvmRpcClient::call(const QString &method, nlohmann::json params)
{
    return RpcCall::post(m_network,
                         {m_endpoint, method, std::move(params), m_nextId++, m_timeoutMs,
                          method == u"eth_sendRawTransaction"},
                         RpcCall::Node::Evm, this);
}

RpcCall *EvmRpcClient::chainId()
{
    return call(QStringLiteral("eth_chainId"), nlohmann::json::array());
}

RpcCall *EvmRpcClient::blockNumber()
{
    return call(QStringLiteral("eth_blockNumber"), nlohmann::json::array());
}

RpcCall *EvmRpcClient::blockByNumber(const QString &block)
{
    return call(QStringLiteral("eth_getBlockByNumber"),
                nlohmann::json::array({block.toStdString(), false}));
}

std::optional<quint64> EvmRpcClient::parseBlockTime(const nlohmann::json &block)
{
    return block.is_object() && block.contains("timestamp") ? parseQuantity64(block["timestamp"])
                                                            : std::nullopt;
}

RpcCall *EvmRpcClient::gasPrice()
{
    return call(QStringLiteral("eth_gasPrice"), nlohmann::json::array());
}

RpcCall *EvmRpcClient::maxPriorityFeePerGas()
{
    return call(QStringLiteral("eth_maxPriorityFeePerGas"), nlohmann::json::array());
}

RpcCall *EvmRpcClient::feeHistory(int blocks, const QList<int> &percentiles)
{
    nlohmann::json p = nlohmann::json::array();
    for (const int v : percentiles)
        p.push_back(v);
    return call(
        QStringLiteral("eth_feeHistory"),
        nlohmann::json::array({U256(quint64(std::max(blocks, 1))).toHexQuantity().toStdString(),
                               "latest", std::move(p)}));
}

RpcCall *EvmRpcClient::getTransactionCount(const EvmAddress &address, const QString &block)
{
    return call(
        QStringLiteral("eth_getTransactionCount"),
        nlohmann::json::array({address.toChecksummed().toStdString(), block.toStdString()}));
}

RpcCall *EvmRpcClient::getBalance(const EvmAddress &address, const QString &block)
{
    return call(
        QStringLiteral("eth_getBalance"),
        nlohmann::json::array({address.toChecksummed().toStdString(), block.toStdString()}));
}

RpcCall *EvmRpcClient::getCode(const EvmAddress &address, const QString &block)
{
    return call(
        QStringLiteral("eth_getCode"),
        nlohmann::json::array({address.toChecksummed().toStdString(), block.toStdString()}));
}

nlohmann::json EvmRpcClient::callObject(const EvmCallRequest &r)
{
    nlohmann::json o = nlohmann::json::object();
    if (r.from)
        o["from"] = r.from->toChecksummed().toStdString();
    if (r.to)
        o["to"] = r.to->toChecksummed().toStdString();
    if (r.value)
        o["value"] = r.value->toHexQuantity().toStdString();
    if (!r.data.isEmpty())
        o["data"] = toHexData(r.data).toStdString();
    if (r.gas)
        o["gas"] = U256(*r.gas).toHexQuantity().toStdString();
    return o;
}

RpcCall *EvmRpcClient::estimateGas(const EvmCallRequest &request)
{
    return call(QStringLiteral("eth_estimateGas"), nlohmann::json::array({callObject(request)}));
}

RpcCall *EvmRpcClient::ethCall(const EvmCallRequest &request, const QString &block)
{
    return call(QStringLiteral("eth_call"),
                nlohmann::json::array({callObject(request), block.toStdString()}));
}

RpcCall *EvmRpcClient::sendRawTransaction(const QByteArray &signedBytes)
{
    return call(QStringLiteral("eth_sendRawTransaction"),
                nlohmann::json::array({toHexData(signedBytes).toStdString()}));
}

RpcCall *EvmRpcClient::getTransactionReceipt(const QByteArray &hash)
{
    return call(QStringLiteral("eth_getTransactionReceipt"),
                nlohmann::json::array({toHexData(hash).toStdString()}));
}

RpcCall *EvmRpcClient::getTransactionByHash(const QByteArray &hash)
{
    return call(QStringLiteral("eth_getTransactionByHash"),
                nlohmann::json::array({toHexData(hash).toStdString()}));
}

QString EvmRpcClient::toHexData(const QByteArray &bytes)
{
    return QStringLiteral("0x") + QString::fromLatin1(bytes.toHex());
}

std::optional<U256> EvmRpcClient::parseQuantity(const nlohmann::json &value)
{
    const auto digits = hexDigits(value, true);
    if (!digits || digits->size() > 64)
        return std::nullopt;
    // Left-pad to whole bytes for fromHex.
    const QByteArray even = digits->size() % 2 ? '0' + *digits : *digits;
    return U256::fromBigEndian(QByteArray::fromHex(even));
}

std::optional<quint64> EvmRpcClient::parseQuantity64(const nlohmann::json &value)
{
    const auto q = parseQuantity(value);
    return q ? q->toUInt64() : std::nullopt;
}

std::optional<QByteArray> EvmRpcClient::parseData(const nlohmann::json &value)
{
    // "0x" alone is empty data.
    if (value.is_string() && (value.get_ref<const std::string &>() == "0x"))
        return QByteArray();
    const auto digits = hexDigits(value, false);
    if (!digits || digits->size() % 2)
        return std::nullopt;
    return QByteArray::fromHex(*digits);
}

std::optional<QByteArray> EvmRpcClient::parseHash(const nlohmann::json &value)
{
    auto data = parseData(value);
    if (!data || data->size() != 32)
        return std::nullopt;
    return data;
}

std::optional<EvmReceipt> EvmRpcClient::parseReceipt(const nlohmann::json &result)
{
    EvmReceipt r;
    if (result.is_null())
        return r; // not mined (yet), or dropped: the caller keeps following the nonce
    if (!result.is_object())
        return std::nullopt;
    const auto field = [&](const char *name) -> const nlohmann::json & {
        static const nlohmann::json missing;
        const auto it = result.find(name);
        return it == result.end() ? missing : *it;
    };
    const auto hash = parseHash(field("transactionHash"));
    const auto block = parseQuantity64(field("blockNumber"));
    const auto gasUsed = parseQuantity64(field("gasUsed"));
    const auto status = parseQuantity64(field("status"));
    // Pre-London nodes leave effectiveGasPrice out; every node Paydesk signs for has it.
    const auto price = parseQuantity(field("effectiveGasPrice"));
    if (!hash || !block || !gasUsed || !status || *status > 1 || !price)
        return std::nullopt;
    r.found = true;
    r.transactionHash = *hash;
    r.blockNumber = *block;
    r.gasUsed = *gasUsed;
    r.success = *status == 1;
    r.effectiveGasPrice = *price;
    for (const auto &[name, slot] : {std::pair{"from", &r.from}, std::pair{"to", &r.to}}) {
        const nlohmann::json &v = field(name);
        if (v.is_null())
            continue;
        const auto bytes = parseData(v);
        if (!bytes)
            return std::nullopt;
        *slot = EvmAddress::fromBytes(*bytes);
        if (!*slot)
            return std::nullopt;
    }
    r.logs = parseLogs(field("logs"));
    return r;
}

std::optional<QList<EvmLog>> EvmRpcClient::parseLogs(const nlohmann::json &logs)
{
    if (!logs.is_array())
        return std::nullopt;
    QList<EvmLog> out;
    for (const nlohmann::json &l : logs) {
        if (!l.is_object() || !l.contains("address") || !l.contains("topics") ||
            !l.contains("data") || !l["topics"].is_array() || l["topics"].size() > 4)
            return std::nullopt;
        const auto address = parseData(l["address"]);
        const auto data = parseData(l["data"]);
        if (!address || !data || !EvmAddress::fromBytes(*address))
            return std::nullopt;
        EvmLog log{*EvmAddress::fromBytes(*address), {}, *data};
        for (const nlohmann::json &t : l["topics"]) {
            const auto topic = parseData(t);
            if (!topic || topic->size() != 32)
                return std::nullopt;
            log.topics.append(*topic);
        }
        out.append(log);
    }
    return out;
}

std::optional<EvmFeeHistory> EvmRpcClient::parseFeeHistory(const nlohmann::json &result)
{
    if (!result.is_object())
        return std::nullopt;
    EvmFeeHistory h;
    const auto oldest = result.find("oldestBlock");
    const auto base = result.find("baseFeePerGas");
    if (oldest == result.end() || base == result.end() || !base->is_array() || base->empty())
        return std::nullopt;
    const auto o = parseQuantity64(*oldest);
    if (!o)
        return std::nullopt;
    h.oldestBlock = *o;
    for (const nlohmann::json &v : *base) {
        const auto q = parseQuantity(v);
        if (!q)
            return std::nullopt;
        h.baseFeePerGas.append(*q);
    }
    if (const auto rewards = result.find("reward"); rewards != result.end()) {
        if (!rewards->is_array())
            return std::nullopt;
        for (const nlohmann::json &block : *rewards) {
            if (!block.is_array())
                return std::nullopt;
            QList<U256> tips;
            for (const nlohmann::json &v : block) {
                const auto q = parseQuantity(v);
                if (!q)
                    return std::nullopt;
                tips.append(*q);
            }
            h.rewards.append(tips);
        }
    }
    return h;
}

} // namespace paydesk::evm
