#include "core/Address.h"
#include "core/Base58.h"

#include <QTest>

using namespace paydesk;

class TstAddress : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Vectors: Bitcoin Core src/test/data/base58_encode_decode.json
    void base58Vectors_data()
    {
        QTest::addColumn<QByteArray>("hex");
        QTest::addColumn<QByteArray>("b58");
        QTest::newRow("empty") << QByteArray("") << QByteArray("");
        QTest::newRow("61") << QByteArray("61") << QByteArray("2g");
        QTest::newRow("626262") << QByteArray("626262") << QByteArray("a3gV");
        QTest::newRow("636363") << QByteArray("636363") << QByteArray("aPEr");
        QTest::newRow("long") << QByteArray("73696d706c792061206c6f6e6720737472696e67")
                              << QByteArray("2cFupjhnEsSn59qHXstmK2ffpLv2");
        QTest::newRow("leading zero")
            << QByteArray("00eb15231dfceb60925886b67d065299925915aeb172c06647")
            << QByteArray("1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L");
        QTest::newRow("516b6fcd0f") << QByteArray("516b6fcd0f") << QByteArray("ABnLTmg");
        QTest::newRow("bf4f89001e670274dd")
            << QByteArray("bf4f89001e670274dd") << QByteArray("3SEo3LWLoPntC");
        QTest::newRow("572e4794") << QByteArray("572e4794") << QByteArray("3EFU7m");
        QTest::newRow("ecac89cad93923c02321")
            << QByteArray("ecac89cad93923c02321") << QByteArray("EJDM8drfXA6uyA");
        QTest::newRow("10c8511e") << QByteArray("10c8511e") << QByteArray("Rt5zm");
        QTest::newRow("zeros") << QByteArray("00000000000000000000") << QByteArray("1111111111");
    }
    void base58Vectors()
    {
        QFETCH(QByteArray, hex);
        QFETCH(QByteArray, b58);
        const QByteArray raw = QByteArray::fromHex(hex);
        QCOMPARE(base58::encode(raw), b58);
        QCOMPARE(base58::decode(b58).value(), raw);
    }
    void base58RejectsBadCharacters()
    {
        QVERIFY(!base58::decode("0OIl"));
        QVERIFY(!base58::decode("abc\xff"));
        QVERIFY(!base58::decode(QByteArray(200, 'a')));
    }
    // Vectors: https://eips.ethereum.org/EIPS/eip-55 (all-caps, all-lower and normal)
    void eip55Vectors_data()
    {
        QTest::addColumn<QString>("address");
        for (const char *a : {"0x52908400098527886E0F7030069857D2E4169EE7",
                              "0x8617E340B3D01FA5F11F306F4090FD50E238070D",
                              "0xde709f2102306220921060314715629080e2fb77",
                              "0x27b1fdb04752bbc536007a920d24acb045561c26",
                              "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
                              "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
                              "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
                              "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb"})
            QTest::newRow(a) << QString::fromLatin1(a);
    }
    void eip55Vectors()
    {
        QFETCH(QString, address);
        QString why;
        const auto a = Address::parse(address, &why);
        QVERIFY2(a, qPrintable(why));
        QCOMPARE(a->chain(), Chain::Evm);
        const QString hex = address.mid(2);
        if (hex != hex.toLower() && hex != hex.toUpper())
            QCOMPARE(a->toString(), address);
        QCOMPARE(a->toString().toLower(), address.toLower());
    }
    void eip55RejectsBadChecksum()
    {
        QString why;
        QVERIFY(
            !Address::parse(QStringLiteral("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD"), &why));
        QVERIFY(why.contains(QStringLiteral("EIP-55")));
        // Base USDC, from docs/protocol-facts.md "EIP-55 addresses"
        QCOMPARE(Address::parse(QStringLiteral("0x833589fcd6edb6e08f4c7c32d4f71b54bda02913"))
                     ->toString(),
                 QStringLiteral("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"));
    }
    void solana()
    {
        QString why;
        const auto a = Address::parse(QStringLiteral("11111111111111111111111111111111"), &why);
        QVERIFY2(a, qPrintable(why));
        QCOMPARE(a->bytes(), QByteArray(32, '\0'));
        QVERIFY(Address::parse(QStringLiteral("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v")));
        QCOMPARE(
            Address::parse(QStringLiteral("MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr"))->chain(),
            Chain::Solana);
        QVERIFY(!Address::parse(QStringLiteral("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt10"),
                                &why)); // '0' is not base58
        QVERIFY(!Address::parse(QStringLiteral("2cFupjhnEsSn59qHXstmK2ffpLv2xxxxxx"), &why));
        QVERIFY(why.contains(QStringLiteral("bytes")));
        QVERIFY(!Address::parse(QStringLiteral("0x1234"), &why));
        QVERIFY(!Address::parse(QString(), &why));
    }
};

QTEST_GUILESS_MAIN(TstAddress)
#include "tst_address.moc"
