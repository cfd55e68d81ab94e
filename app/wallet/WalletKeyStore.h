#pragma once

#include "WalletKeyJob.h"
#include "solana/Ed25519.h"
#include "wallet/SecretStore.h"

#include <QObject>

namespace paydesk::wallet {

// Wallet secret keys in the OS keychain, one entry per wallet ("solana-wallet:<base58>" with the
// 64-byte Ed25519 secret key, "evm-wallet:<0x EIP-55>" with the 32-byte secp256k1 key), through
// SecretStore (never the insecure fallback). Keys travel only in SecureBytes; a loaded key is
// checked against the address it was stored under. A recovery phrase made in Paydesk also leaves
// its 64-byte BIP-39 seed in one entry "wallet-seed:<0x EIP-55 of its first EVM account>", so
// that "Add account" derives the next account without asking for the phrase (as MetaMask does);
// the seed is read only to derive a key here and never leaves this class.
class WalletKeyStore : public QObject
{
    Q_OBJECT
public:
    explicit WalletKeyStore(SecretStore *secrets, QObject *parent = nullptr);

    static QString entryFor(const QString &address);

    WalletKeyJob *store(const solana::Keypair &keypair);
    WalletKeyJob *store(const EvmKey &key);
    WalletKeyJob *load(const QString &address);
    WalletKeyJob *remove(const QString &address);

    // The seed of the phrase whose first EVM account is `root`.
    static QString seedEntryFor(const QString &root);
    WalletKeyJob *storeSeed(const QString &root, const SecureBytes &seed);
    // The EVM key at `derivationPath` of `root`'s seed (takeEvmKey()); NotFound without a seed.
    WalletKeyJob *deriveEvmKey(const QString &root, const QString &derivationPath);
    WalletKeyJob *removeSeed(const QString &root);

    // Maps a keychain status to a wallet-key status.
    static WalletKeyJob::Status statusOf(SecretJob::Status status);

private:
    WalletKeyJob *write(const QString &address, const SecureBytes &secret);
    WalletKeyJob *writeEntry(const QString &address, const QString &entry,
                             const SecureBytes &secret);

    SecretStore *m_secrets;
};

} // namespace paydesk::wallet
