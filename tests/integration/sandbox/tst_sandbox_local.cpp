// Local mode: unsigned wire transactions the caller signs and broadcasts itself, tracked through
// the payment states; both proof kinds on /transaction/receive and /payment/receive.
#include "core/Base58.h"
#include "kits/SandboxHarness.h"
#include "solana/InstructionDecoder.h"
#include "solana/Programs.h"
#include "x402/ProofCodec.h"

#include <QDateTime>
#include <QTest>

using namespace paydesk;
using json = nlohmann::json;
using Kind = solana::DecodedInstruction::Kind;

class TstSandboxLocal : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<SandboxHarness> h;

    json paymentStatus(const std::string &id)
    {
        return h->client()
            .get(QStringLiteral("/payment/status/") + QString::fromStdString(id))
            .json["payment"];
    }
    QByteArray blockhash()
    {
        const json r = h->client().rpc("getLatestBlockhash");
        return *base58::decode(QByteArray::fromStdString(r["result"]["value"]["blockhash"]));
    }
    // A buyer-signed x402 authorization: v0, fee payer = seller (slot left empty).
    solana::Transaction authorization(const solana::Keypair &buyer, const QByteArray &seller,
                                      quint64 lamports)
    {
        auto tx = solana::Transaction::fromMessage(solana::compileMessage(
            seller,
            {solana::setComputeUnitLimit(20000), solana::setComputeUnitPrice(1),
             solana::systemTransfer(buyer.publicKey, seller, lamports)},
            blockhash(), solana::Message::Version::V0));
        tx.sign(buyer);
        return tx;
    }

