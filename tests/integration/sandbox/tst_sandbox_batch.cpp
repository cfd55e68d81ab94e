// The sandbox's native x402BatchSettlement (x402 `batch-settlement` on its EVM chain), its
// facilitator and the demo seller's channels, over loopback HTTP: a deposit moves the payer's test
// USDC into the escrow (with its Transfer logs), claims and the sweep move it to the receiver, a
// refund returns the rest, the payer's timed withdrawal waits for its delay (the chain's clock
// moved by evm_increaseTime, never a sleep); the contract and the facilitator refuse a foreign
// signer, a claim above the balance, an early finalize, a withdrawal above what is unclaimed, a
// wrong token or receiver authorizer; the seller answers a cumulative amount it does not expect
// with a corrective 402 whose voucher the payer signed, and its hostile variants lie as named.
#include "evm/Eip712.h"
#include "evm/Erc20.h"
#include "evm/EvmTransaction.h"
#include "evm/Secp256k1.h"
#include "sandbox/BatchEscrowCalls.h"
#include "sandbox/DemoSeller.h"
#include "sandbox/EvmChain.h"
#include "sandbox/EvmFacilitator.h"
#include "sandbox/SandboxServer.h"
#include "sandbox/TestUsdc.h"
#include "util/TestSandbox.h"
#include "x402/BatchPayload.h"
#include "x402/BatchSettlementCalls.h"

#include <QNetworkReply>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

using namespace paydesk;
using namespace paydesk::testing;
using evm::EvmAddress;
using evm::U256;
using nlohmann::json;
using sandbox::BatchEscrowCalls;
using sandbox::EvmChain;
using sandbox::EvmFacilitator;
using sandbox::TestUsdc;
using x402::BatchChannel;
using x402::BatchPayload;
using x402::ChannelConfig;

// Two JSON values equal, both shown when they are not.
#define JSAME(actual, expected)                                                                    \
    do {                                                                                           \
        const nlohmann::json a_ = (actual);                                                        \
        const nlohmann::json e_ = (expected);                                                      \
        QVERIFY2(a_ == e_, (a_.dump() + " != " + e_.dump()).c_str());                              \
    } while (0)

namespace {
// Hardhat / Anvil test accounts #0 (the payer: 1,000 test USDC), #1 (a stranger), #2 (a seller).
const QByteArray kKey0 = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const QByteArray kKey1 = "59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
const QString kPayer = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
const QString kStranger = QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
const QString kSeller = QStringLiteral("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC");

SecureBytes key(const QByteArray &hex)
{
    return SecureBytes::copyOf(QByteArray::fromHex(hex));
}

EvmAddress address(const QString &text)
{
    return *EvmAddress::parse(text);
}

std::string checksummed(const EvmAddress &a)
{
    return a.toChecksummed().toStdString();
}

QByteArray random32()
{
    QByteArray b(32, '\0');
    for (char &c : b)
        c = char(QRandomGenerator::global()->bounded(256));
    return b;
}

std::string text(const json &j, const char *key)
{
    return j.is_object() && j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : "";
}
} // namespace

class TestSandboxBatch : public QObject
{
    Q_OBJECT
    TestSandbox m_sandbox;
    QNetworkAccessManager m_nam;
    QByteArray m_withdrawn, m_finalized; // the withdrawal test's channel and finalize

    EvmChain &chain() { return *m_sandbox.server().evmChain(); }
    sandbox::DemoSeller &seller() { return *m_sandbox.server().demoSeller(); }
    U256 usdc(const EvmAddress &owner) { return chain().usdc().balanceOf(owner); }
    U256 usdc(const QString &owner) { return usdc(address(owner)); }

