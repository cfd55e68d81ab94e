// paydesk-cli as a user runs it: a separate process against a sandbox on loopback. Covers the
// send/status/history round trip, --json output, exit codes, and (in the KEYRING run) the
// key set/test/delete commands against the real Secret Service.
#include "SandboxFixture.h"

#include <QJsonArray>
#include <QProcess>

using namespace paydesk;
using namespace paydesk::testing;

namespace {
const QString kKey = QStringLiteral("sk_test_cli_key_777");

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject lastJson() const
    {
        const QList<QByteArray> lines = out.trimmed().split('\n');
        return QJsonDocument::fromJson(lines.isEmpty() ? QByteArray() : lines.last()).object();
    }
};
} // namespace

class TstCli : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> m_sandbox;
    QString m_wallet;

    Run cli(const QStringList &args, const QByteArray &stdinData = {},
            const QString &keyEnvValue = kKey)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PAYDESK_TEST_KEY"), keyEnvValue);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(PAYDESK_CLI), args);
        p.write(stdinData);
        p.closeWriteChannel();
        QSignalSpy done(&p, &QProcess::finished);
        if (p.state() != QProcess::NotRunning && !done.wait(60000))
            qFatal("paydesk-cli did not finish");
        return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
    }
    QStringList base() const
    {
        return {QStringLiteral("--service"), m_sandbox->url().toString(),
                QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_TEST_KEY")};
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sandbox = std::make_unique<SandboxFixture>(
            QList<sandbox::ApiKeySpec>{{kKey, QStringLiteral("premium"), 1000, {}}});
        m_wallet = m_sandbox->createWallet(QStringLiteral("5"));
    }
    void help()
    {
        const Run r = cli({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("Exit codes"));
        QVERIFY(r.out.contains("history WALLET"));
        QCOMPARE(cli({QStringLiteral("send"), QStringLiteral("--help")}).code, 0);
        QCOMPARE(cli({}).code, 2);
        QCOMPARE(cli({QStringLiteral("bogus")}).code, 2);
    }
    void roundTrip()
    {
        const QString to = SandboxFixture::freshAddress();
        Run r = cli(base() + QStringList{QStringLiteral("--json"), QStringLiteral("send"),
                                         QStringLiteral("--from"), m_wallet,
                                         QStringLiteral("--to"), to, QStringLiteral("--amount"),
                                         QStringLiteral("0.125"), QStringLiteral("--metadata"),
                                         QStringLiteral("{\"orderId\":\"7\"}")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject sent = r.lastJson();
        QCOMPARE(sent.value(QStringLiteral("ok")).toBool(), true);
        QCOMPARE(sent.value(QStringLiteral("amount")).toString(), QStringLiteral("0.125"));
        const QString id = sent.value(QStringLiteral("paymentId")).toString();
        QVERIFY(!id.isEmpty());

        r = cli(base() + QStringList{QStringLiteral("--json"), QStringLiteral("status"), id,
                                     QStringLiteral("--wait"), QStringLiteral("--wait-timeout"),
                                     QStringLiteral("60")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject last = r.lastJson().value(QStringLiteral("payment")).toObject();
        QCOMPARE(last.value(QStringLiteral("final")).toBool(), true);
        QCOMPARE(last.value(QStringLiteral("status")).toString(), QStringLiteral("finalized"));
        QCOMPARE(last.value(QStringLiteral("to")).toString(), to);
        QVERIFY(r.out.trimmed().split('\n').size() >= 2); // one JSON line per state change

        r = cli(base() + QStringList{QStringLiteral("--json"), QStringLiteral("history"), m_wallet,
                                     QStringLiteral("--type"), QStringLiteral("sent"),
                                     QStringLiteral("--limit"), QStringLiteral("5")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonArray list = r.lastJson().value(QStringLiteral("payments")).toArray();
        QVERIFY(!list.isEmpty());
        QCOMPARE(list.first().toObject().value(QStringLiteral("paymentId")).toString(), id);

        // Human output as well.
        r = cli(base() + QStringList{QStringLiteral("history"), m_wallet});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(id.toUtf8()));
    }
    void exitCodes()
    {
        // 2: validation, before anything is sent.
        Run r = cli(base() + QStringList{QStringLiteral("send"), QStringLiteral("--from"), m_wallet,
                                         QStringLiteral("--to"), SandboxFixture::freshAddress(),
                                         QStringLiteral("--amount"), QStringLiteral("0")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("amount"));
        // 3: answered by the service (401), the key never printed.
        r = cli(base() + QStringList{QStringLiteral("--json"), QStringLiteral("status"),
                                     QStringLiteral("pay_x")},
                {}, QStringLiteral("sk_wrong_secret_999"));
        QCOMPARE(r.code, 3);
        QCOMPARE(r.lastJson()
                     .value(QStringLiteral("error"))
                     .toObject()
                     .value(QStringLiteral("code"))
                     .toString(),
                 QStringLiteral("UNAUTHORIZED"));
        QVERIFY(!r.out.contains("sk_wrong_secret_999") && !r.err.contains("sk_wrong_secret_999"));
        // 5: network.
        r = cli({QStringLiteral("--service"), QStringLiteral("http://127.0.0.1:1"),
                 QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_TEST_KEY"),
                 QStringLiteral("status"), QStringLiteral("pay_x")});
        QCOMPARE(r.code, 5);
        // 2: plain http to a remote host is refused before any connection.
        r = cli({QStringLiteral("--service"), QStringLiteral("http://payments.example.com"),
                 QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_TEST_KEY"),
                 QStringLiteral("status"), QStringLiteral("pay_x")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("https://"));
    }
    void keyCommands()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("keychain commands run in the tst_cli_keyring variant (private keyring)");
        const QStringList svc{QStringLiteral("--service"), m_sandbox->url().toString()};
        Run r = cli(svc + QStringList{QStringLiteral("key"), QStringLiteral("set")}, kKey.toUtf8() + "\n");
        QVERIFY2(r.code == 0, r.err.constData());
        r = cli(svc + QStringList{QStringLiteral("key"), QStringLiteral("test")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.contains("valid"));
        // The key from the keychain drives a real call too.
        r = cli(svc + QStringList{QStringLiteral("history"), m_wallet});
        QCOMPARE(r.code, 0);
        // A wrong key is explained.
        r = cli(svc + QStringList{QStringLiteral("key"), QStringLiteral("set")}, "sk_revoked_000\n");
        QCOMPARE(r.code, 0);
        r = cli(svc + QStringList{QStringLiteral("key"), QStringLiteral("test")});
        QCOMPARE(r.code, 3);
        QVERIFY(r.err.contains("401"));
        r = cli(svc + QStringList{QStringLiteral("key"), QStringLiteral("delete")});
        QCOMPARE(r.code, 0);
        r = cli(svc + QStringList{QStringLiteral("key"), QStringLiteral("test")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("key set"));
    }
};

QTEST_GUILESS_MAIN(TstCli)
#include "tst_cli.moc"
