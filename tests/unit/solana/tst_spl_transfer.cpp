// SPL payments: program derived addresses, the token account readers and the x402
// `exact` SVM transaction. The PDA vectors were computed with @solana/kit 8.4.0
// (getProgramDerivedAddress, isOffCurveAddress) in tests/peers/litesvm, an implementation
// independent of Paydesk's.
#include "core/Base58.h"
#include "solana/Ed25519.h"
#include "solana/InstructionDecoder.h"
#include "solana/Pda.h"
#include "solana/Programs.h"
#include "solana/SolTransfer.h"
#include "solana/SplTransfer.h"
#include "solana/TokenAccounts.h"
#include "solana/TransactionPolicy.h"

#include <QTest>
#include <QtEndian>

using namespace paydesk;
using namespace paydesk::solana;

namespace {
QByteArray key(const char *base58Text)
{
    return base58::decode(QByteArray(base58Text)).value_or(QByteArray());
}

const char *const kUsdcDevnet = "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU";
const char *const kSeller = "2wKupLR9q6wXYppw8Gr2NvWxKBUqm4PPJKkQfoxHDBg4";
const char *const kFacilitator = "EwWqGE4ZFKLofuestmU4LDdK7XM1N4ALgdZccwYugwGd";

QByteArray mintData(quint8 decimals, quint8 initialized = 1)
{
    QByteArray d(TokenAccounts::kMintSize, '\0');
    qToLittleEndian<quint64>(1000000000ULL, d.data() + 36);
    d[44] = char(decimals);
    d[45] = char(initialized);
    return d;
}

QByteArray accountData(const QByteArray &mint, const QByteArray &owner, quint64 amount,
                       quint8 state = 1)
{
    QByteArray d(TokenAccounts::kAccountSize, '\0');
    d.replace(0, 32, mint);
    d.replace(32, 32, owner);
    qToLittleEndian<quint64>(amount, d.data() + 64);
    d[108] = char(state);
    return d;
}
} // namespace

class TstSplTransfer : public QObject
{
    Q_OBJECT

