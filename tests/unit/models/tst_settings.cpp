// Non-secret settings over a real INI file: defaults, the service mode, the explorer template,
// limits clamped, and the key that paydesk-cli shares.
#include "models/SettingsModel.h"
#include "payments/kits/ChainKits.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;

class TstSettings : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_n = 0;

    std::unique_ptr<SettingsModel> make()
    {
        return std::make_unique<SettingsModel>(std::make_unique<QSettings>(
            m_dir.filePath(QStringLiteral("s%1.ini").arg(++m_n)), QSettings::IniFormat));
    }

private Q_SLOTS:
    void defaults()
    {
        auto s = make();
        QCOMPARE(s->serviceMode(), SettingsModel::ServiceMode::Sandbox); // first run: sandbox
        QCOMPARE(s->defaultPaymentMode(), SettingsModel::PaymentMode::Hosted);
        QCOMPARE(s->historyPageSize(), 50);
        QCOMPARE(s->verifyTimeoutSeconds(), 30);
        QVERIFY(!s->firstRunDone());
        QVERIFY(s->language().isEmpty());
    }

    void serviceUrlSharedWithCli()
    {
        auto s = make();
        s->setServiceUrl(QUrl(QStringLiteral("https://api.example.com")));
        // paydesk-cli reads the same key.
        QCOMPARE(s->store()->value(QStringLiteral("service/baseUrl")).toString(),
                 QStringLiteral("https://api.example.com"));
        // A URL configured by the CLI, with no mode chosen in the app, means the service.
        QCOMPARE(s->serviceMode(), SettingsModel::ServiceMode::Service);
        s->setServiceMode(SettingsModel::ServiceMode::Sandbox);
        QCOMPARE(s->serviceMode(), SettingsModel::ServiceMode::Sandbox);
    }

    void explorerTemplate()
    {
        auto s = make();
        QVERIFY(s->explorerTemplate().isEmpty()); // automatic
        // A hosted send's result names no network: Solana Explorer on devnet.
        QCOMPARE(s->explorerUrl(QStringLiteral("5xyz")).toString(),
                 QStringLiteral("https://explorer.solana.com/tx/5xyz?cluster=devnet"));
        // The default once stored reads as automatic, and is stored as such.
        s->setValue(QStringLiteral("ui/explorerTemplate"),
                    SettingsModel::defaultExplorerTemplate());
        QVERIFY(s->explorerTemplate().isEmpty());
        s->setExplorerTemplate(SettingsModel::defaultExplorerTemplate());
        QVERIFY(s->value(QStringLiteral("ui/explorerTemplate")).toString().isEmpty());
        QString why;
        QVERIFY(!SettingsModel::validateExplorerTemplate(QStringLiteral("https://x.example/tx/"),
                                                         &why));
        QVERIFY(why.contains(QStringLiteral("{signature}")));
        QVERIFY(
            !SettingsModel::validateExplorerTemplate(QStringLiteral("ftp://x/{signature}"), &why));
        s->setExplorerTemplate(QStringLiteral("https://solscan.io/tx/{signature}"));
        QCOMPARE(s->explorerUrl(QStringLiteral("5xyz")).toString(),
                 QStringLiteral("https://solscan.io/tx/5xyz"));
    }

    // A payment's transaction on its own network's explorer (History's menu, the Status page).
    void transactionUrl()
    {
        auto s = make();
        const QString hash =
            QStringLiteral("0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b");
        // EVM: the network's explorer, under its v1 name or its CAIP-2 id.
        QCOMPARE(s->transactionUrl(QStringLiteral("base"), hash).toString(),
                 QStringLiteral("https://basescan.org/tx/") + hash);
        QCOMPARE(s->transactionUrl(QStringLiteral("eip155:8453"), hash).toString(),
                 QStringLiteral("https://basescan.org/tx/") + hash);
        QCOMPARE(s->transactionUrl(QStringLiteral("eip155:1"), hash).toString(),
                 QStringLiteral("https://etherscan.io/tx/") + hash);
        QVERIFY(!s->transactionUrl(QStringLiteral("eip155:4020"), hash).isValid());   // sandbox
        QVERIFY(!s->transactionUrl(QStringLiteral("eip155:999999"), hash).isValid()); // unknown
        // Solana: the cluster of the payment, not the default template's devnet.
        QCOMPARE(s->transactionUrl(QStringLiteral("solana"), QStringLiteral("5xyz")).toString(),
                 QStringLiteral("https://explorer.solana.com/tx/5xyz"));
        QCOMPARE(s->transactionUrl(QStringLiteral("solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1"),
                                   QStringLiteral("5xyz"))
                     .toString(),
                 QStringLiteral("https://explorer.solana.com/tx/5xyz?cluster=devnet"));
        QVERIFY(
            !s->transactionUrl(QStringLiteral("solana-sandbox"), QStringLiteral("5xyz")).isValid());
        QVERIFY(!s->transactionUrl(QStringLiteral("solana"), QString()).isValid());
        // A record without a known network (a sandbox's hosted payment) gets no guessed cluster.
        QVERIFY(!s->transactionUrl(QString(), QStringLiteral("5xyz")).isValid());
        // The user's own template wins on Solana; EVM networks keep their own explorer, and a
        // record without a known network gets the template.
        s->setExplorerTemplate(QStringLiteral("https://solscan.io/tx/{signature}"));
        QCOMPARE(s->transactionUrl(QStringLiteral("solana"), QStringLiteral("5xyz")).toString(),
                 QStringLiteral("https://solscan.io/tx/5xyz"));
        QCOMPARE(s->transactionUrl(QStringLiteral("base"), hash).toString(),
                 QStringLiteral("https://basescan.org/tx/") + hash);
        QCOMPARE(s->transactionUrl(QString(), QStringLiteral("5xyz")).toString(),
                 QStringLiteral("https://solscan.io/tx/5xyz"));
        // Without the user's settings: the family's own explorer only.
        QCOMPARE(SettingsModel::standardTransactionUrl(QStringLiteral("solana-testnet"),
                                                       QStringLiteral("5xyz"))
                     .toString(),
                 QStringLiteral("https://explorer.solana.com/tx/5xyz?cluster=testnet"));
        QVERIFY(
            !SettingsModel::standardTransactionUrl(QString(), QStringLiteral("5xyz")).isValid());
    }

    // Address pages come from the network's family's kit, and only for its own addresses.
    void explorerAddresses()
    {
        const auto &kits = x402::ChainKits::standard();
        const QString evm = QStringLiteral("0x209693Bc6afc0C5328bA36FaF03C514EF312287C");
        const QString sol = QStringLiteral("2wKupLR9q6wXYppw8Gr2NvWxKBUqm4PPJKkQfoxHDBg4");
        QCOMPARE(kits.explorerAddress(QStringLiteral("eip155:8453"), evm).toString(),
                 QStringLiteral("https://basescan.org/address/") + evm);
        QCOMPARE(kits.explorerAddress(QStringLiteral("solana-devnet"), sol).toString(),
                 QStringLiteral("https://explorer.solana.com/address/") + sol +
                     QStringLiteral("?cluster=devnet"));
        QVERIFY(!kits.explorerAddress(QStringLiteral("solana-devnet"), evm).isValid());
        QVERIFY(!kits.explorerAddress(QStringLiteral("eip155:8453"), sol).isValid());
        QVERIFY(!kits.explorerAddress(QStringLiteral("solana-sandbox"), sol).isValid());
    }

    void clampedAndSignalled()
    {
        auto s = make();
        QSignalSpy changed(s.get(), &SettingsModel::changed);
        s->setHistoryPageSize(100000);
        QCOMPARE(s->historyPageSize(), 500);
        s->setVerifyTimeoutSeconds(0);
        QCOMPARE(s->verifyTimeoutSeconds(), 1);
        QCOMPARE(changed.count(), 2);
        s->setHistoryPageSize(500); // unchanged: no signal
        QCOMPARE(changed.count(), 2);
    }
};

QTEST_GUILESS_MAIN(TstSettings)
#include "tst_settings.moc"
