#include "EvmRpc.h"

#include "ErrorReply.h"
#include "EvmChain.h"
#include "core/ExactJson.h"
#include "evm/Eip712.h"
#include "evm/Erc20.h"

namespace paydesk::sandbox {

namespace {
using json = nlohmann::json;
using evm::EvmAddress;
using evm::U256;

struct RpcError
{
    int code;
    std::string message;
};

const json &param(const json &params, size_t i)
{
    static const json null;
    return params.is_array() && params.size() > i ? params[i] : null;
}

std::string quantity(const U256 &v)
{
    return v.toHexQuantity().toStdString();
}

std::string quantity(quint64 v)
{
    return quantity(U256(v));
}

std::string data(const QByteArray &bytes)
{
    return "0x" + bytes.toHex().toStdString();
}

EvmAddress addressParam(const json &params, size_t i)
{
    const json &p = param(params, i);
    const auto a = p.is_string() ? EvmAddress::parse(QString::fromStdString(p)) : std::nullopt;
    if (!a)
        throw RpcError{-32602, "invalid argument " + std::to_string(i) + ": not an address"};
    return *a;
}

// "0x" followed by an even number of hex digits.
QByteArray dataParam(const json &params, size_t i, int size = -1)
{
    const json &p = param(params, i);
    const std::string text = p.is_string() ? p.get<std::string>() : std::string();
    const bool hex = text.size() >= 2 && text.size() % 2 == 0 && text.compare(0, 2, "0x") == 0 &&
                     text.find_first_not_of("0123456789abcdefABCDEF", 2) == std::string::npos;
    QByteArray bytes =
        hex ? QByteArray::fromHex(QByteArray::fromStdString(text.substr(2))) : QByteArray();
    if (!hex || (size >= 0 && bytes.size() != size))
        throw RpcError{-32602, "invalid argument " + std::to_string(i) + ": hex string expected"};
    return bytes;
}

// A block tag: latest / pending / earliest / safe / finalized or a number; the answer is the
// state of the latest block for all but "pending".
bool isPending(const json &params, size_t i)
{
    const json &p = param(params, i);
    if (p.is_null())
        return false;
    if (!p.is_string())
        throw RpcError{-32602, "invalid argument " + std::to_string(i) + ": block tag expected"};
    return p == "pending";
}

json transactionJson(const EvmChain::Entry &e)
{
    const evm::EvmTransaction &tx = e.tx;
    const bool dynamic = tx.type == evm::EvmTransaction::Type::DynamicFee;
    json t = {{"hash", data(e.hash)},
              {"type", dynamic ? "0x2" : "0x0"},
              {"chainId", quantity(tx.chainId)},
              {"nonce", quantity(tx.nonce)},
              {"from", e.from.toChecksummed().toStdString()},
              {"to", tx.to ? json(tx.to->toChecksummed().toStdString()) : json()},
              {"value", quantity(tx.value)},
              {"gas", quantity(tx.gasLimit)},
              {"input", data(tx.data)},
              {"blockHash", e.included ? json(data(EvmChain::blockHash(e.block))) : json()},
              {"blockNumber", e.included ? json(quantity(e.block)) : json()},
              {"transactionIndex", e.included ? json(quantity(quint64(e.index))) : json()},
              {"r", quantity(tx.signature->r)},
              {"s", quantity(tx.signature->s)}};
    if (dynamic) {
        t["maxFeePerGas"] = quantity(tx.maxFeePerGas);
        t["maxPriorityFeePerGas"] = quantity(tx.maxPriorityFeePerGas);
        t["gasPrice"] = quantity(e.included ? e.effectiveGasPrice : tx.maxFeePerGas);
        t["accessList"] = json::array();
        t["yParity"] = quantity(quint64(tx.signature->yParity));
        t["v"] = quantity(quint64(tx.signature->yParity));
    } else {
        t["gasPrice"] = quantity(tx.gasPrice);
        t["v"] = quantity(quint64(tx.signature->yParity) + 35 + 2 * tx.chainId);
    }
    return t;
}

// The receipt's ERC-20 Transfer logs (EvmChain::transfersOf).
json logsOf(const EvmChain::Entry &e)
{
    json logs = json::array();
    int index = 0;
    for (const EvmChain::Transfer &t : EvmChain::transfersOf(e))
        logs.push_back({{"address", t.token.toChecksummed().toStdString()},
                        {"topics",
                         {data(evm::Erc20::transferTopic()), data(evm::Eip712::word(t.from)),
                          data(evm::Eip712::word(t.to))}},
                        {"data", data(evm::Eip712::word(t.value))},
                        {"blockNumber", quantity(e.block)},
                        {"transactionHash", data(e.hash)},
                        {"transactionIndex", quantity(quint64(e.index))},
                        {"blockHash", data(EvmChain::blockHash(e.block))},
                        {"logIndex", quantity(quint64(index++))},
                        {"removed", false}});
    return logs;
}

json receiptJson(const EvmChain::Entry &e)
{
    return {{"transactionHash", data(e.hash)},
            {"transactionIndex", quantity(quint64(e.index))},
            {"blockHash", data(EvmChain::blockHash(e.block))},
            {"blockNumber", quantity(e.block)},
            {"from", e.from.toChecksummed().toStdString()},
            {"to", e.tx.to ? json(e.tx.to->toChecksummed().toStdString()) : json()},
            {"cumulativeGasUsed", quantity(e.gasUsed)},
            {"gasUsed", quantity(e.gasUsed)},
            {"effectiveGasPrice", quantity(e.effectiveGasPrice)},
            {"contractAddress", nullptr},
            {"logs", logsOf(e)},
            {"logsBloom", data(QByteArray(256, '\0'))},
            {"type", e.tx.type == evm::EvmTransaction::Type::DynamicFee ? "0x2" : "0x0"},
            {"status", e.reverted ? "0x0" : "0x1"}};
}

json errorResponse(const json &id, int code, const std::string &message)
{
    return {{"jsonrpc", "2.0"}, {"error", {{"code", code}, {"message", message}}}, {"id", id}};
}
} // namespace

json EvmRpc::dispatch(const std::string &method, const json &params) const
{
    const EvmChain *chain = m_chain;
    if (method == "eth_chainId")
        return quantity(EvmChain::kChainId);
    if (method == "net_version")
        return std::to_string(EvmChain::kChainId);
    if (method == "eth_blockNumber")
        return quantity(chain->blockNumber());
    if (method == "eth_getBlockByNumber") {
        // The header fields a wallet reads (number, hash, timestamp, base fee); no bodies.
        const json &tag = param(params, 0);
        std::optional<quint64> n;
        if (tag == "latest" || tag == "pending" || tag == "safe" || tag == "finalized")
            n = chain->blockNumber();
        else if (tag.is_string() && tag.get<std::string>().starts_with("0x")) {
            bool ok = false;
            const quint64 v =
                QString::fromStdString(tag.get<std::string>()).mid(2).toULongLong(&ok, 16);
            if (ok)
                n = v;
        }
        if (!n)
            throw RpcError{-32602, "invalid argument 0: a block number or tag expected"};
        if (*n > chain->blockNumber())
            return nullptr;
        return {{"number", quantity(*n)},
                {"hash", data(EvmChain::blockHash(*n))},
                {"timestamp", quantity(quint64(chain->blockTimeMs(*n) / 1000))},
                {"baseFeePerGas", quantity(EvmChain::baseFee())}};
    }
    if (method == "eth_getBalance") {
        const EvmAddress a = addressParam(params, 0);
        isPending(params, 1);
        return quantity(chain->balance(a));
    }
    if (method == "eth_getTransactionCount") {
        const EvmAddress a = addressParam(params, 0);
        return quantity(isPending(params, 1) ? chain->pendingNonce(a) : chain->nonce(a));
    }
    if (method == "eth_getCode") {
        // The test USDC and the Permit2 proxy are native to the chain; a marker stands for their
        // code (0xfe: INVALID).
        return EvmChain::isNativeContract(addressParam(params, 0)) ? "0xfe" : "0x";
    }
    if (method == "eth_gasPrice")
        // baseFee + the suggested tip, as geth answers.
        return quantity(*EvmChain::baseFee().checkedAdd(EvmChain::baseFee()));
    if (method == "eth_maxPriorityFeePerGas")
        return quantity(EvmChain::baseFee());
    if (method == "eth_feeHistory") {
        const json &count = param(params, 0);
        quint64 n = 0;
        if (count.is_number_unsigned())
            n = count.get<quint64>();
        else if (count.is_string())
            n = QByteArray::fromStdString(count.get<std::string>()).mid(2).toULongLong(nullptr, 16);
        else
            throw RpcError{-32602, "invalid argument 0: block count expected"};
        n = qBound<quint64>(1, n, 1024);
        const quint64 newest = chain->blockNumber();
        n = qMin(n, newest + 1);
        json fees = json::array();
        json ratios = json::array();
        json rewards = json::array();
        const json &percentiles = param(params, 2);
        for (quint64 i = 0; i < n; ++i) {
            fees.push_back(quantity(EvmChain::baseFee()));
            ratios.push_back(0.0);
            json r = json::array();
            if (percentiles.is_array())
                for (size_t k = 0; k < percentiles.size(); ++k)
                    r.push_back(quantity(EvmChain::baseFee()));
            rewards.push_back(r);
        }
        fees.push_back(quantity(EvmChain::baseFee())); // the next block's
        json answer = {{"oldestBlock", quantity(newest + 1 - n)},
                       {"baseFeePerGas", fees},
                       {"gasUsedRatio", ratios}};
        if (percentiles.is_array())
            answer["reward"] = rewards;
        return answer;
    }
    if (method == "eth_estimateGas" || method == "eth_call") {
        const json &call = param(params, 0);
        if (!call.is_object())
            throw RpcError{-32602, "invalid argument 0: call object expected"};
        const std::string input = call.value("input", call.value("data", std::string("0x")));
        const auto to =
            call.contains("to") && call["to"].is_string()
                ? EvmAddress::parse(QString::fromStdString(call["to"].get<std::string>()))
                : std::nullopt;
        const bool toToken = to && EvmChain::isNativeContract(*to);
        if (method == "eth_call") {
            const bool toPermit2 = to && *to == x402::Permit2::address();
            if (!toToken && !toPermit2)
                return "0x"; // an account without code answers nothing
            QString why;
            const QByteArray bytes = dataParam(json::array({input}), 0);
            const bool toEscrow = to && (*to == x402::BatchChannel::contract() ||
                                         *to == x402::BatchChannel::erc3009Collector());
            const auto answer = toPermit2  ? chain->permit2().callPermit2(bytes, &why)
                                : toEscrow ? chain->escrow().call(bytes, &why)
                                : *to == TestUsdc::address() ? chain->usdc().call(bytes, &why)
                                                             : chain->permit2().call(bytes, &why);
            if (!answer)
                throw RpcError{3, why.toStdString()};
            return data(*answer);
        }
        if (input != "0x" && !input.empty() && !toToken)
            throw RpcError{-32000, "the sandbox EVM chain runs no contract code but its native "
                                   "contracts: only plain transfers and calls of those are "
                                   "accepted"};
        if (!call.contains("to") || call["to"].is_null())
            throw RpcError{-32000, "the sandbox EVM chain cannot create contracts"};
        return quantity(input != "0x" && !input.empty() ? EvmChain::kTokenCallGas
                                                        : EvmChain::kTransferGas);
    }
    if (method == "evm_increaseTime") {
        // A development node's clock move (Hardhat, Ganache): later blocks' times are this many
        // seconds ahead; answers the whole shift in seconds.
        const json &seconds = param(params, 0);
        if (!seconds.is_number_unsigned())
            throw RpcError{-32602, "invalid argument 0: a number of seconds expected"};
        m_chain->increaseTime(seconds.get<qint64>());
        return m_chain->timeShiftSeconds();
    }
    if (method == "paydesk_faucet") {
        // The sandbox's own faucet (like anvil_setBalance on a dev node): 1 test ETH for gas and
        // 100 test USDC, at once.
        const EvmAddress a = addressParam(params, 0);
        m_chain->credit(a, U256(1000000000000000000ULL));
        m_chain->usdc().mint(a, U256(100000000ULL));
        return {{"eth", quantity(U256(1000000000000000000ULL))},
                {"usdc", quantity(U256(100000000ULL))}};
    }
    if (method == "eth_sendRawTransaction") {
        const QByteArray raw = dataParam(params, 0);
        const auto sent = m_chain->sendRaw(raw);
        if (!sent.error.isEmpty())
            throw RpcError{sent.invalidInput ? -32602 : -32000, sent.error.toStdString()};
        return data(sent.hash);
    }
    if (method == "eth_getTransactionByHash") {
        const EvmChain::Entry *e = chain->find(dataParam(params, 0, 32));
        return e ? transactionJson(*e) : json();
    }
    if (method == "eth_getTransactionReceipt") {
        const EvmChain::Entry *e = chain->find(dataParam(params, 0, 32));
        return e && e->included ? receiptJson(*e) : json();
    }
    throw RpcError{-32601, "the method " + method + " does not exist/is not available"};
}

json EvmRpc::call(const json &request) const
{
    if (!request.is_object() || request.value("jsonrpc", json()) != "2.0" ||
        !request.contains("method") || !request["method"].is_string())
        return errorResponse(request.is_object() ? request.value("id", json()) : json(), -32600,
                             "invalid request");
    const json id = request.value("id", json());
    try {
        const json result =
            dispatch(request["method"].get<std::string>(), request.value("params", json::array()));
        return {{"jsonrpc", "2.0"}, {"result", result}, {"id", id}};
    } catch (const RpcError &e) {
        return errorResponse(id, e.code, e.message);
    } catch (const json::exception &) {
        return errorResponse(id, -32602, "invalid params");
    }
}

void EvmRpc::handle(const ExchangePtr &exchange)
{
    exchange->reply(200, respond(exchange->body()));
}

QByteArray EvmRpc::respond(const QByteArray &bytes) const
{
    const json body = ExactJson::parse(bytes)
                          ? json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false)
                          : json(json::value_t::discarded);
    json answer;
    if (body.is_discarded()) {
        answer = errorResponse(json(), -32700, "parse error");
    } else if (body.is_array()) {
        answer = json::array();
        for (const json &r : body)
            answer.push_back(call(r));
        if (body.empty())
            answer = errorResponse(json(), -32600, "empty batch");
    } else {
        answer = call(body);
    }
    return jsonBytes(answer);
}

} // namespace paydesk::sandbox
