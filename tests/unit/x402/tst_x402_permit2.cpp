// x402's `exact` EVM payment by Permit2 (app/x402/Permit2): the type hashes the x402 spec
// computes, a vector made by the x402 SDK's own definitions (tests/peers/x402-v2/
// permit2-vector.mjs: @x402/evm's permit2WitnessTypes and PERMIT2_ADDRESS, viem's hashTypedData
// and signTypedData), an authorization made for an option, and its proof's shape.
#include "evm/Eip712.h"
#include "evm/Keccak.h"
#include "x402/Eip3009.h"
#include "x402/Permit2.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::evm;
using namespace paydesk::x402;

namespace {
QByteArray hex(const char *text)
{
    return QByteArray::fromHex(QByteArray(text).mid(2));
}

// Hardhat's account #0 (Hardhat Network docs; public test key).
const char kHardhatKey[] = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const char kHardhat[] = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const char kSeller[] = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

SecureBytes key()
{
    return SecureBytes::copyOf(QByteArray::fromHex(kHardhatKey));
}

// The vector's authorization: 0.01 USDC on Base, the largest nonce, a fixed deadline.
Permit2Authorization vector()
{
    Permit2Authorization a;
    a.from = *EvmAddress::parse(QString::fromLatin1(kHardhat));
    a.token = *EvmAddress::parse(u"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913");
    a.spender = Permit2::exactProxy();
    a.to = *EvmAddress::parse(QString::fromLatin1(kSeller));
    a.amount = U256(10000);
    a.nonce = U256::max();
    a.deadline = 1764300060;
    a.validAfter = 0;
    return a;
}

PaymentOption option(const nlohmann::json &extra)
{
    const nlohmann::json j = {
        {"scheme", "exact"},       {"network", "eip155:8453"},
        {"amount", "10000"},       {"payTo", kSeller},
        {"maxTimeoutSeconds", 60}, {"asset", "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"},
        {"extra", extra}};
    return PaymentOption::fromJson(j, 2, 0, QUrl(QStringLiteral("https://shop.example/a")));
}
} // namespace

