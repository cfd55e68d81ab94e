#pragma once

#include "CliArguments.h"
#include "CliPrinter.h"
#include "models/ApiKeyController.h"
#include "wallet/SecretStore.h"

#include <QObject>
#include <QUrl>

namespace paydesk::cli {

// paydesk-cli key set|test|delete: the API key of a service in the OS keychain (the entry the
// GUI uses). set reads it from standard input; test is the app's key test (ApiKeyController:
// one authenticated request that changes nothing, the same words as the Settings page); delete
// removes it.
class CliKeyCommands : public QObject
{
    Q_OBJECT
public:
    CliKeyCommands(CliPrinter &printer, SecretStore &secrets, ApiKeyController &keys,
                   const QUrl &service, QObject *parent = nullptr);
    void keySet();
    void keyTest(); // with the key already in the client `keys` tests
    void keyDelete();

Q_SIGNALS:
    void done(int exitCode);

private:
    void fail(const ApiError &error);

    CliPrinter &m_printer;
    SecretStore &m_secrets;
    ApiKeyController &m_keys;
    QUrl m_service;
};

} // namespace paydesk::cli
