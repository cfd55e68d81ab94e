// The spending rules model (daily caps, payee lists, added tokens) on a real SQLite file: what
// the Pay page's boxes show and change, with the store's refusals passed on word for word and a
// change signal after each change that was made (and none after a refusal).
#include "core/Asset.h"
#include "models/SpendingRules.h"
#include "store/AddedTokens.h"
#include "store/BudgetStore.h"
#include "util/ScratchDatabase.h"

#include <QSignalSpy>
#include <QSqlDatabase>
#include <QTest>

using namespace paydesk;

class TstSpendingRules : public QObject
{
    Q_OBJECT
    paydesk::test::ScratchDatabase m_file{QStringLiteral("rules")};
    QSqlDatabase m_db;

    static Asset baseUsdc()
    {
        return *Asset::knownBySymbol(QStringLiteral("base"), QStringLiteral("USDC"));
    }

private Q_SLOTS:
    void init()
    {
        m_db = m_file.open();
        QVERIFY(m_db.isOpen());
    }
    void cleanup()
    {
        Asset::setAddedTokens({});
        m_db = {};
        m_file.close();
    }

    // A cap per asset: set, read back exactly, listed with what was spent, removed.
    void dailyCapsPerAsset()
    {
        BudgetStore budgets(m_db);
        QVERIFY2(budgets.isReady(), qPrintable(budgets.lastError()));
        SpendingRules rules(&budgets, nullptr);
        QSignalSpy changed(&rules, &SpendingRules::changed);
        const Asset usdc = baseUsdc();
        QVERIFY(!rules.dailyCap(usdc));
        QVERIFY(rules.setDailyCap(usdc, Amount::parse(u"1.25", usdc.decimals)));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(rules.dailyCap(usdc)->toString(), QStringLiteral("1.25"));
        // The native coin of the same network is another asset with no cap.
        QVERIFY(!rules.dailyCap(Asset::native(QStringLiteral("base"))));
        const QList<SpendingRules::CapUse> caps = rules.dailyCaps();
        QCOMPARE(caps.size(), 1);
        QCOMPARE(caps[0].cap.perDay.toString(), QStringLiteral("1.25"));
        QVERIFY(caps[0].spent.isZero());
        QVERIFY(rules.setDailyCap(usdc, std::nullopt));
        QVERIFY(!rules.dailyCap(usdc));
        QCOMPARE(changed.count(), 2);
        // Every network's coin and every trusted token may be capped.
        const QList<Asset> offered = SpendingRules::cappableAssets();
        QVERIFY(offered.contains(usdc));
        QVERIFY(offered.contains(Asset::native(QStringLiteral("solana"))));
    }

    // Payee lists: allowed and denied come back apart; a bad address is refused with the
    // store's sentence and changes nothing.
    void payeeLists()
    {
        BudgetStore budgets(m_db);
        SpendingRules rules(&budgets, nullptr);
        QSignalSpy changed(&rules, &SpendingRules::changed);
        const QString seller = QStringLiteral("2wKupLR9q6wXYppw8Gr2NvWxKBUqm4PPJKkQfoxHDBg4");
        const QString evm = QStringLiteral("0x209693Bc6afc0C5328bA36FaF03C514EF312287C");
        QVERIFY(rules.setPayee(seller, SpendingRules::PayeeRule::Allow));
        QVERIFY(rules.setPayee(evm, SpendingRules::PayeeRule::Deny));
        QCOMPARE(rules.payees(SpendingRules::PayeeRule::Allow), QStringList{seller});
        QCOMPARE(rules.payees(SpendingRules::PayeeRule::Deny).size(), 1);
        QVERIFY(rules.payees(SpendingRules::PayeeRule::Off).isEmpty());
        QCOMPARE(changed.count(), 2);
        QVERIFY(!rules.setPayee(QStringLiteral("not an address"), SpendingRules::PayeeRule::Deny));
        QVERIFY2(rules.lastError().contains(u"not a Solana or EVM address"),
                 qPrintable(rules.lastError()));
        QCOMPARE(changed.count(), 2);
        QVERIFY(rules.setPayee(seller, SpendingRules::PayeeRule::Off));
        QVERIFY(rules.payees(SpendingRules::PayeeRule::Allow).isEmpty());
        QVERIFY(rules.lastError().isEmpty());
    }

    // Added tokens: a refusal carries the store's own reason (read after the attempt, not
    // before it), an added token becomes one a cap can be set for, removing it takes it back.
    void tokens()
    {
        BudgetStore budgets(m_db);
        AddedTokens added(m_db);
        SpendingRules rules(&budgets, &added);
        QSignalSpy changed(&rules, &SpendingRules::changed);
        const QString eurc = QStringLiteral("0x60a3E35Cc302bFA44Cb288Bc5a4F316Fdb1adb42");
        QVERIFY2(rules.addToken(QStringLiteral("base"), eurc, QStringLiteral("EURC"), 6),
                 qPrintable(rules.lastError()));
        QCOMPARE(rules.addedTokens().size(), 1);
        QCOMPARE(changed.count(), 1);
        const auto known = Asset::known(QStringLiteral("base"), eurc);
        QVERIFY(known);
        QVERIFY(SpendingRules::cappableAssets().contains(*known));
        QVERIFY(!rules.addToken(QStringLiteral("base"),
                                QStringLiteral("0x1111111111111111111111111111111111111111"),
                                QStringLiteral("USDC"), 6));
        QVERIFY2(rules.lastError().contains(u"another symbol"), qPrintable(rules.lastError()));
        QCOMPARE(changed.count(), 1);
        QVERIFY(rules.removeToken(QStringLiteral("base"), eurc));
        QVERIFY(rules.addedTokens().isEmpty());
        QCOMPARE(changed.count(), 2);
        QVERIFY(SpendingRules::maxTokenDecimals() >= 18);
    }

    // Without the app's database there are no tokens to change: said, not crashed.
    void noTokenStore()
    {
        BudgetStore budgets(m_db);
        SpendingRules rules(&budgets, nullptr);
        QVERIFY(!rules.hasTokens());
        QVERIFY(rules.addedTokens().isEmpty());
        QVERIFY(
            !rules.addToken(QStringLiteral("base"), QStringLiteral("0x1"), QStringLiteral("X"), 6));
        QVERIFY(rules.lastError().contains(u"database"));
    }
};

QTEST_GUILESS_MAIN(TstSpendingRules)
#include "tst_spending_rules.moc"
