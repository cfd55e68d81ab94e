// EIP-712 hashing and x402's EIP-3009 authorization (app/evm/Eip712, app/x402/Eip3009): the
// published EIP-712 example, EIP-3009's type hash, and an authorization made, signed, recovered
// and refused field by field.
#include "evm/Eip712.h"
#include "evm/Keccak.h"
#include "evm/Secp256k1.h"
#include "x402/Eip3009.h"
#include "x402/ProofCodec.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::evm;
using namespace paydesk::x402;

namespace {
QByteArray hex(const char *text)
{
    return QByteArray::fromHex(QByteArray(text).mid(2));
}

// Hardhat's account #0 (Hardhat Network docs; the "test test ... junk" phrase's first account).
const char kHardhatKey[] = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const char kHardhat[] = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";

// The x402 spec's own v1 EVM option (coinbase/x402 specs; docs/protocol-facts.md "x402 versions and
// headers"): Base Sepolia USDC, EIP-712 domain name "USDC", version "2".
PaymentOption baseSepoliaOption()
{
    const nlohmann::json j = {{"scheme", "exact"},
                              {"network", "base-sepolia"},
                              {"maxAmountRequired", "10000"},
                              {"resource", "https://shop.example/premium"},
                              {"description", "Premium"},
                              {"mimeType", "application/json"},
                              {"payTo", "0x209693Bc6afc0C5328bA36FaF03C514EF312287C"},
                              {"maxTimeoutSeconds", 60},
                              {"asset", "0x036CbD53842c5426634e7929541eC2318f3dCF7e"},
                              {"extra", {{"name", "USDC"}, {"version", "2"}}}};
    return PaymentOption::fromJson(j, 1, 0, QUrl(QStringLiteral("https://shop.example/premium")));
}
} // namespace

