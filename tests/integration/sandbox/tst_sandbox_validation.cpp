// Every validation rule of the interface answered as 400 INVALID_PARAMETERS with details.field
// (and INVALID_RECIPIENT for a recipient of another chain), over real loopback HTTP.
#include "core/Amount.h"
#include "kits/SandboxHarness.h"

#include <QTest>

using namespace paydesk;
using json = nlohmann::json;

namespace {
QString randomSolanaAddress()
{
    return solana::generateKeypair().address();
}
} // namespace

class TstSandboxValidation : public QObject
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

    void validation_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("field");
        const QByteArray w = wallet.toLatin1();
        const QByteArray r = randomSolanaAddress().toLatin1();
        const QByteArray base =
            "\"walletAddress\":\"" + w + "\",\"recipientAddress\":\"" + r + "\"";
        auto send = [&](const char *name, const QByteArray &extra, const char *field,
                        const char *path = "/payment/send") {
            QTest::newRow(name) << QStringLiteral("POST") << QString::fromLatin1(path)
                                << QByteArray("{" + base + extra + "}")
                                << QString::fromLatin1(field);
        };
        QTest::newRow("send: empty object")
            << QStringLiteral("POST") << QStringLiteral("/payment/send") << QByteArray("{}")
            << QStringLiteral("walletAddress");
        QTest::newRow("send: not JSON") << QStringLiteral("POST") << QStringLiteral("/payment/send")
                                        << QByteArray("amount=1") << QStringLiteral("body");
        QTest::newRow("send: array body")
            << QStringLiteral("POST") << QStringLiteral("/payment/send") << QByteArray("[]")
            << QStringLiteral("body");
        QTest::newRow("send: wallet number")
            << QStringLiteral("POST") << QStringLiteral("/payment/send")
            << QByteArray("{\"walletAddress\":5}") << QStringLiteral("walletAddress");
        QTest::newRow("send: wallet invalid")
            << QStringLiteral("POST") << QStringLiteral("/payment/send")
            << QByteArray("{\"walletAddress\":\"abc\"}") << QStringLiteral("walletAddress");
        QTest::newRow("send: recipient missing")
            << QStringLiteral("POST") << QStringLiteral("/payment/send")
            << QByteArray("{\"walletAddress\":\"" + w + "\"}")
            << QStringLiteral("recipientAddress");
        send("send: amount missing", "", "amount");
        send("send: amount 0.0009", ",\"amount\":0.0009", "amount");
        send("send: amount 100.000000001", ",\"amount\":100.000000001", "amount");
        send("send: amount string", ",\"amount\":\"0.5\"", "amount");
        send("send: amount 0", ",\"amount\":0", "amount");
        send("send: amount negative", ",\"amount\":-1", "amount");
        send("send: amount exponent", ",\"amount\":1e-3", "amount");
        send("send: amount 101", ",\"amount\":101", "amount");
        send("send: priorityFee 0.000009", ",\"amount\":0.5,\"priorityFee\":0.000009",
             "priorityFee");
        send("send: priorityFee 0.011", ",\"amount\":0.5,\"priorityFee\":0.011", "priorityFee");
        send("send: priorityFee string", ",\"amount\":0.5,\"priorityFee\":\"0.001\"",
             "priorityFee");
        send("send: resource not a URL", ",\"amount\":0.5,\"resource\":\"not a url\"", "resource");
        send("send: metadata string", ",\"amount\":0.5,\"metadata\":\"x\"", "metadata");
        send("local send: amount string", ",\"amount\":\"0.5\"", "amount", "/transaction/send");
        send("local send: amount 0.0009", ",\"amount\":0.0009", "amount", "/transaction/send");
        send("local send: priorityFee 0.02", ",\"amount\":0.5,\"priorityFee\":0.02", "priorityFee",
             "/transaction/send");
        const QByteArray recv = "\"walletAddress\":\"" + w + "\",\"paymentProof\":\"eyJ4In0=\"";
        auto receive = [&](const char *name, const QByteArray &extra, const char *field,
                           const char *path = "/payment/receive") {
            QTest::newRow(name) << QStringLiteral("POST") << QString::fromLatin1(path)
                                << QByteArray("{" + recv + extra + "}")
                                << QString::fromLatin1(field);
        };
        QTest::newRow("receive: proof missing")
            << QStringLiteral("POST") << QStringLiteral("/payment/receive")
            << QByteArray("{\"walletAddress\":\"" + w + "\",\"expectedAmount\":1}")
            << QStringLiteral("paymentProof");
        QTest::newRow("receive: proof empty")
            << QStringLiteral("POST") << QStringLiteral("/payment/receive")
            << QByteArray("{\"walletAddress\":\"" + w +
                          "\",\"paymentProof\":\"\","
                          "\"expectedAmount\":1}")
            << QStringLiteral("paymentProof");
        receive("receive: expectedAmount missing", "", "expectedAmount");
        receive("receive: expectedAmount 0", ",\"expectedAmount\":0", "expectedAmount");
        receive("receive: expectedAmount string", ",\"expectedAmount\":\"1\"", "expectedAmount");
        receive("receive: timeout 0", ",\"expectedAmount\":1,\"timeout\":0", "timeout");
        receive("receive: timeout 601", ",\"expectedAmount\":1,\"timeout\":601", "timeout");
        receive("receive: timeout string", ",\"expectedAmount\":1,\"timeout\":\"5\"", "timeout");
        receive("receive: timeout 1.5", ",\"expectedAmount\":1,\"timeout\":1.5", "timeout");
        receive("receive: facilitatorUrl ftp",
                ",\"expectedAmount\":1,\"facilitatorUrl\":\"ftp://x.org\"", "facilitatorUrl");
        receive("local receive: priorityFee 0.02", ",\"expectedAmount\":1,\"priorityFee\":0.02",
                "priorityFee", "/transaction/receive");
        const QString hist = QStringLiteral("/payment/history/") + wallet;
        QTest::newRow("history: limit 0") << QStringLiteral("GET") << hist + "?limit=0"
                                          << QByteArray() << QStringLiteral("limit");
        QTest::newRow("history: limit 501") << QStringLiteral("GET") << hist + "?limit=501"
                                            << QByteArray() << QStringLiteral("limit");
        QTest::newRow("history: limit abc") << QStringLiteral("GET") << hist + "?limit=abc"
                                            << QByteArray() << QStringLiteral("limit");
        QTest::newRow("history: offset -1") << QStringLiteral("GET") << hist + "?offset=-1"
                                            << QByteArray() << QStringLiteral("offset");
        QTest::newRow("history: type bogus") << QStringLiteral("GET") << hist + "?type=bogus"
                                             << QByteArray() << QStringLiteral("type");
        QTest::newRow("history: bad address")
            << QStringLiteral("GET") << QStringLiteral("/payment/history/0xnothex") << QByteArray()
            << QStringLiteral("walletAddress");
        QTest::newRow("status: id too long")
            << QStringLiteral("GET") << QStringLiteral("/payment/status/") + QString(200, u'a')
            << QByteArray() << QStringLiteral("paymentId");
        QTest::newRow("admin: slots 0")
            << QStringLiteral("POST") << QStringLiteral("/sandbox/slots")
            << QByteArray("{\"count\":0}") << QStringLiteral("count");
        QTest::newRow("admin: airdrop amount 0")
            << QStringLiteral("POST") << QStringLiteral("/sandbox/airdrop")
            << QByteArray("{\"address\":\"" + w + "\",\"amount\":0}") << QStringLiteral("amount");
        QTest::newRow("admin: faults rate 2")
            << QStringLiteral("POST") << QStringLiteral("/sandbox/faults")
            << QByteArray("{\"errorRate\":2}") << QStringLiteral("errorRate");
    }
    void validation()
    {
        QFETCH(QString, method);
        QFETCH(QString, path);
        QFETCH(QByteArray, body);
        QFETCH(QString, field);
        const HttpResult r =
            method == u"GET" ? h->client().get(path) : h->client().post(path, body);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.errorCode(), std::string("INVALID_PARAMETERS"));
        QCOMPARE(QString::fromStdString(r.errorField()), field);
        SandboxHarness::checkErrorEnvelope(r);
    }

    void invalidRecipient_data()
    {
        QTest::addColumn<QString>("recipient");
        QTest::newRow("evm recipient for a solana wallet")
            << QStringLiteral("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed");
        QTest::newRow("not an address") << QStringLiteral("hello");
    }
    void invalidRecipient()
    {
        QFETCH(QString, recipient);
        const HttpResult r = h->client().post(QStringLiteral("/payment/send"),
                                              json{{"walletAddress", wallet.toStdString()},
                                                   {"recipientAddress", recipient.toStdString()},
                                                   {"amount", 1}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.errorCode(), std::string("INVALID_RECIPIENT"));
        QCOMPARE(r.errorField(), std::string("recipientAddress"));
    }
};

QTEST_GUILESS_MAIN(TstSandboxValidation)
#include "tst_sandbox_validation.moc"
