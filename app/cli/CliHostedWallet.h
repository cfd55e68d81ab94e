#pragma once

#include "CliArguments.h"
#include "CliPrinter.h"
#include "core/SecureBytes.h"

#include <QObject>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;

namespace paydesk::cli {

// paydesk-cli wallet create --hosted: a custodial wallet of the sandbox service, the kind hosted
// send and receive pay from (a wallet of your own, `wallet create`, signs only in local mode).
// It is the sandbox's administration call POST /sandbox/wallets, with the API key; a real
// payment service creates its custodial wallets in its dashboard, so for a service that is not
// on this computer it refuses before sending anything.
class CliHostedWallet : public QObject
{
    Q_OBJECT
public:
    CliHostedWallet(const CliArguments &args, CliPrinter &printer, QNetworkAccessManager &network,
                    const QUrl &service, QObject *parent = nullptr);

    // Checked before the API key is read: only a service on this computer (the sandbox).
    static bool isSandbox(const QUrl &service);
    static QString notSandboxText(const QUrl &service);

    void run(const SecureBytes &apiKey);

Q_SIGNALS:
    void done(int exitCode);
    // The sandbox made wallet `address` (before done()).
    void created(const QString &address);

private:
    void onFinished(QNetworkReply *reply);

    const CliArguments &m_args;
    CliPrinter &m_printer;
    QNetworkAccessManager &m_network;
    QUrl m_service;
};

} // namespace paydesk::cli
