// Crash recovery, with real processes: paydesk-cli send --local is killed at
// a point of the payment -- PAYDESK_CRASH_AT=before-sign, after-sign, sent-unjournaled (the RPC
// took it, the journal still says signed), after-broadcast, during-confirmation: SIGKILL from
// inside, like a power cut -- or by QProcess::kill() after a random delay. Then the restart,
// paydesk-cli recover, follows what the journal holds. After each round:
//   - the journal has at most one entry for the payment, and it is final;
//   - the payment is confirmed (the payer lost exactly amount + fee, once, and the recipient
//     holds the amount), or it never left / expired and nothing was charged;
//   - some after-sign rounds let the blockhash expire before the restart: expired, uncharged.
// Runs through tests/util/with-keyring.sh (the CLI signs with a key from the Secret Service).
// PAYDESK_CRASH_MODE=random kills at random times instead; PAYDESK_CRASH_REPEAT=N rounds per
// point (default 4) or random rounds (default 16).
#include "FaultKit.h"
#include "kits/LocalTestKit.h"
#include "wallet/KeyImport.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QTest>

using namespace paydesk;
using namespace paydesk::solana;

namespace {

constexpr quint64 kAmount = 10000000; // 0.01 SOL

struct Run
{
    int code = -1;
    QProcess::ExitStatus status = QProcess::NormalExit;
    QByteArray out, err;
    qint64 ms = 0;
};

} // namespace

class TstFaultsCrash : public QObject
{
    Q_OBJECT
private:
    faultkit::FaultSandbox m_sandbox;
    QTemporaryDir m_data;
    QNetworkAccessManager m_network;
    std::unique_ptr<RpcClient> m_rpc;
    Keypair m_payer = generateKeypair();
    QMap<QString, int> m_tally;

