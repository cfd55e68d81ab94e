// Hosted-mode endpoints over real loopback HTTP: custodial send, status through the states,
// history paging, proof verification and replay, EVM hosted mode.
#include "core/Amount.h"
#include "kits/SandboxHarness.h"

#include <QTest>

using namespace paydesk;
using json = nlohmann::json;

namespace {
QString randomSolanaAddress()
{
    return solana::generateKeypair().address();
}

json decodeBase64Json(const std::string &text)
{
    return json::parse(QByteArray::fromBase64(QByteArray::fromStdString(text)).toStdString(),
                       nullptr, false);
}
} // namespace

class TstSandboxApi : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<SandboxHarness> h;
    QString wallet; // custodial, funded with 10 SOL

private Q_SLOTS:
    void initTestCase()
    {
        h = std::make_unique<SandboxHarness>(SandboxHarness::withGroupKeys());
        QVERIFY2(h->start(), qPrintable(h->error()));
        wallet = h->createWallet(QStringLiteral("10"));
        QVERIFY(!wallet.isEmpty());
        QCOMPARE(h->lamports(wallet), quint64(10000000000));
    }

    void hostedSendLifecycle()
    {
        const QString to = randomSolanaAddress();
        const HttpResult r = h->client().post(
            QStringLiteral("/payment/send"),
            QByteArray("{\"walletAddress\":\"" + wallet.toLatin1() + "\",\"recipientAddress\":\"" +
                       to.toLatin1() +
                       "\",\"amount\":0.25,\"priorityFee\":0.00001,\"metadata\":{\"order\":42},"
                       "\"resource\":\"https://example.com/report\"}"));
        QCOMPARE(r.status, 200);
        const json &b = r.json;
        JCOMPARE(b["success"], true);
        QVERIFY(b["paymentId"].get<std::string>().rfind("pay_", 0) == 0);
        JCOMPARE(b["amount"], "0.25");
        JCOMPARE(b["recipient"], to.toStdString());
        JCOMPARE(b["status"], "submitted");
        JCOMPARE(b["fee"], "0.000015");
        QVERIFY(b["blockHeight"].is_number_unsigned());
        QVERIFY(b["timestamp"].get<qint64>() > 1600000000000LL);
        QVERIFY(b["signature"].get<std::string>().size() >= 86);
        const json proof = decodeBase64Json(b["paymentProof"]);
        JCOMPARE(proof["x402Version"], 1);
        JCOMPARE(proof["scheme"], "exact");
        JCOMPARE(proof["network"], "solana-sandbox");
        JCOMPARE(proof["payload"]["signature"], b["signature"]);
        JCOMPARE(proof["payload"]["paymentId"], b["paymentId"]);
        JCOMPARE(proof["payload"]["to"], to.toStdString());
        // Exact balances: 10 - 0.25 - 5000 lamports - 10000 lamports priority fee.
        QCOMPARE(h->lamports(wallet), quint64(10000000000 - 250000000 - 5000 - 10000));
        QCOMPARE(h->lamports(to), quint64(250000000));

        const QString id = QString::fromStdString(b["paymentId"]);
        HttpResult s = h->client().get(QStringLiteral("/payment/status/") + id);
        QCOMPARE(s.status, 200);
        const json p = s.json["payment"];
        for (const char *key : {"paymentId", "status", "direction", "network", "from", "to",
                                "amount", "fee", "priorityFee", "signature", "blockHeight",
                                "resource", "metadata", "createdAt", "updatedAt", "error"})
            QVERIFY2(p.contains(key), key);
        JCOMPARE(p["direction"], "sent");
        JCOMPARE(p["priorityFee"], "0.00001");
        JCOMPARE(p["metadata"]["order"], 42);
        JCOMPARE(p["resource"], "https://example.com/report");
        QVERIFY(p["error"].is_null());
        QTRY_VERIFY_WITH_TIMEOUT(
            h->client().get(QStringLiteral("/payment/status/") + id).json["payment"]["status"] ==
                "confirmed",
            5000);
        h->advance(32);
        s = h->client().get(QStringLiteral("/payment/status/") + id);
        JCOMPARE(s.json["payment"]["status"], "finalized");
        QVERIFY(s.json["payment"]["updatedAt"].get<qint64>() >= p["createdAt"].get<qint64>());
    }

    void hostedSendNeedsCustodialWallet()
    {
        const HttpResult r =
            h->client().post(QStringLiteral("/payment/send"),
                             json{{"walletAddress", randomSolanaAddress().toStdString()},
                                  {"recipientAddress", randomSolanaAddress().toStdString()},
                                  {"amount", 1}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.errorCode(), std::string("INVALID_PARAMETERS"));
        QCOMPARE(r.errorField(), std::string("walletAddress"));
        QVERIFY(r.json["error"]["message"].get<std::string>().find("POST /sandbox/wallets") !=
                std::string::npos);
    }

    void insufficientBalance()
    {
        const QString poor = h->createWallet(QStringLiteral("1"));
        const HttpResult r = h->client().post(
            QStringLiteral("/payment/send"),
            QByteArray("{\"walletAddress\":\"" + poor.toLatin1() + "\",\"recipientAddress\":\"" +
                       randomSolanaAddress().toLatin1() + "\",\"amount\":2}"));
        QCOMPARE(r.status, 400);
        QCOMPARE(r.errorCode(), std::string("INSUFFICIENT_BALANCE"));
        JCOMPARE(r.json["error"]["details"]["required"], "2.000005");
        JCOMPARE(r.json["error"]["details"]["available"], "1");
        QCOMPARE(h->lamports(poor), quint64(1000000000)); // nothing charged
    }

    void unknownPayment()
    {
        const HttpResult r = h->client().get(QStringLiteral("/payment/status/pay_doesnotexist"));
        QCOMPARE(r.status, 404);
        QCOMPARE(r.errorCode(), std::string("NOT_FOUND"));
        SandboxHarness::checkErrorEnvelope(r);
        QCOMPARE(h->client().get(QStringLiteral("/no/such/endpoint")).status, 404);
    }

    void historyPaging()
    {
        const QString a = h->createWallet(QStringLiteral("5"));
        const QString b = h->createWallet(QStringLiteral("5"));
        QStringList ids;
        for (int i = 0; i < 3; ++i) {
            const HttpResult r = h->client().post(
                QStringLiteral("/payment/send"),
                QByteArray("{\"walletAddress\":\"" + a.toLatin1() + "\",\"recipientAddress\":\"" +
                           b.toLatin1() + "\",\"amount\":0.01}"));
            QCOMPARE(r.status, 200);
            ids.prepend(QString::fromStdString(r.json["paymentId"]));
        }
        const HttpResult back = h->client().post(QStringLiteral("/payment/send"),
                                                 QByteArray("{\"walletAddress\":\"" + b.toLatin1() +
                                                            "\",\"recipientAddress\":\"" +
                                                            a.toLatin1() + "\",\"amount\":0.02}"));
        QCOMPARE(back.status, 200);
        ids.prepend(QString::fromStdString(back.json["paymentId"]));

        HttpResult r = h->client().get(QStringLiteral("/payment/history/") + a);
        QCOMPARE(r.status, 200);
        JCOMPARE(r.json["total"], 4);
        JCOMPARE(r.json["limit"], 50);
        JCOMPARE(r.json["offset"], 0);
        JCOMPARE(r.json["hasMore"], false);
        JCOMPARE(r.json["payments"].size(), size_t(4));
        for (int i = 0; i < 4; ++i)
            QCOMPARE(QString::fromStdString(r.json["payments"][i]["paymentId"]), ids.at(i));
        JCOMPARE(r.json["payments"][0]["direction"], "received");
        JCOMPARE(r.json["payments"][1]["direction"], "sent");

        r = h->client().get(QStringLiteral("/payment/history/") + a +
                            "?type=sent&limit=2&offset=1");
        JCOMPARE(r.json["total"], 3);
        JCOMPARE(r.json["payments"].size(), size_t(2));
        QCOMPARE(QString::fromStdString(r.json["payments"][0]["paymentId"]), ids.at(2));
        JCOMPARE(r.json["hasMore"], false);
        r = h->client().get(QStringLiteral("/payment/history/") + a + "?type=sent&limit=1");
        JCOMPARE(r.json["hasMore"], true);
        r = h->client().get(QStringLiteral("/payment/history/") + a + "?type=received");
        JCOMPARE(r.json["total"], 1);
        JCOMPARE(r.json["payments"][0]["amount"], "0.02");
        r = h->client().get(QStringLiteral("/payment/history/") + randomSolanaAddress());
        JCOMPARE(r.json["total"], 0);
        JCOMPARE(r.json["payments"].size(), size_t(0));
    }

    void hostedReceiveSettledProofOnce()
    {
        const QString seller = randomSolanaAddress();
        const HttpResult sent = h->client().post(
            QStringLiteral("/payment/send"),
            QByteArray("{\"walletAddress\":\"" + wallet.toLatin1() + "\",\"recipientAddress\":\"" +
                       seller.toLatin1() + "\",\"amount\":0.5}"));
        QCOMPARE(sent.status, 200);
        const std::string proof = sent.json["paymentProof"];
        auto receive = [&](const QString &to, const char *expected) {
            return h->client().post(
                QStringLiteral("/payment/receive"),
                QByteArray("{\"walletAddress\":\"" + to.toLatin1() + "\",\"paymentProof\":\"" +
                           QByteArray::fromStdString(proof) + "\",\"expectedAmount\":" + expected +
                           ",\"timeout\":5}"));
        };
        HttpResult r = receive(seller, "0.6");
        QCOMPARE(r.status, 400);
        QCOMPARE(r.errorCode(), std::string("INVALID_PAYMENT_PROOF"));
        JCOMPARE(r.json["error"]["details"]["reason"], "amount_mismatch");
        r = receive(randomSolanaAddress(), "0.5");
        QCOMPARE(r.errorCode(), std::string("INVALID_PAYMENT_PROOF"));
        JCOMPARE(r.json["error"]["details"]["reason"], "recipient_mismatch");
        r = receive(seller, "0.5");
        QCOMPARE(r.status, 200);
        JCOMPARE(r.json["verified"], true);
        JCOMPARE(r.json["paymentId"], sent.json["paymentId"]);
        JCOMPARE(r.json["payer"], wallet.toStdString());
        JCOMPARE(r.json["amount"], "0.5");
        JCOMPARE(r.json["signature"], sent.json["signature"]);
        QVERIFY(r.json["status"] == "confirmed" || r.json["status"] == "finalized");
        QVERIFY(r.json["timestamp"].is_number_integer());
        // Replay: refused.
        r = receive(seller, "0.5");
        QCOMPARE(r.status, 400);
        QCOMPARE(r.errorCode(), std::string("INVALID_PAYMENT_PROOF"));
        JCOMPARE(r.json["error"]["details"]["reason"], "duplicate_settlement");
    }

    void hostedReceiveBadProofs_data()
    {
        QTest::addColumn<QByteArray>("proof");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("reason");
        QTest::newRow("not base64") << QByteArray("%%%") << QStringLiteral("INVALID_PAYMENT_PROOF")
                                    << QStringLiteral("invalid_payload");
        QTest::newRow("not JSON") << QByteArray("aGVsbG8=")
                                  << QStringLiteral("INVALID_PAYMENT_PROOF")
                                  << QStringLiteral("invalid_payload");
        const auto enc = [](const json &j) {
            return QByteArray::fromStdString(j.dump()).toBase64();
        };
        // 18 bytes of JSON are 24 base64 characters; one more is a stray that carries no byte
        // (found by fuzz_payment_proof: Qt drops it, the verification desk did not).
        QTest::newRow("stray base64 character")
            << enc({{"x402Version", 30}}) + "A" << QStringLiteral("INVALID_PAYMENT_PROOF")
            << QStringLiteral("invalid_payload");
        QTest::newRow("wrong version")
            << enc({{"x402Version", 3}, {"scheme", "exact"}, {"network", "solana-sandbox"}})
            << QStringLiteral("INVALID_PAYMENT_PROOF") << QStringLiteral("invalid_x402_version");
        QTest::newRow("wrong network")
            << enc({{"x402Version", 1},
                    {"scheme", "exact"},
                    {"network", "base"},
                    {"payload", {{"signature", "x"}}}})
            << QStringLiteral("INVALID_PAYMENT_PROOF") << QStringLiteral("invalid_network");
        QTest::newRow("unknown signature")
            << enc({{"x402Version", 1},
                    {"scheme", "exact"},
                    {"network", "solana-sandbox"},
                    {"payload", {{"signature", std::string(88, '2')}}}})
            << QStringLiteral("PAYMENT_VERIFICATION_FAILED")
            << QStringLiteral("transaction_confirmation_timed_out");
    }
    void hostedReceiveBadProofs()
    {
        QFETCH(QByteArray, proof);
        QFETCH(QString, code);
        QFETCH(QString, reason);
        const HttpResult r = h->client().post(
            QStringLiteral("/payment/receive"),
            QByteArray("{\"walletAddress\":\"" + wallet.toLatin1() + "\",\"paymentProof\":\"" +
                       proof + "\",\"expectedAmount\":0.1,\"timeout\":1}"));
        QCOMPARE(r.status, 400);
        QCOMPARE(QString::fromStdString(r.errorCode()), code);
        QCOMPARE(QString::fromStdString(r.json["error"]["details"].value("reason", "")), reason);
    }

    void evmHostedMode()
    {
        HttpResult w = h->client().post(QStringLiteral("/sandbox/wallets"),
                                        json{{"chain", "evm"}, {"amount", 2}});
        QCOMPARE(w.status, 200);
        const std::string from = w.json["address"];
        JCOMPARE(w.json["balance"], "2");
        JCOMPARE(w.json["decimals"], 18);
        const std::string to = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
        HttpResult r = h->client().post(
            QStringLiteral("/payment/send"),
            json{{"walletAddress", from}, {"recipientAddress", to}, {"amount", 1}});
        QCOMPARE(r.status, 200);
        const std::string hash = r.json["signature"];
        QVERIFY(hash.size() == 66 && hash.rfind("0x", 0) == 0);
        JCOMPARE(r.json["network"], "evm-sandbox");
        JCOMPARE(r.json["fee"], "0.000021");
        HttpResult bal =
            h->client().get(QStringLiteral("/sandbox/balance/") + QString::fromStdString(from));
        JCOMPARE(bal.json["balance"], "0.999979");
        bal = h->client().get(QStringLiteral("/sandbox/balance/") + QString::fromStdString(to));
        JCOMPARE(bal.json["balance"], "1");
        r = h->client().post(
            QStringLiteral("/payment/send"),
            json{{"walletAddress", from}, {"recipientAddress", to}, {"amount", 1}});
        QCOMPARE(r.errorCode(), std::string("INSUFFICIENT_BALANCE"));
        JCOMPARE(r.json["error"]["details"]["required"], "1.000021");
        // The proof verifies for the recipient.
        const std::string proof =
            h->client()
                .post(QStringLiteral("/payment/send"),
                      json{{"walletAddress", from}, {"recipientAddress", to}, {"amount", 0.5}})
                .json["paymentProof"];
        r = h->client().post(
            QStringLiteral("/payment/receive"),
            json{{"walletAddress", to}, {"paymentProof", proof}, {"expectedAmount", 0.5}});
        QCOMPARE(r.status, 200);
        JCOMPARE(r.json["payer"], from);
        // Local mode builds the EVM transaction on the sandbox's own chain: the same
        // wallet's hosted balance is the chain's balance (tst_sandbox_evm_local has the rest).
        r = h->client().post(
            QStringLiteral("/transaction/send"),
            json{{"walletAddress", from}, {"recipientAddress", to}, {"amount", 0.1}});
        QCOMPARE(r.status, 200);
        JCOMPARE(r.json["network"], std::string("eip155:4020"));
        JCOMPARE(r.json["encoding"], std::string("base64"));
    }
};

QTEST_GUILESS_MAIN(TstSandboxApi)
#include "tst_sandbox_api.moc"
