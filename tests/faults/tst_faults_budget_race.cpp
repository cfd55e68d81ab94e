// Many paydesk-cli fetch processes at once against one site's granted budget, in EIP-3009 USDC
// on the sandbox's EVM chain, some of them killed (SIGKILL) at random moments, then `recover`:
// what settled on chain is at most the budget, to the atomic unit, and once every authorization
// that was never settled has expired, the budget's figures equal what the chain moved. Each
// fetch is a resource of its own ("brief-race-N": the demo seller asks a 10-second timeout), the
// node answers a little slowly, so the payers overlap. The key is in the real Secret Service
// (tests/util/with-keyring.sh).
//   PAYDESK_RACE_PROCESSES  at once (default 4)       PAYDESK_RACE_FETCHES  in all (default 24)
//   PAYDESK_RACE_KILL_PERCENT  of the fetches killed at a random moment (default 25)
// tests/faults/soak.sh runs 10 at once, 2,000 in all.
#include "core/Asset.h"
#include "core/Origin.h"
#include "kits/CliProcess.h"
#include "kits/LocalTestKit.h"
#include "sandbox/DemoSeller.h"
#include "sandbox/EvmChain.h"
#include "store/BudgetStore.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QTest>
#include <QTimer>

using namespace paydesk;
using namespace localtest;

class TestFaultsBudgetRace : public QObject
{
    Q_OBJECT
    Sandbox m_sandbox;
    std::unique_ptr<Rig> m_rig;
    QTemporaryDir m_dir;
    const QString m_rich = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");

