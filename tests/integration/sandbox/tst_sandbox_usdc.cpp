// The sandbox EVM chain's test USDC and the sandbox as the x402 facilitator of the exact EVM
// scheme: the token over /evm (balanceOf, decimals, name, version, authorizationState), token
// transactions (transfer, a reverted one), EIP-3009 verification by the scheme's rules, and a
// settlement that moves exactly the price once, however often it is asked for.
#include "core/Asset.h"
#include "evm/Erc20.h"
#include "evm/EvmTransaction.h"
#include "sandbox/EvmChain.h"
#include "sandbox/EvmFacilitator.h"
#include "sandbox/SandboxServer.h"
#include "sandbox/SandboxStore.h"
#include "sandbox/TestUsdc.h"
#include "util/TestSandbox.h"
#include "x402/Eip3009.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace paydesk;
using namespace paydesk::testing;
using evm::Erc20;
using evm::EvmAddress;
using evm::U256;
using sandbox::EvmFacilitator;
using sandbox::TestUsdc;

namespace {
// Hardhat / Anvil test accounts #0 (funded by the sandbox: 100 ETH, 1,000 test USDC) and #1.
const QByteArray kKey0 = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const QByteArray kKey1 = "59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
const QString kAccount0 = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
const QString kAccount1 = QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
const QString kSeller = QStringLiteral("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC");

SecureBytes key(const QByteArray &hex)
{
    return SecureBytes::copyOf(QByteArray::fromHex(hex));
}

EvmAddress address(const QString &text)
{
    return *EvmAddress::parse(text);
}

qint64 now()
{
    return QDateTime::currentSecsSinceEpoch();
}

// An authorization of `value` from `from` to the seller, valid around now.
x402::TransferAuthorization authorization(const QString &from, quint64 value)
{
    x402::TransferAuthorization a;
    a.from = address(from);
    a.to = address(kSeller);
    a.value = U256(value);
    a.validAfter = quint64(now() - 600);
    a.validBefore = quint64(now() + 60);
    a.nonce = QByteArray(32, '\0');
    for (int i = 0; i < 32; ++i)
        a.nonce[i] = char(qint64(QDateTime::currentMSecsSinceEpoch() >> (i % 8)) + i);
    return a;
}

QByteArray sign(const x402::TransferAuthorization &a, const QByteArray &keyHex)
{
    QString why;
    const auto signature = x402::Eip3009::sign(a, TestUsdc::domain(), key(keyHex), &why);
    if (!signature)
        qFatal("sign: %s", qPrintable(why));
    return *signature;
}
} // namespace

class TestSandboxUsdc : public QObject
{
    Q_OBJECT

private:
    TestSandbox m_sandbox;
    int m_id = 0;
    int m_nonce = 0;

    sandbox::EvmChain *chain() { return m_sandbox.server().evmChain(); }
    EvmFacilitator *facilitator() { return m_sandbox.server().facilitator(); }
    QJsonObject rpc(const QString &method, const QJsonArray &params = {})
    {
        return m_sandbox.admin("POST", QStringLiteral("/evm"),
                               {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                                {QStringLiteral("id"), ++m_id},
                                {QStringLiteral("method"), method},
                                {QStringLiteral("params"), params}});
    }
    // eth_call of the token; the return data's bytes.
    QByteArray call(const QByteArray &data)
    {
        const QJsonObject answer =
            rpc(QStringLiteral("eth_call"),
                {QJsonObject{{QStringLiteral("to"), TestUsdc::address().toChecksummed()},
                             {QStringLiteral("data"),
                              QStringLiteral("0x") + QString::fromLatin1(data.toHex())}},
                 QStringLiteral("latest")});
        return QByteArray::fromHex(answer[QStringLiteral("result")].toString().mid(2).toLatin1());
    }
    U256 usdc(const QString &owner)
    {
        return Erc20::parseUint(call(Erc20::balanceOfCall(address(owner)))).value_or(U256::max());
    }
    // A signed call of the token from Hardhat #0.
    evm::EvmTransaction tokenTx(const QByteArray &data)
    {
        evm::EvmTransaction tx;
        tx.chainId = sandbox::EvmChain::kChainId;
        tx.nonce = chain()->pendingNonce(address(kAccount0));
        tx.maxPriorityFeePerGas = U256(1);
        tx.maxFeePerGas = U256(3000000000ULL);
        tx.gasLimit = sandbox::EvmChain::kTokenCallGas;
        tx.to = TestUsdc::address();
        tx.data = data;
        QString why;
        if (!tx.sign(key(kKey0), &why))
            qFatal("sign: %s", qPrintable(why));
        return tx;
    }
    EvmFacilitator::Requirement requirement(quint64 amount = 5000)
    {
        return {address(kSeller), U256(amount), true};
    }
    x402::TransferAuthorization fresh(const QString &from, quint64 value)
    {
        x402::TransferAuthorization a = authorization(from, value);
        a.nonce[0] = char(++m_nonce);
        return a;
    }
    void start()
    {
        sandbox::SandboxOptions options;
        options.slotMs = 60000; // blocks only when a test or the facilitator makes them
        options.statePath = m_sandbox.statePath();
        m_sandbox.startOrDie(options);
    }

private Q_SLOTS:
    void initTestCase() { start(); }

