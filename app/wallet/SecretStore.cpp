#include "SecretStore.h"

#include "core/LogCategories.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QDBusVariant>
#include <qt6keychain/keychain.h>

namespace paydesk {

namespace {

QString explain(QKeychain::Error code, const QString &detail, SecretJob::Status *status)
{
    switch (code) {
    case QKeychain::EntryNotFound:
        *status = SecretJob::Status::NotFound;
        return SecretStore::tr("No such entry in the keychain.");
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        *status = SecretJob::Status::Locked;
        return SecretStore::tr("The keychain is locked or refused access. Unlock it (on Linux: "
                               "log in to your desktop session, or unlock the \"login\" keyring "
                               "in Passwords and Keys) and try again.");
    case QKeychain::NoBackendAvailable:
        *status = SecretJob::Status::NoKeychain;
        return SecretStore::tr("No secure keychain is available. On Linux, Paydesk needs a "
                               "Secret Service provider (GNOME Keyring or KWallet) running in "
                               "your session: install gnome-keyring and log in again.");
    case QKeychain::NotImplemented:
        *status = SecretJob::Status::NoKeychain;
        return SecretStore::tr("This system's keychain is not supported.");
    default:
        break;
    }
    // "Cannot autolaunch D-Bus", "ServiceUnknown", "Object does not exist at path ...": no
    // Secret Service on the session bus.
    // "Could not connect: ..." (no session bus at all).
    if (detail.contains(QStringLiteral("D-Bus"), Qt::CaseInsensitive) ||
        detail.contains(QStringLiteral("DBus"), Qt::CaseInsensitive) ||
        detail.contains(QStringLiteral("Could not connect"), Qt::CaseInsensitive) ||
        detail.contains(QStringLiteral("ServiceUnknown")) ||
        detail.contains(QStringLiteral("does not exist"))) {
        *status = SecretJob::Status::NoKeychain;
        return SecretStore::tr("No secure keychain is reachable (%1). On Linux, Paydesk needs "
                               "the Secret Service (org.freedesktop.secrets, e.g. GNOME Keyring) "
                               "on your session's D-Bus: install gnome-keyring, make sure a login "
                               "keyring exists and is unlocked, and try again.")
            .arg(detail);
    }
    *status = SecretJob::Status::Failed;
    return SecretStore::tr("The keychain failed: %1").arg(detail);
}

} // namespace

void SecretJob::complete(QKeychain::Job *job, bool isRead)
{
    if (job->error() == QKeychain::NoError) {
        m_status = Status::Ok;
        if (isRead) {
            auto *read = static_cast<QKeychain::ReadPasswordJob *>(job);
            QByteArray data = read->binaryData();
            m_secret = SecureBytes::copyOf(data);
            SecureBytes::wipe(data);
        }
    } else {
        m_errorText = explain(job->error(), job->errorString(), &m_status);
        // The entry's name and the error, never a value.
        qCInfo(lcKeychain).noquote()
            << "keychain" << (isRead ? "read of" : "change of") << job->key() << "failed: code"
            << int(job->error()) << job->errorString();
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
        if (m_status == Status::NotFound)
            return checkLocked();
#endif
    }
    Q_EMIT finished();
}

void SecretJob::checkLocked()
{
    // A locked Secret Service collection that nobody can unlock (no prompt, e.g. no display)
    // answers a lookup with "not found". Ask whether the default collection is locked, so that
    // the user is told to unlock it, not to import the key again.
    QDBusMessage call = QDBusMessage::createMethodCall(
        QStringLiteral("org.freedesktop.secrets"),
        QStringLiteral("/org/freedesktop/secrets/aliases/default"),
        QStringLiteral("org.freedesktop.DBus.Properties"), QStringLiteral("Get"));
    call << QStringLiteral("org.freedesktop.Secret.Collection") << QStringLiteral("Locked");
    auto *watcher =
        new QDBusPendingCallWatcher(QDBusConnection::sessionBus().asyncCall(call, 5000), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this, watcher]() {
        watcher->deleteLater();
        const QDBusPendingReply<QDBusVariant> reply = *watcher;
        if (!reply.isError() && reply.value().variant().toBool())
            m_errorText = explain(QKeychain::AccessDenied, {}, &m_status);
        Q_EMIT finished();
    });
}

SecretStore::SecretStore(QString service, QObject *parent)
    : QObject(parent), m_service(std::move(service))
{}

QString SecretStore::apiKeyEntry(const QUrl &serviceUrl)
{
    return QStringLiteral("api-key:") + serviceUrl
                                            .adjusted(QUrl::RemovePath | QUrl::RemoveQuery |
                                                      QUrl::RemoveFragment | QUrl::RemoveUserInfo |
                                                      QUrl::StripTrailingSlash)
                                            .toString();
}

SecretJob *SecretStore::start(QKeychain::Job *job, bool isRead, QByteArray toWipe)
{
    auto *result = new SecretJob(this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false); // never plaintext (QtKeychain's fallback writes a plain file)
    connect(job, &QKeychain::Job::finished, result,
            [result, isRead, toWipe](QKeychain::Job *j) mutable {
                SecureBytes::wipe(toWipe);
                result->complete(j, isRead);
            });
    job->start();
    return result;
}

SecretJob *SecretStore::read(const QString &entry)
{
    auto *job = new QKeychain::ReadPasswordJob(m_service);
    job->setKey(entry);
    return start(job, true);
}

SecretJob *SecretStore::write(const QString &entry, const SecureBytes &secret)
{
    auto *job = new QKeychain::WritePasswordJob(m_service);
    job->setKey(entry);
    // QtKeychain takes a QByteArray; the copy is wiped once the job is done. Our own copy in
    // the lambda shares its buffer with the job's (implicit sharing) until then.
    QByteArray copy(reinterpret_cast<const char *>(secret.data()), qsizetype(secret.size()));
    job->setBinaryData(copy);
    return start(job, false, copy);
}

SecretJob *SecretStore::remove(const QString &entry)
{
    auto *job = new QKeychain::DeletePasswordJob(m_service);
    job->setKey(entry);
    return start(job, false);
}

} // namespace paydesk
