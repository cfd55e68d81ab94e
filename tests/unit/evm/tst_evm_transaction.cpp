// EIP-1559 (type 2) and legacy EIP-155 transactions: signing serializations, signatures, signed
// raw transactions and sender recovery against published vectors; and every refusal of the
// strict decoder (types a wallet must not sign, wrong shapes, non-canonical numbers).
#include "evm/EvmTransaction.h"
#include "evm/Keccak.h"
#include "evm/Rlp.h"
#include "evm/Secp256k1.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::evm;

namespace {
QByteArray hex(const char *text)
{
    return QByteArray::fromHex(QByteArray(text).replace("0x", ""));
}

U256 dec(const char *text)
{
    return *U256::fromDecimal(QString::fromLatin1(text));
}

EvmAddress address(const char *text)
{
    return *EvmAddress::fromBytes(hex(text));
}

EvmAddress addressOf(const SecureBytes &key)
{
    return *EvmAddress::fromPublicKey(*Secp256k1::publicKey(key));
}

QByteArray s(const QByteArray &bytes)
{
    return Rlp::encodeString(bytes);
}

QByteArray n(quint64 value)
{
    return Rlp::encodeUInt(value);
}

// A type-2 signing serialization from already-encoded fields.
QByteArray type2(const QList<QByteArray> &fields)
{
    return '\x02' + Rlp::encodeList(fields);
}

// The nine fields of a plain type-2 transfer (chain 4020, the sandbox EVM chain).
QList<QByteArray> transferFields()
{
    return {n(4020),
            n(7),
            n(1000000000),
            n(3000000000),
            n(21000),
            s(QByteArray(20, '\x35')),
            n(1000000000000000000ull),
            s({}),
            Rlp::encodeList({})};
}

// The nine fields of a legacy EIP-155 signing serialization (chain 1).
QList<QByteArray> legacyFields()
{
    return {n(9),
            n(20000000000ull),
            n(21000),
            s(QByteArray(20, '\x35')),
            n(1000000000000000000ull),
            s({}),
            n(1),
            n(0),
            n(0)};
}

QString refusal(const QByteArray &bytes, bool signedForm = false)
{
    QString why;
    const auto tx = signedForm ? EvmTransaction::decodeSigned(bytes, &why)
                               : EvmTransaction::decodeUnsigned(bytes, &why);
    return tx ? QStringLiteral("(accepted)") : why;
}
} // namespace