private Q_SLOTS:
    void initTestCase()
    {
        auto o = SandboxHarness::defaults();
        o.slotMs = 200;
        h = std::make_unique<SandboxHarness>(o);
        QVERIFY2(h->start(), qPrintable(h->error()));
    }

    void sendBuildsSignsAndTracks()
    {
        solana::Keypair buyer;
        h->airdropNewKey(&buyer, 3000000000);
        const QString to = solana::generateKeypair().address();
        const qint64 before = QDateTime::currentMSecsSinceEpoch();
        const HttpResult r = h->client().post(
            QStringLiteral("/transaction/send"),
            QByteArray("{\"walletAddress\":\"" + buyer.address().toLatin1() +
                       "\",\"recipientAddress\":\"" + to.toLatin1() +
                       "\",\"amount\":1.5,\"priorityFee\":0.0001,\"metadata\":{\"ref\":\"r1\"}}"));
        QCOMPARE(r.status, 200);
        JCOMPARE(r.json["encoding"], "base64");
        JCOMPARE(r.json["network"], "solana-sandbox");
        JCOMPARE(r.json["proofKind"], "settled");
        const std::string id = r.json["paymentId"];
        const qint64 expiresAt = r.json["expiresAt"];
        QVERIFY(expiresAt >= before + 25000 && expiresAt <= before + 35000); // 150 x 200 ms
        const quint64 lastValid = r.json["lastValidBlockHeight"];
        const quint64 height = h->client().rpc("getBlockHeight")["result"];
        QVERIFY(lastValid >= height + 149 && lastValid <= height + 150);

        QString why;
        const auto tx =
            solana::Transaction::fromBase64(QByteArray::fromStdString(r.json["transaction"]), &why);
        QVERIFY2(tx, qPrintable(why));
        QVERIFY(tx->message.version == solana::Message::Version::Legacy);
        QCOMPARE(tx->message.feePayer(), buyer.publicKey);
        QCOMPARE(tx->signatures.size(), 1);
        QCOMPARE(tx->signatures[0], QByteArray(64, '\0'));
        const auto decoded = solana::decodeInstructions(tx->message, &why);
        QVERIFY(decoded);
        QCOMPARE(decoded->size(), 4);
        QCOMPARE(decoded->at(0).kind, Kind::ComputeUnitLimit);
        QCOMPARE(decoded->at(0).computeUnitLimit, quint32(200000));
        QCOMPARE(decoded->at(1).kind, Kind::ComputeUnitPrice);
        QCOMPARE(decoded->at(1).microLamportsPerCu, quint64(500000)); // 100000 lamports exactly
        QCOMPARE(decoded->at(2).kind, Kind::SystemTransfer);
        QCOMPARE(decoded->at(2).lamports, quint64(1500000000));
        QCOMPARE(decoded->at(2).accounts.at(1), base58::decode(to.toLatin1()).value());
        QCOMPARE(decoded->at(3).kind, Kind::Memo);
        QCOMPARE(decoded->at(3).memo, QByteArray::fromStdString(id));
        JCOMPARE(r.json["fee"], "0.000105");

        json p = paymentStatus(id);
        JCOMPARE(p["status"], "pending");
        JCOMPARE(p["signature"], nullptr);
        const json sent =
            h->signAndBroadcast(QString::fromStdString(r.json["transaction"]), {&buyer});
        QVERIFY2(sent.contains("result"), sent.dump().c_str());
        QTRY_VERIFY_WITH_TIMEOUT(paymentStatus(id)["status"] == "confirmed", 3000);
        p = paymentStatus(id);
        JCOMPARE(p["signature"], sent["result"]);
        QVERIFY(p["blockHeight"].is_number_unsigned());
        h->advance(32);
        QTRY_VERIFY_WITH_TIMEOUT(paymentStatus(id)["status"] == "finalized", 3000);
        QCOMPARE(h->lamports(buyer.address()), quint64(3000000000 - 1500000000 - 5000 - 100000));
        QCOMPARE(h->lamports(to), quint64(1500000000));
    }

    void unsignedTransactionExpires()
    {
        solana::Keypair buyer;
        h->airdropNewKey(&buyer, 1000000000);
        const HttpResult r = h->client().post(
            QStringLiteral("/transaction/send"),
            json{{"walletAddress", buyer.address().toStdString()},
                 {"recipientAddress", solana::generateKeypair().address().toStdString()},
                 {"amount", 0.1}});
        QCOMPARE(r.status, 200);
        const std::string id = r.json["paymentId"];
        QVERIFY(paymentStatus(id)["fee"] != "0"); // quoted while it could still be signed
        h->advance(151);
        QTRY_VERIFY_WITH_TIMEOUT(paymentStatus(id)["status"] == "expired", 3000);
        // Never signed: nothing was charged, and the record says so.
        JCOMPARE(paymentStatus(id)["fee"], "0");
        QVERIFY(paymentStatus(id)["signature"].is_null());
        QVERIFY(QString::fromStdString(paymentStatus(id)["error"].get<std::string>())
                    .startsWith(QStringLiteral("Not signed")));
        const json late =
            h->signAndBroadcast(QString::fromStdString(r.json["transaction"]), {&buyer});
        JCOMPARE(late["error"]["data"]["err"], "BlockhashNotFound");
        QCOMPARE(h->lamports(buyer.address()), quint64(1000000000)); // nothing charged
    }

    void sendChecksBalance()
    {
        solana::Keypair buyer;
        h->airdropNewKey(&buyer, 100000000);
        const HttpResult r = h->client().post(
            QStringLiteral("/transaction/send"),
            json{{"walletAddress", buyer.address().toStdString()},
                 {"recipientAddress", solana::generateKeypair().address().toStdString()},
                 {"amount", 1}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.errorCode(), std::string("INSUFFICIENT_BALANCE"));
        JCOMPARE(r.json["error"]["details"]["required"], "1.000005");
        JCOMPARE(r.json["error"]["details"]["available"], "0.1");
    }

    void receiveAuthorizationLocally()
    {
        solana::Keypair buyer, seller;
        h->airdropNewKey(&buyer, 1000000000);
        h->airdropNewKey(&seller, 100000000); // the seller pays the fee
        const auto tx = authorization(buyer, seller.publicKey, 250000000);
        const QString proof = x402::ProofCodec::encodeAuthorization(
            QStringLiteral("solana-sandbox"), QString::fromLatin1(tx.toBase64()));
        auto receive = [&](const QString &p, const char *expected) {
            return h->client().post(QStringLiteral("/transaction/receive"),
                                    QByteArray("{\"walletAddress\":\"" +
                                               seller.address().toLatin1() +
                                               "\",\"paymentProof\":\"" + p.toLatin1() +
                                               "\",\"expectedAmount\":" + expected + "}"));
        };
        HttpResult r = receive(proof, "0.3");
        QCOMPARE(r.errorCode(), std::string("INVALID_PAYMENT_PROOF"));
        JCOMPARE(r.json["error"]["details"]["reason"], "invalid_exact_svm_payload_amount_mismatch");
        r = receive(proof, "0.25");
        QCOMPARE(r.status, 200);
        JCOMPARE(r.json["proofKind"], "authorization");
        JCOMPARE(r.json["verified"], true);
        JCOMPARE(r.json["payer"], buyer.address().toStdString());
        JCOMPARE(r.json["amount"], "0.25");
        JCOMPARE(r.json["feePayer"], seller.address().toStdString());
        const std::string id = r.json["paymentId"];
        const auto back = solana::Transaction::fromBase64(
            QByteArray::fromStdString(r.json["transaction"]), nullptr);
        QVERIFY(back);
        QCOMPARE(back->messageBytes, tx.messageBytes);
        // Replay refused.
        r = receive(proof, "0.25");
        JCOMPARE(r.json["error"]["details"]["reason"], "duplicate_settlement");
        // The seller co-signs and broadcasts; the received payment is tracked.
        const json sent = h->signAndBroadcast(QString::fromLatin1(back->toBase64()), {&seller});
        QVERIFY2(sent.contains("result"), sent.dump().c_str());
        QTRY_VERIFY_WITH_TIMEOUT(paymentStatus(id)["status"] == "confirmed", 3000);
        JCOMPARE(paymentStatus(id)["direction"], "received");
        QCOMPARE(h->lamports(buyer.address()), quint64(1000000000 - 250000000));
        QCOMPARE(h->lamports(seller.address()), quint64(100000000 + 250000000 - 10000 - 1));
    }

    void authorizationChecks_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("reason");
        QTest::newRow("fee payer is not the seller")
            << 0 << QStringLiteral("invalid_exact_svm_payload_missing_fee_payer");
        QTest::newRow("buyer did not sign")
            << 1 << QStringLiteral("invalid_exact_svm_payload_transaction_signature");
        QTest::newRow("pays someone else")
            << 2 << QStringLiteral("invalid_exact_svm_payload_recipient_mismatch");
        QTest::newRow("price per unit too high")
            << 3
            << QStringLiteral("invalid_exact_svm_payload_transaction_instructions_compute_price_"
                              "instruction_too_high");
        QTest::newRow("expired") << 4 << QStringLiteral("payment_expired");
    }
    void authorizationChecks()
    {
        QFETCH(int, variant);
        QFETCH(QString, reason);
        solana::Keypair buyer, seller;
        h->airdropNewKey(&buyer, 1000000000);
        h->airdropNewKey(&seller, 100000000);
        const QByteArray other = solana::generateKeypair().publicKey;
        QList<solana::Instruction> ix = {
            solana::setComputeUnitLimit(20000),
            solana::setComputeUnitPrice(variant == 3 ? 6000000 : 1),
            solana::systemTransfer(buyer.publicKey, variant == 2 ? other : seller.publicKey,
                                   100000000)};
        const QByteArray feePayer = variant == 0 ? buyer.publicKey : seller.publicKey;
        const QByteArray hash = blockhash();
        if (variant == 4)
            h->advance(151);
        auto tx = solana::Transaction::fromMessage(
            solana::compileMessage(feePayer, ix, hash, solana::Message::Version::V0));
        if (variant != 1)
            tx.sign(buyer);
        const QString proof = x402::ProofCodec::encodeAuthorization(
            QStringLiteral("solana-sandbox"), QString::fromLatin1(tx.toBase64()));
        const HttpResult r =
            h->client().post(QStringLiteral("/transaction/receive"),
                             json{{"walletAddress", seller.address().toStdString()},
                                  {"paymentProof", proof.toStdString()},
                                  {"expectedAmount", 0.1}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.errorCode(), std::string("INVALID_PAYMENT_PROOF"));
        QCOMPARE(QString::fromStdString(r.json["error"]["details"]["reason"]), reason);
    }

    void receiveSettledLocallyGivesReceipt()
    {
        const QString wallet = h->createWallet(QStringLiteral("2"));
        solana::Keypair seller;
        h->airdropNewKey(&seller, 100000000);
        const HttpResult sent =
            h->client().post(QStringLiteral("/payment/send"),
                             json{{"walletAddress", wallet.toStdString()},
                                  {"recipientAddress", seller.address().toStdString()},
                                  {"amount", 0.5}});
        QCOMPARE(sent.status, 200);
        const HttpResult r =
            h->client().post(QStringLiteral("/transaction/receive"),
                             json{{"walletAddress", seller.address().toStdString()},
                                  {"paymentProof", sent.json["paymentProof"]},
                                  {"expectedAmount", 0.5}});
        QCOMPARE(r.status, 200);
        JCOMPARE(r.json["proofKind"], "settled");
        JCOMPARE(r.json["paymentId"], sent.json["paymentId"]);
        JCOMPARE(r.json["signature"], sent.json["signature"]);
        const auto receipt = solana::Transaction::fromBase64(
            QByteArray::fromStdString(r.json["transaction"]), nullptr);
        QVERIFY(receipt);
        QCOMPARE(receipt->message.feePayer(), seller.publicKey);
        const auto decoded = solana::decodeInstructions(receipt->message, nullptr);
        QCOMPARE(decoded->size(), 1);
        QCOMPARE(decoded->at(0).kind, Kind::Memo);
        QCOMPARE(decoded->at(0).memo,
                 "x402 receipt " + QByteArray::fromStdString(sent.json["signature"]));
        const json landed =
            h->signAndBroadcast(QString::fromStdString(r.json["transaction"]), {&seller});
        QVERIFY2(landed.contains("result"), landed.dump().c_str());
        // The same proof does not verify again, on any endpoint.
        const HttpResult again =
            h->client().post(QStringLiteral("/payment/receive"),
                             json{{"walletAddress", seller.address().toStdString()},
                                  {"paymentProof", sent.json["paymentProof"]},
                                  {"expectedAmount", 0.5}});
        JCOMPARE(again.json["error"]["details"]["reason"], "duplicate_settlement");
    }

    void hostedReceiveCoSignsAuthorization()
    {
        const QString seller = h->createWallet(QStringLiteral("1"));
        solana::Keypair buyer;
        h->airdropNewKey(&buyer, 1000000000);
        const auto tx = authorization(buyer, *base58::decode(seller.toLatin1()), 300000000);
        const QString proof = x402::ProofCodec::encodeAuthorization(
            QStringLiteral("solana-sandbox"), QString::fromLatin1(tx.toBase64()));
        const HttpResult r = h->client().post(QStringLiteral("/payment/receive"),
                                              json{{"walletAddress", seller.toStdString()},
                                                   {"paymentProof", proof.toStdString()},
                                                   {"expectedAmount", 0.3},
                                                   {"timeout", 10}});
        QCOMPARE(r.status, 200);
        JCOMPARE(r.json["verified"], true);
        JCOMPARE(r.json["payer"], buyer.address().toStdString());
        JCOMPARE(r.json["amount"], "0.3");
        QCOMPARE(h->lamports(seller), quint64(1000000000 + 300000000 - 10000 - 1));
        QCOMPARE(h->lamports(buyer.address()), quint64(1000000000 - 300000000));
        const json p = paymentStatus(r.json["paymentId"]);
        JCOMPARE(p["direction"], "received");
        JCOMPARE(p["signature"], r.json["signature"]);
        // A non-custodial seller cannot co-sign in hosted mode.
        solana::Keypair outsider;
        h->airdropNewKey(&outsider, 100000000);
        const auto tx2 = authorization(buyer, outsider.publicKey, 100000000);
        const HttpResult r2 = h->client().post(
            QStringLiteral("/payment/receive"),
            json{{"walletAddress", outsider.address().toStdString()},
                 {"paymentProof",
                  x402::ProofCodec::encodeAuthorization(QStringLiteral("solana-sandbox"),
                                                        QString::fromLatin1(tx2.toBase64()))
                      .toStdString()},
                 {"expectedAmount", 0.1}});
        QCOMPARE(r2.errorField(), std::string("walletAddress"));
    }
};

QTEST_GUILESS_MAIN(TstSandboxLocal)
#include "tst_sandbox_local.moc"
