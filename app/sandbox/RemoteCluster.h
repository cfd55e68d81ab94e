#pragma once

#include "ChainBackend.h"

#include <QHash>
#include <QNetworkAccessManager>
#include <QTimer>
#include <QUrl>

namespace paydesk::sandbox {

// ChainBackend over a real Solana cluster's JSON-RPC (--solana-rpc URL), asynchronously with
// QNetworkAccessManager. The sandbox then builds with that cluster's blockhashes, broadcasts to
// it and reads balances and statuses from it.
class RemoteCluster : public ChainBackend
{
    Q_OBJECT
public:
    explicit RemoteCluster(const QUrl &url, QObject *parent = nullptr);
    ~RemoteCluster() override;

    QString network() const override;
    bool isLocal() const override { return false; }
    void latestBlockhash(Reply<BlockhashInfo> reply) override;
    void blockHeight(Reply<quint64> reply) override;
    void balance(const QByteArray &pubkey, Reply<quint64> reply) override;
    void send(const QByteArray &wire, Reply<QByteArray> reply) override;
    void statuses(const QList<QByteArray> &signatures,
                  Reply<QList<std::optional<SignatureStatus>>> reply) override;
    void transaction(const QByteArray &signature,
                     Reply<std::optional<TransactionInfo>> reply) override;
    void airdrop(const QByteArray &pubkey, quint64 lamports, Reply<QByteArray> reply) override;
    QByteArray signatureForMessage(const QByteArray &messageHash) const override;
    void noteBroadcast(const QByteArray &messageHash, const QByteArray &signature) override;
    std::optional<bool> isBlockhashValid(const QByteArray &) const override { return {}; }
    quint64 blockhashLastValidHeight(const QByteArray &) const override { return 0; }
    int slotMs() const override { return 400; }

    // Forwards a raw JSON-RPC body (the /rpc proxy); answers the HTTP status and body, or 502.
    void forward(const QByteArray &body, const std::function<void(int, const QByteArray &)> &done);

private:
    // One JSON-RPC call; `done` gets the "result" member or a failure.
    void call(const char *method, nlohmann::json params,
              const std::function<void(const nlohmann::json &, const RpcFailure &)> &done);

    QUrl m_url;
    QNetworkAccessManager m_network;
    QTimer m_tick;
    QHash<QByteArray, QByteArray> m_byMessage;
    quint64 m_nextId = 1;
};

} // namespace paydesk::sandbox
