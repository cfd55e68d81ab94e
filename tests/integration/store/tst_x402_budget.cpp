// Budgets (per origin + network caps, spending log, freeze) and the x402 attempt journal, on a
// real SQLite file.
#include "core/Asset.h"
#include "core/Origin.h"
#include "store/BudgetStore.h"
#include "store/PaidFetchJournal.h"
#include "store/PayeeRules.h"
#include "util/ScratchDatabase.h"

#include <QSqlDatabase>
#include <QTest>

using namespace paydesk;

class TestBudget : public QObject
{
    Q_OBJECT
    paydesk::test::ScratchDatabase m_file{QStringLiteral("budget")};
    QSqlDatabase m_db;
    const QString site = QStringLiteral("https://shop.example:443");
    const QString net = QStringLiteral("solana-sandbox");

    static Amount sol(const char *text) { return *Amount::parse(QString::fromLatin1(text), 9); }

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

    void originIncludesSchemeAndPort()
    {
        QCOMPARE(Origin::of(QUrl(QStringLiteral("https://Shop.Example/a?b"))), site);
        QCOMPARE(Origin::of(QUrl(QStringLiteral("http://127.0.0.1:8080/x"))),
                 QStringLiteral("http://127.0.0.1:8080"));
    }

    // Payee lists: deny never pays; an allow list pays only its payees; addresses are
    // compared canonically (an EVM address in lower case is the checksummed one); a restart
    // (a new store on the same file) keeps them.
    void payeeAllowAndDenyLists()
    {
        BudgetStore b(m_db);
        QVERIFY2(b.isReady(), qPrintable(b.lastError()));
        const QString seller = QStringLiteral("2wKupLR9q6wXYppw8Gr2NvWxKBUqm4PPJKkQfoxHDBg4");
        const QString other = QStringLiteral("EwWqGE4ZFKLofuestmU4LDdK7XM1N4ALgdZccwYugwGd");
        const QString evm = QStringLiteral("0x209693Bc6afc0C5328bA36FaF03C514EF312287C");
        PayeeRules rules(b.database());
        QVERIFY(!rules.refusal(seller));
        QVERIFY(!rules.set(QStringLiteral("not an address"), PayeeRules::Rule::Deny));
        QVERIFY(rules.lastError().contains(u"not a Solana or EVM address"));
        QVERIFY(rules.set(evm.toLower(), PayeeRules::Rule::Deny));
        QVERIFY(rules.refusal(evm));
        QVERIFY(rules.refusal(evm)->contains(u"you deny payments"));
        QVERIFY(!rules.refusal(seller)); // a deny list alone leaves the others payable
        QVERIFY(rules.set(seller, PayeeRules::Rule::Allow));
        QVERIFY(!rules.refusal(seller));
        QVERIFY(rules.refusal(other)->contains(u"not on your list of allowed payees"));
        {
            const PayeeRules again(BudgetStore(m_db).database()); // as after a restart
            QCOMPARE(again.all().size(), 2);
            QCOMPARE(again.all().at(0).address, evm); // stored canonically (EIP-55)
        }
        bool found = false;
        QVERIFY(rules.remove(seller, &found));
        QVERIFY(found);
        QVERIFY(rules.remove(seller, &found)); // nothing left to remove is fine
        QVERIFY(!found);
        QVERIFY(!rules.refusal(other));
        QVERIFY(rules.set(evm, PayeeRules::Rule::Allow)); // a payee moves between lists
        QVERIFY(!rules.refusal(evm));
        QCOMPARE(rules.all().size(), 1);
    }

