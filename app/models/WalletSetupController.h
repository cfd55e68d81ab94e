#pragma once

#include "core/SecureBytes.h"
#include "payments/WalletManager.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace paydesk {

// Creates, imports and removes local wallets through the WalletManager (key in the OS keychain,
// public data in the database). A new recovery phrase lives only in a SecureBytes buffer here: it
// is shown word by word, checked back (the backup check) and only then turned into a wallet; it
// is wiped as soon as the wallet is stored or the user gives up. One operation at a time.
class WalletSetupController : public QObject
{
    Q_OBJECT
public:
    explicit WalletSetupController(wallet::WalletManager *manager, QObject *parent = nullptr);
    ~WalletSetupController() override;

    // A fresh phrase of 12 or 24 words (replacing and wiping any earlier one) and the positions
    // (0-based, sorted) the backup check asks for.
    bool generate(int words, int checkedWords = 3);
    bool hasPhrase() const { return !m_phrase.isEmpty(); }
    int wordCount() const;
    // Word `position` of the pending phrase for display only (the caller clears it after use).
    QString wordForDisplay(int position) const;
    QList<int> backupPositions() const { return m_positions; }
    // The typed words, in the order of backupPositions(). False + the first wrong position.
    bool checkBackup(const QStringList &typed, int *wrongPosition = nullptr);
    bool backupChecked() const { return m_backupChecked; }
    void discard(); // wipes the pending phrase

    // Each stores the key and lists the wallet; finished() follows (once, asynchronously).
    // createWallet needs a passed backup check. `passphrase`: the optional BIP39 passphrase.
    // It stores both accounts of the phrase (Solana and EVM account 0) and the phrase's seed in
    // the keychain; finished() names the Solana account.
    bool createWallet(const QString &label, const SecureBytes &passphrase);
    // The next EVM account of the phrase whose first EVM account is `root`
    // (WalletManager::addAccount); finished() names the new account.
    bool addAccount(const QString &root, const QString &label);
    // Solana only, along `derivation` (empty: m/44'/501'/0'/0').
    bool importMnemonic(const SecureBytes &phrase, const SecureBytes &passphrase,
                        const QString &derivation, const QString &label);
    // Which accounts of an imported phrase to add (empty path: the usual one of the chain).
    struct PhraseAccounts
    {
        bool solana = true;
        QString solanaPath;
        bool evm = true;
        QString evmPath;
    };
    // The usual derivation paths a phrase's first account is found on (m/44'/501'/0'/0' for
    // Solana, as wallets of that family use; m/44'/60'/0'/0/0 for EVM, BIP-44).
    static QString usualSolanaPath();
    static QString usualEvmPath();
    // The chosen accounts of a phrase, all or nothing; an EVM account 0 keeps the phrase's seed
    // for "Add account", as a created wallet does. finished() names the Solana account when
    // there is one.
    bool importPhrase(const SecureBytes &phrase, const SecureBytes &passphrase,
                      const PhraseAccounts &which, const QString &label);
    bool importSecretKey(const SecureBytes &base58, const QString &label);
    bool importKeypairFile(const QString &path, const QString &label);
    // An EVM account from 64 hex digits (with or without 0x).
    bool importEvmSecretKey(const SecureBytes &hex, const QString &label);
    // An EVM account from an Ethereum keystore v3 file; `password` opens it once and is never
    // stored. The key derivation (scrypt or PBKDF2) runs off the GUI thread; busy meanwhile.
    bool importKeystore(const QString &path, const SecureBytes &password, const QString &label);
    // The person gave up while a keystore file was being opened: its key is dropped (wiped),
    // nothing is stored, and finished() says so.
    void cancelKeystore();
    bool remove(const QString &address);

    bool isBusy() const { return !m_job.isNull() || m_decrypting; }
    QString lastError() const { return m_lastError; }

    // A QString's characters into secure memory as UTF-8 (the temporary copy is wiped).
    static SecureBytes secureUtf8(const QString &text);

Q_SIGNALS:
    // ok: `address` was added (or removed). Otherwise `message` says why and what to do.
    void finished(bool ok, const QString &address, const QString &message);

private:
    bool fail(const QString &message);
    bool store(const std::optional<solana::Keypair> &keypair, wallet::WalletInfo info,
               const QString &error);
    void watch(wallet::WalletKeyJob *job, bool removing);
    bool storeEvm(const std::optional<wallet::EvmKey> &key, wallet::WalletInfo info,
                  const QString &error);

    wallet::WalletManager *m_manager;
    SecureBytes m_phrase;
    QList<int> m_positions;
    bool m_backupChecked = false;
    bool m_decrypting = false;
    bool m_keystoreCancelled = false;
    QPointer<wallet::WalletKeyJob> m_job;
    QString m_lastError;
};

} // namespace paydesk
