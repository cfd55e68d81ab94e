// Cross-check with the real Solana runtime: transactions the sandbox ledger accepted are executed,
// byte for byte, in litesvm 1.4.1 (tests/peers/litesvm/crosscheck.mjs), which must reach the same
// outcome, charge the same fee and leave the same balances.
#include "core/Base58.h"
#include "kits/SandboxHarness.h"
#include "solana/Programs.h"
#include "x402/ProofCodec.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QTest>

using namespace paydesk;
using json = nlohmann::json;

namespace {
const QString kPeerDir = QStringLiteral(PAYDESK_SOURCE_DIR "/tests/peers/litesvm");
}

class TstSandboxLitesvm : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<SandboxHarness> h;

    QByteArray blockhash()
    {
        const json r = h->client().rpc("getLatestBlockhash");
        return *base58::decode(QByteArray::fromStdString(r["result"]["value"]["blockhash"]));
    }

    // Runs the landed transaction `signature` in litesvm and compares it with the ledger.
    void crossCheck(const std::string &signature)
    {
        const json t = h->client().rpc("getTransaction", {signature, {{"encoding", "base64"}}});
        QVERIFY2(t["result"].is_object(), t.dump().c_str());
        const json meta = t["result"]["meta"];
        const QByteArray wire64 = QByteArray::fromStdString(t["result"]["transaction"][0]);
        const auto tx = solana::Transaction::fromBase64(wire64, nullptr);
        QVERIFY(tx);
        QSet<int> programs;
        for (const auto &ix : tx->message.instructions)
            programs.insert(ix.programIdIndex);
        QStringList args = {QStringLiteral("crosscheck.mjs"), QStringLiteral("--tx"),
                            QString::fromLatin1(wire64), QStringLiteral("--no-blockhash-check")};
        for (int i = 0; i < tx->message.accountKeys.size(); ++i) {
            if (programs.contains(i))
                continue;
            args << QStringLiteral("--balance")
                 << QStringLiteral("%1=%2")
                        .arg(QString::fromLatin1(base58::encode(tx->message.accountKeys[i])))
                        .arg(meta["preBalances"][i].get<quint64>());
        }
        QProcess node;
        node.setWorkingDirectory(kPeerDir);
        node.start(QStringLiteral("node"), args);
        QVERIFY(node.waitForFinished(30000));
        QCOMPARE(node.exitCode(), 0);
        const json out = json::parse(node.readAllStandardOutput().toStdString(), nullptr, false);
        QVERIFY2(out.is_object(), node.readAllStandardError().constData());
        qInfo("litesvm: %s", out.dump().c_str());
        JCOMPARE(out["signature"], signature);
        JCOMPARE(out["err"], meta["err"]);
        JCOMPARE(out["ok"], meta["err"].is_null());
        JCOMPARE(out["fee"], meta["fee"]);
        for (int i = 0; i < tx->message.accountKeys.size(); ++i) {
            if (programs.contains(i))
                continue;
            const std::string key = base58::encode(tx->message.accountKeys[i]).toStdString();
            JCOMPARE(out["balances"][key], meta["postBalances"][i]);
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!QFileInfo::exists(kPeerDir + QStringLiteral("/crosscheck.mjs")) ||
            !QFileInfo::exists(kPeerDir + QStringLiteral("/node_modules/litesvm")))
            QSKIP("litesvm peer not installed: run `npm ci` in tests/peers/litesvm to enable "
                  "the cross-check with the real Solana runtime");
        QProcess probe;
        probe.start(QStringLiteral("node"), {QStringLiteral("--version")});
        if (!probe.waitForFinished(10000) || probe.exitCode() != 0)
            QSKIP("node is not on PATH: the litesvm cross-check needs Node.js >= 20");
        auto o = SandboxHarness::defaults();
        o.slotMs = 100;
        h = std::make_unique<SandboxHarness>(o);
        QVERIFY2(h->start(), qPrintable(h->error()));
    }

    void hostedTransferWithPriorityFeeAndMemo()
    {
        const QString wallet = h->createWallet(QStringLiteral("5"));
        // Written by hand: nlohmann would print 0.00001 as 1e-05, which the service refuses.
        const HttpResult r = h->client().post(
            QStringLiteral("/payment/send"),
            "{\"walletAddress\":\"" + wallet.toLatin1() + "\",\"recipientAddress\":\"" +
                solana::generateKeypair().address().toLatin1() +
                "\",\"amount\":0.25,\"priorityFee\":0.00001,\"metadata\":{\"order\":1}}");
        QCOMPARE(r.status, 200);
        crossCheck(r.json["signature"]);
    }

    void localLegacyTransferSignedByCaller()
    {
        solana::Keypair buyer;
        h->airdropNewKey(&buyer, 2000000000);
        const HttpResult r = h->client().post(
            QStringLiteral("/transaction/send"),
            json{{"walletAddress", buyer.address().toStdString()},
                 {"recipientAddress", solana::generateKeypair().address().toStdString()},
                 {"amount", 1}});
        QCOMPARE(r.status, 200);
        const json sent =
            h->signAndBroadcast(QString::fromStdString(r.json["transaction"]), {&buyer});
        QVERIFY2(sent.contains("result"), sent.dump().c_str());
        crossCheck(sent["result"]);
    }

    void versionedAuthorizationCoSignedBySeller()
    {
        const QString seller = h->createWallet(QStringLiteral("1"));
        solana::Keypair buyer;
        h->airdropNewKey(&buyer, 1000000000);
        const QByteArray sellerKey = *base58::decode(seller.toLatin1());
        auto tx = solana::Transaction::fromMessage(solana::compileMessage(
            sellerKey,
            {solana::setComputeUnitLimit(20000), solana::setComputeUnitPrice(1),
             solana::systemTransfer(buyer.publicKey, sellerKey, 300000000)},
            blockhash(), solana::Message::Version::V0));
        tx.sign(buyer);
        const HttpResult r = h->client().post(
            QStringLiteral("/payment/receive"),
            json{{"walletAddress", seller.toStdString()},
                 {"paymentProof",
                  x402::ProofCodec::encodeAuthorization(QStringLiteral("solana-sandbox"),
                                                        QString::fromLatin1(tx.toBase64()))
                      .toStdString()},
                 {"expectedAmount", 0.3}});
        QCOMPARE(r.status, 200);
        crossCheck(r.json["signature"]);
    }

    void serviceOnLitesvmCluster();

    void failedTransferLandedWithoutPreflight()
    {
        solana::Keypair from;
        h->airdropNewKey(&from, 1000000000);
        auto tx = solana::Transaction::fromMessage(solana::compileMessage(
            from.publicKey,
            {solana::systemTransfer(from.publicKey, solana::generateKeypair().publicKey,
                                    5000000000)},
            blockhash()));
        tx.sign(from);
        const json sent =
            h->client().rpc("sendTransaction", {tx.toBase64().toStdString(),
                                                {{"encoding", "base64"}, {"skipPreflight", true}}});
        QVERIFY(sent.contains("result"));
        crossCheck(sent["result"]);
    }
};

