// What the review says of a recipient (models/RecipientCheck): one of your own wallets is named,
// not flagged as never paid; a look-alike of one (address poisoning's same first and last
// characters, or a typo a few characters away) names the wallet it resembles; a stranger this
// wallet never paid is flagged; one it paid before is not.
#include "models/RecipientCheck.h"

#include <QTest>

using namespace paydesk;

namespace {
const QString kMine = QStringLiteral("7NEaRWJZ6nQmfbQmEQ3Xw3mNeu2cQz8FTdGgzPPsjrGC");
const QString kMineEvm = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
const QList<RecipientCheck::Wallet> kOwn{{kMine, QStringLiteral("Savings")}, {kMineEvm, QString()}};
} // namespace

class TestRecipientCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ownWalletsAreNamed()
    {
        const QStringList notes = RecipientCheck::notes(kMine, kOwn, false);
        QCOMPARE(notes.size(), 1);
        QVERIFY2(
            notes.first().startsWith(QStringLiteral("This is your own wallet \u201CSavings\u201D")),
            qPrintable(notes.first()));
        // An EVM address in another letter case is the same wallet.
        const QStringList evm = RecipientCheck::notes(kMineEvm.toLower(), kOwn, false);
        QCOMPARE(evm.size(), 1);
        QVERIFY2(evm.first().contains(QStringLiteral("your own wallet 0xf39F")),
                 qPrintable(evm.first()));
    }

    void lookAlikesNameTheWalletTheyResemble()
    {
        // Same first and last four characters, the rest another key (address poisoning).
        const QString poisoned = QStringLiteral("7NEaxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxjrGC");
        const QStringList notes = RecipientCheck::notes(poisoned, kOwn, true);
        QCOMPARE(notes.size(), 1);
        QVERIFY2(notes.first().contains(QStringLiteral("starts and ends like your wallet "
                                                       "\u201CSavings\u201D")),
                 qPrintable(notes.first()));
        // Two characters off (a typo).
        QString typo = kMineEvm;
        typo[10] = typo[10] == u'a' ? u'b' : u'a';
        typo[20] = typo[20] == u'1' ? u'2' : u'1';
        const QStringList near = RecipientCheck::notes(typo.toLower(), kOwn, true);
        QCOMPARE(near.size(), 1);
        QVERIFY2(near.first().contains(QStringLiteral("in only a few characters")),
                 qPrintable(near.first()));
    }

    void strangersAreFlaggedUntilPaid()
    {
        const QString stranger = QStringLiteral("9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin");
        QVERIFY(RecipientCheck::notes(stranger, kOwn, false)
                    .first()
                    .startsWith(QStringLiteral("You have not paid this address")));
        QVERIFY(RecipientCheck::notes(stranger, kOwn, true).isEmpty());
        QVERIFY(RecipientCheck::notes(QStringLiteral("not an address"), kOwn, false).isEmpty());
    }

    void distanceIsLevenshteinCapped()
    {
        QCOMPARE(RecipientCheck::distance(QStringLiteral("kitten"), QStringLiteral("sitting"), 5),
                 3);
        QCOMPARE(RecipientCheck::distance(QStringLiteral("abc"), QStringLiteral("abc"), 3), 0);
        QCOMPARE(
            RecipientCheck::distance(QStringLiteral("abcdefgh"), QStringLiteral("hgfedcba"), 2), 3);
    }
};

QTEST_GUILESS_MAIN(TestRecipientCheck)
#include "tst_recipient_check.moc"
