// Agents on a real SQLite file: names and tokens, budgets per network and asset, the
// allow-list, and every verdict of AgentStore::check, with the agent's spend read from the
// x402 spending its paid fetches recorded (so a spend taken back is the agent's no more).
#include "core/Asset.h"
#include "store/AgentStore.h"
#include "store/BudgetStore.h"
#include "util/ScratchDatabase.h"

#include <QSqlDatabase>
#include <QTest>

using namespace paydesk;

class TestAgentStore : public QObject
{
    Q_OBJECT
    paydesk::test::ScratchDatabase m_file{QStringLiteral("agents")};
    QSqlDatabase m_db;
    const QString site = QStringLiteral("https://api.example:443");
    const QString net = QStringLiteral("eip155:8453");
    const QString usdc = QStringLiteral("0x833589fcd6edb6e08f4c7c32d4f71b54bda02913");
    QDateTime now = QDateTime::fromString(QStringLiteral("2026-11-29T12:00:00Z"), Qt::ISODate);

    static Amount usd(const char *text) { return *Amount::parse(QString::fromLatin1(text), 6); }

    // A paid fetch of `agent` for `price`, `minutesAgo`: its spend and its agent row.
    void spend(BudgetStore &b, AgentStore &a, const QString &agent, const char *price,
               qint64 attemptId, int minutesAgo = 1)
    {
        const QDateTime at = now.addSecs(-60 * minutesAgo);
        QVERIFY(b.recordSpend(
            {site, net, site + QStringLiteral("/x"), usd(price), attemptId, at, usdc}));
        QVERIFY(a.recordPayment(agent, attemptId, at));
    }

private Q_SLOTS:
    void init()
    {
        m_db = m_file.open();
        QVERIFY(m_db.isOpen());
    }
    void cleanup()
    {
        m_db = {};
        m_file.close();
    }

