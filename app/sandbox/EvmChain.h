#pragma once

#include "BatchEscrow.h"
#include "Permit2Proxy.h"
#include "TestUsdc.h"
#include "evm/EvmTransaction.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <nlohmann/json.hpp>
#include <optional>

namespace paydesk::sandbox {

class Ledger;
class SandboxStore;

// The sandbox EVM chain (docs/service-contract.md "Sandbox EVM chain"): chain id 4020,
// accounts with a balance in wei and a nonce, base fee 1 gwei, 21,000 gas per transfer. A block
// follows every 2 s of the Solana ledger's slot clock (so tests advance slots, never sleep); a
// block holds every transaction pending when it is made. It runs no code: a transaction with
// data is refused unless it calls a native contract (the test USDC, x402's Permit2 proxies, its
// x402BatchSettlement escrow: 60,000 gas); one without a recipient is refused. Block times are
// the wall clock plus a shift tests may add (increaseTime, JSON-RPC evm_increaseTime). Balances are
// the evm_balances table the hosted EvmLedger uses too (one EVM chain); nonces and transactions are
// kept in the store's meta.
class EvmChain : public QObject
{
    Q_OBJECT
public:
    static constexpr quint64 kChainId = 4020;
    static constexpr quint64 kTransferGas = 21000;
    static constexpr quint64 kTokenCallGas = 60000; // any call of the test USDC
    static constexpr int kBlockMs = 2000;
    static evm::U256 baseFee(); // 1 gwei

    struct Entry
    {
        evm::EvmTransaction tx;
        evm::EvmAddress from;
        QByteArray hash; // 32 bytes
        bool included = false;
        bool dropped = false;  // replaced while pending, or short of funds at inclusion
        bool reverted = false; // included, its call failed (the fee was still charged)
        QString revertReason;
        quint64 block = 0;
        int index = 0;
        evm::U256 effectiveGasPrice;
        quint64 gasUsed = 0;
        QList<BatchEscrow::Moved> escrowMoved; // test USDC the escrow's call moved, in order

        // Its row in the store (EvmChainEntry.cpp), and read back (nullopt: not a signed
        // transaction of this chain).
        nlohmann::json toJson() const;
        static std::optional<Entry> fromJson(const nlohmann::json &row);
    };
    struct Sent
    {
        QByteArray hash;           // set when accepted
        QString error;             // geth-like refusal text
        bool invalidInput = false; // -32602 rather than -32000
    };

    EvmChain(SandboxStore *store, Ledger *clock, QObject *parent = nullptr);
    void load();

    quint64 blockNumber() const { return m_block; }
    quint64 slotsPerBlock() const { return m_slotsPerBlock; }
    qint64 blockTimeMs(quint64 block) const;
    static QByteArray blockHash(quint64 block);

    evm::U256 balance(const evm::EvmAddress &address) const;
    void setBalance(const evm::EvmAddress &address, const evm::U256 &wei);
    void credit(const evm::EvmAddress &address, const evm::U256 &wei);
    TestUsdc &usdc() { return m_usdc; }
    const TestUsdc &usdc() const { return m_usdc; }
    const Permit2Proxy &permit2() const { return m_permit2; }
    const BatchEscrow &escrow() const { return m_escrow; }
    // The chain's clock: the wall clock moved forward by what increaseTime added (kept in the
    // state), as a development node's evm_increaseTime does. Blocks take their time from it.
    qint64 timeMs() const;
    void increaseTime(qint64 seconds);
    qint64 timeShiftSeconds() const { return m_timeShiftMs / 1000; }
    // Whether `address` is one of the chain's native contracts (the test USDC, x402's Permit2
    // proxies, x402BatchSettlement and its ERC-3009 collector): the only ones a transaction may
    // call.
    static bool isNativeContract(const evm::EvmAddress &address);
    // The test USDC a transaction moved, as its receipt's ERC-20 Transfer logs say: read from
    // the call it made (transfer, transferWithAuthorization, either Permit2 proxy's settle) or
    // kept when the escrow ran it (deposit, settle, refund, finalizeWithdraw), nothing when it
    // reverted or moved no token. The native contracts emit no other event.
    struct Transfer
    {
        evm::EvmAddress token, from, to;
        evm::U256 value;
    };
    static QList<Transfer> transfersOf(const Entry &entry);
    // The included, successful settle of the proxy for this owner and Permit2 nonce; empty when
    // none.
    QByteArray settledPermit(const evm::EvmAddress &owner, const evm::U256 &nonce) const;
    // The gas a transaction of this chain uses: a transfer or a call of the test USDC.
    static quint64 gasOf(const evm::EvmTransaction &tx);
    quint64 nonce(const evm::EvmAddress &address) const; // of the latest block
    quint64 pendingNonce(const evm::EvmAddress &address) const;

    Sent sendRaw(const QByteArray &raw);
    const Entry *find(const QByteArray &hash) const;
    // The hash of the live transaction (included, else pending) signed over this signing hash.
    QByteArray hashForSigningHash(const QByteArray &signingHash) const;
    // The included transaction that used `from`'s nonce `nonce` (a payment or its replacement).
    const Entry *includedWithNonce(const evm::EvmAddress &from, quint64 nonce) const;
    // The included, successful transaction to `to` calling exactly `data` (a deposit sent
    // before); empty when none.
    QByteArray includedCall(const evm::EvmAddress &to, QByteArrayView data) const;
    // The included, successful call of the test USDC's transferWithAuthorization for this
    // authorizer and nonce (with this 65-byte signature, when given); empty when none.
    QByteArray settledAuthorization(const evm::EvmAddress &from, QByteArrayView nonce,
                                    QByteArrayView signature = {}) const;
    // Makes a block now with every pending transaction (the clock calls this every 2 s).
    void mine();

Q_SIGNALS:
    void accepted(const QByteArray &hash, const QByteArray &signingHash);
    void included(const QByteArray &hash);

private:
    void onSlot(quint64 slot);
    void loadBlob();
    void append(const std::optional<Entry> &e);
    void saveEntry(qsizetype i); // its row, as it is now
    static QString key(const evm::EvmAddress &a);

    SandboxStore *m_store;
    Ledger *m_clock;
    TestUsdc m_usdc;
    Permit2Proxy m_permit2;
    BatchEscrow m_escrow;
    qint64 m_timeShiftMs = 0;
    quint64 m_block = 0;
    quint64 m_slotsPerBlock = 1;
    QHash<QString, evm::U256> m_balances; // lower-case 0x address -> wei
    QHash<QString, quint64> m_nonces;
    QList<Entry> m_entries;                // every accepted transaction, in arrival order
    qsizetype m_settled = 0;               // m_entries before this are all included or dropped
    QHash<QByteArray, qsizetype> m_byHash; // hash -> index in m_entries
    QHash<quint64, qint64> m_blockTimes;
};

} // namespace paydesk::sandbox
