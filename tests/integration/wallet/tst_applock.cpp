// AppLock against the real Secret Service (gnome-keyring in a private D-Bus session, see
// tests/util/with-keyring.sh): setting, checking, changing and removing the lock passphrase; the
// keychain holds only an Argon2id verifier and neither it nor the settings file holds the
// passphrase; wrong guesses wait longer and longer; a new AppLock (a restart) comes up locked.
// Without any keychain (PAYDESK_EXPECT_NO_KEYCHAIN=1) the lock says it cannot be set up.
#include "models/AppLock.h"
#include "models/SettingsModel.h"
#include "payments/solana/SolanaPaymentFlow.h"
#include "util/TestFiles.h"
#include "wallet/SecretStore.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using Result = AppLock::Result;

namespace {

const QByteArray kFirst = "correct horse battery";
const QByteArray kSecond = "zweiter Pass \xc3\xa4\xc3\xb6\xc3\xbc!"; // UTF-8, umlauts
const QString kService = QStringLiteral("PaydeskLockTest");

struct Answer
{
    Result result = Result::Busy;
    QString message;
};

// Runs `start`, then waits for the lock's answer on `signal`.
template <typename Signal> Answer await(AppLock *lock, Signal signal, std::function<void()> start)
{
    QSignalSpy spy(lock, signal);
    start();
    if (spy.isEmpty() && !spy.wait(20000))
        qFatal("the lock did not answer");
    return {spy.first().at(0).template value<Result>(), spy.first().at(1).toString()};
}

Answer unlock(AppLock *lock, const QByteArray &p)
{
    return await(lock, &AppLock::unlockFinished, [&]() { lock->unlock(SecureBytes::copyOf(p)); });
}

Answer setPass(AppLock *lock, const QByteArray &current, const QByteArray &fresh)
{
    return await(lock, &AppLock::passphraseFinished, [&]() {
        lock->setPassphrase(SecureBytes::copyOf(current), SecureBytes::copyOf(fresh));
    });
}

Answer removePass(AppLock *lock, const QByteArray &current)
{
    return await(lock, &AppLock::passphraseFinished,
                 [&]() { lock->removePassphrase(SecureBytes::copyOf(current)); });
}

QByteArray readEntry(SecretStore *store, SecretJob::Status *status = nullptr)
{
    SecretJob *job = store->read(AppLock::keychainEntry());
    QSignalSpy spy(job, &SecretJob::finished);
    if (!spy.wait(15000))
        qFatal("keychain read did not finish");
    if (status)
        *status = job->status();
    const QByteArray out = job->takeSecret().view().toByteArray();
    job->deleteLater();
    return out;
}

} // namespace