class TstX402Eip3009 : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The EIP-712 specification's example (https://eips.ethereum.org/EIPS/eip-712, its
    // Example.sol / example.js: "Ether Mail", Cow mails Bob), signed with keccak256("cow").
    void eip712PublishedExample()
    {
        Eip712::Domain d{QStringLiteral("Ether Mail"), QStringLiteral("1"), 1,
                         *EvmAddress::parse(u"0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC")};
        QCOMPARE(Eip712::domainSeparator(d),
                 hex("0xf2cee375fa42b42143804025fc449deafd50cc031ca257e0b194a650a912090f"));
        const QByteArray person = Eip712::typeHash("Person(string name,address wallet)");
        auto personHash = [&person](const char *name, const char *wallet) {
            return Keccak::hash256({person, Eip712::word(QString::fromLatin1(name)),
                                    Eip712::word(*EvmAddress::parse(QString::fromLatin1(wallet)))});
        };
        const QByteArray mail = Keccak::hash256(
            {Eip712::typeHash(
                 "Mail(Person from,Person to,string contents)Person(string name,address wallet)"),
             personHash("Cow", "0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826"),
             personHash("Bob", "0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB"),
             Eip712::word(QStringLiteral("Hello, Bob!"))});
        QCOMPARE(mail, hex("0xc52c0ee5d84264471806290a3f2c4cecfc5490626bf912d01f240d7a274b371e"));
        const QByteArray digest = Eip712::digest(Eip712::domainSeparator(d), mail);
        QCOMPARE(digest, hex("0xbe609aee343fb3c4b28e1df9e632fca64fcfaede20f02e86244efddf30957bd2"));
        // The example's signature (v 28) by Cow's key.
        const SecureBytes cow = SecureBytes::copyOf(Keccak::hash256("cow"));
        const auto sig = Secp256k1::sign(cow, digest);
        QVERIFY(sig);
        QCOMPARE(sig->r, hex("0x4355c47d63924e8a72e509b65029052eb6c299d53a04e167c5775fd466751c9d"));
        QCOMPARE(sig->s, hex("0x07299936d304c153f6443dfa05f40ff007d72911b6f72307f996231605b91562"));
        QCOMPARE(27 + sig->recoveryId, 28);
    }

    // EIP-3009's TRANSFER_WITH_AUTHORIZATION_TYPEHASH, as the EIP and the x402 note print it.
    void typeHashes()
    {
        QCOMPARE(Eip712::typeHash(Eip712::transferWithAuthorizationType()),
                 hex("0x7c7c6cdb67a18743f49ec6fa9b35f50d52ed05cbed4cc592e13b44501c1a2267"));
        QCOMPARE(Eip712::typeHash(Eip712::domainType()),
                 hex("0x8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f"));
    }

    void authorizeSignRecover()
    {
        const PaymentOption o = baseSepoliaOption();
        QString why;
        const auto domain = Eip3009::domainOf(o, &why);
        QVERIFY2(domain, qPrintable(why));
        QCOMPARE(domain->chainId, quint64(84532));
        QCOMPARE(domain->name, QStringLiteral("USDC"));
        const EvmAddress payer = *EvmAddress::parse(QString::fromLatin1(kHardhat));
        const qint64 now = 1795000000;
        const auto a = Eip3009::authorize(o, payer, now, &why);
        QVERIFY2(a, qPrintable(why));
        QCOMPARE(a->value, U256(10000));
        QCOMPARE(a->validAfter, quint64(now - 600));
        QCOMPARE(a->validBefore, quint64(now + 60));
        QCOMPARE(a->to.toChecksummed(),
                 QStringLiteral("0x209693Bc6afc0C5328bA36FaF03C514EF312287C"));
        QCOMPARE(a->nonce.size(), 32);
        // A fresh nonce each time: one authorization can never pay twice.
        QVERIFY(Eip3009::authorize(o, payer, now, &why)->nonce != a->nonce);

        const SecureBytes key = SecureBytes::copyOf(QByteArray::fromHex(kHardhatKey));
        const auto sig = Eip3009::sign(*a, *domain, key, &why);
        QVERIFY2(sig, qPrintable(why));
        QCOMPARE(sig->size(), 65);
        QVERIFY(sig->at(64) == 27 || sig->at(64) == 28);
        QCOMPARE(Eip3009::signer(*a, *domain, *sig), payer);
        // Any change of what was signed names another signer (or none).
        TransferAuthorization more = *a;
        more.value = U256(10001);
        QVERIFY(Eip3009::signer(more, *domain, *sig) != payer);
        Eip712::Domain otherChain = *domain;
        otherChain.chainId = 8453;
        QVERIFY(Eip3009::signer(*a, otherChain, *sig) != payer);
        // The wrong key is caught before anything is handed out.
        const SecureBytes other = SecureBytes::copyOf(Keccak::hash256("cow"));
        QVERIFY(!Eip3009::sign(*a, *domain, other, &why));
        QVERIFY2(why.contains(QLatin1String(kHardhat)), qPrintable(why));

        // The proof: an x402 v1 payload the codec and the JSON shape agree on.
        const QString proof = Eip3009::proof(o, *a, *sig);
        const auto doc =
            nlohmann::json::parse(QByteArray::fromBase64(proof.toLatin1()).toStdString());
        QVERIFY(doc["x402Version"] == 1);
        QVERIFY(doc["scheme"] == "exact");
        QVERIFY(doc["network"] == "base-sepolia");
        const auto &auth = doc["payload"]["authorization"];
        QVERIFY(auth["value"] == "10000");
        QVERIFY(auth["validAfter"] == std::to_string(now - 600));
        QVERIFY(auth["from"] == kHardhat);
        QCOMPARE(QString::fromStdString(doc["payload"]["signature"]).size(), 2 + 130);
        const auto back = TransferAuthorization::fromJson(auth, &why);
        QVERIFY2(back, qPrintable(why));
        QCOMPARE(back->structHash(), a->structHash());
    }

    void domainRefusals_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no name") << "name" << QString() << "extra.name";
        QTest::newRow("no version") << "version" << QString() << "extra.version";
    }
    void domainRefusals()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, expected);
        PaymentOption o = baseSepoliaOption();
        o.extra.erase(field.toStdString());
        QString why;
        QVERIFY(!Eip3009::domainOf(o, &why));
        QVERIFY2(why.contains(expected), qPrintable(why));
    }

    void authorizationJsonRefusals_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::newRow("from") << "from"
                              << "0x12";
        QTest::newRow("value negative") << "value"
                                        << "-1";
        QTest::newRow("value hex") << "value"
                                   << "0x10";
        QTest::newRow("validBefore huge") << "validBefore"
                                          << "1e9";
        QTest::newRow("nonce short") << "nonce"
                                     << "0x1234";
        QTest::newRow("nonce not hex")
            << "nonce"
            << "0xzz34567890123456789012345678901234567890123456789012345678901234";
    }
    void authorizationJsonRefusals()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QString why;
        const auto a =
            Eip3009::authorize(baseSepoliaOption(),
                               *EvmAddress::parse(QString::fromLatin1(kHardhat)), 1795000000, &why);
        nlohmann::json j = a->toJson();
        j[field.toStdString()] = value.toStdString();
        QVERIFY(!TransferAuthorization::fromJson(j, &why));
        QVERIFY2(why.contains(field), qPrintable(why));
    }
};

QTEST_GUILESS_MAIN(TstX402Eip3009)
#include "tst_x402_eip3009.moc"
