#pragma once

#include "core/RpcCall.h"

#include <QList>
#include <QNetworkAccessManager>
#include <QObject>
#include <QStringList>
#include <QUrl>
#include <optional>

namespace paydesk::solana {

struct LatestBlockhash
{
    QByteArray blockhash; // 32 bytes
    quint64 lastValidBlockHeight = 0;
    quint64 contextSlot = 0;
};

// One entry of getSignatureStatuses; `found` false for a null entry (not seen by the node).
struct SignatureStatus
{
    bool found = false;
    quint64 slot = 0;
    QString confirmationStatus; // processed | confirmed | finalized
    bool failed = false;        // err != null: landed with an error (the fee was charged)
    QString error;              // the err value as compact JSON
    bool isConfirmed() const
    {
        return found && (confirmationStatus == u"confirmed" || confirmationStatus == u"finalized");
    }
};

// One account as getMultipleAccounts returns it with {"encoding":"base64"}.
struct AccountInfo
{
    quint64 lamports = 0;
    QByteArray owner; // 32 bytes
    QByteArray data;
    bool executable = false;
};

struct SimulationResult
{
    bool failed = false;
    QString error; // err as compact JSON
    QStringList logs;
    quint64 unitsConsumed = 0;
};

// One entry of getSignaturesForAddress (newest first).
struct SignatureInfo
{
    QByteArray signature; // 64 bytes: the transaction id
    quint64 slot = 0;
    bool failed = false;             // err != null
    std::optional<qint64> blockTime; // seconds since the epoch; null when the node has none
};

// getTransaction's answer with base64 encoding; `wire` empty when the node knows none (null).
struct FetchedTransaction
{
    QByteArray wire;
    bool failed = false; // meta.err != null: landed with an error, only the fee moved
};

// Solana JSON-RPC over the application's shared QNetworkAccessManager (docs/protocol-facts.md
// "Solana JSON-RPC"). Asynchronous: every method returns an RpcCall; parse its result()
// with the static parse*() helpers. Transactions always travel as base64.
class RpcClient : public QObject
{
    Q_OBJECT
public:
    RpcClient(QNetworkAccessManager *network, QUrl endpoint, QObject *parent = nullptr);

    QUrl endpoint() const { return m_endpoint; }
    void setEndpoint(const QUrl &url) { m_endpoint = url; }
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    void setCommitment(const QString &c) { m_commitment = c; } // default "confirmed"

    RpcCall *call(const QString &method, nlohmann::json params);

    RpcCall *getHealth();
    RpcCall *getLatestBlockhash();
    RpcCall *getBlockHeight();
    RpcCall *getBalance(const QString &address);
    // sigVerify false, replaceRecentBlockhash false: simulates the exact bytes given.
    RpcCall *simulateTransaction(const QByteArray &base64);
    RpcCall *sendTransaction(const QByteArray &base64, bool skipPreflight = false);
    RpcCall *getSignatureStatuses(const QStringList &signatures, bool searchHistory = false);
    // Base64 data; one entry per address, null when the account does not exist.
    RpcCall *getMultipleAccounts(const QStringList &addresses);
    RpcCall *getGenesisHash();
    RpcCall *isBlockhashValid(const QByteArray &blockhash);
    // The transactions naming `address`, newest first; `before` (base58) continues a page.
    RpcCall *getSignaturesForAddress(const QString &address, const QString &before, int limit);
    // Base64, legacy and v0 transactions.
    RpcCall *getTransaction(const QString &signature);

    static std::optional<quint64> parseU64(const nlohmann::json &result);
    // {"context": ..., "value": <u64>} (getBalance)
    static std::optional<quint64> parseContextU64(const nlohmann::json &result);
    static std::optional<LatestBlockhash> parseLatestBlockhash(const nlohmann::json &result);
    static std::optional<QList<SignatureStatus>> parseSignatureStatuses(const nlohmann::json &r);
    static std::optional<SimulationResult> parseSimulation(const nlohmann::json &result);
    // {"context": ..., "value": <bool>} (isBlockhashValid)
    static std::optional<bool> parseContextBool(const nlohmann::json &result);
    static std::optional<QList<SignatureInfo>> parseSignatureList(const nlohmann::json &result);
    static std::optional<FetchedTransaction> parseTransaction(const nlohmann::json &result);
    // Strict: every entry null (no account) or an object with a 32-byte base58 owner, u64
    // lamports and ["<base64>", "base64"] data; nullopt for anything else.
    static std::optional<QList<std::optional<AccountInfo>>>
    parseMultipleAccounts(const nlohmann::json &result);

private:
    nlohmann::json commitment() const;

    QNetworkAccessManager *m_network;
    QUrl m_endpoint;
    int m_timeoutMs = 15000;
    QString m_commitment = QStringLiteral("confirmed");
    quint64 m_nextId = 1;
};

} // namespace paydesk::solana
