#pragma once

#include "EvmAddress.h"
#include "U256.h"
#include "core/RpcCall.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QList>
#include <QNetworkAccessManager>
#include <QObject>
#include <QUrl>
#include <optional>

namespace paydesk::evm {

// One log of a receipt: the contract that emitted it, its topics (32 bytes each) and data.
struct EvmLog
{
    EvmAddress address;
    QList<QByteArray> topics;
    QByteArray data;
};

// eth_getTransactionReceipt's answer; `found` false while the node knows no receipt (null).
struct EvmReceipt
{
    bool found = false;
    QByteArray transactionHash; // 32 bytes
    bool success = false;       // status 0x1; 0x0 = reverted (the fee was still charged)
    quint64 blockNumber = 0;
    quint64 gasUsed = 0;
    U256 effectiveGasPrice;
    std::optional<EvmAddress> from;
    std::optional<EvmAddress> to;
    // Its logs when every one is well formed; nullopt when a log is not (then none is trusted).
    std::optional<QList<EvmLog>> logs;
    // gasUsed x effectiveGasPrice: what the sender paid for gas, in wei.
    std::optional<U256> fee() const { return U256(gasUsed).checkedMul(effectiveGasPrice); }
};

// eth_feeHistory's answer: the base fee of the next block and the tips paid at the percentiles
// asked for, per block (the newest last).
struct EvmFeeHistory
{
    quint64 oldestBlock = 0;
    QList<U256> baseFeePerGas;  // one more than the blocks: the last is the next block's
    QList<QList<U256>> rewards; // per block, one per percentile asked
    U256 nextBaseFee() const { return baseFeePerGas.isEmpty() ? U256() : baseFeePerGas.last(); }
};

// What eth_call / eth_estimateGas run: a transaction object (only what is set is sent).
struct EvmCallRequest
{
    std::optional<EvmAddress> from;
    std::optional<EvmAddress> to;
    std::optional<U256> value;
    QByteArray data;
    std::optional<quint64> gas;
};

// Ethereum JSON-RPC over the application's shared QNetworkAccessManager (the methods of
// docs/protocol-facts.md "Ethereum JSON-RPC", which any node answers: geth, reth,
// ganache, a provider). Asynchronous like solana/RpcClient: every method returns an RpcCall;
// read its result() with the static parse*() helpers, which are strict (quantities canonical
// "0x" hex, data even-length hex, addresses 20 bytes) because a node is outside data.
class EvmRpcClient : public QObject
{
    Q_OBJECT
public:
    EvmRpcClient(QNetworkAccessManager *network, QUrl endpoint, QObject *parent = nullptr);

    QUrl endpoint() const { return m_endpoint; }
    void setEndpoint(const QUrl &url)
    {
        m_endpoint = url;
        m_chainSeen.invalidate();
    }
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }

    RpcCall *call(const QString &method, nlohmann::json params);

    RpcCall *chainId();
    RpcCall *blockNumber();
    // eth_getBlockByNumber(`block`, false): the block's header fields.
    RpcCall *blockByNumber(const QString &block = QStringLiteral("latest"));
    RpcCall *gasPrice();
    RpcCall *maxPriorityFeePerGas();
    // The last `blocks` blocks' base fees and the tips at `percentiles` (0..100).
    RpcCall *feeHistory(int blocks, const QList<int> &percentiles);
    // "pending": the nonce the next transaction of `address` must carry.
    RpcCall *getTransactionCount(const EvmAddress &address,
                                 const QString &block = QStringLiteral("pending"));
    RpcCall *getBalance(const EvmAddress &address, const QString &block = QStringLiteral("latest"));
    RpcCall *getCode(const EvmAddress &address, const QString &block = QStringLiteral("latest"));
    RpcCall *estimateGas(const EvmCallRequest &request);
    RpcCall *ethCall(const EvmCallRequest &request,
                     const QString &block = QStringLiteral("latest"));
    // Sent once (never resent on a dropped connection): see RpcCall::Request::once.
    RpcCall *sendRawTransaction(const QByteArray &signedBytes);
    RpcCall *getTransactionReceipt(const QByteArray &hash);
    RpcCall *getTransactionByHash(const QByteArray &hash);

    // A JSON-RPC quantity: "0x" + hex without leading zeros ("0x0" for zero).
    static std::optional<U256> parseQuantity(const nlohmann::json &value);
    static std::optional<quint64> parseQuantity64(const nlohmann::json &value);
    // Unformatted data: "0x" + an even number of hex digits.
    static std::optional<QByteArray> parseData(const nlohmann::json &value);
    // A 32-byte hash (eth_sendRawTransaction's answer).
    static std::optional<QByteArray> parseHash(const nlohmann::json &value);
    static std::optional<EvmReceipt> parseReceipt(const nlohmann::json &result);
    // A receipt's "logs": every entry {address, topics (at most 4 of 32 bytes), data}, or nullopt.
    static std::optional<QList<EvmLog>> parseLogs(const nlohmann::json &logs);
    static std::optional<EvmFeeHistory> parseFeeHistory(const nlohmann::json &result);
    // A block's "timestamp" (seconds since 1970): the chain's clock, which a contract's time
    // checks use (a development node's may run ahead of the wall clock).
    static std::optional<quint64> parseBlockTime(const nlohmann::json &block);

    static QString toHexData(const QByteArray &bytes); // "0x…", lower case
    static nlohmann::json callObject(const EvmCallRequest &request);

    // The chain this node answered to eth_chainId within the last kChainTrustMs, if any. A
    // token read (balance, allowance, an authorization's state) asks eth_chainId first, so a
    // state read from another chain is never taken for the token's; a paid request reads twice
    // within milliseconds, and a node does not change chains in between. A new endpoint forgets.
    std::optional<quint64> recentChainId() const
    {
        return m_chainSeen.isValid() && m_chainSeen.elapsed() < kChainTrustMs
                   ? std::optional<quint64>(m_chainIdSeen)
                   : std::nullopt;
    }
    void noteChainId(quint64 id)
    {
        m_chainIdSeen = id;
        m_chainSeen.start();
    }
    static constexpr qint64 kChainTrustMs = 30000;

private:
    QNetworkAccessManager *m_network;
    QUrl m_endpoint;
    int m_timeoutMs = 15000;
    quint64 m_nextId = 1;
    quint64 m_chainIdSeen = 0;
    QElapsedTimer m_chainSeen;
};

} // namespace paydesk::evm