    SplPaymentPlan plan(const Keypair &buyer) const
    {
        SplPaymentPlan p;
        p.payer = buyer.publicKey;
        p.feePayer = key(kFacilitator);
        p.payTo = key(kSeller);
        p.mint = key(kUsdcDevnet);
        p.tokenProgram = tokenProgramId();
        p.decimals = 6;
        p.amount = 10000;
        p.recentBlockhash = QByteArray(32, '\x07');
        return p;
    }

private Q_SLOTS:
    void associatedTokenAddresses_data()
    {
        QTest::addColumn<QByteArray>("owner");
        QTest::addColumn<QByteArray>("program");
        QTest::addColumn<QByteArray>("mint");
        QTest::addColumn<QByteArray>("ata");
        QTest::addColumn<int>("bump");
        QTest::newRow("mainnet USDC, bump 254")
            << QByteArray(kFacilitator) << QByteArray("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
            << QByteArray("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v")
            << QByteArray("2pgEYY7LqjJV3qyhsipqvYMWDVg9ro7uVrFMnACmc6Tn") << 254;
        QTest::newRow("devnet USDC")
            << QByteArray(kSeller) << QByteArray("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
            << QByteArray(kUsdcDevnet) << QByteArray("A6cvo72FWB5PKDznP79KJv64DbT1aw7YbEfCm4AALHg8")
            << 255;
        QTest::newRow("Token-2022")
            << QByteArray(kSeller) << QByteArray("TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb")
            << QByteArray(kUsdcDevnet) << QByteArray("5eD3tSGEa4krDehZJuKTkS3N8RZUDkob8FKv9qcPXG9o")
            << 255;
        QTest::newRow("wrapped SOL, bump 254")
            << QByteArray("11111111111111111111111111111111")
            << QByteArray("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
            << QByteArray("So11111111111111111111111111111111111111112")
            << QByteArray("aqxoAhCwpy3oB1BpNw9hL1HdLYLgPpbPjzxDrrQj3Fs") << 254;
    }
    void associatedTokenAddresses()
    {
        QFETCH(QByteArray, owner);
        QFETCH(QByteArray, program);
        QFETCH(QByteArray, mint);
        QFETCH(QByteArray, ata);
        QFETCH(int, bump);
        const auto pda =
            findProgramAddress({key(owner), key(program), key(mint)}, associatedTokenProgramId());
        QVERIFY(pda);
        QCOMPARE(base58::encode(pda->address), ata);
        QCOMPARE(int(pda->bump), bump);
        QCOMPARE(base58::encode(associatedTokenAddress(key(owner), key(program), key(mint))), ata);
        QVERIFY(!isOnCurve(pda->address));
    }

    void curveTest()
    {
        // @solana/kit's isOffCurveAddress on the same addresses.
        for (const char *on : {kFacilitator, kUsdcDevnet, "11111111111111111111111111111111",
                               "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
                               "SysvarRent111111111111111111111111111111111"})
            QVERIFY2(isOnCurve(key(on)), on);
        QVERIFY(!isOnCurve(key("ComputeBudget111111111111111111111111111111")));
        // Every Ed25519 public key is on the curve.
        for (int i = 0; i < 64; ++i)
            QVERIFY(isOnCurve(generateKeypair().publicKey));
        // y = 1 (the identity) and y = -1: x = 0.
        QByteArray one(32, '\0');
        one[0] = 1;
        QVERIFY(isOnCurve(one));
        // About half of all y values are on the curve.
        int on = 0;
        QByteArray y(32, '\0');
        for (int i = 0; i < 400; ++i) {
            qToLittleEndian<quint32>(quint32(i * 2654435761U), y.data());
            y[31] = char(i);
            on += isOnCurve(y) ? 1 : 0;
        }
        QVERIFY2(on > 140 && on < 260, qPrintable(QString::number(on)));
        QVERIFY(!isOnCurve(QByteArray(31, '\1')));
        QVERIFY(!findProgramAddress({QByteArray(33, 'x')}, associatedTokenProgramId()));
        QVERIFY(!findProgramAddress({}, QByteArray(31, 'x')));
        QVERIFY(associatedTokenAddress(QByteArray(31, 'x'), tokenProgramId(), key(kUsdcDevnet))
                    .isEmpty());
    }

    void readsMintsAndAccounts()
    {
        QString why;
        auto m = TokenAccounts::parseMint(tokenProgramId(), mintData(6), &why);
        QVERIFY2(m, qPrintable(why));
        QCOMPARE(m->decimals, quint8(6));
        QCOMPARE(m->supply, quint64(1000000000));
        QVERIFY(!TokenAccounts::parseMint(systemProgramId(), mintData(6), &why));
        QVERIFY(why.contains(u"not a token mint"));
        QVERIFY(!TokenAccounts::parseMint(tokenProgramId(), mintData(6, 0), &why));
        QVERIFY(!TokenAccounts::parseMint(tokenProgramId(), mintData(6).left(81), &why));
        QVERIFY(!TokenAccounts::parseMint(tokenProgramId(), mintData(6) + '\0', &why));
        // Token-2022: a plain mint, one with a harmless extension, one with a transfer fee.
        QVERIFY(TokenAccounts::parseMint(token2022ProgramId(), mintData(6), &why));
        QByteArray ext = mintData(2) + QByteArray(165 - 82, '\0');
        ext += '\x01';
        QByteArray pointer = ext +
                             QByteArray::fromHex("1200"
                                                 "0400") +
                             QByteArray(4, 'p');
        QVERIFY2(TokenAccounts::parseMint(token2022ProgramId(), pointer, &why), qPrintable(why));
        QByteArray fee = ext +
                         QByteArray::fromHex("0100"
                                             "0200") +
                         QByteArray(2, 'f');
        QVERIFY(!TokenAccounts::parseMint(token2022ProgramId(), fee, &why));
        QVERIFY(why.contains(u"transfer fee"));
        QByteArray truncated = ext +
                               QByteArray::fromHex("1200"
                                                   "0900") +
                               QByteArray(2, 'p');
        QVERIFY(!TokenAccounts::parseMint(token2022ProgramId(), truncated, &why));

        const QByteArray owner = generateKeypair().publicKey;
        auto a = TokenAccounts::parseAccount(tokenProgramId(),
                                             accountData(key(kUsdcDevnet), owner, 123456789), &why);
        QVERIFY2(a, qPrintable(why));
        QCOMPARE(a->amount, quint64(123456789));
        QCOMPARE(a->owner, owner);
        QCOMPARE(a->mint, key(kUsdcDevnet));
        QVERIFY(!a->frozen);
        QVERIFY(TokenAccounts::parseAccount(tokenProgramId(),
                                            accountData(key(kUsdcDevnet), owner, 1, 2), &why)
                    ->frozen);
        QVERIFY(!TokenAccounts::parseAccount(tokenProgramId(),
                                             accountData(key(kUsdcDevnet), owner, 1, 0), &why));
        QVERIFY(!TokenAccounts::parseAccount(systemProgramId(),
                                             accountData(key(kUsdcDevnet), owner, 1), &why));
    }

    void buildsWhatTheFacilitatorVerifies()
    {
        const Keypair buyer = generateKeypair();
        for (const bool withMemo : {false, true}) {
            SplPaymentPlan p = plan(buyer);
            if (withMemo)
                p.memo = SplTransfer::randomMemo();
            QString why;
            auto tx = SplTransfer::build(p, &why);
            QVERIFY2(tx, qPrintable(why));
            QCOMPARE(tx->message.version, Message::Version::V0);
            QCOMPARE(tx->message.feePayer(), p.feePayer);
            QCOMPARE(tx->signatures.size(), 2);
            QVERIFY(tx->sign(buyer));
            QCOMPARE(tx->missingSigners(), QList<QByteArray>{p.feePayer});
            // Round trip through the wire: the same message, still the plan's payment.
            auto back = Transaction::fromBase64(tx->toBase64(), &why);
            QVERIFY2(back, qPrintable(why));
            QVERIFY2(SplTransfer::verify(back->message, p, &why), qPrintable(why));
            auto decoded = decodeInstructions(back->message, &why);
            QVERIFY(decoded);
            QCOMPARE(decoded->size(), withMemo ? 4 : 3);
            QCOMPARE(decoded->at(2).tokenAmount, quint64(10000));
            QCOMPARE(decoded->at(2).accounts.at(2),
                     key("A6cvo72FWB5PKDznP79KJv64DbT1aw7YbEfCm4AALHg8"));
            if (withMemo)
                QCOMPARE(decoded->at(3).memo.size(), 32);
        }
    }

    void refusesUnsafePlans()
    {
        const Keypair buyer = generateKeypair();
        QString why;
        SplPaymentPlan p = plan(buyer);
        p.feePayer = buyer.publicKey; // the seller's "fee payer" is the buyer
        QVERIFY(!SplTransfer::build(p, &why));
        QVERIFY2(why.contains(u"fee payer"), qPrintable(why));
        p = plan(buyer);
        p.feePayer = p.source(); // the fee payer sits in the transfer
        QVERIFY(!SplTransfer::build(p, &why));
        QVERIFY2(why.contains(u"appears in an instruction"), qPrintable(why));
        p = plan(buyer);
        p.feePayer = p.mint;
        QVERIFY(!SplTransfer::build(p, &why));
        p = plan(buyer);
        p.microLamportsPerCu = SplPaymentPlan::kMaxMicroLamportsPerCu + 1;
        QVERIFY(!SplTransfer::build(p, &why));
        p = plan(buyer);
        p.mint.chop(1);
        QVERIFY(!SplTransfer::build(p, &why));
    }

    void verifyRefusesOtherTransactions()
    {
        const Keypair buyer = generateKeypair();
        const SplPaymentPlan p = plan(buyer);
        QString why;
        const auto tx = SplTransfer::build(p, &why);
        QVERIFY(tx);
        auto differs = [&](auto change) {
            SplPaymentPlan q = p;
            change(q);
            return !SplTransfer::verify(tx->message, q, &why);
        };
        QVERIFY(differs([](SplPaymentPlan &q) { q.amount += 1; }));
        QVERIFY(differs([](SplPaymentPlan &q) { q.decimals = 9; }));
        QVERIFY(differs([](SplPaymentPlan &q) { q.payTo = generateKeypair().publicKey; }));
        QVERIFY(differs([](SplPaymentPlan &q) { q.tokenProgram = token2022ProgramId(); }));
        QVERIFY(differs([](SplPaymentPlan &q) { q.memo = QByteArray("x"); }));
        QVERIFY(differs([](SplPaymentPlan &q) { q.feePayer = generateKeypair().publicKey; }));
        // A legacy message of the same instructions.
        Message legacy = tx->message;
        legacy.version = Message::Version::Legacy;
        QVERIFY(!SplTransfer::verify(legacy, p, &why));
        // A second transfer appended.
        Message twice = tx->message;
        twice.instructions.append(twice.instructions.at(2));
        QVERIFY(!SplTransfer::verify(twice, p, &why));
    }

    // Native SOL built by Paydesk (SolTransfer), in both forms, read back from the bytes and
    // passed by the same policy as a service's build; the facilitator's slot stays empty.
    void solTransferBothForms()
    {
        const Keypair buyer = generateKeypair();
        SolPaymentPlan p;
        p.payer = buyer.publicKey;
        p.feePayer = key(kFacilitator);
        p.payTo = key(kSeller);
        p.lamports = 1000000;
        p.memo = QByteArray("0123456789abcdef0123456789abcdef");
        p.recentBlockhash = QByteArray(32, '\x07');
        QString why;
        auto tx = SolTransfer::build(p, &why);
        QVERIFY2(tx, qPrintable(why));
        QCOMPARE(tx->message.version, Message::Version::V0);
        QCOMPARE(tx->message.feePayer(), key(kFacilitator));
        auto decoded = decodeInstructions(tx->message, &why);
        QVERIFY2(decoded, qPrintable(why));
        QCOMPARE(decoded->size(), 4);
        QCOMPARE(decoded->at(0).kind, DecodedInstruction::Kind::ComputeUnitLimit);
        QCOMPARE(decoded->at(1).kind, DecodedInstruction::Kind::ComputeUnitPrice);
        QCOMPARE(decoded->at(2).kind, DecodedInstruction::Kind::SystemTransfer);
        QCOMPARE(decoded->at(2).lamports, quint64(1000000));
        QCOMPARE(decoded->at(2).accounts.value(0), buyer.publicKey);
        QCOMPARE(decoded->at(2).accounts.value(1), key(kSeller));
        QCOMPARE(decoded->at(3).memo, *p.memo);
        PaymentExpectation e;
        e.ourKey = e.source = buyer.publicKey;
        e.feePayer = key(kFacilitator);
        e.feePayerSignsLater = true;
        e.recipient = key(kSeller);
        e.lamports = p.lamports;
        e.maxPriorityFeeLamports = 1000000; // the user's default cap
        e.memo = p.memo;
        e.currentBlockHeight = 100;
        e.lastValidBlockHeight = 250;
        QVERIFY2(TransactionPolicy::review(*tx, e).ok(),
                 qPrintable(TransactionPolicy::review(*tx, e).reason));
        QVERIFY(tx->sign(buyer));
        QCOMPARE(tx->missingSigners(), QList<QByteArray>{key(kFacilitator)});

        // The buyer pays the fee: a legacy message, the transfer and the memo only.
        p.feePayer = buyer.publicKey;
        tx = SolTransfer::build(p, &why);
        QVERIFY2(tx, qPrintable(why));
        QCOMPARE(tx->message.version, Message::Version::Legacy);
        QCOMPARE(tx->message.feePayer(), buyer.publicKey);
        decoded = decodeInstructions(tx->message, &why);
        QVERIFY2(decoded, qPrintable(why));
        QCOMPARE(decoded->size(), 2);
        QCOMPARE(decoded->at(0).kind, DecodedInstruction::Kind::SystemTransfer);
        e.feePayer = buyer.publicKey;
        e.feePayerSignsLater = false;
        QVERIFY2(TransactionPolicy::review(*tx, e).ok(),
                 qPrintable(TransactionPolicy::review(*tx, e).reason));
        QVERIFY(tx->sign(buyer));
        QVERIFY(tx->missingSigners().isEmpty());

        // Nothing to pay, a payment to oneself, a short key, a memo too long: refused.
        SolPaymentPlan bad = p;
        bad.lamports = 0;
        QVERIFY(!SolTransfer::build(bad, &why));
        bad = p;
        bad.payTo = buyer.publicKey;
        QVERIFY(!SolTransfer::build(bad, &why));
        bad = p;
        bad.recentBlockhash.chop(1);
        QVERIFY(!SolTransfer::build(bad, &why));
        bad = p;
        bad.memo = QByteArray(SplPaymentPlan::kMaxMemoBytes + 1, 'm');
        QVERIFY(!SolTransfer::build(bad, &why));
        QVERIFY(!why.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstSplTransfer)
#include "tst_spl_transfer.moc"
