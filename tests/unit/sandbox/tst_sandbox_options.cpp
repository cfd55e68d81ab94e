// SandboxOptions: the paydesk-sandbox command line.
#include "sandbox/SandboxOptions.h"

#include <QTest>

using paydesk::sandbox::SandboxOptions;

class TstSandboxOptions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesEverything()
    {
        QString error;
        const auto o = SandboxOptions::fromArguments(
            {QStringLiteral("paydesk-sandbox"),
             QStringLiteral("--listen"),
             QStringLiteral("127.0.0.1:8402"),
             QStringLiteral("--key"),
             QStringLiteral("a=standard"),
             QStringLiteral("--key=b=premium:250:hosted"),
             QStringLiteral("--key"),
             QStringLiteral("c=enterprise:local"),
             QStringLiteral("--fund"),
             QStringLiteral("11111111111111111111111111111112=2.5"),
             QStringLiteral("--fund"),
             QStringLiteral("0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed=1"),
             QStringLiteral("--state"),
             QStringLiteral("/tmp/s.db"),
             QStringLiteral("--solana-rpc"),
             QStringLiteral("http://127.0.0.1:8899"),
             QStringLiteral("--evm-rpc"),
             QStringLiteral("http://127.0.0.1:8545"),
             QStringLiteral("--slot-ms"),
             QStringLiteral("100"),
             QStringLiteral("--quiet")},
            &error);
        QVERIFY2(o, qPrintable(error));
        QCOMPARE(o->host, QHostAddress(QHostAddress::LocalHost));
        QCOMPARE(o->port, quint16(8402));
        QCOMPARE(o->keys.size(), 3);
        QCOMPARE(o->keys[0].requestsPerMinute, 100);
        QCOMPARE(o->keys[0].group, QString());
        QCOMPARE(o->keys[1].plan, QStringLiteral("premium"));
        QCOMPARE(o->keys[1].requestsPerMinute, 250);
        QCOMPARE(o->keys[1].group, QStringLiteral("hosted"));
        QCOMPARE(o->keys[2].requestsPerMinute, 10000);
        QCOMPARE(o->keys[2].group, QStringLiteral("local"));
        QCOMPARE(o->fund.size(), 2);
        QCOMPARE(o->fund[0].second, QStringLiteral("2.5"));
        QCOMPARE(o->fund[1].first, QStringLiteral("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"));
        QCOMPARE(o->statePath, QStringLiteral("/tmp/s.db"));
        QCOMPARE(o->solanaRpc, QUrl(QStringLiteral("http://127.0.0.1:8899")));
        QCOMPARE(o->evmRpc, QUrl(QStringLiteral("http://127.0.0.1:8545")));
        QCOMPARE(o->slotMs, 100);
        QVERIFY(!o->logRequests);
        QVERIFY(!o->allowRemote);
    }

    void refuses_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("needle");
        QTest::newRow("plan") << QStringList{QStringLiteral("--key"), QStringLiteral("k=gold")}
                              << QStringLiteral("standard, premium or enterprise");
        QTest::newRow("group") << QStringList{QStringLiteral("--key"),
                                              QStringLiteral("k=standard:admin")}
                               << QStringLiteral("hosted or local");
        QTest::newRow("rpm 0") << QStringList{QStringLiteral("--key"),
                                              QStringLiteral("k=standard:0")}
                               << QStringLiteral("1 to 1000000");
        QTest::newRow("key with space")
            << QStringList{QStringLiteral("--key"), QStringLiteral("a b=standard")}
            << QStringLiteral("without spaces");
        QTest::newRow("fund address")
            << QStringList{QStringLiteral("--fund"), QStringLiteral("nope=1")}
            << QStringLiteral("ADDRESS=AMOUNT");
        QTest::newRow("fund amount")
            << QStringList{QStringLiteral("--fund"),
                           QStringLiteral("11111111111111111111111111111112=0")}
            << QStringLiteral("positive");
        QTest::newRow("listen") << QStringList{QStringLiteral("--listen"), QStringLiteral("8402")}
                                << QStringLiteral("HOST:PORT");
        QTest::newRow("rpc url") << QStringList{QStringLiteral("--solana-rpc"),
                                                QStringLiteral("ftp://x")}
                                 << QStringLiteral("http(s) URL");
        QTest::newRow("evm rpc url")
            << QStringList{QStringLiteral("--evm-rpc"), QStringLiteral("ws://127.0.0.1:8545")}
            << QStringLiteral("--evm-rpc needs an http(s) URL");
        QTest::newRow("evm rpc without host") << QStringList{QStringLiteral("--evm-rpc=http://")}
                                              << QStringLiteral("--evm-rpc needs an http(s) URL");
        QTest::newRow("missing value")
            << QStringList{QStringLiteral("--state")} << QStringLiteral("needs a value");
        QTest::newRow("unknown") << QStringList{QStringLiteral("--verbose")}
                                 << QStringLiteral("Unknown option");
    }
    void refuses()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, needle);
        QString error;
        args.prepend(QStringLiteral("paydesk-sandbox"));
        QVERIFY(!SandboxOptions::fromArguments(args, &error));
        QVERIFY2(error.contains(needle), qPrintable(error));
    }

    void helpAndRemote()
    {
        QString error;
        auto o =
            SandboxOptions::fromArguments({QStringLiteral("x"), QStringLiteral("--help")}, &error);
        QVERIFY(o && o->showHelp);
        o = SandboxOptions::fromArguments({QStringLiteral("x"), QStringLiteral("--listen"),
                                           QStringLiteral("[::1]:0"),
                                           QStringLiteral("--allow-remote")},
                                          &error);
        QVERIFY(o && o->allowRemote);
        QCOMPARE(o->host, QHostAddress(QHostAddress::LocalHostIPv6));
        QVERIFY(SandboxOptions::helpText().contains(QStringLiteral("--solana-rpc URL")));
        QVERIFY(SandboxOptions::helpText().contains(QStringLiteral("--evm-rpc URL")));
    }
};

QTEST_GUILESS_MAIN(TstSandboxOptions)
#include "tst_sandbox_options.moc"
