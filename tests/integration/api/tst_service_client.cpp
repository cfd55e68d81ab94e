// ServiceClient over real loopback HTTP against the sandbox service: success paths and every
// failure the client must survive (400/401/403/429/500, timeouts, dropped connections,
// truncated bodies, the service going away), with "a payment is never sent twice" checked.
#include "api/ServiceClient.h"
#include "kits/SandboxFixture.h"

using namespace paydesk;
using namespace paydesk::testing;

namespace {
const QString kUser = QStringLiteral("sk_test_user_key_42");
const QString kLocalOnly = QStringLiteral("sk_test_local_only");
} // namespace

class TstServiceClient : public QObject
{
    Q_OBJECT

    std::unique_ptr<SandboxFixture> m_sandbox;
    QNetworkAccessManager m_nam;
    QString m_wallet;

    std::unique_ptr<ServiceClient> client(const QString &key = kUser, int timeoutMs = 10000,
                                          int attempts = 4)
    {
        ServiceConfig cfg;
        cfg.baseUrl = m_sandbox->url();
        cfg.requestTimeoutMs = timeoutMs;
        cfg.requestsPerMinute = 1000;
        cfg.maxGetAttempts = attempts;
        cfg.backoffBaseMs = 50;
        auto c = std::make_unique<ServiceClient>(&m_nam, cfg);
        c->setApiKey(SecureBytes::copyOf(key.toUtf8()));
        return c;
    }
    SendPaymentRequest payment(const QString &amount = QStringLiteral("0.25"))
    {
        return SendPaymentRequest{m_wallet, SandboxFixture::freshAddress(), amount, {}, {}, {}, {}};
    }
    int historyTotal(ServiceClient &c)
    {
        auto *h = waitFor(c.paymentHistory({m_wallet, QStringLiteral("sent"), 500, 0}));
        return h->ok() ? int(h->result().total) : -1;
    }

private Q_SLOTS:
    void init()
    {
        m_sandbox = std::make_unique<SandboxFixture>(QList<sandbox::ApiKeySpec>{
            {kUser, QStringLiteral("premium"), 1000, {}},
            {kLocalOnly, QStringLiteral("standard"), 100, QStringLiteral("local")}});
        m_wallet = m_sandbox->createWallet(QStringLiteral("10"));
        QVERIFY(Address::parse(m_wallet));
    }
    void cleanup() { m_sandbox.reset(); }

