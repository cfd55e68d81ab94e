#include "core/Amount.h"

#include <QTest>
#include <limits>

using paydesk::Amount;

class TstAmount : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesExactly_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<QString>("units");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("tenth") << "0.1" << 9 << "100000000"
                               << "0.1";
        QTest::newRow("min") << "0.001" << 9 << "1000000"
                             << "0.001";
        QTest::newRow("max") << "100" << 9 << "100000000000"
                             << "100";
        QTest::newRow("lamport") << "0.000000001" << 9 << "1"
                                 << "0.000000001";
        QTest::newRow("trailing zeros") << "1.2500" << 9 << "1250000000"
                                        << "1.25";
        QTest::newRow("zeros past precision") << "1.0000000000000" << 9 << "1000000000"
                                              << "1";
        QTest::newRow("leading dot") << ".5" << 9 << "500000000"
                                     << "0.5";
        QTest::newRow("trailing dot") << "5." << 9 << "5000000000"
                                      << "5";
        QTest::newRow("wei") << "0.000000000000000001" << 18 << "1"
                             << "0.000000000000000001";
        QTest::newRow("big wei") << "100.123456789012345678" << 18 << "100123456789012345678"
                                 << "100.123456789012345678";
        QTest::newRow("spaces") << "  2.5 " << 9 << "2500000000"
                                << "2.5";
    }
    void parsesExactly()
    {
        QFETCH(QString, text);
        QFETCH(int, decimals);
        QFETCH(QString, units);
        QFETCH(QString, canonical);
        QString why;
        const auto a = Amount::parse(text, decimals, &why);
        QVERIFY2(a, qPrintable(why));
        QCOMPARE(a->unitsString(), units);
        QCOMPARE(a->toString(), canonical);
        QCOMPARE(Amount::parseUnits(units, decimals)->toString(), canonical);
    }
    void rejects_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << "";
        QTest::newRow("minus") << "-1";
        QTest::newRow("exponent") << "1e3";
        QTest::newRow("comma") << "1,5";
        QTest::newRow("two dots") << "1.2.3";
        QTest::newRow("dot only") << ".";
        QTest::newRow("too precise") << "0.0000000001";
        QTest::newRow("letters") << "abc";
        QTest::newRow("plus") << "+1";
        QTest::newRow("huge") << "99999999999999999999999999999999999999999";
        QTest::newRow("arabic digits") << QString::fromUtf8("\u0661");
    }
    void rejects()
    {
        QFETCH(QString, text);
        QString why;
        QVERIFY(!Amount::parse(text, 9, &why));
        QVERIFY(!why.isEmpty());
    }
    void saysWhatIsWrong_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("comma") << "1,5"
                               << "Use a dot as the decimal separator: 1.5";
        QTest::newRow("grouping") << "1,000.5"
                                  << "without thousands separators";
        QTest::newRow("minus") << "-1"
                               << "The amount must be positive.";
        QTest::newRow("minus fraction") << "-0.5"
                                        << "The amount must be positive.";
    }
    void saysWhatIsWrong()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QString why;
        QVERIFY(!Amount::parse(text, 9, &why));
        QVERIFY2(why.contains(expected), qPrintable(why));
    }
    void comparesAcrossDecimals()
    {
        const auto a = *Amount::parse(u"0.25", 9);
        const auto b = *Amount::parse(u"0.250", 18);
        QVERIFY(a == b);
        QVERIFY(*Amount::parse(u"0.1", 9) < a);
        QCOMPARE((a + *Amount::parse(u"0.000005", 9)).toString(), QStringLiteral("0.250005"));
        QCOMPARE((a - a).toString(), QStringLiteral("0"));
        QCOMPARE(a.rescaled(2)->unitsString(), QStringLiteral("25"));
        QVERIFY(!Amount::parse(u"0.001", 9)->rescaled(2));
        // 10^27 units of 6 decimals in 18 would be 10^39, past 128 bits: refused, not wrapped.
        const auto huge = Amount::parseUnits(QStringLiteral("1").leftJustified(28, u'0'), 6);
        QVERIFY(huge);
        QVERIFY(!huge->rescaled(18));
        QVERIFY(!Amount::fromUnits(-huge->units(), 6).rescaled(18));
        QCOMPARE(huge->rescaled(9)->unitsString(), QStringLiteral("1").leftJustified(31, u'0'));
    }
    void noDoubleRoundingTrap()
    {
        // 0.1 + 0.2 == 0.3 exactly, unlike with doubles.
        const auto s = *Amount::parse(u"0.1", 9) + *Amount::parse(u"0.2", 9);
        QCOMPARE(s, *Amount::parse(u"0.3", 9));
    }
    // Unit text on both sides of 64 bits, and at the ends of the 128-bit range.
    void unitsTextAcrossWidths()
    {
        using U = Amount::Units;
        const U max = std::numeric_limits<U>::max();
        QCOMPARE(Amount::unitsToString(0), QStringLiteral("0"));
        QCOMPARE(Amount::unitsToString(7), QStringLiteral("7"));
        QCOMPARE(Amount::unitsToString(-250000000), QStringLiteral("-250000000"));
        QCOMPARE(Amount::unitsToString(U(std::numeric_limits<quint64>::max())),
                 QStringLiteral("18446744073709551615"));
        QCOMPARE(Amount::unitsToString(U(std::numeric_limits<quint64>::max()) + 1),
                 QStringLiteral("18446744073709551616"));
        QCOMPARE(Amount::unitsToString(max),
                 QStringLiteral("170141183460469231731687303715884105727"));
        QCOMPARE(Amount::unitsToString(-max - 1),
                 QStringLiteral("-170141183460469231731687303715884105728"));
        QCOMPARE(Amount::parseUnits(u"18446744073709551616000", 9)->toString(),
                 QStringLiteral("18446744073709.551616"));
        QCOMPARE(Amount::fromUnits(max, 30).toString(),
                 QStringLiteral("170141183.460469231731687303715884105727"));
        QCOMPARE(Amount::fromUnits(-5, 2).toString(), QStringLiteral("-0.05"));
        QCOMPARE(Amount::fromUnits(0, 9).toString(), QStringLiteral("0"));
        QCOMPARE(Amount::fromUnits(1000, 3).toString(), QStringLiteral("1"));
        QCOMPARE(Amount::fromUnits(1, 30).toString(),
                 QStringLiteral("0.000000000000000000000000000001"));
    }
};

QTEST_GUILESS_MAIN(TstAmount)
#include "tst_amount.moc"
