// The x402 requirements parser, field by field: v1 bodies, v2 headers, malformed and
// contradictory requirements, proof headers. (Option choice: tst_x402_option_choice.)
#include "RequirementSamples.h"
#include "core/Asset.h"
#include "x402/OptionChooser.h"
#include "x402/PaymentHeaders.h"
#include "x402/RequirementsParser.h"

#include <QRegularExpression>
#include <QTest>

using namespace paydesk;
using namespace paydesk::x402;

using namespace paydesk::x402::samples;

class TestRequirements : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void v1BodyFieldByField()
    {
        const RequirementsResult r = judged(kUrl, {}, body(nlohmann::json::array({solOption()})));
        QVERIFY2(r.ok(), qPrintable(r.error));
        const PaymentRequired &p = *r.required;
        QCOMPARE(p.x402Version, 1);
        QCOMPARE(p.source, PaymentRequired::Source::Body);
        QCOMPARE(p.error, QStringLiteral("X-PAYMENT header is required"));
        QCOMPARE(p.options.size(), 1);
        const PaymentOption &o = p.options.first();
        QCOMPARE(o.status, PaymentOption::Status::Payable);
        QCOMPARE(o.scheme, QStringLiteral("exact"));
        QCOMPARE(o.network, QStringLiteral("solana-sandbox"));
        QCOMPARE(o.networkId, QStringLiteral("solana-sandbox"));
        QCOMPARE(o.chain, Chain::Solana);
        QCOMPARE(o.amountUnits, QStringLiteral("1000000"));
        QVERIFY(o.amount.has_value());
        QCOMPARE(o.amount->units(), Amount::Units(1000000));
        QCOMPARE(o.amount->decimals(), 9);
        QCOMPARE(o.displayAmount(), QStringLiteral("0.001 SOL"));
        QCOMPARE(o.payTo, QString::fromLatin1(kSeller));
        QCOMPARE(o.asset, QString::fromLatin1(kNative));
        QCOMPARE(o.maxTimeoutSeconds, 60);
        QCOMPARE(o.feePayer, QString::fromLatin1(kFeePayer));
        QCOMPARE(o.resource, kUrl.toString());
        QCOMPARE(o.description, QStringLiteral("Premium data"));
        QCOMPARE(o.mimeType, QStringLiteral("application/json"));
    }

    void v2HeaderFieldByField()
    {
        nlohmann::json a = solOption();
        for (const char *k :
             {"maxAmountRequired", "resource", "description", "mimeType", "outputSchema"})
            a.erase(k);
        a["amount"] = "2500";
        a["network"] = "solana:sandbox";
        const RequirementsResult r = judged(kUrl, v2Header(nlohmann::json::array({a})), "{}");
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.required->x402Version, 2);
        QCOMPARE(r.required->source, PaymentRequired::Source::Header);
        QCOMPARE(r.required->resourceUrl, kUrl.toString());
        const PaymentOption &o = r.required->options.first();
        QCOMPARE(o.status, PaymentOption::Status::Payable);
        QCOMPARE(o.network, QStringLiteral("solana:sandbox"));
        QCOMPARE(o.networkId, QStringLiteral("solana-sandbox"));
        QCOMPARE(o.amount->toString(), QStringLiteral("0.0000025"));
        QCOMPARE(o.description, QStringLiteral("Premium data"));
        QVERIFY(o.raw == a); // echoed as `accepted` in PAYMENT-SIGNATURE
    }

    void headerWinsButMustAgreeWithBody()
    {
        nlohmann::json v2 = solOption();
        v2.erase("maxAmountRequired");
        v2["amount"] = "1000000";
        QVERIFY(judged(kUrl, v2Header(nlohmann::json::array({v2})),
                       body(nlohmann::json::array({solOption()})))
                    .ok());
        v2["amount"] = "2000000";
        const RequirementsResult r = judged(kUrl, v2Header(nlohmann::json::array({v2})),
                                            body(nlohmann::json::array({solOption()})));
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(QStringLiteral("disagree")), qPrintable(r.error));
    }

    // USDC by EIP-3009 is payable; what Paydesk cannot sign safely says why.
    void evmPayableByEip3009()
    {
        const PaymentOption o = one(evmOption());
        QCOMPARE(o.status, PaymentOption::Status::Payable);
        QCOMPARE(o.chain, Chain::Evm);
        QCOMPARE(o.displayAmount(), QStringLiteral("0.01 USDC"));
        QVERIFY(o.extra["name"] == "USDC");
        nlohmann::json a = evmOption();
        a["extra"].erase("version");
        QCOMPARE(one(a).status, PaymentOption::Status::Unsupported);
        QVERIFY2(one(a).reason.contains(QStringLiteral("extra.version")),
                 qPrintable(one(a).reason));
        // Permit2 is paid (its domain is its own: no extra.name or extra.version needed); a
        // transfer method Paydesk does not make is not.
        a = evmOption();
        a["extra"] = {{"assetTransferMethod", "permit2"}};
        QCOMPARE(one(a).status, PaymentOption::Status::Payable);
        a["extra"]["assetTransferMethod"] = "erc7710";
        QCOMPARE(one(a).status, PaymentOption::Status::Unsupported);
        QVERIFY2(one(a).reason.contains(QStringLiteral("erc7710")), qPrintable(one(a).reason));
        a = evmOption();
        a["asset"] = "0x1111111111111111111111111111111111111111"; // not in the table
        a["extra"]["decimals"] = 6;
        QCOMPARE(one(a).status, PaymentOption::Status::Unsupported);
        QVERIFY2(one(a).reason.contains(QStringLiteral("not one Paydesk knows")),
                 qPrintable(one(a).reason));
        // USDC of another chain named on this one: unknown here, never paid.
        a = evmOption();
        a["asset"] = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"; // Base mainnet USDC
        QCOMPARE(one(a).status, PaymentOption::Status::Unsupported);
    }

    void splTokenPayableWithAFeePayer()
    {
        // USDC on Solana devnet with the facilitator named: paid by an SPL TransferChecked.
        nlohmann::json a = solOption();
        a["network"] = "solana-devnet";
        a["asset"] = "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU";
        a["maxAmountRequired"] = "10000";
        PaymentOption o = one(a);
        QCOMPARE(o.status, PaymentOption::Status::Payable);
        QCOMPARE(o.displayAmount(), QStringLiteral("0.01 USDC"));
        QCOMPARE(o.x402Version, 1);
        // No fee payer: nobody would sign last and pay the network fee.
        a["extra"] = nlohmann::json::object();
        o = one(a);
        QCOMPARE(o.status, PaymentOption::Status::Unsupported);
        QVERIFY2(o.reason.contains(QStringLiteral("no fee payer")), qPrintable(o.reason));
        // A mint outside the table (here mainnet USDC named on devnet): never trusted.
        a = solOption();
        a["network"] = "solana-devnet";
        a["asset"] = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
        o = one(a);
        QCOMPARE(o.status, PaymentOption::Status::Unsupported);
        QVERIFY2(o.reason.contains(QStringLiteral("not one Paydesk knows")), qPrintable(o.reason));
    }

    void unknownSchemeAndNetwork()
    {
        nlohmann::json a = solOption();
        a["scheme"] = "upto";
        QCOMPARE(one(a).status, PaymentOption::Status::Unsupported);
        QVERIFY(one(a).reason.contains(QStringLiteral("upto")));
        a = solOption();
        a["network"] = "bitcoin";
        QCOMPARE(one(a).status, PaymentOption::Status::Unsupported);
        QVERIFY(one(a).reason.contains(QStringLiteral("bitcoin")));
    }

    void malformedFields_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value"); // JSON text; "-" removes the field
        QTest::addColumn<QString>("reason");
        QTest::newRow("amount number") << "maxAmountRequired"
                                       << "1000000"
                                       << "JSON number";
        QTest::newRow("amount decimal") << "maxAmountRequired"
                                        << "\"0.001\""
                                        << "whole number";
        QTest::newRow("amount negative") << "maxAmountRequired"
                                         << "\"-5\""
                                         << "whole number";
        QTest::newRow("amount zero") << "maxAmountRequired"
                                     << "\"0\""
                                     << "price of 0";
        QTest::newRow("amount leading zero") << "maxAmountRequired"
                                             << "\"01\""
                                             << "whole";
        QTest::newRow("amount huge")
            << "maxAmountRequired" << ("\"" + QString(40, u'9') + "\"") << "whole";
        QTest::newRow("amount missing") << "maxAmountRequired"
                                        << "-"
                                        << "missing";
        QTest::newRow("scheme missing") << "scheme"
                                        << "-"
                                        << "scheme: missing";
        QTest::newRow("network type") << "network"
                                      << "7"
                                      << "string";
        QTest::newRow("payTo garbage") << "payTo"
                                       << "\"not-an-address\""
                                       << "payTo";
        QTest::newRow("payTo evm on solana") << "payTo"
                                             << "\"0x209693bc6afc0c5328ba36faf03c514ef312287c\""
                                             << "not a Solana";
        QTest::newRow("timeout zero") << "maxTimeoutSeconds"
                                      << "0"
                                      << "1 to 86400";
        QTest::newRow("timeout text") << "maxTimeoutSeconds"
                                      << "\"60\""
                                      << "1 to 86400";
        QTest::newRow("timeout missing") << "maxTimeoutSeconds"
                                         << "-"
                                         << "missing";
        QTest::newRow("asset missing") << "asset"
                                       << "-"
                                       << "asset: missing";
        QTest::newRow("resource other site") << "resource"
                                             << "\"https://evil.example/premium\""
                                             << "another site";
        QTest::newRow("extra not object") << "extra"
                                          << "[]"
                                          << "object";
        QTest::newRow("feePayer garbage") << "extra"
                                          << "{\"feePayer\":\"zz\"}"
                                          << "feePayer";
        QTest::newRow("decimals contradict") << "extra"
                                             << "{\"decimals\":6}"
                                             << "native SOL has 9";
        QTest::newRow("v2 field in v1") << "maxAmountRequired"
                                        << "-amount"
                                        << "version 2";
        QTest::newRow("outputSchema") << "outputSchema"
                                      << "\"x\""
                                      << "object or null";
    }

    void malformedFields()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, reason);
        nlohmann::json a = solOption();
        const std::string f = field.toStdString();
        if (value == u"-") {
            a.erase(f);
        } else if (value == u"-amount") {
            a["amount"] = a[f];
            a.erase(f);
        } else {
            a[f] = nlohmann::json::parse(value.toStdString());
        }
        const PaymentOption o = one(a);
        QCOMPARE(o.status, PaymentOption::Status::Invalid);
        QVERIFY2(o.reason.contains(reason), qPrintable(o.reason));
        // With no valid option left the whole 402 is refused, with the field named.
        const RequirementsResult r = judged(kUrl, {}, body(nlohmann::json::array({a})));
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(reason), qPrintable(r.error));
    }

    // A payee no payment may reach is refused before any choice or signature: a burn address,
    // a program, the token's own contract (in any letter case), Permit2.
    void unpayablePayees_data()
    {
        QTest::addColumn<bool>("evm");
        QTest::addColumn<QString>("payTo");
        QTest::addColumn<QString>("reason");
        QTest::newRow("evm zero address") << true << "0x0000000000000000000000000000000000000000"
                                          << "zero address";
        QTest::newRow("evm dead") << true << "0x000000000000000000000000000000000000dEaD"
                                  << "burn address";
        QTest::newRow("evm precompile") << true << "0x0000000000000000000000000000000000000001"
                                        << "precompiled";
        QTest::newRow("evm token itself") << true << "0x036CbD53842c5426634e7929541eC2318f3dCF7e"
                                          << "token's own contract";
        QTest::newRow("evm token itself, lower case")
            << true << "0x036cbd53842c5426634e7929541ec2318f3dcf7e"
            << "token's own contract";
        QTest::newRow("evm permit2") << true << "0x000000000022D473030F116dDEE9F6B43aC78BA3"
                                     << "Permit2";
        QTest::newRow("solana incinerator")
            << false << "1nc1nerator11111111111111111111111111111111"
            << "incinerator";
        QTest::newRow("solana system program") << false << "11111111111111111111111111111111"
                                               << "System Program";
        QTest::newRow("solana token program")
            << false << "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"
            << "SPL Token program";
    }
    void unpayablePayees()
    {
        QFETCH(bool, evm);
        QFETCH(QString, payTo);
        QFETCH(QString, reason);
        nlohmann::json a = evm ? evmOption() : solOption();
        a["payTo"] = payTo.toStdString();
        const PaymentOption o = one(a);
        QCOMPARE(o.status, PaymentOption::Status::Invalid);
        QVERIFY2(o.reason.startsWith(QStringLiteral("payTo: ")), qPrintable(o.reason));
        QVERIFY2(o.reason.contains(reason), qPrintable(o.reason));
        // Beside a good option, the good one is the only one payable.
        const RequirementsResult r =
            judged(kUrl, {}, body(nlohmann::json::array({a, evm ? evmOption() : solOption()})));
        QVERIFY(r.ok());
        QCOMPARE(r.required->payable(), QList<int>{1});
    }

    void contradictoryAmounts()
    {
        nlohmann::json a = solOption();
        a["amount"] = "999"; // both names, two prices
        QVERIFY(one(a).reason.contains(QStringLiteral("contradicts")));
        nlohmann::json b = solOption();
        b["maxAmountRequired"] = "2000000"; // same network and asset, another price
        const RequirementsResult r =
            judged(kUrl, {}, body(nlohmann::json::array({solOption(), b})));
        QVERIFY(r.ok());
        QCOMPARE(r.required->options.at(1).status, PaymentOption::Status::Invalid);
        QVERIFY(r.required->options.at(1).reason.contains(QStringLiteral("contradicts")));
    }

    void malformedDocuments_data()
    {
        QTest::addColumn<QByteArray>("header");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("reason");
        QTest::newRow("empty") << QByteArray() << QByteArray() << "neither";
        QTest::newRow("html") << QByteArray() << QByteArray("<html>pay</html>") << "neither";
        // No header and a body without x402Version: a header Qt dropped for its size looks so.
        QTest::newRow("no version")
            << QByteArray() << QByteArray("{\"accepts\":[]}") << "over 100 KB";
        QTest::newRow("empty object") << QByteArray() << QByteArray("{}") << "over 100 KB";
        QTest::newRow("null version")
            << QByteArray() << QByteArray("{\"x402Version\":null}") << "x402Version";
        QTest::newRow("v3 body") << QByteArray() << QByteArray("{\"x402Version\":3}") << "3";
        QTest::newRow("no accepts")
            << QByteArray() << QByteArray("{\"x402Version\":1}") << "accepts";
        QTest::newRow("empty accepts")
            << QByteArray() << QByteArray("{\"x402Version\":1,\"accepts\":[]}") << "accepts";
        QTest::newRow("bad header") << QByteArray("%%%") << QByteArray("{}") << "base64";
        // A seller's 200 KB header is refused for its size, not as something else.
        QTest::newRow("huge header") << QByteArray(200 * 1024, 'A') << QByteArray() << "too large";
        QTest::newRow("v1 in header") << QByteArray("{\"x402Version\":1,\"accepts\":[]}").toBase64()
                                      << QByteArray() << "version 2";
        QTest::newRow("other site")
            << QByteArray("{\"x402Version\":2,\"resource\":{\"url\":\"https://evil.example/x\"},"
                          "\"accepts\":[]}")
                   .toBase64()
            << QByteArray() << "another site";
    }

    void malformedDocuments()
    {
        QFETCH(QByteArray, header);
        QFETCH(QByteArray, body);
        QFETCH(QString, reason);
        const RequirementsResult r = judged(kUrl, header, body);
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(reason), qPrintable(r.error));
    }

    void proofHeaders()
    {
        const RequirementsResult r = judged(kUrl, {}, body(nlohmann::json::array({solOption()})));
        const PaymentOption &o = r.required->options.first();
        const nlohmann::json proof = {{"x402Version", 1},
                                      {"scheme", "exact"},
                                      {"network", "solana-sandbox"},
                                      {"payload", {{"transaction", "AAAA"}}}};
        const QString v1 = QString::fromLatin1(QByteArray::fromStdString(proof.dump()).toBase64());
        QCOMPARE(PaymentHeaders::proofHeaderName(1), QByteArray("X-PAYMENT"));
        QCOMPARE(PaymentHeaders::proofHeaderName(2), QByteArray("PAYMENT-SIGNATURE"));
        QCOMPARE(*PaymentHeaders::proofHeaderValue(1, v1, o, kUrl.toString()), v1.toLatin1());
        const auto v2 = PaymentHeaders::proofHeaderValue(2, v1, o, kUrl.toString());
        const auto j = nlohmann::json::parse(QByteArray::fromBase64(*v2).toStdString());
        QVERIFY(j["x402Version"] == 2);
        QVERIFY(j["accepted"] == o.raw);
        QVERIFY(j["payload"]["transaction"] == "AAAA");
        QVERIFY(j["resource"]["url"] == kUrl.toString().toStdString());
        QVERIFY(!PaymentHeaders::proofHeaderValue(1, QStringLiteral("%%"), o, {}));
        // The seller's extensions are echoed; payment-identifier gets the payment's id.
        const nlohmann::json ext = {
            {"payment-identifier",
             {{"info", {{"required", false}}}, {"schema", {{"type", "object"}}}}},
            {"bazaar", {{"info", {{"x", 1}}}}},
            {"broken", 5}};
        const QString id = PaymentHeaders::newPaymentIdentifier();
        QVERIFY(QRegularExpression(QStringLiteral("^pay_[0-9a-f]{32}$")).match(id).hasMatch());
        QVERIFY(id != PaymentHeaders::newPaymentIdentifier());
        const auto withId = PaymentHeaders::proofHeaderValue(2, v1, o, kUrl.toString(), ext, id);
        QVERIFY(withId);
        const auto sent = nlohmann::json::parse(QByteArray::fromBase64(*withId).toStdString());
        QVERIFY(sent["extensions"]["payment-identifier"]["info"]["id"] == id.toStdString());
        QVERIFY(sent["extensions"]["payment-identifier"]["info"]["required"] == false);
        QVERIFY(sent["extensions"]["payment-identifier"]["schema"] ==
                ext["payment-identifier"]["schema"]);
        QVERIFY(sent["extensions"]["bazaar"] == ext["bazaar"]);
        QVERIFY(!sent["extensions"].contains("broken"));
        // A seller that does not ask for it gets no id.
        const auto noId = nlohmann::json::parse(
            QByteArray::fromBase64(*PaymentHeaders::proofHeaderValue(2, v1, o, kUrl.toString(),
                                                                     nlohmann::json::object(), id))
                .toStdString());
        QVERIFY(noId["extensions"] == nlohmann::json::object());
        const nlohmann::json settled = {
            {"success", true}, {"transaction", "sig"}, {"network", "n"}, {"payer", "p"}};
        const Settlement s =
            PaymentHeaders::settlement({}, QByteArray::fromStdString(settled.dump()).toBase64());
        QVERIFY(s.present && s.success);
        QCOMPARE(s.transaction, QStringLiteral("sig"));
    }
};

QTEST_GUILESS_MAIN(TestRequirements)
#include "tst_x402_requirements.moc"