    struct Http
    {
        int status = 0;
        json body, required, response; // PAYMENT-REQUIRED and PAYMENT-RESPONSE decoded
    };
    Http http(const QString &path, const json &body = nullptr, const QByteArray &proof = {})
    {
        QNetworkRequest req(QUrl(m_sandbox.url().toString() + path));
        req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        if (!proof.isEmpty())
            req.setRawHeader("PAYMENT-SIGNATURE", proof);
        QNetworkReply *r = body.is_null() ? m_nam.get(req)
                                          : m_nam.post(req, QByteArray::fromStdString(body.dump()));
        QSignalSpy done(r, &QNetworkReply::finished);
        if (!r->isFinished() && !done.wait(20000))
            qFatal("%s timed out", qPrintable(path));
        Http out;
        out.status = r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QByteArray bytes = r->readAll();
        out.body = json::parse(bytes.toStdString(), nullptr, false);
        auto header = [r](const char *name) {
            const QByteArray v = QByteArray::fromBase64(r->rawHeader(name));
            return v.isEmpty() ? json() : json::parse(v.toStdString(), nullptr, false);
        };
        out.required = header("PAYMENT-REQUIRED");
        out.response = header("PAYMENT-RESPONSE");
        r->deleteLater();
        return out;
    }
    json rpc(const char *method, const json &params)
    {
        const json answer =
            http(QStringLiteral("/evm"),
                 {{"jsonrpc", "2.0"}, {"id", 1}, {"method", method}, {"params", params}})
                .body;
        return answer.value("result", json());
    }
    json escrowCall(const QByteArray &data)
    {
        return rpc("eth_call", {{{"to", checksummed(BatchChannel::contract())},
                                 {"data", "0x" + data.toHex().toStdString()}},
                                "latest"});
    }
    // A transaction of `keyHex`'s account to the escrow, mined at once; its hash.
    QByteArray send(const QByteArray &keyHex, const QByteArray &data)
    {
        const auto from = *EvmAddress::fromPublicKey(*evm::Secp256k1::publicKey(key(keyHex)));
        evm::EvmTransaction tx;
        tx.chainId = EvmChain::kChainId;
        tx.nonce = chain().pendingNonce(from);
        tx.maxPriorityFeePerGas = U256(1);
        tx.maxFeePerGas = *EvmChain::baseFee().checkedMul(U256(2));
        tx.gasLimit = EvmChain::kTokenCallGas;
        tx.to = BatchChannel::contract();
        tx.data = data;
        QString why;
        if (!tx.sign(key(keyHex), &why))
            qFatal("unsigned: %s", qPrintable(why));
        const json hash =
            rpc("eth_sendRawTransaction", {"0x" + tx.signedBytes().toHex().toStdString()});
        chain().mine();
        return QByteArray::fromHex(QByteArray::fromStdString(hash.get<std::string>()).mid(2));
    }
    QString revertOf(const QByteArray &hash)
    {
        const EvmChain::Entry *e = chain().find(hash);
        return e && e->reverted ? e->revertReason : QString();
    }

