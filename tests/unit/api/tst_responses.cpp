// Tolerant parsing of service answers and error mapping (docs/service-contract.md "Client
// tolerance rules" and "Envelope").
#include "api/ResponseParser.h"
#include "core/ApiError.h"

#include <QTest>

using namespace paydesk;

class TstResponses : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sendPublishedSample()
    {
        // The real service's published sample (docs/service-contract.md "Published samples"),
        // amount as a number.
        const QByteArray body =
            "{ \"success\": true, \"paymentId\": \"pay_5j7sK8K2YaFvS2hE3YgY4z\","
            " \"signature\": \"5j7sK8K2YaFvS2hE3YgY4zRtV3pGq1Y7zxP8c9X3Qa6\", \"amount\": 0.001,"
            " \"recipient\": \"EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v\", \"status\": "
            "\"confirmed\", \"blockHeight\": 123456789, \"timestamp\": 1697234567890,"
            " \"estimatedConfirmation\": \"2-5 seconds\", \"paymentProof\": \"0x7f8a3b2c...\","
            " \"somethingNew\": {\"x\": 1} }";
        QString why;
        const auto r = responses::parseSend(body, Chain::Solana, &why);
        QVERIFY2(r, qPrintable(why));
        QCOMPARE(r->paymentId, QStringLiteral("pay_5j7sK8K2YaFvS2hE3YgY4z"));
        QCOMPARE(r->amount->unitsString(), QStringLiteral("1000000"));
        QCOMPARE(r->blockHeight.value(), 123456789);
        QCOMPARE(r->timestamp.toMSecsSinceEpoch(), 1697234567890);
        QVERIFY(r->raw.contains(QStringLiteral("somethingNew")));
    }
    void sendRequiresPaymentId()
    {
        QString why;
        QVERIFY(!responses::parseSend("{\"success\":true,\"status\":\"confirmed\"}", Chain::Solana,
                                      &why));
        QVERIFY(why.contains(QStringLiteral("paymentId")));
        QVERIFY(!responses::parseSend("<html>502</html>", Chain::Solana, &why));
        QVERIFY(!responses::parseSend("[1,2]", Chain::Solana, &why));
        QVERIFY(!responses::parseSend("", Chain::Solana, &why));
        // An absurd number must not crash or throw; the id is not a string, so it is missing.
        why.clear();
        QVERIFY(!responses::parseSend("{\"paymentId\": 12.5e999}", Chain::Solana, &why));
        QVERIFY(!why.isEmpty());
    }
    void amountsAsStringOrNumber()
    {
        const QByteArray body = "{\"payment\":{\"paymentId\":\"pay_1\",\"status\":\"finalized\","
                                "\"amount\":\"0.25\",\"fee\":0.000005,\"priorityFee\":\"0.00001\","
                                "\"network\":\"solana-sandbox\",\"createdAt\":1763780000,"
                                "\"updatedAt\":\"1763780001000\",\"blockHeight\":\"77\"}}";
        QString why;
        const auto r = responses::parseStatus(body, Chain::Evm, &why);
        QVERIFY2(r, qPrintable(why));
        QCOMPARE(r->state, PaymentState::Finalized);
        QVERIFY(r->isFinal());
        QCOMPARE(r->amount->unitsString(), QStringLiteral("250000000")); // network says Solana
        QCOMPARE(r->fee->unitsString(), QStringLiteral("5000"));
        QCOMPARE(r->priorityFee->unitsString(), QStringLiteral("10000"));
        QCOMPARE(r->createdAt.toSecsSinceEpoch(), 1763780000);     // seconds
        QCOMPARE(r->updatedAt.toMSecsSinceEpoch(), 1763780001000); // milliseconds
        QCOMPARE(r->blockHeight.value(), 77);
    }
    void evmAmountsUse18Decimals()
    {
        const QByteArray body = "{\"payment\":{\"paymentId\":\"pay_e\",\"status\":\"pending\","
                                "\"from\":\"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed\","
                                "\"amount\":0.123456789012345678}}";
        const auto r = responses::parseStatus(body, Chain::Solana, nullptr);
        QVERIFY(r);
        QCOMPARE(r->amount->unitsString(), QStringLiteral("123456789012345678"));
        QCOMPARE(r->state, PaymentState::Pending);
    }
    void statusAcceptsBareRecordAndKeepsUnknown()
    {
        const auto r = responses::parseStatus(
            "{\"paymentId\":\"pay_2\",\"status\":\"WeirdNewState\",\"extra\":[1,{\"a\":null}]}",
            Chain::Solana, nullptr);
        QVERIFY(r);
        QCOMPARE(r->state, PaymentState::Unknown);
        QVERIFY(!r->isFinal());
        QVERIFY(r->rawObject().value(QStringLiteral("extra")).isArray());
    }
    void history()
    {
        const QByteArray body =
            "{\"success\":true,\"payments\":[{\"paymentId\":\"a\",\"status\":\"confirmed\","
            "\"direction\":\"sent\",\"amount\":1},{\"nope\":1},{\"paymentId\":\"b\","
            "\"status\":\"failed\",\"error\":{\"message\":\"boom\"}}],\"total\":7,\"limit\":2,"
            "\"offset\":0}";
        QString why;
        const auto p = responses::parseHistory(body, Chain::Solana, &why);
        QVERIFY2(p, qPrintable(why));
        QCOMPARE(p->payments.size(), 2); // the record without id is skipped, not fatal
        QCOMPARE(p->payments[0].amount->toString(), QStringLiteral("1"));
        QCOMPARE(p->payments[1].error, QStringLiteral("boom"));
        QCOMPARE(p->total, 7);
        QVERIFY(p->hasMore); // derived: offset + 3 items < 7
        QVERIFY(!responses::parseHistory("{\"success\":true}", Chain::Solana, &why));
        QVERIFY(responses::parseHistory("{\"items\":[]}", Chain::Solana, &why));
    }
    void transaction()
    {
        QString why;
        const auto t = responses::parseTransaction(
            "{\"transaction\":\"AQID\",\"lastValidBlockHeight\":123456789,\"expiresAt\":"
            "1697234627890}",
            &why);
        QVERIFY2(t, qPrintable(why));
        QCOMPARE(t->transaction, QByteArray("AQID"));
        QCOMPARE(t->expiresAt.toMSecsSinceEpoch(), 1697234627890);
        QVERIFY(!responses::parseTransaction("{\"lastValidBlockHeight\":1}", &why));
        QVERIFY(why.contains(QStringLiteral("transaction")));
    }
    void errorEnvelope()
    {
        const QByteArray body = "{\"success\":false,\"error\":{\"code\":\"INSUFFICIENT_BALANCE\","
                                "\"message\":\"Not enough\",\"details\":{\"required\":\"1.000005\","
                                "\"available\":\"0.5\"}},\"timestamp\":1}";
        const ApiError e = ApiError::fromHttp(400, body, std::nullopt);
        QCOMPARE(e.kind(), ApiError::Kind::Service);
        QCOMPARE(e.code(), QStringLiteral("INSUFFICIENT_BALANCE"));
        QCOMPARE(e.httpStatus(), 400);
        QCOMPARE(e.details().value(QStringLiteral("available")).toString(), QStringLiteral("0.5"));
        QCOMPARE(e.suggestedAction(), QStringLiteral("Add funds to the wallet."));
        QCOMPARE(e.userText(), QStringLiteral("Not enough Add funds to the wallet."));
        // A refused proof is the payer's to replace: the one who checks it cannot retry it.
        const ApiError proof =
            ApiError::fromHttp(400,
                               "{\"success\":false,\"error\":{\"code\":\"INVALID_PAYMENT_PROOF\","
                               "\"message\":\"Bad proof\"},\"timestamp\":1}",
                               std::nullopt);
        QCOMPARE(proof.suggestedAction(),
                 QStringLiteral("This proof cannot be accepted: ask the payer for a new one."));
        // A message that already gives the advice does not get it twice.
        const ApiError said = ApiError::fromHttp(
            400,
            "{\"success\":false,\"error\":{\"code\":\"INSUFFICIENT_BALANCE\",\"message\":"
            "\"Not enough funds: the wallet has 0 SOL. Add funds to the wallet.\"}}",
            std::nullopt);
        QCOMPARE(
            said.userText(),
            QStringLiteral("Not enough funds: the wallet has 0 SOL. Add funds to the wallet."));
    }
    void errorVariants()
    {
        // Turnpike style: RATE_LIMIT_EXCEEDED with retryAfter next to the code.
        ApiError e = ApiError::fromHttp(
            429,
            "{\"success\":false,\"error\":{\"code\":\"RATE_LIMIT_EXCEEDED\",\"retryAfter\":30}}",
            std::nullopt);
        QCOMPARE(e.code(), QStringLiteral("RATE_LIMIT"));
        QCOMPARE(e.retryAfterSeconds().value(), 30);
        // Header wins over body.
        e = ApiError::fromHttp(429, "{}", 5);
        QCOMPARE(e.retryAfterSeconds().value(), 5);
        QCOMPARE(e.code(), QStringLiteral("RATE_LIMIT"));
        // String error, HTML body, and status fallbacks.
        e = ApiError::fromHttp(401, "{\"error\":\"bad key\"}", std::nullopt);
        QCOMPARE(e.code(), QStringLiteral("UNAUTHORIZED"));
        QCOMPARE(e.message(), QStringLiteral("bad key"));
        e = ApiError::fromHttp(503, "<html>down</html>", std::nullopt);
        QCOMPARE(e.code(), QStringLiteral("INTERNAL_ERROR"));
        QVERIFY(!e.message().isEmpty());
        e = ApiError::fromHttp(403, QByteArray(), std::nullopt);
        QCOMPARE(e.code(), QStringLiteral("FORBIDDEN"));
        e = ApiError::fromHttp(400,
                               "{\"error\":{\"code\":\"INVALID_PARAMETERS\",\"message\":"
                               "\"bad\",\"details\":{\"field\":\"amount\"}}}",
                               std::nullopt);
        QCOMPARE(e.field(), QStringLiteral("amount"));
    }
    // What an error means says who said no: Paydesk's own refusal never blames the service.
    void meaningNamesWhoRefused()
    {
        const ApiError own =
            ApiError::refused(QStringLiteral("LOCAL_MODE_UNAVAILABLE"), QStringLiteral("x"));
        QVERIFY2(own.meaning().startsWith(u"Paydesk refused"), qPrintable(own.meaning()));
        QVERIFY(!own.meaning().contains(u"payment service"));
        const ApiError theirs =
            ApiError::fromHttp(409, "{\"error\":{\"code\":\"CONFLICT\"}}", std::nullopt);
        QVERIFY2(theirs.meaning().contains(u"payment service"), qPrintable(theirs.meaning()));
    }
    void redaction()
    {
        QCOMPARE(ApiError::redact(QStringLiteral("key sk_live_abc123 rejected"), "sk_live_abc123"),
                 QStringLiteral("key [redacted] rejected"));
    }
};

QTEST_GUILESS_MAIN(TstResponses)
#include "tst_responses.moc"
