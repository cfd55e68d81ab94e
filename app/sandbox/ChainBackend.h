#pragma once

#include "LedgerTypes.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <functional>
#include <optional>

namespace paydesk::sandbox {

// A transaction as a chain reports it: its wire bytes, outcome and slot.
struct TransactionInfo
{
    QByteArray wire;
    nlohmann::json err;
    quint64 slot = 0;
};

// The Solana chain the service works against: the built-in Ledger (LocalChain) or a real
// cluster over JSON-RPC (RemoteCluster, --solana-rpc). Asynchronous: every call answers through
// its callback exactly once, with a value or a failure (the local chain answers at once).
class ChainBackend : public QObject
{
    Q_OBJECT
public:
    template <typename T>
    using Reply = std::function<void(const std::optional<T> &value, const RpcFailure &failure)>;

    using QObject::QObject;

    virtual QString network() const = 0; // "solana-sandbox", "solana-devnet", ...
    virtual bool isLocal() const = 0;

    virtual void latestBlockhash(Reply<BlockhashInfo> reply) = 0;
    virtual void blockHeight(Reply<quint64> reply) = 0;
    virtual void balance(const QByteArray &pubkey, Reply<quint64> reply) = 0;
    // Broadcasts with preflight; answers the signature.
    virtual void send(const QByteArray &wire, Reply<QByteArray> reply) = 0;
    virtual void statuses(const QList<QByteArray> &signatures,
                          Reply<QList<std::optional<SignatureStatus>>> reply) = 0;
    // nullopt value (without failure) when the chain does not know the transaction.
    virtual void transaction(const QByteArray &signature,
                             Reply<std::optional<TransactionInfo>> reply) = 0;
    virtual void airdrop(const QByteArray &pubkey, quint64 lamports, Reply<QByteArray> reply) = 0;

    // The signature a transaction with these message bytes (SHA-256) was seen under, or empty.
    virtual QByteArray signatureForMessage(const QByteArray &messageHash) const = 0;
    // Records a transaction broadcast through the sandbox (remote mode learns signatures so).
    virtual void noteBroadcast(const QByteArray &messageHash, const QByteArray &signature) = 0;
    // Whether a blockhash can still be used; nullopt when the chain cannot tell cheaply.
    virtual std::optional<bool> isBlockhashValid(const QByteArray &blockhash) const = 0;
    // The last block height at which a still-valid blockhash can land; 0 when unknown.
    virtual quint64 blockhashLastValidHeight(const QByteArray &blockhash) const = 0;
    // Milliseconds per block, for expiresAt estimates.
    virtual int slotMs() const = 0;

Q_SIGNALS:
    // Emitted regularly (every slot, or every second for a remote cluster): time to re-check
    // the statuses of open payments.
    void tick();
};

} // namespace paydesk::sandbox
