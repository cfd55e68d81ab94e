// The demo seller (x402 v1 body + v2 header, paid with both proof kinds) and fault injection,
// each fault observed by a real HTTP client.
#include "core/Base58.h"
#include "evm/EvmAddress.h"
#include "kits/SandboxHarness.h"
#include "solana/InstructionDecoder.h"

#include <QElapsedTimer>
#include <QTest>

using namespace paydesk;
using json = nlohmann::json;

namespace {
json base64Json(const QByteArray &text)
{
    return json::parse(QByteArray::fromBase64(text).toStdString(), nullptr, false);
}
QByteArray base64(const json &j)
{
    return QByteArray::fromStdString(j.dump()).toBase64();
}
} // namespace

class TstSandboxDemo : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<SandboxHarness> h;
    QString seller;

    HttpResult pay(const QString &name, const QByteArray &header, const QByteArray &value)
    {
        SandboxClient c(h->client().base());
        return c.get(QStringLiteral("/demo/resource/") + name, {{header, value}});
    }
    void setFaults(const json &config)
    {
        QCOMPARE(h->client().post(QStringLiteral("/sandbox/faults"), config).status, 200);
    }

private Q_SLOTS:
    void initTestCase()
    {
        auto o = SandboxHarness::defaults();
        o.slotMs = 100;
        h = std::make_unique<SandboxHarness>(o);
        QVERIFY2(h->start(), qPrintable(h->error()));
        seller = h->server().demoSellerWallet();
        QVERIFY(!seller.isEmpty());
        QCOMPARE(h->lamports(seller), quint64(1000000000));
    }

    void paymentRequiredV1AndV2()
    {
        SandboxClient anonymous(h->client().base()); // no key needed
        const HttpResult r = anonymous.get(QStringLiteral("/demo/resource/report"));
        QCOMPARE(r.status, 402);
        QVERIFY(r.header("Content-Type").startsWith("application/json"));
        JCOMPARE(r.json["x402Version"], 1);
        JCOMPARE(r.json["error"], "X-PAYMENT header is required");
        // 0.001 SOL, 0.005 of the sandbox EVM chain's test USDC (EIP-3009), or 0.004 of the
        // sandbox Solana chain's test USDC (SPL, the seller paying the fee).
        QCOMPARE(r.json["accepts"].size(), size_t(3));
        const json spl = r.json["accepts"][2];
        JCOMPARE(spl["scheme"], "exact");
        JCOMPARE(spl["network"], "solana-sandbox");
        JCOMPARE(spl["maxAmountRequired"], "4000");
        JCOMPARE(spl["asset"], "AFxcH3jwY8KpyXfuC8K5z9v5z9iWGm8gZvpACxNoqs8y");
        JCOMPARE(spl["payTo"], seller.toStdString());
        JCOMPARE(spl["extra"]["feePayer"], seller.toStdString());
        const json a = r.json["accepts"][0];
        const json usdc = r.json["accepts"][1];
        JCOMPARE(usdc["scheme"], "exact");
        JCOMPARE(usdc["network"], "eip155:4020");
        JCOMPARE(usdc["maxAmountRequired"], "5000");
        JCOMPARE(usdc["asset"], "0x7957850B3eFe67C44f8dda73c32b36B9c2099ccf");
        JCOMPARE(usdc["extra"]["name"], "USDC");
        JCOMPARE(usdc["extra"]["version"], "2");
        QVERIFY(evm::EvmAddress::parse(QString::fromStdString(usdc["payTo"].get<std::string>())));
        const std::string url =
            h->client().base().toString().toStdString() + "/demo/resource/report";
        JCOMPARE(a["scheme"], "exact");
        JCOMPARE(a["network"], "solana-sandbox");
        JCOMPARE(a["maxAmountRequired"], "1000000");
        JCOMPARE(a["resource"], url);
        QVERIFY(a["description"].is_string());
        JCOMPARE(a["mimeType"], "application/json");
        JCOMPARE(a["outputSchema"], nullptr);
        JCOMPARE(a["payTo"], seller.toStdString());
        JCOMPARE(a["maxTimeoutSeconds"], 60);
        JCOMPARE(a["asset"], "11111111111111111111111111111111");
        JCOMPARE(a["extra"]["feePayer"], seller.toStdString());
        JCOMPARE(a["extra"]["decimals"], 9);

        const json v2 = base64Json(r.header("PAYMENT-REQUIRED"));
        QVERIFY(v2.is_object());
        JCOMPARE(v2["x402Version"], 2);
        JCOMPARE(v2["error"], "PAYMENT-SIGNATURE header is required");
        JCOMPARE(v2["resource"]["url"], url);
        JCOMPARE(v2["resource"]["mimeType"], "application/json");
        QVERIFY(v2["resource"]["description"].is_string());
        // payment-identifier offered, not required (coinbase/x402 specs/extensions).
        JCOMPARE(v2["extensions"]["payment-identifier"]["info"]["required"], false);
        JCOMPARE(v2["extensions"]["payment-identifier"]["schema"]["properties"]["id"]["minLength"],
                 16);
        const json b = v2["accepts"][0];
        JCOMPARE(b["scheme"], "exact");
        JCOMPARE(b["network"], "solana:sandbox");
        JCOMPARE(b["amount"], "1000000");
        JCOMPARE(b["asset"], "11111111111111111111111111111111");
        JCOMPARE(b["payTo"], seller.toStdString());
        JCOMPARE(b["maxTimeoutSeconds"], 60);
        JCOMPARE(b["extra"]["feePayer"], seller.toStdString());
        QVERIFY(!b.contains("maxAmountRequired"));
        QCOMPARE(v2["accepts"].size(), size_t(3));
        JCOMPARE(v2["accepts"][2]["network"], "solana:sandbox");
        JCOMPARE(v2["accepts"][2]["amount"], "4000");
        JCOMPARE(v2["accepts"][2]["extra"]["feePayer"], seller.toStdString());
        JCOMPARE(v2["accepts"][1]["network"], "eip155:4020");
        JCOMPARE(v2["accepts"][1]["amount"], "5000");
        JCOMPARE(v2["accepts"][1]["payTo"], usdc["payTo"]);
        QCOMPARE(anonymous.get(QStringLiteral("/demo/resource/bad name!")).status, 404);
    }

    void paidWithSettledProof()
    {
        const QString buyer = h->createWallet(QStringLiteral("1"));
        const HttpResult sent = h->client().post(
            QStringLiteral("/payment/send"),
            json{{"walletAddress", buyer.toStdString()},
                 {"recipientAddress", seller.toStdString()},
                 {"amount", 0.001},
                 {"resource", h->client().base().toString().toStdString() + "/demo/resource/a"}});
        QCOMPARE(sent.status, 200);
        const QByteArray proof = QByteArray::fromStdString(sent.json["paymentProof"]);
        HttpResult r = pay(QStringLiteral("a"), "X-PAYMENT", proof);
        QCOMPARE(r.status, 200);
        JCOMPARE(r.json["resource"], "a");
        JCOMPARE(r.json["paidBy"], buyer.toStdString());
        const json settlement = base64Json(r.header("X-PAYMENT-RESPONSE"));
        JCOMPARE(settlement["success"], true);
        JCOMPARE(settlement["transaction"], sent.json["signature"]);
        JCOMPARE(settlement["network"], "solana-sandbox");
        JCOMPARE(settlement["payer"], buyer.toStdString());
        // Replay: 402 again, with the failure in X-PAYMENT-RESPONSE.
        r = pay(QStringLiteral("a"), "X-PAYMENT", proof);
        QCOMPARE(r.status, 402);
        JCOMPARE(base64Json(r.header("X-PAYMENT-RESPONSE"))["errorReason"], "duplicate_settlement");
        JCOMPARE(base64Json(r.header("X-PAYMENT-RESPONSE"))["success"], false);
        QVERIFY(r.json["accepts"].is_array());
    }

    void underpaidProofRefused()
    {
        const QString buyer = h->createWallet(QStringLiteral("1"));
        const QString other = h->createWallet(QStringLiteral("1"));
        // Paid to someone else: not the seller.
        const HttpResult sent = h->client().post(QStringLiteral("/payment/send"),
                                                 json{{"walletAddress", buyer.toStdString()},
                                                      {"recipientAddress", other.toStdString()},
                                                      {"amount", 0.002}});
        const HttpResult r = pay(QStringLiteral("b"), "X-PAYMENT",
                                 QByteArray::fromStdString(sent.json["paymentProof"]));
        QCOMPARE(r.status, 402);
        JCOMPARE(base64Json(r.header("X-PAYMENT-RESPONSE"))["errorReason"], "recipient_mismatch");
    }

    void paidWithAuthorizationFromLocalMode()
    {
        solana::Keypair buyer;
        h->airdropNewKey(&buyer, 100000000);
        const quint64 sellerBefore = h->lamports(seller);
        const std::string resource =
            h->client().base().toString().toStdString() + "/demo/resource/c";
        const HttpResult built =
            h->client().post(QStringLiteral("/transaction/send"),
                             json{{"walletAddress", buyer.address().toStdString()},
                                  {"recipientAddress", seller.toStdString()},
                                  {"amount", 0.001},
                                  {"resource", resource}});
        QCOMPARE(built.status, 200);
        JCOMPARE(built.json["proofKind"], "authorization");
        JCOMPARE(built.json["feePayer"], seller.toStdString());
        auto tx = solana::Transaction::fromBase64(
            QByteArray::fromStdString(built.json["transaction"]), nullptr);
        QVERIFY(tx);
        QVERIFY(tx->message.version == solana::Message::Version::V0);
        QCOMPARE(tx->signatures.size(), 2);
        QVERIFY(tx->sign(buyer));
        QCOMPARE(tx->signatures[0], QByteArray(64, '\0')); // the seller's slot stays empty
        const json payload = {{"x402Version", 1},
                              {"scheme", "exact"},
                              {"network", "solana-sandbox"},
                              {"payload", {{"transaction", tx->toBase64().toStdString()}}}};
        const HttpResult r = pay(QStringLiteral("c"), "X-PAYMENT", base64(payload));
        QCOMPARE(r.status, 200);
        const json settlement = base64Json(r.header("X-PAYMENT-RESPONSE"));
        JCOMPARE(settlement["payer"], buyer.address().toStdString());
        // The buyer paid the price only; the seller paid the fees.
        QCOMPARE(h->lamports(buyer.address()), quint64(100000000 - 1000000));
        const auto decoded = solana::decodeInstructions(tx->message, nullptr);
        const quint64 fee = solana::computeFees(tx->message, *decoded).total();
        QCOMPARE(h->lamports(seller), sellerBefore + 1000000 - fee);
        // The buyer's local payment record follows the landed transaction.
        QTRY_VERIFY_WITH_TIMEOUT(h->client()
                                         .get(QStringLiteral("/payment/status/") +
                                              QString::fromStdString(built.json["paymentId"]))
                                         .json["payment"]["status"] == "confirmed",
                                 3000);
    }

    void v2PaymentSignature()
    {
        const QString buyer = h->createWallet(QStringLiteral("1"));
        const HttpResult sent = h->client().post(QStringLiteral("/payment/send"),
                                                 json{{"walletAddress", buyer.toStdString()},
                                                      {"recipientAddress", seller.toStdString()},
                                                      {"amount", 0.001}});
        const json v1 = base64Json(QByteArray::fromStdString(sent.json["paymentProof"]));
        const json required = base64Json(SandboxClient(h->client().base())
                                             .get(QStringLiteral("/demo/resource/d"))
                                             .header("PAYMENT-REQUIRED"));
        const json v2 = {{"x402Version", 2},
                         {"resource", {{"url", required["resource"]["url"]}}},
                         {"accepted", required["accepts"][0]},
                         {"payload", v1["payload"]},
                         {"extensions", json::object()}};
        const HttpResult r = pay(QStringLiteral("d"), "PAYMENT-SIGNATURE", base64(v2));
        QCOMPARE(r.status, 200);
        QVERIFY(r.header("X-PAYMENT-RESPONSE").isEmpty());
        const json settlement = base64Json(r.header("PAYMENT-RESPONSE"));
        JCOMPARE(settlement["success"], true);
        JCOMPARE(settlement["network"], "solana:sandbox");
        JCOMPARE(settlement["transaction"], sent.json["signature"]);
    }

    // The payment-identifier extension: the same id and payload get the paid answer again (a
    // settled proof is otherwise good for one request), another payload under the id is a 409,
    // a malformed id is no id.
    void v2PaymentIdentifier()
    {
        const QString buyer = h->createWallet(QStringLiteral("1"));
        auto proofOf = [&]() {
            const HttpResult sent = h->client().post(
                QStringLiteral("/payment/send"), json{{"walletAddress", buyer.toStdString()},
                                                      {"recipientAddress", seller.toStdString()},
                                                      {"amount", 0.001}});
            return base64Json(QByteArray::fromStdString(sent.json["paymentProof"]));
        };
        const json required = base64Json(SandboxClient(h->client().base())
                                             .get(QStringLiteral("/demo/resource/idem"))
                                             .header("PAYMENT-REQUIRED"));
        auto v2 = [&](const json &v1, const std::string &id) {
            json ext = required["extensions"];
            ext["payment-identifier"]["info"]["id"] = id;
            return base64(json{{"x402Version", 2},
                               {"resource", {{"url", required["resource"]["url"]}}},
                               {"accepted", required["accepts"][0]},
                               {"payload", v1["payload"]},
                               {"extensions", ext}});
        };
        const json first = proofOf();
        const std::string id = "pay_0123456789abcdef0123456789abcdef";
        const HttpResult paid = pay(QStringLiteral("idem"), "PAYMENT-SIGNATURE", v2(first, id));
        QCOMPARE(paid.status, 200);
        const HttpResult again = pay(QStringLiteral("idem"), "PAYMENT-SIGNATURE", v2(first, id));
        QCOMPARE(again.status, 200);
        QCOMPARE(again.body, paid.body);
        QCOMPARE(again.header("PAYMENT-RESPONSE"), paid.header("PAYMENT-RESPONSE"));
        const HttpResult other =
            pay(QStringLiteral("idem"), "PAYMENT-SIGNATURE", v2(proofOf(), id));
        QCOMPARE(other.status, 409);
        JCOMPARE(other.json["error"]["code"], "PAYMENT_IDENTIFIER_CONFLICT");
        // Without a (valid) id the settled proof is spent: a replay is refused with a 402.
        QCOMPARE(pay(QStringLiteral("idem"), "PAYMENT-SIGNATURE", v2(first, "short")).status, 402);
    }

    void faultLatency()
    {
        setFaults({{"latencyMs", 300}});
        QElapsedTimer t;
        t.start();
        QCOMPARE(h->client().get(QStringLiteral("/payment/status/pay_x")).status, 404);
        QVERIFY(t.elapsed() >= 290);
        t.restart();
        QCOMPARE(h->client().get(QStringLiteral("/sandbox/faults")).status, 200); // never delayed
        QVERIFY(t.elapsed() < 250);
        setFaults(json::object());
    }

    void faultErrorShareIsExact()
    {
        setFaults({{"errorRate", 0.25}, {"pathPrefix", "/payment"}});
        int errors = 0;
        for (int i = 0; i < 8; ++i) {
            const HttpResult r = h->client().get(QStringLiteral("/payment/status/pay_x"));
            if (r.status == 500) {
                ++errors;
                QCOMPARE(r.errorCode(), std::string("INTERNAL_ERROR"));
            } else {
                QCOMPARE(r.status, 404);
            }
        }
        QCOMPARE(errors, 2);
        // Out of scope: unaffected.
        QCOMPARE(SandboxClient(h->client().base()).get(QStringLiteral("/demo/resource/x")).status,
                 402);
        setFaults(json::object());
    }

    void faultDroppedConnection()
    {
        setFaults({{"dropRate", 1}});
        const HttpResult r = h->client().get(QStringLiteral("/payment/status/pay_x"));
        QCOMPARE(r.status, 0);
        QVERIFY(r.error != QNetworkReply::NoError);
        setFaults(json::object());
        QCOMPARE(h->client().get(QStringLiteral("/payment/status/pay_x")).status, 404);
    }

    void faultTruncatedBody()
    {
        setFaults({{"truncateRate", 1}});
        const HttpResult r = h->client().get(QStringLiteral("/payment/status/pay_x"));
        setFaults(json::object());
        QVERIFY(r.error != QNetworkReply::NoError);
        QVERIFY(r.json.is_discarded()); // not a complete JSON document
    }

    void faultRateLimitStorm()
    {
        setFaults({{"rateLimitStorm", 3}});
        for (int i = 0; i < 3; ++i) {
            const HttpResult r = h->client().get(QStringLiteral("/payment/status/pay_x"));
            QCOMPARE(r.status, 429);
            QCOMPARE(r.errorCode(), std::string("RATE_LIMIT"));
            QCOMPARE(r.header("Retry-After"), QByteArray("1"));
            JCOMPARE(r.json["error"]["details"]["retryAfter"], 1);
        }
        QCOMPARE(h->client().get(QStringLiteral("/payment/status/pay_x")).status, 404);
        const HttpResult f = h->client().get(QStringLiteral("/sandbox/faults"));
        JCOMPARE(f.json["faults"]["rateLimitStorm"], 0);
    }
};

QTEST_GUILESS_MAIN(TstSandboxDemo)
#include "tst_sandbox_demo.moc"
