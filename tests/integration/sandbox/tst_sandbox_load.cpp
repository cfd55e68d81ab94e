// Load: a second process (sandbox_loadgen) fires a few thousand requests over loopback at an
// in-process sandbox, against a key with a known rate. Exactly that many succeed, the rest get
// 429, and every request gets an answer. Prints requests per second and p99 latency.
#include "kits/SandboxHarness.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTest>

using json = nlohmann::json;

class TstSandboxLoad : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rateLimiterExactUnderLoad()
    {
        constexpr int kRpm = 1000;
        constexpr int kRequests = 5000;
        auto o = SandboxHarness::defaults();
        o.keys.append({QStringLiteral("load-key"), QStringLiteral("premium"), kRpm, {}});
        SandboxHarness h(o);
        QVERIFY2(h.start(), qPrintable(h.error()));
        const QString wallet = h.createWallet(QStringLiteral("1"));

        QProcess gen;
        gen.setProgram(QStringLiteral(PAYDESK_LOADGEN_EXE));
        gen.setArguments(
            {QStringLiteral("--url"), h.client().base().toString(), QStringLiteral("--path"),
             QStringLiteral("/payment/history/") + wallet + QStringLiteral("?limit=5"),
             QStringLiteral("--key"), QStringLiteral("load-key"), QStringLiteral("--requests"),
             QString::number(kRequests), QStringLiteral("--concurrency"), QStringLiteral("16"),
             QStringLiteral("--deadline-ms"), QStringLiteral("60000")});
        QSignalSpy finished(&gen, &QProcess::finished);
        gen.start();
        QVERIFY(gen.waitForStarted(5000));
        QVERIFY(finished.wait(70000)); // the sandbox answers from this process's event loop
        const QByteArray out = gen.readAllStandardOutput();
        qInfo("loadgen: %s", out.trimmed().constData());
        const json r = json::parse(out.toStdString(), nullptr, false);
        QVERIFY2(r.is_object(), gen.readAllStandardError().constData());
        QCOMPARE(gen.exitCode(), 0);
        JCOMPARE(r["answered"], kRequests);
        JCOMPARE(r["lost"], 0);
        JCOMPARE(r["status"]["200"], kRpm);
        JCOMPARE(r["status"]["429"], kRequests - kRpm);
        QCOMPARE(r["status"].size(), size_t(2));
        QVERIFY(r["requestsPerSecond"].get<double>() > 0);
    }
};

QTEST_GUILESS_MAIN(TstSandboxLoad)
#include "tst_sandbox_load.moc"