    ChannelConfig config(const QString &receiver,
                         const EvmAddress &authorizer = EvmFacilitator::account()) const
    {
        ChannelConfig c;
        c.payer = c.payerAuthorizer = address(kPayer);
        c.receiver = address(receiver);
        c.receiverAuthorizer = authorizer;
        c.token = TestUsdc::address();
        c.withdrawDelay = 900;
        c.salt = random32();
        return c;
    }
    static QByteArray id(const ChannelConfig &c)
    {
        return BatchChannel::channelId(c, EvmChain::kChainId);
    }
    static x402::ChannelVoucher voucher(const ChannelConfig &c, quint64 max,
                                        const QByteArray &keyHex = kKey0)
    {
        const auto signer = *EvmAddress::fromPublicKey(*evm::Secp256k1::publicKey(key(keyHex)));
        return *BatchChannel::signVoucher(id(c), U256(max), EvmChain::kChainId, key(keyHex), signer,
                                          nullptr);
    }
    // A deposit of `amount` with a voucher of `max`, the payer's ReceiveWithAuthorization signed
    // against the chain's clock.
    BatchPayload deposit(const ChannelConfig &c, quint64 amount, quint64 max)
    {
        x402::ChannelDeposit d;
        d.amount = U256(amount);
        d.validBefore = quint64(chain().timeMs() / 1000 + 60);
        d.salt = *U256::fromBigEndian(random32());
        const QByteArray digest = BatchChannel::receiveAuthorizationDigest(
            c.payer, d.amount, d.validAfter, d.validBefore,
            BatchChannel::depositNonce(id(c), d.salt), TestUsdc::name(), TestUsdc::version(),
            EvmChain::kChainId, TestUsdc::address());
        d.signature = *evm::Eip712::signDigest(key(kKey0), digest);
        BatchPayload p;
        p.type = BatchPayload::Type::Deposit;
        p.config = c;
        p.voucher = voucher(c, max);
        p.deposit = d;
        return p;
    }
    static BatchPayload ofType(BatchPayload::Type type, const ChannelConfig &c,
                               const x402::ChannelVoucher &v)
    {
        BatchPayload p;
        p.type = type;
        p.config = c;
        p.voucher = v;
        return p;
    }
    static json requirements(const QString &payTo)
    {
        return {{"scheme", "batch-settlement"},
                {"network", "eip155:4020"},
                {"amount", "10000"},
                {"asset", checksummed(TestUsdc::address())},
                {"payTo", payTo.toStdString()},
                {"maxTimeoutSeconds", 60},
                {"extra",
                 {{"receiverAuthorizer", checksummed(EvmFacilitator::account())},
                  {"withdrawDelay", 900},
                  {"name", "USDC"},
                  {"version", "2"}}}};
    }
    json facilitator(const char *op, const json &payload, const QString &payTo = kSeller)
    {
        return http(
                   QStringLiteral("/facilitator/") + QLatin1String(op),
                   {{"x402Version", 2},
                    {"paymentPayload",
                     {{"x402Version", 2}, {"accepted", requirements(payTo)}, {"payload", payload}}},
                    {"paymentRequirements", requirements(payTo)}})
            .body;
    }
    // A demo resource paid with `p` (accepted: the option its 402 offers).
    Http pay(const QString &name, const BatchPayload &p)
    {
        const json offered = http(QStringLiteral("/demo/resource/") + name).required["accepts"][0];
        const json proof = {{"x402Version", 2}, {"accepted", offered}, {"payload", p.toJson()}};
        return http(QStringLiteral("/demo/resource/") + name, nullptr,
                    QByteArray::fromStdString(proof.dump()).toBase64());
    }
    static std::string stateOf(const Http &h, const char *field)
    {
        return text(h.response["extra"]["channelState"], field);
    }

private Q_SLOTS:
    void initTestCase()
    {
        sandbox::SandboxOptions options;
        options.statePath = m_sandbox.statePath(); // kept across the restart at the end
        m_sandbox.startOrDie(options);
        rpc("paydesk_faucet", {kStranger.toStdString()});
    }

    void supportedNamesTheReceiverAuthorizer()
    {
        const json supported = http(QStringLiteral("/facilitator/supported")).body;
        bool found = false;
        for (const json &k : supported["kinds"])
            found = found || (text(k, "scheme") == "batch-settlement" &&
                              text(k["extra"], "receiverAuthorizer") ==
                                  checksummed(EvmFacilitator::account()));
        QVERIFY(found);
    }

