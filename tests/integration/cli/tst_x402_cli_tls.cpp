// paydesk-cli fetch against an https seller: the sandbox served with TLS (--tls-cert, the
// loopback certificate of tests/fixtures/tls), trusted through PAYDESK_EXTRA_CA_CERTS; without
// that trust the fetch stops before anything is paid and says what to do.
#include "core/Amount.h"
#include "core/ExtraCertificates.h"
#include "util/TestSandbox.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using namespace paydesk::testing;

namespace {
const QString kKey = QStringLiteral("sk_test_x402_cli_tls");
const QString kCert = QStringLiteral(PAYDESK_TLS_DIR "/loopback-cert.pem");
const QString kTlsKey = QStringLiteral(PAYDESK_TLS_DIR "/loopback-key.pem");
struct Run
{
    int code = -1;
    QByteArray out, err;
};
} // namespace

class TestX402CliTls : public QObject
{
    Q_OBJECT
    TestSandbox m_sandbox;
    QTemporaryDir m_data;
    QString m_buyer, m_seller;

    // paydesk-cli with PAYDESK_EXTRA_CA_CERTS = `ca` (unset when empty).
    Run cli(const QStringList &args, const QString &ca = kCert)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PAYDESK_TEST_KEY"), kKey);
        env.insert(QStringLiteral("PAYDESK_DATA_DIR"), m_data.path());
        env.remove(QLatin1String(ExtraCertificates::kVariable));
        if (!ca.isEmpty())
            env.insert(QLatin1String(ExtraCertificates::kVariable), ca);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(PAYDESK_CLI),
                QStringList{QStringLiteral("--service"), m_sandbox.url().toString(),
                            QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_TEST_KEY")} +
                    args);
        p.closeWriteChannel();
        QSignalSpy done(&p, &QProcess::finished);
        if (p.state() != QProcess::NotRunning && !done.wait(60000))
            qFatal("paydesk-cli did not finish");
        return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
    }
    QStringList fetch(const QString &name) const
    {
        return {QStringLiteral("fetch"),
                m_sandbox.url().toString() + QStringLiteral("/demo/resource/") + name,
                QStringLiteral("--from"), m_buyer, QStringLiteral("--yes")};
    }

private Q_SLOTS:
    void initTestCase()
    {
        // This process reads the sandbox's balances over https too.
        qputenv(ExtraCertificates::kVariable, kCert.toUtf8());
        QString problem;
        QCOMPARE(ExtraCertificates::install(&problem), 1);
        sandbox::SandboxOptions o;
        o.slotMs = 50;
        o.tlsCertificate = kCert;
        o.tlsKey = kTlsKey;
        o.keys.append({kKey, QStringLiteral("premium"), 1000, {}});
        m_sandbox.startOrDie(o);
        QCOMPARE(m_sandbox.url().scheme(), QStringLiteral("https"));
        m_buyer = m_sandbox.createWallet(QStringLiteral("5"));
        m_seller = m_sandbox.server().demoSellerWallet();
    }

    void paysAnHttpsSeller()
    {
        const Amount before = *Amount::parse(m_sandbox.balance(m_seller), 9);
        const Run r = cli(fetch(QStringLiteral("v2-tls")));
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("Demo content"), r.out.constData());
        QCOMPARE(*Amount::parse(m_sandbox.balance(m_seller), 9),
                 before + *Amount::parse(u"0.001", 9));
    }

    // An untrusted certificate: nothing paid, and the error names the way to trust it.
    void untrustedCertificateSaysWhatToDo()
    {
        const QString before = m_sandbox.balance(m_seller);
        const Run r = cli(fetch(QStringLiteral("v2-tls-untrusted")), QString());
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains("SSL handshake failed"), r.err.constData());
        QVERIFY2(r.err.contains("name its PEM file in PAYDESK_EXTRA_CA_CERTS"), r.err.constData());
        QCOMPARE(m_sandbox.balance(m_seller), before);
    }

    // A file that cannot be read or holds no certificate is said, and the command goes on with
    // the system's authorities (here: refused, nothing paid).
    void badCertificateFileIsSaid()
    {
        const QString before = m_sandbox.balance(m_seller);
        Run r = cli(fetch(QStringLiteral("v2-tls-missing")), m_data.filePath("none.pem"));
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains("cannot be read"), r.err.constData());
        QVERIFY2(r.err.contains("SSL handshake failed"), r.err.constData());
        r = cli(fetch(QStringLiteral("v2-tls-empty")), kTlsKey);
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains("holds no PEM certificate"), r.err.constData());
        QCOMPARE(m_sandbox.balance(m_seller), before);
    }

    // The sandbox takes both files or neither, and says which file it cannot use.
    void sandboxTlsOptions()
    {
        QString error;
        QVERIFY(!sandbox::SandboxOptions::fromArguments(
            {QStringLiteral("paydesk-sandbox"), QStringLiteral("--tls-cert"), kCert}, &error));
        QVERIFY2(error.contains("go together"), qPrintable(error));
        sandbox::SandboxOptions o;
        o.tlsCertificate = kTlsKey; // a key where the certificate belongs
        o.tlsKey = kTlsKey;
        TestSandbox wrong;
        QVERIFY(!wrong.start(o, &error));
        QVERIFY2(error.contains("holds no PEM certificate"), qPrintable(error));
        o.tlsCertificate = kCert;
        o.tlsKey = kCert;
        QVERIFY(!wrong.start(o, &error));
        QVERIFY2(error.contains("no unencrypted PEM private key"), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestX402CliTls)
#include "tst_x402_cli_tls.moc"
