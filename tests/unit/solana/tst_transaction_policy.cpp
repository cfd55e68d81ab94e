// TransactionPolicy: the legitimate payment shapes pass; a corpus of hostile transactions, each
// refused with its own reason in words (docs/protocol-facts.md "Checking a Solana
// transaction before signing").
#include "core/Base58.h"
#include "solana/Instruction.h"
#include "solana/Programs.h"
#include "solana/TransactionPolicy.h"

#include <QElapsedTimer>
#include <QTest>
#include <QtEndian>

using namespace paydesk;
using namespace paydesk::solana;
using Refusal = TransactionReview::Refusal;
using Role = PaymentExpectation::Role;

namespace {

const Keypair &us()
{
    static const Keypair k = generateKeypair();
    return k;
}
const Keypair &buyer()
{
    static const Keypair k = generateKeypair();
    return k;
}
QByteArray key(char c)
{
    return QByteArray(32, c);
}
const QByteArray kShop = key('S'), kAttacker = key('A'), kHash = key('h');
constexpr quint64 kAmount = 250000000;

Instruction raw(const QByteArray &program, QList<AccountMeta> accounts, QByteArray data)
{
    return {program, std::move(accounts), std::move(data)};
}
QByteArray u32le(quint32 v)
{
    QByteArray b(4, '\0');
    qToLittleEndian(v, b.data());
    return b;
}
QByteArray u64le(quint64 v)
{
    QByteArray b(8, '\0');
    qToLittleEndian(v, b.data());
    return b;
}

Transaction txOf(const QByteArray &feePayer, const QList<Instruction> &ix,
                 Message::Version v = Message::Version::Legacy)
{
    return Transaction::fromMessage(compileMessage(feePayer, ix, kHash, v));
}

PaymentExpectation sendExpectation()
{
    PaymentExpectation e;
    e.role = Role::Payer;
    e.ourKey = us().publicKey;
    e.feePayer = us().publicKey;
    e.source = us().publicKey;
    e.recipient = kShop;
    e.lamports = kAmount;
    e.maxPriorityFeeLamports = 100000;
    e.network = QStringLiteral("solana-sandbox");
    e.now = QDateTime::fromSecsSinceEpoch(1763780000, Qt::UTC);
    e.expiresAt = e.now.addSecs(60);
    e.lastValidBlockHeight = 1150;
    e.currentBlockHeight = 1000;
    return e;
}

PaymentExpectation receiveExpectation()
{
    PaymentExpectation e = sendExpectation();
    e.role = Role::Payee;
    e.source.clear();
    e.recipient = us().publicKey;
    return e;
}

Instruction pay(quint64 lamports = kAmount, const QByteArray &to = kShop)
{
    return systemTransfer(us().publicKey, to, lamports);
}

} // namespace

