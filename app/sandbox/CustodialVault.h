#pragma once

#include "core/Address.h"
#include "solana/Ed25519.h"

#include <QSet>
#include <QString>
#include <map>

namespace paydesk::sandbox {

class SandboxStore;

// The hosted service's custodial wallets: the sandbox creates them and holds their keys, and
// signs for them (hosted mode is custodial, like the real service). Test funds only; see
// SandboxStore about keys at rest.
class CustodialVault
{
public:
    explicit CustodialVault(SandboxStore *store);
    void load();

    QString create(Chain chain); // a new wallet's address
    bool contains(const QString &address) const;
    // The Solana key of a custodial wallet, or nullptr.
    const solana::Keypair *solanaKey(const QString &address) const;

private:
    SandboxStore *m_store;
    std::map<QString, solana::Keypair> m_solana; // base58 address -> key
    QSet<QString> m_evm;                         // lower-case 0x address
};

} // namespace paydesk::sandbox