    void depositClaimAndSettle()
    {
        const ChannelConfig c = config(kSeller);
        const BatchPayload d = deposit(c, 100000, 10000);
        const U256 payer = usdc(kPayer), escrow = usdc(BatchChannel::contract());
        const json v = facilitator("verify", d.toJson());
        QVERIFY2(v.value("isValid", false), v.dump().c_str());
        JSAME(text(v["extra"], "balance"), "0");
        const json s = facilitator("settle", d.toJson());
        QVERIFY2(s.value("success", false), s.dump().c_str());
        JSAME(text(s, "amount"), "100000");
        JSAME(text(s["extra"]["channelState"], "balance"), "100000");
        QCOMPARE(usdc(kPayer), *payer.checkedSub(U256(100000)));
        QCOMPARE(usdc(BatchChannel::contract()), *escrow.checkedAdd(U256(100000)));
        // Its receipt: the payer's test USDC to the collector, the collector's to the escrow.
        const json logs = rpc("eth_getTransactionReceipt", {text(s, "transaction")})["logs"];
        QCOMPARE(logs.size(), size_t(2));
        QCOMPARE(
            QString::fromStdString(logs[0]["topics"][1].get<std::string>()).right(40).toLower(),
            kPayer.mid(2).toLower());
        QCOMPARE(QString::fromStdString(logs[1]["topics"][2].get<std::string>()).right(40),
                 QString::fromLatin1(BatchChannel::contract().bytes().toHex()));
        // Asked again: the same transaction, nothing moves twice.
        JSAME(text(facilitator("settle", d.toJson()), "transaction"), text(s, "transaction"));
        QCOMPARE(usdc(kPayer), *payer.checkedSub(U256(100000)));
        // A voucher within the balance; claimed by the facilitator, then swept to the receiver.
        const x402::ChannelVoucher v1 = voucher(c, 3000);
        QVERIFY(facilitator("verify", ofType(BatchPayload::Type::Voucher, c, v1).toJson())
                    .value("isValid", false));
        const json claim = {
            {"type", "claim"},
            {"claims",
             {{{"voucher", {{"channel", c.toJson()}, {"maxClaimableAmount", "3000"}}},
               {"signature", "0x" + v1.signature.toHex().toStdString()},
               {"totalClaimed", "3000"}}}}};
        const json claimed = facilitator("settle", claim);
        QVERIFY2(claimed.value("success", false), claimed.dump().c_str());
        JSAME(text(claimed, "amount"), "");
        const auto channels = x402::BatchSettlementCalls::readChannels(QByteArray::fromHex(
            QByteArray::fromStdString(escrowCall(x402::BatchSettlementCalls::channelsCall(id(c))))
                .mid(2)));
        QCOMPARE(channels->totalClaimed, U256(3000));
        const U256 seller = usdc(kSeller);
        const json swept = facilitator("settle", {{"type", "settle"},
                                                  {"receiver", kSeller.toStdString()},
                                                  {"token", checksummed(TestUsdc::address())}});
        QVERIFY2(swept.value("success", false), swept.dump().c_str());
        JSAME(text(swept, "amount"), "3000");
        QCOMPARE(usdc(kSeller), *seller.checkedAdd(U256(3000)));
        QCOMPARE(rpc("eth_getTransactionReceipt", {text(swept, "transaction")})["logs"].size(),
                 size_t(1));
        JSAME(text(facilitator("settle", {{"type", "settle"},
                                          {"receiver", kSeller.toStdString()},
                                          {"token", checksummed(TestUsdc::address())}}),
                   "errorReason"),
              "invalid_batch_settlement_evm_nothing_to_settle");
        // The stranger may not claim; the facilitator not above the balance.
        QCOMPARE(
            revertOf(send(kKey1, BatchEscrowCalls::claimCall(
                                     {{c, U256(5000), voucher(c, 5000).signature, U256(5000)}}))),
            QStringLiteral("execution reverted: Unauthorized"));
        const x402::ChannelVoucher tooMuch = voucher(c, 200000);
        const json over = facilitator(
            "settle", {{"type", "claim"},
                       {"claims",
                        {{{"voucher", {{"channel", c.toJson()}, {"maxClaimableAmount", "200000"}}},
                          {"signature", "0x" + tooMuch.signature.toHex().toStdString()},
                          {"totalClaimed", "200000"}}}}});
        JSAME(text(over, "errorReason"), "invalid_batch_settlement_evm_claim_simulation_failed");
        QVERIFY(text(over, "message").find("InsufficientBalance") != std::string::npos);
    }

