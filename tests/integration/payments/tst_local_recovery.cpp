// The payment journal and recovery. A helper process pays and is killed (QProcess::kill) right
// after its transaction was broadcast; a second run ("restart") reconciles the journal to a
// final state, and the money moved exactly once. Also: a journaled transaction that never went
// out ends "expired, nothing was charged" once its blockhash has expired; one broadcast just
// before a crash (journal still "signed") is found confirmed. Each against the sandbox's own
// ledger and against litesvm (skipped with the reason when Node.js or litesvm is missing).
#include "kits/LocalTestKit.h"
#include "payments/PaymentRecovery.h"
#include "solana/Instruction.h"
#include "solana/Programs.h"
#include "wallet/KeyImport.h"

#include <QFile>
#include <QSqlDatabase>
#include <QTest>

using namespace paydesk;
using namespace paydesk::solana;
using namespace localtest;

namespace {

// One chain to test against: the sandbox's own ledger, or litesvm behind the sandbox.
struct TestChain
{
    Sandbox sandbox;
    LitesvmPeer peer;
    bool litesvm = false;
    QUrl rpcUrl;

    bool start(bool useLitesvm, QString *skip)
    {
        litesvm = useLitesvm;
        if (litesvm && !peer.start(skip))
            return false;
        if (!sandbox.start(litesvm ? peer.url() : QUrl(), 100)) {
            *skip = QString();
            return false;
        }
        rpcUrl = litesvm ? peer.url() : sandbox.rpcUrl();
        return true;
    }
    void advancePast(Rig &rig, quint64 lastValid)
    {
        const quint64 height =
            RpcClient::parseU64(rpc(rig.rpc, QStringLiteral("getBlockHeight"))).value();
        const int n = int(lastValid - std::min(lastValid, height)) + 5;
        if (litesvm)
            rpc(rig.rpc, QStringLiteral("litesvm_warpSlots"), nlohmann::json::array({n}));
        else
            QVERIFY(sandbox.advance(rig.network, n));
    }
};

JournalEntry signedTransfer(Rig &rig, const Keypair &from, const QByteArray &to, quint64 lamports)
{
    const auto hash =
        RpcClient::parseLatestBlockhash(rpc(rig.rpc, QStringLiteral("getLatestBlockhash")));
    Transaction tx = Transaction::fromMessage(compileMessage(
        from.publicKey, {systemTransfer(from.publicKey, to, lamports)}, hash->blockhash));
    tx.sign(from);
    JournalEntry e;
    e.direction = Direction::Sent;
    e.wallet = from.address();
    e.network = QStringLiteral("test");
    e.rpcUrl = rig.rpc.endpoint().toString();
    e.signature = tx.idBase58();
    e.wire = tx.serialize();
    e.lastValidBlockHeight = hash->lastValidBlockHeight;
    e.id = rig.journal->record(e).value_or(0);
    return e;
}

QList<JournalEntry> recover(Rig &rig)
{
    PaymentRecovery recovery(&rig.network, rig.journal.get());
    recovery.setTiming({200, 100, 20000});
    QSignalSpy done(&recovery, &PaymentRecovery::finished);
    recovery.start();
    if (!done.count())
        done.wait(30000);
    return recovery.results();
}

} // namespace

