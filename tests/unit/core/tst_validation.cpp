#include "core/Validation.h"

#include <QTest>
#include <nlohmann/json.hpp>

using namespace paydesk;

class TstValidation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void amountLimits()
    {
        QVERIFY(
            !validate::amount(QStringLiteral("amount"), QStringLiteral("0.001"), Chain::Solana));
        QVERIFY(!validate::amount(QStringLiteral("amount"), QStringLiteral("100"), Chain::Solana));
        const auto low =
            validate::amount(QStringLiteral("amount"), QStringLiteral("0.0009"), Chain::Solana);
        QVERIFY(low);
        QCOMPARE(low->field, QStringLiteral("amount"));
        QVERIFY(low->message.contains(QStringLiteral("0.001")));
        QVERIFY(validate::amount(QStringLiteral("amount"), QStringLiteral("100.000000001"),
                                 Chain::Solana));
        // 10 decimals is more than SOL has, but fine for an EVM chain (18).
        QVERIFY(validate::amount(QStringLiteral("amount"), QStringLiteral("1.0000000001"),
                                 Chain::Solana));
        QVERIFY(!validate::amount(QStringLiteral("amount"), QStringLiteral("1.0000000001"),
                                  Chain::Evm));
    }
    void priorityFee()
    {
        QVERIFY(!validate::priorityFee(QStringLiteral("priorityFee"), QString(), Chain::Solana));
        QVERIFY(!validate::priorityFee(QStringLiteral("priorityFee"), QStringLiteral("auto"),
                                       Chain::Solana));
        QVERIFY(!validate::priorityFee(QStringLiteral("priorityFee"), QStringLiteral("0.00001"),
                                       Chain::Solana));
        QVERIFY(!validate::priorityFee(QStringLiteral("priorityFee"), QStringLiteral("0.01"),
                                       Chain::Solana));
        QVERIFY(validate::priorityFee(QStringLiteral("priorityFee"), QStringLiteral("0.011"),
                                      Chain::Solana));
        QVERIFY(validate::priorityFee(QStringLiteral("priorityFee"), QStringLiteral("0.000009"),
                                      Chain::Solana));
    }
    void history()
    {
        QVERIFY(!validate::historyLimit(QStringLiteral("limit"), 1));
        QVERIFY(!validate::historyLimit(QStringLiteral("limit"), 500));
        QVERIFY(validate::historyLimit(QStringLiteral("limit"), 501));
        QVERIFY(validate::historyLimit(QStringLiteral("limit"), 0));
        QVERIFY(validate::historyOffset(QStringLiteral("offset"), -1));
        QVERIFY(!validate::historyOffset(QStringLiteral("offset"), 0));
        QVERIFY(!validate::historyType(QStringLiteral("type"), QStringLiteral("received")));
        QVERIFY(validate::historyType(QStringLiteral("type"), QStringLiteral("incoming")));
    }
    void misc()
    {
        QVERIFY(
            !validate::url(QStringLiteral("resource"), QStringLiteral("https://example.com/x")));
        QVERIFY(validate::url(QStringLiteral("resource"), QStringLiteral("example.com/x")));
        QVERIFY(validate::url(QStringLiteral("resource"), QStringLiteral("ftp://example.com/x")));
        QVERIFY(validate::url(QStringLiteral("resource"), QStringLiteral("https://")));
        QVERIFY(!validate::metadataText(QStringLiteral("metadata"), QStringLiteral("{\"a\":1}")));
        QVERIFY(validate::metadataText(QStringLiteral("metadata"), QStringLiteral("[1]")));
        QVERIFY(validate::metadataText(QStringLiteral("metadata"), QStringLiteral("{bad")));
        QVERIFY(validate::metadata(QStringLiteral("metadata"), nlohmann::json::array()));
        QVERIFY(validate::timeoutSeconds(QStringLiteral("timeout"), 0));
        QVERIFY(!validate::timeoutSeconds(QStringLiteral("timeout"), 30));
        QVERIFY(validate::paymentId(QStringLiteral("paymentId"), QStringLiteral("../etc")));
        QVERIFY(!validate::paymentId(QStringLiteral("paymentId"), QStringLiteral("pay_abc-1")));
        const auto e = validate::address(QStringLiteral("recipientAddress"), QStringLiteral("xyz"));
        QVERIFY(e);
        QCOMPARE(e->field, QStringLiteral("recipientAddress"));
    }
};

QTEST_GUILESS_MAIN(TstValidation)
#include "tst_validation.moc"