    void verificationRefusals()
    {
        const ChannelConfig c = config(kSeller);
        QVERIFY(facilitator("settle", deposit(c, 20000, 10000).toJson()).value("success", false));
        auto reasonOf = [this](const BatchPayload &p) {
            return text(facilitator("verify", p.toJson()), "invalidReason");
        };
        using T = BatchPayload::Type;
        QCOMPARE(reasonOf(ofType(T::Voucher, c, voucher(c, 10000, kKey1))),
                 "invalid_batch_settlement_evm_voucher_signature");
        QCOMPARE(reasonOf(ofType(T::Voucher, c, voucher(c, 20001))),
                 "invalid_batch_settlement_evm_cumulative_exceeds_balance");
        const ChannelConfig empty = config(kSeller);
        QCOMPARE(reasonOf(ofType(T::Voucher, empty, voucher(empty, 100))),
                 "invalid_batch_settlement_evm_channel_not_found");
        ChannelConfig token = config(kSeller);
        token.token = address(kStranger);
        QCOMPARE(reasonOf(ofType(T::Voucher, token, voucher(token, 100))),
                 "invalid_batch_settlement_evm_token_mismatch");
        const ChannelConfig authorizer = config(kSeller, address(kStranger));
        QCOMPARE(reasonOf(deposit(authorizer, 1000, 100)),
                 "invalid_batch_settlement_evm_receiver_authorizer_mismatch");
        // The contract itself: no deposit in another token.
        x402::ChannelDeposit d = *deposit(token, 1000, 100).deposit;
        QCOMPARE(revertOf(send(kKey0, BatchEscrowCalls::depositCall(token, d))),
                 QStringLiteral("execution reverted: InvalidToken"));
    }

    void refundReturnsTheRest()
    {
        const ChannelConfig c = config(kSeller);
        QVERIFY(facilitator("settle", deposit(c, 50000, 10000).toJson()).value("success", false));
        const U256 payer = usdc(kPayer);
        // A zero-charge voucher of the 2,000 charged: claimed, then all else returned.
        const json r =
            facilitator("settle", ofType(BatchPayload::Type::Refund, c, voucher(c, 2000)).toJson());
        QVERIFY2(r.value("success", false), r.dump().c_str());
        JSAME(text(r, "amount"), "48000");
        JSAME(text(r["extra"]["channelState"], "refundNonce"), "1");
        JSAME(text(r["extra"]["channelState"], "totalClaimed"), "2000");
        JSAME(text(r["extra"]["channelState"], "balance"), "2000");
        QCOMPARE(usdc(kPayer), *payer.checkedAdd(U256(48000)));
        JSAME(text(facilitator("settle",
                               ofType(BatchPayload::Type::Refund, c, voucher(c, 2000)).toJson()),
                   "errorReason"),
              "invalid_batch_settlement_evm_refund_no_balance");
    }

    void demoSellerChannel()
    {
        const QString name = QStringLiteral("batch-demo-5");
        const Http offer = http(QStringLiteral("/demo/resource/") + name);
        QCOMPARE(offer.status, 402);
        QCOMPARE(offer.required["accepts"].size(), size_t(1));
        const json o = offer.required["accepts"][0];
        JSAME(text(o, "scheme"), "batch-settlement");
        JSAME(text(o, "network"), "eip155:4020");
        JSAME(text(o, "amount"), "10000");
        JSAME(text(o, "payTo"), seller().evmWallet().toStdString());
        JSAME(text(o["extra"], "receiverAuthorizer"), checksummed(EvmFacilitator::account()));
        JSAME(o["extra"]["withdrawDelay"], 900);
        const ChannelConfig c = config(seller().evmWallet());
        Http h = pay(name, deposit(c, 100000, 10000));
        QVERIFY2(h.status == 200, h.required.dump().c_str());
        JSAME(text(h.response, "amount"), "100000");
        JSAME(text(h.response["extra"], "chargedAmount"), "50");
        JSAME(stateOf(h, "chargedCumulativeAmount"), "50");
        JSAME(stateOf(h, "balance"), "100000");
        h = pay(name, ofType(BatchPayload::Type::Voucher, c, voucher(c, 10050)));
        QCOMPARE(h.status, 200);
        JSAME(text(h.response, "transaction"), "");
        JSAME(text(h.response, "amount"), "");
        JSAME(stateOf(h, "chargedCumulativeAmount"), "100");
        // Not what the seller expects: a corrective 402 with the payer's own latest voucher.
        h = pay(name, ofType(BatchPayload::Type::Voucher, c, voucher(c, 20000)));
        QCOMPARE(h.status, 402);
        JSAME(text(h.required, "error"), "invalid_batch_settlement_evm_cumulative_amount_mismatch");
        const json extra = h.required["accepts"][0]["extra"];
        JSAME(text(extra["channelState"], "chargedCumulativeAmount"), "100");
        JSAME(text(extra["voucherState"], "signedMaxClaimable"), "10050");
        x402::ChannelVoucher kept{
            id(c), U256(10050),
            QByteArray::fromHex(
                QByteArray::fromStdString(text(extra["voucherState"], "signature")).mid(2))};
        QCOMPARE(BatchChannel::voucherSigner(kept, EvmChain::kChainId), address(kPayer));
        // The sweep claims the 100 charged and moves them to the seller.
        const U256 before = usdc(seller().evmWallet());
        const json swept = http(QStringLiteral("/demo/resource/batch-claim")).body;
        QVERIFY2(swept.value("success", false), swept.dump().c_str());
        JSAME(text(swept, "settled"), "100");
        QCOMPARE(usdc(seller().evmWallet()), *before.checkedAdd(U256(100)));
        // A refund (zero charge: the 100 charged) returns the other 99,900.
        const U256 payer = usdc(kPayer);
        h = pay(name, ofType(BatchPayload::Type::Refund, c, voucher(c, 100)));
        QVERIFY2(h.status == 200, h.required.dump().c_str());
        JSAME(text(h.response, "amount"), "99900");
        QVERIFY(!h.response["extra"].contains("chargedAmount"));
        JSAME(stateOf(h, "refundNonce"), "1");
        QCOMPARE(usdc(kPayer), *payer.checkedAdd(U256(99900)));
        QVERIFY(!seller().channel(id(c)));
    }

