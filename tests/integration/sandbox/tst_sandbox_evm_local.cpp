// The sandbox EVM chain in local mode: the /evm JSON-RPC subset, an unsigned transfer from
// POST /transaction/send signed here and broadcast, and the chain's refusals.
#include "evm/EvmTransaction.h"
#include "sandbox/EvmChain.h"
#include "util/TestSandbox.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace paydesk;
using namespace paydesk::testing;
using evm::EvmAddress;
using evm::EvmTransaction;
using evm::U256;

namespace {
// Hardhat / Anvil test account #0: a public key pair, funded with 100 ETH on the first run.
const QByteArray kKeyHex = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const QString kAccount = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
const QString kRecipient = QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");

SecureBytes key(const QByteArray &hex = kKeyHex)
{
    return SecureBytes::copyOf(QByteArray::fromHex(hex));
}

U256 hexQuantity(const QJsonValue &v)
{
    const QString s = v.toString();
    U256 out;
    for (const QChar c : QStringView(s).mid(2))
        out = *out.checkedMul(U256(16))->checkedAdd(U256(quint64(QString(c).toUInt(nullptr, 16))));
    return out;
}

U256 wei(const char *decimal)
{
    return *U256::fromDecimal(QString::fromLatin1(decimal));
}
} // namespace

class TestSandboxEvmLocal : public QObject
{
    Q_OBJECT

private:
    TestSandbox m_sandbox;
    int m_id = 0;
    QString m_landedHash;

    QJsonObject rpc(const QString &method, const QJsonArray &params = {})
    {
        return m_sandbox.admin("POST", QStringLiteral("/evm"),
                               {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                                {QStringLiteral("id"), ++m_id},
                                {QStringLiteral("method"), method},
                                {QStringLiteral("params"), params}});
    }
    QJsonValue result(const QString &method, const QJsonArray &params = {})
    {
        const QJsonObject o = rpc(method, params);
        if (o.contains(QStringLiteral("error")))
            qWarning("%s: %s", qPrintable(method),
                     qPrintable(o[QStringLiteral("error")][QStringLiteral("message")].toString()));
        return o[QStringLiteral("result")];
    }
    U256 balance(const QString &address)
    {
        return hexQuantity(result(QStringLiteral("eth_getBalance"), {address, "latest"}));
    }
    quint64 pendingNonce(const QString &address)
    {
        return *hexQuantity(result(QStringLiteral("eth_getTransactionCount"), {address, "pending"}))
                    .toUInt64();
    }
    void nextBlock() { m_sandbox.advance(int(m_sandbox.server().evmChain()->slotsPerBlock())); }
    // A signed transfer from `signer` (default: the funded test account).
    EvmTransaction transfer(quint64 nonce, const U256 &value, const SecureBytes &signer,
                            const U256 &tip = U256(1000000000), quint64 chainId = 4020)
    {
        EvmTransaction tx;
        tx.chainId = chainId;
        tx.nonce = nonce;
        tx.maxPriorityFeePerGas = tip;
        tx.maxFeePerGas = *U256(2000000000).checkedAdd(tip);
        tx.gasLimit = 21000;
        tx.to = *EvmAddress::parse(kRecipient);
        tx.value = value;
        QString why;
        if (!tx.sign(signer, &why))
            qFatal("sign: %s", qPrintable(why));
        return tx;
    }
    QJsonObject sendRaw(const EvmTransaction &tx)
    {
        return rpc(QStringLiteral("eth_sendRawTransaction"),
                   {QStringLiteral("0x") + QString::fromLatin1(tx.signedBytes().toHex())});
    }
    static QString errorOf(const QJsonObject &o)
    {
        return o[QStringLiteral("error")][QStringLiteral("message")].toString();
    }
    static int codeOf(const QJsonObject &o)
    {
        return o[QStringLiteral("error")][QStringLiteral("code")].toInt();
    }

private Q_SLOTS:
    void initTestCase()
    {
        sandbox::SandboxOptions options;
        options.slotMs = 60000; // the clock moves only when a test advances it
        options.statePath = m_sandbox.statePath();
        m_sandbox.startOrDie(options);
    }

