#pragma once

#include "core/SecureBytes.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

namespace QKeychain {
class Job;
}

namespace paydesk {

// One keychain operation (read, write or delete) with a finished() signal.
class SecretJob : public QObject
{
    Q_OBJECT
public:
    enum class Status
    {
        Running,
        Ok,
        NotFound,
        NoKeychain,
        Locked,
        Failed
    };
    Status status() const { return m_status; }
    bool ok() const { return m_status == Status::Ok; }
    // A sentence saying what went wrong and what to do (translated); empty on success.
    QString errorText() const { return m_errorText; }
    // The secret of a successful read (moved out; a second call returns an empty buffer).
    SecureBytes takeSecret() { return std::move(m_secret); }

Q_SIGNALS:
    void finished();

private:
    friend class SecretStore;
    explicit SecretJob(QObject *parent) : QObject(parent) {}
    void complete(QKeychain::Job *job, bool isRead);
    void checkLocked();

    Status m_status = Status::Running;
    QString m_errorText;
    SecureBytes m_secret;
};

// Secrets in the OS keychain through QtKeychain (Secret Service on Linux, Keychain on macOS,
// Credential Manager on Windows). Never the insecure plaintext fallback: without a keychain the
// operation fails with a message that says what is missing. The GUI and paydesk-cli use the same
// entries, so a key stored by one is seen by the other.
class SecretStore : public QObject
{
    Q_OBJECT
public:
    explicit SecretStore(QString service = QStringLiteral("Paydesk"), QObject *parent = nullptr);

    // Entry name of the API key for a service: "api-key:https://host:port".
    static QString apiKeyEntry(const QUrl &serviceUrl);

    SecretJob *read(const QString &entry);
    SecretJob *write(const QString &entry, const SecureBytes &secret);
    SecretJob *remove(const QString &entry);

private:
    SecretJob *start(QKeychain::Job *job, bool isRead, QByteArray toWipe = {});
    QString m_service;
};

} // namespace paydesk
