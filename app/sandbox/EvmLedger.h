#pragma once

#include "core/Amount.h"

#include <QHash>
#include <QString>
#include <optional>

namespace paydesk::sandbox {

class EvmChain;
class Ledger;
class SandboxStore;

// The sandbox's EVM side for hosted mode: a plain balance ledger in wei with 0x transaction
// hashes (Keccak-256). Blocks follow the Solana ledger's slot clock; a transfer is in the block
// of the slot it was made in. No EVM execution, no signatures: the hosted service is custodial.
// Balances are the sandbox EVM chain's (EvmChain): one set of accounts for both modes; a hosted
// transfer moves them directly (no nonce, no block of the chain).
class EvmLedger
{
public:
    struct Transfer
    {
        QString hash, from, to; // EIP-55 addresses
        Amount amount;          // wei (18 decimals)
        quint64 block = 0;
        qint64 timeMs = 0;
    };

    EvmLedger(SandboxStore *store, const Ledger *clock, EvmChain *chain);
    void load();

    static Amount fee(); // 21000 gas x 1 gwei
    static QString network() { return QStringLiteral("evm-sandbox"); }

    Amount balance(const QString &address) const;
    void credit(const QString &address, const Amount &amount);
    // Moves amount + fee out of `from`; nullopt if the balance is short.
    std::optional<Transfer> transfer(const QString &from, const QString &to, const Amount &amount);
    const Transfer *find(const QString &hash) const;
    quint64 blockNumber() const;
    // processed / confirmed / finalized by block depth, as on the Solana side.
    QString confirmationStatus(const Transfer &t) const;

private:
    static QString key(const QString &address) { return address.toLower(); }
    void setBalance(const QString &address, const Amount &wei);

    SandboxStore *m_store;
    const Ledger *m_clock;
    EvmChain *m_chain;
    QHash<QString, Transfer> m_transfers; // lower-case hash
    quint64 m_nonce = 0;
};

} // namespace paydesk::sandbox