    void tokenAnswers()
    {
        // The address is keccak256("paydesk sandbox test USDC")'s last 20 bytes, in Paydesk's
        // table of trusted assets with 6 decimals.
        QCOMPARE(TestUsdc::address().toChecksummed(),
                 QStringLiteral("0x7957850B3eFe67C44f8dda73c32b36B9c2099ccf"));
        const auto known = Asset::known(QStringLiteral("eip155:4020"),
                                        TestUsdc::address().toChecksummed().toLower());
        QVERIFY(known && known->symbol == u"USDC" && known->decimals == 6);
        QCOMPARE(usdc(kAccount0), U256(1000000000)); // the first run's 1,000 USDC
        QCOMPARE(usdc(kAccount1), U256());
        QCOMPARE(Erc20::parseUint(call(Erc20::selector(Erc20::kDecimals))), U256(6));
        QCOMPARE(call(Erc20::selector(Erc20::kName)), Erc20::encodeString("USDC"));
        QCOMPARE(call(Erc20::selector(Erc20::kVersion)), Erc20::encodeString("2"));
        QCOMPARE(Erc20::parseBool(
                     call(Erc20::authorizationStateCall(address(kAccount0), QByteArray(32, '\1')))),
                 false);
        // A contract is there; an unknown function reverts with a reason.
        QCOMPARE(
            rpc(QStringLiteral("eth_getCode"), {TestUsdc::address().toChecksummed(),
                                                QStringLiteral("latest")})[QStringLiteral("result")]
                .toString(),
            QStringLiteral("0xfe"));
        const QJsonObject bad =
            rpc(QStringLiteral("eth_call"),
                {QJsonObject{{QStringLiteral("to"), TestUsdc::address().toChecksummed()},
                             {QStringLiteral("data"), QStringLiteral("0x12345678")}}});
        QVERIFY(bad[QStringLiteral("error")][QStringLiteral("message")].toString().contains(
            u"reverted"));
        QCOMPARE(rpc(QStringLiteral("eth_estimateGas"),
                     {QJsonObject{
                         {QStringLiteral("from"), kAccount0},
                         {QStringLiteral("to"), TestUsdc::address().toChecksummed()},
                         {QStringLiteral("data"),
                          QStringLiteral("0x") +
                              QString::fromLatin1(Erc20::transferCall(address(kAccount1), U256(1))
                                                      .toHex())}}})[QStringLiteral("result")]
                     .toString(),
                 QStringLiteral("0xea60"));
    }

