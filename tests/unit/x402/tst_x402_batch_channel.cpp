// x402 batch-settlement channels on EVM (x402/BatchChannel): a channel's id is bound to its config
// and chain; vouchers are cumulative uint128 amounts signed under the "x402 Batch Settlement"
// domain, their signer recovered; configs, vouchers and channel states from a seller are read
// strictly. (That these equal @x402/evm 2.27.0's byte for byte: tests/peers/x402-v2/
// batch-vectors.mjs.)
#include "evm/Secp256k1.h"
#include "x402/BatchChannel.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::x402;
using evm::EvmAddress;
using evm::U256;

namespace {
// Hardhat / Anvil test account #0 (a public test key).
const QByteArray kKeyHex = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const EvmAddress kPayer = *EvmAddress::parse(u"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");

ChannelConfig config()
{
    ChannelConfig c;
    c.payer = c.payerAuthorizer = kPayer;
    c.receiver = *EvmAddress::parse(u"0x209693Bc6afc0C5328bA36FaF03C514EF312287C");
    c.receiverAuthorizer = *EvmAddress::parse(u"0x90F79bf6EB2c4f870365E785982E1f101E93b906");
    c.token = *EvmAddress::parse(u"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913");
    c.withdrawDelay = 900;
    c.salt = QByteArray(32, '\0');
    return c;
}
} // namespace

class TestBatchChannel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theIdIsBoundToConfigAndChain()
    {
        const QByteArray id = BatchChannel::channelId(config(), 8453);
        QCOMPARE(id.size(), 32);
        QVERIFY(id != BatchChannel::channelId(config(), 84532));
        ChannelConfig salted = config();
        salted.salt[31] = 1;
        QVERIFY(id != BatchChannel::channelId(salted, 8453));
        const auto read = ChannelConfig::fromJson(config().toJson(), nullptr);
        QVERIFY(read);
        QCOMPARE(BatchChannel::channelId(*read, 8453), id);
    }

    void vouchersAreSignedAndRecovered()
    {
        const QByteArray id = BatchChannel::channelId(config(), 8453);
        QString why;
        const auto v = BatchChannel::signVoucher(
            id, U256(5000), 8453, SecureBytes::copyOf(QByteArray::fromHex(kKeyHex)), kPayer, &why);
        QVERIFY2(v, qPrintable(why));
        QCOMPARE(BatchChannel::voucherSigner(*v, 8453), kPayer);
        QVERIFY(BatchChannel::voucherSigner(*v, 84532) != kPayer); // another chain's domain
        ChannelVoucher raised = *v;
        raised.maxClaimableAmount = U256(5001);
        QVERIFY(BatchChannel::voucherSigner(raised, 8453) != kPayer);
        const auto back = ChannelVoucher::fromJson(v->toJson(), &why);
        QVERIFY2(back && back->signature == v->signature, qPrintable(why));
        // Another account's key never signs in the payer's name.
        QVERIFY(!BatchChannel::signVoucher(
            id, U256(1), 8453,
            SecureBytes::copyOf(QByteArray::fromHex(
                "59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d")),
            kPayer, &why));
        // Beyond uint128: nothing signed.
        QVERIFY(!BatchChannel::signVoucher(
            id, *U256::fromDecimal(u"340282366920938463463374607431768211456"), 8453,
            SecureBytes::copyOf(QByteArray::fromHex(kKeyHex)), kPayer, &why));
    }

    void sellersWordsAreReadStrictly_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        const QByteArray id = "\"0x" + QByteArray(64, 'a') + "\"";
        QTest::newRow("amount past uint128")
            << ("{\"channelId\":" + id +
                ",\"maxClaimableAmount\":\"340282366920938463463374607431768211456\","
                "\"signature\":\"0x" +
                QByteArray(130, '1') + "\"}")
            << QStringLiteral("maxClaimableAmount");
        QTest::newRow("leading zero")
            << ("{\"channelId\":" + id + ",\"maxClaimableAmount\":\"01\",\"signature\":\"0x" +
                QByteArray(130, '1') + "\"}")
            << QStringLiteral("maxClaimableAmount");
        QTest::newRow("a number, not a string")
            << ("{\"channelId\":" + id + ",\"maxClaimableAmount\":5,\"signature\":\"0x" +
                QByteArray(130, '1') + "\"}")
            << QStringLiteral("maxClaimableAmount");
        QTest::newRow("short id") << QByteArray("{\"channelId\":\"0x12\",\"maxClaimableAmount\":"
                                                "\"1\",\"signature\":\"0x\"}")
                                  << QStringLiteral("channelId");
        QTest::newRow("short signature")
            << ("{\"channelId\":" + id + ",\"maxClaimableAmount\":\"1\",\"signature\":\"0x12\"}")
            << QStringLiteral("signature");
    }
    void sellersWordsAreReadStrictly()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        QString why;
        QVERIFY(!ChannelVoucher::fromJson(nlohmann::json::parse(json.toStdString()), &why));
        QVERIFY2(why.contains(field), qPrintable(why));
    }

    void configsAndStatesAreReadStrictly()
    {
        nlohmann::json c = config().toJson();
        c["withdrawDelay"] = 1099511627776ULL; // past uint40
        QString why;
        QVERIFY(!ChannelConfig::fromJson(c, &why));
        QVERIFY(why.contains(u"withdrawDelay"));
        c = config().toJson();
        c["receiver"] = "0x12";
        QVERIFY(!ChannelConfig::fromJson(c, &why));
        const nlohmann::json state = {{"channelId", "0x" + std::string(64, 'a')},
                                      {"balance", "100000"},
                                      {"totalClaimed", "3200"},
                                      {"withdrawRequestedAt", 0},
                                      {"refundNonce", "1"},
                                      {"chargedCumulativeAmount", "3900"}};
        const auto s = ChannelState::fromJson(state, &why);
        QVERIFY2(s, qPrintable(why));
        QCOMPARE(s->chargedCumulativeAmount, U256(3900));
        nlohmann::json negative = state;
        negative["withdrawRequestedAt"] = -1;
        QVERIFY(!ChannelState::fromJson(negative, &why));
    }

    // An ERC-3009 deposit's nonce is keccak256(abi.encode(channelId, salt)): another salt,
    // another nonce; the receiveWithAuthorization digest binds the collector as payee.
    void depositsAreBoundToTheChannel()
    {
        const QByteArray id = BatchChannel::channelId(config(), 8453);
        const QByteArray n1 = BatchChannel::depositNonce(id, U256(1));
        QCOMPARE(n1.size(), 32);
        QVERIFY(n1 != BatchChannel::depositNonce(id, U256(2)));
        const QByteArray d = BatchChannel::receiveAuthorizationDigest(
            kPayer, U256(100000), 0, 1764303600, n1, QStringLiteral("USD Coin"),
            QStringLiteral("2"), 8453, config().token);
        QCOMPARE(d.size(), 32);
        QVERIFY(d != BatchChannel::receiveAuthorizationDigest(
                         kPayer, U256(100001), 0, 1764303600, n1, QStringLiteral("USD Coin"),
                         QStringLiteral("2"), 8453, config().token));
    }
};

QTEST_GUILESS_MAIN(TestBatchChannel)
#include "tst_x402_batch_channel.moc"
