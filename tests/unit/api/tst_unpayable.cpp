// Programs, sysvars, precompiles and burn addresses are refused as recipients
// on every chain, before anything is sent; ordinary addresses are not.
#include "core/PaymentRequests.h"
#include "core/UnpayableAddresses.h"

#include <QTest>

using namespace paydesk;

class TstUnpayable : public QObject
{
    Q_OBJECT

    static SendPaymentRequest to(const QString &wallet, const QString &recipient)
    {
        return SendPaymentRequest{wallet, recipient, QStringLiteral("0.25"), {}, {}, {}, {}};
    }

private Q_SLOTS:
    void refused_data()
    {
        QTest::addColumn<QString>("recipient");
        QTest::addColumn<QString>("named");
        const QString sol = QStringLiteral("sol");
        for (const char *a : {"11111111111111111111111111111111",
                              "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
                              "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb",
                              "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL",
                              "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr",
                              "Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo",
                              "ComputeBudget111111111111111111111111111111",
                              "Vote111111111111111111111111111111111111111",
                              "Stake11111111111111111111111111111111111111",
                              "Config1111111111111111111111111111111111111",
                              "AddressLookupTab1e1111111111111111111111111",
                              "BPFLoader1111111111111111111111111111111111",
                              "BPFLoader2111111111111111111111111111111111",
                              "BPFLoaderUpgradeab1e11111111111111111111111",
                              "Ed25519SigVerify111111111111111111111111111",
                              "KeccakSecp256k11111111111111111111111111111",
                              "SysvarC1ock11111111111111111111111111111111",
                              "SysvarRent111111111111111111111111111111111",
                              "SysvarRecentB1ockHashes11111111111111111111",
                              "SysvarEpochSchedu1e111111111111111111111111",
                              "SysvarFees111111111111111111111111111111111",
                              "SysvarS1otHashes111111111111111111111111111",
                              "SysvarStakeHistory1111111111111111111111111",
                              "Sysvar1nstructions1111111111111111111111111",
                              "1nc1nerator11111111111111111111111111111111"})
            QTest::newRow(a) << QString::fromLatin1(a) << sol;
        const QString evm = QStringLiteral("evm");
        QTest::newRow("zero") << QStringLiteral("0x0000000000000000000000000000000000000000")
                              << evm;
        QTest::newRow("dead") << QStringLiteral("0x000000000000000000000000000000000000dEaD")
                              << evm;
        QTest::newRow("ecrecover")
            << QStringLiteral("0x0000000000000000000000000000000000000001") << evm;
        QTest::newRow("point eval")
            << QStringLiteral("0x000000000000000000000000000000000000000a") << evm;
    }
    void refused()
    {
        QFETCH(QString, recipient);
        QFETCH(QString, named);
        const auto address = Address::parse(recipient);
        QVERIFY2(address, "every listed address is a valid address of its chain");
        QVERIFY(!UnpayableAddresses::describe(*address).isEmpty());
        const QString wallet = named == u"sol"
                                   ? QStringLiteral("4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T")
                                   : QStringLiteral("0x52908400098527886E0F7030069857D2E4169EE7");
        const auto e = to(wallet, recipient).validate();
        QVERIFY(e);
        QCOMPARE(e->field(), QStringLiteral("recipientAddress"));
        QVERIFY2(e->message().contains(QStringLiteral("money sent there is lost")),
                 qPrintable(e->message()));
    }
    void ordinaryAddressesPass()
    {
        QVERIFY(!to(QStringLiteral("4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T"),
                    QStringLiteral("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"))
                     .validate());
        QVERIFY(!to(QStringLiteral("0x52908400098527886E0F7030069857D2E4169EE7"),
                    QStringLiteral("0x8617E340B3D01FA5F11F306F4090FD50E238070D"))
                     .validate());
        // 0x…0b is past the precompiles.
        QVERIFY(UnpayableAddresses::describe(
                    *Address::parse(QStringLiteral("0x000000000000000000000000000000000000000b")))
                    .isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstUnpayable)
#include "tst_unpayable.moc"
