#include "AppLock.h"

#include "wallet/SecretStore.h"

#include <QFutureWatcher>
#include <QPromise>
#include <QSettings>
#include <QThreadPool>
#include <algorithm>
#include <cstring>
#include <sodium.h>

namespace paydesk {

namespace {
const QString kEnabled = QStringLiteral("lock/enabled");
const QString kIdle = QStringLiteral("lock/idleMinutes");
const QString kFailures = QStringLiteral("lock/failedAttempts");
constexpr char kPrefix[] = "$argon2id$";

// A verifier as read from the keychain: an Argon2id string of libsodium's format.
bool looksLikeVerifier(const SecureBytes &v)
{
    return v.size() > sizeof(kPrefix) - 1 && v.size() < crypto_pwhash_STRBYTES &&
           std::memcmp(v.data(), kPrefix, sizeof(kPrefix) - 1) == 0 &&
           std::find(v.data(), v.data() + v.size(), 0) == v.data() + v.size();
}
} // namespace

// One hashing job: its inputs and outputs, shared with the pool thread until it is done.
struct AppLock::Work
{
    SecureBytes passphrase;
    SecureBytes verifier; // in: to check against; out: the new one (hashing)
    bool hashing = false;
    bool ok = false;
};

AppLock::AppLock(SecretStore *secrets, QSettings *settings, QObject *parent)
    : QObject(parent), m_secrets(secrets), m_settings(settings)
{
    // Fail closed until the keychain answers: a passphrase on record means locked.
    m_hasPassphrase = m_settings->value(kEnabled, false).toBool();
    m_locked = m_hasPassphrase;
    m_failures = std::max(0, m_settings->value(kFailures, 0).toInt());
    m_nextTry = QDeadlineTimer(delayAfter(m_failures));
}

AppLock::~AppLock() = default;

void AppLock::remember(const QString &key, const QVariant &value)
{
    m_settings->setValue(key, value);
    m_settings->sync(); // a failed attempt counts even if Paydesk is killed right after
}

QString AppLock::lockedMessage()
{
    return tr("Paydesk is locked. Unlock it with your passphrase; nothing was signed or sent.");
}

QList<int> AppLock::idleChoices()
{
    return {0, 1, 5, 15, 30, 60};
}

int AppLock::idleMinutes() const
{
    return std::clamp(m_settings->value(kIdle, kDefaultIdleMinutes).toInt(), 0, 24 * 60);
}

void AppLock::setIdleMinutes(int minutes)
{
    minutes = std::clamp(minutes, 0, 24 * 60);
    if (minutes == idleMinutes() && m_settings->contains(kIdle))
        return;
    remember(kIdle, minutes);
    Q_EMIT idleMinutesChanged(minutes);
}

int AppLock::characterCount(const SecureBytes &utf8)
{
    // Code points: every byte that is not a UTF-8 continuation byte starts one.
    return int(std::count_if(utf8.data(), utf8.data() + utf8.size(),
                             [](unsigned char c) { return (c & 0xC0) != 0x80; }));
}

qint64 AppLock::delayAfter(int failures) const
{
    if (failures <= 0)
        return 0;
    const qint64 units =
        failures > 6 ? kMaxDelaySeconds : std::min<qint64>(kMaxDelaySeconds, 1LL << (failures - 1));
    return units * m_unitMs;
}

qint64 AppLock::retryInMs() const
{
    return m_failures == 0 ? 0 : std::max<qint64>(0, m_nextTry.remainingTime());
}

void AppLock::setBusy(bool busy)
{
    if (std::exchange(m_busy, busy) != busy)
        Q_EMIT busyChanged(busy);
}

void AppLock::setLocked(bool locked)
{
    if (std::exchange(m_locked, locked) != locked)
        Q_EMIT lockedChanged(locked);
}

void AppLock::setHasPassphrase(bool has)
{
    remember(kEnabled, has);
    if (std::exchange(m_hasPassphrase, has) != has)
        Q_EMIT passphraseChanged(has);
}

void AppLock::lock()
{
    if (m_hasPassphrase)
        setLocked(true);
}

void AppLock::load()
{
    if (m_loaded || m_loading)
        return;
    m_loading = true;
    SecretJob *job = m_secrets->read(keychainEntry());
    connect(job, &SecretJob::finished, this, [this, job]() {
        job->deleteLater();
        m_loading = false;
        m_loaded = true;
        if (job->ok()) {
            SecureBytes verifier = job->takeSecret();
            if (!looksLikeVerifier(verifier))
                m_keychainProblem = tr("The lock's entry in the keychain (\"%1\") is damaged. "
                                       "Delete it with your keychain's manager to start over.")
                                        .arg(keychainEntry());
            setHasPassphrase(true);
            setLocked(true); // with a passphrase, Paydesk starts locked
        } else if (job->status() == SecretJob::Status::NotFound) {
            if (m_locked)
                m_notice = tr("The lock passphrase is no longer in the keychain, so Paydesk is "
                              "not locked. Set a new passphrase in Settings to lock it again.");
            setHasPassphrase(false);
            setLocked(false);
        } else {
            // Without a keychain the lock cannot be set up; a lock on record stays closed.
            m_keychainProblem = job->errorText();
        }
        Q_EMIT loaded();
    });
}

void AppLock::finish(Op op, Result result, const QString &message)
{
    setBusy(false);
    answer(op, result, message);
}

void AppLock::answer(Op op, Result result, const QString &message)
{
    if (op == Op::Unlock)
        Q_EMIT unlockFinished(result, message);
    else
        Q_EMIT passphraseFinished(result, message);
}

// The answers that need no keychain and no hashing. True when `op` was answered.
bool AppLock::refuseEarly(Op op)
{
    if (!m_loaded)
        load();
    if (m_busy || !m_loaded) {
        answer(op, Result::Busy,
               m_busy ? tr("Paydesk is still checking the previous passphrase.")
                      : tr("Paydesk is still reading the keychain; try again in a moment."));
        return true;
    }
    if (const qint64 ms = retryInMs(); ms > 0 && (op == Op::Unlock || m_hasPassphrase)) {
        finish(op, Result::TooSoon, tr("Wait %1 s before the next try.").arg((ms + 999) / 1000));
        return true;
    }
    return false;
}

void AppLock::unlock(SecureBytes passphrase)
{
    if (!m_busy && !m_locked)
        return finish(Op::Unlock, Result::Ok, {});
    if (refuseEarly(Op::Unlock))
        return;
    if (!m_hasPassphrase)
        return finish(Op::Unlock, Result::NoPassphrase, tr("No lock passphrase is set."));
    checkThen(Op::Unlock, std::move(passphrase), [this]() {
        setLocked(false);
        finish(Op::Unlock, Result::Ok, {});
    });
}

void AppLock::setPassphrase(SecureBytes current, SecureBytes fresh)
{
    if (refuseEarly(Op::Set))
        return;
    if (!m_keychainProblem.isEmpty())
        return finish(Op::Set, Result::Keychain,
                      tr("The lock cannot be set up: %1").arg(m_keychainProblem));
    if (m_locked)
        return finish(Op::Set, Result::NotUnlocked, tr("Unlock Paydesk first."));
    if (characterCount(fresh) < kMinLength)
        return finish(Op::Set, Result::TooShort,
                      tr("The passphrase needs at least %1 characters.").arg(kMinLength));
    if (!m_hasPassphrase)
        return storeNew(std::move(fresh));
    auto keep = std::make_shared<SecureBytes>(std::move(fresh));
    checkThen(Op::Set, std::move(current), [this, keep]() { storeNew(std::move(*keep)); });
}

void AppLock::removePassphrase(SecureBytes current)
{
    if (refuseEarly(Op::Remove))
        return;
    if (!m_hasPassphrase)
        return finish(Op::Remove, Result::NoPassphrase, tr("No lock passphrase is set."));
    if (m_locked)
        return finish(Op::Remove, Result::NotUnlocked, tr("Unlock Paydesk first."));
    checkThen(Op::Remove, std::move(current), [this]() {
        SecretJob *job = m_secrets->remove(keychainEntry());
        connect(job, &SecretJob::finished, this, [this, job]() {
            job->deleteLater();
            if (!job->ok() && job->status() != SecretJob::Status::NotFound)
                return finish(Op::Remove, Result::Keychain,
                              tr("The passphrase could not be removed: %1").arg(job->errorText()));
            setHasPassphrase(false);
            setLocked(false);
            finish(Op::Remove, Result::Ok, {});
        });
    });
}

// Reads the verifier from the keychain (fresh for every check: nothing cached in memory).
void AppLock::withVerifier(Op op, const std::function<void(SecureBytes)> &next)
{
    SecretJob *job = m_secrets->read(keychainEntry());
    connect(job, &SecretJob::finished, this, [this, op, job, next]() {
        job->deleteLater();
        if (!job->ok())
            return finish(op, Result::Keychain,
                          tr("The passphrase cannot be checked: %1").arg(job->errorText()));
        SecureBytes verifier = job->takeSecret();
        if (!looksLikeVerifier(verifier))
            return finish(op, Result::Keychain,
                          tr("The lock's entry in the keychain (\"%1\") is damaged. Delete it "
                             "with your keychain's manager to start over.")
                              .arg(keychainEntry()));
        next(std::move(verifier));
    });
}

void AppLock::runOffThread(const std::shared_ptr<Work> &work, const std::function<void()> &done)
{
    auto promise = std::make_shared<QPromise<void>>();
    auto *watcher = new QFutureWatcher<void>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [watcher, done]() {
        watcher->deleteLater();
        done();
    });
    watcher->setFuture(promise->future());
    QThreadPool::globalInstance()->start([promise, work]() {
        promise->start();
        if (work->hashing) {
            char out[crypto_pwhash_STRBYTES] = {};
            work->ok = crypto_pwhash_str_alg(
                           out, reinterpret_cast<const char *>(work->passphrase.data()),
                           work->passphrase.size(), crypto_pwhash_OPSLIMIT_MODERATE,
                           crypto_pwhash_MEMLIMIT_MODERATE, crypto_pwhash_ALG_ARGON2ID13) == 0;
            if (work->ok)
                work->verifier = SecureBytes(out, std::strlen(out));
            sodium_memzero(out, sizeof out);
        } else {
            SecureBytes z(work->verifier.size() + 1); // NUL-terminated copy
            std::memcpy(z.data(), work->verifier.data(), work->verifier.size());
            work->ok =
                crypto_pwhash_str_verify(reinterpret_cast<const char *>(z.data()),
                                         reinterpret_cast<const char *>(work->passphrase.data()),
                                         work->passphrase.size()) == 0;
        }
        work->passphrase.clear();
        promise->finish();
    });
}

