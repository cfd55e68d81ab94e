#pragma once

#include <QString>
#include <QUrl>

namespace paydesk {

// Where the desktop app's built-in sandbox listens, kept beside its ledger in the data folder
// (`sandbox/port`): the app asks for the same port at every start (sites, budgets and agents'
// set-ups name the sandbox by its URL), and paydesk-cli reaches the sandbox the app uses there.
class SandboxAddress
{
public:
    static QString folder(const QString &dataDir);
    // 0 when the sandbox never ran.
    static quint16 port(const QString &dataDir);
    static void remember(const QString &dataDir, quint16 port);
    // http://127.0.0.1:PORT; empty when the sandbox never ran.
    static QUrl url(const QString &dataDir);
};

} // namespace paydesk
