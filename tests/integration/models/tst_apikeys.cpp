// The API key's life against the real Secret Service (gnome-keyring in a private D-Bus session,
// tests/util/with-keyring.sh) and a real sandbox over loopback: stored once, read back into the
// client at the next start, tested (401 / 403 / valid), rotated (a bad new key leaves the old one
// in place; a good one replaces it), and never written to the settings file.
#include "AppContext.h"
#include "util/TestSandbox.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;

namespace {
const QString kOld = QStringLiteral("sk_test_rotation_old_1111");
const QString kNew = QStringLiteral("sk_test_rotation_new_2222");
const QString kLocal = QStringLiteral("sk_test_rotation_local_33");
} // namespace

class TstApiKeys : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<testing::TestSandbox> m_sandbox; // tests/util/TestSandbox.h

    std::unique_ptr<AppContext> context()
    {
        AppContextOptions o;
        o.dataDir = m_dir.filePath(QStringLiteral("data"));
        o.settingsFile = m_dir.filePath(QStringLiteral("settings.ini"));
        o.keychainService = QStringLiteral("PaydeskApiKeyTest");
        auto c = std::make_unique<AppContext>(o);
        c->open();
        return c;
    }
    // One authenticated call through the context's client: its HTTP status (404 = key accepted).
    static int probe(AppContext &c)
    {
        PaymentStatusReply *r = c.client()->paymentStatus(QStringLiteral("pay_nothing"));
        QSignalSpy done(r, &ApiReply::finished);
        if (!r->isFinished())
            done.wait(10000);
        const int status = r->error().httpStatus();
        r->deleteLater();
        return status;
    }

private Q_SLOTS:
    void initTestCase()
    {
        sandbox::SandboxOptions o;
        o.logRequests = false;
        o.keys = {{kOld, QStringLiteral("standard"), 1000, {}},
                  {kNew, QStringLiteral("standard"), 1000, {}},
                  {kLocal, QStringLiteral("standard"), 1000, QStringLiteral("local")}};
        m_sandbox = std::make_unique<testing::TestSandbox>();
        QString error;
        QVERIFY2(m_sandbox->start(o, &error), qPrintable(error));
        if (qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"))
            QSKIP("needs a Secret Service: run through tests/util/with-keyring.sh");
    }

    void storeLoadTestRotate()
    {
        const QUrl url = m_sandbox->url();
        {
            auto c = context();
            c->settings()->setServiceUrl(url); // what Settings does: the URL, never the key
            QVERIFY(c->useService(url));
            ApiKeyController *keys = c->apiKeys();
            QTRY_VERIFY(keys->keyState() != ApiKeyController::KeyState::Loading);
            QCOMPARE(keys->keyState(), ApiKeyController::KeyState::Missing);
            QCOMPARE(probe(*c), 401); // no key yet

            QSignalSpy tested(keys, &ApiKeyController::tested);
            keys->test(url, kLocal);
            QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 10000);
            QCOMPARE(tested.at(0).at(0).value<ApiKeyController::TestResult>(),
                     ApiKeyController::TestResult::Forbidden);

            QSignalSpy saved(keys, &ApiKeyController::saved);
            keys->save(url, kOld);
            QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 10000);
            QVERIFY2(saved.at(0).at(0).toBool(), qPrintable(saved.at(0).at(1).toString()));
            QCOMPARE(keys->keyState(), ApiKeyController::KeyState::Present);
            QCOMPARE(probe(*c), 404); // accepted
        }
        {
            // A restart reads the key from the keychain.
            auto c = context();
            QVERIFY(c->useService(url));
            QTRY_COMPARE_WITH_TIMEOUT(c->apiKeys()->keyState(), ApiKeyController::KeyState::Present,
                                      10000);
            QCOMPARE(probe(*c), 404);

            // Rotation to a key the service refuses: nothing changes.
            ApiKeyController *keys = c->apiKeys();
            QSignalSpy rotated(keys, &ApiKeyController::rotated);
            keys->rotate(url, QStringLiteral("sk_test_not_a_key"));
            QTRY_COMPARE_WITH_TIMEOUT(rotated.count(), 1, 10000);
            QVERIFY(!rotated.at(0).at(0).toBool());
            QCOMPARE(probe(*c), 404); // the old key still works

            // Rotation to a good key: tested, stored in place of the old one, in use.
            keys->rotate(url, kNew);
            QTRY_COMPARE_WITH_TIMEOUT(rotated.count(), 2, 10000);
            QVERIFY2(rotated.at(1).at(0).toBool(), qPrintable(rotated.at(1).at(1).toString()));
            QCOMPARE(probe(*c), 404);
        }
        {
            // The keychain holds the new key only.
            auto c = context();
            QVERIFY(c->useService(url));
            QTRY_COMPARE_WITH_TIMEOUT(c->apiKeys()->keyState(), ApiKeyController::KeyState::Present,
                                      10000);
            SecretJob *job = c->secrets()->read(SecretStore::apiKeyEntry(url));
            QSignalSpy done(job, &SecretJob::finished);
            QVERIFY(done.wait(10000));
            QCOMPARE(job->takeSecret().view().toByteArray(), kNew.toUtf8());

            // Looking up another service's key (Settings, before a switch) says whether one is
            // stored and changes nothing: the active key stays, the looked-up one is not kept.
            ApiKeyController *keys = c->apiKeys();
            QSignalSpy looked(keys, &ApiKeyController::keyLookedUp);
            keys->lookUp(url);
            const QUrl other(QStringLiteral("http://127.0.0.1:9/"));
            keys->lookUp(other);
            QTRY_COMPARE_WITH_TIMEOUT(looked.count(), 2, 10000);
            QCOMPARE(looked.at(0).at(0).toUrl(), url);
            QCOMPARE(looked.at(0).at(1).value<ApiKeyController::KeyState>(),
                     ApiKeyController::KeyState::Present);
            QCOMPARE(looked.at(1).at(0).toUrl(), other);
            QCOMPARE(looked.at(1).at(1).value<ApiKeyController::KeyState>(),
                     ApiKeyController::KeyState::Missing);
            QVERIFY(looked.at(1).at(2).toString().isEmpty());
            QCOMPARE(keys->keyState(), ApiKeyController::KeyState::Present);
            QCOMPARE(probe(*c), 404);
        }
        QFile settings(m_dir.filePath(QStringLiteral("settings.ini")));
        QVERIFY(settings.open(QIODevice::ReadOnly));
        QVERIFY(!settings.readAll().contains("sk_test_")); // never in the settings file
    }
};

QTEST_GUILESS_MAIN(TstApiKeys)
#include "tst_apikeys.moc"
