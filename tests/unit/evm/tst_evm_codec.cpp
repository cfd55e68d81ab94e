// The EVM codec's building blocks: Keccak-256, 256-bit integers, RLP (canonical examples and
// the non-canonical forms the decoder refuses), EIP-55 addresses and the ERC-20 / EIP-3009 ABI.
#include "evm/Erc20.h"
#include "evm/EvmAddress.h"
#include "evm/Keccak.h"
#include "evm/Rlp.h"
#include "evm/U256.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::evm;

namespace {
QByteArray hex(const char *text)
{
    return QByteArray::fromHex(text);
}

// `lists` empty lists, each inside the next: [[[...]]].
QByteArray nestedLists(int lists)
{
    QByteArray out("\xc0");
    for (int i = 1; i < lists; ++i)
        out.prepend(char(0xc0 + out.size()));
    return out;
}

const char kU256Max[] = // 2^256 - 1
    "115792089237316195423570985008687907853269984665640564039457584007913129639935";
} // namespace

Q_DECLARE_METATYPE(paydesk::evm::RlpItem)

class TstEvmCodec : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // keccak256 of no bytes is the code hash of an account without code (EIP-1052); NIST
    // SHA3-256 of no bytes (FIPS 202) is a different value, which we must not produce.
    void keccakIsNotSha3()
    {
        QCOMPARE(Keccak::hash256(QByteArray()).toHex(),
                 QByteArray("c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"));
        QVERIFY(Keccak::hash256(QByteArray()).toHex() !=
                "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a");
        QCOMPARE(Keccak::hash256({"ab", "", "c"}), Keccak::hash256("abc"));
    }

    void u256Limits()
    {
        const auto max = U256::fromDecimal(QString::fromLatin1(kU256Max));
        QVERIFY(max);
        QCOMPARE(*max, U256::max());
        QCOMPARE(max->toDecimal(), QString::fromLatin1(kU256Max));
        QCOMPARE(max->toBigEndian(), QByteArray(32, '\xff'));
        QCOMPARE(max->bitLength(), 256);
        QVERIFY(!max->checkedAdd(U256(1)));
        QVERIFY(!max->checkedMul(U256(2)));
        QVERIFY(!U256(1).checkedSub(U256(2)));
        QVERIFY(!U256::fromDecimal(QString::fromLatin1(kU256Max).replace(77, 1, u'6')));
        QVERIFY(!U256::fromDecimal(u""));
        QVERIFY(!U256::fromDecimal(u"12a"));
        QVERIFY(!U256::fromBigEndian(QByteArray(33, '\1')));
    }

    void u256Arithmetic()
    {
        const U256 ether = *U256::fromDecimal(u"1000000000000000000");
        QCOMPARE(ether.toMinimalBigEndian().toHex(), QByteArray("0de0b6b3a7640000"));
        QCOMPARE(ether.toHexQuantity(), QStringLiteral("0xde0b6b3a7640000"));
        QCOMPARE(U256().toHexQuantity(), QStringLiteral("0x0"));
        QCOMPARE(U256(21000).toHexQuantity(), QStringLiteral("0x5208"));
        QVERIFY(U256().toMinimalBigEndian().isEmpty());
        // 2^128 * 2^127 = 2^255 fits; carries across every limb.
        const U256 big = *U256::fromBigEndian(hex("0100000000000000000000000000000000"));
        const U256 product =
            *big.checkedMul(*U256::fromBigEndian(hex("80000000000000000000000000000000")));
        QCOMPARE(product.toBigEndian().toHex(),
                 QByteArray("8000000000000000000000000000000000000000000000000000000000000000"));
        QCOMPARE(*product.checkedSub(U256(1)),
                 *U256::fromBigEndian(QByteArray(1, '\x7f') + QByteArray(31, '\xff')));
        QCOMPARE(*U256(0xffffffffffffffffull).checkedAdd(U256(1)),
                 *U256::fromBigEndian(hex("010000000000000000")));
        quint32 rest = 0;
        QCOMPARE(U256(1234567).dividedBy(1000, &rest), U256(1234));
        QCOMPARE(rest, 567u);
        QVERIFY(U256(5) < U256(7));
        QVERIFY(U256::max() > ether);
    }

    void u256AndAmount()
    {
        const U256 ether = *U256::fromDecimal(u"1500000000000000000");
        const auto amount = ether.toAmount(18);
        QVERIFY(amount);
        QCOMPARE(amount->toString(), QStringLiteral("1.5"));
        QCOMPARE(U256::fromAmount(*amount), ether);
        QVERIFY(!U256::max().toAmount(18)); // beyond 127 bits
        QVERIFY(!U256::fromAmount(Amount::fromUnits(-1, 18)));
    }

    // ethereum.org, "Recursive-length prefix (RLP) serialization", section "Examples".
    void rlpSpecExamples_data()
    {
        QTest::addColumn<RlpItem>("item");
        QTest::addColumn<QByteArray>("encoded");
        const auto s = [](const QByteArray &b) {
            return RlpItem::string(b);
        };
        const auto l = [](const QList<RlpItem> &items) {
            return RlpItem::list(items);
        };
        const QByteArray lorem("Lorem ipsum dolor sit amet, consectetur adipisicing elit");
        QTest::newRow("dog") << s("dog") << hex("83646f67");
        QTest::newRow("[cat, dog]") << l({s("cat"), s("dog")}) << hex("c88363617483646f67");
        QTest::newRow("empty string") << s("") << hex("80");
        QTest::newRow("empty list") << l({}) << hex("c0");
        QTest::newRow("byte 0x00") << s(hex("00")) << hex("00");
        QTest::newRow("byte 0x0f") << s(hex("0f")) << hex("0f");
        QTest::newRow("bytes 0400") << s(hex("0400")) << hex("820400");
        QTest::newRow("three") << l({l({}), l({l({})}), l({l({}), l({l({})})})})
                               << hex("c7c0c1c0c3c0c1c0");
        QTest::newRow("lorem (56 bytes)") << s(lorem) << hex("b838") + lorem;
        // "a 1024 byte long string would be encoded as \xb9\x04\x00 followed by the string"
        QTest::newRow("1024 bytes")
            << s(QByteArray(1024, 'a')) << hex("b90400") + QByteArray(1024, 'a');
        QTest::newRow("long list") << l(QList<RlpItem>(20, s("dog")))
                                   << hex("f850") + QByteArray("\x83"
                                                               "dog")
                                                        .repeated(20);
    }
    void rlpSpecExamples()
    {
        QFETCH(RlpItem, item);
        QFETCH(QByteArray, encoded);
        QCOMPARE(Rlp::encode(item).toHex(), encoded.toHex());
        QString why;
        const auto decoded = Rlp::decode(encoded, &why);
        QVERIFY2(decoded, qPrintable(why));
        QVERIFY(*decoded == item);
    }

    void rlpIntegers()
    {
        QCOMPARE(Rlp::encodeUInt(quint64(0)).toHex(), QByteArray("80")); // "the integer 0"
        QCOMPARE(Rlp::encodeUInt(quint64(15)).toHex(), QByteArray("0f"));
        QCOMPARE(Rlp::encodeUInt(quint64(1024)).toHex(), QByteArray("820400"));
        QCOMPARE(Rlp::encodeUInt(U256::max()).toHex(), "a0" + QByteArray(32, '\xff').toHex());
        QString why;
        QCOMPARE(*Rlp::toUInt(RlpItem::string(hex("0400")), 32, QStringLiteral("x"), &why),
                 U256(1024));
        QVERIFY(
            !Rlp::toUInt(RlpItem::string(hex("000400")), 32, QStringLiteral("The nonce"), &why));
        QVERIFY2(why.contains(u"The nonce") && why.contains(u"zero byte"), qPrintable(why));
        QVERIFY(!Rlp::toUInt(RlpItem::string(hex("00")), 32, QStringLiteral("x"), &why));
        QVERIFY(!Rlp::toUInt(RlpItem::string(QByteArray(9, '\1')), 8, QStringLiteral("x"), &why));
        QVERIFY(why.contains(u"8 bytes"));
        QVERIFY(!Rlp::toUInt(RlpItem::list({}), 8, QStringLiteral("x"), &why));
        QVERIFY(why.contains(u"list"));
    }

    // Every non-canonical or broken form is refused, and the reason says which rule it broke.
    void rlpRefusals_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("reason");
        const QString canonical = QStringLiteral("not canonical");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("empty");
        QTest::newRow("0x00 as a one-byte string") << hex("8100") << canonical;
        QTest::newRow("0x7f as a one-byte string") << hex("817f") << canonical;
        QTest::newRow("single byte inside a list") << hex("c28105") << canonical;
        QTest::newRow("long string form for 5 bytes")
            << hex("b805") + "hello" << QStringLiteral("long form");
        QTest::newRow("long string form for 55 bytes")
            << hex("b837") + QByteArray(55, 'a') << QStringLiteral("long form");
        QTest::newRow("long list form for 0 bytes") << hex("f800") << QStringLiteral("zero byte");
        QTest::newRow("long list form for 3 bytes")
            << hex("f803") + hex("c0c0c0") << QStringLiteral("long form");
        QTest::newRow("length with a leading zero")
            << hex("b90038") + QByteArray(56, 'a') << QStringLiteral("zero byte");
        QTest::newRow("string truncated") << hex("83646f") << QStringLiteral("truncated");
        QTest::newRow("list truncated") << hex("c883636174") << QStringLiteral("truncated");
        QTest::newRow("item overruns its list") << hex("c283646f67") << QStringLiteral("truncated");
        QTest::newRow("length cut off") << hex("b9") + hex("04") << QStringLiteral("cut off");
        QTest::newRow("length past the data (2^64 - 1)")
            << hex("bfffffffffffffffff") << QStringLiteral("truncated");
        QTest::newRow("list length past the data")
            << hex("fbffffffff") << QStringLiteral("truncated");
        QTest::newRow("trailing byte") << hex("83646f6700") << QStringLiteral("goes on");
        QTest::newRow("two items") << hex("c0c0") << QStringLiteral("goes on");
        QTest::newRow("17 nested lists") << nestedLists(17) << QStringLiteral("nested");
    }
    void rlpRefusals()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, reason);
        QString why;
        QVERIFY(!Rlp::decode(bytes, &why));
        QVERIFY2(why.contains(reason), qPrintable(why));
    }

    void rlpDepthLimit()
    {
        // 16 nested lists are the most the decoder takes.
        const QByteArray deepest = nestedLists(16);
        QString why;
        QVERIFY2(Rlp::decode(deepest, &why), qPrintable(why));
    }

    // EIP-55, "Test Cases": all caps, all lower and mixed-case checksums.
    void eip55_data()
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
    void eip55()
    {
        QFETCH(QString, address);
        QString why;
        const auto parsed = EvmAddress::parse(address, &why);
        QVERIFY2(parsed, qPrintable(why));
        QCOMPARE(parsed->toChecksummed(), address);
        QCOMPARE(EvmAddress::parse(address.toLower())->toChecksummed(), address);
        QCOMPARE(EvmAddress::fromBytes(parsed->bytes())->toChecksummed(), address);
        QCOMPARE(parsed->toAddress().toString(), address);
    }

    void addressRefusals()
    {
        QString why;
        // One letter of a checksummed address in the wrong case: a typo.
        QVERIFY(!EvmAddress::parse(u"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", &why));
        QVERIFY2(why.contains(u"EIP-55"), qPrintable(why));
        QVERIFY(!EvmAddress::parse(u"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA", &why));
        QVERIFY2(why.contains(u"40"), qPrintable(why));
        QVERIFY(!EvmAddress::parse(u"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg", &why));
        QVERIFY(!EvmAddress::parse(u"5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", &why));
        QVERIFY2(why.contains(u"0x"), qPrintable(why));
        QVERIFY(!EvmAddress::parse(u"7NEaAbcjrGC5aAeb6053F3E94C9b9A09f33669435", &why));
        QVERIFY(!EvmAddress::fromBytes(QByteArray(19, '\1')));
        QVERIFY(EvmAddress::fromBytes(QByteArray(20, '\0'))->isZero());
    }

    // The selectors are the first 4 bytes of keccak256 of the signatures (Solidity ABI spec,
    // https://docs.soliditylang.org/en/latest/abi-spec.html#function-selector).
    void erc20Selectors()
    {
        QCOMPARE(Erc20::selectorOf("balanceOf(address)"), Erc20::kBalanceOf);
        QCOMPARE(Erc20::selectorOf("transfer(address,uint256)"), Erc20::kTransfer);
        QCOMPARE(Erc20::selectorOf("authorizationState(address,bytes32)"),
                 Erc20::kAuthorizationState);
        QCOMPARE(Erc20::selectorOf("transferWithAuthorization(address,address,uint256,uint256,"
                                   "uint256,bytes32,uint8,bytes32,bytes32)"),
                 Erc20::kTransferWithAuthorization);
        QCOMPARE(Erc20::selectorOf("decimals()"), Erc20::kDecimals);
        QCOMPARE(Erc20::selectorOf("symbol()"), Erc20::kSymbol);
        QCOMPARE(Erc20::selectorOf("name()"), Erc20::kName);
        QCOMPARE(Erc20::selectorOf("version()"), Erc20::kVersion);
        // ERC-20's own published value (EIP-20 and every block explorer): 0xa9059cbb.
        QCOMPARE(Erc20::selector(Erc20::kTransfer).toHex(), QByteArray("a9059cbb"));
    }

    void erc20CallData()
    {
        const auto owner = *EvmAddress::parse(u"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        const QByteArray call = Erc20::balanceOfCall(owner);
        QCOMPARE(call.toHex(), QByteArray("70a08231000000000000000000000000f39fd6e51aad88f6f4ce6a"
                                          "b8827279cfffb92266"));
        const auto decoded = Erc20::decode(call);
        QVERIFY(decoded);
        QCOMPARE(decoded->selector, Erc20::kBalanceOf);
        QCOMPARE(decoded->words.size(), 1);
        QCOMPARE(Erc20::addressWord(decoded->words[0]), owner);
        // Not whole words, too short, or an address word with bits above its 20 bytes.
        QVERIFY(!Erc20::decode(call.left(35)));
        QVERIFY(!Erc20::decode(QByteArray(3, '\0')));
        QByteArray dirty = decoded->words[0];
        dirty[0] = 1;
        QVERIFY(!Erc20::addressWord(dirty));
        // transferWithAuthorization: nine words, v as a number, r and s as they are.
        QByteArray sig(65, '\x11');
        sig[64] = 28;
        const QByteArray twa = Erc20::transferWithAuthorizationCall(owner, owner, U256(5000), 1, 2,
                                                                    QByteArray(32, '\x22'), sig);
        const auto d = Erc20::decode(twa);
        QVERIFY(d);
        QCOMPARE(d->selector, Erc20::kTransferWithAuthorization);
        QCOMPARE(d->words.size(), 9);
        QCOMPARE(Erc20::uintWord(d->words[2]), U256(5000));
        QCOMPARE(Erc20::uintWord(d->words[6]), U256(28));
        QCOMPARE(d->words[7], QByteArray(32, '\x11'));
    }

    void erc20Answers()
    {
        QCOMPARE(Erc20::parseUint(QByteArray(31, '\0') + '\x07'), U256(7));
        QVERIFY(!Erc20::parseUint(QByteArray(31, '\0'))); // short
        QVERIFY(!Erc20::parseUint(QByteArray(64, '\0'))); // two words
        QVERIFY(!Erc20::parseUint({}));                   // "0x": no code there
        QCOMPARE(Erc20::parseBool(QByteArray(31, '\0') + '\x01'), true);
        QCOMPARE(Erc20::parseBool(QByteArray(32, '\0')), false);
        QVERIFY(!Erc20::parseBool(QByteArray(31, '\0') + '\x02'));
        // An ABI string: offset 32, length, the bytes padded to a word.
        const QByteArray usdc = Erc20::encodeString("USDC");
        QCOMPARE(usdc.size(), 96);
        QCOMPARE(Erc20::uintWord(usdc.first(32)), U256(32));
        QCOMPARE(Erc20::uintWord(usdc.sliced(32, 32)), U256(4));
        QCOMPARE(usdc.sliced(64, 4), QByteArray("USDC"));
    }
};

QTEST_GUILESS_MAIN(TstEvmCodec)
#include "tst_evm_codec.moc"
