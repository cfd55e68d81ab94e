// SecretStore against the real Secret Service (gnome-keyring in a private D-Bus session, see
// tests/util/with-keyring.sh), and without any keychain (PAYDESK_EXPECT_NO_KEYCHAIN=1).
#include "util/TestFiles.h"
#include "wallet/SecretStore.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTest>

using namespace paydesk;
using paydesk::testing::foundOnDisk;

namespace {

SecretJob *finish(SecretJob *job)
{
    QSignalSpy spy(job, &SecretJob::finished);
    if (!spy.wait(15000))
        qFatal("keychain job did not finish");
    return job;
}

} // namespace

class TstSecretStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        m_noKeychain = qEnvironmentVariableIntValue("PAYDESK_EXPECT_NO_KEYCHAIN") == 1;
        if (!m_noKeychain && qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
    }
    void roundTrip()
    {
        if (m_noKeychain)
            QSKIP("no keychain in this run");
        SecretStore store(QStringLiteral("PaydeskTest"));
        const QString entry =
            SecretStore::apiKeyEntry(QUrl(QStringLiteral("https://api.example.com/v1?x=1")));
        QCOMPARE(entry, QStringLiteral("api-key:https://api.example.com"));
        const QByteArray secret = "sk_test_Zq8v\x01\xff binary-safe";
        QVERIFY(finish(store.write(entry, SecureBytes::copyOf(secret)))->ok());
        SecretJob *read = finish(store.read(entry));
        QVERIFY2(read->ok(), qPrintable(read->errorText()));
        QCOMPARE(read->takeSecret().view(), QByteArrayView(secret));
        QVERIFY(read->takeSecret().isEmpty()); // moved out once

        // Overwrite (key rotation), then the new value is what is read.
        QVERIFY(finish(store.write(entry, SecureBytes::copyOf("sk_test_rotated")))->ok());
        QCOMPARE(finish(store.read(entry))->takeSecret().view(), QByteArrayView("sk_test_rotated"));

        // It really is in the Secret Service: secret-tool finds the item.
        QProcess tool;
        tool.start(QStringLiteral("secret-tool"),
                   {QStringLiteral("search"), QStringLiteral("user"), entry});
        QVERIFY(tool.waitForFinished(10000));
        QVERIFY2(tool.readAllStandardError().contains("PaydeskTest") ||
                     tool.readAllStandardOutput().contains("PaydeskTest"),
                 "secret-tool does not see the item");

        // Nothing in plaintext anywhere under HOME (keyring files are encrypted).
        QVERIFY(!foundOnDisk(qEnvironmentVariable("PAYDESK_TEST_HOME"), "sk_test_rotated"));

        QVERIFY(finish(store.remove(entry))->ok());
        QCOMPARE(finish(store.read(entry))->status(), SecretJob::Status::NotFound);
        // Deleting what is not there is harmless (libsecret reports success).
        const auto again = finish(store.remove(entry))->status();
        QVERIFY(again == SecretJob::Status::Ok || again == SecretJob::Status::NotFound);
    }
    void noKeychainIsAClearError()
    {
        if (!m_noKeychain)
            QSKIP("a keychain is available in this run");
        SecretStore store(QStringLiteral("PaydeskTest"));
        SecretJob *w = finish(store.write(QStringLiteral("api-key:https://x.org"),
                                          SecureBytes::copyOf("sk_should_not_land")));
        QVERIFY(!w->ok());
        QVERIFY2(w->status() == SecretJob::Status::NoKeychain, qPrintable(w->errorText()));
        QVERIFY2(w->errorText().contains(QStringLiteral("Secret Service")),
                 qPrintable(w->errorText()));
        // And no plaintext fallback file was written.
        QVERIFY(!foundOnDisk(QDir::homePath() + QStringLiteral("/.config"), "sk_should_not_land"));
    }

private:
    bool m_noKeychain = false;
};

QTEST_GUILESS_MAIN(TstSecretStore)
#include "tst_secretstore.moc"
