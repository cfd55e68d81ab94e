// --solana-rpc mode: a sandbox whose chain is another node reached over JSON-RPC. The node here
// is a second sandbox's /rpc (a real HTTP JSON-RPC peer with Solana's shapes).
#include "core/Base58.h"
#include "kits/SandboxHarness.h"

#include <QTest>

using namespace paydesk;
using json = nlohmann::json;

class TstSandboxRemote : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<SandboxHarness> cluster; // plays the real cluster
    std::unique_ptr<SandboxHarness> service; // the sandbox under test, --solana-rpc cluster/rpc

    json status(SandboxHarness &h, const std::string &id)
    {
        return h.client()
            .get(QStringLiteral("/payment/status/") + QString::fromStdString(id))
            .json["payment"];
    }

private Q_SLOTS:
    void initTestCase()
    {
        auto o = SandboxHarness::defaults();
        o.slotMs = 100;
        cluster = std::make_unique<SandboxHarness>(o);
        QVERIFY2(cluster->start(), qPrintable(cluster->error()));
        auto s = SandboxHarness::defaults();
        QUrl rpc = cluster->client().base();
        rpc.setPath(QStringLiteral("/rpc"));
        s.solanaRpc = rpc;
        service = std::make_unique<SandboxHarness>(s);
        QVERIFY2(service->start(), qPrintable(service->error()));
    }

    void walletsLiveOnTheCluster()
    {
        const QString wallet = service->createWallet(QStringLiteral("4"));
        QVERIFY(!wallet.isEmpty());
        QCOMPARE(cluster->lamports(wallet), quint64(4000000000));
        const HttpResult b = service->client().get(QStringLiteral("/sandbox/balance/") + wallet);
        JCOMPARE(b.json["balance"], "4");
        // Slots belong to the cluster.
        const HttpResult slots =
            service->client().post(QStringLiteral("/sandbox/slots"), json{{"count", 1}});
        QCOMPARE(slots.status, 400);
    }

    void hostedSendLandsOnTheCluster()
    {
        const QString wallet = service->createWallet(QStringLiteral("2"));
        const QString to = solana::generateKeypair().address();
        const HttpResult r = service->client().post(QStringLiteral("/payment/send"),
                                                    json{{"walletAddress", wallet.toStdString()},
                                                         {"recipientAddress", to.toStdString()},
                                                         {"amount", 0.75}});
        QCOMPARE(r.status, 200);
        JCOMPARE(r.json["network"], "solana-custom");
        QCOMPARE(cluster->lamports(to), quint64(750000000));
        const json st = cluster->client().rpc("getSignatureStatuses", {{r.json["signature"]}});
        QVERIFY(st["result"]["value"][0].is_object());
        QTRY_VERIFY_WITH_TIMEOUT(status(*service, r.json["paymentId"])["status"] == "confirmed",
                                 5000);
        // And the proof verifies through the cluster's getTransaction.
        const HttpResult v = service->client().post(QStringLiteral("/payment/receive"),
                                                    json{{"walletAddress", to.toStdString()},
                                                         {"paymentProof", r.json["paymentProof"]},
                                                         {"expectedAmount", 0.75},
                                                         {"timeout", 10}});
        QCOMPARE(v.status, 200);
        JCOMPARE(v.json["payer"], wallet.toStdString());
    }

    void localModeUsesClusterBlockhashAndProxy()
    {
        solana::Keypair buyer;
        cluster->airdropNewKey(&buyer, 1000000000);
        const HttpResult built = service->client().post(
            QStringLiteral("/transaction/send"),
            json{{"walletAddress", buyer.address().toStdString()},
                 {"recipientAddress", solana::generateKeypair().address().toStdString()},
                 {"amount", 0.2}});
        QCOMPARE(built.status, 200);
        const auto tx = solana::Transaction::fromBase64(
            QByteArray::fromStdString(built.json["transaction"]), nullptr);
        QVERIFY(tx);
        const json latest = cluster->client().rpc("getLatestBlockhash");
        const quint64 clusterLastValid = latest["result"]["value"]["lastValidBlockHeight"];
        const quint64 builtLastValid = built.json["lastValidBlockHeight"];
        QVERIFY(builtLastValid <= clusterLastValid && builtLastValid + 20 >= clusterLastValid);
        // Broadcast through the service's /rpc, which forwards to the cluster.
        const json sent =
            service->signAndBroadcast(QString::fromStdString(built.json["transaction"]), {&buyer});
        QVERIFY2(sent.contains("result"), sent.dump().c_str());
        QCOMPARE(cluster->lamports(buyer.address()), quint64(1000000000 - 200000000 - 5000));
        QTRY_VERIFY_WITH_TIMEOUT(status(*service, built.json["paymentId"])["status"] == "confirmed",
                                 5000);
    }
};

QTEST_GUILESS_MAIN(TstSandboxRemote)
#include "tst_sandbox_remote.moc"
