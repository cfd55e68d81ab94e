// The local-mode views rendered after real flows (sandbox, real keychain): the Wallets page with
// balances, the new-wallet dialog on its phrase and backup-check steps, the import dialog, the
// review dialog (awaiting approval with the simulation, a refusal, a confirmed payment) and the
// start-up recovery notice; an EVM account beside the Solana ones and the EVM network box. Each
// render must be non-blank; with PAYDESK_SCREENSHOT_DIR set they are saved there as PNG
// (resources/screenshots/wallets.png and local-review.png come from here; PAYDESK_SHOTS_LANG=de:
// in German).
#include "LocalGuiKit.h"
#include "MainWindow.h"
#include "Theme.h"
#include "core/Translations.h"
#include "dialogs/CreateWalletDialog.h"
#include "dialogs/ImportWalletDialog.h"
#include "families/evm/EvmRpcSettingsBox.h"
#include "families/solana/SolanaReviewDialog.h"
#include "families/solana/SolanaRpcSettingsBox.h"
#include "pages/SendForm.h"
#include "pages/SendPage.h"
#include "pages/WalletsPage.h"
#include "util/Widgets.h"
#include "wallet/EvmKeyImport.h"
#include "widgets/NoticeBar.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTableView>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;
using Flow = solana::SolanaPaymentFlow;

class TstGuiLocalScreens : public QObject
{
    Q_OBJECT

    std::unique_ptr<GuiHarness> m_h;
    std::unique_ptr<MainWindow> m_window;
    QString m_outDir;

    void shoot(QWidget *w, const QString &name)
    {
        QTest::qWait(50);
        const QImage img = w->grab().toImage();
        QVERIFY(!img.isNull());
        QSet<QRgb> colours;
        for (int y = 0; y < img.height(); y += 5)
            for (int x = 0; x < img.width(); x += 5)
                colours.insert(img.pixel(x, y));
        QVERIFY2(colours.size() > 10, qPrintable(name));
        if (!m_outDir.isEmpty())
            QVERIFY(img.save(QDir(m_outDir).filePath(name + QStringLiteral(".png")), "PNG", 0));
    }

