// Local mode with an EVM wallet in the desktop app (issue 23), against the sandbox's EVM chain and
// the real keychain: the Send page in local mode with an EVM wallet opens the EVM review dialog
// (network, nonce, gas limit, max fee and priority fee per gas, the most it can cost, the
// simulation); Sign & send pays exactly the amount. On a chain that makes no block, the waiting
// payment offers Speed up and Cancel: the speed-up is reviewed, signed and lands, and the payment
// is made once. EVM keys come in through the import dialog (a phrase's EVM account, a hex key, a
// keystore file), and an x402 seller asking USDC is paid from the EVM wallet. With
// PAYDESK_SCREENSHOT_DIR set the dialogs are saved there as PNG.
#include "GuiHarness.h"
#include "MainWindow.h"
#include "ViewParts.h"
#include "core/Translations.h"
#include "dialogs/EvmReviewDialog.h"
#include "dialogs/ImportWalletDialog.h"
#include "dialogs/PayConfirmDialog.h"
#include "kits/PricedSeller.h"
#include "models/LocalWalletModel.h"
#include "pages/PayPage.h"
#include "pages/SendForm.h"
#include "pages/SendPage.h"
#include "pages/WalletsPage.h"
#include "payments/WalletManager.h"
#include "sandbox/EvmChain.h"
#include "sandbox/TestUsdc.h"
#include "store/BudgetStore.h"
#include "util/EvmVectors.h"
#include "util/TestFiles.h"
#include "util/Widgets.h"
#include "wallet/EvmKeyImport.h"
#include "widgets/DailyCapsBox.h"
#include "widgets/FieldHint.h"
#include "widgets/ResourceView.h"
#include "x402/Eip3009.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;
using Flow = evm::EvmPaymentFlow;

namespace {
// Hardhat / Anvil test account #0 (a public test key), funded on the sandbox's first run.
const QString kAccount = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
const char *const kKeyHex = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
} // namespace

class TstGuiEvmLocal : public QObject
{
    Q_OBJECT
private:
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

    bool evmKeyInKeychain(const QString &address)
    {
        wallet::WalletKeyJob *job = m_h->context->walletManager()->loadKeypair(address);
        QSignalSpy spy(job, &wallet::WalletKeyJob::finished);
        if (!job->isFinished())
            spy.wait(20000);
        const auto key = job->ok() ? job->takeEvmKey() : std::nullopt;
        job->deleteLater();
        return key && key->address.toChecksummed() == address;
    }