    void rpcMethods()
    {
        QCOMPARE(result(QStringLiteral("eth_chainId")).toString(), QStringLiteral("0xfb4"));
        QCOMPARE(result(QStringLiteral("net_version")).toString(), QStringLiteral("4020"));
        QVERIFY(result(QStringLiteral("eth_blockNumber")).toString().startsWith(u"0x"));
        QCOMPARE(balance(kAccount), wei("100000000000000000000"));
        QCOMPARE(result(QStringLiteral("eth_getBalance"), {kAccount, "latest"}).toString(),
                 QStringLiteral("0x56bc75e2d63100000"));
        QCOMPARE(
            result(QStringLiteral("eth_getBalance"), {kRecipient.toLower(), "latest"}).toString(),
            QStringLiteral("0x0"));
        QCOMPARE(result(QStringLiteral("eth_getTransactionCount"), {kAccount, "latest"}).toString(),
                 QStringLiteral("0x0"));
        QCOMPARE(result(QStringLiteral("eth_getCode"), {kAccount, "latest"}).toString(),
                 QStringLiteral("0x"));
        QCOMPARE(result(QStringLiteral("eth_gasPrice")).toString(), QStringLiteral("0x77359400"));
        QCOMPARE(result(QStringLiteral("eth_maxPriorityFeePerGas")).toString(),
                 QStringLiteral("0x3b9aca00"));
        const QJsonObject history =
            result(QStringLiteral("eth_feeHistory"), {"0x2", "latest", QJsonArray{50}}).toObject();
        QCOMPARE(history[QStringLiteral("baseFeePerGas")].toArray().first().toString(),
                 QStringLiteral("0x3b9aca00"));
        QVERIFY(history.contains(QStringLiteral("oldestBlock")));
        QVERIFY(history.contains(QStringLiteral("reward")));
        const QJsonObject call{{QStringLiteral("from"), kAccount},
                               {QStringLiteral("to"), kRecipient},
                               {QStringLiteral("value"), QStringLiteral("0x1")}};
        QCOMPARE(result(QStringLiteral("eth_estimateGas"), {call}).toString(),
                 QStringLiteral("0x5208"));
        QCOMPARE(result(QStringLiteral("eth_call"), {call, "latest"}).toString(),
                 QStringLiteral("0x"));
        const QString unknown = QStringLiteral("0x") + QString(64, u'a');
        QVERIFY(result(QStringLiteral("eth_getTransactionReceipt"), {unknown}).isNull());
        QVERIFY(result(QStringLiteral("eth_getTransactionByHash"), {unknown}).isNull());
        QCOMPARE(codeOf(rpc(QStringLiteral("eth_mine"))), -32601);
        QCOMPARE(codeOf(rpc(QStringLiteral("eth_getBalance"), {"0x12", "latest"})), -32602);
        QCOMPARE(codeOf(rpc(QStringLiteral("eth_sendRawTransaction"), {"0x02zz"})), -32602);
    }