    void tokenTransactions()
    {
        const U256 before = usdc(kAccount0);
        const U256 eth = chain()->balance(address(kAccount0));
        auto sent = chain()->sendRaw(
            tokenTx(Erc20::transferCall(address(kAccount1), U256(250))).signedBytes());
        QVERIFY2(!sent.hash.isEmpty(), qPrintable(sent.error));
        QCOMPARE(usdc(kAccount1), U256()); // not before its block
        chain()->mine();
        QCOMPARE(usdc(kAccount1), U256(250));
        QCOMPARE(usdc(kAccount0), *before.checkedSub(U256(250)));
        QVERIFY(chain()->balance(address(kAccount0)) < eth); // gas was paid in ETH
        // More than the balance: included, reverted, the fee charged, no token moved.
        sent = chain()->sendRaw(
            tokenTx(Erc20::transferCall(address(kAccount1), U256(2000000000))).signedBytes());
        QVERIFY2(!sent.hash.isEmpty(), qPrintable(sent.error));
        chain()->mine();
        const sandbox::EvmChain::Entry *e = chain()->find(sent.hash);
        QVERIFY(e && e->included && e->reverted);
        QVERIFY(e->revertReason.contains(u"exceeds balance"));
        const QJsonObject receipt =
            rpc(QStringLiteral("eth_getTransactionReceipt"),
                {QStringLiteral("0x") + QString::fromLatin1(sent.hash.toHex())});
        QCOMPARE(receipt[QStringLiteral("result")][QStringLiteral("status")].toString(),
                 QStringLiteral("0x0"));
        QCOMPARE(usdc(kAccount1), U256(250));
        // ETH with a token call, and data to an account without code: refused outright.
        evm::EvmTransaction withValue = tokenTx(Erc20::transferCall(address(kAccount1), U256(1)));
        withValue.value = U256(1);
        QVERIFY(withValue.sign(key(kKey0), nullptr));
        QVERIFY(chain()->sendRaw(withValue.signedBytes()).error.contains(u"no ETH"));
    }