    void namesTokensAndRemoval()
    {
        AgentStore a(m_db);
        QVERIFY2(a.isReady(), qPrintable(a.lastError()));
        QString why;
        QVERIFY(AgentStore::validName(QStringLiteral("Research bot"), &why));
        QVERIFY(!AgentStore::validName(QString(), &why));
        QVERIFY(!AgentStore::validName(QStringLiteral(" padded"), &why));
        QVERIFY(!AgentStore::validName(QStringLiteral("tab\there"), &why));
        QVERIFY(!AgentStore::validName(QString(65, u'x'), &why));
        QVERIFY(why.contains(u"1 to 64"));
        // SHA-256 of "abc" (FIPS 180-2, appendix B.1).
        QCOMPARE(
            AgentStore::tokenHash("abc"),
            QStringLiteral("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        QVERIFY(a.add(QStringLiteral("research"), AgentStore::tokenHash("t1").toLatin1()));
        QVERIFY(!a.add(QStringLiteral("research"), AgentStore::tokenHash("t2").toLatin1()));
        QVERIFY(a.lastError().contains(u"already an agent"));
        QCOMPARE(a.findByTokenHash(AgentStore::tokenHash("t1"))->name, QStringLiteral("research"));
        QVERIFY(!a.findByTokenHash(AgentStore::tokenHash("t2")));
        QVERIFY(a.saveBudget(QStringLiteral("research"), {net, usdc, usd("1"), usd("0.1")}, &why));
        QVERIFY(a.allowSite(QStringLiteral("research"), site));
        QVERIFY(!a.allowSite(QStringLiteral("nobody"), site));
        {
            const AgentStore again(m_db); // as after a restart
            const Agent r = *again.find(QStringLiteral("research"));
            QCOMPARE(r.budgets.size(), 1);
            QCOMPARE(r.budgets.at(0).perDay, usd("1"));
            QCOMPARE(r.budgets.at(0).automatic, usd("0.1"));
            QCOMPARE(r.sites, QStringList{site});
            QCOMPARE(r.perMinute, 10);
        }
        QVERIFY(a.remove(QStringLiteral("research")));
        QVERIFY(!a.remove(QStringLiteral("research")));
        QVERIFY(!a.findByTokenHash(AgentStore::tokenHash("t1")));
        QVERIFY(a.all().isEmpty());
    }

    void budgetsAreValidated()
    {
        AgentStore a(m_db);
        QVERIFY(a.add(QStringLiteral("b"), "h"));
        QString why;
        QVERIFY(!a.saveBudget(QStringLiteral("b"), {net, usdc, usd("0"), usd("0")}, &why));
        QVERIFY(!a.saveBudget(QStringLiteral("b"), {net, usdc, usd("1"), usd("2")}, &why));
        QVERIFY(why.contains(u"automatic limit"));
        QVERIFY(!a.saveBudget(QStringLiteral("nobody"), {net, usdc, usd("1"), usd("0")}, &why));
        QVERIFY(a.saveBudget(QStringLiteral("b"), {net, usdc, usd("1"), usd("0")}, &why));
        QVERIFY(
            a.saveBudget(QStringLiteral("b"), {net, usdc, usd("2"), usd("1")}, &why)); // replaced
        QCOMPARE(a.find(QStringLiteral("b"))->budgets.size(), 1);
        // A budget in the network's own coin: its asset key is empty (Asset::keyOf), saved and
        // taken back like a token's (it once failed on the column's NOT NULL).
        const Amount sol = *Amount::parse(u"1", 9);
        QVERIFY2(a.saveBudget(QStringLiteral("b"),
                              {QStringLiteral("solana-sandbox"), Asset::keyOf({}), sol,
                               *Amount::parse(u"0.1", 9)},
                              &why),
                 qPrintable(why));
        QCOMPARE(a.find(QStringLiteral("b"))->budgets.size(), 2);
        QVERIFY(a.removeBudget(QStringLiteral("b"), QStringLiteral("solana-sandbox"),
                               Asset::keyOf({})));
        QCOMPARE(a.find(QStringLiteral("b"))->budgets.size(), 1);
        QCOMPARE(a.find(QStringLiteral("b"))->budgets.at(0).perDay, usd("2"));
        QVERIFY(a.removeBudget(QStringLiteral("b"), net, usdc));
        QVERIFY(a.find(QStringLiteral("b"))->budgets.isEmpty());
    }

    // Each verdict, in the order check() applies them.
    void everyVerdict()
    {
        BudgetStore b(m_db);
        AgentStore a(m_db);
        const QString bot = QStringLiteral("bot");
        const auto check = [&](const char *price, bool frozen = false) {
            return a.check(bot, site, net, usdc, usd(price), frozen, now);
        };
        QCOMPARE(check("0.01").code, QStringLiteral("unknown_agent"));
        QVERIFY(a.add(bot, "h", 3));
        QCOMPARE(check("0.01").code, QStringLiteral("no_agent_budget"));
        QVERIFY(check("0.01").reason.contains(u"agent budget"));
        QString why;
        QVERIFY(a.saveBudget(bot, {net, usdc, usd("1"), usd("0.1")}, &why));
        // A new site asks.
        AgentCheck c = check("0.01");
        QCOMPARE(c.verdict, AgentCheck::Verdict::Approval);
        QVERIFY2(c.reason.contains(u"new site"), qPrintable(c.reason));
        QVERIFY(a.allowSite(bot, site));
        c = check("0.01");
        QCOMPARE(c.verdict, AgentCheck::Verdict::Automatic);
        QCOMPARE(c.leftToday, usd("1"));
        // Above the automatic limit: a person approves (never refused for it).
        c = check("0.100001");
        QCOMPARE(c.verdict, AgentCheck::Verdict::Approval);
        QVERIFY2(c.reason.contains(u"0.1 USDC it may pay without you"), qPrintable(c.reason));
        // Spent 0.85 in the last 24 hours (and 5 more two days ago, which no longer count).
        spend(b, a, bot, "0.5", 1, 30);
        spend(b, a, bot, "0.35", 2, 10);
        spend(b, a, bot, "5", 3, 48 * 60);
        c = check("0.05");
        QCOMPARE(c.spentToday, usd("0.85"));
        QCOMPARE(c.leftToday, usd("0.15"));
        QCOMPARE(c.verdict, AgentCheck::Verdict::Automatic); // leaves 0.1: 10 %, not below
        c = check("0.050001");
        QCOMPARE(c.verdict, AgentCheck::Verdict::Approval); // near its cap
        QVERIFY2(c.reason.contains(u"would leave 0.099999 USDC"), qPrintable(c.reason));
        c = check("0.150001");
        QCOMPARE(c.code, QStringLiteral("over_agent_budget"));
        QVERIFY2(c.reason.contains(u"0.15 USDC of 1 USDC"), qPrintable(c.reason));
        QCOMPARE(check("0.15").verdict, AgentCheck::Verdict::Approval); // exactly what is left
        // A spend taken back (the payment failed before money moved) is the agent's no more.
        QVERIFY(b.forgetSpend(2));
        QCOMPARE(check("0.01").spentToday, usd("0.5"));
        // Another asset or network has no budget.
        QCOMPARE(a.check(bot, site, net, QString(), *Amount::parse(u"0.001", 18), false, now).code,
                 QStringLiteral("no_agent_budget"));
        // Rate: 3 a minute, counting the payments whose spend stands.
        spend(b, a, bot, "0.001", 4, 0);
        spend(b, a, bot, "0.001", 5, 0);
        QCOMPARE(check("0.01").verdict, AgentCheck::Verdict::Automatic);
        spend(b, a, bot, "0.001", 6, 0);
        QCOMPARE(check("0.01").code, QStringLiteral("agent_rate_limited"));
        QVERIFY(b.forgetSpend(6));
        QCOMPARE(check("0.01").verdict, AgentCheck::Verdict::Automatic);
        // The breaker: five failures in a row; a success in between resets the count.
        for (int i = 0; i < 4; ++i)
            QVERIFY(a.recordOutcome(bot, false));
        QVERIFY(a.recordOutcome(bot, true));
        for (int i = 0; i < 4; ++i)
            QVERIFY(a.recordOutcome(bot, false));
        QCOMPARE(check("0.01").verdict, AgentCheck::Verdict::Automatic);
        QVERIFY(a.recordOutcome(bot, false));
        QCOMPARE(check("0.01").code, QStringLiteral("agent_circuit_open"));
        QVERIFY(check("0.01").reason.contains(u"5 failed payments"));
        // Pause and the freeze come first; resuming closes the breaker.
        QVERIFY(a.setPaused(bot, true));
        QCOMPARE(check("0.01").code, QStringLiteral("agent_paused"));
        QCOMPARE(check("0.01", true).code, QStringLiteral("frozen"));
        QVERIFY(a.setPaused(bot, false));
        QCOMPARE(check("0.01").verdict, AgentCheck::Verdict::Automatic);
        QCOMPARE(a.recentAttempts(bot, 2), (QList<qint64>{6, 5})); // refused ones too
        QCOMPARE(a.agentOf(5), bot);
        QVERIFY(a.agentOf(99).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestAgentStore)
#include "tst_agent_store.moc"
