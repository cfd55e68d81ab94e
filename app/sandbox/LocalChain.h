#pragma once

#include "ChainBackend.h"

namespace paydesk::sandbox {

class Ledger;

// ChainBackend over the built-in Ledger; every call answers synchronously.
class LocalChain : public ChainBackend
{
    Q_OBJECT
public:
    explicit LocalChain(Ledger *ledger, QObject *parent = nullptr);

    QString network() const override { return QStringLiteral("solana-sandbox"); }
    bool isLocal() const override { return true; }
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
    void noteBroadcast(const QByteArray &, const QByteArray &) override {}
    std::optional<bool> isBlockhashValid(const QByteArray &blockhash) const override;
    quint64 blockhashLastValidHeight(const QByteArray &blockhash) const override;
    int slotMs() const override;

private:
    Ledger *m_ledger;
};

} // namespace paydesk::sandbox