    void localSendSignBroadcast()
    {
        int status = 0;
        const QJsonObject answer =
            m_sandbox.admin("POST", QStringLiteral("/transaction/send"),
                            {{QStringLiteral("walletAddress"), kAccount},
                             {QStringLiteral("recipientAddress"), kRecipient},
                             {QStringLiteral("amount"), 1.5},
                             {QStringLiteral("priorityFee"), 0.00021}},
                            &status);
        QVERIFY2(status == 200, QJsonDocument(answer).toJson().constData());
        QCOMPARE(answer[QStringLiteral("encoding")].toString(), QStringLiteral("base64"));
        QCOMPARE(answer[QStringLiteral("network")].toString(), QStringLiteral("eip155:4020"));
        QVERIFY(answer[QStringLiteral("paymentId")].toString().startsWith(u"pay_"));
        QVERIFY(answer[QStringLiteral("expiresAt")].toDouble() > 0);
        QString why;
        auto tx = EvmTransaction::fromBase64(
            answer[QStringLiteral("transaction")].toString().toLatin1(), &why);
        QVERIFY2(tx, qPrintable(why));
        QCOMPARE(tx->type, EvmTransaction::Type::DynamicFee);
        QCOMPARE(tx->chainId, quint64(4020));
        const quint64 nonce = pendingNonce(kAccount);
        QCOMPARE(tx->nonce, nonce);
        QCOMPARE(tx->maxPriorityFeePerGas, U256(10000000000)); // 0.00021 ETH / 21000 gas
        QCOMPARE(tx->maxFeePerGas, U256(12000000000));         // 2 x base fee + tip
        QCOMPARE(tx->gasLimit, quint64(21000));
        QCOMPARE(tx->to, *EvmAddress::parse(kRecipient));
        QCOMPARE(tx->value, wei("1500000000000000000"));
        QVERIFY(tx->data.isEmpty());
        QVERIFY(tx->accessList.isEmpty());

        const U256 before = balance(kAccount);
        const U256 recipientBefore = balance(kRecipient);
        QVERIFY(tx->sign(key(), &why));
        const QJsonObject sent = sendRaw(*tx);
        const QString hash = sent[QStringLiteral("result")].toString();
        QCOMPARE(hash, QStringLiteral("0x") + QString::fromLatin1(tx->hash().toHex()));
        QVERIFY(result(QStringLiteral("eth_getTransactionReceipt"), {hash}).isNull());
        QCOMPARE(pendingNonce(kAccount), nonce + 1);
        const QJsonObject pending =
            result(QStringLiteral("eth_getTransactionByHash"), {hash}).toObject();
        QCOMPARE(pending[QStringLiteral("from")].toString(), kAccount);
        QVERIFY(pending[QStringLiteral("blockNumber")].isNull());

        nextBlock();
        const QJsonObject receipt =
            result(QStringLiteral("eth_getTransactionReceipt"), {hash}).toObject();
        QCOMPARE(receipt[QStringLiteral("status")].toString(), QStringLiteral("0x1"));
        m_landedHash = hash;
        QCOMPARE(receipt[QStringLiteral("gasUsed")].toString(), QStringLiteral("0x5208"));
        QCOMPARE(receipt[QStringLiteral("blockNumber")].toString(),
                 result(QStringLiteral("eth_blockNumber")).toString());
        const U256 price = hexQuantity(receipt[QStringLiteral("effectiveGasPrice")]);
        QCOMPARE(price, U256(11000000000)); // min(12 gwei, 1 gwei base + 10 gwei tip)
        const U256 fee = *price.checkedMul(U256(21000));
        QCOMPARE(balance(kRecipient), *recipientBefore.checkedAdd(tx->value));
        QCOMPARE(balance(kAccount), *before.checkedSub(*tx->value.checkedAdd(fee)));
        QCOMPARE(result(QStringLiteral("eth_getTransactionCount"), {kAccount, "latest"}).toString(),
                 U256(nonce + 1).toHexQuantity());

        // The payment record follows the transaction: hash, nonce, the fee actually paid.
        const QJsonObject record =
            m_sandbox
                .admin(
                    "GET",
                    QStringLiteral("/payment/status/") +
                        answer[QStringLiteral("paymentId")].toString())[QStringLiteral("payment")]
                .toObject();
        QCOMPARE(record[QStringLiteral("signature")].toString(), hash);
        QCOMPARE(record[QStringLiteral("network")].toString(), QStringLiteral("eip155:4020"));
        QCOMPARE(record[QStringLiteral("nonce")].toInt(), int(nonce));
        QCOMPARE(record[QStringLiteral("fee")].toString(), QStringLiteral("0.000231"));
        QCOMPARE(record[QStringLiteral("status")].toString(), QStringLiteral("submitted"));
        nextBlock();
        const QJsonObject later =
            m_sandbox
                .admin(
                    "GET",
                    QStringLiteral("/payment/status/") +
                        answer[QStringLiteral("paymentId")].toString())[QStringLiteral("payment")]
                .toObject();
        QCOMPARE(later[QStringLiteral("status")].toString(), QStringLiteral("confirmed"));
    }

    void refusals()
    {
        const quint64 nonce = pendingNonce(kAccount);
        const U256 one(1);
        const QJsonObject wrongChain = sendRaw(transfer(nonce, one, key(), U256(1000000000), 1));
        QCOMPARE(codeOf(wrongChain), -32000);
        QVERIFY2(errorOf(wrongChain).contains(u"invalid chain id"),
                 qPrintable(errorOf(wrongChain)));

        const QJsonObject gap = sendRaw(transfer(nonce + 1, one, key()));
        QVERIFY2(errorOf(gap).startsWith(u"nonce gap"), qPrintable(errorOf(gap)));

        QVERIFY(nonce > 0); // the transfer above used a nonce
        const QJsonObject low = sendRaw(transfer(nonce - 1, one, key()));
        QVERIFY2(errorOf(low).startsWith(u"nonce too low"), qPrintable(errorOf(low)));

        // An account of a fresh key holds nothing.
        const SecureBytes poor = key(QByteArray(31, '\0').toHex() + "07");
        const QJsonObject broke = sendRaw(transfer(0, one, poor));
        QVERIFY2(errorOf(broke).startsWith(u"insufficient funds"), qPrintable(errorOf(broke)));
        const QJsonObject tooMuch = sendRaw(transfer(nonce, wei("1000000000000000000000"), key()));
        QVERIFY2(errorOf(tooMuch).startsWith(u"insufficient funds"), qPrintable(errorOf(tooMuch)));

        // A signature that recovers no key (r = 0) is refused.
        EvmTransaction bad = transfer(nonce, one, key());
        bad.signature->r = U256();
        const QJsonObject badSig = sendRaw(bad);
        QCOMPARE(codeOf(badSig), -32602);
        QVERIFY2(errorOf(badSig).startsWith(u"invalid transaction"), qPrintable(errorOf(badSig)));
        // A well-formed signature with the other yParity recovers another (empty) account.
        EvmTransaction flipped = transfer(nonce, one, key());
        flipped.signature->yParity ^= 1;
        const QJsonObject stranger = sendRaw(flipped);
        QCOMPARE(codeOf(stranger), -32000);
        QVERIFY2(!errorOf(stranger).contains(kAccount), qPrintable(errorOf(stranger)));
        QCOMPARE(pendingNonce(kAccount), nonce);
    }