    void defaultsAskEveryTime()
    {
        BudgetStore b(m_db);
        QVERIFY2(b.isReady(), qPrintable(b.lastError()));
        const BudgetCheck c = b.check(site, net, sol("0.001"));
        QCOMPARE(c.verdict, BudgetCheck::Verdict::Ask);
        QVERIFY(c.budget.isDefault);
        QCOMPARE(c.budget.perPayment, sol("0.01"));
        QCOMPARE(c.leftToday, sol("0.05"));
        // Above the defaults (no budget granted): a person may approve that one payment.
        const BudgetCheck above = b.check(site, net, sol("0.011"));
        QCOMPARE(above.verdict, BudgetCheck::Verdict::AboveDefaultCap);
        QVERIFY(!above.refused());
        QVERIFY2(above.reason.contains(
                     QStringLiteral("0.011 SOL is above your default cap of 0.01 SOL per payment")),
                 qPrintable(above.reason));
        // Above what is left of the default day: the same, and the day counts every payment.
        QVERIFY(b.recordSpend({site, net, {}, sol("0.045"), 1, QDateTime(), {}}));
        const BudgetCheck day = b.check(site, net, sol("0.006"));
        QCOMPARE(day.verdict, BudgetCheck::Verdict::AboveDefaultCap);
        QVERIFY2(day.reason.contains(QStringLiteral("0.005 SOL left")), qPrintable(day.reason));
    }

    void grantedCapsAreHardAndValidated()
    {
        BudgetStore b(m_db);
        SiteBudget g = SiteBudget::defaults(site, net, 9);
        g.granted = true;
        g.perPayment = sol("0.002");
        QVERIFY(b.save(g));
        const BudgetCheck c = b.check(site, net, sol("0.003"));
        QCOMPARE(c.verdict, BudgetCheck::Verdict::OverPaymentCap);
        QVERIFY(c.refused());
        QVERIFY2(c.reason.contains(QStringLiteral("cap of 0.002 SOL per payment")),
                 qPrintable(c.reason));
        // Per payment above per day: refused, with units.
        g.perPayment = sol("0.1");
        QVERIFY(!b.save(g));
        QVERIFY2(
            b.lastError().contains(QStringLiteral("(0.1 SOL) is above the cap per day (0.05 SOL)")),
            qPrintable(b.lastError()));
        QCOMPARE(b.budget(site, net, 9).perPayment, sol("0.002"));
        // Every network a site has a budget on.
        g.perPayment = sol("0.001");
        g.network = QStringLiteral("solana");
        QVERIFY(b.save(g));
        QCOMPARE(b.networksOf(site), (QStringList{QStringLiteral("solana"), net}));
    }

    void grantedPaysAutomaticallyWithinCaps()
    {
        BudgetStore b(m_db);
        SiteBudget g = SiteBudget::defaults(site, net, 9);
        g.granted = true;
        g.perPayment = sol("0.002");
        g.perDay = sol("0.005");
        QVERIFY(b.save(g));
        QCOMPARE(b.check(site, net, sol("0.002")).verdict, BudgetCheck::Verdict::Automatic);
        QCOMPARE(b.check(site, net, sol("0.0021")).verdict, BudgetCheck::Verdict::OverPaymentCap);
        // Another network of the same site has its own (default) budget.
        QCOMPARE(b.check(site, QStringLiteral("solana-devnet"), sol("0.002")).verdict,
                 BudgetCheck::Verdict::Ask);
        for (int i = 0; i < 2; ++i)
            QVERIFY(b.recordSpend({site,
                                   net,
                                   QStringLiteral("https://shop.example/a"),
                                   sol("0.002"),
                                   i + 1,
                                   QDateTime(),
                                   {}}));
        const BudgetCheck c = b.check(site, net, sol("0.002"));
        QCOMPARE(c.spentToday, sol("0.004"));
        QCOMPARE(c.leftToday, sol("0.001"));
        QCOMPARE(c.verdict, BudgetCheck::Verdict::OverWindowCap);
        QVERIFY(c.reason.contains(QStringLiteral("daily")));
        QCOMPARE(b.check(site, net, sol("0.001")).verdict, BudgetCheck::Verdict::Automatic);
        // Spending older than 24 hours no longer counts.
        QVERIFY2(b.recordSpend({site,
                                net,
                                {},
                                sol("0.001"),
                                9,
                                QDateTime::currentDateTimeUtc().addSecs(-25 * 3600),
                                {}}),
                 qPrintable(b.lastError()));
        QCOMPARE(b.check(site, net, sol("0.001")).spentToday, sol("0.004"));
        QCOMPARE(b.spending(site, net).size(), 3);
        QVERIFY(b.setFrozen(true));
        QVERIFY(b.isFrozen());
        const BudgetCheck frozen = b.check(site, net, sol("0.001"));
        QCOMPARE(frozen.verdict, BudgetCheck::Verdict::Ask);
        QVERIFY(frozen.frozen);
        // Stored exactly: reopening reads the same caps.
        BudgetStore again(m_db);
        QCOMPARE(again.budget(site, net, 9).perDay, sol("0.005"));
        QVERIFY(again.budget(site, net, 9).granted);
        QCOMPARE(again.all().size(), 1);
    }

