// The built-in Solana-compatible ledger through its JSON-RPC subset at /rpc: shapes, signature
// verification, fees, duplicates, blockhash expiry, statuses and finality.
#include "core/Base58.h"
#include "kits/SandboxHarness.h"
#include "sandbox/TransferBuilder.h"
#include "solana/InstructionDecoder.h"
#include "solana/Programs.h"

#include <QTest>

using namespace paydesk;
using json = nlohmann::json;

class TstSandboxLedger : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<SandboxHarness> h;

    QByteArray latestBlockhash(quint64 *lastValid = nullptr)
    {
        const json r = h->client().rpc("getLatestBlockhash", {{{"commitment", "confirmed"}}});
        if (lastValid)
            *lastValid = r["result"]["value"]["lastValidBlockHeight"];
        return *base58::decode(QByteArray::fromStdString(r["result"]["value"]["blockhash"]));
    }
    quint64 slot() { return h->client().rpc("getSlot")["result"]; }
    solana::Transaction transfer(const solana::Keypair &from, const QByteArray &to,
                                 quint64 lamports, const QByteArray &blockhash,
                                 solana::Message::Version v = solana::Message::Version::Legacy,
                                 QList<solana::Instruction> extra = {})
    {
        extra.append(solana::systemTransfer(from.publicKey, to, lamports));
        auto tx = solana::Transaction::fromMessage(
            solana::compileMessage(from.publicKey, extra, blockhash, v));
        tx.sign(from);
        return tx;
    }
    json send(const solana::Transaction &tx, bool skipPreflight = false)
    {
        return h->client().rpc("sendTransaction",
                               {tx.toBase64().toStdString(),
                                {{"encoding", "base64"}, {"skipPreflight", skipPreflight}}});
    }
    json status(const QString &sig)
    {
        return h->client().rpc("getSignatureStatuses",
                               {{sig.toStdString()}, {{"searchTransactionHistory", true}}});
    }

