// The wallet views' balances (models/BalanceBook) come from each family's kit: a chain family
// registered by the test alone (tests/kits/TestChainFamily.h) shows its coin and a token the way
// Solana and EVM do, with no code outside the test knowing it; a family whose node is not set
// says so, and a token of another family than the wallet's is never read.
#include "kits/TestChainFamily.h"
#include "models/BalanceBook.h"

#include <QTest>

using namespace paydesk;
using paydesk::testing::TestChainFamily;

class TestFamilyBalances : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aRegisteredFamilysBalancesAreRead()
    {
        TestChainFamily family;
        const QString wallet = TestChainFamily::address(11);
        const QString tokenAddress = TestChainFamily::address(912);
        family.setBalance(wallet, {}, 12500000);     // 12.5 TST
        family.setBalance(wallet, tokenAddress, 42); // 0.000042 of a 6-decimal token
        BalanceBook book(x402::ChainNodes{});
        book.refresh(wallet);
        QTRY_COMPARE(book.entry(wallet).state, BalanceBook::State::Known);
        QCOMPARE(book.text(wallet), QStringLiteral("12.5 TST"));
        Asset token;
        token.network = QString::fromLatin1(TestChainFamily::kNetwork);
        token.address = tokenAddress;
        token.symbol = QStringLiteral("TUSD");
        token.decimals = 6;
        token.chain = family.chain();
        book.refreshToken(wallet, token);
        QTRY_COMPARE(book.tokenEntry(wallet, token).state, BalanceBook::State::Known);
        QCOMPARE(book.tokenText(wallet, token), QStringLiteral("0.000042 TUSD"));
        // A Solana wallet holds no token of the test family, and has no node here.
        const QString solana = QStringLiteral("11111111111111111111111111111112");
        book.refreshToken(solana, token);
        QCOMPARE(book.tokenEntry(solana, token).state, BalanceBook::State::Unsupported);
        book.refresh(solana);
        QCOMPARE(book.entry(solana).state, BalanceBook::State::Unsupported);
        QVERIFY(book.entry(solana).error.contains(u"Solana"));
    }
};

QTEST_GUILESS_MAIN(TestFamilyBalances)
#include "tst_family_balances.moc"