class TstEvmTransaction : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // EIP-155, "Example" (ethereum/EIPs EIPS/eip-155.md): signing data, signing hash, v r s and
    // the signed transaction for key 0x4646...46. The sender is that key's account.
    void eip155Example()
    {
        EvmTransaction tx;
        tx.type = EvmTransaction::Type::Legacy;
        tx.chainId = 1;
        tx.nonce = 9;
        tx.gasPrice = U256(20000000000ull);
        tx.gasLimit = 21000;
        tx.to = address("3535353535353535353535353535353535353535");
        tx.value = U256(1000000000000000000ull);
        QCOMPARE(tx.signingPayload().toHex(),
                 QByteArray("ec098504a817c800825208943535353535353535353535353535353535353535880de0"
                            "b6b3a764000080018080"));
        QCOMPARE(tx.signingHash().toHex(),
                 QByteArray("daf5a779ae972f972197303d7b574746c7ef83eadac0f2791ad23db92e4c8e53"));

        const SecureBytes key = SecureBytes::copyOf(QByteArray(32, '\x46'));
        QString why;
        QVERIFY2(tx.sign(key, &why), qPrintable(why));
        QCOMPARE(tx.signature->yParity, 0); // v = 37 = 0 + 35 + 2 * 1
        QCOMPARE(tx.signature->r, dec("18515461264373351373200002665853028612451056578545711640558"
                                      "177340181847433846"));
        QCOMPARE(tx.signature->s, dec("46948507304638947509940763649030358759909902576025900602547"
                                      "168820602576006531"));
        const QByteArray signedTx = hex(
            "f86c098504a817c800825208943535353535353535353535353535353535353535880de0b6b3a764000"
            "08025a028ef61340bd939bc2195fe537567866003e1a15d3c71ff63e1590620aa636276a067cbe9d8"
            "997f761aecb703304b3800ccf555c9f3dc64214b297fb1966a3b6d83");
        QCOMPARE(tx.signedBytes().toHex(), signedTx.toHex());
        QCOMPARE(tx.hash(), Keccak::hash256(signedTx));

        const auto decoded = EvmTransaction::decodeSigned(signedTx, &why);
        QVERIFY2(decoded, qPrintable(why));
        QVERIFY(*decoded == tx);
        const auto sender = decoded->sender(&why);
        QVERIFY2(sender, qPrintable(why));
        QCOMPARE(*sender, addressOf(key));
        QCOMPARE(sender->bytes().toHex(), QByteArray("9d8a62f656a8d1615c1294fd71e9cfb3e4855a4f"));

        const auto unsignedTx = EvmTransaction::decodeUnsigned(tx.signingPayload(), &why);
        QVERIFY2(unsignedTx, qPrintable(why));
        QVERIFY(!unsignedTx->signature);
        QCOMPARE(unsignedTx->signingHash(), tx.signingHash());
    }

    // ethereumjs-monorepo packages/tx/test/json/eip1559.json: ten type-2 transfers on chain
    // 0x1e8e, signed with one key. The file's signedTransactionRLP wraps each transaction in an
    // RLP string (the network encoding of a typed transaction), which Rlp unwraps here.
    void ethereumjsEip1559_data()
    {
        QTest::addColumn<quint64>("nonce");
        QTest::addColumn<quint64>("value");
        QTest::addColumn<quint64>("gasLimit");
        QTest::addColumn<quint64>("maxPriority");
        QTest::addColumn<quint64>("maxFee");
        QTest::addColumn<QByteArray>("wrapped");
        const auto row = [](const char *name, quint64 nonce, quint64 value, quint64 gas,
                            quint64 tip, quint64 cap, const char *rlp) {
            QTest::newRow(name) << nonce << value << gas << tip << cap << hex(rlp);
        };
        row("nonce 819", 819, 43203529, 35552, 75853, 121212,
            "b87302f870821e8e8203338301284d8301d97c828ae094000000000000000000000000000000000000aaaa"
            "8402933bc980c080a0d067f2167008c59219652f91cbf8788dbca5f771f6e91e2b7657e85b78b472e0a0"
            "1d305af9fe81fdba43f0dfcd400ed24dcace0a7e30d4e85701dcaaf484cd079e");
        row("nonce 353", 353, 61901619, 32593, 38850, 136295,
            "b87202f86f821e8e8201618297c283021467827f5194000000000000000000000000000000000000aaaa"
            "8403b08b3380c001a004205678f13fc1d7b10feea6513dfa76e24418b6e08097d95c6f93a3b64e536da0"
            "1d45ad61bfece43862de2cce7d2575a8c1d08c26c87f3cb5f26d7b0be54a91b2");
        row("nonce 985", 985, 32531825, 68541, 66377, 136097,
            "b87402f871821e8e8203d983010349830213a183010bbd94000000000000000000000000000000000000"
            "aaaa8401f0657180c001a0e6d23c5ecc0f388a4d41a9523c3ad171e98083a61288c340b968dfe0903a67"
            "41a07319e8d54a4fd8f0c081d3ce093d869f9df598481991c8534bfd8f2c163884b4");
        row("nonce 623", 623, 21649799, 57725, 74140, 81173,
            "b87302f870821e8e82026f8301219c83013d1582e17d94000000000000000000000000000000000000aa"
            "aa84014a598780c080a0b107893e4590e177e244493a3f2b59d63619ddd82772105d8c96b7fc85ff683d"
            "a07dc9b9dc054d2f69f9cc540688f6c0da3b54dd8bd8323f06d0ca26b546a480f1");
        row("nonce 972", 972, 94563383, 65254, 42798, 103466,
            "b87202f86f821e8e8203cc82a72e8301942a82fee694000000000000000000000000000000000000aaaa"
            "8405a2ec3780c080a02596bfedd3101f7e3c881eec060f83c60617fb21173ff41a560e02c9c23f02f4a0"
            "1ef1f7930d31081c06dfd2176046a99442a88678638a33eb80afa8d2d3389ee0");
        row("nonce 588", 588, 99359647, 37274, 87890, 130273,
            "b87302f870821e8e82024c830157528301fce182919a94000000000000000000000000000000000000aa"
            "aa8405ec1b9f80c001a0404a06f2a9ba9d444e59f03e1b4ce46c4d7127342aa287a6e9a910b26ff6cc89"
            "a04af28549efdfb3e746938d01c92785e9852eb58c48d6f35cc99961e88f56603a");
        row("nonce 900", 900, 30402257, 76053, 8714, 112705,
            "b87302f870821e8e82038482220a8301b8418301291594000000000000000000000000000000000000aa"
            "aa8401cfe6d180c080a06e1bc9e4645de8bdad2c60424539c2dd93aacbc06ae94e440629b133a99e9ba7"
            "a03d23fdfdd9934c77fe5385a6b4b6c69e84cdec7814a19d81e648b5852ee5f7eb");
        row("nonce 709", 709, 6478043, 28335, 86252, 94636,
            "b87202f86f821e8e8202c5830150ec830171ac826eaf94000000000000000000000000000000000000aa"
            "aa8362d8db80c001a09880d133cd636f8c8dce32e2c43494b9f2dc000eee8dc61931e09f866ed04b46a0"
            "0e44d5c503c7f08b36c8b062c32a963f3dd20a71e95e3d903bfbe7f4da47cd47");
        row("nonce 939", 939, 2782905, 45047, 45216, 91648,
            "b87102f86e821e8e8203ab82b0a08301660082aff794000000000000000000000000000000000000aaaa"
            "832a76b980c001a0a0e7d9b07c7ec68f24788a554f993b99d59a3f08439cc6c942f62ea0341f2aeba078"
            "122b9957c146f7c87811bd58a7e9916ca8c07dabcf875b97bbdef79cb9c197");
        row("nonce 119", 119, 65456115, 62341, 24721, 107729,
            "b87002f86d821e8e778260918301a4d182f38594000000000000000000000000000000000000aaaa8403"
            "e6c7f380c001a0e38e239770801eb995498c821e55ac9c19ae09184bb27b34be105e02fe3b7615a067c6"
            "4ca6bd6d9107e85fd581ab2e70a14b637eb36505bb40861ef9d6e800cab6");
    }
    void ethereumjsEip1559()
    {
        QFETCH(quint64, nonce);
        QFETCH(quint64, value);
        QFETCH(quint64, gasLimit);
        QFETCH(quint64, maxPriority);
        QFETCH(quint64, maxFee);
        QFETCH(QByteArray, wrapped);
        QString why;
        const auto outer = Rlp::decode(wrapped, &why);
        QVERIFY2(outer && !outer->isList, qPrintable(why));
        const QByteArray raw = outer->bytes;

        EvmTransaction tx;
        tx.chainId = 0x1e8e;
        tx.nonce = nonce;
        tx.value = U256(value);
        tx.gasLimit = gasLimit;
        tx.maxPriorityFeePerGas = U256(maxPriority);
        tx.maxFeePerGas = U256(maxFee);
        tx.to = address("000000000000000000000000000000000000aaaa");
        const SecureBytes key = SecureBytes::copyOf(
            hex("8f2a55949038a9610f50fb23b5883af3b4ecb3c3bb792cbcefbd1542c692be63"));
        QVERIFY(tx.sign(key, &why));
        QCOMPARE(tx.signedBytes().toHex(), raw.toHex());

        const auto decoded = EvmTransaction::decodeSigned(raw, &why);
        QVERIFY2(decoded, qPrintable(why));
        QVERIFY(*decoded == tx);
        QCOMPARE(*decoded->sender(&why), addressOf(key));
        QVERIFY(*EvmTransaction::decodeUnsigned(tx.signingPayload(), &why) == [&] {
            EvmTransaction bare = tx;
            bare.signature.reset();
            return bare;
        }());
    }

    // ethereumjs-monorepo packages/tx/test/json/eip1559txs.json: a type-2 call with data and an
    // access list. ethereumjs's tests sign it with the file's key and expect the file's sender
    // (getSenderAddress()); the signature stored in the file is only checked to be valid (it is
    // not the key's), so here it is only decoded, re-encoded and recovered.
    void ethereumjsAccessList()
    {
        EvmTransaction tx;
        tx.chainId = 1;
        tx.nonce = 0;
        tx.maxPriorityFeePerGas = U256(1);
        tx.maxFeePerGas = U256(1);
        tx.gasLimit = 0x02625a00;
        tx.to = address("cccccccccccccccccccccccccccccccccccccccc");
        tx.value = U256(0x0186a0);
        tx.data = hex("1a8451e6") + QByteArray(64, '\0'); // the file's data, 68 bytes
        tx.accessList = {
            {address("0000000000000000000000000000000000000101"),
             {hex("0000000000000000000000000000000000000000000000000000000000000000"),
              hex("00000000000000000000000000000000000000000000000000000000000060a7")}}};
        QString why;
        EvmTransaction signedTx = tx;
        QVERIFY(signedTx.sign(SecureBytes::copyOf(hex("e0a462586887362a18a318b128dbc1e3a0cae6d4b0"
                                                      "739f5d0419ec25114bc722")),
                              &why));
        const auto sender = signedTx.sender(&why);
        QVERIFY2(sender, qPrintable(why));
        QCOMPARE(sender->bytes().toHex(), QByteArray("d13d825eb15c87b247c4c26331d66f225a5f632e"));
        const auto decoded = EvmTransaction::decodeSigned(signedTx.signedBytes(), &why);
        QVERIFY2(decoded, qPrintable(why));
        QVERIFY(*decoded == signedTx);
        QCOMPARE(decoded->accessList.first().storageKeys.size(), 2);

        // The file's own signature (v 1, r, s): a valid signature of some key.
        tx.signature = EvmSignature{
            1,
            *U256::fromBigEndian(
                hex("afb6e247b1c490e284053c87ab5f6b59e219d51f743f7a4d83e400782bc7e4b9")),
            *U256::fromBigEndian(
                hex("479a268e0e0acd4de3f1e28e4fac2a6b32a4195e8dfa9d19147abe8807aa6f64"))};
        const auto fromFile = EvmTransaction::decodeSigned(tx.signedBytes(), &why);
        QVERIFY2(fromFile, qPrintable(why));
        QVERIFY(*fromFile == tx);
        QVERIFY(fromFile->sender(&why));
    }

    void serviceTransfer()
    {
        // What the service sends for a native payment on the sandbox chain, as base64.
        const QByteArray payload = type2(transferFields());
        QString why;
        const auto tx = EvmTransaction::fromBase64(payload.toBase64(), &why);
        QVERIFY2(tx, qPrintable(why));
        QCOMPARE(tx->type, EvmTransaction::Type::DynamicFee);
        QCOMPARE(tx->chainId, quint64(4020));
        QCOMPARE(tx->nonce, quint64(7));
        QCOMPARE(tx->to->bytes(), QByteArray(20, '\x35'));
        QCOMPARE(tx->value.toDecimal(), QStringLiteral("1000000000000000000"));
        QVERIFY(!tx->isContractCreation());
        QCOMPARE(tx->feeCap(), U256(3000000000ull));
        QCOMPARE(tx->maxCost()->toDecimal(), QStringLiteral("1000063000000000000"));
        QCOMPARE(tx->signingPayload(), payload);
        QVERIFY(tx->signedBytes().isEmpty());
        QVERIFY(tx->hash().isEmpty());
        QVERIFY(!tx->sender(&why));

        // Signing and decoding the signed form give back the same transaction and its signer.
        EvmTransaction signedTx = *tx;
        const SecureBytes key = SecureBytes::copyOf(QByteArray(32, '\x11'));
        QVERIFY(signedTx.sign(key, &why));
        const auto back = EvmTransaction::decodeSigned(signedTx.signedBytes(), &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(*back->sender(&why), addressOf(key));
        QCOMPARE(back->hash(), signedTx.hash());
        QVERIFY(!signedTx.sign(SecureBytes(32), &why));
        QVERIFY(!why.isEmpty());

        // Strict base64 only.
        QVERIFY(!EvmTransaction::fromBase64(payload.toBase64() + "\n", &why));
        QByteArray urlAlphabet = payload.toBase64();
        urlAlphabet[0] = '-';
        QVERIFY(!EvmTransaction::fromBase64(urlAlphabet, &why));
        QByteArray spaced = payload.toBase64();
        spaced.insert(4, ' ');
        QVERIFY(!EvmTransaction::fromBase64(spaced, &why));
        const QByteArray padded = QByteArray(payload).append('x').toBase64();
        QVERIFY(padded.endsWith('='));
        QVERIFY(!EvmTransaction::fromBase64(padded.chopped(1), &why)); // padding left off
        QVERIFY(!EvmTransaction::fromBase64("", &why));
    }

    void contractCreation()
    {
        QList<QByteArray> fields = transferFields();
        fields[5] = s({});
        fields[7] = s(hex("6080604052"));
        QString why;
        const auto tx = EvmTransaction::decodeUnsigned(type2(fields), &why);
        QVERIFY2(tx, qPrintable(why));
        QVERIFY(tx->isContractCreation());
        QCOMPARE(tx->signingPayload(), type2(fields));
    }

    void maxCostOverflow()
    {
        EvmTransaction tx;
        tx.gasLimit = 2;
        tx.maxFeePerGas = U256::max();
        QVERIFY(!tx.maxCost());
        tx.gasLimit = 1;
        tx.value = U256(1);
        QVERIFY(!tx.maxCost());
    }

    // Each refusal names what is wrong in words a person can act on.
    void refusals_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("signedForm");
        QTest::addColumn<QString>("reason");
        const QByteArray body = Rlp::encodeList(transferFields());
        QTest::newRow("empty") << QByteArray() << false << "empty";
        QTest::newRow("too large")
            << type2({s(QByteArray(EvmTransaction::kMaxSize, 'x'))}) << false << "larger than";
        QTest::newRow("type 1") << '\x01' + body << false << "EIP-2930";
        QTest::newRow("type 3") << '\x03' + body << false << "blob";
        QTest::newRow("type 4") << '\x04' + body << false << "delegate your account's code";
        QTest::newRow("type 4, signed form") << '\x04' + body << true << "delegate";
        QTest::newRow("type 5") << '\x05' + body << false << "unknown type (0x05)";
        QTest::newRow("an RLP string") << s("hello") << false << "not a transaction";
        QTest::newRow("type byte only") << QByteArray("\x02", 1) << false << "RLP data is empty";
        QTest::newRow("type 2 body not a list") << '\x02' + s("x") << false << "not an RLP list";
        QTest::newRow("type 2 trailing byte")
            << type2(transferFields()) + '\0' << false << "goes on";
        QTest::newRow("8 fields") << type2(transferFields().first(8)) << false << "8 fields";
        QTest::newRow("signed form without a signature")
            << type2(transferFields()) << true << "9 fields instead of 12";
        QTest::newRow("legacy, 6 fields (no EIP-155)")
            << Rlp::encodeList(legacyFields().first(6)) << false << "6 fields";
        auto with = [](int i, const QByteArray &field) {
            QList<QByteArray> fields = transferFields();
            fields[i] = field;
            return type2(fields);
        };
        QTest::newRow("nonce with a leading zero")
            << with(1, s(hex("0007"))) << false << "The nonce is not a canonical number";
        QTest::newRow("nonce of 9 bytes")
            << with(1, s(QByteArray(9, '\1'))) << false << "The nonce is larger than 8 bytes";
        QTest::newRow("value of 33 bytes")
            << with(6, s(QByteArray(33, '\1'))) << false << "The value is larger than 32 bytes";
        QTest::newRow("fee cap as a list")
            << with(3, Rlp::encodeList({})) << false << "maxFeePerGas) is a list";
        QTest::newRow("recipient of 19 bytes")
            << with(5, s(QByteArray(19, '\1'))) << false << "20-byte address";
        QTest::newRow("data as a list")
            << with(7, Rlp::encodeList({})) << false << "The data is a list";
        QTest::newRow("access list as a string")
            << with(8, s("x")) << false << "access list is not a list";
        QTest::newRow("access list entry of one item")
            << with(8, Rlp::encodeList({Rlp::encodeList({s(QByteArray(20, '\1'))})})) << false
            << "[address, [storage keys]]";
        QTest::newRow("storage key of 31 bytes")
            << with(8, Rlp::encodeList({Rlp::encodeList(
                           {s(QByteArray(20, '\1')), Rlp::encodeList({s(QByteArray(31, '\1'))})})}))
            << false << "32 bytes";
        QTest::newRow("tip above the fee cap")
            << with(2, n(3000000001ull)) << false << "priority fee per gas is above the fee cap";
        QTest::newRow("chain id 0") << with(0, n(0)) << false << "chain id 0";
        QList<QByteArray> legacy = legacyFields();
        legacy[7] = n(1);
        QTest::newRow("legacy, already signed")
            << Rlp::encodeList(legacy) << false << "already signed";
        legacy = legacyFields();
        legacy[6] = n(0);
        QTest::newRow("legacy, chain id 0") << Rlp::encodeList(legacy) << false << "chain id 0";

        // Signed forms.
        const QByteArray r = n(1), sLow = n(1);
        auto signed2 = [&](const QByteArray &parity, const QByteArray &rr, const QByteArray &ss) {
            return type2(transferFields() + QList<QByteArray>{parity, rr, ss});
        };
        QTest::newRow("yParity 2") << signed2(n(2), r, sLow) << true << "yParity is not 0 or 1";
        QTest::newRow("yParity 0 written 0x00")
            << signed2(s(hex("00")), r, sLow) << true << "yParity is not a canonical number";
        QTest::newRow("r = 0") << signed2(n(0), n(0), sLow) << true << "non-zero";
        QTest::newRow("high s") << signed2(n(0), r, s(QByteArray(32, '\xff'))) << true << "EIP-2";
        auto signedLegacy = [&](quint64 v) {
            QList<QByteArray> fields = legacyFields().first(6);
            return Rlp::encodeList(fields + QList<QByteArray>{n(v), r, sLow});
        };
        QTest::newRow("legacy v = 27") << signedLegacy(27) << true << "no chain id";
        QTest::newRow("legacy v = 30") << signedLegacy(30) << true << "35 + 2 x chain id";
        QTest::newRow("legacy v = 35 (chain 0)") << signedLegacy(35) << true << "chain id 0";
    }
    void refusals()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, signedForm);
        QFETCH(QString, reason);
        const QString why = refusal(bytes, signedForm);
        QVERIFY2(why.contains(reason), qPrintable(why));
    }

    // The type is judged before anything else: a type-4 body that is not even RLP still gets
    // the plain words about delegation.
    void typeFirst()
    {
        QVERIFY(refusal(QByteArray("\x04\xff\xff", 3)).contains(u"delegate"));
        QVERIFY(refusal(QByteArray("\x03", 1)).contains(u"blob"));
    }
};

QTEST_GUILESS_MAIN(TstEvmTransaction)
#include "tst_evm_transaction.moc"