class TstAppLock : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<SecretStore> m_store;
    std::unique_ptr<SettingsModel> m_settings;
    bool m_noKeychain = false;

    QString settingsPath() const { return m_dir->filePath(QStringLiteral("settings.ini")); }
    std::unique_ptr<SettingsModel> makeSettings()
    {
        return std::make_unique<SettingsModel>(
            std::make_unique<QSettings>(settingsPath(), QSettings::IniFormat));
    }
    std::unique_ptr<AppLock> makeLock(bool loadIt = true)
    {
        auto lock = std::make_unique<AppLock>(m_store.get(), m_settings->store());
        if (loadIt) {
            QSignalSpy loaded(lock.get(), &AppLock::loaded);
            lock->load();
            if (!loaded.wait(15000))
                qFatal("the lock did not read the keychain");
        }
        return lock;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_noKeychain = qEnvironmentVariableIntValue("PAYDESK_EXPECT_NO_KEYCHAIN") == 1;
        if (!m_noKeychain && qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
    }
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_store = std::make_unique<SecretStore>(kService);
        m_settings = makeSettings();
        if (!m_noKeychain) {
            SecretJob *job = m_store->remove(AppLock::keychainEntry());
            QSignalSpy spy(job, &SecretJob::finished);
            spy.wait(15000);
        }
    }
    void cleanup()
    {
        m_settings.reset();
        m_store.reset();
        m_dir.reset();
    }

    void noKeychainSaysSo()
    {
        if (!m_noKeychain)
            QSKIP("a keychain is available in this run");
        auto lock = makeLock();
        QVERIFY(!lock->keychainProblem().isEmpty());
        QVERIFY(!lock->hasPassphrase());
        QVERIFY(!lock->isLocked());
        const Answer a = setPass(lock.get(), {}, kFirst);
        QCOMPARE(a.result, Result::Keychain);
        QVERIFY2(a.message.startsWith(QStringLiteral("The lock cannot be set up")),
                 qPrintable(a.message));
        QVERIFY(!lock->hasPassphrase());
        QVERIFY(!QFile(settingsPath()).exists() ||
                !paydesk::testing::foundOnDisk(m_dir->path(), kFirst));
    }

    void withoutPassphraseThereIsNoLock()
    {
        if (m_noKeychain)
            QSKIP("no keychain in this run");
        auto lock = makeLock();
        QVERIFY(lock->keychainProblem().isEmpty());
        QVERIFY(!lock->hasPassphrase());
        QVERIFY(!lock->isLocked());
        lock->lock();
        QVERIFY(!lock->isLocked()); // nothing to unlock it with: no lock
        QCOMPARE(unlock(lock.get(), "anything").result, Result::Ok);
        QCOMPARE(removePass(lock.get(), kFirst).result, Result::NoPassphrase);
        QCOMPARE(lock->idleMinutes(), AppLock::kDefaultIdleMinutes);
        lock->setIdleMinutes(5);
        QCOMPARE(makeLock()->idleMinutes(), 5);
    }

    void setCheckChangeRemove()
    {
        if (m_noKeychain)
            QSKIP("no keychain in this run");
        auto lock = makeLock();
        lock->setDelayUnitMs(200);
        QCOMPARE(setPass(lock.get(), {}, "seven77").result, Result::TooShort);
        // Eight characters, not eight bytes: "äöüäöüäö" is 16 bytes, 8 characters.
        QCOMPARE(AppLock::characterCount(SecureBytes::copyOf("\xc3\xa4\xc3\xb6\xc3\xbc")), 3);
        QVERIFY(!lock->hasPassphrase());

        QSignalSpy changed(lock.get(), &AppLock::passphraseChanged);
        QElapsedTimer t;
        t.start();
        const Answer set = setPass(lock.get(), {}, kFirst);
        qInfo("Argon2id (MODERATE) hash + keychain write: %lld ms", t.elapsed());
        QCOMPARE(set.result, Result::Ok);
        QVERIFY(lock->hasPassphrase());
        QCOMPARE(changed.count(), 1);
        QVERIFY(!lock->isLocked()); // setting it does not lock

        // The keychain holds an Argon2id string with libsodium's MODERATE limits, not the
        // passphrase; the settings file holds neither.
        const QByteArray stored = readEntry(m_store.get());
        QVERIFY2(stored.startsWith("$argon2id$v=19$m=262144,t=3,p=1$"), stored.constData());
        QVERIFY(!stored.contains(kFirst));
        QVERIFY(!paydesk::testing::foundOnDisk(m_dir->path(), kFirst));
        QVERIFY(!paydesk::testing::foundOnDisk(m_dir->path(), "argon2id"));
        QVERIFY(!paydesk::testing::foundOnDisk(qEnvironmentVariable("PAYDESK_TEST_HOME"), kFirst));

        QSignalSpy locked(lock.get(), &AppLock::lockedChanged);
        lock->lock();
        QVERIFY(lock->isLocked());
        QCOMPARE(locked.count(), 1);
        QCOMPARE(locked.first().at(0).toBool(), true);
        // Changing the passphrase needs Paydesk unlocked.
        QCOMPARE(setPass(lock.get(), kFirst, kSecond).result, Result::NotUnlocked);

        const Answer wrong = unlock(lock.get(), "correct horse battery!");
        QCOMPARE(wrong.result, Result::WrongPassphrase);
        QVERIFY(lock->isLocked());
        QCOMPARE(lock->failedAttempts(), 1);
        // Right away, even the right one waits out the delay.
        QCOMPARE(unlock(lock.get(), kFirst).result, Result::TooSoon);
        QVERIFY(lock->isLocked());
        QTRY_COMPARE(lock->retryInMs(), qint64(0));
        t.restart();
        QCOMPARE(unlock(lock.get(), kFirst).result, Result::Ok);
        qInfo("Argon2id (MODERATE) verify + keychain read: %lld ms", t.elapsed());
        QVERIFY(!lock->isLocked());
        QCOMPARE(locked.last().at(0).toBool(), false);
        QCOMPARE(lock->failedAttempts(), 0);

        // Change: the current passphrase is checked first.
        QCOMPARE(setPass(lock.get(), "not it at all", kSecond).result, Result::WrongPassphrase);
        QTRY_COMPARE(lock->retryInMs(), qint64(0));
        QCOMPARE(setPass(lock.get(), kFirst, kSecond).result, Result::Ok);
        const QByteArray second = readEntry(m_store.get());
        QVERIFY(second.startsWith("$argon2id$"));
        QVERIFY(second != stored);
        lock->lock();
        QCOMPARE(unlock(lock.get(), kFirst).result, Result::WrongPassphrase);
        QTRY_COMPARE(lock->retryInMs(), qint64(0));
        QCOMPARE(unlock(lock.get(), kSecond).result, Result::Ok);

        // Remove: checked too; then the entry is gone and there is no lock.
        QCOMPARE(removePass(lock.get(), kFirst).result, Result::WrongPassphrase);
        QVERIFY(lock->hasPassphrase());
        QTRY_COMPARE(lock->retryInMs(), qint64(0));
        QCOMPARE(removePass(lock.get(), kSecond).result, Result::Ok);
        QVERIFY(!lock->hasPassphrase());
        SecretJob::Status status;
        readEntry(m_store.get(), &status);
        QCOMPARE(status, SecretJob::Status::NotFound);
        lock->lock();
        QVERIFY(!lock->isLocked());
    }

    void delayGrows()
    {
        if (m_noKeychain)
            QSKIP("no keychain in this run");
        auto lock = makeLock();
        QCOMPARE(lock->delayAfter(0), qint64(0));
        QCOMPARE(lock->delayAfter(1), qint64(1000));
        QCOMPARE(lock->delayAfter(2), qint64(2000));
        QCOMPARE(lock->delayAfter(3), qint64(4000));
        QCOMPARE(lock->delayAfter(5), qint64(16000));
        QCOMPARE(lock->delayAfter(6), qint64(30000)); // capped
        QCOMPARE(lock->delayAfter(40), qint64(30000));

        QCOMPARE(setPass(lock.get(), {}, kFirst).result, Result::Ok);
        lock->lock();
        // Real seconds: the message says the delay, and it doubles.
        for (int i = 1; i <= 3; ++i) {
            QTRY_COMPARE_WITH_TIMEOUT(lock->retryInMs(), qint64(0), 6000);
            const Answer a = unlock(lock.get(), "guess number " + QByteArray::number(i));
            QCOMPARE(a.result, Result::WrongPassphrase);
            const QString expected = QStringLiteral("Try again in %1 s.").arg(1 << (i - 1));
            QVERIFY2(a.message.contains(expected), qPrintable(a.message));
            QVERIFY(lock->retryInMs() > (1 << (i - 1)) * 1000 - 500);
            const Answer early = unlock(lock.get(), kFirst);
            QCOMPARE(early.result, Result::TooSoon);
            QVERIFY2(early.message.contains(QStringLiteral("Wait")), qPrintable(early.message));
        }
        QCOMPARE(lock->failedAttempts(), 3);
        QVERIFY(lock->isLocked());
    }

    void restartComesUpLocked()
    {
        if (m_noKeychain)
            QSKIP("no keychain in this run");
        {
            auto lock = makeLock();
            lock->setDelayUnitMs(1000);
            QCOMPARE(setPass(lock.get(), {}, kFirst).result, Result::Ok);
            QVERIFY(!lock->isLocked());
            lock->lock();
            QCOMPARE(unlock(lock.get(), "wrong wrong").result, Result::WrongPassphrase);
        }
        // A new object over the same settings and keychain: locked from the first instant
        // (before the keychain answered), and still locked after; the failed guess counts.
        m_settings = makeSettings();
        auto again = makeLock(false);
        QVERIFY(again->isLocked());
        QVERIFY(again->hasPassphrase());
        QCOMPARE(again->failedAttempts(), 1);
        QVERIFY(again->retryInMs() > 0);
        QSignalSpy loaded(again.get(), &AppLock::loaded);
        again->load();
        QVERIFY(loaded.wait(15000));
        QVERIFY(again->isLocked());
        QVERIFY(again->notice().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(again->retryInMs(), qint64(0), 3000);
        QCOMPARE(unlock(again.get(), kFirst).result, Result::Ok);
        QVERIFY(!again->isLocked());

        // Even a settings file that claims "no lock" comes up locked once the keychain answers.
        m_settings->setValue(QStringLiteral("lock/enabled"), false);
        auto tampered = makeLock(false);
        QVERIFY(!tampered->isLocked());
        QSignalSpy lockedSpy(tampered.get(), &AppLock::lockedChanged);
        tampered->load();
        QTRY_VERIFY(tampered->isLoaded());
        QVERIFY(tampered->isLocked());
        QCOMPARE(lockedSpy.count(), 1);

        // The verifier deleted behind Paydesk's back: no lock, and a note saying so.
        SecretJob *job = m_store->remove(AppLock::keychainEntry());
        QSignalSpy removed(job, &SecretJob::finished);
        QVERIFY(removed.wait(15000));
        auto gone = makeLock();
        QVERIFY(!gone->isLocked());
        QVERIFY(!gone->hasPassphrase());
        QVERIFY(!gone->notice().isEmpty());
    }

    void lockedKeysAreWithheld()
    {
        if (m_noKeychain)
            QSKIP("no keychain in this run");
        auto lock = makeLock();
        QCOMPARE(setPass(lock.get(), {}, kFirst).result, Result::Ok);
        int innerCalls = 0;
        solana::SolanaPaymentFlow::KeyProvider inner =
            [&innerCalls](const QString &, QObject *, solana::SolanaPaymentFlow::KeyCallback done) {
                ++innerCalls;
                done(std::nullopt, QStringLiteral("inner"));
            };
        const auto guarded = AppLock::guardKeys(lock.get(), inner);
        QString error;
        auto callback = [&error](std::optional<solana::Keypair> k, const QString &e) {
            QVERIFY(!k);
            error = e;
        };
        guarded(QStringLiteral("addr"), this, callback);
        QCOMPARE(innerCalls, 1); // unlocked: the real provider answers
        QCOMPARE(error, QStringLiteral("inner"));
        lock->lock();
        guarded(QStringLiteral("addr"), this, callback);
        QCOMPARE(innerCalls, 1); // locked: no key, and why
        QCOMPARE(error, AppLock::lockedMessage());
    }
};

QTEST_GUILESS_MAIN(TstAppLock)
#include "tst_applock.moc"
