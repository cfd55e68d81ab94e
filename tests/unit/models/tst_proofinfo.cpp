// Decoding X-PAYMENT values for the Receive view: settled payloads, authorizations carrying a
// real Solana transfer (built and signed here), EIP-3009 authorizations (x402's exact EVM scheme,
// signed here), and the ways a value is not a proof.
#include "core/Amount.h"
#include "core/Base58.h"
#include "models/PaymentProofInfo.h"
#include "solana/Ed25519.h"
#include "solana/Instruction.h"
#include "solana/Programs.h"
#include "solana/SplTransfer.h"
#include "solana/Transaction.h"
#include "util/SplVectors.h"
#include "x402/Eip3009.h"
#include "x402/Permit2.h"
#include "x402/ProofCodec.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <nlohmann/json.hpp>

using namespace paydesk;

namespace {
QString encode(const QJsonObject &o)
{
    return QString::fromLatin1(QJsonDocument(o).toJson(QJsonDocument::Compact).toBase64());
}
} // namespace

class TstProofInfo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void settled()
    {
        // Amounts as written (decimal text or a JSON number literal) stay exact.
        const QByteArray json = "{\"x402Version\":1,\"scheme\":\"exact\",\"network\":"
                                "\"solana-sandbox\",\"payload\":{\"paymentId\":\"pay_1\","
                                "\"signature\":\"sig\",\"from\":\"A\",\"to\":\"B\","
                                "\"amount\":0.1000000001}}";
        const PaymentProofInfo info =
            PaymentProofInfo::decode(QString::fromLatin1(json.toBase64()));
        QCOMPARE(info.kind, PaymentProofInfo::Kind::Settled);
        QCOMPARE(info.x402Version, 1);
        QCOMPARE(info.scheme, QStringLiteral("exact"));
        QCOMPARE(info.network, QStringLiteral("solana-sandbox"));
        QCOMPARE(info.paymentId, QStringLiteral("pay_1"));
        QCOMPARE(info.payer, QStringLiteral("A"));
        QCOMPARE(info.recipient, QStringLiteral("B"));
        QCOMPARE(info.amount, QStringLiteral("0.1000000001"));
        QCOMPARE(info.symbol, QStringLiteral("SOL"));
        // A hosted payment on an EVM network moved its coin: the amount is in ETH (POL on
        // Polygon), as the network's table says; a network of no known family names none.
        const auto settledOn = [](const char *network) {
            const QByteArray j =
                QByteArray("{\"x402Version\":1,\"scheme\":\"exact\",\"network\":\"") + network +
                "\",\"payload\":{\"paymentId\":\"pay_2\",\"signature\":\"0x1\","
                "\"from\":\"A\",\"to\":\"B\",\"amount\":\"0.01\"}}";
            return PaymentProofInfo::decode(QString::fromLatin1(j.toBase64()));
        };
        QCOMPARE(settledOn("eip155:84532").symbol, QStringLiteral("ETH"));
        QCOMPARE(settledOn("eip155:137").symbol, QStringLiteral("POL"));
        QCOMPARE(settledOn("eip155:84532").kind, PaymentProofInfo::Kind::Settled);
        QVERIFY(settledOn("unknownchain:1").symbol.isEmpty());
        // Whitespace and line breaks from a copy are ignored; URL-safe base64 is accepted.
        QString wrapped = QString::fromLatin1(json.toBase64());
        wrapped.insert(20, QStringLiteral("\n  "));
        QVERIFY(PaymentProofInfo::decode(wrapped).isValid());
        QVERIFY(PaymentProofInfo::decode(
                    QString::fromLatin1(json.toBase64(QByteArray::Base64UrlEncoding)))
                    .isValid());
    }

    void authorization()
    {
        const solana::Keypair buyer = solana::generateKeypair();
        const solana::Keypair seller = solana::generateKeypair();
        const QByteArray blockhash(32, '\x07');
        const solana::Message m = solana::compileMessage(
            seller.publicKey,
            {solana::systemTransfer(buyer.publicKey, seller.publicKey, 250000000)}, blockhash);
        solana::Transaction tx = solana::Transaction::fromMessage(m);
        QVERIFY(tx.sign(buyer));
        const QString proof = encode(
            {{QStringLiteral("x402Version"), 1},
             {QStringLiteral("scheme"), QStringLiteral("exact")},
             {QStringLiteral("network"), QStringLiteral("solana-devnet")},
             {QStringLiteral("payload"),
              QJsonObject{{QStringLiteral("transaction"), QString::fromLatin1(tx.toBase64())}}}});
        const PaymentProofInfo info = PaymentProofInfo::decode(proof);
        QCOMPARE(info.kind, PaymentProofInfo::Kind::Authorization);
        QCOMPARE(info.payer, buyer.address());
        QCOMPARE(info.recipient, seller.address());
        QCOMPARE(info.feePayer, seller.address());
        QCOMPARE(info.amount, QStringLiteral("0.25"));
        QVERIFY(info.signedByPayer);
        QCOMPARE(info.instructions.size(), 1);

        // The same transfer without the buyer's signature.
        const solana::Transaction unsignedTx = solana::Transaction::fromMessage(m);
        const PaymentProofInfo bare = PaymentProofInfo::decode(
            encode({{QStringLiteral("x402Version"), 1},
                    {QStringLiteral("scheme"), QStringLiteral("exact")},
                    {QStringLiteral("network"), QStringLiteral("solana-devnet")},
                    {QStringLiteral("payload"),
                     QJsonObject{{QStringLiteral("transaction"),
                                  QString::fromLatin1(unsignedTx.toBase64())}}}}));
        QCOMPARE(bare.kind, PaymentProofInfo::Kind::Authorization);
        QVERIFY(!bare.signedByPayer);
    }

    void notProofs_data()
    {
        QTest::addColumn<QString>("value");
        QTest::newRow("empty") << QString();
        QTest::newRow("not base64") << QStringLiteral("this is not base64!");
        QTest::newRow("not json") << QString::fromLatin1(QByteArray("hello").toBase64());
        QTest::newRow("json array") << QString::fromLatin1(QByteArray("[1,2]").toBase64());
        QTest::newRow("no version")
            << encode({{QStringLiteral("payload"), QJsonObject{{QStringLiteral("paymentId"), 1}}}});
        QTest::newRow("empty payload") << encode(
            {{QStringLiteral("x402Version"), 1}, {QStringLiteral("payload"), QJsonObject{}}});
        QTest::newRow("broken transaction")
            << encode({{QStringLiteral("x402Version"), 1},
                       {QStringLiteral("payload"),
                        QJsonObject{{QStringLiteral("transaction"), QStringLiteral("AAAA")}}}});
    }
    void notProofs()
    {
        QFETCH(QString, value);
        const PaymentProofInfo info = PaymentProofInfo::decode(value);
        QCOMPARE(info.kind, PaymentProofInfo::Kind::Invalid);
        QVERIFY(!info.error.isEmpty());
    }

    // An SPL authorization as Paydesk's own SplTransfer builds it (x402 `exact` on Solana):
    // devnet USDC to the seller's associated account, signed by the buyer only.
    void splToken()
    {
        const solana::Keypair buyer = solana::generateKeypair();
        const QString seller = QString::fromLatin1(testing::kSplSeller);
        solana::SplPaymentPlan plan = testing::devnetUsdcPlan(buyer.publicKey);
        QString why;
        auto tx = solana::SplTransfer::build(plan, &why);
        QVERIFY2(tx, qPrintable(why));
        auto proofOf = [](const solana::Transaction &t) {
            return x402::ProofCodec::encodeAuthorization(QStringLiteral("solana-devnet"),
                                                         QString::fromLatin1(t.toBase64()));
        };
        // Unsigned: the desk says so.
        PaymentProofInfo info = PaymentProofInfo::decode(proofOf(*tx));
        QCOMPARE(info.kind, PaymentProofInfo::Kind::Authorization);
        QCOMPARE(info.symbol, QStringLiteral("USDC"));
        QCOMPARE(info.amount, QStringLiteral("0.01"));
        QCOMPARE(info.payer, buyer.address());
        QVERIFY(!info.signedByPayer);
        QVERIFY(info.warnings(seller, QString()).join(u' ').contains(u"has not signed"));
        // Signed by the buyer: no warning for the seller's wallet; another wallet is named.
        QVERIFY(tx->sign(buyer));
        info = PaymentProofInfo::decode(proofOf(*tx));
        QVERIFY(info.signedByPayer);
        QCOMPARE(info.tokenAccount, QStringLiteral("A6cvo72FWB5PKDznP79KJv64DbT1aw7YbEfCm4AALHg8"));
        QVERIFY2(info.warnings(seller, QStringLiteral("0.01")).isEmpty(),
                 qPrintable(info.warnings(seller, QStringLiteral("0.01")).join(u'|')));
        QVERIFY(info.warnings(buyer.address(), QString()).join(u' ').contains(u"another wallet"));
        QVERIFY(info.warnings(seller, QStringLiteral("0.02")).join(u' ').contains(u"less than"));
        // A signature over other bytes is no signature.
        tx->signatures[1][0] = char(tx->signatures[1][0] ^ 1);
        QVERIFY(!PaymentProofInfo::decode(proofOf(*tx)).signedByPayer);
        // A mint Paydesk does not know: amounts in the instruction's decimals, and a warning.
        plan.mint = QByteArray(32, '\x09');
        auto other = solana::SplTransfer::build(plan, &why);
        QVERIFY(other && other->sign(buyer));
        info = PaymentProofInfo::decode(proofOf(*other));
        QVERIFY(info.unknownToken);
        QVERIFY(info.warnings(seller, QString()).join(u' ').contains(u"not one Paydesk knows"));
    }

    void eip3009()
    {
        // Hardhat / Anvil #0 authorizes 0.005 USDC on Base Sepolia (x402's own EIP-712 domain:
        // name "USDC", version "2", the token as verifying contract).
        const auto from = *evm::EvmAddress::parse(u"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        const auto to = *evm::EvmAddress::parse(u"0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
        const QString usdc = QStringLiteral("0x036CbD53842c5426634e7929541eC2318f3dCF7e");
        x402::TransferAuthorization a{from, to, evm::U256(5000), 1700000000, 4100000000, {}};
        a.nonce = QByteArray(32, '\x05');
        const evm::Eip712::Domain domain{QStringLiteral("USDC"), QStringLiteral("2"), 84532,
                                         *evm::EvmAddress::parse(usdc)};
        const SecureBytes key = SecureBytes::copyOf(QByteArray::fromHex(
            "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"));
        QString why;
        const auto signature = x402::Eip3009::sign(a, domain, key, &why);
        QVERIFY2(signature, qPrintable(why));
        const QString sigHex = QStringLiteral("0x") + QString::fromLatin1(signature->toHex());
        const auto authJson = QJsonDocument::fromJson(QByteArray::fromStdString(a.toJson().dump()));
        const QJsonObject accepted{{"scheme", "exact"},
                                   {"network", "eip155:84532"},
                                   {"amount", "5000"},
                                   {"asset", usdc},
                                   {"payTo", to.toChecksummed()},
                                   {"maxTimeoutSeconds", 60},
                                   {"extra", QJsonObject{{"name", "USDC"}, {"version", "2"}}}};
        const auto proof = [&](const QJsonObject &head, const QString &sig) {
            QJsonObject o = head;
            o.insert(QStringLiteral("payload"),
                     QJsonObject{{"signature", sig}, {"authorization", authJson.object()}});
            return encode(o);
        };
        // v2: the token is named, so the amount shows in USDC and the signature is checked.
        PaymentProofInfo info =
            PaymentProofInfo::decode(proof({{"x402Version", 2}, {"accepted", accepted}}, sigHex));
        QCOMPARE(info.kind, PaymentProofInfo::Kind::Authorization);
        QVERIFY(info.kindLabel().startsWith(u"EIP-3009"));
        QCOMPARE(info.payer, from.toChecksummed());
        QCOMPARE(info.recipient, to.toChecksummed());
        QCOMPARE(info.amount, QStringLiteral("0.005"));
        QCOMPARE(info.symbol, QStringLiteral("USDC"));
        QVERIFY(info.signatureChecked);
        QVERIFY(info.signedByPayer);
        QCOMPARE(info.validBefore.toSecsSinceEpoch(), qint64(4100000000));
        QVERIFY(info.warnings(to.toChecksummed(), QStringLiteral("0.005")).isEmpty());
        // Another wallet, a larger expected price: said before verifying.
        QCOMPARE(info.warnings(from.toChecksummed(), QStringLiteral("0.01")).size(), 2);
        // A signature by someone else over the same fields: not the payer's.
        QByteArray forged = *signature;
        forged[10] = char(forged[10] ^ 1);
        info = PaymentProofInfo::decode(
            proof({{"x402Version", 2}, {"accepted", accepted}},
                  QStringLiteral("0x") + QString::fromLatin1(forged.toHex())));
        QVERIFY(info.signatureChecked);
        QVERIFY(!info.signedByPayer);
        QVERIFY(!info.warnings({}, {}).isEmpty());
        // v1 names no token: atomic units, the signature left to the facilitator.
        info = PaymentProofInfo::decode(
            proof({{"x402Version", 1}, {"scheme", "exact"}, {"network", "base-sepolia"}}, sigHex));
        QCOMPARE(info.kind, PaymentProofInfo::Kind::Authorization);
        QVERIFY(info.kindLabel().startsWith(u"EIP-3009"));
        QCOMPARE(info.amount, QStringLiteral("5000"));
        QVERIFY(!info.signatureChecked);
        // A signature that is not 65 bytes, an authorization with a field missing: not proofs.
        info = PaymentProofInfo::decode(
            proof({{"x402Version", 2}, {"accepted", accepted}}, sigHex.left(sigHex.size() - 2)));
        QCOMPARE(info.kind, PaymentProofInfo::Kind::Invalid);
        QVERIFY(!info.error.isEmpty());
        QJsonObject broken = authJson.object();
        broken.remove(QStringLiteral("nonce"));
        QJsonObject o{{"x402Version", 2}, {"accepted", accepted}};
        o.insert(QStringLiteral("payload"),
                 QJsonObject{{"signature", sigHex}, {"authorization", broken}});
        info = PaymentProofInfo::decode(encode(o));
        QCOMPARE(info.kind, PaymentProofInfo::Kind::Invalid);
        QVERIFY2(info.error.contains(u"nonce"), qPrintable(info.error));
    }

    // A Permit2 authorization (x402 exact on EVM, assetTransferMethod permit2): read by its
    // scheme client, its window and the payer's signature in words, never a blockhash.
    void permit2Authorization()
    {
        // Hardhat's account #0 (Hardhat Network docs; public test key) pays 0.01 USDC on Base.
        const auto key = SecureBytes::copyOf(QByteArray::fromHex(
            "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"));
        const QString seller = QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
        const nlohmann::json j = {{"scheme", "exact"},
                                  {"network", "eip155:8453"},
                                  {"amount", "10000"},
                                  {"payTo", seller.toStdString()},
                                  {"maxTimeoutSeconds", 60},
                                  {"asset", "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"},
                                  {"extra", {{"assetTransferMethod", "permit2"}}}};
        const x402::PaymentOption option =
            x402::PaymentOption::fromJson(j, 2, 0, QUrl(QStringLiteral("https://shop.example/a")));
        const auto payer = evm::EvmAddress::parse(u"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        QVERIFY(payer);
        QString why;
        const auto a = x402::Permit2::authorize(option, *payer, 4100000000 - 60, &why);
        QVERIFY2(a, qPrintable(why));
        const auto signature = x402::Permit2::sign(*a, 8453, key, &why);
        QVERIFY2(signature, qPrintable(why));
        PaymentProofInfo info =
            PaymentProofInfo::decode(x402::Permit2::proof(option, *a, *signature));
        QCOMPARE(info.kind, PaymentProofInfo::Kind::Authorization);
        QVERIFY2(info.kindLabel().startsWith(u"Permit2"), qPrintable(info.kindLabel()));
        QCOMPARE(info.amount, QStringLiteral("0.01"));
        QCOMPARE(info.symbol, QStringLiteral("USDC"));
        QVERIFY(info.signatureChecked && info.signedByPayer);
        QVERIFY2(info.validity.startsWith(u"Valid from") && !info.validity.contains(u"blockhash"),
                 qPrintable(info.validity));
        QVERIFY(info.warnings(seller, QStringLiteral("0.01")).isEmpty());
        // Signed by another key: said, in the authorization's words.
        QByteArray forged = *signature;
        forged[10] = char(forged[10] ^ 1);
        info = PaymentProofInfo::decode(x402::Permit2::proof(option, *a, forged));
        QVERIFY(!info.signedByPayer);
        QVERIFY(info.warnings(seller, {})
                    .contains(QStringLiteral("The payer did not sign this authorization.")));
    }
};

QTEST_GUILESS_MAIN(TstProofInfo)
#include "tst_proofinfo.moc"