    SolanaReviewDialog *review(const QString &to, const QString &amount, const QString &fee = {})
    {
        SendPage *page = m_window->sendPage();
        m_window->showPage(MainWindow::Page::Send);
        page->setLocalMode(true);
        child<QComboBox>(page, "sendLocalWallet")->setCurrentIndex(0);
        child<SendForm>(page, "sendForm")->recipientEdit()->setText(to);
        child<SendForm>(page, "sendForm")->amountEdit()->setText(amount);
        child<QRadioButton>(page, "customFee")->setChecked(!fee.isEmpty());
        child<QLineEdit>(page, "priorityFee")->setText(fee);
        if (!child<QPushButton>(page, "reviewPayment")->isEnabled())
            return nullptr;
        QTest::mouseClick(child<QPushButton>(page, "reviewPayment"), Qt::LeftButton);
        return find<SolanaReviewDialog>(page->window(), "localReviewDialog");
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_outDir = qEnvironmentVariable("PAYDESK_SCREENSHOT_DIR");
        if (!m_outDir.isEmpty())
            QDir().mkpath(m_outDir);
        Theme::apply(*qApp, qEnvironmentVariable("PAYDESK_SCREENSHOT_THEME"));
        if (qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG"))
            Translations::apply(qEnvironmentVariable("PAYDESK_SHOTS_LANG"));
        // 400 ms slots: the sandbox's usual pace, a minute of validity to look at.
        m_h = std::make_unique<GuiHarness>(QList<sandbox::ApiKeySpec>{}, 400);
        const QString a = addLocalWallet(m_h->context.get(), solana::generateKeypair(),
                                         QStringLiteral("Everyday payments"));
        const QString b = addLocalWallet(m_h->context.get(), solana::generateKeypair(),
                                         QStringLiteral("Savings"));
        airdrop(m_h->context.get(), a, 2500000000);
        airdrop(m_h->context.get(), b, 12000000000);
        // Hardhat's account #0: the sandbox's EVM chain funds it with 100 ETH.
        QString error;
        auto evmKey = wallet::EvmKeyImport::fromPrivateKeyHex(
            "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80", &error);
        QVERIFY2(evmKey, qPrintable(error));
        wallet::WalletKeyJob *job = m_h->context->walletManager()->add(
            *evmKey, {{}, QStringLiteral("Base payments"), QStringLiteral("secret-key"), {}, {}});
        QSignalSpy stored(job, &wallet::WalletKeyJob::finished);
        QVERIFY(job->isFinished() || stored.wait(20000));
        QVERIFY2(job->ok(), qPrintable(job->errorText()));
        m_h->context->localWallets()->reload();
        m_h->context->localPayments()->setSimulate(true);
        m_window = std::make_unique<MainWindow>(ViewParts(m_h->context.get()));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanupTestCase()
    {
        m_window.reset();
        m_h.reset();
    }

    void walletsPage()
    {
        // "Healthy: block height …" in the language of the shots (PAYDESK_SHOTS_LANG).
        const QString healthyPrefix =
            QCoreApplication::translate("paydesk::SolanaNodeSettings",
                                        "Healthy: block height %1, answered in %2 ms.")
                .section(QStringLiteral("%1"), 0, 0);
        m_window->showPage(MainWindow::Page::Wallets);
        WalletsPage *page = m_window->walletsPage();
        child<QTableView>(page, "localWallets")->selectRow(0);
        QTRY_VERIFY(
            m_h->context->localWallets()->balanceOf(m_h->context->localWallets()->addressAt(0)));
        QTest::mouseClick(child<SolanaRpcSettingsBox>(page, "rpcSettings")
                              ->findChild<QPushButton *>(QStringLiteral("rpcCheck")),
                          Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(child<SolanaRpcSettingsBox>(page, "rpcSettings")
                                     ->findChild<QLabel *>(QStringLiteral("rpcHealth"))
                                     ->text()
                                     .startsWith(healthyPrefix),
                                 15000);
        shoot(m_window.get(), QStringLiteral("wallets"));
        // The EVM account's exact balance and its network box, checked against the sandbox.
        LocalWalletModel *model = m_h->context->localWallets();
        const int evmRow =
            model->rowOf(QString::fromLatin1(sandbox::SandboxServer::kEvmDemoAccount));
        QVERIFY(evmRow >= 0);
        QTRY_COMPARE_WITH_TIMEOUT(
            model->data(model->index(evmRow, LocalWalletModel::BalanceColumn)).toString(),
            QStringLiteral("100 ETH · 1000 USDC"), 15000);
        auto *evmBox = child<EvmRpcSettingsBox>(page, "evmRpcSettings");
        QTest::mouseClick(evmBox->findChild<QPushButton *>(QStringLiteral("evmRpcCheck")),
                          Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            evmBox->findChild<QLabel *>(QStringLiteral("evmRpcHealth"))->text().contains(u"4020"),
            15000);
        child<QTableView>(page, "localWallets")->selectRow(evmRow);
        shoot(child<QTableView>(page, "localWallets")->parentWidget(),
              QStringLiteral("wallets-table"));
        shoot(evmBox, QStringLiteral("wallets-evm-network"));
    }

    void createAndImportDialogs()
    {
        WalletsPage *page = m_window->walletsPage();
        page->openCreate();
        CreateWalletDialog *d = find<CreateWalletDialog>(page, "createWalletDialog");
        QVERIFY(d);
        child<QLineEdit>(d, "walletLabel")->setText(QStringLiteral("Travel"));
        shoot(d, QStringLiteral("wallet-create-choices"));
        QTest::mouseClick(child<QPushButton>(d, "createNext"), Qt::LeftButton);
        shoot(d, QStringLiteral("wallet-create-phrase"));
        child<QCheckBox>(d, "writtenDown")->setChecked(true);
        QTest::mouseClick(child<QPushButton>(d, "createNext"), Qt::LeftButton);
        numbered<QLineEdit>(d, "backupWord").first()->setText(QStringLiteral("zoo"));
        QTest::mouseClick(child<QPushButton>(d, "createNext"),
                          Qt::LeftButton); // not filled: disabled
        shoot(d, QStringLiteral("wallet-create-check"));
        d->reject();
        page->openImport();
        ImportWalletDialog *i = find<ImportWalletDialog>(page, "importWalletDialog");
        QVERIFY(i);
        shoot(i, QStringLiteral("wallet-import"));
        i->setSource(ImportWalletDialog::KeystoreSource);
        shoot(i, QStringLiteral("wallet-import-keystore"));
        i->reject();
    }

    void reviewDialog()
    {
        SolanaReviewDialog *d = review(m_h->shop, QStringLiteral("0.25"));
        QVERIFY(d);
        QTRY_VERIFY_WITH_TIMEOUT(child<QPushButton>(d, "reviewSign")->isEnabled(), 20000);
        shoot(d, QStringLiteral("local-review"));
        QTest::mouseClick(child<QPushButton>(d, "reviewSign"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(d->flow()->step() == Flow::Step::Finished, 40000);
        QCOMPARE(d->flow()->outcome(), Flow::Outcome::Confirmed);
        shoot(d, QStringLiteral("local-confirmed"));
        d->close();
    }

    void refusalDialog()
    {
        m_h->context->localPayments()
            ->part<SolanaLocalPayments>(Chain::Solana)
            ->setMaxPriorityFeeLamports(10000);
        SolanaReviewDialog *d = review(m_h->shop, QStringLiteral("0.1"), QStringLiteral("0.001"));
        QVERIFY(d);
        QTRY_VERIFY_WITH_TIMEOUT(d->flow()->step() == Flow::Step::Finished, 20000);
        QCOMPARE(d->flow()->outcome(), Flow::Outcome::Refused);
        shoot(d, QStringLiteral("local-refused"));
        d->close();
        m_h->context->localPayments()
            ->part<SolanaLocalPayments>(Chain::Solana)
            ->setMaxPriorityFeeLamports(1000000);
    }

    // The notice names each chain's own coin.
    void recoveryNamesTheCoin()
    {
        JournalEntry e;
        e.direction = Direction::Sent;
        e.state = JournalState::Confirmed;
        e.request = QByteArrayLiteral(
            "{\"amount\":\"0.05\",\"recipient\":\"0x70997970C51812dc3A010C7d01b50e0d17dc79C8\"}");
        e.network = QStringLiteral("eip155:4020");
        const QString evm = LocalPaymentRecovery::describe(e);
        QVERIFY2(evm.startsWith(u"Payment of 0.05 ETH to 0x7099"), qPrintable(evm));
        e.direction = Direction::Received;
        e.network = QStringLiteral("solana-sandbox");
        const QString sol = LocalPaymentRecovery::describe(e);
        QVERIFY2(sol.startsWith(u"Receipt of 0.05 SOL: confirmed"), qPrintable(sol));
    }

    void recoveryNotice()
    {
        m_window->noticeBar()->showNotice(
            LocalPaymentRecovery::tr("Unfinished local payments from an earlier session "
                                     "resumed: %1.")
                .arg(1) +
            u'\n' +
            LocalPaymentRecovery::describe(JournalEntry{
                0,
                Direction::Sent,
                {},
                {},
                QStringLiteral("solana-sandbox"),
                {},
                {},
                {},
                0,
                {},
                QByteArrayLiteral("{\"amount\":\"0.05\",\"recipient\":\"9xQeWvG816bUx9EPjHmaT23yv"
                                  "VM2ZWbrrpZb9PusVFin\"}"),
                JournalState::Confirmed,
                {},
                0,
                {},
                {},
                {},
                {}}));
        m_window->showPage(MainWindow::Page::Send);
        shoot(m_window.get(), QStringLiteral("recovery-notice"));
    }
};

QTEST_MAIN(TstGuiLocalScreens)
#include "tst_gui_local_screens.moc"
