#pragma once

#include "LedgerTypes.h"
#include "SplState.h"
#include "TransactionExecutor.h"

#include <QHash>
#include <QObject>
#include <QTimer>
#include <optional>

namespace paydesk::sandbox {

class SandboxStore;

// The built-in Solana-compatible chain: accounts, a slot every `slotMs` (block height == slot),
// a blockhash per slot derived by hashing (valid for 150 blocks), strict acceptance of wire
// transactions (every signature slot verified, duplicates and expired blockhashes refused),
// 5000 lamports per signature plus the priority fee, System transfers executed. Every change is
// written through to the store.
class Ledger : public QObject
{
    Q_OBJECT
public:
    struct SubmitResult
    {
        QByteArray signature; // the transaction id (first signature), when decodable
        bool landed = false;
        RpcFailure failure; // set when refused (preflight or decoding)
    };
    struct Simulation
    {
        RpcFailure failure; // malformed input only
        nlohmann::json err; // null = would succeed
        QStringList logs;
        quint64 unitsConsumed = 0;
        std::optional<BlockhashInfo> replacement;
    };

    Ledger(SandboxStore *store, int slotMs, QObject *parent = nullptr);

    // Leader queue (off by default): a sent transaction passes preflight against the current
    // state, then waits for the next slot, where the queue executes highest priority fee first,
    // as a leader orders its block. A transaction can then pass preflight and still land with
    // an error (the fee is charged), which is what happens on a real cluster when the state
    // changes between the two.
    void setLeaderQueue(bool on) { m_leaderQueue = on; }

    void load(); // genesis, slot, balances and transactions from the store
    void start();
    void stop();

    quint64 slot() const { return m_slot; }
    quint64 blockHeight() const { return m_slot; }
    BlockhashInfo latestBlockhash() const;
    // The slot of a blockhash still valid for new transactions, or nullopt.
    std::optional<quint64> validBlockhashSlot(const QByteArray &blockhash) const;
    QString genesisHash() const;
    int slotMs() const { return m_slotMs; }

    quint64 balance(const QByteArray &pubkey) const { return m_balances.value(pubkey, 0); }
    // Credits lamports (capped so no balance overflows); records a synthetic landed airdrop.
    QByteArray airdrop(const QByteArray &pubkey, quint64 lamports);

    // An account's owner program and data (SPL mints and token accounts), or null.
    const AccountData *accountData(const QByteArray &pubkey) const;
    // The token accounts `owner` holds (of `mint` when given), in key order.
    QList<QByteArray> tokenAccounts(const QByteArray &owner, const QByteArray &mint = {}) const;
    // Creates the test USDC mint on first start (spl::testUsdcMint, 6 decimals).
    void createTestUsdc();
    // Mints `amount` of the test USDC to `owner`'s associated token account, creating it
    // (rent-exempt) when missing; `amount` 0 only creates it. Returns the token account, or
    // empty when the amount would overflow the account or the supply.
    QByteArray mintTestUsdc(const QByteArray &owner, quint64 amount);

    SubmitResult submit(const QByteArray &wire, bool skipPreflight);
    Simulation simulate(const QByteArray &wire, bool sigVerify, bool replaceBlockhash) const;

    std::optional<SignatureStatus> status(const QByteArray &signature) const;
    const LandedTransaction *landed(const QByteArray &signature) const;
    // The signature under which a transaction with these message bytes landed, or empty.
    QByteArray signatureForMessage(const QByteArray &messageHash) const;
    // The landed transactions naming `address` among their account keys (not the synthetic
    // airdrops, which getTransaction cannot give either), newest first (slot,
    // then signature), as getSignaturesForAddress lists them: those after `before` when given,
    // ending before `until` when given, at most `limit`.
    QList<const LandedTransaction *> transactionsFor(const QByteArray &address,
                                                     const QByteArray &before,
                                                     const QByteArray &until, int limit) const;

    void advance(int count);

Q_SIGNALS:
    void slotAdvanced(quint64 slot);
    void transactionLanded(const QByteArray &signature);

private:
    QByteArray blockhashForSlot(quint64 slot) const;
    void rememberBlockhash(quint64 slot);
    void commit(const LandedTransaction &tx, const QList<QByteArray> &keys,
                const QList<quint64> &post, const AccountDataMap &data = {});
    TransactionExecutor::Result execute(const solana::Transaction &tx,
                                        const QList<solana::DecodedInstruction> &decoded) const;
    void record(const solana::Transaction &tx, const QByteArray &wire,
                const TransactionExecutor::Result &result);
    void landQueued();

    SandboxStore *m_store;
    int m_slotMs;
    QTimer m_timer;
    QByteArray m_genesis;
    quint64 m_slot = 0;
    QHash<QByteArray, quint64> m_recentBlockhashes; // blockhash -> slot, last ~512 slots
    QHash<QByteArray, quint64> m_balances;
    AccountDataMap m_data;
    QHash<QByteArray, LandedTransaction> m_landed;
    QHash<QByteArray, QByteArray> m_byMessage; // message hash -> signature
    struct Queued
    {
        QByteArray signature;
        QByteArray wire;
        quint64 microLamportsPerCu = 0;
    };
    bool m_leaderQueue = false;
    QList<Queued> m_queue; // in arrival order
};

} // namespace paydesk::sandbox
