// The real paydesk-sandbox executable: command line, first stdout line, clean shutdown on
// SIGTERM/SIGINT, refusal of non-loopback addresses, logs without secrets, and state that
// survives a restart with the same --state file.
#include "core/Base58.h"
#include "kits/SandboxClient.h"
#include "solana/Transaction.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>

using namespace paydesk;
using json = nlohmann::json;

namespace {
const QString kExe = QStringLiteral(PAYDESK_SANDBOX_EXE);
}

class TstSandboxProcess : public QObject
{
    Q_OBJECT
private:
    // Starts the sandbox; returns its base URL from the first stdout line.
    QUrl launch(QProcess &p, const QStringList &args)
    {
        p.setProgram(kExe);
        p.setArguments(args);
        p.start();
        if (!p.waitForStarted(5000))
            return {};
        (void)QTest::qWaitFor([&] { return p.canReadLine() || p.state() != QProcess::Running; },
                              10000);
        const QString line = QString::fromUtf8(p.readLine()).trimmed();
        static const QRegularExpression re(
            QStringLiteral("^paydesk-sandbox listening on (http://127\\.0\\.0\\.1:\\d+)$"));
        const auto m = re.match(line);
        if (!m.hasMatch()) {
            qWarning("first line: %s", qPrintable(line));
            return {};
        }
        return QUrl(m.captured(1));
    }
    bool terminate(QProcess &p, int signal = SIGTERM)
    {
        ::kill(pid_t(p.processId()), signal);
        return p.waitForFinished(10000) && p.exitStatus() == QProcess::NormalExit &&
               p.exitCode() == 0;
    }
    QProcess::ProcessState run(const QStringList &args, int *code, QByteArray *out, QByteArray *err)
    {
        QProcess p;
        p.start(kExe, args);
        p.waitForFinished(10000);
        *code = p.exitCode();
        *out = p.readAllStandardOutput();
        *err = p.readAllStandardError();
        return p.state();
    }

private Q_SLOTS:
    void help()
    {
        int code = -1;
        QByteArray out, err;
        run({QStringLiteral("--help")}, &code, &out, &err);
        QCOMPARE(code, 0);
        QVERIFY(out.startsWith("Usage: paydesk-sandbox [options]"));
        QVERIFY(out.contains("--key KEY=PLAN[:RPM][:hosted|:local]"));
        QVERIFY(out.contains("--state FILE"));
        run({QStringLiteral("--bogus")}, &code, &out, &err);
        QCOMPARE(code, 2);
        QVERIFY(err.contains("Unknown option"));
        run({QStringLiteral("--key"), QStringLiteral("k=gold")}, &code, &out, &err);
        QCOMPARE(code, 2);
        QVERIFY(err.contains("standard, premium or enterprise"));
    }

    void refusesNonLoopback()
    {
        int code = -1;
        QByteArray out, err;
        run({QStringLiteral("--listen"), QStringLiteral("0.0.0.0:0")}, &code, &out, &err);
        QCOMPARE(code, 1);
        QVERIFY(out.isEmpty());
        QVERIFY(err.contains("not a loopback address"));
        QVERIFY(err.contains("--allow-remote"));
    }

