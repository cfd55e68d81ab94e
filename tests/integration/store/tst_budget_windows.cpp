// Budgets over a week and a month, grants that end, and the cap in dollars across every dollar
// stablecoin, on a real SQLite file: for the sites' budgets (BudgetStore) and the agents'
// (AgentStore), with the spending placed in the past to fill each window.
#include "core/Asset.h"
#include "core/BudgetWindows.h"
#include "store/AgentStore.h"
#include "store/BudgetStore.h"
#include "util/ScratchDatabase.h"

#include <QSqlDatabase>
#include <QTest>

using namespace paydesk;

class TestBudgetWindows : public QObject
{
    Q_OBJECT
    paydesk::test::ScratchDatabase m_file{QStringLiteral("windows")};
    QSqlDatabase m_db;
    const QString site = QStringLiteral("https://shop.example:443");
    // The sandbox chains' test USDC (core/Asset.cpp's table), and Base's.
    const QString evm = Network::canonical(QStringLiteral("eip155:4020"));
    const QString evmUsdc = QStringLiteral("0x7957850b3efe67c44f8dda73c32b36b9c2099ccf");
    const QString svm = Network::canonical(QStringLiteral("solana-sandbox"));
    const QString svmUsdc = QStringLiteral("AFxcH3jwY8KpyXfuC8K5z9v5z9iWGm8gZvpACxNoqs8y");
    const QString base = Network::canonical(QStringLiteral("eip155:8453"));
    const QString baseUsdc = QStringLiteral("0x833589fcd6edb6e08f4c7c32d4f71b54bda02913");
    const QDateTime now = QDateTime::currentDateTimeUtc();
    qint64 m_attempt = 0;

    static Amount usd(const char *text) { return *Amount::parse(QString::fromLatin1(text), 6); }

    void spend(BudgetStore &b, const QString &network, const QString &asset, const char *amount,
               double daysAgo, const QString &origin = {})
    {
        const QDateTime at = now.addSecs(qint64(-daysAgo * 24 * 3600));
        // Recorded as a payment records it: under the network's canonical id.
        QVERIFY2(b.recordSpend({origin.isEmpty() ? site : origin,
                                Network::canonical(network),
                                {},
                                usd(amount),
                                ++m_attempt,
                                at,
                                asset}),
                 qPrintable(b.lastError()));
    }

    SiteBudget granted(const char *perPayment, const char *perDay) const
    {
        SiteBudget g = SiteBudget::defaults(site, evm, 6, evmUsdc);
        g.granted = true;
        g.perPayment = usd(perPayment);
        g.perDay = usd(perDay);
        return g;
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
        Asset::setAddedTokens({});
    }

    // The windows roll (24 hours, 7 days, 30 days); the words the faces show them in.
    void windowsRoll()
    {
        QCOMPARE(BudgetWindows::start(BudgetPeriod::Week, now), now.addDays(-7));
        QCOMPARE(BudgetWindows::start(BudgetPeriod::Month, now), now.addDays(-30));
        QCOMPARE(BudgetWindows::fromName(u"WEEK"), BudgetPeriod::Week);
        QVERIFY(!BudgetWindows::fromName(u"year"));
        QCOMPARE(BudgetWindows::left(usd("1"), usd("1.5")), usd("0"));
        QCOMPARE(BudgetWindows::left(usd("1"), *Amount::parse(u"0.25", 18)), usd("0.75"));
        const BudgetLimits limits{usd("5"), std::nullopt, {}};
        QCOMPARE(BudgetWindows::limitsText(usd("1"), limits,
                                           [](const Amount &a) { return a.toString(); }),
                 QStringLiteral("1 per day, 5 per week"));
    }