    void forgetfulSellerRecoversFromTheChain()
    {
        const QString name = QStringLiteral("batch-forgetful-7");
        const ChannelConfig c = config(seller().evmWallet());
        QCOMPARE(pay(name, deposit(c, 50000, 10000)).status, 200);
        const Http h = pay(name, ofType(BatchPayload::Type::Voucher, c, voucher(c, 10070)));
        QCOMPARE(h.status, 402);
        const json extra = h.required["accepts"][0]["extra"];
        JSAME(text(extra["channelState"], "chargedCumulativeAmount"), "0");
        QVERIFY(!extra.contains("voucherState"));
        QCOMPARE(pay(name, ofType(BatchPayload::Type::Voucher, c, voucher(c, 10000))).status, 200);
    }

    // The answer lost after the charge: the same deposit again is not deposited twice but
    // corrected, with the voucher the payer signed, and the payer goes on from there.
    void aLostAnswerIsCorrected()
    {
        const QString name = QStringLiteral("batch-fail-500-3");
        const ChannelConfig c = config(seller().evmWallet());
        const BatchPayload d = deposit(c, 50000, 10000);
        const U256 payer = usdc(kPayer);
        QCOMPARE(pay(name, d).status, 500);
        Http h = pay(name, d);
        QCOMPARE(h.status, 402);
        const json extra = h.required["accepts"][0]["extra"];
        JSAME(text(extra["channelState"], "chargedCumulativeAmount"), "30");
        JSAME(text(extra["channelState"], "balance"), "50000");
        JSAME(text(extra["voucherState"], "signedMaxClaimable"), "10000");
        QCOMPARE(usdc(kPayer), *payer.checkedSub(U256(50000)));
        h = pay(name, ofType(BatchPayload::Type::Voucher, c, voucher(c, 10030)));
        QCOMPARE(h.status, 200);
        JSAME(stateOf(h, "chargedCumulativeAmount"), "60");
    }

    void hostileSellersSayWhatTheirNamesSay()
    {
        const ChannelConfig a = config(seller().evmWallet());
        Http h = pay(QStringLiteral("batch-overcharge"), deposit(a, 50000, 10000));
        JSAME(text(h.response["extra"], "chargedAmount"), "20000");
        const ChannelConfig b = config(seller().evmWallet());
        h = pay(QStringLiteral("batch-skipback"), deposit(b, 50000, 10000));
        JSAME(text(h.response["extra"], "chargedAmount"), "3700");
        JSAME(stateOf(h, "chargedCumulativeAmount"), "0");
        const ChannelConfig c = config(seller().evmWallet());
        h = pay(QStringLiteral("batch-wrongchannel"), deposit(c, 50000, 10000));
        QCOMPARE(h.status, 200);
        QVERIFY(stateOf(h, "channelId") != "0x" + id(c).toHex().toStdString());
    }