    void replacement()
    {
        const quint64 nonce = pendingNonce(kAccount);
        const EvmTransaction first = transfer(nonce, U256(1000), key(), U256(1000000000));
        const QString firstHash = sendRaw(first)[QStringLiteral("result")].toString();
        QVERIFY(!firstHash.isEmpty());
        // +5 % on both prices: not enough.
        const QJsonObject cheap = sendRaw(transfer(nonce, U256(1000), key(), U256(1050000000)));
        QCOMPARE(errorOf(cheap), QStringLiteral("replacement transaction underpriced"));
        // +10 % on the tip and the fee cap (3 gwei -> 3.3 gwei): replaces.
        EvmTransaction second;
        second.chainId = 4020;
        second.nonce = nonce;
        second.maxPriorityFeePerGas = U256(1100000000);
        second.maxFeePerGas = U256(3300000000);
        second.gasLimit = 21000;
        second.to = *EvmAddress::parse(kRecipient);
        second.value = U256(2000);
        QString why;
        QVERIFY(second.sign(key(), &why));
        const QString secondHash = sendRaw(second)[QStringLiteral("result")].toString();
        QVERIFY(!secondHash.isEmpty());
        QVERIFY(result(QStringLiteral("eth_getTransactionByHash"), {firstHash}).isNull());
        const U256 before = balance(kRecipient);
        nextBlock();
        QVERIFY(result(QStringLiteral("eth_getTransactionReceipt"), {firstHash}).isNull());
        const QJsonObject receipt =
            result(QStringLiteral("eth_getTransactionReceipt"), {secondHash}).toObject();
        QCOMPARE(receipt[QStringLiteral("status")].toString(), QStringLiteral("0x1"));
        QCOMPARE(balance(kRecipient), *before.checkedAdd(U256(2000)));
    }

    void adminFunding()
    {
        // The admin airdrop and balance endpoints fund and read any address on the same chain.
        const QString address = QStringLiteral("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC");
        int status = 0;
        m_sandbox.admin("POST", QStringLiteral("/sandbox/airdrop"),
                        {{QStringLiteral("address"), address}, {QStringLiteral("amount"), 2.5}},
                        &status);
        QCOMPARE(status, 200);
        QCOMPARE(balance(address), wei("2500000000000000000"));
        QCOMPARE(m_sandbox.balance(address), QStringLiteral("2.5"));
    }

    void stateSurvivesRestart()
    {
        // A second service on the same state file sees the same chain: balances, nonces, receipts.
        const U256 balance0 = balance(kAccount);
        const QString nonce0 =
            result(QStringLiteral("eth_getTransactionCount"), {kAccount, "latest"}).toString();
        TestSandbox again;
        sandbox::SandboxOptions options;
        options.slotMs = 60000;
        options.statePath = m_sandbox.statePath();
        again.startOrDie(options);
        const QJsonObject o =
            again.admin("POST", QStringLiteral("/evm"),
                        {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                         {QStringLiteral("id"), 1},
                         {QStringLiteral("method"), QStringLiteral("eth_getTransactionReceipt")},
                         {QStringLiteral("params"), QJsonArray{m_landedHash}}});
        QCOMPARE(o[QStringLiteral("result")][QStringLiteral("status")].toString(),
                 QStringLiteral("0x1"));
        QCOMPARE(again.server().evmChain()->balance(*EvmAddress::parse(kAccount)), balance0);
        QCOMPARE(
            U256(again.server().evmChain()->nonce(*EvmAddress::parse(kAccount))).toHexQuantity(),
            nonce0);
    }
};

QTEST_GUILESS_MAIN(TestSandboxEvmLocal)
#include "tst_sandbox_evm_local.moc"
