// Local mode end to end against the in-process sandbox service and its own Solana RPC (/rpc):
// the transaction the service builds is decoded, checked, signed, journaled, broadcast and
// confirmed, and balances move by exactly the amount and the fee shown in the review.
#include "kits/LocalTestKit.h"
#include "payments/solana/RpcEndpoint.h"
#include "solana/Instruction.h"
#include "solana/Programs.h"
#include "solana/RpcHealthCheck.h"
#include "x402/ProofCodec.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::solana;
using namespace localtest;
using Outcome = SolanaPaymentFlow::Outcome;

class TstLocalSandbox : public QObject
{
    Q_OBJECT
private:
    Sandbox m_sandbox;
    std::unique_ptr<Rig> m_rig;

    SendPaymentRequest sendRequest(const Keypair &from, const QString &to, const char *amount)
    {
        SendPaymentRequest r;
        r.walletAddress = from.address();
        r.recipientAddress = to;
        r.amount = QString::fromLatin1(amount);
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.error()));
        m_rig = std::make_unique<Rig>(m_sandbox.baseUrl(), m_sandbox.rpcUrl());
        QVERIFY(m_rig->journal->isReady());
    }
    void cleanupTestCase() { m_rig.reset(); }

    void rpcEndpointAndHealth()
    {
        QString error;
        const auto e = RpcEndpoint::parse(QStringLiteral("sandbox"), m_sandbox.baseUrl(), &error);
        QVERIFY2(e, qPrintable(error));
        QCOMPARE(e->url, m_sandbox.rpcUrl());
        QCOMPARE(RpcEndpoint::parse(QStringLiteral("devnet"), {}, &error)->url,
                 QUrl(QStringLiteral("https://api.devnet.solana.com")));
        QVERIFY(!RpcEndpoint::parse(QStringLiteral("http://example.com"), {}, &error));
        QVERIFY(!RpcEndpoint::parse(QStringLiteral("ftp://127.0.0.1"), {}, &error));

        RpcHealthCheck health(&m_rig->rpc);
        health.start();
        QVERIFY(waitFor(&health, &RpcHealthCheck::finished));
        QVERIFY2(health.isHealthy(), qPrintable(health.errorText()));
        QVERIFY(health.blockHeight() <=
                RpcClient::parseU64(rpc(m_rig->rpc, QStringLiteral("getBlockHeight"))).value());
        QVERIFY(health.latencyMs() >= 0);

        RpcClient dead(&m_rig->network, QUrl(QStringLiteral("http://127.0.0.1:9/rpc")));
        RpcHealthCheck down(&dead);
        down.start();
        QVERIFY(waitFor(&down, &RpcHealthCheck::finished));
        QVERIFY(!down.isHealthy());
        QVERIFY(down.errorText().contains(QStringLiteral("Cannot reach")));

        const auto hash =
            RpcClient::parseLatestBlockhash(rpc(m_rig->rpc, QStringLiteral("getLatestBlockhash")));
        QVERIFY(hash && hash->blockhash.size() == 32 && hash->lastValidBlockHeight > 0);
    }

    void sendEndToEnd()
    {
        const Keypair &payer = m_rig->fundedKey(2000000000);
        const QString to = generateKeypair().address();
        SendPaymentRequest r = sendRequest(payer, to, "0.25");
        r.priorityFee = QStringLiteral("0.00001");
        auto flow = std::unique_ptr<SolanaPaymentFlow>(m_rig->flow());
        flow->startSend(r);
        QVERIFY(Rig::runToEnd(flow.get()));
        QCOMPARE(SolanaPaymentFlow::outcomeName(flow->outcome()), QStringLiteral("confirmed"));
        const TransactionReview &review = flow->review();
        QVERIFY(review.ok());
        QCOMPARE(review.lamports, quint64(250000000));
        QCOMPARE(review.fees.priorityFee, quint64(10000));
        QCOMPARE(review.fees.total(), quint64(15000));
        QCOMPARE(review.network, QStringLiteral("solana-sandbox"));
        QVERIFY(review.expiresAt.isValid() && review.secondsLeft > 10);
        QVERIFY(!review.descriptions.isEmpty());
        QCOMPARE(balance(m_rig->rpc, payer.address()),
                 quint64(2000000000 - 250000000 - review.fees.total()));
        QCOMPARE(balance(m_rig->rpc, to), quint64(250000000));
        const auto entry = m_rig->journal->find(flow->journalId());
        QVERIFY(entry);
        QCOMPARE(entry->state, JournalState::Confirmed);
        QCOMPARE(entry->signature, flow->signature());
        QCOMPARE(entry->paymentId, flow->paymentId());
        QVERIFY(entry->detail.startsWith(QStringLiteral("Confirmed")));
        // The service saw it land too.
        PaymentStatusReply *status = m_rig->service.paymentStatus(flow->paymentId());
        QVERIFY(waitFor(status, &ApiReply::finished));
        QVERIFY(status->ok());
        QCOMPARE(status->result().signature, flow->signature());
    }

    void reviewThenApprove()
    {
        const Keypair &payer = m_rig->fundedKey(1000000000);
        const QString to = generateKeypair().address();
        auto o = Rig::quickOptions();
        o.autoApprove = false;
        o.simulate = true;
        auto flow = std::unique_ptr<SolanaPaymentFlow>(m_rig->flow(o));
        QSignalSpy reviewed(flow.get(), &SolanaPaymentFlow::reviewReady);
        flow->startSend(sendRequest(payer, to, "0.1"));
        QVERIFY(reviewed.wait(10000));
        QCOMPARE(flow->step(), SolanaPaymentFlow::Step::AwaitingApproval);
        QVERIFY(flow->review().ok());
        QVERIFY(flow->simulation() && !flow->simulation()->failed);
        QVERIFY(m_rig->journal->unresolved().isEmpty()); // nothing signed yet
        flow->approve();
        QVERIFY(Rig::runToEnd(flow.get()));
        QCOMPARE(flow->outcome(), Outcome::Confirmed);
        QCOMPARE(balance(m_rig->rpc, to), quint64(100000000));
    }

    void declineSignsNothing()
    {
        const Keypair &payer = m_rig->fundedKey(1000000000);
        auto o = Rig::quickOptions();
        o.autoApprove = false;
        auto flow = std::unique_ptr<SolanaPaymentFlow>(m_rig->flow(o));
        flow->startSend(sendRequest(payer, generateKeypair().address(), "0.1"));
        QVERIFY(waitFor(flow.get(), &SolanaPaymentFlow::reviewReady));
        const int journaled = m_rig->journal->all().size();
        flow->reject();
        QCOMPARE(flow->outcome(), Outcome::Refused);
        QVERIFY(flow->signature().isEmpty());
        QCOMPARE(m_rig->journal->all().size(), journaled);
        QCOMPARE(balance(m_rig->rpc, payer.address()), quint64(1000000000));
    }

    void refusedByRpcChargesNothing()
    {
        // Built while funded; the money leaves before approval: the RPC's preflight refuses the
        // first send, so the transaction was never broadcast.
        const Keypair &payer = m_rig->fundedKey(1000000000);
        auto o = Rig::quickOptions();
        o.autoApprove = false;
        auto flow = std::unique_ptr<SolanaPaymentFlow>(m_rig->flow(o));
        flow->startSend(sendRequest(payer, generateKeypair().address(), "0.5"));
        QVERIFY(waitFor(flow.get(), &SolanaPaymentFlow::reviewReady));
        const auto hash =
            RpcClient::parseLatestBlockhash(rpc(m_rig->rpc, QStringLiteral("getLatestBlockhash")));
        Transaction drain = Transaction::fromMessage(compileMessage(
            payer.publicKey,
            {systemTransfer(payer.publicKey, generateKeypair().publicKey, 900000000)},
            hash->blockhash));
        QVERIFY(drain.sign(payer));
        QString error;
        rpc(m_rig->rpc, QStringLiteral("sendTransaction"),
            nlohmann::json::array({drain.toBase64().toStdString(), {{"encoding", "base64"}}}),
            &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QTRY_COMPARE_WITH_TIMEOUT(balance(m_rig->rpc, payer.address()), quint64(99995000), 5000);
        flow->approve();
        QVERIFY(Rig::runToEnd(flow.get()));
        QCOMPARE(SolanaPaymentFlow::outcomeName(flow->outcome()), QStringLiteral("rejected"));
        QVERIFY(flow->message().contains(QStringLiteral("nothing was charged")));
        QCOMPARE(m_rig->journal->find(flow->journalId())->state, JournalState::Rejected);
        QCOMPARE(balance(m_rig->rpc, payer.address()), quint64(99995000));
    }

    void receiveCoSignsAndConfirms()
    {
        const Keypair &seller = m_rig->fundedKey(100000000); // pays the network fee
        const Keypair &buyer = m_rig->fundedKey(1000000000);
        const auto hash =
            RpcClient::parseLatestBlockhash(rpc(m_rig->rpc, QStringLiteral("getLatestBlockhash")));
        Transaction auth = Transaction::fromMessage(
            compileMessage(seller.publicKey,
                           {setComputeUnitLimit(20000), setComputeUnitPrice(1),
                            systemTransfer(buyer.publicKey, seller.publicKey, 250000000)},
                           hash->blockhash, Message::Version::V0));
        QVERIFY(auth.sign(buyer));
        ReceivePaymentRequest r;
        r.walletAddress = seller.address();
        r.expectedAmount = QStringLiteral("0.25");
        r.paymentProof = x402::ProofCodec::encodeAuthorization(
            QStringLiteral("solana-sandbox"), QString::fromLatin1(auth.toBase64()));
        auto flow = std::unique_ptr<SolanaPaymentFlow>(m_rig->flow());
        flow->startReceive(r);
        QVERIFY(Rig::runToEnd(flow.get()));
        QVERIFY2(flow->outcome() == Outcome::Confirmed, qPrintable(flow->message()));
        const quint64 fee = flow->review().fees.total();
        QCOMPARE(fee, quint64(10000 + 1)); // two signatures + ceil(20000 x 1 / 1e6)
        QCOMPARE(balance(m_rig->rpc, seller.address()), quint64(100000000 + 250000000 - fee));
        QCOMPARE(balance(m_rig->rpc, buyer.address()), quint64(1000000000 - 250000000));
        QCOMPARE(m_rig->journal->find(flow->journalId())->direction, Direction::Received);
    }

    void receiveRefusesWhatItWasNotAsked()
    {
        // The buyer's signed transfer is for 0.2 SOL but the seller expects 0.25: the service
        // refuses it first; a seller expecting 0.2 but told the wrong wallet never signs.
        const Keypair &seller = m_rig->fundedKey(100000000);
        const Keypair &buyer = m_rig->fundedKey(1000000000);
        const auto hash =
            RpcClient::parseLatestBlockhash(rpc(m_rig->rpc, QStringLiteral("getLatestBlockhash")));
        Transaction auth = Transaction::fromMessage(compileMessage(
            seller.publicKey, {systemTransfer(buyer.publicKey, seller.publicKey, 200000000)},
            hash->blockhash, Message::Version::V0));
        QVERIFY(auth.sign(buyer));
        ReceivePaymentRequest r;
        r.walletAddress = seller.address();
        r.expectedAmount = QStringLiteral("0.25");
        r.paymentProof = x402::ProofCodec::encodeAuthorization(
            QStringLiteral("solana-sandbox"), QString::fromLatin1(auth.toBase64()));
        auto flow = std::unique_ptr<SolanaPaymentFlow>(m_rig->flow());
        flow->startReceive(r);
        QVERIFY(Rig::runToEnd(flow.get()));
        QCOMPARE(flow->outcome(), Outcome::Error);
        QVERIFY(flow->signature().isEmpty());
        QCOMPARE(balance(m_rig->rpc, seller.address()), quint64(100000000));
    }

    void receiveSettledProofNeedsNoSignature()
    {
        // A hosted payment from a custodial wallet gives a settled proof: already on chain.
        QUrl wallets = m_sandbox.baseUrl();
        wallets.setPath(QStringLiteral("/sandbox/wallets"));
        const QString custodial = QString::fromStdString(
            postJson(m_rig->network, wallets, "{\"amount\": 2}").value("address", ""));
        QVERIFY(!custodial.isEmpty());
        const Keypair &seller = m_rig->fundedKey(10000000);
        SendPaymentRequest pay{custodial, seller.address(), QStringLiteral("0.5"), {}, {}, {}, {}};
        SendPaymentReply *sent = m_rig->service.sendPayment(pay);
        QVERIFY(waitFor(sent, &ApiReply::finished));
        QVERIFY2(sent->ok(), qPrintable(sent->error().userText()));
        ReceivePaymentRequest r;
        r.walletAddress = seller.address();
        r.expectedAmount = QStringLiteral("0.5");
        r.paymentProof = sent->result().paymentProof;
        QTRY_VERIFY_WITH_TIMEOUT(balance(m_rig->rpc, seller.address()) == 510000000, 5000);
        auto flow = std::unique_ptr<SolanaPaymentFlow>(m_rig->flow());
        flow->startReceive(r);
        QVERIFY(Rig::runToEnd(flow.get()));
        QVERIFY2(flow->outcome() == Outcome::Confirmed, qPrintable(flow->message()));
        QCOMPARE(flow->signature(), sent->result().signature);
        QCOMPARE(flow->journalId(), 0); // nothing signed, nothing journaled
        QCOMPARE(balance(m_rig->rpc, seller.address()), quint64(510000000)); // no fee spent
    }

    void invalidRequestNeverReachesTheService()
    {
        auto flow = std::unique_ptr<SolanaPaymentFlow>(m_rig->flow());
        SendPaymentRequest r;
        r.walletAddress = QStringLiteral("not-an-address");
        r.recipientAddress = generateKeypair().address();
        r.amount = QStringLiteral("0.1");
        flow->startSend(r);
        QCOMPARE(flow->outcome(), Outcome::Error);
        QVERIFY(flow->message().contains(QStringLiteral("walletAddress")) ||
                !flow->message().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstLocalSandbox)
#include "tst_local_sandbox.moc"
