// A buyer-signed Solana transaction whose seller's answer was lost, reconciled on the
// sandbox's own chain (LostTransfer): the node's isBlockhashValid, getSignaturesForAddress and
// getTransaction. Each case builds the kind of transaction a seller's fee payer completes: the
// buyer signs its slot, another key pays the fee and sends it (or never does).
#include "core/Base58.h"
#include "kits/LocalTestKit.h"
#include "payments/solana/LostTransfer.h"
#include "solana/Instruction.h"
#include "solana/Programs.h"
#include "x402/ProofCodec.h"

#include <QDateTime>
#include <QTest>

using namespace paydesk;
using namespace paydesk::solana;
using namespace localtest;
using Verdict = x402::LostTransfer::Verdict;

class TstLostTransfer : public QObject
{
    Q_OBJECT
    Sandbox m_sandbox;
    std::unique_ptr<Rig> m_rig;
    qint64 m_created = 0; // the journaled attempts' time

    struct Signed
    {
        Transaction full;  // both signatures: what the seller would send
        FetchAttempt lost; // the journaled attempt: the buyer's signature only
    };
    // `lamports` from `buyer` to a fresh key; `payer` pays the fee and signs last.
    Signed transfer(const Keypair &payer, const Keypair &buyer, quint64 lamports = 1000000)
    {
        const auto hash =
            RpcClient::parseLatestBlockhash(rpc(m_rig->rpc, QStringLiteral("getLatestBlockhash")));
        Signed s;
        if (!hash)
            return s;
        Transaction tx = Transaction::fromMessage(
            compileMessage(payer.publicKey,
                           {systemTransfer(buyer.publicKey, generateKeypair().publicKey, lamports)},
                           hash->blockhash));
        tx.sign(buyer);
        s.lost.wallet = buyer.address();
        s.lost.network = QStringLiteral("solana-sandbox");
        s.lost.proof = x402::ProofCodec::encodeAuthorization(s.lost.network,
                                                             QString::fromLatin1(tx.toBase64()));
        s.lost.created = QDateTime::fromSecsSinceEpoch(m_created);
        tx.sign(payer);
        s.full = tx;
        return s;
    }
    bool send(const Transaction &tx, bool skipPreflight = false)
    {
        QString error;
        rpc(m_rig->rpc, QStringLiteral("sendTransaction"),
            nlohmann::json::array({tx.toBase64().toStdString(),
                                   {{"encoding", "base64"}, {"skipPreflight", skipPreflight}}}),
            &error);
        if (!error.isEmpty())
            qWarning("send: %s", qPrintable(error));
        return error.isEmpty() && m_sandbox.advance(m_rig->network, 2);
    }
    // The verdict `secondsLater` after the attempt.
    Verdict verdict(const FetchAttempt &a, qint64 secondsLater, QString *why = nullptr)
    {
        std::optional<Verdict> out;
        QString text;
        x402::LostTransfer::check(
            &m_rig->rpc, a, this,
            [&](Verdict v, const QString &w) {
                out = v;
                text = w;
            },
            m_created + secondsLater);
        if (!QTest::qWaitFor([&]() { return out.has_value(); }, 20000))
            qWarning("no verdict");
        if (why)
            *why = text;
        if (out == Verdict::Unknown)
            qInfo("unknown: %s", qPrintable(text));
        return out.value_or(Verdict::Unknown);
    }
    bool expire() { return m_sandbox.advance(m_rig->network, 200); } // past 150 blocks

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start({}, 60000), qPrintable(m_sandbox.error()));
        m_rig = std::make_unique<Rig>(m_sandbox.baseUrl(), m_sandbox.rpcUrl());
        m_created = QDateTime::currentSecsSinceEpoch();
    }
    void cleanupTestCase() { m_rig.reset(); }

    // Landed: money moved, before and after its blockhash expired.
    void landedIsUsed()
    {
        const Keypair &buyer = m_rig->fundedKey(10000000);
        const Signed s = transfer(m_rig->fundedKey(10000000), buyer);
        QVERIFY(x402::LostTransfer::applies(s.lost));
        QVERIFY(send(s.full));
        QCOMPARE(verdict(s.lost, 600), Verdict::Used); // found while its blockhash is valid
        QVERIFY(expire());
        QCOMPARE(verdict(s.lost, 600), Verdict::Used);
    }

    // The seller's receipt names the transaction: read first, it decides when it holds the
    // buyer's signature; a receipt that names another transaction, or nothing readable, is not
    // believed (the buyer's transactions are searched as without one).
    void receiptNamesTheTransaction()
    {
        const Keypair &buyer = m_rig->fundedKey(10000000);
        const Signed s = transfer(m_rig->fundedKey(10000000), buyer);
        QVERIFY(send(s.full));
        const auto named = [](FetchAttempt a, const QByteArray &signature) {
            a.receipt = QStringLiteral("{\"success\":true,\"transaction\":\"%1\"}")
                            .arg(QString::fromLatin1(base58::encode(signature)));
            return a;
        };
        QCOMPARE(verdict(named(s.lost, s.full.signatures.at(0)), 600), Verdict::Used);
        // A never-sent transfer whose seller names the landed one above: not this buyer's.
        const Signed unsent = transfer(m_rig->fundedKey(10000000), m_rig->fundedKey(10000000));
        QCOMPARE(verdict(named(unsent.lost, s.full.signatures.at(0)), 600), Verdict::Unused);
        FetchAttempt garbage = unsent.lost;
        garbage.receipt = QStringLiteral("{\"transaction\":\"not-a-signature\"}");
        QCOMPARE(verdict(garbage, 600), Verdict::Unused);
    }

    // Never sent: unused while its blockhash is valid (it may still land); once expired, it
    // never can.
    void neverLandedExpires()
    {
        const Signed s = transfer(m_rig->fundedKey(10000000), m_rig->fundedKey(10000000));
        QCOMPARE(verdict(s.lost, 600), Verdict::Unused);
        QVERIFY(expire());
        QString why;
        QCOMPARE(verdict(s.lost, 600, &why), Verdict::Expired);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        // Too soon after the attempt to trust a node that might be behind: not yet.
        QCOMPARE(verdict(s.lost, 30), Verdict::Unused);
    }

    // Landed with an error (more than the buyer holds): only the fee payer's fee moved.
    void landedWithAnErrorPaidNothing()
    {
        const Keypair &buyer = m_rig->fundedKey(10000000);
        const Signed s = transfer(m_rig->fundedKey(10000000), buyer, 20000000);
        QVERIFY(send(s.full, true));
        QCOMPARE(balance(m_rig->rpc, buyer.address()), quint64(10000000));
        QVERIFY(expire());
        QString why;
        QCOMPARE(verdict(s.lost, 600, &why), Verdict::Expired);
        QVERIFY2(why.contains(QStringLiteral("error")), qPrintable(why));
    }

    // The buyer's transaction found past the node's first page of newer transactions.
    void foundPastTheFirstPage()
    {
        const Keypair &buyer = m_rig->fundedKey(10000000);
        const Keypair &payer = m_rig->fundedKey(10000000);
        const Signed s = transfer(payer, buyer);
        QVERIFY(send(s.full));
        const auto hash =
            RpcClient::parseLatestBlockhash(rpc(m_rig->rpc, QStringLiteral("getLatestBlockhash")));
        QVERIFY(hash);
        for (quint64 i = 1; i <= x402::LostTransfer::kPageSize + 20; ++i) {
            Transaction later = Transaction::fromMessage(compileMessage(
                buyer.publicKey, {systemTransfer(buyer.publicKey, payer.publicKey, i)},
                hash->blockhash));
            QVERIFY(later.sign(buyer));
            QString error;
            rpc(m_rig->rpc, QStringLiteral("sendTransaction"),
                nlohmann::json::array({later.toBase64().toStdString(), {{"encoding", "base64"}}}),
                &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
        }
        QVERIFY(expire());
        QCOMPARE(verdict(s.lost, 600), Verdict::Used);
    }

    // Anything the node cannot answer for this attempt is Unknown (the proof is re-sent, never
    // paid again): another network, no signature of the wallet, a proof of another kind.
    void unanswerableIsUnknown()
    {
        const Signed s = transfer(m_rig->fundedKey(10000000), m_rig->fundedKey(10000000));
        QVERIFY(expire());
        QString why;
        for (const char *network : {"solana-devnet", "solana", "base"}) {
            FetchAttempt a = s.lost;
            a.network = QString::fromLatin1(network);
            QCOMPARE(verdict(a, 600, &why), Verdict::Unknown);
            QVERIFY2(why.contains(QStringLiteral("not on")), qPrintable(why));
        }
        FetchAttempt other = s.lost;
        other.wallet = generateKeypair().address();
        QCOMPARE(verdict(other, 600, &why), Verdict::Unknown);
        QVERIFY2(why.contains(other.wallet), qPrintable(why));
        FetchAttempt settled = s.lost;
        settled.proof = x402::ProofCodec::encodeSettled(settled.network, QStringLiteral("p"),
                                                        QStringLiteral("s"), settled.wallet,
                                                        settled.wallet, QStringLiteral("1"));
        QVERIFY(!x402::LostTransfer::applies(settled));
        QCOMPARE(verdict(settled, 600), Verdict::Unknown);
    }
};

QTEST_GUILESS_MAIN(TstLostTransfer)
#include "tst_lost_transfer.moc"