    // Last: it moves the chain's clock.
    void withdrawAfterTheDelay()
    {
        using Calls = x402::BatchSettlementCalls;
        const ChannelConfig c = config(seller().evmWallet());
        QCOMPARE(pay(QStringLiteral("batch-withdraw-800"), deposit(c, 20000, 10000)).status, 200);
        QCOMPARE(revertOf(send(kKey0, Calls::initiateWithdrawCall(c, U256(20001)))),
                 QStringLiteral("execution reverted: InsufficientBalance"));
        QCOMPARE(revertOf(send(kKey1, Calls::initiateWithdrawCall(c, U256(100)))),
                 QStringLiteral("execution reverted: Unauthorized"));
        QCOMPARE(revertOf(send(kKey0, Calls::initiateWithdrawCall(c, U256(15000)))), QString());
        const auto pending = Calls::readPendingWithdrawal(QByteArray::fromHex(
            QByteArray::fromStdString(escrowCall(Calls::pendingWithdrawalsCall(id(c)))).mid(2)));
        QCOMPARE(pending->amount, U256(15000));
        QVERIFY(pending->initiatedAt > 0);
        // The seller sees the withdrawal and claims its 8,000 before the delay ends.
        QTRY_COMPARE(chain().escrow().channel(id(c)).totalClaimed, U256(8000));
        QCOMPARE(revertOf(send(kKey0, Calls::finalizeWithdrawCall(c))),
                 QStringLiteral("execution reverted: WithdrawDelayNotElapsed"));
        QCOMPARE(rpc("evm_increaseTime", {901}).get<qint64>(), 901);
        const U256 payer = usdc(kPayer);
        const QByteArray done = send(kKey0, Calls::finalizeWithdrawCall(c));
        QCOMPARE(revertOf(done), QString());
        // What is unclaimed, not the 15,000 asked: the rest was claimed meanwhile.
        QCOMPARE(usdc(kPayer), *payer.checkedAdd(U256(12000)));
        QCOMPARE(chain().escrow().channel(id(c)).balance, U256(8000));
        QCOMPARE(chain().escrow().channel(id(c)).withdrawInitiatedAt, quint64(0));
        QCOMPARE(
            rpc("eth_getTransactionReceipt", {"0x" + done.toHex().toStdString()})["logs"].size(),
            size_t(1));
        m_withdrawn = id(c);
        m_finalized = done;
    }

    // The escrow, the receipts' logs, the chain's clock and the seller's channels are state.
    void aRestartKeepsTheChannels()
    {
        const sandbox::BatchEscrow::Channel before = chain().escrow().channel(m_withdrawn);
        const auto kept = seller().channel(m_withdrawn);
        QVERIFY(kept);
        QVERIFY(m_sandbox.restart());
        QCOMPARE(chain().escrow().channel(m_withdrawn).balance, before.balance);
        QCOMPARE(chain().escrow().channel(m_withdrawn).totalClaimed, before.totalClaimed);
        QCOMPARE(chain().timeShiftSeconds(), qint64(901));
        QCOMPARE(seller().channel(m_withdrawn)->chargedCumulativeAmount,
                 kept->chargedCumulativeAmount);
        QCOMPARE(seller().channel(m_withdrawn)->signature, kept->signature);
        const json logs =
            rpc("eth_getTransactionReceipt", {"0x" + m_finalized.toHex().toStdString()})["logs"];
        QCOMPARE(logs.size(), size_t(1));
        JSAME(logs[0]["data"], "0x" + evm::Eip712::word(U256(12000)).toHex().toStdString());
    }
};

QTEST_GUILESS_MAIN(TestSandboxBatch)
#include "tst_sandbox_batch.moc"