    // A budget counts one asset. A SOL budget never lets USDC through, nor the reverse,
    // and what was spent in one asset leaves the other's day untouched.
    void budgetsArePerAsset()
    {
        BudgetStore b(m_db);
        const QString usdc = Asset::keyOf(
            QStringLiteral("0x036CbD53842c5426634e7929541eC2318f3dCF7e")); // Base Sepolia USDC
        QCOMPARE(usdc, QStringLiteral("0x036cbd53842c5426634e7929541ec2318f3dcf7e"));
        QVERIFY(Asset::keyOf(QStringLiteral("11111111111111111111111111111111"))
                    .isEmpty()); // the sandbox's native-SOL marker
        const QString base = QStringLiteral("base-sepolia");
        auto usd = [](const char *t) {
            return *Amount::parse(QString::fromLatin1(t), 6);
        };
        auto eth = [](const char *t) {
            return *Amount::parse(QString::fromLatin1(t), 18);
        };
        // A generous budget in the native coin (ETH) of the network.
        SiteBudget native = SiteBudget::defaults(site, base, 18);
        native.granted = true;
        native.perPayment = eth("1");
        native.perDay = eth("5");
        QVERIFY(b.save(native));
        QCOMPARE(b.check(site, base, eth("0.5")).verdict, BudgetCheck::Verdict::Automatic);
        // The same number in USDC is not covered by it: USDC has its own (default) budget.
        const BudgetCheck c = b.check(site, base, usd("0.5"), QDateTime(), usdc);
        QCOMPARE(c.verdict, BudgetCheck::Verdict::AboveDefaultCap);
        QVERIFY(c.budget.isDefault);
        QVERIFY2(c.reason.contains(QStringLiteral("0.5 USDC")) &&
                     c.reason.contains(QStringLiteral("0.01 USDC")),
                 qPrintable(c.reason));
        // A USDC budget, spent: the ETH day is untouched, the USDC day is not.
        SiteBudget tokens = SiteBudget::defaults(site, base, 6, usdc);
        tokens.granted = true;
        tokens.perPayment = usd("0.05");
        tokens.perDay = usd("0.1");
        QVERIFY(b.save(tokens));
        QVERIFY(b.recordSpend({site, base, {}, usd("0.08"), 1, QDateTime(), usdc}));
        QCOMPARE(b.check(site, base, usd("0.03"), QDateTime(), usdc).verdict,
                 BudgetCheck::Verdict::OverWindowCap);
        QCOMPARE(b.check(site, base, usd("0.02"), QDateTime(), usdc).verdict,
                 BudgetCheck::Verdict::Automatic);
        QCOMPARE(b.check(site, base, eth("0.5")).spentToday, eth("0"));
        QCOMPARE(b.spending(site, base, usdc).size(), 1);
        QVERIFY(b.spending(site, base).isEmpty());
        QCOMPARE(b.all().size(), 2);
        QVERIFY(b.remove(site, base, usdc));
        QCOMPARE(b.all().size(), 1);
        QVERIFY(b.budget(site, base, 18).granted); // the ETH budget stays
    }

