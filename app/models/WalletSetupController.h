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
    bool importMnemonic(const SecureBytes &phrase, const SecureBytes &passphrase,
                        const QString &derivation, const QString &label);
    bool importSecretKey(const SecureBytes &base58, const QString &label);
    bool importKeypairFile(const QString &path, const QString &label);
    bool remove(const QString &address);

    bool isBusy() const { return !m_job.isNull(); }
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

    wallet::WalletManager *m_manager;
    SecureBytes m_phrase;
    QList<int> m_positions;
    bool m_backupChecked = false;
    QPointer<wallet::WalletKeyJob> m_job;
    QString m_lastError;
};

} // namespace paydesk