    Run cli(const QStringList &args, const QByteArray &crashAt = {}, int killAfterMs = -1)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PAYDESK_KEY"), QString::fromLatin1(faultkit::kApiKey));
        env.insert(QStringLiteral("PAYDESK_DATA_DIR"), m_data.path());
        env.remove(QStringLiteral("PAYDESK_CRASH_AT"));
        if (!crashAt.isEmpty())
            env.insert(QStringLiteral("PAYDESK_CRASH_AT"), QString::fromLatin1(crashAt));
        p.setProcessEnvironment(env);
        QElapsedTimer clock;
        clock.start();
        p.start(qEnvironmentVariable("PAYDESK_BUILD_DIR") + QStringLiteral("/bin/paydesk-cli"),
                QStringList{QStringLiteral("--service"), m_sandbox.url().toString(),
                            QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_KEY"),
                            QStringLiteral("--json")} +
                    args);
        p.closeWriteChannel();
        // The sandbox answering the CLI lives in this process: spin the event loop.
        bool killed = false;
        (void)QTest::qWaitFor(
            [&]() {
                if (killAfterMs >= 0 && !killed && clock.elapsed() >= killAfterMs &&
                    p.state() != QProcess::NotRunning) {
                    p.kill();
                    killed = true;
                }
                return p.state() == QProcess::NotRunning;
            },
            60000);
        if (p.state() != QProcess::NotRunning) {
            p.kill();
            p.waitForFinished(5000);
        }
        return {p.exitCode(), p.exitStatus(), p.readAllStandardOutput(), p.readAllStandardError(),
                clock.elapsed()};
    }

    struct JournalView
    {
        QList<JournalEntry> forRecipient;
        int unresolved = 0;
    };
    JournalView journalFor(const QString &recipient)
    {
        JournalView v;
        const QString name = QStringLiteral("look");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(m_data.filePath(QStringLiteral("paydesk.sqlite")));
            if (db.open()) {
                PaymentJournal journal(db);
                v.unresolved = int(journal.unresolved().size());
                for (const JournalEntry &e : journal.all())
                    if (QJsonDocument::fromJson(e.request)
                            .object()
                            .value(QStringLiteral("recipient"))
                            .toString() == recipient)
                        v.forRecipient.append(e);
            }
        }
        QSqlDatabase::removeDatabase(name);
        return v;
    }

    // One round: pay, die, restart, audit. Returns the outcome's name for the tally.
    QString round(const QByteArray &crashAt, int killAfterMs, bool letExpire)
    {
        const QString to = generateKeypair().address();
        const quint64 before = localtest::balance(*m_rpc, m_payer.address());
        const Run pay =
            cli({QStringLiteral("send"), QStringLiteral("--local"), QStringLiteral("--rpc"),
                 QStringLiteral("sandbox"), QStringLiteral("--from"), m_payer.address(),
                 QStringLiteral("--to"), to, QStringLiteral("--amount"), QStringLiteral("0.01"),
                 QStringLiteral("--yes")},
                crashAt, killAfterMs);
        if (!crashAt.isEmpty()) {
            // It died at that point, by its own hand.
            if (pay.status != QProcess::CrashExit)
                return QStringLiteral("FAIL: the CLI did not crash at ") +
                       QString::fromLatin1(crashAt) + QStringLiteral(": ") +
                       QString::fromUtf8(pay.err);
        }
        const JournalView crashed = journalFor(to);
        if (crashAt == "before-sign" && !crashed.forRecipient.isEmpty())
            return QStringLiteral("FAIL: journaled before signing");
        if (!crashAt.isEmpty() && crashAt != "before-sign" &&
            (crashed.forRecipient.size() != 1 || crashed.forRecipient.first().isFinal()))
            return QStringLiteral("FAIL: no open journal entry after a crash at ") +
                   QString::fromLatin1(crashAt);
        if (letExpire && !crashed.forRecipient.isEmpty()) {
            const quint64 lastValid = crashed.forRecipient.first().lastValidBlockHeight;
            const quint64 height =
                RpcClient::parseU64(localtest::rpc(*m_rpc, QStringLiteral("getBlockHeight")))
                    .value_or(0);
            m_sandbox.admin(
                "POST", QStringLiteral("/sandbox/slots"),
                {{QStringLiteral("count"), int(lastValid - std::min(lastValid, height)) + 5}});
        }
        const Run recover = cli({QStringLiteral("recover")});
        if (recover.code != 0)
            return QStringLiteral("FAIL: recover exited %1: %2")
                .arg(recover.code)
                .arg(QString::fromUtf8(recover.err + recover.out));
        const JournalView after = journalFor(to);
        if (after.unresolved != 0)
            return QStringLiteral("FAIL: unresolved entries after recover");
        if (after.forRecipient.size() > 1)
            return QStringLiteral("FAIL: the payment was journaled twice");
        const quint64 received = localtest::balance(*m_rpc, to);
        const quint64 now = localtest::balance(*m_rpc, m_payer.address());
        const auto ledger = m_sandbox.ledgerTransactions();
        if (after.forRecipient.isEmpty()) {
            if (received != 0 || now != before)
                return QStringLiteral("FAIL: charged without a journal entry");
            return QStringLiteral("nothing sent");
        }
        const JournalEntry &e = after.forRecipient.first();
        if (e.state == JournalState::Confirmed) {
            const qint64 fee = ledger.value(e.signature).fee;
            if (!ledger.contains(e.signature) || received != kAmount ||
                before - now != kAmount + quint64(fee))
                return QStringLiteral("FAIL: confirmed, but the ledger disagrees (received %1, "
                                      "payer lost %2, fee %3)")
                    .arg(received)
                    .arg(before - now)
                    .arg(fee);
            return QStringLiteral("confirmed");
        }
        if (e.state == JournalState::Expired || e.state == JournalState::Rejected) {
            if (ledger.contains(e.signature) || received != 0 || now != before)
                return QStringLiteral("FAIL: expired but charged");
            return QStringLiteral("expired, uncharged");
        }
        return QStringLiteral("FAIL: final state ") + PaymentJournal::stateName(e.state);
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
        QString error;
        QVERIFY2(m_sandbox.start(100, &error), qPrintable(error));
        m_rpc = std::make_unique<RpcClient>(&m_network, m_sandbox.rpcUrl());
        localtest::rpc(
            *m_rpc, QStringLiteral("requestAirdrop"),
            nlohmann::json::array({m_payer.address().toStdString(), quint64(100000000000)}));
        QTRY_COMPARE(localtest::balance(*m_rpc, m_payer.address()), quint64(100000000000));
        const QString file = m_data.filePath(QStringLiteral("payer.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(wallet::KeyImport::toKeypairJson(m_payer).view().toByteArray());
        f.close();
        const Run r = cli({QStringLiteral("wallet"), QStringLiteral("import"),
                           QStringLiteral("--keypair-file"), file});
        QFile::remove(file);
        QVERIFY2(r.code == 0, r.err.constData());
        // A payment without a crash works (and recover then has nothing to do).
        const Run ok =
            cli({QStringLiteral("send"), QStringLiteral("--local"), QStringLiteral("--rpc"),
                 QStringLiteral("sandbox"), QStringLiteral("--from"), m_payer.address(),
                 QStringLiteral("--to"), generateKeypair().address(), QStringLiteral("--amount"),
                 QStringLiteral("0.01"), QStringLiteral("--yes")});
        QVERIFY2(ok.code == 0, ok.err.constData());
        const Run idle = cli({QStringLiteral("recover")});
        QVERIFY2(idle.code == 0, idle.err.constData());
        QVERIFY2(idle.out.contains("\"count\":0"), idle.out.constData());
    }

    void crashAtEachPoint()
    {
        if (qEnvironmentVariable("PAYDESK_CRASH_MODE") == u"random")
            QSKIP("PAYDESK_CRASH_MODE=random: the random kills only");
        const int repeat = qEnvironmentVariableIsSet("PAYDESK_CRASH_REPEAT")
                               ? qEnvironmentVariableIntValue("PAYDESK_CRASH_REPEAT")
                               : 4;
        for (const char *point : {"before-sign", "after-sign", "sent-unjournaled",
                                  "after-broadcast", "during-confirmation"}) {
            for (int i = 0; i < repeat; ++i) {
                // Every other after-sign round: the restart comes too late to land it.
                const bool expire = QByteArray(point) == "after-sign" && i % 2 == 1;
                const QString outcome = round(point, -1, expire);
                QVERIFY2(!outcome.startsWith(u"FAIL"), qPrintable(outcome));
                ++m_tally[QString::fromLatin1(point) + QStringLiteral(" -> ") + outcome];
            }
        }
        QCOMPARE(m_tally.value(QStringLiteral("before-sign -> nothing sent")), repeat);
        QCOMPARE(m_tally.value(QStringLiteral("after-broadcast -> confirmed")), repeat);
        QCOMPARE(m_tally.value(QStringLiteral("during-confirmation -> confirmed")), repeat);
        QCOMPARE(m_tally.value(QStringLiteral("after-sign -> expired, uncharged")), repeat / 2);
    }

    void randomKills()
    {
        if (qEnvironmentVariable("PAYDESK_CRASH_MODE") != u"random")
            QSKIP("PAYDESK_CRASH_MODE is not random");
        const int repeat = qEnvironmentVariableIsSet("PAYDESK_CRASH_REPEAT")
                               ? qEnvironmentVariableIntValue("PAYDESK_CRASH_REPEAT")
                               : 16;
        for (int i = 0; i < repeat; ++i) {
            // From "still starting" to "already confirmed": a CLI payment takes about 1.5 s.
            const int delay = int(QRandomGenerator::global()->bounded(20, 1800));
            const QString outcome = round({}, delay, false);
            QVERIFY2(!outcome.startsWith(u"FAIL"),
                     qPrintable(outcome + QStringLiteral(" (killed after %1 ms)").arg(delay)));
            ++m_tally[QStringLiteral("random kill -> ") + outcome];
        }
    }

    void cleanupTestCase()
    {
        for (auto it = m_tally.begin(); it != m_tally.end(); ++it)
            qInfo("CRASH ROUNDS: %s: %d", qPrintable(it.key()), it.value());
    }
};

QTEST_GUILESS_MAIN(TstFaultsCrash)
#include "tst_faults_crash.moc"
