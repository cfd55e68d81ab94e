#pragma once

#include "CliArguments.h"
#include "CliPrinter.h"
#include "models/AppData.h"
#include "payments/WalletManager.h"

#include <QObject>
#include <memory>

namespace paydesk::cli {

class CliBalance;

// paydesk-cli wallet create|import|list|remove: the same keychain entries and database rows as
// the GUI (WalletManager). A created phrase is shown once and checked back (three words asked
// on standard input) before anything is stored; --no-backup-check skips that for scripts.
class CliWalletCommands : public QObject
{
    Q_OBJECT
public:
    CliWalletCommands(const CliArguments &args, CliPrinter &printer, const AppData &data,
                      QObject *parent = nullptr);
    ~CliWalletCommands() override;
    void run();
    // Balances for `wallet list` (null: the list says how to get them).
    void setBalances(CliBalance *balances) { m_balances = balances; }
    // The hosted wallets the app lists for the service in use (origin "hosted"): listed after
    // the ones whose keys are here.
    void setHosted(QList<wallet::WalletInfo> hosted) { m_hosted = std::move(hosted); }

    static QString help();

Q_SIGNALS:
    void done(int exitCode);

private:
    void create();
    void import();
    void list();
    void printList();
    QList<wallet::WalletInfo> listed() const; // the local wallets, then the hosted ones
    void remove();
    void store(const solana::Keypair &keypair, wallet::WalletInfo info, const QString &words);
    void store(const wallet::EvmKey &key, wallet::WalletInfo info, const QString &words);
    void watchAdded(wallet::WalletKeyJob *job, const QString &words);
    // Reports a finished add: the wallet's line, or the refusal.
    bool reportAdded(wallet::WalletKeyJob *job, const QString &words);
    void refuse(const QString &code, const QString &text);
    void usage(const QString &text);

    const CliArguments &m_args;
    CliPrinter &m_printer;
    const AppData &m_data;
    wallet::WalletManager *m_manager = nullptr;
    wallet::WalletDirectory *m_directory = nullptr;
    CliBalance *m_balances = nullptr;
    QList<wallet::WalletInfo> m_hosted;
};

} // namespace paydesk::cli
