#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

namespace paydesk::wallet {

// The public facts of a wallet: never a secret.
struct WalletInfo
{
    QString address;    // base58 public key
    QString label;      // the user's name for it
    QString origin;     // "created", "mnemonic", "keypair-file", "secret-key"
    QString derivation; // SLIP-0010 path for phrase wallets, empty otherwise
    QDateTime created;
};

// Wallets known to this computer, in the app's SQLite database (table `wallets`). The secret
// key of each lives in the OS keychain (WalletKeyStore); this table holds only public data.
class WalletDirectory
{
    Q_DECLARE_TR_FUNCTIONS(WalletDirectory)
public:
    // `db` must be open; the table is created when missing.
    explicit WalletDirectory(QSqlDatabase db);

    bool isReady() const { return m_ready; }
    QString lastError() const { return m_lastError; }

    // False (with lastError) when the address is already there or the database fails.
    bool add(const WalletInfo &info);
    bool remove(const QString &address);
    bool setLabel(const QString &address, const QString &label);
    std::optional<WalletInfo> find(const QString &address) const;
    // Oldest first.
    QList<WalletInfo> list() const;

private:
    QSqlDatabase m_db;
    bool m_ready = false;
    mutable QString m_lastError;
};

} // namespace paydesk::wallet