    EvmReviewDialog *openReview(SendPage &page, const QString &to, const QString &amount)
    {
        page.setLocalMode(true);
        child<QComboBox>(&page, "sendLocalWallet")
            ->setCurrentIndex(ctx()->localWallets()->rowOf(kAccount));
        child<SendForm>(&page, "sendForm")->recipientEdit()->setText(to);
        child<SendForm>(&page, "sendForm")->amountEdit()->setText(amount);
        if (!QTest::qWaitFor(
                [&]() { return child<QPushButton>(&page, "reviewPayment")->isEnabled(); }, 5000))
            return nullptr;
        QTest::mouseClick(child<QPushButton>(&page, "reviewPayment"), Qt::LeftButton);
        return find<EvmReviewDialog>(page.window(), "evmReviewDialog");
    }

private Q_SLOTS:
    void initTestCase()
    {
        // PAYDESK_SHOTS_LANG=de: the same run in another language, for its screenshots.
        if (qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG"))
            Translations::apply(qEnvironmentVariable("PAYDESK_SHOTS_LANG"));
    }
    void cleanup() { m_h.reset(); }

    // Issue 23: the EVM ways in, through the dialog: a phrase's EVM account (with its seed, so
    // "Add account" works as for a created wallet), a hex private key, a keystore v3 file.
    void importEvmThreeWays()
    {
        m_h = std::make_unique<GuiHarness>();
        WalletsPage page(ViewParts(m_h->context.get()).wallets());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        LocalWalletModel *model = m_h->context->localWallets();

        // Hardhat's test phrase and its published accounts #0, #1, #2 (Hardhat Network docs).
        const QString hardhat0 = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        const QString hardhat1 = QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
        const QString hardhat2 = QStringLiteral("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC");
        page.openImport();
        auto *d = find<ImportWalletDialog>(&page, "importWalletDialog");
        QVERIFY(d);
        child<QPlainTextEdit>(d, "importPhrase")
            ->setPlainText(
                QStringLiteral("test test test test test test test test test test test junk"));
        QVERIFY(child<QPushButton>(d, "importWallet")->isEnabled());
        // Neither account chosen: nothing to import.
        child<QCheckBox>(d, "importWithSolana")->setChecked(false);
        child<QCheckBox>(d, "importWithEvm")->setChecked(false);
        QVERIFY(!child<QPushButton>(d, "importWallet")->isEnabled());
        QVERIFY(!child<QLineEdit>(d, "importDerivation")->isEnabled());
        child<QCheckBox>(d, "importWithEvm")->setChecked(true);
        QCOMPARE(child<QLineEdit>(d, "importEvmDerivation")->text(),
                 QStringLiteral("m/44'/60'/0'/0/0"));
        QSignalSpy accepted(d, &QDialog::accepted);
        QTest::mouseClick(child<QPushButton>(d, "importWallet"), Qt::LeftButton);
        QVERIFY(accepted.wait(20000));
        QCOMPARE(d->importedAddress(), hardhat0);
        QTRY_COMPARE(model->rowCount(), 1);
        QVERIFY(evmKeyInKeychain(hardhat0));
        const int row0 = model->rowOf(hardhat0);
        QVERIFY(model->data(model->index(row0, LocalWalletModel::KindColumn))
                    .toString()
                    .startsWith(QStringLiteral("Imported phrase")));
        // The phrase's seed was kept: "Add account" derives account #1 without the words.
        QTRY_COMPARE(page.selectedAddress(), hardhat0);
        QPushButton *add = child<QPushButton>(&page, "addAccount");
        QTRY_VERIFY(add->isEnabled());
        QTest::mouseClick(add, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 2, 20000);
        QVERIFY(model->rowOf(hardhat1) >= 0);

        // A hex private key as MetaMask exports it (Hardhat's account #2), blanks around it.
        QTRY_VERIFY(!find<ImportWalletDialog>(&page, "importWalletDialog"));
        page.openImport();
        d = find<ImportWalletDialog>(&page, "importWalletDialog");
        d->setSource(ImportWalletDialog::EvmKeySource);
        child<QLineEdit>(d, "importEvmSecret")->setText(QStringLiteral("0x1234"));
        QTest::mouseClick(child<QPushButton>(d, "importWallet"), Qt::LeftButton);
        QTRY_VERIFY(child<FieldHint>(d, "importProblem")->hasProblem());
        QVERIFY2(child<FieldHint>(d, "importProblem")->text().contains(QStringLiteral("64")),
                 qPrintable(child<FieldHint>(d, "importProblem")->text()));
        child<QLineEdit>(d, "importEvmSecret")
            ->setText(QStringLiteral(
                " 0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a "));
        QSignalSpy accepted2(d, &QDialog::accepted);
        QTest::mouseClick(child<QPushButton>(d, "importWallet"), Qt::LeftButton);
        QVERIFY(accepted2.wait(20000));
        QTRY_VERIFY(model->rowOf(hardhat2) >= 0);
        QVERIFY(evmKeyInKeychain(hardhat2));

        // A keystore v3 file (ethereum.org's Web3 Secret Storage vector, "testpassword").
        const QString path = m_h->dir.filePath(QStringLiteral("UTC--keystore"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(testing::kWeb3KeystorePbkdf2);
        f.close();
        QTRY_VERIFY(!find<ImportWalletDialog>(&page, "importWalletDialog"));
        page.openImport();
        d = find<ImportWalletDialog>(&page, "importWalletDialog");
        d->setSource(ImportWalletDialog::KeystoreSource);
        ImportWalletDialog::setNextFileName(path);
        QTest::mouseClick(child<QPushButton>(d, "importKeystoreBrowse"), Qt::LeftButton);
        QCOMPARE(child<QLineEdit>(d, "importKeystore")->text(), path);
        QVERIFY(!child<QPushButton>(d, "importWallet")->isEnabled()); // no password yet
        // A wrong password: refused with the reason, nothing stored.
        child<QLineEdit>(d, "importKeystorePassword")->setText(QStringLiteral("wrong"));
        QTest::mouseClick(child<QPushButton>(d, "importWallet"), Qt::LeftButton);
        QVERIFY(page.setup()->isBusy()); // the key derivation runs off the GUI thread
        QTRY_VERIFY_WITH_TIMEOUT(child<FieldHint>(d, "importProblem")->hasProblem(), 30000);
        QVERIFY2(child<FieldHint>(d, "importProblem")->text().contains(QStringLiteral("password")),
                 qPrintable(child<FieldHint>(d, "importProblem")->text()));
        QCOMPARE(model->rowCount(), 3);
        // Closed while the file is being opened: nothing is kept.
        child<QLineEdit>(d, "importKeystorePassword")->setText(QStringLiteral("testpassword"));
        QTest::mouseClick(child<QPushButton>(d, "importWallet"), Qt::LeftButton);
        QVERIFY(page.setup()->isBusy());
        d->reject();
        QTRY_VERIFY_WITH_TIMEOUT(!page.setup()->isBusy(), 30000);
        QTest::qWait(100);
        QCOMPARE(model->rowCount(), 3);
        // The right password.
        QTRY_VERIFY(!find<ImportWalletDialog>(&page, "importWalletDialog"));
        page.openImport();
        d = find<ImportWalletDialog>(&page, "importWalletDialog");
        d->setSource(ImportWalletDialog::KeystoreSource);
        child<QLineEdit>(d, "importKeystore")->setText(path);
        child<QLineEdit>(d, "importKeystorePassword")->setText(QStringLiteral("testpassword"));
        QSignalSpy accepted3(d, &QDialog::accepted);
        QTest::mouseClick(child<QPushButton>(d, "importWallet"), Qt::LeftButton);
        QVERIFY(accepted3.wait(30000));
        const QString fromFile = d->importedAddress();
        QCOMPARE(fromFile.toLower(), QStringLiteral("0x008aeeda4d805471df9b2a5b0f38a0c3bcba786b"));
        QTRY_COMPARE(model->rowCount(), 4);
        QCOMPARE(model->data(model->index(model->rowOf(fromFile), LocalWalletModel::KindColumn))
                     .toString(),
                 QStringLiteral("Keystore file"));
        QVERIFY(evmKeyInKeychain(fromFile));
        // Nothing typed reached the disk.
        QVERIFY(!testing::foundOnDisk(m_h->dir.path(), QByteArray("testpassword")));
        QVERIFY(!testing::foundOnDisk(
            m_h->dir.path(),
            QByteArray("5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a")));
    }

    // Issue 24: an x402 seller asking USDC on Base Sepolia (x402-express's shape) is paid from
    // the EVM wallet by an EIP-3009 authorization, after the person confirms; the dialog speaks
    // USDC and the budget counted is the USDC one. (The authorization's verification and
    // settlement by the x402 package itself: peer_x402_express_evm.)
    void paysUsdcFromThePayPage()
    {
        m_h = std::make_unique<GuiHarness>(QList<sandbox::ApiKeySpec>{}, 100);
        addEvmWallet();
        PayConfirmDialog::setConfirmDelayMs(0);
        const QString payTo = QStringLiteral("0x209693Bc6afc0C5328bA36FaF03C514EF312287C");
        PricedSeller seller(payTo, 1000, PricedSeller::Asset::BaseSepoliaUsdc); // 0.001 USDC
        const QUrl url = seller.url(QStringLiteral("weather"));
        PayPage page(ViewParts(ctx()).pay());
        page.resize(1000, 900);
        page.show();
        child<QRadioButton>(&page, "payLocal")->setChecked(true);
        child<QComboBox>(&page, "payLocalWallet")
            ->setCurrentIndex(ctx()->localWallets()->rowOf(kAccount));
        child<QLineEdit>(&page, "payUrl")->setText(url.toString());
        QTest::mouseClick(child<QPushButton>(&page, "fetchResource"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            find<PayConfirmDialog>(page.window(), "payConfirmDialog") != nullptr, 20000);
        PayConfirmDialog *d = find<PayConfirmDialog>(page.window(), "payConfirmDialog");
        shoot(d, QStringLiteral("pay-confirm-usdc"));
        QVERIFY2(d->summaryText().contains(QStringLiteral("0.001 USDC")),
                 qPrintable(d->summaryText()));
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG")) // the words are English
            QVERIFY2(d->summaryText().contains(QStringLiteral("0.05 USDC left of 0.05 USDC")),
                     qPrintable(d->summaryText()));
        QCOMPARE(seller.paidRequests(), 0); // nothing signed while it asks
        QTest::mouseClick(child<QPushButton>(d, "confirmPay"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            page.controller()->fetch()->state() == x402::PaidFetch::State::Done, 30000);
        QVERIFY(child<ResourceView>(&page, "resource")
                    ->text()
                    .contains(QStringLiteral("Priced content")));
        QCOMPARE(seller.paidRequests(), 1);
        shoot(&page, QStringLiteral("pay-page-usdc"));
        // What reached the seller: an EIP-3009 authorization of exactly 1000 units to the
        // seller, signed by the wallet, valid now.
        const auto proof =
            nlohmann::json::parse(QByteArray::fromBase64(seller.lastProof()).toStdString());
        QVERIFY(proof["network"] == "base-sepolia");
        QString why;
        const auto a =
            x402::TransferAuthorization::fromJson(proof["payload"]["authorization"], &why);
        QVERIFY2(a, qPrintable(why));
        QCOMPARE(a->value, evm::U256(1000));
        QCOMPARE(a->to.toChecksummed(), payTo);
        const auto option = page.controller()->fetch()->quote().option;
        const auto domain = x402::Eip3009::domainOf(option, &why);
        QVERIFY2(domain, qPrintable(why));
        const QByteArray sig = QByteArray::fromHex(
            QByteArray::fromStdString(proof["payload"]["signature"].get<std::string>()).mid(2));
        QCOMPARE(x402::Eip3009::signer(*a, *domain, sig)->toChecksummed(), kAccount);
        // Counted in USDC, not in ETH.
        const QString origin = BudgetStore::originOf(url);
        const QDateTime hour = QDateTime::currentDateTimeUtc().addSecs(-3600);
        QCOMPARE(ctx()->budgets()->spentSince(origin, QStringLiteral("base-sepolia"), 6, hour,
                                              BudgetStore::assetKey(option.asset)),
                 *Amount::parse(u"0.001", 6));
        QCOMPARE(ctx()->budgets()->spentSince(origin, QStringLiteral("base-sepolia"), 18, hour),
                 Amount::fromUnits(0, 18));
    }

    // Issue 24: a new EVM wallet gets test ETH and USDC from the sandbox's faucet on the Wallets
    // page (its USDC shown beside its ETH), then pays the sandbox's demo seller in USDC from the
    // Pay page: the confirmation shows the USDC balance read before signing, the sandbox settles
    // the authorization as facilitator, exactly the price moves, the balance is read again.
    void paysTheDemoSellerInUsdc()
    {
        m_h = std::make_unique<GuiHarness>(QList<sandbox::ApiKeySpec>{}, 100);
        QString error;
        // Hardhat / Anvil #3: nothing on the sandbox until the faucet.
        auto key = wallet::EvmKeyImport::fromPrivateKeyHex(
            "7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6", &error);
        QVERIFY2(key, qPrintable(error));
        const QString address = key->address.toChecksummed();
        wallet::WalletKeyJob *job = ctx()->walletManager()->add(
            *key, {{}, QStringLiteral("USDC payer"), QStringLiteral("secret-key"), {}, {}});
        QSignalSpy added(job, &wallet::WalletKeyJob::finished);
        QVERIFY(job->isFinished() || added.wait(20000));
        QVERIFY2(job->ok(), qPrintable(job->errorText()));
        job->deleteLater();
        ctx()->localWallets()->reload();
        PayConfirmDialog::setConfirmDelayMs(0);
        MainWindow window{ViewParts(ctx())};
        window.resize(1100, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(MainWindow::Page::Wallets);
        auto *table = child<QAbstractItemView>(&window, "localWallets");
        table->setCurrentIndex(table->model()->index(ctx()->localWallets()->rowOf(address), 0));
        auto *faucet = child<QPushButton>(&window, "airdrop");
        QTRY_VERIFY(faucet->isEnabled());
        QTest::mouseClick(faucet, Qt::LeftButton);
        const auto balance = [this, &address]() {
            return ctx()->localWallets()->balanceText(address);
        };
        QTRY_VERIFY_WITH_TIMEOUT(balance().contains(QStringLiteral("100 USDC")), 20000);
        QVERIFY2(balance().startsWith(QStringLiteral("1 ETH")), qPrintable(balance()));
        shoot(&window, QStringLiteral("wallets-usdc"));

        window.showPage(MainWindow::Page::Pay);
        auto *page = window.findChild<PayPage *>();
        QVERIFY(page);
        child<QRadioButton>(page, "payLocal")->setChecked(true);
        child<QComboBox>(page, "payLocalWallet")
            ->setCurrentIndex(ctx()->localWallets()->rowOf(address));
        QUrl url = m_h->url();
        url.setPath(QStringLiteral("/demo/resource/gui-usdc"));
        child<QLineEdit>(page, "payUrl")->setText(url.toString());
        QTest::mouseClick(child<QPushButton>(page, "fetchResource"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(find<PayConfirmDialog>(&window, "payConfirmDialog") != nullptr,
                                 20000);
        PayConfirmDialog *d = find<PayConfirmDialog>(&window, "payConfirmDialog");
        shoot(d, QStringLiteral("pay-confirm-demo-usdc"));
        QVERIFY2(d->summaryText().contains(QStringLiteral("0.005 USDC")),
                 qPrintable(d->summaryText()));
        QCOMPARE(page->controller()->fetch()->quote().balance, Amount::parse(u"100", 6));
        sandbox::TestUsdc &usdc = m_h->server().evmChain()->usdc();
        QCOMPARE(usdc.balanceOf(key->address), evm::U256(100000000)); // nothing signed yet
        QTest::mouseClick(child<QPushButton>(d, "confirmPay"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            page->controller()->fetch()->state() == x402::PaidFetch::State::Done, 30000);
        QVERIFY(child<ResourceView>(page, "resource")->text().contains(u"gui-usdc"));
        QCOMPARE(usdc.balanceOf(key->address), evm::U256(99995000));
        QCOMPARE(page->controller()->fetch()->content().settlement.network,
                 QStringLiteral("eip155:4020"));
        shoot(&window, QStringLiteral("pay-page-demo-usdc"));
        // The Wallets page reads the new balance after the payment.
        QTRY_VERIFY_WITH_TIMEOUT(balance().contains(QStringLiteral("99.995 USDC")), 20000);

        // A daily cap for all sites in test USDC, set on the Pay page: the next price is above
        // what is left of it, so it is refused before anything is signed.
        window.showPage(MainWindow::Page::Pay);
        auto *caps = child<DailyCapsBox>(page, "dailyCapsBox");
        QVERIFY(caps->chooseAsset(QStringLiteral("eip155:4020"),
                                  sandbox::TestUsdc::address().toChecksummed()));
        auto *amount = child<QLineEdit>(caps, "dailyCapAmount");
        amount->setText(QStringLiteral("0.008"));
        QTest::mouseClick(child<QPushButton>(caps, "dailyCapSet"), Qt::LeftButton);
        QVERIFY2(caps->problemText().isEmpty(), qPrintable(caps->problemText()));
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG")) // the words are English
            QVERIFY2(caps->capsText().contains(QStringLiteral("0.008 USDC a day on Sandbox EVM "
                                                              "(0.005 USDC spent")),
                     qPrintable(caps->capsText()));
        shoot(caps, QStringLiteral("daily-caps"));
        QTest::mouseClick(child<QPushButton>(page, "fetchResource"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            page->controller()->fetch()->state() == x402::PaidFetch::State::Refused, 20000);
        QCOMPARE(page->controller()->fetch()->code(), QStringLiteral("over_daily_cap"));
        QCOMPARE(usdc.balanceOf(key->address), evm::U256(99995000));
    }

    void sendReviewsSignsAndPays()
    {
        m_h = std::make_unique<GuiHarness>(QList<sandbox::ApiKeySpec>{}, 100);
        addEvmWallet();
        MainWindow window{ViewParts(ctx())};
        window.resize(1100, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(MainWindow::Page::Send);
        SendPage &page = *window.sendPage();
        const QString to = QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
        EvmReviewDialog *d = openReview(page, to, QStringLiteral("0.25"));
        QVERIFY(d);
        QTRY_VERIFY_WITH_TIMEOUT(child<QPushButton>(d, "reviewSign")->isEnabled(), 20000);
        QCOMPARE(d->flow()->review().gasLimit, quint64(21000));
        QVERIFY(child<QLabel>(d, "reviewHeadline")->text().contains(to));
        // Nonce, gas limit, fees and the total are on screen, not only in the model.
        const QString nonce = QString::number(d->flow()->review().nonce);
        QCOMPARE(child<QLabel>(d, "evmRow4")->text(), nonce);
        QVERIFY(child<QLabel>(d, "evmRow9")->text().endsWith(QStringLiteral(" ETH")));
        shoot(d, QStringLiteral("evm-review"));
        QTest::mouseClick(child<QPushButton>(d, "reviewSign"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(d->flow()->step() == Flow::Step::Finished, 30000);
        QCOMPARE(d->flow()->outcome(), Flow::Outcome::Confirmed);
        QVERIFY(child<QLabel>(d, "reviewVerdictText")->text().contains(d->flow()->hash()));
        QVERIFY(!child<QPushButton>(d, "reviewSpeedUp")->isVisible());
        shoot(d, QStringLiteral("evm-confirmed"));
        QCOMPARE(m_h->balance(to), QStringLiteral("0.25"));
        d->close();
    }

    // The network-fee cap on the Wallets page is the one the payment is held to.
    void feeCapFromTheWalletsPage()
    {
        m_h = std::make_unique<GuiHarness>(QList<sandbox::ApiKeySpec>{}, 100);
        addEvmWallet();
        MainWindow window{ViewParts(ctx())};
        window.resize(1100, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(MainWindow::Page::Wallets);
        auto *cap = child<QLineEdit>(&window, "evmFeeCap");
        QCOMPARE(cap->text(), QStringLiteral("0.005"));
        cap->setFocus();
        cap->selectAll();
        QTest::keyClicks(cap, QStringLiteral("0.00001"));
        QTest::keyClick(cap, Qt::Key_Return);
        QVERIFY(ctx()->localPayments()->maxNetworkFeeWei() == evm::U256(10000000000000ULL));
        window.showPage(MainWindow::Page::Send);
        EvmReviewDialog *d = openReview(
            *window.sendPage(), QStringLiteral("0x90F79bf6EB2c4f870365E785982E1f101E93b906"),
            QStringLiteral("0.01"));
        QVERIFY(d);
        QTRY_VERIFY_WITH_TIMEOUT(d->flow()->step() == Flow::Step::Finished, 20000);
        QCOMPARE(d->flow()->outcome(), Flow::Outcome::Refused);
        QCOMPARE(d->flow()->review().refusal, evm::EvmReview::Refusal::FeeTooHigh);
        QVERIFY(child<QLabel>(d, "reviewVerdictText")->isVisible());
        QVERIFY(!child<QPushButton>(d, "reviewSign")->isVisible());
        d->close();
    }

    void waitingPaymentIsSpedUpOnce()
    {
        m_h = std::make_unique<GuiHarness>(QList<sandbox::ApiKeySpec>{}, 600000); // no blocks
        addEvmWallet();
        ctx()->localPayments()->setEvmTiming({12000, 200, 1500}); // give up waiting after 1.5 s
        MainWindow window{ViewParts(ctx())};
        window.resize(1100, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(MainWindow::Page::Send);
        SendPage &page = *window.sendPage();
        const QString to = QStringLiteral("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC");
        EvmReviewDialog *d = openReview(page, to, QStringLiteral("0.1"));
        QVERIFY(d);
        QTRY_VERIFY_WITH_TIMEOUT(child<QPushButton>(d, "reviewSign")->isEnabled(), 20000);
        QTest::mouseClick(child<QPushButton>(d, "reviewSign"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(d->flow()->step() == Flow::Step::Finished, 20000);
        QCOMPARE(d->flow()->outcome(), Flow::Outcome::Unfinished);
        QTRY_VERIFY(child<QPushButton>(d, "reviewSpeedUp")->isVisible());
        QVERIFY(child<QPushButton>(d, "reviewCancelPayment")->isVisible());
        shoot(d, QStringLiteral("evm-waiting"));
        // A second payment from the wallet is refused while this one can land.
        QVERIFY(!ctx()->localPayments()->startEvmSend(
            SendPaymentRequest{kAccount, to, QStringLiteral("0.1"), {}, {}, {}, {}}));

        QTest::mouseClick(child<QPushButton>(d, "reviewSpeedUp"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            d->replacement() && d->replacement()->step() == Flow::Step::AwaitingApproval, 20000);
        QVERIFY(child<QLabel>(d, "evmRow11")->text().contains(d->flow()->hash()));
        shoot(d, QStringLiteral("evm-speed-up"));
        QVERIFY(child<QPushButton>(d, "reviewSign")->isEnabled());
        QTest::mouseClick(child<QPushButton>(d, "reviewSign"), Qt::LeftButton);
        // Broadcast (the node took it), then the block that includes it.
        QTRY_VERIFY_WITH_TIMEOUT(
            !d->replacement()->hash().isEmpty() &&
                ctx()->journal()->findBySignature(d->replacement()->hash())->state ==
                    JournalState::Submitted,
            20000);
        m_h->advance(1);
        QTRY_VERIFY_WITH_TIMEOUT(d->replacement()->step() == Flow::Step::Finished, 20000);
        QCOMPARE(d->replacement()->outcome(), Flow::Outcome::Confirmed);
        QCOMPARE(m_h->balance(to), QStringLiteral("0.1"));
        d->close();
    }
};

QTEST_MAIN(TstGuiEvmLocal)
#include "tst_gui_evm_local.moc"
