#pragma once
// Shared by the desktop tests of local EVM wallets (tst_gui_evm_local, tst_gui_usdc): a sandbox
// harness, Hardhat's test account #0 added as a local EVM wallet through the real keychain, and
// screenshots (PAYDESK_SCREENSHOT_DIR, PAYDESK_SHOTS_LANG).
#include "GuiHarness.h"
#include "models/LocalWalletModel.h"
#include "payments/WalletManager.h"
#include "wallet/EvmKeyImport.h"

#include <QDir>
#include <QImage>
#include <QSignalSpy>
#include <QTest>
#include <memory>

namespace paydesk::testing {

// Hardhat / Anvil test account #0 (a public test key), funded on the sandbox's first run.
inline const QString kAccount = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
inline constexpr const char *kKeyHex =
    "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";

class EvmGuiTest : public QObject
{
protected:
    std::unique_ptr<GuiHarness> m_h;

    AppContext *ctx() { return m_h->context.get(); }

    void shoot(QWidget *w, const QString &name)
    {
        const QString dir = qEnvironmentVariable("PAYDESK_SCREENSHOT_DIR");
        QTest::qWait(50);
        const QImage img = w->grab().toImage();
        QVERIFY(!img.isNull());
        const QString lang = qEnvironmentVariable("PAYDESK_SHOTS_LANG", QStringLiteral("en"));
        if (!dir.isEmpty())
            QVERIFY(
                img.save(QDir(dir).filePath(QStringLiteral("%1-%2.png").arg(name, lang)), "PNG"));
    }

    void addEvmWallet()
    {
        QString error;
        auto key = wallet::EvmKeyImport::fromPrivateKeyHex(QByteArrayView(kKeyHex), &error);
        QVERIFY2(key, qPrintable(error));
        wallet::WalletKeyJob *job = ctx()->walletManager()->add(
            *key, {{}, QStringLiteral("EVM payer"), QStringLiteral("secret-key"), {}, {}});
        QSignalSpy spy(job, &wallet::WalletKeyJob::finished);
        QVERIFY(job->isFinished() || spy.wait(20000));
        QVERIFY2(job->ok(), qPrintable(job->errorText()));
        job->deleteLater();
        ctx()->localWallets()->reload();
    }
};

} // namespace paydesk::testing