    using Run = paydesk::testing::CliRun;
    QProcessEnvironment env() const
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("PAYDESK_KEY"), QString::fromLatin1(kApiKey));
        e.insert(QStringLiteral("PAYDESK_DATA_DIR"), m_dir.path());
        return e;
    }
    QStringList common() const
    {
        return {QStringLiteral("--service"), m_sandbox.baseUrl().toString(),
                QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_KEY"),
                QStringLiteral("--json")};
    }
    Run cli(const QStringList &args, const QList<std::pair<QString, QString>> &extra = {})
    {
        QProcessEnvironment e = env();
        for (const auto &[name, value] : extra)
            e.insert(name, value);
        return paydesk::testing::runCli(common() + args, e, 300000);
    }
    static int knob(const char *name, int fallback)
    {
        return qEnvironmentVariableIsSet(name) ? qEnvironmentVariableIntValue(name) : fallback;
    }
    evm::U256 held()
    {
        return m_sandbox.server().evmChain()->usdc().balanceOf(*evm::EvmAddress::parse(m_rich));
    }
    Amount spentToday()
    {
        Amount spent;
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("race"));
            db.setDatabaseName(m_dir.filePath(QStringLiteral("paydesk.sqlite")));
            if (db.open())
                spent = BudgetStore(db).spentSince(
                    Origin::of(m_sandbox.baseUrl()), QStringLiteral("eip155:4020"), 6,
                    QDateTime::currentDateTimeUtc().addSecs(-24 * 3600),
                    Asset::keyOf(sandbox::TestUsdc::address().toChecksummed()));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("race"));
        return spent;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
        QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.error()));
        m_rig = std::make_unique<Rig>(m_sandbox.baseUrl(), m_sandbox.rpcUrl());
        // Hardhat / Anvil #0, a public test key the sandbox gave 1,000 test USDC.
        const Run r = cli(
            {QStringLiteral("wallet"), QStringLiteral("import"), QStringLiteral("--chain"),
             QStringLiteral("evm"), QStringLiteral("--secret-key-env"), QStringLiteral("EVM_KEY")},
            {{QStringLiteral("EVM_KEY"),
              QStringLiteral("ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80")}});
        QVERIFY2(r.code == 0, r.err.constData());
    }
    void cleanupTestCase() { m_rig.reset(); }

    void racersAndKillsStayWithinTheBudget()
    {
        const int atOnce = std::max(1, knob("PAYDESK_RACE_PROCESSES", 4));
        const int total = std::max(1, knob("PAYDESK_RACE_FETCHES", 24));
        const int killPercent = std::clamp(knob("PAYDESK_RACE_KILL_PERCENT", 25), 0, 100);
        // A quarter of the fetches fit in the budget: most of the run races for its last part.
        const qint64 price = 5000; // 0.005 USDC, the demo seller's EIP-3009 price
        const Amount cap = Amount::fromUnits(std::max(1, total / 4) * price, 6);
        const QString site = m_sandbox.baseUrl().toString();
        Run g = cli({QStringLiteral("budget"), QStringLiteral("grant"), site,
                     QStringLiteral("--network"), QStringLiteral("eip155:4020"),
                     QStringLiteral("--per-payment"), QStringLiteral("0.005 USDC"),
                     QStringLiteral("--per-day"), cap.toString() + QStringLiteral(" USDC")});
        QVERIFY2(g.code == 0, g.err.constData());
        QUrl faults = m_sandbox.baseUrl();
        faults.setPath(QStringLiteral("/sandbox/faults"));
        postJson(m_rig->network, faults, R"({"latencyMs":40,"pathPrefix":"/evm"})");
        const evm::U256 before = held();

        int started = 0, running = 0, paid = 0, refused = 0, killed = 0, other = 0;
        QRandomGenerator random{quint32(QDateTime::currentMSecsSinceEpoch())};
        std::function<void()> startNext = [&]() {
            if (started >= total)
                return;
            const int n = started++;
            ++running;
            auto *p = new QProcess(this);
            p->setProcessEnvironment(env());
            connect(p, &QProcess::finished, this, [&, p](int code, QProcess::ExitStatus status) {
                const QByteArray err = p->readAllStandardError();
                if (status == QProcess::CrashExit)
                    ++killed;
                else if (code == 0)
                    ++paid;
                else if (code == 4 && err.contains("budget"))
                    ++refused;
                else {
                    ++other;
                    qWarning("payer: %d %s", code, err.constData());
                }
                p->deleteLater();
                --running;
                startNext();
            });
            p->start(qEnvironmentVariable("PAYDESK_BUILD_DIR") + QStringLiteral("/bin/paydesk-cli"),
                     common() +
                         QStringList{QStringLiteral("fetch"),
                                     site + QStringLiteral("/demo/resource/brief-race-%1").arg(n),
                                     QStringLiteral("--from"), m_rich, QStringLiteral("--local")});
            p->closeWriteChannel();
            // Some are killed at a random moment of their run (start-up, quote, reservation,
            // signing, sending, settling, journaling the answer).
            if (int(random.bounded(100)) < killPercent)
                QTimer::singleShot(int(random.bounded(5, 300)), p, [p]() {
                    if (p->state() != QProcess::NotRunning)
                        p->kill();
                });
        };
        for (int i = 0; i < atOnce; ++i)
            startNext();
        QVERIFY(QTest::qWaitFor([&]() { return running == 0 && started == total; },
                                std::max(120000, total * 4000 / atOnce)));
        postJson(m_rig->network, faults, "{}");

        const evm::U256 moved = *before.checkedSub(held());
        const Amount movedAmount =
            Amount::fromUnits(Amount::Units(moved.toUInt64().value_or(0)), 6);
        // What settled is never above the budget, whatever raced or died.
        QVERIFY2(movedAmount <= cap, qPrintable(movedAmount.toString()));
        QVERIFY(movedAmount.units() >= paid * price); // every exit 0 was paid, once
        QCOMPARE(other, 0);
        // Reserved never below what moved: a killed payer's spend stays until the chain says.
        QVERIFY2(spentToday() >= movedAmount, qPrintable(spentToday().toString()));
        // Every authorization that was not settled expires (10 s); `recover` then releases it,
        // and the budget's figure is what the chain moved, to the atomic unit.
        QTest::qWait((sandbox::DemoSeller::kBriefTimeoutSeconds + 2) * 1000);
        Run r = cli({QStringLiteral("recover")});
        QVERIFY2(r.code == 0 || r.code == 4, r.err.constData());
        QCOMPARE(*before.checkedSub(held()), moved); // recovery pays nothing
        QCOMPARE(spentToday(), movedAmount);
        qInfo("BUDGET RACE at once=%d fetches=%d killed=%d paid=%d refused=%d moved=%s cap=%s",
              atOnce, total, killed, paid, refused, qPrintable(movedAmount.toString()),
              qPrintable(cap.toString()));
    }
};

QTEST_GUILESS_MAIN(TestFaultsBudgetRace)
#include "tst_faults_budget_race.moc"
