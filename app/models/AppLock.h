#pragma once

#include "core/SecureBytes.h"

#include <QDeadlineTimer>
#include <QObject>
#include <QPointer>
#include <QSettings>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

namespace paydesk {

class SecretJob;
class SecretStore;

// The app lock: while locked, nothing is signed or sent (the models that sign or send ask
// isLocked() before acting) and the views hide the wallet. Unlocking needs the Paydesk lock
// passphrase, checked against an Argon2id verifier (libsodium crypto_pwhash_str, MODERATE limits)
// kept in the OS keychain through SecretStore, never in the settings file. The passphrase is held
// only in SecureBytes and all hashing runs on QThreadPool, answered back with a queued signal.
//
// Without a passphrase there is no lock: lock() does nothing and auto-lock is off. With one,
// Paydesk starts locked. Wrong guesses make the next try wait 1, 2, 4 ... up to 30 seconds; the
// count survives a restart. The idle time before auto-lock (minutes, 0 = never) is a setting; the
// views measure idleness (ui/shell/IdleWatcher) and call lock().
class AppLock : public QObject
{
    Q_OBJECT
public:
    enum class Result
    {
        Ok,
        WrongPassphrase, // the passphrase does not match (the delay grows)
        TooSoon,         // the delay after a wrong passphrase is not over yet
        TooShort,        // a new passphrase under kMinLength characters
        Busy,            // a check is running, or the keychain was not read yet
        NotUnlocked,     // changing the passphrase needs Paydesk unlocked
        NoPassphrase,    // nothing to unlock or remove
        Keychain         // the keychain failed or has no usable entry (message says why)
    };
    Q_ENUM(Result)

    static constexpr int kMinLength = 8; // characters (Unicode code points)
    static constexpr int kDefaultIdleMinutes = 15;
    static constexpr int kMaxDelaySeconds = 30;

    AppLock(SecretStore *secrets, QSettings *settings, QObject *parent = nullptr);
    ~AppLock() override;

    // Reads the keychain once (asynchronous; loaded() follows). Until then the lock trusts the
    // settings' hint: with a passphrase on record, Paydesk is locked from the first instant.
    void load();
    bool isLoaded() const { return m_loaded; }
    bool hasPassphrase() const { return m_hasPassphrase; }
    bool isLocked() const { return m_locked; }
    bool isBusy() const { return m_busy; }
    // Why the lock cannot be used (no keychain), translated; empty when it can.
    QString keychainProblem() const { return m_keychainProblem; }
    // A one-off note for the user from load() (e.g. the verifier vanished); empty when none.
    QString notice() const { return m_notice; }

    // Idle minutes before auto-lock; 0 = never. Only used while a passphrase is set.
    int idleMinutes() const;
    void setIdleMinutes(int minutes);
    static QList<int> idleChoices(); // 0, 1, 5, 15, 30, 60

    // Starts a check; unlockFinished() answers (at once for TooSoon / Busy / NoPassphrase).
    void unlock(SecureBytes passphrase);
    // Sets (current empty when none is set yet) or changes the passphrase: needs Paydesk
    // unlocked and the current passphrase. passphraseFinished() answers.
    void setPassphrase(SecureBytes current, SecureBytes fresh);
    void removePassphrase(SecureBytes current);

    // Milliseconds until the next guess is accepted (0: now).
    qint64 retryInMs() const;
    int failedAttempts() const { return m_failures; }
    // The delay after `failures` wrong guesses, in ms (1 s, 2 s, 4 s ... 30 s).
    qint64 delayAfter(int failures) const;
    // Test seam: the delay unit (1000 ms in the app).
    void setDelayUnitMs(int ms) { m_unitMs = ms; }

    static int characterCount(const SecureBytes &utf8);
    static QString lockedMessage();
    // The keychain entry of the verifier (under the SecretStore's service).
    static QString keychainEntry() { return QStringLiteral("app-lock:argon2id"); }

    // Wraps a key provider (solana::SolanaPaymentFlow::KeyProvider) so that it hands out no key
    // while Paydesk is locked: the flow then stops with lockedMessage(), nothing signed.
    // The same guard for every family's keys at once (x402::WalletKeys::setGate): the sentence
    // while locked (or gone), empty while unlocked; no gate without a lock.
    static std::function<QString()> keysGate(AppLock *lock)
    {
        if (!lock)
            return {};
        return [guard = QPointer<AppLock>(lock)]() {
            return !guard || guard->isLocked() ? lockedMessage() : QString();
        };
    }
    template <typename Provider> static Provider guardKeys(AppLock *lock, Provider inner)
    {
        if (!lock)
            return inner;
        return [guard = QPointer<AppLock>(lock), inner](const QString &address, QObject *context,
                                                        auto done) {
            if (!guard || guard->isLocked())
                return done(std::nullopt, lockedMessage());
            inner(address, context, std::move(done));
        };
    }

public Q_SLOTS:
    // Locks now (the "Lock now" action, Ctrl+L, the tray, the idle timer). Does nothing without
    // a passphrase or while already locked.
    void lock();

Q_SIGNALS:
    void lockedChanged(bool locked);
    void passphraseChanged(bool set);
    void busyChanged(bool busy);
    void loaded();
    void idleMinutesChanged(int minutes);
    void unlockFinished(paydesk::AppLock::Result result, const QString &message);
    void passphraseFinished(paydesk::AppLock::Result result, const QString &message);

private:
    struct Work;
    enum class Op
    {
        Unlock,
        Set,
        Remove
    };
    void setBusy(bool busy);
    void setLocked(bool locked);
    void setHasPassphrase(bool has);
    void finish(Op op, Result result, const QString &message);
    void answer(Op op, Result result, const QString &message);
    bool refuseEarly(Op op);
    void withVerifier(Op op, const std::function<void(SecureBytes verifier)> &next);
    void runOffThread(const std::shared_ptr<Work> &work, const std::function<void()> &done);
    void checkThen(Op op, SecureBytes passphrase, const std::function<void()> &next);
    void storeNew(SecureBytes fresh);
    void onWrong(Op op);
    void onRight();

    SecretStore *m_secrets;
    void remember(const QString &key, const QVariant &value);
    QSettings *m_settings;
    bool m_loaded = false;
    bool m_loading = false;
    bool m_hasPassphrase = false;
    bool m_locked = false;
    bool m_busy = false;
    int m_failures = 0;
    int m_unitMs = 1000;
    QDeadlineTimer m_nextTry;
    QString m_keychainProblem;
    QString m_notice;
};

} // namespace paydesk
