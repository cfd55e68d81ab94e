#include "core/Base58.h"
#include "solana/Ed25519.h"
#include "solana/Instruction.h"
#include "solana/InstructionDecoder.h"
#include "solana/Message.h"
#include "solana/Programs.h"
#include "solana/ShortVec.h"
#include "solana/Transaction.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::solana;

namespace {
QByteArray key(int n)
{
    return QByteArray(32, char(n));
}

QByteArray hexKey(int n)
{
    return key(n).toHex();
}

// Wraps message bytes in a wire transaction with `nsig` zero signatures.
QByteArray wrap(const QByteArray &message, int nsig)
{
    return shortvec::encoded(quint16(nsig)) + QByteArray(64 * nsig, '\0') + message;
}

// decode must fail with a reason containing `expected` (case-insensitive).
void expectRejected(const QByteArray &wire, const char *expected)
{
    QString error;
    const auto tx = Transaction::decode(wire, &error);
    QVERIFY2(!tx, expected);
    QVERIFY2(error.contains(QLatin1String(expected), Qt::CaseInsensitive),
             qPrintable(QStringLiteral("expected '%1', got '%2'").arg(expected, error)));
}

// A legacy message: payer key(1) (signer), second signer key(5), transfer to key(2).
Message sampleMessage(Message::Version v, const QByteArray &payer, const QByteArray &cosigner)
{
    Instruction transfer = systemTransfer(payer, key(2), 250000000);
    transfer.accounts.append(AccountMeta{cosigner, true, false});
    return compileMessage(
        payer,
        {setComputeUnitLimit(20000), setComputeUnitPrice(1), transfer, memo("pi_3abc123def456")},
        key(9), v);
}
} // namespace