    // Week and month caps are hard limits of a granted budget, each over its own window; they
    // are kept exactly, and caps that contradict each other are refused with a reason.
    void weekAndMonthCapsAreHard()
    {
        BudgetStore b(m_db);
        QVERIFY2(b.isReady(), qPrintable(b.lastError()));
        SiteBudget g = granted("0.01", "0.02");
        g.limits.perWeek = usd("0.05");
        g.limits.perMonth = usd("0.08");
        QVERIFY2(b.save(g), qPrintable(b.lastError()));
        QCOMPARE(b.budget(site, evm, 6, evmUsdc).limits, g.limits); // read back exactly
        spend(b, evm, evmUsdc, "0.02", 2);                          // this week
        spend(b, evm, evmUsdc, "0.02", 5);                          // this week
        spend(b, evm, evmUsdc, "0.03", 20);                         // this month only
        spend(b, evm, evmUsdc, "0.05", 40);                         // neither
        BudgetCheck c = b.check(site, evm, usd("0.01"), now, evmUsdc);
        QCOMPARE(c.verdict, BudgetCheck::Verdict::Automatic); // 0.04 of 0.05 this week
        spend(b, evm, evmUsdc, "0.005", 0.1);
        c = b.check(site, evm, usd("0.006"), now, evmUsdc);
        QCOMPARE(c.verdict, BudgetCheck::Verdict::OverWindowCap);
        QVERIFY(c.refused());
        QCOMPARE(c.window->period, BudgetPeriod::Week);
        QCOMPARE(c.window->left, usd("0.005"));
        QVERIFY2(c.reason.contains(u"0.05 USDC per week") && c.reason.contains(u"0.005 USDC"),
                 qPrintable(c.reason));
        // Eight days on, the week has room again but the month (0.075 of 0.08) has little.
        c = b.check(site, evm, usd("0.006"), now.addDays(6), evmUsdc);
        QCOMPARE(c.verdict, BudgetCheck::Verdict::OverWindowCap);
        QCOMPARE(c.window->period, BudgetPeriod::Month);
        QVERIFY2(c.reason.contains(u"per month"), qPrintable(c.reason));
        QCOMPARE(b.check(site, evm, usd("0.005"), now.addDays(6), evmUsdc).verdict,
                 BudgetCheck::Verdict::Automatic);
        // Not granted: the same caps are asked about, a person may pass them.
        g.granted = false;
        QVERIFY(b.save(g));
        QCOMPARE(b.check(site, evm, usd("0.006"), now, evmUsdc).verdict,
                 BudgetCheck::Verdict::AboveDefaultCap);
        // Caps that contradict each other, or zero, are refused and said.
        for (const auto &[week, month] :
             {std::pair{"0.01", "0.08"}, std::pair{"0.05", "0.04"}, std::pair{"0", "0.08"}}) {
            SiteBudget bad = granted("0.01", "0.02");
            bad.limits.perWeek = usd(week);
            bad.limits.perMonth = usd(month);
            QVERIFY(!b.save(bad));
            QVERIFY2(b.lastError().contains(u"at least the cap of a shorter window"),
                     qPrintable(b.lastError()));
        }
        QCOMPARE(b.budget(site, evm, 6, evmUsdc).limits, g.limits); // untouched
        // Taken away again: no week or month cap.
        g.granted = true;
        g.limits = {};
        QVERIFY(b.save(g));
        QCOMPARE(b.check(site, evm, usd("0.01"), now, evmUsdc).verdict,
                 BudgetCheck::Verdict::Automatic);
    }

