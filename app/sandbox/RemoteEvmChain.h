#pragma once

#include "evm/EvmRpcClient.h"

#include <QHash>
#include <QNetworkAccessManager>
#include <QTimer>
#include <QUrl>
#include <functional>
#include <optional>

namespace paydesk::sandbox {

// What a transfer from one account is built with: the chain, the account's next nonce and
// balance, and the fees the node suggests. Without a base fee (a node that answers neither
// eth_feeHistory nor eth_maxPriorityFeePerGas) `tip` is eth_gasPrice: the most a unit of gas
// may cost then, as a legacy price.
struct EvmQuote
{
    quint64 chainId = 0;
    quint64 nonce = 0; // eth_getTransactionCount(from, "pending")
    evm::U256 balance;
    std::optional<evm::U256> nextBaseFee;
    evm::U256 tip;
};

// Where a broadcast transaction stands on the node: its receipt and the node's newest block.
struct EvmProgress
{
    evm::EvmReceipt receipt; // found false while the node has no receipt
    quint64 head = 0;        // eth_blockNumber
};

// The EVM chain of a real node over JSON-RPC (--evm-rpc URL), the EVM counterpart of
// RemoteCluster: local-mode EVM transfers are built with its chain id, nonces and fees, /evm
// forwards to it, and payments follow their transaction hashes there. Asynchronous: every call
// answers through its callback exactly once (never after this object is gone).
class RemoteEvmChain : public QObject
{
    Q_OBJECT
public:
    template <typename T>
    using Reply = std::function<void(const std::optional<T> &value, const QString &error)>;

    explicit RemoteEvmChain(const QUrl &url, QObject *parent = nullptr);
    ~RemoteEvmChain() override;

    QUrl url() const { return m_url; }
    void quote(const evm::EvmAddress &from, const Reply<EvmQuote> &reply);
    void progress(const QByteArray &hash, const Reply<EvmProgress> &reply);
    // Forwards a raw JSON-RPC body (the /evm proxy); answers the HTTP status and body, or 502.
    void forward(const QByteArray &body, const std::function<void(int, const QByteArray &)> &done);

    // The hash of the transaction broadcast through the proxy over this signing hash, or empty.
    QByteArray hashForSigningHash(const QByteArray &signingHash) const;
    void noteBroadcast(const QByteArray &signingHash, const QByteArray &hash);

Q_SIGNALS:
    // Every second: time to re-check open payments.
    void tick();

private:
    // Runs `call` and hands it to `next` once finished; the call is deleted afterwards.
    void then(RpcCall *call, std::function<void(RpcCall *)> next);
    void fees(const EvmQuote &quote, const Reply<EvmQuote> &reply);
    void gasPriceOnly(const EvmQuote &quote, const Reply<EvmQuote> &reply);

    QUrl m_url;
    QNetworkAccessManager m_network;
    evm::EvmRpcClient m_client; // after m_network: its calls go first
    QTimer m_tick;
    QHash<QByteArray, QByteArray> m_bySigningHash;
};

} // namespace paydesk::sandbox
