// A chain family registered beside the built-in two (core/ChainFamilies): once added, the core's
// one place of identity knows it (Address::parse, Network::find/family/all, chainSymbol,
// chainDecimals); a taken or malformed namespace is refused; once removed, it is unknown again
// while the Network entries handed out stay readable.
#include "core/ChainFamilies.h"
#include "core/Network.h"
#include "kits/TestChainFamily.h"

#include <QTest>

using namespace paydesk;
using paydesk::testing::TestChainFamily;

class TestChainFamilies : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aRegisteredFamilyIsKnownEverywhereInTheCore()
    {
        const QString text = TestChainFamily::address(42);
        QCOMPARE(Address::familyOf(text), Chain::Unknown);
        QCOMPARE(Network::find(u"tstchain:1"), nullptr);
        const Network *kept = nullptr;
        {
            TestChainFamily family;
            const auto a = Address::parse(QStringLiteral("tst1") + text.mid(4).toUpper());
            QVERIFY(a);
            QCOMPARE(a->chain(), family.chain());
            QCOMPARE(a->toString(), text);
            QCOMPARE(a->bytes().size(), 20);
            QCOMPARE(Network::family(QStringLiteral("tstchain:1")), family.chain());
            QCOMPARE(Network::family(QStringLiteral("tstchain:77")), family.chain());
            kept = Network::find(u"tstchain:1");
            QVERIFY(kept);
            QCOMPARE(kept->chain, family.chain());
            QCOMPARE(Network::nameOf(QStringLiteral("tstchain:1")), QStringLiteral("Test Chain"));
            QCOMPARE(Network::coinOf(QStringLiteral("tstchain:1")), QStringLiteral("TST"));
            QVERIFY(Network::all().contains(kept));
            QCOMPARE(chainSymbol(family.chain()), QStringLiteral("TST"));
            QCOMPARE(chainDecimals(family.chain()), 6);
            QCOMPARE(ChainFamilies::namespaceOf(family.chain()), QStringLiteral("tstchain"));
            // The built-in families still parse as before.
            QCOMPARE(
                Address::familyOf(QStringLiteral("0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266")),
                Chain::Evm);
            QCOMPARE(Address::familyOf(QStringLiteral("11111111111111111111111111111111")),
                     Chain::Solana);
            // An address that is none of them keeps the built-in reason.
            QString why;
            QVERIFY(!Address::parse(QStringLiteral("tst1xyz"), &why));
            QVERIFY(!why.isEmpty());
        }
        QCOMPARE(Address::familyOf(text), Chain::Unknown);
        QCOMPARE(Network::find(u"tstchain:1"), nullptr);
        QCOMPARE(Network::family(QStringLiteral("tstchain:1")), Chain::Unknown);
        QCOMPARE(QString::fromLatin1(kept->id), QStringLiteral("tstchain:1")); // still readable
    }

    void aTakenOrMalformedNamespaceIsRefused()
    {
        ChainFamily f;
        f.coin = QStringLiteral("X");
        f.parse = [](const QString &) {
            return std::optional<QPair<QString, QByteArray>>();
        };
        for (const char *ns : {"solana", "eip155", "", "ab", "UPPER", "far-too-long"}) {
            f.caip2Namespace = QString::fromLatin1(ns);
            QVERIFY2(!ChainFamilies::add(f), ns);
        }
        f.caip2Namespace = QStringLiteral("xyz");
        f.parse = nullptr;
        QVERIFY(!ChainFamilies::add(f)); // no parser
        TestChainFamily first;
        f.caip2Namespace = QStringLiteral("tstchain");
        f.parse = [](const QString &) {
            return std::optional<QPair<QString, QByteArray>>();
        };
        QVERIFY(!ChainFamilies::add(f)); // registered already
    }

    // Addresses compare as addresses: EVM hex in any case is one address, base58 is exact.
    void addressesCompareAsAddresses()
    {
        QVERIFY(Address::same(QStringLiteral("0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266"),
                              QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")));
        QVERIFY(!Address::same(QStringLiteral("AFxcH3jwY8KpyXfuC8K5z9v5z9iWGm8gZvpACxNoqs8y"),
                               QStringLiteral("afxcH3jwY8KpyXfuC8K5z9v5z9iWGm8gZvpACxNoqs8y")));
        QCOMPARE(Address::keyOf(QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")),
                 QStringLiteral("0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266"));
        QCOMPARE(Address::keyOf(QStringLiteral("AFxcH3jwY8KpyXfuC8K5z9v5z9iWGm8gZvpACxNoqs8y")),
                 QStringLiteral("AFxcH3jwY8KpyXfuC8K5z9v5z9iWGm8gZvpACxNoqs8y"));
    }
};

QTEST_GUILESS_MAIN(TestChainFamilies)
#include "tst_chain_families.moc"