    // A grant holds until its last moment; after it the site is asked again (its caps still
    // apply) and the check says why. A grant that would end in the past is refused.
    void grantsEnd()
    {
        BudgetStore b(m_db);
        SiteBudget g = granted("0.01", "0.05");
        g.limits.until = now.addSecs(3600);
        QVERIFY2(b.save(g), qPrintable(b.lastError()));
        QCOMPARE(b.check(site, evm, usd("0.01"), now, evmUsdc).verdict,
                 BudgetCheck::Verdict::Automatic);
        const BudgetCheck after = b.check(site, evm, usd("0.01"), now.addSecs(3601), evmUsdc);
        QCOMPARE(after.verdict, BudgetCheck::Verdict::Ask);
        QVERIFY(after.ended);
        QVERIFY2(after.reason.contains(u"ended"), qPrintable(after.reason));
        // Above its caps after it ended: a person may still approve it, never automatic.
        QCOMPARE(b.check(site, evm, usd("0.02"), now.addSecs(3601), evmUsdc).verdict,
                 BudgetCheck::Verdict::AboveDefaultCap);
        g.limits.until = now.addSecs(-60);
        QVERIFY(!b.save(g));
        QVERIFY2(b.lastError().contains(u"already past"), qPrintable(b.lastError()));
        // The date a person types: through the whole of that day, in their time zone.
        bool ok = false;
        QString why;
        const QDateTime end = BudgetWindows::parseUntil(QStringLiteral("2031-12-31"), &ok, &why);
        QVERIFY(ok);
        QCOMPARE(end.toLocalTime().date(), QDate(2031, 12, 31));
        QCOMPARE(end.toLocalTime().time(), QTime(23, 59, 59, 999));
        QVERIFY(!BudgetWindows::parseUntil(QStringLiteral("none"), &ok, &why).isValid());
        QVERIFY(ok);
        BudgetWindows::parseUntil(QStringLiteral("next friday"), &ok, &why);
        QVERIFY(!ok);
        QVERIFY2(why.contains(u"2026-12-31"), qPrintable(why));
        g.limits.until = end;
        QVERIFY(b.save(g));
        QCOMPARE(b.budget(site, evm, 6, evmUsdc).limits.until, end);
    }

    // One cap in dollars counts every dollar stablecoin of Paydesk's table on every network,
    // over its window; the native coins and a token the user added (even one called USDC)
    // are not dollars.
    void dollarCapAcrossStablecoins()
    {
        BudgetStore b(m_db);
        SiteBudget generous = granted("5", "50");
        QVERIFY(b.save(generous));
        QVERIFY(!b.setDollarCap(BudgetPeriod::Day, usd("0")));
        QVERIFY(!b.setDollarCap(BudgetPeriod::Day, *Amount::parse(u"0.0000001", 7)));
        QVERIFY(b.setDollarCap(BudgetPeriod::Day, usd("5")));
        QVERIFY(b.setDollarCap(BudgetPeriod::Week, usd("9")));
        QCOMPARE(b.dollarCaps().size(), 2);
        QCOMPARE(b.dollarCaps().first().period, BudgetPeriod::Day);
        spend(b, evm, evmUsdc, "2", 0.1, QStringLiteral("https://a.example:443"));
        spend(b, svm, svmUsdc, "1.5", 0.2, QStringLiteral("https://b.example:443"));
        spend(b, base, baseUsdc, "1", 0.3, QStringLiteral("https://c.example:443"));
        spend(b, evm, evmUsdc, "4", 3); // this week, not today
        // Not dollars: the native coin, and an added token named USDC.
        const QString fake = QStringLiteral("0x1111111111111111111111111111111111111111");
        Asset::setAddedTokens({Asset{Network::canonical(evm),
                                     Chain::Evm,
                                     Asset::Kind::Token,
                                     fake,
                                     QStringLiteral("USDC"),
                                     6,
                                     true,
                                     true,
                                     {}}});
        QVERIFY(!Asset::isDollar(evm, fake));
        QVERIFY(Asset::isDollar(evm, evmUsdc));
        spend(b, evm, Asset::keyOf(fake), "100", 0.1);
        QVERIFY(b.recordSpend({site, evm, {}, *Amount::parse(u"3", 18), ++m_attempt, now, {}}));
        QCOMPARE(b.spentDollarsSince(now.addDays(-1)), usd("4.5"));
        QCOMPARE(b.spentDollarsSince(now.addDays(-7)), usd("8.5"));
        // 0.5 dollars left today, and this week.
        BudgetCheck c = b.check(site, evm, usd("0.6"), now, evmUsdc);
        QCOMPARE(c.verdict, BudgetCheck::Verdict::OverGlobalCap);
        QVERIFY2(c.reason.contains(u"all dollar stablecoins") && c.reason.contains(u"0.5 USD") &&
                     c.reason.contains(u"5 USD per day"),
                 qPrintable(c.reason));
        QCOMPARE(b.check(site, evm, usd("0.5"), now, evmUsdc).verdict,
                 BudgetCheck::Verdict::Automatic);
        // Tomorrow the day has room; the week (8.5 of 9) still holds it.
        c = b.check(site, evm, usd("0.6"), now.addDays(1), evmUsdc);
        QCOMPARE(c.verdict, BudgetCheck::Verdict::OverGlobalCap);
        QVERIFY2(c.reason.contains(u"9 USD per week"), qPrintable(c.reason));
        // The added token is counted in its own unit only: the dollar cap never sees it.
        SiteBudget other = SiteBudget::defaults(site, evm, 6, Asset::keyOf(fake));
        other.granted = true;
        other.perPayment = usd("1");
        other.perDay = usd("200");
        QVERIFY(b.save(other));
        QCOMPARE(b.check(site, evm, usd("1"), now, Asset::keyOf(fake)).verdict,
                 BudgetCheck::Verdict::Automatic);
        QVERIFY(b.setDollarCap(BudgetPeriod::Day, std::nullopt));
        QVERIFY(b.setDollarCap(BudgetPeriod::Week, std::nullopt));
        QVERIFY(b.dollarCaps().isEmpty());
        QCOMPARE(b.check(site, evm, usd("0.6"), now, evmUsdc).verdict,
                 BudgetCheck::Verdict::Automatic);
    }