    void verifyRefusals_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("reason");
        QTest::newRow("recipient") << "recipient"
                                   << "invalid_exact_evm_payload_recipient_mismatch";
        QTest::newRow("less") << "less"
                              << "invalid_exact_evm_payload_authorization_value";
        QTest::newRow("more (v2 wants exact)") << "more"
                                               << "invalid_exact_evm_payload_authorization_value";
        QTest::newRow("expired") << "expired"
                                 << "invalid_exact_evm_payload_authorization_valid_before";
        QTest::newRow("ends within a block")
            << "short"
            << "invalid_exact_evm_payload_authorization_valid_before";
        QTest::newRow("not yet") << "later"
                                 << "invalid_exact_evm_payload_authorization_valid_after";
        QTest::newRow("another signer") << "signer"
                                        << "invalid_exact_evm_payload_signature";
        QTest::newRow("signature of other fields") << "tampered"
                                                   << "invalid_exact_evm_payload_signature";
        QTest::newRow("no funds") << "poor"
                                  << "insufficient_funds";
    }
    void verifyRefusals()
    {
        QFETCH(QString, change);
        QFETCH(QString, reason);
        x402::TransferAuthorization a = fresh(change == u"poor" ? kAccount1 : kAccount0, 5000);
        if (change == u"recipient")
            a.to = address(kAccount1);
        if (change == u"less")
            a.value = U256(4999);
        if (change == u"more")
            a.value = U256(5001);
        if (change == u"expired")
            a.validBefore = quint64(now() - 1);
        if (change == u"short")
            a.validBefore = quint64(now() + 3);
        if (change == u"later")
            a.validAfter = quint64(now() + 30);
        QByteArray signature = sign(a, change == u"poor" ? kKey1 : kKey0);
        if (change == u"signer") { // #1 signs the same fields but as itself
            x402::TransferAuthorization mine = a;
            mine.from = address(kAccount1);
            signature = sign(mine, kKey1);
        }
        if (change == u"tampered")
            a.validBefore += 1;
        const U256 seller = usdc(kSeller);
        const auto verdict = facilitator()->verify(a, signature, requirement(), now());
        QVERIFY(!verdict.ok);
        QCOMPARE(verdict.reason, reason);
        // settle refuses the same way, and moves nothing.
        const auto settled = facilitator()->settle(a, signature, requirement(), now());
        QVERIFY(!settled.ok);
        QCOMPARE(settled.reason, reason);
        QVERIFY(settled.transaction.isEmpty());
        QCOMPARE(usdc(kSeller), seller);
    }

    void settlesExactlyOnce()
    {
        const x402::TransferAuthorization a = fresh(kAccount0, 5000);
        const QByteArray signature = sign(a, kKey0);
        const U256 payer = usdc(kAccount0), seller = usdc(kSeller);
        QVERIFY(facilitator()->verify(a, signature, requirement(), now()).ok);
        // v1 accepts more than the price (value >= maxAmountRequired); v2 wants it exactly.
        QVERIFY(
            facilitator()->verify(a, signature, {address(kSeller), U256(4000), false}, now()).ok);
        const auto first = facilitator()->settle(a, signature, requirement(), now());
        QVERIFY2(first.ok, qPrintable(first.message));
        QCOMPARE(first.payer, kAccount0);
        QCOMPARE(first.transaction.size(), 66);
        QCOMPARE(usdc(kSeller), *seller.checkedAdd(U256(5000)));
        QCOMPARE(usdc(kAccount0), *payer.checkedSub(U256(5000)));
        QCOMPARE(Erc20::parseBool(call(Erc20::authorizationStateCall(a.from, a.nonce))), true);
        // The transaction is the facilitator's call of transferWithAuthorization, landed.
        const QJsonObject tx = rpc(QStringLiteral("eth_getTransactionReceipt"),
                                   {first.transaction})[QStringLiteral("result")]
                                   .toObject();
        QCOMPARE(tx[QStringLiteral("status")].toString(), QStringLiteral("0x1"));
        QCOMPARE(tx[QStringLiteral("from")].toString(), EvmFacilitator::account().toChecksummed());
        QCOMPARE(tx[QStringLiteral("to")].toString(), TestUsdc::address().toChecksummed());
        // Asked again (a buyer re-sending after a lost answer): the same transaction, no move.
        const auto again = facilitator()->settle(a, signature, requirement(), now());
        QVERIFY(again.ok);
        QCOMPARE(again.transaction, first.transaction);
        QCOMPARE(usdc(kSeller), *seller.checkedAdd(U256(5000)));
        // The same nonce under another signature (v as 0/1 instead of 27/28) is a new proof:
        // the nonce is used, so it is refused.
        QByteArray other = signature;
        other[64] = char(other[64] - 27);
        const auto replay = facilitator()->settle(a, other, requirement(), now());
        QVERIFY(!replay.ok);
        QCOMPARE(replay.reason, QStringLiteral("duplicate_settlement"));
        QCOMPARE(usdc(kSeller), *seller.checkedAdd(U256(5000)));
    }

    // A state file from before the row tables (the EVM chain and the test USDC each kept as one
    // JSON blob, rewritten whole on every change): read once, written as rows, and kept as such
    // across the next restart.
    void stateFromBeforeTheRows()
    {
        TestSandbox old;
        {
            sandbox::SandboxStore store;
            QString error;
            QVERIFY2(store.open(old.statePath(), &error), qPrintable(error));
            const std::string holder = address(kAccount1).bytes().toHex().toStdString();
            const nlohmann::json usdc = {{"balances", {{holder, "4242"}}},
                                         {"usedNonces", nlohmann::json::array()}};
            const nlohmann::json chain = {{"block", 3},
                                          {"nonces", {{"0x" + holder, 7}}},
                                          {"transactions", nlohmann::json::array()}};
            store.setMeta(QStringLiteral("testUsdc"), QByteArray::fromStdString(usdc.dump()));
            store.setMeta(QStringLiteral("evmChain"), QByteArray::fromStdString(chain.dump()));
        }
        for (int run = 0; run < 2; ++run) {
            sandbox::SandboxOptions options;
            options.slotMs = 60000;
            options.statePath = old.statePath();
            old.startOrDie(options);
            QCOMPARE(old.server().evmChain()->usdc().balanceOf(address(kAccount1)), U256(4242));
            QCOMPARE(old.server().evmChain()->nonce(address(kAccount1)), quint64(7));
        }
    }

    // The facilitator over HTTP, as x402 sellers call one: /supported, then verify and settle
    // of an x402 v1 payload, refusals with their reason codes, a body that is not one (400).
    void facilitatorOverHttp()
    {
        int status = 0;
        const QJsonObject supported =
            m_sandbox.admin("GET", QStringLiteral("/facilitator/supported"), {}, &status);
        QCOMPARE(status, 200);
        // EVM exact v1 and v2, upto (naming the facilitator its authorizations must bind),
        // batch-settlement (tst_sandbox_batch), then the sandbox Solana chain's SPL kinds
        // (tst_sandbox_spl).
        QCOMPARE(supported[QStringLiteral("kinds")].toArray().size(), 6);
        QCOMPARE(supported[QStringLiteral("kinds")][1][QStringLiteral("network")].toString(),
                 QStringLiteral("eip155:4020"));
        const QJsonValue upto = supported[QStringLiteral("kinds")][2];
        QCOMPARE(upto[QStringLiteral("scheme")].toString(), QStringLiteral("upto"));
        QCOMPARE(upto[QStringLiteral("extra")][QStringLiteral("facilitatorAddress")].toString(),
                 EvmFacilitator::account().toChecksummed());
        QCOMPARE(supported[QStringLiteral("signers")][QStringLiteral("eip155:*")][0].toString(),
                 EvmFacilitator::account().toChecksummed());

        const x402::TransferAuthorization a = fresh(kAccount0, 5000);
        const QByteArray signature = sign(a, kKey0);
        const QJsonObject payload{
            {QStringLiteral("x402Version"), 1},
            {QStringLiteral("scheme"), QStringLiteral("exact")},
            {QStringLiteral("network"), QStringLiteral("eip155:4020")},
            {QStringLiteral("payload"),
             QJsonObject{{QStringLiteral("signature"),
                          QStringLiteral("0x") + QString::fromLatin1(signature.toHex())},
                         {QStringLiteral("authorization"),
                          QJsonDocument::fromJson(QByteArray::fromStdString(a.toJson().dump()))
                              .object()}}}};
        auto requirements = [](const QString &amount) {
            return QJsonObject{{QStringLiteral("scheme"), QStringLiteral("exact")},
                               {QStringLiteral("network"), QStringLiteral("eip155:4020")},
                               {QStringLiteral("maxAmountRequired"), amount},
                               {QStringLiteral("asset"), TestUsdc::address().toChecksummed()},
                               {QStringLiteral("payTo"), kSeller},
                               {QStringLiteral("maxTimeoutSeconds"), 60}};
        };
        auto post = [&](const char *op, const QJsonObject &req) {
            return m_sandbox.admin("POST", QStringLiteral("/facilitator/") + QLatin1String(op),
                                   {{QStringLiteral("x402Version"), 1},
                                    {QStringLiteral("paymentPayload"), payload},
                                    {QStringLiteral("paymentRequirements"), req}},
                                   &status);
        };
        const U256 seller = usdc(kSeller);
        QJsonObject v = post("verify", requirements(QStringLiteral("5000")));
        QCOMPARE(status, 200);
        QVERIFY2(v[QStringLiteral("isValid")].toBool(), qPrintable(QJsonDocument(v).toJson()));
        QCOMPARE(v[QStringLiteral("payer")].toString(), kAccount0);
        v = post("verify", requirements(QStringLiteral("6000"))); // pays less than asked
        QVERIFY(!v[QStringLiteral("isValid")].toBool());
        QVERIFY(!v[QStringLiteral("invalidReason")].toString().isEmpty());
        QCOMPARE(usdc(kSeller), seller);
        const QJsonObject s1 = post("settle", requirements(QStringLiteral("5000")));
        QVERIFY2(s1[QStringLiteral("success")].toBool(), qPrintable(QJsonDocument(s1).toJson()));
        QCOMPARE(s1[QStringLiteral("network")].toString(), QStringLiteral("eip155:4020"));
        QCOMPARE(s1[QStringLiteral("transaction")].toString().size(), 66);
        const QJsonObject s2 = post("settle", requirements(QStringLiteral("5000")));
        QCOMPARE(s2[QStringLiteral("transaction")], s1[QStringLiteral("transaction")]);
        QCOMPARE(usdc(kSeller), *seller.checkedAdd(U256(5000))); // once
        // Another network's requirements, and a body that is no request.
        QJsonObject other = requirements(QStringLiteral("5000"));
        other[QStringLiteral("network")] = QStringLiteral("base");
        QCOMPARE(post("verify", other)[QStringLiteral("invalidReason")].toString(),
                 QStringLiteral("invalid_network"));
        const QJsonObject bad = m_sandbox.admin("POST", QStringLiteral("/facilitator/settle"),
                                                {{QStringLiteral("x"), 1}}, &status);
        QCOMPARE(status, 400);
        QCOMPARE(bad[QStringLiteral("errorReason")].toString(), QStringLiteral("invalid_payload"));
    }

    void stateSurvivesRestart()
    {
        const U256 seller = usdc(kSeller);
        start(); // the same state file
        QCOMPARE(usdc(kSeller), seller);
        QCOMPARE(usdc(kAccount0) < U256(1000000000), true); // not funded a second time
    }
};

QTEST_GUILESS_MAIN(TestSandboxUsdc)
#include "tst_sandbox_usdc.moc"