// The service in --solana-rpc mode against litesvm's JSON-RPC server: the same service runs on
// a real Solana runtime (blockhashes, broadcasting, balances, statuses from that node).
void TstSandboxLitesvm::serviceOnLitesvmCluster()
{
    QProcess node;
    node.setWorkingDirectory(kPeerDir);
    auto stopNode = qScopeGuard([&node] {
        node.closeWriteChannel(); // --exit-on-stdin-eof
        if (!node.waitForFinished(10000)) {
            node.kill();
            node.waitForFinished(2000);
        }
    });
    node.start(QStringLiteral("node"),
               {QStringLiteral("rpc-server.mjs"), QStringLiteral("--port"), QStringLiteral("0"),
                QStringLiteral("--slot-ms"), QStringLiteral("100"),
                QStringLiteral("--exit-on-stdin-eof")});
    QVERIFY(node.waitForStarted(10000));
    QTRY_VERIFY_WITH_TIMEOUT(node.canReadLine(), 15000);
    const QString line = QString::fromUtf8(node.readLine()).trimmed();
    QVERIFY2(line.startsWith(QStringLiteral("litesvm-rpc listening on ")), qPrintable(line));
    const QUrl cluster(line.section(u' ', -1));

    auto o = SandboxHarness::defaults();
    o.solanaRpc = cluster;
    SandboxHarness service(o);
    QVERIFY2(service.start(), qPrintable(service.error()));
    SandboxClient rpc(cluster);
    rpc.rpcPath = QStringLiteral("/");

    const QString wallet = service.createWallet(QStringLiteral("3"));
    QVERIFY(!wallet.isEmpty());
    JCOMPARE(rpc.rpc("getBalance", {wallet.toStdString()})["result"]["value"], 3000000000);
    const QString to = solana::generateKeypair().address();
    const HttpResult sent = service.client().post(QStringLiteral("/payment/send"),
                                                  json{{"walletAddress", wallet.toStdString()},
                                                       {"recipientAddress", to.toStdString()},
                                                       {"amount", 1}});
    QCOMPARE(sent.status, 200);
    JCOMPARE(rpc.rpc("getBalance", {to.toStdString()})["result"]["value"], 1000000000);
    JCOMPARE(rpc.rpc("getBalance", {wallet.toStdString()})["result"]["value"],
             3000000000 - 1000000000 - 5000);
    QTRY_VERIFY_WITH_TIMEOUT(service.client()
                                     .get(QStringLiteral("/payment/status/") +
                                          QString::fromStdString(sent.json["paymentId"]))
                                     .json["payment"]["status"] == "confirmed",
                             5000);

    solana::Keypair buyer = solana::generateKeypair();
    rpc.rpc("requestAirdrop", {buyer.address().toStdString(), 1000000000});
    const HttpResult built = service.client().post(
        QStringLiteral("/transaction/send"), json{{"walletAddress", buyer.address().toStdString()},
                                                  {"recipientAddress", to.toStdString()},
                                                  {"amount", 0.5}});
    QCOMPARE(built.status, 200);
    const json landed =
        service.signAndBroadcast(QString::fromStdString(built.json["transaction"]), {&buyer});
    QVERIFY2(landed.contains("result"), landed.dump().c_str());
    JCOMPARE(rpc.rpc("getBalance", {buyer.address().toStdString()})["result"]["value"],
             1000000000 - 500000000 - 5000);
    QTRY_VERIFY_WITH_TIMEOUT(service.client()
                                     .get(QStringLiteral("/payment/status/") +
                                          QString::fromStdString(built.json["paymentId"]))
                                     .json["payment"]["status"] == "confirmed",
                             5000);
    service.server().stop();
}

QTEST_GUILESS_MAIN(TstSandboxLitesvm)
#include "tst_sandbox_litesvm.moc"