class TstSolanaCodec : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shortvecRoundTrip_data()
    {
        QTest::addColumn<int>("value");
        QTest::addColumn<QByteArray>("hex");
        QTest::newRow("0") << 0 << QByteArray("00");
        QTest::newRow("127") << 127 << QByteArray("7f");
        QTest::newRow("128") << 128 << QByteArray("8001");
        QTest::newRow("16383") << 16383 << QByteArray("ff7f");
        QTest::newRow("16384") << 16384 << QByteArray("808001");
        QTest::newRow("65535") << 65535 << QByteArray("ffff03");
    }
    void shortvecRoundTrip()
    {
        QFETCH(int, value);
        QFETCH(QByteArray, hex);
        const QByteArray bytes = shortvec::encoded(quint16(value));
        QCOMPARE(bytes.toHex(), hex);
        QCOMPARE(shortvec::encodedLength(quint16(value)), bytes.size());
        const QByteArray buffer = QByteArray("\xAA", 1) + bytes + QByteArray("\xBB", 1);
        qsizetype offset = 1;
        QString error;
        const auto decoded = shortvec::decode(buffer, offset, &error);
        QVERIFY2(decoded, qPrintable(error));
        QCOMPARE(int(*decoded), value);
        QCOMPARE(offset, 1 + bytes.size());
    }

    void shortvecRejects_data()
    {
        QTest::addColumn<QByteArray>("hex");
        QTest::addColumn<QString>("reason");
        QTest::newRow("empty") << QByteArray("") << "truncated";
        QTest::newRow("dangling 0x80") << QByteArray("80") << "truncated";
        QTest::newRow("dangling 2") << QByteArray("ffff") << "truncated";
        QTest::newRow("0 in 2 bytes") << QByteArray("8000") << "non-minimal";
        QTest::newRow("127 in 2 bytes") << QByteArray("ff00") << "non-minimal";
        QTest::newRow("0 in 3 bytes") << QByteArray("808000") << "non-minimal";
        QTest::newRow("16383 in 3 bytes") << QByteArray("ffff00") << "non-minimal";
        QTest::newRow("65536") << QByteArray("808004") << "65535";
        QTest::newRow("third continues") << QByteArray("80808001") << "65535";
        QTest::newRow("ffff7f") << QByteArray("ffff7f") << "65535";
    }
    void shortvecRejects()
    {
        QFETCH(QByteArray, hex);
        QFETCH(QString, reason);
        qsizetype offset = 0;
        QString error;
        QVERIFY(!shortvec::decode(QByteArray::fromHex(hex), offset, &error));
        QCOMPARE(offset, 0);
        QVERIFY2(error.contains(reason), qPrintable(error));
    }

    void programIds()
    {
        QCOMPARE(systemProgramId(), QByteArray(32, '\0'));
        const QList<QPair<QByteArray, const char *>> ids{
            {computeBudgetProgramId(), "ComputeBudget111111111111111111111111111111"},
            {memoProgramId(), "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr"},
            {tokenProgramId(), "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"},
            {token2022ProgramId(), "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb"},
            {associatedTokenProgramId(), "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL"},
            {lighthouseProgramId(), "L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95"}};
        for (const auto &[id, text] : ids) {
            QCOMPARE(id.size(), 32);
            QCOMPARE(base58::encode(id), QByteArray(text));
        }
    }

    // Expected bytes assembled by hand from the layout in docs/protocol-facts.md "Solana messages".
    void handAssembledTransfer()
    {
        const QByteArray expectedLegacy = QByteArray("010001") + "03" + hexKey(1) + hexKey(2) +
                                          hexKey(0) + hexKey(9) + "01" + "02" + "020001" + "0c" +
                                          "02000000" + "00ca9a3b00000000";
        const Instruction ix = systemTransfer(key(1), key(2), 1000000000);
        const Message legacy = compileMessage(key(1), {ix}, key(9));
        QCOMPARE(legacy.serialize().toHex(), expectedLegacy);
        const Message v0 = compileMessage(key(1), {ix}, key(9), Message::Version::V0);
        QCOMPARE(v0.serialize().toHex(), "80" + expectedLegacy + "00");

        const Transaction tx = Transaction::fromMessage(legacy);
        QCOMPARE(tx.serialize().toHex(), "01" + QByteArray(128, '0') + expectedLegacy);
        QVERIFY(!tx.isFullySigned());
    }

    void accountOrdering()
    {
        // F fee payer; P1/P2 programs. A: read-only, later writable; B writable signer; C read-only
        // signer; D writable; F also listed read-only; P2 also passed as an account (read-only).
        const QByteArray F = key(1), A = key(10), B = key(11), C = key(12), D = key(13),
                         P1 = key(20), P2 = key(21);
        const Instruction ix1{P1,
                              {{A, false, false},
                               {B, true, true},
                               {C, true, false},
                               {D, false, true},
                               {F, false, false}},
                              "x"};
        const Instruction ix2{P2, {{A, false, true}, {C, true, false}, {P2, false, false}}, {}};
        const Message m = compileMessage(F, {ix1, ix2}, key(9));
        QCOMPARE(m.accountKeys, (QList<QByteArray>{F, B, C, A, D, P1, P2}));
        QCOMPARE(m.numRequiredSignatures, 3);
        QCOMPARE(m.numReadonlySignedAccounts, 1);
        QCOMPARE(m.numReadonlyUnsignedAccounts, 2);
        const QList<bool> signer{true, true, true, false, false, false, false};
        const QList<bool> writable{true, true, false, true, true, false, false};
        for (int i = 0; i < 7; ++i) {
            QCOMPARE(m.isSigner(i), signer[i]);
            QCOMPARE(m.isWritable(i), writable[i]);
        }
        QVERIFY(!m.isSigner(7) && !m.isWritable(7) && !m.isSigner(-1));
        QCOMPARE(m.feePayer(), F);
        QCOMPARE(m.instructions.at(0).programIdIndex, 5);
        QCOMPARE(m.instructions.at(0).accountIndexes.toHex(), QByteArray("0301020400"));
        QCOMPARE(m.instructions.at(1).programIdIndex, 6);
        QCOMPARE(m.instructions.at(1).accountIndexes.toHex(), QByteArray("030206"));

        QString error;
        QVERIFY(!tryCompileMessage(F, {ix1}, key(9).left(31), Message::Version::Legacy, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!tryCompileMessage(F, {Instruction{F, {}, {}}}, key(9), Message::Version::Legacy,
                                   &error));
        QVERIFY2(error.contains("fee payer"), qPrintable(error));
        QVERIFY(compileMessage(F, {ix1}, QByteArray()).accountKeys.isEmpty());
    }

    void signAndRoundTrip_data()
    {
        QTest::addColumn<bool>("v0");
        QTest::newRow("legacy") << false;
        QTest::newRow("v0") << true;
    }
    void signAndRoundTrip()
    {
        QFETCH(bool, v0);
        const Keypair payer = generateKeypair();
        const Keypair cosigner = generateKeypair();
        const Keypair stranger = generateKeypair();
        const auto version = v0 ? Message::Version::V0 : Message::Version::Legacy;
        const Message m = sampleMessage(version, payer.publicKey, cosigner.publicKey);
        QCOMPARE(m.numRequiredSignatures, 2);

        Transaction tx = Transaction::fromMessage(m);
        QCOMPARE(tx.signatures, QList<QByteArray>(2, QByteArray(64, '\0')));
        QCOMPARE(quint8(tx.messageBytes.at(0)), v0 ? 0x80 : 0x02);
        QCOMPARE(tx.signerIndex(cosigner.publicKey), 1);
        QCOMPARE(tx.signerIndex(key(2)), -1); // a key, but not a signer
        QVERIFY(!tx.sign(stranger));
        QVERIFY(tx.sign(cosigner)); // partial signing: the fee payer slot stays zero
        QVERIFY(!tx.isFullySigned());
        QCOMPARE(tx.missingSigners(), QList<QByteArray>{payer.publicKey});
        QString error;
        QVERIFY(!tx.verifySignatures(&error));
        QVERIFY2(error.contains("missing"), qPrintable(error));

        // A partially signed transaction survives the wire unchanged.
        const auto partial = Transaction::fromBase64(tx.toBase64(), &error);
        QVERIFY2(partial, qPrintable(error));
        QCOMPARE(partial->serialize(), tx.serialize());

        const QByteArray payerSig = sign(payer, tx.messageBytes);
        QVERIFY(!tx.setSignature(payer.publicKey, sign(stranger, tx.messageBytes)));
        QVERIFY(!tx.setSignature(stranger.publicKey, payerSig));
        QVERIFY(tx.setSignature(payer.publicKey, payerSig));
        QVERIFY(tx.isFullySigned());
        QVERIFY2(tx.verifySignatures(&error), qPrintable(error));
        QCOMPARE(tx.id(), payerSig);
        QCOMPARE(base58::decode(tx.idBase58().toLatin1()).value_or(QByteArray()), payerSig);

        const QByteArray wire = tx.serialize();
        const auto decoded = Transaction::decode(wire, &error);
        QVERIFY2(decoded, qPrintable(error));
        QCOMPARE(decoded->serialize(), wire);
        QCOMPARE(decoded->messageBytes, tx.messageBytes);
        QVERIFY(decoded->message == m);
        QCOMPARE(decoded->message.serialize(), tx.messageBytes);
        QVERIFY(decoded->verifySignatures(&error));
        const auto fromText = Transaction::fromBase64(tx.toBase64(), &error);
        QVERIFY(fromText && fromText->serialize() == wire);

        // A flipped bit in a signature or in the message is caught by verification.
        QByteArray badSig = wire;
        badSig[10] = char(badSig[10] ^ 0x04);
        const auto forged = Transaction::decode(badSig, &error);
        QVERIFY(forged);
        QVERIFY(!forged->verifySignatures(&error));
        QVERIFY2(error.contains("not valid"), qPrintable(error));
        QByteArray badMsg = wire;
        const qsizetype memoAt = badMsg.indexOf("pi_3abc");
        QVERIFY(memoAt > 0);
        badMsg[memoAt] = 'P';
        const auto edited = Transaction::decode(badMsg, &error);
        QVERIFY2(edited, qPrintable(error));
        QVERIFY(!edited->verifySignatures(&error));
    }

    void v0LookupTables()
    {
        Message m = compileMessage(key(1), {systemTransfer(key(1), key(2), 5)}, key(9),
                                   Message::Version::V0);
        m.addressTableLookups = {
            AddressTableLookup{key(30), QByteArray("\x00\x01", 2), QByteArray("\x07", 1)}};
        m.instructions[0].accountIndexes = QByteArray("\x00\x04", 2); // 4 = 2nd lookup address
        QString error;
        const auto tx = Transaction::decode(Transaction::fromMessage(m).serialize(), &error);
        QVERIFY2(tx, qPrintable(error));
        QCOMPARE(tx->message.addressTableLookups, m.addressTableLookups);
        QCOMPARE(tx->message.lookupAccountCount(), 3);
        const auto decoded = decodeInstructions(tx->message, &error);
        QVERIFY2(decoded, qPrintable(error));
        QVERIFY(decoded->at(0).usesLookupTable);
        QCOMPARE(decoded->at(0).accounts, (QList<QByteArray>{key(1), QByteArray()}));
        QVERIFY(decoded->at(0).describe().contains("lookup table"));

        Message bad = m;
        bad.instructions[0].accountIndexes = QByteArray("\x00\x06", 2); // 3 keys + 3 lookups
        expectRejected(Transaction::fromMessage(bad).serialize(), "account index");
        bad = m;
        bad.instructions[0].programIdIndex = 3; // a lookup address cannot be a program
        expectRejected(Transaction::fromMessage(bad).serialize(), "program index");
        bad = m;
        bad.addressTableLookups[0].writableIndexes.clear();
        bad.addressTableLookups[0].readonlyIndexes.clear();
        bad.instructions[0].accountIndexes = QByteArray("\x00\x01", 2);
        expectRejected(Transaction::fromMessage(bad).serialize(), "loads no accounts");
    }

    void hostileCorpus()
    {
        const Keypair payer = generateKeypair();
        const Keypair cosigner = generateKeypair();
        for (const auto version : {Message::Version::Legacy, Message::Version::V0}) {
            Transaction tx = Transaction::fromMessage(
                sampleMessage(version, payer.publicKey, cosigner.publicKey));
            QVERIFY(tx.sign(payer) && tx.sign(cosigner));
            const QByteArray wire = tx.serialize();
            QVERIFY(Transaction::decode(wire, nullptr));
            for (qsizetype len = 0; len < wire.size(); ++len) {
                QString error;
                QVERIFY2(!Transaction::decode(wire.left(len), &error),
                         qPrintable(QString::number(len)));
                QVERIFY2(!error.isEmpty(), qPrintable(QString::number(len)));
            }
            expectRejected(wire + QByteArray(1, '\0'), "trailing");
            // One extra signature slot: the message is intact but nsig != R.
            expectRejected(shortvec::encoded(3) + QByteArray(64, '\x11') + wire.mid(1),
                           "signatures");
            QVERIFY(!Transaction::decode(shortvec::encoded(1) + wire.mid(1 + 64), nullptr));
            // Message::decode: trailing bytes only allowed when the caller asks for `consumed`.
            qsizetype used = 0;
            QVERIFY(Message::decode(tx.messageBytes + "z", nullptr, &used));
            QCOMPARE(used, tx.messageBytes.size());
            QString why;
            QVERIFY(!Message::decode(tx.messageBytes + "z", &why));
            QVERIFY(why.contains("trailing"));
        }

        // Larger than the packet limit.
        const Message big = compileMessage(key(1), {memo(QByteArray(1300, 'm'))}, key(9));
        const Transaction bigTx = Transaction::fromMessage(big);
        expectRejected(bigTx.serialize(), "larger than 1232");
        QString error;
        QVERIFY(!Transaction::fromBase64(bigTx.toBase64(), &error));
        QVERIFY(error.contains("1232"));

        const Message base = compileMessage(key(1), {systemTransfer(key(1), key(2), 5)}, key(9));
        const QByteArray legacyBytes = base.serialize();
        Message v0 = base;
        v0.version = Message::Version::V0;
        QByteArray v1Bytes = v0.serialize();
        v1Bytes[0] = char(0x81);
        expectRejected(wrap(v1Bytes, 1), "version 1");
        v1Bytes[0] = char(0xff);
        expectRejected(wrap(v1Bytes, 1), "version 127");

        Message m = base;
        m.instructions[0].programIdIndex = 3;
        expectRejected(wrap(m.serialize(), 1), "program index 3 out of range");
        m.instructions[0].programIdIndex = 0;
        expectRejected(wrap(m.serialize(), 1), "fee payer cannot be a program");
        m = base;
        m.instructions[0].accountIndexes[1] = char(3);
        expectRejected(wrap(m.serialize(), 1), "account index 3 out of range");
        m = base;
        m.accountKeys[1] = m.accountKeys[0];
        expectRejected(wrap(m.serialize(), 1), "duplicate");

        // Header sanity.
        m = base;
        m.accountKeys.clear();
        m.instructions.clear();
        expectRejected(wrap(m.serialize(), 1), "no account keys");
        m = base;
        m.numRequiredSignatures = 0;
        expectRejected(wrap(m.serialize(), 0), "no signatures");
        m = base;
        m.numRequiredSignatures = 4;
        expectRejected(wrap(m.serialize(), 4), "only 3 keys");
        m = base;
        m.numReadonlySignedAccounts = 1;
        expectRejected(wrap(m.serialize(), 1), "no writable signer");
        m = base;
        m.numReadonlyUnsignedAccounts = 3;
        expectRejected(wrap(m.serialize(), 1), "read-only unsigned");

        // Encodings: non-minimal key count, absurd counts on short input, empty input.
        QByteArray nonMinimal = legacyBytes;
        nonMinimal.replace(3, 1, QByteArray::fromHex("8300"));
        expectRejected(wrap(nonMinimal, 1), "non-minimal");
        expectRejected(wrap(QByteArray::fromHex("010000ffff03"), 1), "more than 256");
        QByteArray hugeData = legacyBytes.left(3 + 1 + 3 * 32 + 32 + 1 + 1 + 3);
        hugeData += QByteArray::fromHex("ffff03") + "abc";
        expectRejected(wrap(hugeData, 1), "truncated");
        expectRejected(QByteArray(), "empty");
        expectRejected(QByteArray(1, '\0'), "empty"); // zero signatures, empty message

        // Bad base64.
        const QByteArray good = Transaction::fromMessage(base).toBase64();
        QVERIFY(Transaction::fromBase64(good, nullptr));
        QByteArray noPadding = good;
        while (noPadding.endsWith('='))
            noPadding.chop(1);
        const QByteArray withSpace = good.left(10) + " " + good.mid(10);
        QByteArray urlSafe = good;
        urlSafe.replace('+', '-').replace('/', '_');
        for (const QByteArray &text :
             {QByteArray("not base64!"), QByteArray(), withSpace, good + "\n", good + "AA==",
              urlSafe.contains('-') || urlSafe.contains('_') ? urlSafe : QByteArray("*")}) {
            QVERIFY2(!Transaction::fromBase64(text, &error), text.constData());
            QVERIFY2(error.contains("base64") || error.contains("truncated") ||
                         error.contains("trailing"),
                     qPrintable(error));
        }
        if (noPadding != good) {
            QVERIFY(!Transaction::fromBase64(noPadding, &error));
            QVERIFY(error.contains("base64"));
        }
    }
};

QTEST_GUILESS_MAIN(TstSolanaCodec)
#include "tst_solana_codec.moc"
