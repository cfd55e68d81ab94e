// Non-secret settings over a real INI file: defaults, the service mode, the explorer template,
// limits clamped, and the key that paydesk-cli shares.
#include "models/SettingsModel.h"

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
        QVERIFY(s->explorerTemplate().contains(QStringLiteral("{signature}")));
        QCOMPARE(s->explorerUrl(QStringLiteral("5xyz")).toString(),
                 QStringLiteral("https://explorer.solana.com/tx/5xyz?cluster=devnet"));
        QString why;
        QVERIFY(!SettingsModel::validateExplorerTemplate(QStringLiteral("https://x.example/tx/"),
                                                         &why));
        QVERIFY(why.contains(QStringLiteral("{signature}")));
        QVERIFY(
            !SettingsModel::validateExplorerTemplate(QStringLiteral("ftp://x/{signature}"), &why));
        s->setExplorerTemplate(QString());
        QVERIFY(!s->explorerUrl(QStringLiteral("5xyz")).isValid()); // no link
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
