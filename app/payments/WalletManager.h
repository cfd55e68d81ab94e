#pragma once

#include "store/WalletDirectory.h"
#include "wallet/WalletKeyJob.h"
#include "wallet/WalletKeyStore.h"

#include <QObject>
#include <functional>

namespace paydesk::wallet {

// Adds, loads and removes wallets so that the keychain (secret) and the directory (public data)
// stay in step: a wallet is listed only once its key is safely in the keychain, and a failed
// listing takes the key out again. The GUI and paydesk-cli both go through here.
class WalletManager : public QObject
{
    Q_OBJECT
public:
    WalletManager(WalletKeyStore *keys, WalletDirectory *directory, QObject *parent = nullptr);

    WalletDirectory *directory() const { return m_directory; }

    // Stores the key, then lists the wallet. `info.address` is taken from the key.
    WalletKeyJob *add(const solana::Keypair &keypair, WalletInfo info);
    WalletKeyJob *add(const EvmKey &key, WalletInfo info);
    // A new recovery phrase's two accounts (Solana, then EVM account 0) and its BIP-39 seed
    // (keychain entry named after the EVM account, for addAccount()): all or nothing. The job's
    // address is the Solana account's.
    WalletKeyJob *addCreated(const solana::Keypair &keypair, const EvmKey &evmKey,
                             const SecureBytes &seed, const WalletInfo &solanaInfo,
                             const WalletInfo &evmInfo);
    // An EVM account of a recovery phrase; for the phrase's account 0 (m/44'/60'/0'/0/0) also
    // its BIP-39 seed (keychain entry named after the account, for addAccount()): all or nothing.
    WalletKeyJob *addPhraseEvm(const EvmKey &evmKey, const SecureBytes &seed,
                               const WalletInfo &info);
    // The next EVM account (m/44'/60'/0'/0/1, /2, ...) of the phrase whose first EVM account is
    // `root`, derived from the seed in the keychain; listed with origin "added:<root>".
    WalletKeyJob *addAccount(const QString &root, const QString &label);
    // The root (first EVM account) of the phrase `address` belongs to, when it has one:
    // `address` itself for a created EVM account 0, the root named by an added account.
    QString rootOf(const QString &address) const;
    // The path of the account addAccount(root) derives next.
    QString nextAccountPath(const QString &root) const;
    // The wallet's key from the keychain (NotFound when the wallet is not listed): a Solana
    // wallet's keypair (takeKeypair()) or an EVM wallet's key (takeEvmKey()).
    WalletKeyJob *loadKeypair(const QString &address);
    // Deletes the key from the keychain, then the listing (and, for a phrase's first EVM
    // account, the phrase's seed). A key already missing from the keychain does not block
    // removing the listing.
    WalletKeyJob *remove(const QString &address);

private:
    // Lists `info` once `store` (the keychain write) succeeded; takes the key out if it cannot.
    WalletKeyJob *addStored(const WalletInfo &info, const std::function<WalletKeyJob *()> &store);
    WalletKeyJob *failed(const QString &address, WalletKeyJob::Status status, const QString &text);

    WalletKeyStore *m_keys;
    WalletDirectory *m_directory;
};

} // namespace paydesk::wallet