class TstLocalRecovery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void journalBasics()
    {
        QTemporaryDir dir;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "j");
            db.setDatabaseName(dir.filePath(QStringLiteral("j.sqlite")));
            QVERIFY(db.open());
            PaymentJournal journal(db);
            QVERIFY(journal.isReady());
            JournalEntry e;
            e.direction = Direction::Sent;
            e.signature = QStringLiteral("sig1");
            e.wire = QByteArray("\x01\x02", 2);
            e.lastValidBlockHeight = 150;
            e.expiresAt = QDateTime::fromMSecsSinceEpoch(1763780060000, Qt::UTC);
            const auto id = journal.record(e);
            QVERIFY2(id, qPrintable(journal.lastError()));
            QVERIFY(!journal.record(e)); // the same signature twice: refused
            e.signature = QStringLiteral("sig2");
            const auto id2 = journal.record(e);
            QVERIFY(id2);
            QCOMPARE(journal.unresolved().size(), 2);
            QVERIFY(journal.update(*id, JournalState::Submitted));
            QVERIFY(journal.update(*id2, JournalState::Expired, QStringLiteral("gone"), 7));
            QVERIFY(!journal.update(9999, JournalState::Expired));
            QCOMPARE(journal.unresolved().size(), 1);
            QCOMPARE(journal.all().first().id, *id2); // newest first
        }
        QSqlDatabase::removeDatabase(QStringLiteral("j"));
        // Reopened (a restart): everything is still there.
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "j2");
            db.setDatabaseName(dir.filePath(QStringLiteral("j.sqlite")));
            QVERIFY(db.open());
            PaymentJournal journal(db);
            const auto e = journal.findBySignature(QStringLiteral("sig1"));
            QVERIFY(e);
            QCOMPARE(e->state, JournalState::Submitted);
            QCOMPARE(e->wire, QByteArray("\x01\x02", 2));
            QCOMPARE(e->lastValidBlockHeight, quint64(150));
            QCOMPARE(e->expiresAt.toMSecsSinceEpoch(), qint64(1763780060000));
            QCOMPARE(journal.find(e->id + 1)->detail, QStringLiteral("gone"));
            QCOMPARE(journal.find(e->id + 1)->slot, quint64(7));
            for (JournalState s :
                 {JournalState::Signed, JournalState::Submitted, JournalState::Confirmed,
                  JournalState::Failed, JournalState::Expired, JournalState::Rejected})
                QCOMPARE(PaymentJournal::stateFromName(PaymentJournal::stateName(s)), s);
        }
        QSqlDatabase::removeDatabase(QStringLiteral("j2"));
    }

    void chains_data()
    {
        QTest::addColumn<bool>("litesvm");
        QTest::newRow("sandbox ledger") << false;
        QTest::newRow("litesvm") << true;
    }

    void killedAfterBroadcast_data() { chains_data(); }
    void killedAfterBroadcast()
    {
        QFETCH(bool, litesvm);
        TestChain chain;
        QString skip;
        if (!chain.start(litesvm, &skip)) {
            if (!skip.isEmpty())
                QSKIP(qPrintable(skip));
            QFAIL("the chain did not start");
        }
        Rig rig(chain.sandbox.baseUrl(), chain.rpcUrl);
        const Keypair &payer = rig.fundedKey(1000000000);
        const QString to = generateKeypair().address();
        QTemporaryDir dir;
        const QString keyFile = dir.filePath(QStringLiteral("payer.json"));
        QFile f(keyFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(wallet::KeyImport::toKeypairJson(payer).view().toByteArray());
        f.close();
        const QString db = dir.filePath(QStringLiteral("paydesk.sqlite"));
        const QString helper =
            QCoreApplication::applicationDirPath() + QStringLiteral("/local_payment_helper");

        QProcess pay;
        QByteArray out;
        connect(&pay, &QProcess::readyReadStandardOutput, this,
                [&]() { out += pay.readAllStandardOutput(); });
        pay.start(helper, {QStringLiteral("--service"), chain.sandbox.baseUrl().toString(),
                           QStringLiteral("--rpc"), chain.rpcUrl.toString(), QStringLiteral("--db"),
                           db, QStringLiteral("--keypair"), keyFile, QStringLiteral("--to"), to,
                           QStringLiteral("--amount"), QStringLiteral("0.3")});
        // Spin the event loop (the sandbox answering the helper lives in this process).
        QTRY_VERIFY2_WITH_TIMEOUT(out.contains("SUBMITTED"), out.constData(), 20000);
        pay.kill(); // a crash right after the broadcast
        QTRY_COMPARE_WITH_TIMEOUT(pay.state(), QProcess::NotRunning, 5000);
        QCOMPARE(pay.exitStatus(), QProcess::CrashExit);
        QVERIFY(!out.contains("FINISHED"));
        const QString signature =
            QString::fromLatin1(out.mid(out.indexOf("SUBMITTED")).split(' ').value(2).trimmed());

        {
            QSqlDatabase c = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "look");
            c.setDatabaseName(db);
            QVERIFY(c.open());
            PaymentJournal journal(c);
            const QList<JournalEntry> open = journal.unresolved();
            QCOMPARE(open.size(), 1);
            QCOMPARE(open.first().state, JournalState::Submitted);
            QCOMPARE(open.first().signature, signature);
            c.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("look"));

        // The restart: a new process reconciles the journal.
        QProcess restart;
        QByteArray log;
        connect(&restart, &QProcess::readyReadStandardOutput, this,
                [&]() { log += restart.readAllStandardOutput(); });
        restart.start(helper, {QStringLiteral("--recover"), QStringLiteral("--db"), db});
        QTRY_VERIFY2_WITH_TIMEOUT(log.contains("RECOVERY DONE"), log.constData(), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(restart.state(), QProcess::NotRunning, 5000);
        QCOMPARE(restart.exitCode(), 0);
        QVERIFY2(log.contains(QByteArray("RECOVERED ") + signature.toLatin1() + " confirmed"),
                 log.constData());
        QVERIFY(log.contains("RECOVERY DONE 1"));
        // Paid exactly once: the amount and one signature fee.
        QCOMPARE(balance(rig.rpc, to), quint64(300000000));
        QCOMPARE(balance(rig.rpc, payer.address()), quint64(1000000000 - 300000000 - 5000));
    }

    void expiredNeverSent_data() { chains_data(); }
    void expiredNeverSent()
    {
        QFETCH(bool, litesvm);
        TestChain chain;
        QString skip;
        if (!chain.start(litesvm, &skip)) {
            if (!skip.isEmpty())
                QSKIP(qPrintable(skip));
            QFAIL("the chain did not start");
        }
        Rig rig(chain.sandbox.baseUrl(), chain.rpcUrl);
        const Keypair &payer = rig.fundedKey(500000000);
        const JournalEntry e = signedTransfer(rig, payer, generateKeypair().publicKey, 100000000);
        QVERIFY(e.id > 0);
        chain.advancePast(rig, e.lastValidBlockHeight);
        const QList<JournalEntry> results = recover(rig);
        QCOMPARE(results.size(), 1);
        QCOMPARE(results.first().state, JournalState::Expired);
        QCOMPARE(rig.journal->find(e.id)->detail, QStringLiteral("Expired, nothing was charged."));
        QCOMPARE(balance(rig.rpc, payer.address()), quint64(500000000));
    }

    void broadcastBeforeCrashIsFound_data() { chains_data(); }
    void broadcastBeforeCrashIsFound()
    {
        QFETCH(bool, litesvm);
        TestChain chain;
        QString skip;
        if (!chain.start(litesvm, &skip)) {
            if (!skip.isEmpty())
                QSKIP(qPrintable(skip));
            QFAIL("the chain did not start");
        }
        Rig rig(chain.sandbox.baseUrl(), chain.rpcUrl);
        const Keypair &payer = rig.fundedKey(500000000);
        const QByteArray to = generateKeypair().publicKey;
        const JournalEntry e = signedTransfer(rig, payer, to, 100000000);
        QString error;
        rpc(rig.rpc, QStringLiteral("sendTransaction"),
            nlohmann::json::array({e.wire.toBase64().toStdString(), {{"encoding", "base64"}}}),
            &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // Crashed before the journal said "submitted": the restart resends the same bytes
        // (refused as already processed) and finds the signature confirmed.
        const QList<JournalEntry> results = recover(rig);
        QCOMPARE(results.size(), 1);
        QCOMPARE(results.first().state, JournalState::Confirmed);
        QCOMPARE(balance(rig.rpc, payer.address()), quint64(500000000 - 100000000 - 5000));
        QCOMPARE(recover(rig).size(), 0); // nothing left to do
    }
};

QTEST_GUILESS_MAIN(TstLocalRecovery)
#include "tst_local_recovery.moc"
