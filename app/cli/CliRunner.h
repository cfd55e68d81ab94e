#pragma once

#include "AppContext.h"
#include "CliArguments.h"
#include "CliBalance.h"
#include "CliPrinter.h"
#include "models/AppData.h"

#include <QObject>
#include <functional>
#include <span>

namespace paydesk::cli {

// Runs one paydesk-cli command asynchronously on the model layer and reports the exit code.
// It builds on the app's core context (AppContext: the network manager, the keychain, the
// service client, the settings and the data folder the desktop app uses too) and dispatches
// from a table of commands, each a class of its own (Cli<Name>).
class CliRunner : public QObject
{
    Q_OBJECT
public:
    explicit CliRunner(CliArguments args, QObject *parent = nullptr);
    ~CliRunner() override;
    void start();
    // The documented exit code of an error (CliArguments.h).
    static int exitCodeFor(const ApiError &error);

Q_SIGNALS:
    void done(int exitCode);

private:
    // What a command needs before it runs: nothing, a valid service URL, or that and its key.
    enum class Needs
    {
        Nothing,
        Service,
        ServiceAndKey
    };
    struct Command
    {
        QStringView name; // the command, with the flag that makes it another one ("--local")
        Needs needs;
        void (CliRunner::*run)();
    };
    static std::span<const Command> commands();
    const Command *commandFor(QString *usageError) const;

    bool resolveService(QString *error);
    // The app's database (AppContext::open(), once); AppData::error says why it is unusable.
    const AppData &data();
    // The wallets Paydesk knows: this computer's keys and the GUI's hosted ones for the service.
    CliBalance::Known knownWallets();
    QString hostedProfile() const;
    void withApiKey(const std::function<void()> &next);
    void tryApiKey(const std::function<void(bool found)> &next);
    void runPayments();     // send, receive, history (CliPaymentCommands)
    void runStatus();       // status [--wait] (CliStatus)
    void runKey();          // key set|test|delete (CliKeyCommands)
    void runWallet();       // wallet create|import|list|remove (CliWalletCommands)
    void runHostedWallet(); // wallet create --hosted (CliHostedWallet): the sandbox's wallets
    void runLocal();        // send/receive --local (CliLocalPayment)
    void runRecover();      // recover: follow unfinished local payments (CliLocalPayment)
    void reportUnsignedBuilds(int recoverCode); // recover, then: builds nobody signed
    void runFetch();      // fetch URL (CliFetch): pay for a 402-protected resource
    void runFetchLocal(); // fetch from the keys in Paydesk only: no service needed
    void runHistoryOwn(); // history of a wallet whose key is in Paydesk: a service if any
    bool isOwnWallet(const QString &address);
    // The payments Paydesk recorded itself for `wallet` (from the app's history cache).
    void ownRecords(const QString &wallet,
                    const std::function<void(const QList<PaymentRecord> &)> &next);
    void runBalance(); // balance [WALLET] (CliBalance)
    void runPermit2(); // permit2 allowance|approve|revoke (CliPermit2)
    void runBudget();  // budget grant|revoke|list|freeze|unfreeze (CliBudget)
    void runTokens();  // token list|add|remove (CliTokens)
    void runAgents();  // agent list|add|remove|pause|resume|token|budget|allow|disallow
    void runMcp();     // mcp: the MCP server for one agent (CliMcp)
    void runProxy();   // proxy: the local paying proxy for agents (CliProxy)
    void fail(const ApiError &error);
    void usage(const QString &text);
    void finish(int code);

    CliArguments m_args;
    CliPrinter m_printer;
    AppContext m_context; // opened by data() for the commands that use the database
    AppData m_data;
    bool m_dataOpened = false;
    SecureBytes m_apiKey; // a copy for calls outside ServiceClient (wallet create --hosted)
    QUrl m_service;
    bool m_finished = false;
};

} // namespace paydesk::cli