class TstX402Permit2 : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // docs/protocol-facts.md "EVM exact: Permit2" (computed type hashes, shown by their ends).
    void typeHashes()
    {
        const QByteArray primary =
            Eip712::typeHash("PermitWitnessTransferFrom(TokenPermissions permitted,address "
                             "spender,uint256 nonce,uint256 deadline,Witness witness)"
                             "TokenPermissions(address token,uint256 amount)"
                             "Witness(address to,uint256 validAfter)")
                .toHex();
        QVERIFY2(primary.startsWith("ebc156cd") && primary.endsWith("98f521c7"), primary);
        const QByteArray permissions =
            Eip712::typeHash("TokenPermissions(address token,uint256 amount)").toHex();
        QVERIFY2(permissions.startsWith("618358ac") && permissions.endsWith("6d06a1"), permissions);
        const QByteArray witness =
            Eip712::typeHash("Witness(address to,uint256 validAfter)").toHex();
        QVERIFY2(witness.startsWith("d97b3239") && witness.endsWith("eb12c37"), witness);
    }

    // The x402 SDK's digest and signature, byte for byte (RFC 6979 nonces on both sides).
    void sdkVector()
    {
        const Permit2Authorization a = vector();
        QCOMPARE(Permit2::digest(a, 8453),
                 hex("0xf6f9ff99ec20e32655dc0de8e0fd3d2d8f7aabac8bf042189f198434a903002f"));
        QString why;
        const auto sig = Permit2::sign(a, 8453, key(), &why);
        QVERIFY2(sig, qPrintable(why));
        QCOMPARE(*sig, hex("0xefe796d10f9928bf92eea8661fe251951d02e369b32a9afab4eb14e460971d9b1f32"
                           "014a5aedda7ba508d9383fd15439fc4e84ef2c898babbda21cb1a0bcca771b"));
        QCOMPARE(Permit2::signer(a, 8453, *sig), a.from);
        // Another chain, field or signer: not this payer's authorization.
        QVERIFY(Permit2::signer(a, 84532, *sig) != a.from);
        Permit2Authorization more = a;
        more.amount = U256(10001);
        QVERIFY(Permit2::signer(more, 8453, *sig) != a.from);
        QByteArray broken = *sig;
        broken[64] = char(29);
        QCOMPARE(Permit2::signer(a, 8453, broken), std::nullopt);
    }

    // Made for an option after the approval: the seller, the exact price, the proxy as spender,
    // the deadline from maxTimeoutSeconds, a fresh nonce each time.
    // Permit2's unordered nonces (SignatureTransfer.sol bitmapPositions): word nonce >> 8, bit
    // nonce & 0xff. nonceBitmap(address,uint256) is 0x4fe02b44 (viem toFunctionSelector).
    void nonceBitmap()
    {
        const auto owner = *EvmAddress::parse(u"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        const U256 nonce = *U256::fromDecimal(u"4660"); // 0x1234: word 0x12, bit 0x34
        const QByteArray call = Permit2::nonceBitmapCall(owner, nonce);
        QCOMPARE(call.size(), 68);
        QCOMPARE(call.left(4).toHex(), QByteArray("4fe02b44"));
        QCOMPARE(call.mid(4, 32).right(20), owner.bytes());
        QCOMPARE(*U256::fromBigEndian(call.mid(36, 32)), U256(0x12));
        const U256 bit52 = *U256::fromDecimal(u"4503599627370496"); // 1 << 52 (0x34)
        QVERIFY(Permit2::nonceBitSet(bit52, nonce));
        QVERIFY(!Permit2::nonceBitSet(bit52, *U256::fromDecimal(u"4661")));
        QVERIFY(!Permit2::nonceBitSet(U256(), nonce));
        // Bit 255 of the word: the highest bit of the first byte.
        const U256 top = *U256::fromBigEndian(QByteArray(1, char(0x80)) + QByteArray(31, 0));
        QVERIFY(Permit2::nonceBitSet(top, U256(255)));
        QVERIFY(Permit2::nonceBitSet(top, U256(511)));
        QVERIFY(!Permit2::nonceBitSet(top, U256(254)));
        // A nonce of 256 bits: its word drops the last byte.
        const QByteArray big = Permit2::nonceBitmapCall(owner, U256::max());
        QCOMPARE(big.mid(36, 32), QByteArray(1, 0) + QByteArray(31, char(0xff)));
    }

    void authorizeForAnOption()
    {
        const PaymentOption o = option({{"assetTransferMethod", "permit2"}});
        QVERIFY(o.isPayable());
        QVERIFY(Permit2::asked(o));
        QVERIFY(!Permit2::asked(option({{"assetTransferMethod", "eip3009"}})));
        QVERIFY(!Permit2::asked(option(nlohmann::json::object())));
        const EvmAddress payer = *EvmAddress::parse(QString::fromLatin1(kHardhat));
        QString why;
        const auto a = Permit2::authorize(o, payer, 1764300000, &why);
        QVERIFY2(a, qPrintable(why));
        QCOMPARE(a->from, payer);
        QCOMPARE(a->to, *EvmAddress::parse(QString::fromLatin1(kSeller)));
        QCOMPARE(a->token.toChecksummed(), o.asset);
        QCOMPARE(a->spender, Permit2::exactProxy());
        QCOMPARE(a->amount, U256(10000));
        QCOMPARE(a->deadline, quint64(1764300060));
        QCOMPARE(a->validAfter, quint64(0));
        QVERIFY(Permit2::authorize(o, payer, 1764300000, &why)->nonce != a->nonce);
        // Refused: a price of nothing, an address that is none.
        PaymentOption zero = o;
        zero.amountUnits = QStringLiteral("0");
        QVERIFY(!Permit2::authorize(zero, payer, 1764300000, &why));
        QVERIFY2(why.contains(QStringLiteral("positive")), qPrintable(why));
        PaymentOption nowhere = o;
        nowhere.payTo = QStringLiteral("not-an-address");
        QVERIFY(!Permit2::authorize(nowhere, payer, 1764300000, &why));
    }

    // The payload the x402 facilitators read (exact/facilitator: permit2Authorization).
    void proofShape()
    {
        const PaymentOption o = option({{"assetTransferMethod", "permit2"}});
        const Permit2Authorization a = vector();
        QString why;
        const auto sig = Permit2::sign(a, 8453, key(), &why);
        QVERIFY(sig);
        const nlohmann::json doc = nlohmann::json::parse(
            QByteArray::fromBase64(Permit2::proof(o, a, *sig).toLatin1()).toStdString());
        QVERIFY(doc["scheme"] == "exact");
        QVERIFY(doc["network"] == "eip155:8453");
        const nlohmann::json &p = doc["payload"];
        QCOMPARE(p["signature"].get<std::string>(), "0x" + sig->toHex().toStdString());
        const nlohmann::json &auth = p["permit2Authorization"];
        QVERIFY(auth["from"] == kHardhat);
        QVERIFY(auth["permitted"]["token"] == "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913");
        QVERIFY(auth["permitted"]["amount"] == "10000");
        QVERIFY(auth["spender"] == "0x402085c248EeA27D92E8b30b2C58ed07f9E20001");
        QVERIFY(auth["nonce"] == U256::max().toDecimal().toStdString());
        QVERIFY(auth["deadline"] == "1764300060");
        QVERIFY(auth["witness"]["to"] == kSeller);
        QVERIFY(auth["witness"]["validAfter"] == "0");
    }
};

QTEST_GUILESS_MAIN(TstX402Permit2)
#include "tst_x402_permit2.moc"
