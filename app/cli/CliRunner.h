#pragma once

#include "AppContext.h"
#include "CliArguments.h"
#include "CliBalance.h"
#include "CliCommand.h"
#include "CliPrinter.h"
#include "models/AppData.h"

#include <QObject>
#include <functional>

namespace paydesk::cli {

// Runs one paydesk-cli command asynchronously on the model layer and reports the exit code. It
// is what every command runs on (CliCommand): the app's core context (AppContext: the network
// manager, the keychain, the service client, the settings and the data folder the desktop app
// uses too), its database (data()), the service and its key, the printer and the one exit code.
class CliRunner : public QObject
{
    Q_OBJECT
public:
    explicit CliRunner(CliArguments args, QObject *parent = nullptr);
    ~CliRunner() override;
    void start();
    // The documented exit code of an error (CliArguments.h).
    static int exitCodeFor(const ApiError &error);

    // For the commands.
    const CliArguments &args() const { return m_args; }
    CliPrinter &printer() { return m_printer; }
    AppContext &context() { return m_context; }
    // The app's database (AppContext::open(), once); AppData::error says why it is unusable.
    const AppData &data();
    // The service in use: empty until resolveService() found one.
    const QUrl &service() const { return m_service; }
    // --service, $PAYDESK_SERVICE_URL, then the GUI's setting; false and why when none is usable.
    bool resolveService(QString *error);
    // The service's key (--api-key-env, else the keychain), set on the client; a usage error or
    // a failure ends the command when there is none.
    void withApiKey(const std::function<void()> &next);
    // The key when one is at hand; `next(false)` when there is none, which is no error.
    void tryApiKey(const std::function<void(bool found)> &next);
    // The key withApiKey() read, for calls outside ServiceClient (wallet create --hosted).
    const SecureBytes &apiKey() const { return m_apiKey; }
    // The wallets Paydesk knows: this computer's keys and the GUI's hosted ones for the service.
    CliBalance::Known knownWallets();
    // Whose hosted wallets the app's settings keep for this service.
    QString hostedProfile() const;
    // The nodes the desktop app chose in Settings, the last step of CliNodes' rule.
    CliNodes::AppSettings appNodes() { return m_context.nodeSettings(); }
    bool isOwnWallet(const QString &address);
    // A payment Paydesk recorded itself ("sol:…", "eip3009:…": SchemeRegistry::recordsItself),
    // from the app's history cache; nullopt when it has none.
    void ownRecord(const QString &paymentId,
                   const std::function<void(const std::optional<PaymentRecord> &)> &next);
    // The payments Paydesk recorded itself for `wallet` (from the app's history cache).
    void ownRecords(const QString &wallet,
                    const std::function<void(const QList<PaymentRecord> &)> &next);
    void fail(const ApiError &error);
    void usage(const QString &text);
    // Ends the command with `code`, once: a later outcome is not reported.
    void finish(int code);

Q_SIGNALS:
    void done(int exitCode);

private:
    const CliCommand *commandFor(QString *usageError) const;

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