    // An agent's week and month are hard limits too, and a budget that ended pays nothing.
    void agentWindowsAndEnd()
    {
        BudgetStore b(m_db);
        AgentStore a(m_db);
        const QString bot = QStringLiteral("bot");
        QVERIFY(a.add(bot, AgentStore::tokenHash("t").toLatin1(), 100));
        QVERIFY(a.allowSite(bot, site));
        QString why;
        AgentBudget budget{evm, evmUsdc, usd("1"), usd("0.5"), {usd("2"), usd("3"), {}}};
        QVERIFY2(a.saveBudget(bot, budget, &why), qPrintable(why));
        QCOMPARE(a.find(bot)->budgets.at(0).limits, budget.limits);
        for (const double daysAgo : {2.0, 4.0, 12.0}) {
            spend(b, evm, evmUsdc, "0.9", daysAgo);
            QVERIFY(a.recordPayment(bot, m_attempt, now.addSecs(qint64(-daysAgo * 86400))));
        }
        AgentCheck c = a.check(bot, site, evm, evmUsdc, usd("0.3"), false, now);
        QCOMPARE(c.verdict, AgentCheck::Verdict::Refused);
        QCOMPARE(c.code, QStringLiteral("over_agent_budget"));
        QCOMPARE(c.window->period, BudgetPeriod::Week);
        QVERIFY2(c.reason.contains(u"2 USDC per week"), qPrintable(c.reason));
        QCOMPARE(a.check(bot, site, evm, evmUsdc, usd("0.2"), false, now).verdict,
                 AgentCheck::Verdict::Automatic);
        // Five days on, the week has room; the month (2.7 of 3) holds 0.4.
        c = a.check(bot, site, evm, evmUsdc, usd("0.4"), false, now.addDays(5));
        QCOMPARE(c.window->period, BudgetPeriod::Month);
        budget.limits = {std::nullopt, std::nullopt, now.addSecs(60)};
        QVERIFY(a.saveBudget(bot, budget, &why));
        QCOMPARE(a.check(bot, site, evm, evmUsdc, usd("0.2"), false, now).verdict,
                 AgentCheck::Verdict::Automatic);
        c = a.check(bot, site, evm, evmUsdc, usd("0.2"), false, now.addSecs(61));
        QCOMPARE(c.verdict, AgentCheck::Verdict::Refused);
        QCOMPARE(c.code, QStringLiteral("agent_budget_ended"));
        QVERIFY2(c.reason.contains(u"ended"), qPrintable(c.reason));
        budget.limits = {usd("0.5"), std::nullopt, {}}; // a week below the day
        QVERIFY(!a.saveBudget(bot, budget, &why));
        QVERIFY2(why.contains(u"shorter window"), qPrintable(why));
        budget.limits = {std::nullopt, std::nullopt, now.addSecs(-1)};
        QVERIFY(!a.saveBudget(bot, budget, &why));
        QVERIFY2(why.contains(u"already past"), qPrintable(why));
    }
};

QTEST_GUILESS_MAIN(TestBudgetWindows)
#include "tst_budget_windows.moc"
