// Local mode against a real Solana runtime: litesvm 1.4.1 behind tests/peers/litesvm's JSON-RPC
// shim, with the sandbox service started with --solana-rpc pointing at it. The transaction the
// service builds and Paydesk signs executes in litesvm, and balances move by exactly the amount
// and the fee Paydesk showed. Skipped (with the reason) when Node.js >= 20 or litesvm is missing.
#include "kits/LocalTestKit.h"
#include "solana/Instruction.h"
#include "solana/Programs.h"
#include "x402/ProofCodec.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::solana;
using namespace localtest;
using Outcome = SolanaPaymentFlow::Outcome;

class TstLocalLitesvm : public QObject
{
    Q_OBJECT
private:
    LitesvmPeer m_peer;
    Sandbox m_sandbox;
    std::unique_ptr<Rig> m_rig;

private Q_SLOTS:
    void initTestCase()
    {
        QString skip;
        if (!m_peer.start(&skip)) {
            if (!skip.isEmpty())
                QSKIP(qPrintable(skip));
            QFAIL(qPrintable(QStringLiteral("litesvm peer did not start: ") + m_peer.log()));
        }
        QVERIFY2(m_sandbox.start(m_peer.url()), qPrintable(m_sandbox.error()));
        m_rig = std::make_unique<Rig>(m_sandbox.baseUrl(), m_peer.url());
    }
    void cleanupTestCase() { m_rig.reset(); }

    void sendExecutesInLitesvm_data()
    {
        QTest::addColumn<QString>("amount");
        QTest::addColumn<QString>("priorityFee");
        QTest::addColumn<quint64>("lamports");
        QTest::newRow("no priority fee")
            << QStringLiteral("0.25") << QString() << quint64(250000000);
        QTest::newRow("priority fee 0.00002")
            << QStringLiteral("1.000000001") << QStringLiteral("0.00002") << quint64(1000000001);
    }
    void sendExecutesInLitesvm()
    {
        QFETCH(QString, amount);
        QFETCH(QString, priorityFee);
        QFETCH(quint64, lamports);
        const Keypair &payer = m_rig->fundedKey(3000000000);
        const QString to = generateKeypair().address();
        SendPaymentRequest r;
        r.walletAddress = payer.address();
        r.recipientAddress = to;
        r.amount = amount;
        if (!priorityFee.isEmpty())
            r.priorityFee = priorityFee;
        auto flow = std::unique_ptr<SolanaPaymentFlow>(m_rig->flow());
        flow->startSend(r);
        QVERIFY(Rig::runToEnd(flow.get()));
        QVERIFY2(flow->outcome() == Outcome::Confirmed, qPrintable(flow->message()));
        const TransactionReview &review = flow->review();
        QCOMPARE(review.lamports, lamports);
        QCOMPARE(review.fees.priorityFee, priorityFee.isEmpty() ? quint64(0) : quint64(20000));
        // What litesvm charged is exactly what Paydesk showed before signing.
        QCOMPARE(balance(m_rig->rpc, payer.address()),
                 quint64(3000000000) - lamports - review.fees.total());
        QCOMPARE(balance(m_rig->rpc, to), lamports);
        const nlohmann::json st =
            rpc(m_rig->rpc, QStringLiteral("getSignatureStatuses"),
                nlohmann::json::array({nlohmann::json::array({flow->signature().toStdString()})}));
        QVERIFY(st["value"][0]["err"].is_null());
    }

    void receiveCoSignedExecutesInLitesvm()
    {
        const Keypair &seller = m_rig->fundedKey(50000000);
        const Keypair &buyer = m_rig->fundedKey(1000000000);
        const auto hash =
            RpcClient::parseLatestBlockhash(rpc(m_rig->rpc, QStringLiteral("getLatestBlockhash")));
        Transaction auth = Transaction::fromMessage(
            compileMessage(seller.publicKey,
                           {setComputeUnitLimit(20000), setComputeUnitPrice(1),
                            systemTransfer(buyer.publicKey, seller.publicKey, 400000000)},
                           hash->blockhash, Message::Version::V0));
        QVERIFY(auth.sign(buyer));
        ReceivePaymentRequest r;
        r.walletAddress = seller.address();
        r.expectedAmount = QStringLiteral("0.4");
        r.paymentProof = x402::ProofCodec::encodeAuthorization(
            QStringLiteral("solana-custom"), QString::fromLatin1(auth.toBase64()));
        auto flow = std::unique_ptr<SolanaPaymentFlow>(m_rig->flow());
        flow->startReceive(r);
        QVERIFY(Rig::runToEnd(flow.get()));
        QVERIFY2(flow->outcome() == Outcome::Confirmed, qPrintable(flow->message()));
        QCOMPARE(flow->review().fees.total(), quint64(10001));
        QCOMPARE(balance(m_rig->rpc, seller.address()), quint64(50000000 + 400000000 - 10001));
        QCOMPARE(balance(m_rig->rpc, buyer.address()), quint64(1000000000 - 400000000));
    }
};

QTEST_GUILESS_MAIN(TstLocalLitesvm)
#include "tst_local_litesvm.moc"