    // A daily cap for all sites in one asset: a hard limit over every site's budget, counted
    // across sites, in its asset only; removing it lets the budgets decide again.
    void dailyCapForAllSites()
    {
        BudgetStore b(m_db);
        const QString net = QStringLiteral("eip155:4020");
        const QString usdc = Asset::keyOf(
            QStringLiteral("0x7957850B3eFe67C44f8dda73c32b36B9c2099ccf")); // sandbox test USDC
        auto usd = [](const char *t) {
            return *Amount::parse(QString::fromLatin1(t), 6);
        };
        const QString a = QStringLiteral("https://a.example:443");
        const QString c = QStringLiteral("https://c.example:443");
        SiteBudget generous = SiteBudget::defaults(c, net, 6, usdc);
        generous.granted = true;
        generous.perPayment = usd("1");
        generous.perDay = usd("5");
        QVERIFY(b.save(generous));
        QVERIFY(!b.dailyCap(net, 6, usdc));
        QVERIFY(!b.setDailyCap(net, usdc, usd("0"))); // zero is no cap: refused, said why
        QVERIFY(!b.lastError().isEmpty());
        QVERIFY(b.setDailyCap(net, usdc, usd("0.01")));
        QCOMPARE(b.dailyCap(net, 6, usdc), usd("0.01"));
        QCOMPARE(b.dailyCaps().size(), 1);
        QCOMPARE(b.dailyCaps().first().asset, usdc);
        // Two other sites spent 0.008 today; 0.003 more from the generous site is refused.
        QVERIFY(b.recordSpend({a, net, {}, usd("0.004"), 1, QDateTime(), usdc}));
        QVERIFY(b.recordSpend({QStringLiteral("https://b.example:443"),
                               net,
                               {},
                               usd("0.004"),
                               2,
                               QDateTime(),
                               usdc}));
        QCOMPARE(b.spentAllSitesSince(net, 6, QDateTime::currentDateTimeUtc().addSecs(-3600), usdc),
                 usd("0.008"));
        BudgetCheck check = b.check(c, net, usd("0.003"), QDateTime(), usdc);
        QCOMPARE(check.verdict, BudgetCheck::Verdict::OverGlobalCap);
        QVERIFY(check.refused());
        QCOMPARE(check.globalLeft, usd("0.002"));
        QVERIFY2(check.reason.contains(QStringLiteral("0.002 USDC")) &&
                     check.reason.contains(QStringLiteral("0.01 USDC")),
                 qPrintable(check.reason));
        QCOMPARE(b.check(c, net, usd("0.002"), QDateTime(), usdc).verdict,
                 BudgetCheck::Verdict::Automatic);
        // Spending of yesterday is not counted; the native coin has no cap.
        QCOMPARE(
            b.check(c, net, usd("0.002"), QDateTime::currentDateTimeUtc().addSecs(25 * 3600), usdc)
                .globalLeft,
            usd("0.01"));
        QVERIFY(!b.check(c, net, *Amount::parse(u"0.003", 18)).globalCap);
        // Removed: the site's budget decides again.
        QVERIFY(b.setDailyCap(net, usdc, std::nullopt));
        QVERIFY(b.dailyCaps().isEmpty());
        QCOMPARE(b.check(c, net, usd("0.003"), QDateTime(), usdc).verdict,
                 BudgetCheck::Verdict::Automatic);
    }

    void journalOneAttemptAtATime()
    {
        PaidFetchJournal j(m_db);
        QVERIFY2(j.isReady(), qPrintable(j.lastError()));
        FetchAttempt a;
        a.url = QStringLiteral("https://shop.example/a");
        a.origin = site;
        a.network = net;
        a.amount = QStringLiteral("0.001");
        const auto id = j.begin(a);
        QVERIFY(id);
        QCOMPARE(j.unfinishedFor(a.url)->state, FetchAttempt::State::Paying);
        QVERIFY(j.setPaid(*id, QStringLiteral("pay_1"), QStringLiteral("sig"),
                          QStringLiteral("X-PAYMENT"), QStringLiteral("proof")));
        const auto paid = j.unfinishedFor(a.url);
        QCOMPARE(paid->state, FetchAttempt::State::Paid);
        QCOMPARE(paid->proof, QStringLiteral("proof"));
        QCOMPARE(paid->paymentId, QStringLiteral("pay_1"));
        QVERIFY(j.setState(*id, FetchAttempt::State::Delivered));
        QVERIFY(!j.unfinishedFor(a.url));
        QVERIFY(!j.unfinishedFor(QStringLiteral("https://shop.example/other")));
    }
};

QTEST_GUILESS_MAIN(TestBudget)
#include "tst_x402_budget.moc"
