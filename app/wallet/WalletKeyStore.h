#pragma once

#include "WalletKeyJob.h"
#include "solana/Ed25519.h"
#include "wallet/SecretStore.h"

#include <QObject>

namespace paydesk::wallet {

// Wallet secret keys in the OS keychain, one entry per wallet ("solana-wallet:<address>"),
// through SecretStore (never the insecure fallback). The 64-byte secret key travels only in
// SecureBytes; a loaded key is checked against the address it was stored under.
class WalletKeyStore : public QObject
{
    Q_OBJECT
public:
    explicit WalletKeyStore(SecretStore *secrets, QObject *parent = nullptr);

    static QString entryFor(const QString &address);

    WalletKeyJob *store(const solana::Keypair &keypair);
    WalletKeyJob *load(const QString &address);
    WalletKeyJob *remove(const QString &address);

    // Maps a keychain status to a wallet-key status.
    static WalletKeyJob::Status statusOf(SecretJob::Status status);

private:
    SecretStore *m_secrets;
};

} // namespace paydesk::wallet
