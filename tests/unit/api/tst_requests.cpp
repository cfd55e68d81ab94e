// Request validation and exact bodies (docs/service-contract.md "Requests and limits").
#include "api/ClientRateLimiter.h"
#include "api/ServiceConfig.h"
#include "core/PaymentRequests.h"

#include <QTest>

using namespace paydesk;

namespace {
const QString kWallet = QStringLiteral("11111111111111111111111111111111");
const QString kRecipient = QStringLiteral("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v");
} // namespace

class TstRequests : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sendBodyOmitsUnsetAndIsExact()
    {
        SendPaymentRequest r{kWallet, kRecipient, QStringLiteral("0.10"), {}, {}, {}, {}};
        QVERIFY(!r.validate());
        QCOMPARE(r.body(), QByteArray("{\"walletAddress\":\"11111111111111111111111111111111\","
                                      "\"recipientAddress\":\"EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEG"
                                      "GkZwyTDt1v\",\"amount\":0.1}"));
        r.resource = QStringLiteral("https://example.com/r");
        r.metadata = QJsonObject{{QStringLiteral("orderId"), QStringLiteral("42")}};
        r.priorityFee = QStringLiteral("0.00001");
        QVERIFY(!r.validate());
        const QByteArray b = r.body();
        QVERIFY(b.contains("\"resource\":\"https://example.com/r\""));
        QVERIFY(b.contains("\"metadata\":{\"orderId\":\"42\"}"));
        QVERIFY(b.contains("\"priorityFee\":0.00001"));
        r.priorityFee = QStringLiteral("auto");
        QVERIFY(!r.body().contains("priorityFee"));
    }
    void sendValidationNamesField_data()
    {
        QTest::addColumn<QString>("wallet");
        QTest::addColumn<QString>("recipient");
        QTest::addColumn<QString>("amount");
        QTest::addColumn<QString>("fee");
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QString>("field");
        QTest::newRow("bad wallet") << "nope" << kRecipient << "1"
                                    << ""
                                    << ""
                                    << "walletAddress";
        QTest::newRow("bad recipient") << kWallet << "0xZZ"
                                       << "1"
                                       << ""
                                       << ""
                                       << "recipientAddress";
        QTest::newRow("chain mismatch") << kWallet << "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
                                        << "1"
                                        << ""
                                        << ""
                                        << "recipientAddress";
        QTest::newRow("self") << kWallet << kWallet << "1"
                              << ""
                              << ""
                              << "recipientAddress";
        QTest::newRow("low") << kWallet << kRecipient << "0.0009"
                             << ""
                             << ""
                             << "amount";
        QTest::newRow("high") << kWallet << kRecipient << "100.000000001"
                              << ""
                              << ""
                              << "amount";
        QTest::newRow("fee") << kWallet << kRecipient << "1"
                             << "0.02"
                             << ""
                             << "priorityFee";
        QTest::newRow("url") << kWallet << kRecipient << "1"
                             << ""
                             << "not a url"
                             << "resource";
    }
    void sendValidationNamesField()
    {
        QFETCH(QString, wallet);
        QFETCH(QString, recipient);
        QFETCH(QString, amount);
        QFETCH(QString, fee);
        QFETCH(QString, resource);
        QFETCH(QString, field);
        SendPaymentRequest r{wallet, recipient, amount, {}, {}, {}, {}};
        if (!fee.isEmpty())
            r.priorityFee = fee;
        if (!resource.isEmpty())
            r.resource = resource;
        const auto e = r.validate();
        QVERIFY(e);
        QCOMPARE(e->kind(), ApiError::Kind::Validation);
        QCOMPARE(e->field(), field);
        QVERIFY(e->message().startsWith(field));
    }
    void receiveModes()
    {
        ReceivePaymentRequest r;
        r.walletAddress = kWallet;
        r.paymentProof = QStringLiteral("eyJ4NDAyVmVyc2lvbiI6MX0=");
        r.expectedAmount = QStringLiteral("0.25");
        r.timeoutSeconds = 45;
        r.priorityFee = QStringLiteral("0.0001");
        using M = ReceivePaymentRequest::Mode;
        QVERIFY(!r.validate(M::Hosted));
        QVERIFY(r.body(M::Hosted).contains("\"timeout\":45"));
        QVERIFY(!r.body(M::Hosted).contains("priorityFee"));
        QVERIFY(r.body(M::Local).contains("\"priorityFee\":0.0001"));
        QVERIFY(!r.body(M::Local).contains("timeout"));
        r.timeoutSeconds = 0;
        QCOMPARE(r.validate(M::Hosted)->field(), QStringLiteral("timeout"));
        r.timeoutSeconds.reset();
        r.expectedAmount = QStringLiteral("0");
        QCOMPARE(r.validate(M::Hosted)->field(), QStringLiteral("expectedAmount"));
        r.expectedAmount = QStringLiteral("1");
        r.paymentProof.clear();
        QCOMPARE(r.validate(M::Hosted)->field(), QStringLiteral("paymentProof"));
    }
    void historyQuery()
    {
        HistoryQuery q{kWallet, QStringLiteral("all"), 50, 0};
        QVERIFY(!q.validate());
        q.type = QStringLiteral("incoming");
        QCOMPARE(q.validate()->field(), QStringLiteral("type"));
        q.type = QStringLiteral("sent");
        q.limit = 501;
        QCOMPARE(q.validate()->field(), QStringLiteral("limit"));
        q.limit = 1;
        q.offset = -1;
        QCOMPARE(q.validate()->field(), QStringLiteral("offset"));
    }
    void httpsRequiredOffLoopback()
    {
        QString why;
        QVERIFY(
            ServiceConfig::validateBaseUrl(QUrl(QStringLiteral("https://api.example.com")), &why));
        QVERIFY(
            ServiceConfig::validateBaseUrl(QUrl(QStringLiteral("http://127.0.0.1:8080")), &why));
        QVERIFY(ServiceConfig::validateBaseUrl(QUrl(QStringLiteral("http://localhost:1")), &why));
        QVERIFY(ServiceConfig::validateBaseUrl(QUrl(QStringLiteral("http://[::1]:1")), &why));
        QVERIFY(
            !ServiceConfig::validateBaseUrl(QUrl(QStringLiteral("http://api.example.com")), &why));
        QVERIFY(why.contains(QStringLiteral("https://")));
        QVERIFY(!ServiceConfig::validateBaseUrl(QUrl(QStringLiteral("http://10.0.0.1")), &why));
        QVERIFY(!ServiceConfig::validateBaseUrl(QUrl(QStringLiteral("ftp://x.org")), &why));
        QVERIFY(!ServiceConfig::validateBaseUrl(QUrl(QStringLiteral("https://u:p@x.org")), &why));
    }
    void rateLimiterWindow()
    {
        ClientRateLimiter l(3);
        const QString k = QStringLiteral("k");
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(l.delayMs(k, 1000 + i), 0);
            l.record(k, 1000 + i);
        }
        // The 4th must wait until the first start leaves the 60 s window.
        QCOMPARE(l.delayMs(k, 2000), 59000);
        QCOMPARE(l.delayMs(k, 60999), 1);
        QCOMPARE(l.delayMs(k, 61001), 0);
        QCOMPARE(l.delayMs(QStringLiteral("other"), 2000), 0); // per key
        l.blockUntil(QStringLiteral("other"), 5000);
        QCOMPARE(l.delayMs(QStringLiteral("other"), 2000), 3000);
    }
};

QTEST_GUILESS_MAIN(TstRequests)
#include "tst_requests.moc"
