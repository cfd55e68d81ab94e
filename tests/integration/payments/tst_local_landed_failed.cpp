// A transaction that passes preflight and still fails on chain: the sandbox runs with its leader
// queue, so transactions land at the next slot, highest priority fee first. Between Paydesk's
// broadcast and its block, another transaction of the same payer (with a higher priority fee)
// takes the money; Paydesk's transaction lands with an error, the network fee is charged and the
// payment is not made. Paydesk must say exactly that, record it as failed and never re-sign.
#include "kits/LocalTestKit.h"
#include "solana/Instruction.h"
#include "solana/Programs.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::solana;
using namespace localtest;

class TstLocalLandedFailed : public QObject
{
    Q_OBJECT
private:
    Sandbox m_sandbox;
    std::unique_ptr<Rig> m_rig;

private Q_SLOTS:
    void initTestCase()
    {
        // Slots advance only when the test says so (one a minute otherwise).
        QVERIFY2(m_sandbox.start({}, 60000, true), qPrintable(m_sandbox.error()));
        m_rig = std::make_unique<Rig>(m_sandbox.baseUrl(), m_sandbox.rpcUrl());
        QVERIFY(m_rig->journal->isReady());
    }
    void cleanupTestCase() { m_rig.reset(); }

    void landedButFailedChargesOnlyTheFee()
    {
        constexpr quint64 funded = 1000000000;
        const Keypair &payer = m_rig->fundedKey(funded);
        const Keypair recipient = generateKeypair();
        auto o = Rig::quickOptions();
        o.autoApprove = false;
        auto flow = std::unique_ptr<SolanaPaymentFlow>(m_rig->flow(o));
        SendPaymentRequest request;
        request.walletAddress = payer.address();
        request.recipientAddress = recipient.address();
        request.amount = QStringLiteral("0.5");
        flow->startSend(request);
        QVERIFY(waitFor(flow.get(), &SolanaPaymentFlow::reviewReady));
        QVERIFY2(flow->review().ok(), qPrintable(flow->review().reason));
        const quint64 shownFee = flow->review().fees.total();
        QVERIFY(shownFee >= 5000);

        flow->approve();
        // Broadcast and accepted by the node (preflight passed), waiting for its block.
        QTRY_VERIFY_WITH_TIMEOUT(m_rig->journal->find(flow->journalId()) &&
                                     m_rig->journal->find(flow->journalId())->state ==
                                         JournalState::Submitted,
                                 20000);
        QCOMPARE(balance(m_rig->rpc, recipient.address()), quint64(0));

        // The same payer spends most of its money elsewhere, bidding a higher priority fee.
        const auto hash =
            RpcClient::parseLatestBlockhash(rpc(m_rig->rpc, QStringLiteral("getLatestBlockhash")));
        QVERIFY(hash);
        constexpr quint64 drained = 900000000;
        Transaction drain = Transaction::fromMessage(
            compileMessage(payer.publicKey,
                           {setComputeUnitLimit(1000), setComputeUnitPrice(1000000),
                            systemTransfer(payer.publicKey, generateKeypair().publicKey, drained)},
                           hash->blockhash));
        QVERIFY(drain.sign(payer));
        QString error;
        rpc(m_rig->rpc, QStringLiteral("sendTransaction"),
            nlohmann::json::array({drain.toBase64().toStdString(), {{"encoding", "base64"}}}),
            &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const quint64 drainFee = 5000 + 1000; // signature + ceil(1000 CU * 1e6 µL / 1e6)

        // One block: the drain first, then Paydesk's transfer, which can pay its fee only.
        QVERIFY(m_sandbox.advance(m_rig->network, 1));
        QVERIFY(m_sandbox.advance(m_rig->network, 2)); // confirmed depth
        QVERIFY(Rig::runToEnd(flow.get()));
        QCOMPARE(SolanaPaymentFlow::outcomeName(flow->outcome()), QStringLiteral("failed"));
        QVERIFY2(flow->message().contains(QStringLiteral("fee was charged")),
                 qPrintable(flow->message()));
        QVERIFY2(flow->message().contains(QStringLiteral("not made")), qPrintable(flow->message()));
        const auto entry = m_rig->journal->find(flow->journalId());
        QVERIFY(entry);
        QCOMPARE(entry->state, JournalState::Failed);

        // Exactly the fee shown in the review left the payer for Paydesk's transaction.
        QCOMPARE(balance(m_rig->rpc, recipient.address()), quint64(0));
        QCOMPARE(balance(m_rig->rpc, payer.address()), funded - drained - drainFee - shownFee);

        // The chain agrees: landed with an error, fee charged.
        const nlohmann::json tx =
            rpc(m_rig->rpc, QStringLiteral("getTransaction"),
                nlohmann::json::array({flow->signature().toStdString(), {{"encoding", "base64"}}}));
        QVERIFY(tx.is_object());
        QVERIFY(!tx["meta"]["err"].is_null());
        QCOMPARE(tx["meta"]["fee"].get<quint64>(), shownFee);

        // Nothing else was signed or journaled for this request.
        int forRecipient = 0;
        for (const auto &e : m_rig->journal->all())
            forRecipient += e.request.contains(recipient.address().toLatin1()) ? 1 : 0;
        QCOMPARE(forRecipient, 1);
    }
};

QTEST_GUILESS_MAIN(TstLocalLandedFailed)
#include "tst_local_landed_failed.moc"