    void sendStatusHistoryRoundTrip()
    {
        auto c = client();
        SendPaymentRequest req = payment(QStringLiteral("0.25"));
        req.resource = QStringLiteral("https://example.com/report");
        req.metadata = QJsonObject{{QStringLiteral("orderId"), QStringLiteral("42")}};
        req.priorityFee = QStringLiteral("0.00001");
        auto *sent = waitFor(c->sendPayment(req));
        QVERIFY2(sent->ok(), qPrintable(sent->error().userText()));
        const SendPaymentResult r = sent->result();
        QVERIFY(r.paymentId.startsWith(QStringLiteral("pay_")));
        QCOMPARE(r.amount->toString(), QStringLiteral("0.25"));
        QVERIFY(!r.signature.isEmpty());
        QVERIFY(!r.paymentProof.isEmpty());
        QCOMPARE(sent->attempts(), 1);
        QVERIFY(sent->rateLimit().limit > 0); // X-RateLimit-* read

        // Status reaches a final state as the chain advances.
        m_sandbox->advance(40);
        PaymentRecord rec;
        QTRY_VERIFY_WITH_TIMEOUT((rec = waitFor(c->paymentStatus(r.paymentId))->result()).isFinal(),
                                 15000);
        QCOMPARE(rec.state, PaymentState::Finalized);
        QCOMPARE(rec.amount->toString(), QStringLiteral("0.25"));
        QCOMPARE(rec.to, req.recipientAddress);
        QCOMPARE(rec.resource, *req.resource);
        QCOMPARE(rec.metadata.value(QStringLiteral("orderId")).toString(), QStringLiteral("42"));

        // History lists it, newest first, with exact amounts.
        auto *h = waitFor(c->paymentHistory({m_wallet, QStringLiteral("sent"), 10, 0}));
        QVERIFY2(h->ok(), qPrintable(h->error().userText()));
        QCOMPARE(h->result().payments.size(), 1);
        QCOMPARE(h->result().payments.first().paymentId, r.paymentId);
        QCOMPARE(h->result().payments.first().direction, Direction::Sent);
        auto *recv = waitFor(c->paymentHistory({m_wallet, QStringLiteral("received"), 10, 0}));
        QVERIFY(recv->ok());
        QCOMPARE(recv->result().payments.size(), 0);
    }
    void validationSendsNothing()
    {
        auto c = client();
        auto *r = waitFor(c->sendPayment(payment(QStringLiteral("0.0009"))));
        QCOMPARE(r->error().kind(), ApiError::Kind::Validation);
        QCOMPARE(r->error().field(), QStringLiteral("amount"));
        QVERIFY(!r->mayHaveReachedService());
        QCOMPARE(historyTotal(*c), 0);
    }
    void serviceValidation400()
    {
        auto c = client();
        // Valid for the client, but the wallet is not one the custodial service holds.
        SendPaymentRequest req = payment();
        req.walletAddress = SandboxFixture::freshAddress();
        auto *r = waitFor(c->sendPayment(req));
        QCOMPARE(r->error().kind(), ApiError::Kind::Service);
        QCOMPARE(r->error().httpStatus(), 400);
        QCOMPARE(r->error().code(), QStringLiteral("INVALID_PARAMETERS"));
        QCOMPARE(r->error().field(), QStringLiteral("walletAddress"));
        QVERIFY(!r->error().outcomeUnknown()); // a 400 is a definite "not paid"
    }
    void insufficientBalance()
    {
        auto c = client();
        auto *r = waitFor(c->sendPayment(payment(QStringLiteral("99"))));
        QCOMPARE(r->error().code(), QStringLiteral("INSUFFICIENT_BALANCE"));
        QCOMPARE(r->error().suggestedAction(), QStringLiteral("Add funds to the wallet."));
        QVERIFY(!r->error().details().value(QStringLiteral("available")).isUndefined());
    }
    void unauthorized401()
    {
        auto c = client(QStringLiteral("sk_wrong_key_123456"));
        auto *r = waitFor(c->paymentStatus(QStringLiteral("pay_x")));
        QCOMPARE(r->error().httpStatus(), 401);
        QCOMPARE(r->error().code(), QStringLiteral("UNAUTHORIZED"));
        QCOMPARE(r->attempts(), 1); // 401 is not retried
        QVERIFY(!r->error().userText().contains(QStringLiteral("sk_wrong_key_123456")));
        QVERIFY(r->error().suggestedAction().contains(QStringLiteral("API key")));
    }
    void forbidden403()
    {
        auto c = client(kLocalOnly);
        auto *r = waitFor(c->paymentStatus(QStringLiteral("pay_x")));
        QCOMPARE(r->error().httpStatus(), 403);
        QCOMPARE(r->error().code(), QStringLiteral("FORBIDDEN"));
    }
    void notFound404()
    {
        auto c = client();
        auto *r = waitFor(c->paymentStatus(QStringLiteral("pay_doesnotexist")));
        QCOMPARE(r->error().httpStatus(), 404);
        QCOMPARE(r->error().code(), QStringLiteral("NOT_FOUND"));
        QCOMPARE(r->attempts(), 1);
    }
    void rateLimitStormGetRetries()
    {
        auto c = client();
        m_sandbox->faults({{QStringLiteral("rateLimitStorm"), 2}});
        auto *r = c->paymentHistory({m_wallet, QStringLiteral("all"), 50, 0});
        QSignalSpy waiting(r, &ApiReply::waiting);
        waitFor(r, 20000);
        QVERIFY2(r->ok(), qPrintable(r->error().userText()));
        QCOMPARE(r->attempts(), 3);
        QVERIFY(waiting.count() >= 2);
    }
    void rateLimitedPaymentIsNotResent()
    {
        auto c = client();
        m_sandbox->faults({{QStringLiteral("rateLimitStorm"), 1}});
        auto *r = waitFor(c->sendPayment(payment()));
        QCOMPARE(r->error().httpStatus(), 429);
        QCOMPARE(r->error().code(), QStringLiteral("RATE_LIMIT"));
        QVERIFY(r->error().retryAfterSeconds().has_value());
        QCOMPARE(r->attempts(), 1);
        QCOMPARE(historyTotal(*c), 0); // nothing was paid
    }
    void clientSideLimiterHoldsRequests()
    {
        auto c = client();
        ServiceConfig cfg = c->config();
        cfg.requestsPerMinute = 2;
        c->setConfig(cfg);
        waitFor(c->paymentStatus(QStringLiteral("pay_a")));
        waitFor(c->paymentStatus(QStringLiteral("pay_b")));
        auto *third = c->paymentStatus(QStringLiteral("pay_c"));
        QSignalSpy waiting(third, &ApiReply::waiting);
        QVERIFY(waiting.wait(2000));
        QVERIFY(waiting.first().at(0).toLongLong() > 50000); // about a minute
        QVERIFY(!third->mayHaveReachedService());
        third->abort();
        QCOMPARE(third->error().kind(), ApiError::Kind::Cancelled);
    }
    void serverErrorsRetryGetsOnly()
    {
        auto c = client();
        m_sandbox->faults({{QStringLiteral("errorRate"), 1},
                           {QStringLiteral("pathPrefix"), QStringLiteral("/payment/")}});
        auto *get = waitFor(c->paymentStatus(QStringLiteral("pay_x")), 20000);
        QCOMPARE(get->error().httpStatus(), 500);
        QCOMPARE(get->error().code(), QStringLiteral("INTERNAL_ERROR"));
        QCOMPARE(get->attempts(), 4); // a GET is retried with backoff, then gives up
        auto *send = waitFor(c->sendPayment(payment()));
        QCOMPARE(send->error().httpStatus(), 500);
        QVERIFY(send->error().outcomeUnknown());
        QVERIFY(send->error().suggestedAction().contains(QStringLiteral("do not pay")));
        QCOMPARE(send->attempts(), 1);
    }
    void timeoutMakesPaymentOutcomeUnknown()
    {
        auto c = client(kUser, 400, 1);
        m_sandbox->faults({{QStringLiteral("latencyMs"), 1500},
                           {QStringLiteral("pathPrefix"), QStringLiteral("/payment/send")}});
        auto *send = waitFor(c->sendPayment(payment()));
        QCOMPARE(send->error().kind(), ApiError::Kind::Timeout);
        QVERIFY(send->error().outcomeUnknown());
        QCOMPARE(send->attempts(), 1);
        // Reconcile through history: the service did make it, exactly once.
        m_sandbox->faults({});
        QTRY_COMPARE_WITH_TIMEOUT(historyTotal(*c), 1, 10000);
        QTest::qWait(500);
        QCOMPARE(historyTotal(*c), 1);
    }
    void droppedConnection()
    {
        auto c = client(kUser, 5000, 2);
        m_sandbox->faults({{QStringLiteral("dropRate"), 1},
                           {QStringLiteral("pathPrefix"), QStringLiteral("/payment/")}});
        auto *get = waitFor(c->paymentStatus(QStringLiteral("pay_x")));
        QCOMPARE(get->error().kind(), ApiError::Kind::Network);
        QCOMPARE(get->attempts(), 2); // retried once, then gave up
        auto *send = waitFor(c->sendPayment(payment()));
        QCOMPARE(send->error().kind(), ApiError::Kind::Network);
        QVERIFY(send->error().outcomeUnknown());
        QCOMPARE(send->attempts(), 1);
    }
    void truncatedBody()
    {
        auto c = client(kUser, 5000, 1);
        m_sandbox->faults({{QStringLiteral("truncateRate"), 1},
                           {QStringLiteral("pathPrefix"), QStringLiteral("/payment/")}});
        auto *get = waitFor(c->paymentHistory({m_wallet, QStringLiteral("all"), 50, 0}));
        QVERIFY(!get->ok());
        QVERIFY(get->error().kind() == ApiError::Kind::Network ||
                get->error().kind() == ApiError::Kind::MalformedResponse);
        auto *send = waitFor(c->sendPayment(payment()));
        QVERIFY(!send->ok());
        QVERIFY(send->error().outcomeUnknown());
    }
    void serviceDown()
    {
        auto c = client(kUser, 5000, 1);
        m_sandbox->server().stop();
        auto *send = waitFor(c->sendPayment(payment()));
        QCOMPARE(send->error().kind(), ApiError::Kind::Network);
        QVERIFY(!send->error().outcomeUnknown()); // never connected: certainly not paid
    }
    void insecureUrlRefused()
    {
        ServiceConfig cfg;
        cfg.baseUrl = QUrl(QStringLiteral("http://payments.example.com"));
        ServiceClient c(&m_nam, cfg);
        c.setApiKey(SecureBytes::copyOf("sk_test_never_sent"));
        auto *r = waitFor(c.paymentStatus(QStringLiteral("pay_x")));
        QCOMPARE(r->error().kind(), ApiError::Kind::Refused);
        QVERIFY(!r->mayHaveReachedService());
    }
};

QTEST_GUILESS_MAIN(TstServiceClient)
#include "tst_service_client.moc"