void AppLock::checkThen(Op op, SecureBytes passphrase, const std::function<void()> &next)
{
    setBusy(true);
    auto work = std::make_shared<Work>();
    work->passphrase = std::move(passphrase);
    withVerifier(op, [this, op, work, next](SecureBytes verifier) {
        work->verifier = std::move(verifier);
        runOffThread(work, [this, op, work, next]() {
            work->verifier.clear();
            if (!work->ok)
                return onWrong(op);
            onRight();
            next();
        });
    });
}

void AppLock::storeNew(SecureBytes fresh)
{
    setBusy(true);
    auto work = std::make_shared<Work>();
    work->passphrase = std::move(fresh);
    work->hashing = true;
    runOffThread(work, [this, work]() {
        if (!work->ok)
            return finish(Op::Set, Result::Keychain,
                          tr("The passphrase could not be hashed (not enough memory?)."));
        SecretJob *job = m_secrets->write(keychainEntry(), work->verifier);
        work->verifier.clear();
        connect(job, &SecretJob::finished, this, [this, job]() {
            job->deleteLater();
            if (!job->ok())
                return finish(Op::Set, Result::Keychain,
                              tr("The lock cannot be set up: %1").arg(job->errorText()));
            setHasPassphrase(true);
            finish(Op::Set, Result::Ok, {});
        });
    });
}

void AppLock::onWrong(Op op)
{
    ++m_failures;
    remember(kFailures, m_failures);
    const qint64 ms = delayAfter(m_failures);
    m_nextTry = QDeadlineTimer(ms);
    finish(op, Result::WrongPassphrase,
           tr("Wrong passphrase. Try again in %1 s.").arg((ms + 999) / 1000));
}

void AppLock::onRight()
{
    if (m_failures != 0) {
        m_failures = 0;
        remember(kFailures, 0);
    }
    m_nextTry = QDeadlineTimer(0);
}

} // namespace paydesk