    void firstLineLogsAndCleanShutdown_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGINT") << int(SIGINT);
    }
    void firstLineLogsAndCleanShutdown()
    {
        QFETCH(int, signal);
        QProcess p;
        const QUrl base =
            launch(p, {QStringLiteral("--key"), QStringLiteral("secret-key-123=standard"),
                       QStringLiteral("--slot-ms"), QStringLiteral("50")});
        QVERIFY(base.isValid());
        SandboxClient c(base);
        c.setKey("secret-key-123");
        QCOMPARE(c.get(QStringLiteral("/payment/history/11111111111111111111111111111111?limit=5"))
                     .status,
                 200);
        QCOMPARE(
            c.get(QStringLiteral("/demo/resource/x"), {{"X-PAYMENT", "c2VjcmV0LXByb29m"}}).status,
            402);
        QVERIFY(terminate(p, signal));
        const QByteArray log = p.readAllStandardError();
        QVERIFY(
            log.contains("method=GET path=/payment/history/11111111111111111111111111111111?limit "
                         "status=200 ms="));
        QVERIFY(log.contains("path=/demo/resource/x status=402"));
        QVERIFY(!log.contains("secret-key-123"));
        QVERIFY(!log.contains("c2VjcmV0LXByb29m"));
        QVERIFY(log.contains("shutting down"));
    }

    void stateSurvivesRestart()
    {
        QTemporaryDir dir;
        const QString fundee = solana::generateKeypair().address();
        const QStringList args = {QStringLiteral("--key"),     QStringLiteral("k=enterprise"),
                                  QStringLiteral("--state"),   dir.filePath(QStringLiteral("s.db")),
                                  QStringLiteral("--fund"),    fundee + QStringLiteral("=3"),
                                  QStringLiteral("--slot-ms"), QStringLiteral("100"),
                                  QStringLiteral("--quiet")};
        QProcess first;
        QUrl base = launch(first, args);
        QVERIFY(base.isValid());
        SandboxClient c(base);
        c.setKey("k");
        const std::string wallet =
            c.post(QStringLiteral("/sandbox/wallets"), json{{"amount", 2}}).json["address"];
        const std::string seller = solana::generateKeypair().address().toStdString();
        const HttpResult sent =
            c.post(QStringLiteral("/payment/send"),
                   json{{"walletAddress", wallet}, {"recipientAddress", seller}, {"amount", 0.5}});
        QCOMPARE(sent.status, 200);
        QCOMPARE(c.post(QStringLiteral("/payment/receive"),
                        json{{"walletAddress", seller},
                             {"paymentProof", sent.json["paymentProof"]},
                             {"expectedAmount", 0.5}})
                     .status,
                 200);
        // A local-mode transaction built before the restart ...
        solana::Keypair buyer = solana::generateKeypair();
        c.rpc("requestAirdrop", {buyer.address().toStdString(), 1000000000});
        const HttpResult built = c.post(QStringLiteral("/transaction/send"),
                                        json{{"walletAddress", buyer.address().toStdString()},
                                             {"recipientAddress", seller},
                                             {"amount", 0.1}});
        QCOMPARE(built.status, 200);
        const quint64 slotBefore = c.rpc("getSlot")["result"];
        const json balancesBefore = {c.rpc("getBalance", {wallet})["result"]["value"],
                                     c.rpc("getBalance", {seller})["result"]["value"]};
        QVERIFY(terminate(first));

        QProcess second;
        base = launch(second, args);
        QVERIFY(base.isValid());
        c.setBase(base);
        JCOMPARE(c.rpc("getBalance", {fundee.toStdString()})["result"]["value"], 3000000000);
        JCOMPARE(json({c.rpc("getBalance", {wallet})["result"]["value"],
                       c.rpc("getBalance", {seller})["result"]["value"]}),
                 balancesBefore);
        QVERIFY(c.rpc("getSlot")["result"].get<quint64>() >= slotBefore);
        const HttpResult status = c.get(QStringLiteral("/payment/status/") +
                                        QString::fromStdString(sent.json["paymentId"]));
        QCOMPARE(status.status, 200);
        JCOMPARE(status.json["payment"]["signature"], sent.json["signature"]);
        JCOMPARE(status.json["payment"]["amount"], "0.5");
        const HttpResult replay = c.post(QStringLiteral("/payment/receive"),
                                         json{{"walletAddress", seller},
                                              {"paymentProof", sent.json["paymentProof"]},
                                              {"expectedAmount", 0.5}});
        JCOMPARE(replay.json["error"]["details"]["reason"], "duplicate_settlement");
        // ... is still valid after it (same blockhash chain), and is tracked.
        auto tx = solana::Transaction::fromBase64(
            QByteArray::fromStdString(built.json["transaction"]), nullptr);
        QVERIFY(tx && tx->sign(buyer));
        const json landed =
            c.rpc("sendTransaction", {tx->toBase64().toStdString(), {{"encoding", "base64"}}});
        QVERIFY2(landed.contains("result"), landed.dump().c_str());
        QTRY_VERIFY_WITH_TIMEOUT(c.get(QStringLiteral("/payment/status/") +
                                       QString::fromStdString(built.json["paymentId"]))
                                         .json["payment"]["status"] == "confirmed",
                                 5000);
        // The custodial key survived too: the wallet can still send.
        QCOMPARE(
            c.post(QStringLiteral("/payment/send"),
                   json{{"walletAddress", wallet}, {"recipientAddress", seller}, {"amount", 0.1}})
                .status,
            200);
        QVERIFY(terminate(second));
    }
};

QTEST_GUILESS_MAIN(TstSandboxProcess)
#include "tst_sandbox_process.moc"
