// paydesk-cli budget and agent budget with the windows beyond the day: --per-week, --per-month
// and --until on a site's grant and an agent's budget (read back by list --json and in words),
// the cap in dollars across every dollar stablecoin (budget cap 5 USD --window week), and the
// usage errors that say what to do. Local commands on a data folder of the test's own; `agent
// add` keeps the agent's token in the real Secret Service (tests/util/with-keyring.sh).
#include "kits/CliProcess.h"

#include <QJsonArray>
#include <QTemporaryDir>

using namespace paydesk;
using Run = paydesk::testing::CliRun;

class TestCliBudgetWindows : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    const QString site = QStringLiteral("https://shop.example");

    Run cli(const QStringList &args)
    {
        QProcessEnvironment env;
        env.insert(QStringLiteral("PAYDESK_DATA_DIR"), m_dir.path());
        // A service on this computer: the budgets' default network is the sandbox's.
        return paydesk::testing::runCli(
            QStringList{QStringLiteral("--service"), QStringLiteral("http://127.0.0.1:9")} + args,
            env);
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
    }

    // A grant with a week, a month and a last day; list shows them in JSON and in words; a
    // later grant keeps them unless given again ("none" takes a cap away).
    void grantWithWindows()
    {
        Run r =
            cli({QStringLiteral("--json"), QStringLiteral("budget"), QStringLiteral("grant"), site,
                 QStringLiteral("--network"), QStringLiteral("sandbox-evm"),
                 QStringLiteral("--per-payment"), QStringLiteral("0.01 USDC"),
                 QStringLiteral("--per-day"), QStringLiteral("0.05 USDC"),
                 QStringLiteral("--per-week"), QStringLiteral("0.2"), QStringLiteral("--per-month"),
                 QStringLiteral("0.5"), QStringLiteral("--until"), QStringLiteral("2031-12-31")});
        QVERIFY2(r.code == 0, r.err.constData());
        QJsonObject b = r.json()[QStringLiteral("budget")].toObject();
        QCOMPARE(b[QStringLiteral("perWeek")].toString(), QStringLiteral("0.2"));
        QCOMPARE(b[QStringLiteral("perMonth")].toString(), QStringLiteral("0.5"));
        QVERIFY2(b[QStringLiteral("until")].toString().startsWith(u"2031-12-31") ||
                     b[QStringLiteral("until")].toString().startsWith(u"2032-01-01"),
                 qPrintable(b[QStringLiteral("until")].toString()));
        r = cli({QStringLiteral("budget"), QStringLiteral("list")});
        QVERIFY2(r.out.contains("0.01 USDC per payment, 0.05 USDC per day, 0.2 USDC per week, "
                                "0.5 USDC per month, until"),
                 r.out.constData());
        QVERIFY2(r.out.contains("granted"), r.out.constData());
        // Changing the day keeps the week, month and end; none takes the month away.
        r = cli({QStringLiteral("--json"), QStringLiteral("budget"), QStringLiteral("grant"), site,
                 QStringLiteral("--network"), QStringLiteral("sandbox-evm"),
                 QStringLiteral("--per-day"), QStringLiteral("0.1 USDC"),
                 QStringLiteral("--per-month"), QStringLiteral("none")});
        QVERIFY2(r.code == 0, r.err.constData());
        b = r.json()[QStringLiteral("budget")].toObject();
        QCOMPARE(b[QStringLiteral("perDay")].toString(), QStringLiteral("0.1"));
        QCOMPARE(b[QStringLiteral("perWeek")].toString(), QStringLiteral("0.2"));
        QVERIFY(b[QStringLiteral("perMonth")].isNull());
        QVERIFY(!b[QStringLiteral("until")].isNull());
    }

    // What cannot be a budget is a usage error (exit 2) that says what to do, and saves nothing.
    void badWindowsSayWhatToDo()
    {
        const QStringList grant{QStringLiteral("budget"), QStringLiteral("grant"),
                                QStringLiteral("https://other.example"),
                                QStringLiteral("--per-day"), QStringLiteral("0.05")};
        Run r = cli(grant + QStringList{QStringLiteral("--until"), QStringLiteral("soon")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--until: \"soon\" is not a date") && r.err.contains("2026-12-31"),
                 r.err.constData());
        r = cli(grant + QStringList{QStringLiteral("--until"), QStringLiteral("2020-01-01")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("already past"), r.err.constData());
        r = cli(grant + QStringList{QStringLiteral("--per-week"), QStringLiteral("0.01")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("at least the cap of a shorter window"), r.err.constData());
        r = cli(grant + QStringList{QStringLiteral("--per-month"), QStringLiteral("0")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--per-month must be more than zero"), r.err.constData());
        r = cli({QStringLiteral("budget"), QStringLiteral("cap"), QStringLiteral("5"),
                 QStringLiteral("USD"), QStringLiteral("--window"), QStringLiteral("year")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--window is day, week or month"), r.err.constData());
        r = cli({QStringLiteral("budget"), QStringLiteral("cap"), QStringLiteral("1 USDC"),
                 QStringLiteral("--network"), QStringLiteral("sandbox-evm"),
                 QStringLiteral("--window"), QStringLiteral("week")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--window is for a cap in dollars"), r.err.constData());
        r = cli({QStringLiteral("--json"), QStringLiteral("budget"), QStringLiteral("list")});
        QVERIFY(r.json()[QStringLiteral("dollarCaps")].toArray().isEmpty());
        QVERIFY(r.json()[QStringLiteral("dailyCaps")].toArray().isEmpty());
    }

    // The cap in dollars: per day by default, per week or month with --window, the amount and
    // its symbol as one argument or two; none USD takes every window's away.
    void dollarCaps()
    {
        Run r = cli({QStringLiteral("budget"), QStringLiteral("cap"), QStringLiteral("5"),
                     QStringLiteral("USD")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("at most 5 USD per day in dollar stablecoins"), r.out.constData());
        r = cli({QStringLiteral("--json"), QStringLiteral("budget"), QStringLiteral("cap"),
                 QStringLiteral("20 usd"), QStringLiteral("--window"), QStringLiteral("week")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.json()[QStringLiteral("window")].toString(), QStringLiteral("week"));
        r = cli({QStringLiteral("--json"), QStringLiteral("budget"), QStringLiteral("list")});
        const QJsonArray caps = r.json()[QStringLiteral("dollarCaps")].toArray();
        QCOMPARE(caps.size(), 2);
        QCOMPARE(caps[0][QStringLiteral("window")].toString(), QStringLiteral("day"));
        QCOMPARE(caps[0][QStringLiteral("cap")].toString(), QStringLiteral("5"));
        QCOMPARE(caps[1][QStringLiteral("cap")].toString(), QStringLiteral("20"));
        r = cli({QStringLiteral("budget"), QStringLiteral("list")});
        QVERIFY2(r.out.contains("all dollar stablecoins together: 20 USD per week"),
                 r.out.constData());
        // A network's cap given as two arguments keeps its symbol (USDC, not the native coin).
        r = cli({QStringLiteral("--json"), QStringLiteral("budget"), QStringLiteral("cap"),
                 QStringLiteral("1"), QStringLiteral("USDC"), QStringLiteral("--network"),
                 QStringLiteral("sandbox-evm")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.json()[QStringLiteral("unit")].toString(), QStringLiteral("USDC"));
        r = cli({QStringLiteral("budget"), QStringLiteral("cap"), QStringLiteral("none USD")});
        QVERIFY2(r.code == 0 && r.out.contains("No cap in dollars any more"), r.out.constData());
        r = cli({QStringLiteral("--json"), QStringLiteral("budget"), QStringLiteral("list")});
        QVERIFY(r.json()[QStringLiteral("dollarCaps")].toArray().isEmpty());
        QCOMPARE(r.json()[QStringLiteral("dailyCaps")].toArray().size(), 1);
    }

    // An agent's budget takes the same windows and end; they stay when the day is changed.
    void agentBudgetWindows()
    {
        Run r = cli({QStringLiteral("agent"), QStringLiteral("add"), QStringLiteral("bot")});
        QVERIFY2(r.code == 0, r.err.constData());
        r = cli({QStringLiteral("--json"), QStringLiteral("agent"), QStringLiteral("budget"),
                 QStringLiteral("bot"), QStringLiteral("1 USDC"), QStringLiteral("--network"),
                 QStringLiteral("sandbox-evm"), QStringLiteral("--per-week"), QStringLiteral("3"),
                 QStringLiteral("--until"), QStringLiteral("2031-06-30")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.json()[QStringLiteral("perWeek")].toString(), QStringLiteral("3"));
        r = cli({QStringLiteral("agent"), QStringLiteral("budget"), QStringLiteral("bot"),
                 QStringLiteral("2 USDC"), QStringLiteral("--network"),
                 QStringLiteral("sandbox-evm")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("2 USDC per day, 3 USDC per week, until"), r.out.constData());
        r = cli({QStringLiteral("--json"), QStringLiteral("agent"), QStringLiteral("list")});
        const QJsonObject b =
            r.json()[QStringLiteral("agents")][0][QStringLiteral("budgets")][0].toObject();
        QCOMPARE(b[QStringLiteral("perDay")].toString(), QStringLiteral("2"));
        QCOMPARE(b[QStringLiteral("perWeek")].toString(), QStringLiteral("3"));
        QVERIFY(b[QStringLiteral("perMonth")].isNull());
        QVERIFY(!b[QStringLiteral("until")].isNull());
        // A week below the day is refused, and said.
        r = cli({QStringLiteral("agent"), QStringLiteral("budget"), QStringLiteral("bot"),
                 QStringLiteral("5 USDC"), QStringLiteral("--network"),
                 QStringLiteral("sandbox-evm")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("shorter window"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliBudgetWindows)
#include "tst_cli_budget_windows.moc"
