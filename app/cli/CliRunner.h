#pragma once

#include "CliArguments.h"
#include "CliPrinter.h"
#include "api/ServiceClient.h"
#include "wallet/SecretStore.h"

#include <QNetworkAccessManager>
#include <QObject>
#include <functional>
#include <memory>

namespace paydesk {
class ShutdownSignals;
}

namespace paydesk::cli {

// Runs one paydesk-cli command asynchronously on the model layer and reports the exit code.
// This is the composition root of the CLI: it owns the network manager, the keychain access and
// the service client.
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
    bool resolveService(QString *error);
    void withApiKey(const std::function<void()> &next);
    void runSend();
    void sendNow(const SendPaymentRequest &request, const std::optional<Amount> &balance);
    void runReceive();
    void runStatus();
    void pollStatus();
    void runHistory();
    void runKey();
    void runWallet();       // wallet create|import|list|remove (CliWalletCommands)
    void runHostedWallet(); // wallet create --hosted (CliHostedWallet): the sandbox's wallets
    void runLocal();        // send/receive --local (CliLocalPayment)
    void runRecover();      // recover: follow unfinished local payments (CliLocalPayment)
    void reportUnsignedBuilds(int recoverCode); // recover, then: builds nobody signed
    void runFetch();                    // fetch URL (CliFetch): pay for a 402-protected resource
    void runBalance();                  // balance [WALLET] (CliBalance)
    void stopWaiting(int signalNumber); // Ctrl-C in status --wait
    void fail(const ApiError &error);
    void usage(const QString &text);
    void finish(int code);

    CliArguments m_args;
    CliPrinter m_printer;
    QNetworkAccessManager m_network;
    SecretStore m_secrets;
    ServiceClient m_client;
    SecureBytes m_apiKey; // a copy for calls outside ServiceClient (wallet create --hosted)
    QUrl m_service;
    // status --wait
    QString m_lastStatus;
    int m_pollIntervalMs = 1000;
    qint64 m_waitDeadlineMs = 0;
    std::unique_ptr<ShutdownSignals> m_signals;
    bool m_finished = false;
};

} // namespace paydesk::cli
