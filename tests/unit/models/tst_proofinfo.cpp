// Decoding X-PAYMENT values for the Receive view: settled payloads, authorizations carrying a
// real Solana transfer (built and signed here), and the ways a value is not a proof.
#include "core/Amount.h"
#include "models/PaymentProofInfo.h"
#include "solana/Ed25519.h"
#include "solana/Instruction.h"
#include "solana/Programs.h"
#include "solana/Transaction.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace paydesk;

namespace {
QString encode(const QJsonObject &o)
{
    return QString::fromLatin1(QJsonDocument(o).toJson(QJsonDocument::Compact).toBase64());
}
} // namespace

class TstProofInfo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void settled()
    {
        // Amounts as written (decimal text or a JSON number literal) stay exact.
        const QByteArray json = "{\"x402Version\":1,\"scheme\":\"exact\",\"network\":"
                                "\"solana-sandbox\",\"payload\":{\"paymentId\":\"pay_1\","
                                "\"signature\":\"sig\",\"from\":\"A\",\"to\":\"B\","
                                "\"amount\":0.1000000001}}";
        const PaymentProofInfo info =
            PaymentProofInfo::decode(QString::fromLatin1(json.toBase64()));
        QCOMPARE(info.kind, PaymentProofInfo::Kind::Settled);
        QCOMPARE(info.x402Version, 1);
        QCOMPARE(info.scheme, QStringLiteral("exact"));
        QCOMPARE(info.network, QStringLiteral("solana-sandbox"));
        QCOMPARE(info.paymentId, QStringLiteral("pay_1"));
        QCOMPARE(info.payer, QStringLiteral("A"));
        QCOMPARE(info.recipient, QStringLiteral("B"));
        QCOMPARE(info.amount, QStringLiteral("0.1000000001"));
        QCOMPARE(info.symbol, QStringLiteral("SOL"));
        // Whitespace and line breaks from a copy are ignored; URL-safe base64 is accepted.
        QString wrapped = QString::fromLatin1(json.toBase64());
        wrapped.insert(20, QStringLiteral("\n  "));
        QVERIFY(PaymentProofInfo::decode(wrapped).isValid());
        QVERIFY(PaymentProofInfo::decode(
                    QString::fromLatin1(json.toBase64(QByteArray::Base64UrlEncoding)))
                    .isValid());
    }

    void authorization()
    {
        const solana::Keypair buyer = solana::generateKeypair();
        const solana::Keypair seller = solana::generateKeypair();
        const QByteArray blockhash(32, '\x07');
        const solana::Message m = solana::compileMessage(
            seller.publicKey,
            {solana::systemTransfer(buyer.publicKey, seller.publicKey, 250000000)}, blockhash);
        solana::Transaction tx = solana::Transaction::fromMessage(m);
        QVERIFY(tx.sign(buyer));
        const QString proof = encode(
            {{QStringLiteral("x402Version"), 1},
             {QStringLiteral("scheme"), QStringLiteral("exact")},
             {QStringLiteral("network"), QStringLiteral("solana-devnet")},
             {QStringLiteral("payload"),
              QJsonObject{{QStringLiteral("transaction"), QString::fromLatin1(tx.toBase64())}}}});
        const PaymentProofInfo info = PaymentProofInfo::decode(proof);
        QCOMPARE(info.kind, PaymentProofInfo::Kind::Authorization);
        QCOMPARE(info.payer, buyer.address());
        QCOMPARE(info.recipient, seller.address());
        QCOMPARE(info.feePayer, seller.address());
        QCOMPARE(info.amount, QStringLiteral("0.25"));
        QVERIFY(info.signedByPayer);
        QCOMPARE(info.instructions.size(), 1);

        // The same transfer without the buyer's signature.
        const solana::Transaction unsignedTx = solana::Transaction::fromMessage(m);
        const PaymentProofInfo bare = PaymentProofInfo::decode(
            encode({{QStringLiteral("x402Version"), 1},
                    {QStringLiteral("scheme"), QStringLiteral("exact")},
                    {QStringLiteral("network"), QStringLiteral("solana-devnet")},
                    {QStringLiteral("payload"),
                     QJsonObject{{QStringLiteral("transaction"),
                                  QString::fromLatin1(unsignedTx.toBase64())}}}}));
        QCOMPARE(bare.kind, PaymentProofInfo::Kind::Authorization);
        QVERIFY(!bare.signedByPayer);
    }

    void notProofs_data()
    {
        QTest::addColumn<QString>("value");
        QTest::newRow("empty") << QString();
        QTest::newRow("not base64") << QStringLiteral("this is not base64!");
        QTest::newRow("not json") << QString::fromLatin1(QByteArray("hello").toBase64());
        QTest::newRow("json array") << QString::fromLatin1(QByteArray("[1,2]").toBase64());
        QTest::newRow("no version")
            << encode({{QStringLiteral("payload"), QJsonObject{{QStringLiteral("paymentId"), 1}}}});
        QTest::newRow("empty payload") << encode(
            {{QStringLiteral("x402Version"), 1}, {QStringLiteral("payload"), QJsonObject{}}});
        QTest::newRow("broken transaction")
            << encode({{QStringLiteral("x402Version"), 1},
                       {QStringLiteral("payload"),
                        QJsonObject{{QStringLiteral("transaction"), QStringLiteral("AAAA")}}}});
    }
    void notProofs()
    {
        QFETCH(QString, value);
        const PaymentProofInfo info = PaymentProofInfo::decode(value);
        QCOMPARE(info.kind, PaymentProofInfo::Kind::Invalid);
        QVERIFY(!info.error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstProofInfo)
#include "tst_proofinfo.moc"
