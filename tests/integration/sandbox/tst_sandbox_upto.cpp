// The sandbox as the x402 facilitator of `upto` on its EVM chain, and its chain's native upto
// proxy: /supported names the facilitator, verify takes the maximum, settle moves the charge it is
// given (never more than the maximum, nothing for a charge of zero) once, however often it is
// asked; an authorization binding another facilitator is refused, and the proxy itself refuses a
// settle from anyone but the witness's facilitator or above the permitted amount.
#include "evm/Erc20.h"
#include "sandbox/EvmChain.h"
#include "sandbox/EvmFacilitator.h"
#include "sandbox/SandboxServer.h"
#include "sandbox/TestUsdc.h"
#include "util/TestSandbox.h"
#include "x402/UptoPermit2.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QTest>

using namespace paydesk;
using namespace paydesk::testing;
using evm::EvmAddress;
using evm::U256;
using sandbox::EvmFacilitator;
using sandbox::Permit2Proxy;
using sandbox::TestUsdc;

namespace {
// Hardhat / Anvil test account #0 (funded by the sandbox: 1,000 test USDC) and #2.
const QByteArray kKey0 = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const QString kAccount0 = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
const QString kSeller = QStringLiteral("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC");

QJsonObject toQt(const nlohmann::json &j)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(j.dump())).object();
}
} // namespace

class TestSandboxUpto : public QObject
{
    Q_OBJECT
    TestSandbox m_sandbox;
    int m_status = 0;

    x402::PaymentOption option(const QString &facilitator) const
    {
        x402::PaymentOption o;
        o.scheme = QStringLiteral("upto");
        o.network = o.networkId = QStringLiteral("eip155:4020");
        o.payTo = kSeller;
        o.amountUnits = QStringLiteral("10000");
        o.asset = TestUsdc::address().toChecksummed();
        o.maxTimeoutSeconds = 60;
        o.extra["facilitatorAddress"] = facilitator.toStdString();
        return o;
    }
    // A signed upto payload of at most 0.01 test USDC, as the v2 PaymentPayload a seller
    // forwards, and its authorization.
    std::pair<QJsonObject, x402::Permit2Authorization>
    payload(const QString &facilitator = EvmFacilitator::account().toChecksummed())
    {
        const x402::PaymentOption o = option(facilitator);
        const auto a = x402::UptoPermit2::authorize(o, *EvmAddress::parse(kAccount0),
                                                    QDateTime::currentSecsSinceEpoch(), nullptr);
        const auto sig =
            x402::Permit2::sign(*a, sandbox::EvmChain::kChainId,
                                SecureBytes::copyOf(QByteArray::fromHex(kKey0)), nullptr);
        const QJsonObject p{
            {QStringLiteral("x402Version"), 2},
            {QStringLiteral("accepted"), requirements(QStringLiteral("10000"))},
            {QStringLiteral("payload"),
             QJsonObject{{QStringLiteral("signature"),
                          QStringLiteral("0x") + QString::fromLatin1(sig->toHex())},
                         {QStringLiteral("permit2Authorization"), toQt(a->toJson())}}}};
        return {p, *a};
    }
    static QJsonObject requirements(const QString &amount)
    {
        return {{QStringLiteral("scheme"), QStringLiteral("upto")},
                {QStringLiteral("network"), QStringLiteral("eip155:4020")},
                {QStringLiteral("amount"), amount},
                {QStringLiteral("asset"), TestUsdc::address().toChecksummed()},
                {QStringLiteral("payTo"), kSeller},
                {QStringLiteral("maxTimeoutSeconds"), 60}};
    }
    QJsonObject post(const char *op, const QJsonObject &payload, const QString &amount)
    {
        return m_sandbox.admin("POST", QStringLiteral("/facilitator/") + QLatin1String(op),
                               {{QStringLiteral("x402Version"), 2},
                                {QStringLiteral("paymentPayload"), payload},
                                {QStringLiteral("paymentRequirements"), requirements(amount)}},
                               &m_status);
    }
    U256 usdc(const QString &owner)
    {
        return m_sandbox.server().evmChain()->usdc().balanceOf(*EvmAddress::parse(owner));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sandbox.startOrDie(sandbox::SandboxOptions{});
        QString error;
        QVERIFY2(m_sandbox.server().evmChain()->usdc().execute(
                     *EvmAddress::parse(kAccount0),
                     evm::Erc20::approveCall(x402::Permit2::address(), U256(1000000)),
                     QDateTime::currentSecsSinceEpoch(), &error),
                 qPrintable(error));
    }

