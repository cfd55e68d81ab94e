// paydesk-cli watch as a person runs it: a child process against the sandbox's live events,
// printing each payment as it happens, carrying on by itself across a restart of the service
// (its state file kept), never printing an event twice, and ending on Ctrl-C with exit 0.
#include "api/ServiceClient.h"
#include "core/Address.h"
#include "kits/SandboxFixture.h"
#include "util/TestSandbox.h"
#include "util/Wait.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QTest>
#include <csignal>

using namespace paydesk;
using namespace paydesk::testing;

namespace {
const QString kKey = QStringLiteral("sk_test_watch_key_1");

} // namespace

class TstCliWatch : public QObject
{
    Q_OBJECT
    QNetworkAccessManager m_nam;

    QString pay(const QUrl &base, const QString &wallet)
    {
        ServiceConfig cfg;
        cfg.baseUrl = base;
        ServiceClient c(&m_nam, cfg);
        c.setApiKey(SecureBytes::copyOf(kKey.toUtf8()));
        auto *r = waitFor(c.sendPayment(SendPaymentRequest{
            wallet, SandboxFixture::freshAddress(), QStringLiteral("0.01"), {}, {}, {}, {}}));
        return r->ok() ? r->result().paymentId : QString();
    }
    static QList<QJsonObject> lines(const QByteArray &out)
    {
        QList<QJsonObject> list;
        for (const QByteArray &line : out.split('\n'))
            if (!line.trimmed().isEmpty())
                list.append(QJsonDocument::fromJson(line).object());
        return list;
    }
    static QStringList created(const QList<QJsonObject> &events)
    {
        QStringList out;
        for (const QJsonObject &e : events)
            if (e[QStringLiteral("kind")] == QStringLiteral("payment.created"))
                out.append(e[QStringLiteral("paymentId")].toString());
        return out;
    }

private Q_SLOTS:
    void printsEventsAcrossARestartAndEndsOnCtrlC()
    {
        TestSandbox sandbox;
        sandbox::SandboxOptions o;
        o.slotMs = 50;
        o.statePath = sandbox.statePath();
        o.keys = {{kKey, QStringLiteral("standard"), 1000, {}}};
        sandbox.startOrDie(o);
        const QString wallet = sandbox.createWallet(QStringLiteral("10"));

        QProcess watch;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PAYDESK_TEST_KEY"), kKey);
        watch.setProcessEnvironment(env);
        QByteArray out;
        connect(&watch, &QProcess::readyReadStandardOutput, this,
                [&] { out += watch.readAllStandardOutput(); });
        watch.start(qEnvironmentVariable("PAYDESK_BUILD_DIR") + QStringLiteral("/bin/paydesk-cli"),
                    {QStringLiteral("--service"), sandbox.url().toString(),
                     QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_TEST_KEY"),
                     QStringLiteral("--json"), QStringLiteral("watch")});
        QVERIFY(watch.waitForStarted());
        QByteArray err;
        QTRY_VERIFY_WITH_TIMEOUT((err += watch.readAllStandardError()).contains("Live"), 10000);

        QStringList paid;
        for (int i = 0; i < 3; ++i)
            paid.append(pay(sandbox.url(), wallet));
        QTRY_COMPARE_WITH_TIMEOUT(created(lines(out)), paid, 10000);

        sandbox.stopForNow();
        QTest::qWait(500);
        QVERIFY(sandbox.restart());
        QTRY_VERIFY_WITH_TIMEOUT((err += watch.readAllStandardError()).contains("Live again"),
                                 15000);
        for (int i = 0; i < 3; ++i)
            paid.append(pay(sandbox.url(), wallet));
        QTRY_COMPARE_WITH_TIMEOUT(created(lines(out)), paid, 10000);

        ::kill(pid_t(watch.processId()), SIGINT);
        QVERIFY(watch.waitForFinished(10000));
        QCOMPARE(watch.exitStatus(), QProcess::NormalExit);
        QCOMPARE(watch.exitCode(), 0);
        out += watch.readAllStandardOutput();

        // One object a line, each with its id, kind and payment; no id twice, in order.
        const QList<QJsonObject> events = lines(out);
        qint64 last = 0;
        for (const QJsonObject &e : events) {
            const qint64 id = e[QStringLiteral("eventId")].toInteger();
            QVERIFY2(id > last, qPrintable(QStringLiteral("%1 after %2").arg(id).arg(last)));
            last = id;
            QVERIFY(e[QStringLiteral("kind")].toString().startsWith(u"payment."));
            QVERIFY(paid.contains(e[QStringLiteral("paymentId")].toString()));
        }
    }

    void refusesAWalletThatIsNoAddress()
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PAYDESK_TEST_KEY"), kKey);
        p.setProcessEnvironment(env);
        p.start(qEnvironmentVariable("PAYDESK_BUILD_DIR") + QStringLiteral("/bin/paydesk-cli"),
                {QStringLiteral("--service"), QStringLiteral("http://127.0.0.1:9"),
                 QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_TEST_KEY"),
                 QStringLiteral("watch"), QStringLiteral("not-a-wallet")});
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("not-a-wallet"));
    }
};

QTEST_GUILESS_MAIN(TstCliWatch)
#include "tst_cli_watch.moc"
