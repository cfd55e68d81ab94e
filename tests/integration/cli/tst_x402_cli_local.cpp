// paydesk-cli fetch --local: the wallet's key imported into the real Secret Service (run through
// tests/util/with-keyring.sh), the sandbox's demo seller paid with an authorization proof (the
// seller pays the fee) and with a settled proof (broadcast by Paydesk).
#include "kits/LocalTestKit.h"
#include "wallet/KeyImport.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace paydesk;
using namespace localtest;

class TestX402CliLocal : public QObject
{
    Q_OBJECT
    Sandbox m_sandbox;
    std::unique_ptr<Rig> m_rig;
    QTemporaryDir m_dir;

    struct Run
    {
        int code = -1;
        QByteArray out, err;
        QJsonObject json() const
        {
            return QJsonDocument::fromJson(out.trimmed().split('\n').last()).object();
        }
    };
    Run cli(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PAYDESK_KEY"), QString::fromLatin1(kApiKey));
        env.insert(QStringLiteral("PAYDESK_DATA_DIR"), m_dir.path());
        p.setProcessEnvironment(env);
        p.start(qEnvironmentVariable("PAYDESK_BUILD_DIR") + QStringLiteral("/bin/paydesk-cli"),
                QStringList{QStringLiteral("--service"), m_sandbox.baseUrl().toString(),
                            QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_KEY"),
                            QStringLiteral("--json")} +
                    args);
        p.closeWriteChannel();
        if (!QTest::qWaitFor([&]() { return p.state() == QProcess::NotRunning; }, 60000))
            p.kill();
        return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
    }
    QString url(const QString &name) const
    {
        return m_sandbox.baseUrl().toString() + QStringLiteral("/demo/resource/") + name;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
        QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.error()));
        m_rig = std::make_unique<Rig>(m_sandbox.baseUrl(), m_sandbox.rpcUrl());
    }
    void cleanupTestCase() { m_rig.reset(); }

    void fetchLocal()
    {
        const solana::Keypair &kp = m_rig->fundedKey(50000000);
        const QString file = m_dir.filePath(QStringLiteral("buyer.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(wallet::KeyImport::toKeypairJson(kp).view().toByteArray());
        f.close();
        Run r = cli({QStringLiteral("wallet"), QStringLiteral("import"),
                     QStringLiteral("--keypair-file"), file});
        QFile::remove(file);
        QVERIFY2(r.code == 0, r.err.constData());
        const QStringList local{QStringLiteral("--from"),  kp.address(),
                                QStringLiteral("--local"), QStringLiteral("--rpc"),
                                QStringLiteral("sandbox"), QStringLiteral("--yes")};
        // Authorization proof: the buyer signs its slot, the seller pays the fee and broadcasts.
        const quint64 before = balance(m_rig->rpc, kp.address());
        r = cli(QStringList{QStringLiteral("fetch"), url(QStringLiteral("v2-local"))} + local);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.json().value(QStringLiteral("paid")).toBool());
        QCOMPARE(before - balance(m_rig->rpc, kp.address()), quint64(1000000));
        // Settled proof: Paydesk builds, checks, signs and broadcasts (and pays the fee).
        const quint64 mid = balance(m_rig->rpc, kp.address());
        r = cli(QStringList{QStringLiteral("fetch"), url(QStringLiteral("nofee-local"))} + local);
        QVERIFY2(r.code == 0, r.err.constData());
        const quint64 spent = mid - balance(m_rig->rpc, kp.address());
        QVERIFY2(spent > 1000000 && spent < 1100000, qPrintable(QString::number(spent)));
        // Without --yes, off a terminal: refused, nothing signed.
        const quint64 last = balance(m_rig->rpc, kp.address());
        r = cli({QStringLiteral("fetch"), url(QStringLiteral("v1-local")), QStringLiteral("--from"),
                 kp.address(), QStringLiteral("--local"), QStringLiteral("--rpc"),
                 QStringLiteral("sandbox")});
        QCOMPARE(r.code, 4);
        QCOMPARE(balance(m_rig->rpc, kp.address()), last);
    }
};

QTEST_GUILESS_MAIN(TestX402CliLocal)
#include "tst_x402_cli_local.moc"