private Q_SLOTS:
    void initTestCase()
    {
        auto o = SandboxHarness::defaults();
        // The clock stays still (one slot a minute): every test moves it with advance(), so a
        // busy machine cannot slip a slot in between two reads (seen under ASan in CI).
        o.slotMs = 60000;
        h = std::make_unique<SandboxHarness>(o);
        QVERIFY2(h->start(), qPrintable(h->error()));
    }

    void rpcShapes()
    {
        quint64 lastValid = 0;
        json r = h->client().rpc("getLatestBlockhash", {{{"commitment", "confirmed"}}});
        JCOMPARE(r["jsonrpc"], "2.0");
        JCOMPARE(r["id"], 1);
        const quint64 s = r["result"]["context"]["slot"];
        QCOMPARE(
            base58::decode(QByteArray::fromStdString(r["result"]["value"]["blockhash"]))->size(),
            32);
        lastValid = r["result"]["value"]["lastValidBlockHeight"];
        QCOMPARE(lastValid, s + 150);
        r = h->client().rpc("getBlockHeight", {{{"commitment", "confirmed"}}});
        QVERIFY(r["result"].is_number_unsigned());
        const QString fresh = solana::generateKeypair().address();
        r = h->client().rpc("getBalance", {fresh.toStdString(), {{"commitment", "confirmed"}}});
        JCOMPARE(r["result"]["value"], 0);
        QVERIFY(r["result"]["context"]["slot"].is_number_unsigned());
        r = h->client().rpc("requestAirdrop", {fresh.toStdString(), 1500000000});
        const std::string airdropSig = r["result"];
        QCOMPARE(base58::decode(QByteArray::fromStdString(airdropSig))->size(), 64);
        QCOMPARE(h->lamports(fresh), quint64(1500000000));
        r = status(QString::fromStdString(airdropSig));
        QVERIFY(r["result"]["value"][0].is_object());
        r = status(QString(88, u'2'));
        JCOMPARE(r["result"]["value"], json::array({nullptr}));
        r = h->client().rpc("getAccountInfo", {fresh.toStdString(), {{"encoding", "base64"}}});
        JCOMPARE(r["result"]["value"]["lamports"], 1500000000);
        JCOMPARE(r["result"]["value"]["owner"], "11111111111111111111111111111111");
        r = h->client().rpc("getMinimumBalanceForRentExemption", {0});
        JCOMPARE(r["result"], 890880);
        r = h->client().rpc("getHealth");
        JCOMPARE(r["result"], "ok");
        // Errors.
        JCOMPARE(h->client().rpc("noSuchMethod")["error"]["code"], -32601);
        JCOMPARE(h->client().rpc("getBalance", {"not-a-key"})["error"]["code"], -32602);
        HttpResult raw = h->client().post(QStringLiteral("/rpc"), QByteArray("{not json"));
        QCOMPARE(raw.status, 200);
        JCOMPARE(raw.json["error"]["code"], -32700);
        raw = h->client().post(QStringLiteral("/rpc"),
                               QByteArray("{\"id\":3,\"method\":\"getSlot\"}"));
        JCOMPARE(raw.json["error"]["code"], -32600);
        raw = h->client().post(
            QStringLiteral("/rpc"),
            QByteArray("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"getSlot\"},"
                       "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"getHealth\"}]"));
        QVERIFY(raw.json.is_array());
        JCOMPARE(raw.json[1]["result"], "ok");
        JCOMPARE(raw.json[1]["id"], 2);
    }

    void transferLifecycleAndFees()
    {
        solana::Keypair from;
        h->airdropNewKey(&from, 2000000000);
        const QByteArray to = solana::generateKeypair().publicKey;
        const auto tx = transfer(from, to, 1000000000, latestBlockhash());
        const json r = send(tx);
        JCOMPARE(r["result"], tx.idBase58().toStdString());
        QCOMPARE(h->lamports(from.address()), quint64(2000000000 - 1000000000 - 5000));
        QCOMPARE(h->lamports(QString::fromLatin1(base58::encode(to))), quint64(1000000000));
        json s = status(tx.idBase58())["result"]["value"][0];
        QVERIFY(s["confirmationStatus"] == "processed" || s["confirmationStatus"] == "confirmed");
        h->advance(1);
        JCOMPARE(status(tx.idBase58())["result"]["value"][0]["confirmationStatus"], "confirmed");
        s = status(tx.idBase58())["result"]["value"][0];
        JCOMPARE(s["err"], nullptr);
        JCOMPARE(s["status"], json({{"Ok", nullptr}}));
        QVERIFY(s["confirmations"].is_number_unsigned());
        h->advance(32);
        s = status(tx.idBase58())["result"]["value"][0];
        JCOMPARE(s["confirmationStatus"], "finalized");
        JCOMPARE(s["confirmations"], nullptr);
        // getTransaction (base64) with fee and balances.
        const json t = h->client().rpc(
            "getTransaction", {tx.idBase58().toStdString(),
                               {{"encoding", "base64"}, {"maxSupportedTransactionVersion", 0}}});
        JCOMPARE(t["result"]["transaction"][0], tx.toBase64().toStdString());
        JCOMPARE(t["result"]["transaction"][1], "base64");
        JCOMPARE(t["result"]["meta"]["fee"], 5000);
        JCOMPARE(t["result"]["meta"]["preBalances"][0], 2000000000);
        JCOMPARE(t["result"]["meta"]["postBalances"][0], 2000000000 - 1000000000 - 5000);
        JCOMPARE(t["result"]["version"], "legacy");
    }

    void priorityFeeIsExact_data()
    {
        QTest::addColumn<quint64>("priority");
        QTest::newRow("0.00001 SOL") << quint64(10000);
        QTest::newRow("0.01 SOL") << quint64(10000000);
        QTest::newRow("odd lamports") << quint64(1234567);
    }
    void priorityFeeIsExact()
    {
        QFETCH(quint64, priority);
        solana::Keypair from;
        h->airdropNewKey(&from, 1000000000);
        sandbox::TransferPlan plan;
        plan.from = from.publicKey;
        plan.to = solana::generateKeypair().publicKey;
        plan.lamports = 1000000;
        plan.priorityFeeLamports = priority;
        QString why;
        auto tx = sandbox::TransferBuilder::build(plan, latestBlockhash(), &why);
        QVERIFY(tx);
        tx->sign(from);
        QCOMPARE(sandbox::TransferBuilder::feeOf(*tx), 5000 + priority);
        JCOMPARE(send(*tx)["result"], tx->idBase58().toStdString());
        QCOMPARE(h->lamports(from.address()), 1000000000 - 1000000 - 5000 - priority);
        // With a limit that does not divide 1e6 the conversion rounds down, never up.
        for (quint64 p : {quint64(10000), quint64(33333), quint64(9999999)}) {
            const quint64 price = sandbox::TransferBuilder::microLamportsPerUnit(p, 300000);
            const quint64 charged = (300000 * price + 999999) / 1000000;
            QVERIFY(charged <= p);
            QVERIFY(p - charged <= 1);
        }
    }

    void versionedTransactionAccepted()
    {
        solana::Keypair from;
        h->airdropNewKey(&from, 1000000000);
        const auto tx =
            transfer(from, solana::generateKeypair().publicKey, 5000000, latestBlockhash(),
                     solana::Message::Version::V0, {solana::memo("v0 works")});
        QCOMPARE(quint8(tx.messageBytes.at(0)), quint8(0x80));
        JCOMPARE(send(tx)["result"], tx.idBase58().toStdString());
        const json t = h->client().rpc("getTransaction",
                                       {tx.idBase58().toStdString(), {{"encoding", "base64"}}});
        JCOMPARE(t["result"]["version"], 0);
    }

    void badSignatureRefused()
    {
        solana::Keypair from;
        h->airdropNewKey(&from, 1000000000);
        auto tx = transfer(from, solana::generateKeypair().publicKey, 1000000, latestBlockhash());
        tx.signatures[0][10] = char(tx.signatures[0][10] ^ 0x01);
        json r = send(tx);
        JCOMPARE(r["error"]["code"], -32003);
        QCOMPARE(h->lamports(from.address()), quint64(1000000000));
        // Without preflight the node answers the signature, but the transaction never lands.
        r = send(tx, true);
        JCOMPARE(r["result"], tx.idBase58().toStdString());
        h->advance(2);
        JCOMPARE(status(tx.idBase58())["result"]["value"][0], nullptr);
        QCOMPARE(h->lamports(from.address()), quint64(1000000000));
        // An unsigned slot is refused the same way.
        auto unsignedTx = solana::Transaction::fromMessage(solana::compileMessage(
            from.publicKey,
            {solana::systemTransfer(from.publicKey, solana::generateKeypair().publicKey, 1)},
            latestBlockhash()));
        JCOMPARE(send(unsignedTx)["error"]["code"], -32003);
        // A signature by another key over the right message.
        const solana::Keypair other = solana::generateKeypair();
        auto forged = transfer(from, other.publicKey, 1000000, latestBlockhash());
        forged.signatures[0] = solana::sign(other, forged.messageBytes);
        JCOMPARE(send(forged)["error"]["code"], -32003);
    }

    void duplicateRefused()
    {
        solana::Keypair from;
        h->airdropNewKey(&from, 1000000000);
        const auto tx =
            transfer(from, solana::generateKeypair().publicKey, 1000000, latestBlockhash());
        JCOMPARE(send(tx)["result"], tx.idBase58().toStdString());
        const json r = send(tx);
        JCOMPARE(r["error"]["code"], -32002);
        JCOMPARE(r["error"]["data"]["err"], "AlreadyProcessed");
        QVERIFY(r["error"]["message"].get<std::string>().find("already been processed") !=
                std::string::npos);
        QCOMPARE(h->lamports(from.address()), quint64(1000000000 - 1000000 - 5000));
    }

    void expiredBlockhashRefused()
    {
        solana::Keypair from;
        h->airdropNewKey(&from, 1000000000);
        quint64 lastValid = 0;
        const QByteArray old = latestBlockhash(&lastValid);
        const quint64 now = slot();
        // Still valid at lastValidBlockHeight ...
        h->advance(int(lastValid - now));
        QCOMPARE(slot(), lastValid);
        const auto ok = transfer(from, solana::generateKeypair().publicKey, 1000000, old);
        JCOMPARE(send(ok)["result"], ok.idBase58().toStdString());
        // ... and refused one block later.
        h->advance(1);
        const auto late = transfer(from, solana::generateKeypair().publicKey, 2000000, old);
        const json r = send(late);
        JCOMPARE(r["error"]["code"], -32002);
        JCOMPARE(r["error"]["data"]["err"], "BlockhashNotFound");
        JCOMPARE(r["error"]["message"], "Transaction simulation failed: Blockhash not found");
        // An unknown blockhash is refused the same way.
        const auto unknown =
            transfer(from, solana::generateKeypair().publicKey, 1000000, QByteArray(32, '\x07'));
        JCOMPARE(send(unknown)["error"]["data"]["err"], "BlockhashNotFound");
    }

    void executionErrors()
    {
        solana::Keypair from;
        h->airdropNewKey(&from, 1000000000);
        const QByteArray to = solana::generateKeypair().publicKey;
        // More than the balance: preflight refuses, nothing charged.
        auto tx = transfer(from, to, 2000000000, latestBlockhash());
        json r = send(tx);
        JCOMPARE(r["error"]["code"], -32002);
        JCOMPARE(r["error"]["data"]["err"], json({{"InstructionError", {0, {{"Custom", 1}}}}}));
        QCOMPARE(h->lamports(from.address()), quint64(1000000000));
        // Skipping preflight it lands as failed, and only the fee is charged.
        r = send(tx, true);
        JCOMPARE(r["result"], tx.idBase58().toStdString());
        JCOMPARE(status(tx.idBase58())["result"]["value"][0]["err"],
                 json({{"InstructionError", {0, {{"Custom", 1}}}}}));
        QCOMPARE(h->lamports(from.address()), quint64(1000000000 - 5000));
        // Leaving less than the rent-exempt minimum is refused.
        tx = transfer(from, to, 1000000000 - 5000 - 5000 - 100000, latestBlockhash());
        r = send(tx);
        JCOMPARE(r["error"]["data"]["err"],
                 json({{"InsufficientFundsForRent", {{"account_index", 0}}}}));
        // An empty fee payer.
        const solana::Keypair empty = solana::generateKeypair();
        tx = transfer(empty, to, 1000000, latestBlockhash());
        JCOMPARE(send(tx)["error"]["data"]["err"], "AccountNotFound");
        // A program the ledger does not have.
        solana::Instruction unknown{solana::lighthouseProgramId(), {}, QByteArray(1, '\x09')};
        tx = transfer(from, to, 1000000, latestBlockhash(), solana::Message::Version::Legacy,
                      {unknown});
        JCOMPARE(send(tx)["error"]["data"]["err"], "ProgramAccountNotFound");
    }

    void simulate()
    {
        solana::Keypair from;
        h->airdropNewKey(&from, 1000000000);
        auto tx = solana::Transaction::fromMessage(solana::compileMessage(
            from.publicKey,
            {solana::setComputeUnitLimit(200000), solana::setComputeUnitPrice(5),
             solana::systemTransfer(from.publicKey, solana::generateKeypair().publicKey, 1000000)},
            latestBlockhash()));
        json r = h->client().rpc("simulateTransaction", {tx.toBase64().toStdString(),
                                                         {{"encoding", "base64"},
                                                          {"sigVerify", false},
                                                          {"replaceRecentBlockhash", false},
                                                          {"commitment", "confirmed"}}});
        JCOMPARE(r["result"]["value"]["err"], nullptr);
        QVERIFY(r["result"]["value"]["logs"].size() >= 2);
        QVERIFY(r["result"]["value"]["unitsConsumed"].get<quint64>() > 0);
        JCOMPARE(r["result"]["value"]["accounts"], nullptr);
        JCOMPARE(r["result"]["value"]["returnData"], nullptr);
        QCOMPARE(h->lamports(from.address()), quint64(1000000000)); // nothing applied
        r = h->client().rpc("simulateTransaction", {tx.toBase64().toStdString(),
                                                    {{"encoding", "base64"}, {"sigVerify", true}}});
        JCOMPARE(r["result"]["value"]["err"], "SignatureFailure");
        r = h->client().rpc(
            "simulateTransaction",
            {tx.toBase64().toStdString(),
             {{"encoding", "base64"}, {"sigVerify", true}, {"replaceRecentBlockhash", true}}});
        JCOMPARE(r["error"]["code"], -32602);
        h->advance(151);
        r = h->client().rpc("simulateTransaction",
                            {tx.toBase64().toStdString(),
                             {{"encoding", "base64"}, {"replaceRecentBlockhash", true}}});
        JCOMPARE(r["result"]["value"]["err"], nullptr);
        QVERIFY(r["result"]["value"]["replacementBlockhash"]["lastValidBlockHeight"].is_number());
        r = h->client().rpc("simulateTransaction",
                            {tx.toBase64().toStdString(), {{"encoding", "base64"}}});
        JCOMPARE(r["result"]["value"]["err"], "BlockhashNotFound");
        const QByteArray message = tx.messageBytes.toBase64();
        r = h->client().rpc("getFeeForMessage", {message.toStdString()});
        JCOMPARE(r["result"]["value"], 5000 + 1);
    }
};

QTEST_GUILESS_MAIN(TstSandboxLedger)
#include "tst_sandbox_ledger.moc"
