// EvmRpcClient's readers: a node is outside data, so quantities, data, hashes, receipts and fee
// histories are read strictly (ethereum.org "JSON-RPC API", hex value encoding:
// https://ethereum.org/en/developers/docs/apis/json-rpc/#hex-encoding).
#include "evm/EvmRpcClient.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::evm;
using json = nlohmann::json;

class TstEvmRpcAnswers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void quantities()
    {
        QCOMPARE(EvmRpcClient::parseQuantity(json("0x0")), U256());
        QCOMPARE(EvmRpcClient::parseQuantity(json("0x41")), U256(65));
        QCOMPARE(EvmRpcClient::parseQuantity(json("0x400")), U256(1024));
        QCOMPARE(EvmRpcClient::parseQuantity64(json("0xfb4")), quint64(4020));
        const QString max = QStringLiteral("0x") + QString(64, u'f');
        QCOMPARE(EvmRpcClient::parseQuantity(json(max.toStdString())), U256::max());
        // The spec's wrong examples, and what a hostile node might send.
        for (const char *bad : {"0x", "0x0400", "ff", "0xZZ", "0x00", "", "-0x1", "0x 1"})
            QVERIFY2(!EvmRpcClient::parseQuantity(json(bad)), bad);
        QVERIFY(!EvmRpcClient::parseQuantity(json(65)));
        QVERIFY(!EvmRpcClient::parseQuantity(json((max + u'f').toStdString()))); // 257 bits
        QVERIFY(!EvmRpcClient::parseQuantity64(json("0x10000000000000000")));    // 2^64
    }

    void data()
    {
        QCOMPARE(EvmRpcClient::parseData(json("0x")), QByteArray());
        QCOMPARE(EvmRpcClient::parseData(json("0x0041")), QByteArray::fromHex("0041"));
        for (const char *bad : {"0xf0f0f", "004200", "0xgg", ""})
            QVERIFY2(!EvmRpcClient::parseData(json(bad)), bad);
        QVERIFY(!EvmRpcClient::parseHash(json("0x0041")));
        QCOMPARE(EvmRpcClient::toHexData(QByteArray::fromHex("00ff")), QStringLiteral("0x00ff"));
    }

    void receipts()
    {
        const std::string hash = "0x" + std::string(64, 'a');
        json r = {{"transactionHash", hash},
                  {"blockNumber", "0x1b4"},
                  {"gasUsed", "0x5208"},
                  {"effectiveGasPrice", "0x3b9aca00"},
                  {"status", "0x1"},
                  {"from", "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266"},
                  {"to", "0x70997970c51812dc3a010c7d01b50e0d17dc79c8"}};
        auto receipt = EvmRpcClient::parseReceipt(r);
        QVERIFY(receipt && receipt->found && receipt->success);
        QCOMPARE(receipt->blockNumber, quint64(436));
        QCOMPARE(receipt->gasUsed, quint64(21000));
        QCOMPARE(receipt->fee(), U256(21000ull * 1000000000ull)); // gasUsed x effectiveGasPrice
        QCOMPARE(receipt->from->toChecksummed(),
                 QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"));
        r["status"] = "0x0"; // reverted: still a receipt, and the fee was charged
        receipt = EvmRpcClient::parseReceipt(r);
        QVERIFY(receipt && receipt->found && !receipt->success);
        const auto pending = EvmRpcClient::parseReceipt(json(nullptr));
        QVERIFY(pending && !pending->found);
        for (const char *field : {"status", "gasUsed", "blockNumber", "effectiveGasPrice"}) {
            json broken = r;
            broken.erase(field);
            QVERIFY2(!EvmRpcClient::parseReceipt(broken), field);
        }
        r["status"] = "0x2";
        QVERIFY(!EvmRpcClient::parseReceipt(r));
        QVERIFY(!EvmRpcClient::parseReceipt(json::array()));
    }

    void feeHistory()
    {
        const json h = {{"oldestBlock", "0x10"},
                        {"baseFeePerGas", {"0x3b9aca00", "0x3b9aca00", "0x4a817c80"}},
                        {"reward", {{"0x5f5e100"}, {"0x77359400"}}}};
        const auto parsed = EvmRpcClient::parseFeeHistory(h);
        QVERIFY(parsed);
        QCOMPARE(parsed->oldestBlock, quint64(16));
        QCOMPARE(parsed->nextBaseFee(), U256(1250000000));
        QCOMPARE(parsed->rewards.size(), 2);
        QCOMPARE(parsed->rewards[1][0], U256(2000000000));
        QVERIFY(!EvmRpcClient::parseFeeHistory(json{{"oldestBlock", "0x10"}}));
        QVERIFY(!EvmRpcClient::parseFeeHistory(
            json{{"oldestBlock", "0x10"}, {"baseFeePerGas", {"0x01"}}}));
    }

    void callObjects()
    {
        EvmCallRequest r;
        r.from = EvmAddress::parse(u"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        r.to = EvmAddress::parse(u"0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
        r.value = U256(1);
        const json o = EvmRpcClient::callObject(r);
        QVERIFY(o["value"] == json("0x1"));
        QVERIFY(!o.contains("data"));
        QVERIFY(o["to"] == json("0x70997970C51812dc3A010C7d01b50e0d17dc79C8"));
    }
};

QTEST_GUILESS_MAIN(TstEvmRpcAnswers)
#include "tst_evm_rpc_answers.moc"
