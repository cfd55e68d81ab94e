#include "core/Amount.h"
#include "core/ExactJson.h"

#include <QTest>

using namespace paydesk;

class TstExactJson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keepsDecimalLiterals()
    {
        const auto j = ExactJson::parse("{\"amount\":0.1,\"n\":[1,2.50,{\"fee\":0.000005}],\"s\":"
                                        "\"0.3\",\"big\":100.123456789012345678,\"i\":7}");
        QVERIFY(j);
        QCOMPARE(j->value["amount"].get<std::string>(), std::string("0.1"));
        QVERIFY(j->isNumberAt("/amount"));
        QVERIFY(j->isNumberAt("/n/1"));
        QVERIFY(j->isNumberAt("/n/2/fee"));
        QCOMPARE(j->value["n"][2]["fee"].get<std::string>(), std::string("0.000005"));
        QVERIFY(!j->isNumberAt("/s"));
        QVERIFY(j->value["i"].is_number_integer());
        QCOMPARE(j->value["big"].get<std::string>(), std::string("100.123456789012345678"));
        QCOMPARE(Amount::parse(QString::fromStdString(j->value["big"].get<std::string>()), 18)
                     ->unitsString(),
                 QStringLiteral("100123456789012345678"));
    }
    void escapesPointerTokens()
    {
        const auto j = ExactJson::parse("{\"a/b\":{\"c~d\":1.5}}");
        QVERIFY(j);
        QVERIFY(j->isNumberAt("/a~1b/c~0d"));
    }
    void rejectsMalformed()
    {
        QString why;
        QVERIFY(!ExactJson::parse("{\"a\":", &why));
        QVERIFY(!why.isEmpty());
        QVERIFY(!ExactJson::parse(QByteArray(200, '['), &why)); // too deep
        QVERIFY(!ExactJson::parse("", &why));
        // nlohmann's lexer takes a NUL byte for the end of the input; JSON has no place for one
        // (tests/fuzz/regressions/service_responses/exactjson_nul_after_value).
        why.clear();
        QVERIFY(!ExactJson::parse(QByteArray("{\"a\":1}\0garbage", 15), &why));
        QVERIFY(why.contains(u"NUL"));
        QVERIFY(!ExactJson::parse(QByteArray("\0", 1), &why));
    }
    void writerIsExact()
    {
        const QByteArray body = JsonObjectWriter()
                                    .string("walletAddress", QStringLiteral("a\"b"))
                                    .rawNumber("amount", QStringLiteral("0.1"))
                                    .json("metadata", nlohmann::json{{"k", "v"}})
                                    .finish();
        const QByteArray expected =
            "{\"walletAddress\":\"a\\\"b\",\"amount\":0.1,\"metadata\":{\"k\":\"v\"}}";
        QCOMPARE(body, expected);
        const auto back = ExactJson::parse(body);
        QVERIFY(back && back->isNumberAt("/amount"));
    }
};

QTEST_GUILESS_MAIN(TstExactJson)
#include "tst_exactjson.moc"