    void settlesTheChargeOnce()
    {
        const auto [p, a] = payload();
        QJsonObject v = post("verify", p, QStringLiteral("10000"));
        QCOMPARE(m_status, 200);
        QVERIFY2(v[QStringLiteral("isValid")].toBool(), qPrintable(QJsonDocument(v).toJson()));
        const U256 seller = usdc(kSeller);
        // A charge above the maximum: refused, nothing moved.
        QJsonObject s = post("settle", p, QStringLiteral("10001"));
        QVERIFY(!s[QStringLiteral("success")].toBool());
        QCOMPARE(s[QStringLiteral("errorReason")].toString(),
                 QStringLiteral("invalid_upto_evm_payload_settlement_exceeds_amount"));
        QCOMPARE(usdc(kSeller), seller);
        // The charge, once; asked again, the same transaction.
        s = post("settle", p, QStringLiteral("2500"));
        QVERIFY2(s[QStringLiteral("success")].toBool(), qPrintable(QJsonDocument(s).toJson()));
        QCOMPARE(s[QStringLiteral("amount")].toString(), QStringLiteral("2500"));
        QCOMPARE(s[QStringLiteral("transaction")].toString().size(), 66);
        const QJsonObject again = post("settle", p, QStringLiteral("2500"));
        QCOMPARE(again[QStringLiteral("transaction")], s[QStringLiteral("transaction")]);
        QCOMPARE(usdc(kSeller), *seller.checkedAdd(U256(2500)));
        // Used: asked for another charge, the settlement made is answered, nothing moves again.
        s = post("settle", p, QStringLiteral("100"));
        QCOMPARE(s[QStringLiteral("transaction")], again[QStringLiteral("transaction")]);
        QCOMPARE(s[QStringLiteral("amount")].toString(), QStringLiteral("2500"));
        QCOMPARE(usdc(kSeller), *seller.checkedAdd(U256(2500)));
    }

    void nothingUsedMovesNothing()
    {
        const auto [p, a] = payload();
        const U256 seller = usdc(kSeller);
        const QJsonObject s = post("settle", p, QStringLiteral("0"));
        QVERIFY2(s[QStringLiteral("success")].toBool(), qPrintable(QJsonDocument(s).toJson()));
        QCOMPARE(s[QStringLiteral("transaction")].toString(), QString());
        QCOMPARE(s[QStringLiteral("amount")].toString(), QStringLiteral("0"));
        QCOMPARE(usdc(kSeller), seller);
        QVERIFY(!m_sandbox.server().evmChain()->permit2().nonceUsed(a.from, a.nonce));
    }

    // Bound to another facilitator: this one refuses it, and the proxy would revert for anyone
    // but the facilitator the witness names, or above the permitted amount.
    void theWitnessBindsTheFacilitator()
    {
        const QString other = QStringLiteral("0x90F79bf6EB2c4f870365E785982E1f101E93b906");
        const auto [p, a] = payload(other);
        const QJsonObject v = post("verify", p, QStringLiteral("10000"));
        QVERIFY(!v[QStringLiteral("isValid")].toBool());
        QCOMPARE(v[QStringLiteral("invalidReason")].toString(),
                 QStringLiteral("invalid_upto_evm_payload_facilitator"));
        const auto sig =
            x402::Permit2::sign(a, sandbox::EvmChain::kChainId,
                                SecureBytes::copyOf(QByteArray::fromHex(kKey0)), nullptr);
        const Permit2Proxy &proxy = m_sandbox.server().evmChain()->permit2();
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        const Permit2Proxy::UptoSettle fine{a, U256(10000), *sig};
        QCOMPARE(proxy.uptoRefusal(fine, EvmFacilitator::account(), now),
                 QStringLiteral("UnauthorizedFacilitator"));
        QCOMPARE(proxy.uptoRefusal(fine, *EvmAddress::parse(other), now), QString());
        const Permit2Proxy::UptoSettle over{a, U256(10001), *sig};
        QCOMPARE(proxy.uptoRefusal(over, *EvmAddress::parse(other), now),
                 QStringLiteral("AmountExceedsPermitted"));
    }

    void supportedNamesTheFacilitator()
    {
        const QJsonObject supported =
            m_sandbox.admin("GET", QStringLiteral("/facilitator/supported"), {}, &m_status);
        bool found = false;
        for (const QJsonValue k : supported[QStringLiteral("kinds")].toArray())
            found = found || (k[QStringLiteral("scheme")] == QStringLiteral("upto") &&
                              k[QStringLiteral("extra")][QStringLiteral("facilitatorAddress")] ==
                                  EvmFacilitator::account().toChecksummed());
        QVERIFY(found);
    }
};

QTEST_GUILESS_MAIN(TestSandboxUpto)
#include "tst_sandbox_upto.moc"
