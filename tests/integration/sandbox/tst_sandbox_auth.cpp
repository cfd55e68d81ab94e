// Authentication (401), endpoint groups (403) and the exact per-key rate limit (429) with the
// contract's headers, over real loopback HTTP.
#include "kits/SandboxHarness.h"
#include "sandbox/RateWindow.h"

#include <QDateTime>
#include <QTest>

using namespace paydesk;
using json = nlohmann::json;

class TstSandboxAuth : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<SandboxHarness> h;
    QString wallet; // custodial, funded with 10 SOL

private Q_SLOTS:
    void initTestCase()
    {
        h = std::make_unique<SandboxHarness>(SandboxHarness::withGroupKeys());
        QVERIFY2(h->start(), qPrintable(h->error()));
        wallet = h->createWallet(QStringLiteral("10"));
        QVERIFY(!wallet.isEmpty());
        QCOMPARE(h->lamports(wallet), quint64(10000000000));
    }

    void unauthorized_data()
    {
        QTest::addColumn<QByteArray>("authorization");
        QTest::newRow("missing") << QByteArray();
        QTest::newRow("basic scheme") << QByteArray("Basic dGVzdDp0ZXN0");
        QTest::newRow("bearer without key") << QByteArray("Bearer");
        QTest::newRow("unknown key") << QByteArray("Bearer not-a-key");
    }
    void unauthorized()
    {
        QFETCH(QByteArray, authorization);
        SandboxClient c(h->client().base());
        QList<QPair<QByteArray, QByteArray>> headers;
        if (!authorization.isEmpty())
            headers.append({"Authorization", authorization});
        const HttpResult r = c.get(QStringLiteral("/payment/status/pay_abc"), headers);
        QCOMPARE(r.status, 401);
        QCOMPARE(r.errorCode(), std::string("UNAUTHORIZED"));
        SandboxHarness::checkErrorEnvelope(r);
        QCOMPARE(r.header("WWW-Authenticate"), QByteArray("Bearer"));
        QVERIFY(r.header("X-RateLimit-Limit").isEmpty());
    }

    void forbiddenByGroup()
    {
        SandboxClient c(h->client().base());
        c.setKey("hosted-only");
        HttpResult r = c.post(QStringLiteral("/transaction/send"), json::object());
        QCOMPARE(r.status, 403);
        QCOMPARE(r.errorCode(), std::string("FORBIDDEN"));
        SandboxHarness::checkErrorEnvelope(r);
        QCOMPARE(r.header("X-RateLimit-Limit"), QByteArray("1000"));
        r = c.get(QStringLiteral("/payment/status/pay_unknown"));
        QCOMPARE(r.status, 404); // allowed group: the endpoint answers
        c.setKey("local-only");
        r = c.get(QStringLiteral("/payment/status/pay_unknown"));
        QCOMPARE(r.status, 403);
        r = c.post(QStringLiteral("/transaction/send"), json::object());
        QCOMPARE(r.status, 400);                                 // allowed: validation answers
        r = c.get(QStringLiteral("/sandbox/balance/") + wallet); // admin: any key
        QCOMPARE(r.status, 200);
    }

    void rateLimitExact()
    {
        SandboxClient c(h->client().base());
        c.setKey("five");
        const qint64 before = QDateTime::currentSecsSinceEpoch();
        for (int i = 0; i < 5; ++i) {
            const HttpResult r = c.get(QStringLiteral("/payment/status/pay_unknown"));
            QCOMPARE(r.status, 404);
            QCOMPARE(r.header("X-RateLimit-Limit"), QByteArray("5"));
            QCOMPARE(r.header("X-RateLimit-Remaining").toInt(), 4 - i);
            const qint64 reset = r.header("X-RateLimit-Reset").toLongLong();
            QVERIFY(reset >= before + 59 && reset <= before + 62);
        }
        for (int i = 0; i < 3; ++i) {
            const HttpResult r = c.get(QStringLiteral("/payment/status/pay_unknown"));
            QCOMPARE(r.status, 429);
            QCOMPARE(r.errorCode(), std::string("RATE_LIMIT"));
            SandboxHarness::checkErrorEnvelope(r);
            QCOMPARE(r.header("X-RateLimit-Remaining"), QByteArray("0"));
            const int retry = r.header("Retry-After").toInt();
            QVERIFY(retry >= 1 && retry <= 60);
            JCOMPARE(r.json["error"]["details"]["retryAfter"].get<int>(), retry);
        }
        // Another key has its own window.
        QCOMPARE(h->client().get(QStringLiteral("/payment/status/pay_unknown")).status, 404);
    }

    void rateWindowSlides()
    {
        sandbox::RateWindow w(3, 60000);
        QVERIFY(w.tryConsume(0).allowed);
        QVERIFY(w.tryConsume(10000).allowed);
        QVERIFY(w.tryConsume(20000).allowed);
        auto d = w.tryConsume(59999);
        QVERIFY(!d.allowed);
        QCOMPARE(d.retryAfterSeconds, 1);
        QCOMPARE(d.resetAtMs, qint64(60000));
        d = w.tryConsume(60000); // the first request left the window
        QVERIFY(d.allowed);
        QCOMPARE(d.remaining, 0);
        QVERIFY(!w.tryConsume(69999).allowed);
        QCOMPARE(w.tryConsume(65000).retryAfterSeconds, 5);
    }
};

QTEST_GUILESS_MAIN(TstSandboxAuth)
#include "tst_sandbox_auth.moc"