class TstTransactionPolicy : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void legitimateShapesPass_data()
    {
        QTest::addColumn<int>("shape");
        QTest::newRow("bare transfer") << 0;
        QTest::newRow("with memo") << 1;
        QTest::newRow("priority fee under the cap") << 2;
        QTest::newRow("v0 without lookup tables") << 3;
    }
    void legitimateShapesPass()
    {
        QFETCH(int, shape);
        QList<Instruction> ix{pay()};
        if (shape == 1)
            ix.append(memo("pay_123"));
        if (shape == 2)
            ix = {setComputeUnitLimit(200000), setComputeUnitPrice(500), pay()};
        const Transaction tx =
            txOf(us().publicKey, ix, shape == 3 ? Message::Version::V0 : Message::Version::Legacy);
        const TransactionReview r = TransactionPolicy::review(tx, sendExpectation());
        QVERIFY2(r.ok(), qPrintable(r.reason));
        QVERIFY(r.reason.isEmpty());
        QCOMPARE(r.lamports, kAmount);
        QCOMPARE(r.to, QString::fromLatin1(base58::encode(kShop)));
        QCOMPARE(r.from, us().address());
        QCOMPARE(r.feePayer, us().address());
        QCOMPARE(r.descriptions.size(), ix.size());
        QVERIFY(r.descriptions.last().startsWith(shape == 1 ? QStringLiteral("Memo")
                                                            : QStringLiteral("Transfer 0.25 SOL")));
        QCOMPARE(r.fees.signatureFee, quint64(5000));
        QCOMPARE(r.fees.priorityFee, shape == 2 ? quint64(100) : quint64(0));
        QCOMPARE(r.secondsLeft, qint64(60));
        QCOMPARE(r.network, QStringLiteral("solana-sandbox"));
        QCOMPARE(r.ourSignerIndex, 0);
        QVERIFY(r.summary().contains(QStringLiteral("0.25 SOL")));
    }

    void receiveCoSignsBuyerSignedTransfer()
    {
        Transaction tx = txOf(us().publicKey,
                              {setComputeUnitLimit(20000), setComputeUnitPrice(1),
                               systemTransfer(buyer().publicKey, us().publicKey, kAmount)},
                              Message::Version::V0);
        QVERIFY(tx.sign(buyer()));
        const TransactionReview r = TransactionPolicy::review(tx, receiveExpectation());
        QVERIFY2(r.ok(), qPrintable(r.reason));
        QCOMPARE(r.from, buyer().address());
        QCOMPARE(r.fees.signatureFee, quint64(10000));
    }

    void hostileCorpus_data()
    {
        QTest::addColumn<int>("role");
        QTest::addColumn<QByteArray>("wire"); // serialized transaction
        QTest::addColumn<int>("refusal");
        QTest::addColumn<QString>("words"); // part of the reason a person reads
        const auto add = [](const char *name, const Transaction &tx, Refusal why, const char *words,
                            Role role = Role::Payer) {
            QTest::newRow(name) << int(role) << tx.serialize() << int(why)
                                << QString::fromLatin1(words);
        };
        const QByteArray me = us().publicKey;
        add("someone else pays the fee", txOf(kAttacker, {pay()}), Refusal::WrongFeePayer,
            "fee would be paid by");
        add("money to another recipient", txOf(me, {pay(kAmount, kAttacker)}),
            Refusal::WrongRecipient, "money would go to");
        add("one lamport more", txOf(me, {pay(kAmount + 1)}), Refusal::WrongAmount,
            "moves 0.250000001 SOL");
        add("one lamport less", txOf(me, {pay(kAmount - 1)}), Refusal::WrongAmount,
            "not the 0.25 SOL");
        add("second transfer", txOf(me, {pay(), pay(1000, kAttacker)}), Refusal::SecondTransfer,
            "second transfer");
        add("durable nonce",
            txOf(me, {raw(systemProgramId(),
                          {{kAttacker, false, true}, {key('r'), false, false}, {me, true, false}},
                          u32le(4)),
                      pay()}),
            Refusal::DurableNonce, "durable nonce");
        add("token approval",
            txOf(me, {pay(),
                      raw(tokenProgramId(),
                          {{key('t'), false, true}, {kAttacker, false, false}, {me, true, false}},
                          QByteArray(1, '\x04') + u64le(~quint64(0)))}),
            Refusal::TokenApproval, "spend tokens");
        add("authority change",
            txOf(me, {pay(), raw(tokenProgramId(), {{key('t'), false, true}, {me, true, false}},
                                 QByteArray("\x06\x02\x01", 3) + kAttacker)}),
            Refusal::AuthorityChange, "who controls");
        add("unknown program",
            txOf(me, {pay(), raw(key('P'), {{me, true, true}}, QByteArray("drain"))}),
            Refusal::UnknownProgram, "does not know");
        add("system assign (new owner of our account)",
            txOf(me, {pay(), raw(systemProgramId(), {{me, true, true}}, u32le(1) + kAttacker)}),
            Refusal::UnexpectedInstruction, "more than the payment");
        add("token transfer on the side",
            txOf(me, {pay(), tokenTransferChecked(tokenProgramId(), key('t'), key('m'), key('u'),
                                                  me, 5, 6)}),
            Refusal::UnexpectedInstruction, "more than the payment");
        add("heap frame request",
            txOf(me,
                 {raw(computeBudgetProgramId(), {}, QByteArray("\x01\x00\x00\x01\x00", 5)), pay()}),
            Refusal::UnexpectedInstruction, "more than the payment");
        add("associated token account creation",
            txOf(me, {pay(), raw(associatedTokenProgramId(),
                                 {{me, true, true},
                                  {key('a'), false, true},
                                  {kAttacker, false, false},
                                  {key('m'), false, false},
                                  {systemProgramId(), false, false},
                                  {tokenProgramId(), false, false}},
                                 QByteArray(1, '\x01'))}),
            Refusal::UnexpectedInstruction, "more than the payment");
        add("priority fee over the cap",
            txOf(me, {setComputeUnitLimit(1400000), setComputeUnitPrice(1000000), pay()}),
            Refusal::PriorityFeeTooHigh, "above your limit of 0.0001 SOL");
        add("two unit prices", txOf(me, {setComputeUnitPrice(1), setComputeUnitPrice(2), pay()}),
            Refusal::ConflictingBudget, "more than once");
        add("extra signer required",
            txOf(me, {pay(), raw(memoProgramId(), {{kAttacker, true, false}}, "hi")}),
            Refusal::ExtraSigners, "also needs the signature");
        add("money taken from another account",
            txOf(me, {systemTransfer(kAttacker, kShop, kAmount)}), Refusal::WrongSource,
            "taken from");
        add("no transfer at all", txOf(me, {memo("nothing")}), Refusal::NoTransfer,
            "does not transfer");
        {
            Message m = compileMessage(me, {pay()}, kHash, Message::Version::V0);
            m.addressTableLookups.append({key('L'), QByteArray(1, '\0'), QByteArray()});
            add("address lookup table", Transaction::fromMessage(m), Refusal::LookupTables,
                "lookup tables");
        }
        {
            Message m = compileMessage(me, {pay()}, kHash);
            m.instructions[0].data.chop(1); // a System transfer must be 12 bytes
            add("malformed transfer", Transaction::fromMessage(m), Refusal::Malformed,
                "cannot read");
        }
        // Receive (we co-sign as fee payer).
        const QByteArray b = buyer().publicKey;
        {
            Transaction t = txOf(me, {systemTransfer(b, me, kAmount)}, Message::Version::V0);
            add("buyer did not sign", t, Refusal::MissingCoSignature, "has not validly signed",
                Role::Payee);
            QVERIFY(t.sign(buyer()));
            t.signatures[1][5] = char(t.signatures[1][5] ^ 1);
            add("buyer signature forged", t, Refusal::MissingCoSignature, "has not validly signed",
                Role::Payee);
        }
        add("receive: the seller would pay the buyer", txOf(me, {systemTransfer(me, b, kAmount)}),
            Refusal::WrongRecipient, "money would go to", Role::Payee);
        add("receive: the seller's own money sent to itself",
            txOf(me, {systemTransfer(me, me, kAmount)}), Refusal::WrongSource, "taken from",
            Role::Payee);
        {
            Transaction t = txOf(b, {systemTransfer(b, me, kAmount)});
            QVERIFY(t.sign(buyer()));
            add("receive: buyer is fee payer (we are not asked)", t, Refusal::WrongFeePayer,
                "fee would be paid by", Role::Payee);
        }
        {
            Transaction t = txOf(me, {systemTransfer(b, me, kAmount), pay(1, kAttacker)});
            QVERIFY(t.sign(buyer()));
            add("receive: a transfer from us tucked in", t, Refusal::SecondTransfer,
                "second transfer", Role::Payee);
        }
    }
    void hostileCorpus()
    {
        QFETCH(int, role);
        QFETCH(QByteArray, wire);
        QFETCH(int, refusal);
        QFETCH(QString, words);
        // Malformed instruction data still decodes at the message level; strictness of the
        // wire codec itself is covered by tst_solana_codec.
        QString error;
        const auto tx = Transaction::decode(wire, &error);
        QVERIFY2(tx, qPrintable(error));
        const PaymentExpectation e =
            Role(role) == Role::Payer ? sendExpectation() : receiveExpectation();
        const TransactionReview r = TransactionPolicy::review(*tx, e);
        QVERIFY(!r.ok());
        QCOMPARE(TransactionReview::refusalCode(r.refusal),
                 TransactionReview::refusalCode(Refusal(refusal)));
        QVERIFY2(r.reason.contains(words), qPrintable(r.reason));
    }

    void notAskedToSign()
    {
        PaymentExpectation e = sendExpectation();
        e.ourKey = buyer().publicKey; // another wallet of ours is selected
        const TransactionReview r = TransactionPolicy::review(txOf(us().publicKey, {pay()}), e);
        QCOMPARE(r.refusal, Refusal::NotOurSignature);
    }

    void wrongMemo()
    {
        PaymentExpectation e = sendExpectation();
        e.memo = QByteArray("pay_123");
        QCOMPARE(
            TransactionPolicy::review(txOf(us().publicKey, {pay(), memo("pay_999")}), e).refusal,
            Refusal::WrongMemo);
        QCOMPARE(TransactionPolicy::review(txOf(us().publicKey, {pay()}), e).refusal,
                 Refusal::WrongMemo);
        QVERIFY(TransactionPolicy::review(txOf(us().publicKey, {pay(), memo("pay_123")}), e).ok());
    }

    void time_data()
    {
        QTest::addColumn<int>("secondsLeft");
        QTest::addColumn<quint64>("height");
        QTest::addColumn<int>("refusal");
        QTest::newRow("plenty") << 60 << quint64(1000) << int(Refusal::None);
        QTest::newRow("exactly 10 s") << 10 << quint64(1000) << int(Refusal::None);
        QTest::newRow("9 s") << 9 << quint64(1000) << int(Refusal::TooLittleTime);
        QTest::newRow("past expiresAt") << -5 << quint64(1000) << int(Refusal::Expired);
        QTest::newRow("block height passed") << 60 << quint64(1151) << int(Refusal::Expired);
        QTest::newRow("last valid block") << 60 << quint64(1150) << int(Refusal::None);
    }
    void time()
    {
        QFETCH(int, secondsLeft);
        QFETCH(quint64, height);
        QFETCH(int, refusal);
        PaymentExpectation e = sendExpectation();
        e.expiresAt = e.now.addSecs(secondsLeft);
        e.currentBlockHeight = height;
        const TransactionReview r = TransactionPolicy::review(txOf(us().publicKey, {pay()}), e);
        QCOMPARE(TransactionReview::refusalCode(r.refusal),
                 TransactionReview::refusalCode(Refusal(refusal)));
        if (!r.ok())
            QVERIFY(r.reason.contains(QStringLiteral("fresh")));
    }

    // Not a timed test: prints how long decode + review + sign take, for the report.
    void figures()
    {
        const QByteArray wire =
            txOf(us().publicKey,
                 {setComputeUnitLimit(200000), setComputeUnitPrice(500), pay(), memo("pay_123")})
                .serialize();
        const PaymentExpectation e = sendExpectation();
        constexpr int kRounds = 2000;
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < kRounds; ++i) {
            auto tx = Transaction::decode(wire, nullptr);
            const TransactionReview r = TransactionPolicy::review(*tx, e);
            QVERIFY(r.ok() && tx->sign(us()));
        }
        qInfo("decode + policy + sign: %.1f us per transaction (%d rounds)",
              double(t.nsecsElapsed()) / 1000.0 / kRounds, kRounds);
    }
};

QTEST_GUILESS_MAIN(TstTransactionPolicy)
#include "tst_transaction_policy.moc"
