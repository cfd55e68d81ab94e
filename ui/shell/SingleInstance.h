#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

class QLocalServer;
class QLocalSocket;

namespace paydesk::ui {

// One Paydesk per user and profile: the first launch listens on a local socket (a Unix socket
// in the temporary folder, a named pipe on Windows) named after the user and the profile
// folder; a second launch hands its arguments ("raise", --page, --status) to the first and
// exits. Different profiles (--profile-dir) run side by side. A socket file left behind by a
// crash does not block the next start: when nobody answers on it, it is removed.
//
// Asynchronous: start(), then exactly one of becamePrimary() or handedOver() / failed().
class SingleInstance : public QObject
{
    Q_OBJECT
public:
    // `profileDir` empty: the user's default profile.
    explicit SingleInstance(const QString &profileDir, QObject *parent = nullptr);
    ~SingleInstance() override;

    // The local server's name for this user and profile.
    static QString serverName(const QString &profileDir);
    QString name() const { return m_name; }
    bool isPrimary() const;

    // Tries to reach a running instance and hand it `arguments`; otherwise starts listening.
    void start(const QStringList &arguments);

Q_SIGNALS:
    // No other instance runs: this one listens now and should start its window.
    void becamePrimary();
    // A running instance took the arguments: this process should exit (0).
    void handedOver();
    // An instance runs but did not answer in time (hung): this process should exit (1).
    void failed(const QString &reason);
    // In the primary: a later launch asks to be shown (with its arguments, e.g. --page send).
    void raiseRequested(const QStringList &arguments);

private:
    void onConnected();
    void onConnectError();
    void onClientReply();
    void listen();
    void onNewConnection();

    QString m_name;
    QStringList m_arguments;
    QPointer<QLocalSocket> m_client;
    QLocalServer *m_server = nullptr;
    QTimer m_timeout;
    bool m_done = false;
};

} // namespace paydesk::ui
