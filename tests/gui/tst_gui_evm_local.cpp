// Local mode with an EVM wallet in the desktop app, against the sandbox's EVM chain and
// the real keychain: the Send page in local mode with an EVM wallet opens the EVM review dialog
// (network, nonce, gas limit, max fee and priority fee per gas, the most it can cost, the
// simulation); Sign & send pays exactly the amount. On a chain that makes no block, the waiting
// payment offers Speed up and Cancel: the speed-up is reviewed, signed and lands, and the payment
// is made once. EVM keys come in through the import dialog (a phrase's EVM account, a hex key, a
// keystore file). (USDC payments from the Pay page: tst_gui_usdc.) With PAYDESK_SCREENSHOT_DIR
// set the dialogs are saved there as PNG.
#include "EvmGuiTest.h"
#include "MainWindow.h"
#include "ViewParts.h"
#include "core/Translations.h"
#include "dialogs/ImportWalletDialog.h"
#include "families/evm/EvmReviewDialog.h"
#include "models/LocalWalletModel.h"
#include "pages/SendForm.h"
#include "pages/SendPage.h"
#include "pages/WalletsPage.h"
#include "payments/WalletManager.h"
#include "util/EvmVectors.h"
#include "util/TestFiles.h"
#include "util/Widgets.h"
#include "wallet/EvmKeyImport.h"
#include "widgets/FieldHint.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;
using Flow = evm::EvmPaymentFlow;

class TstGuiEvmLocal : public EvmGuiTest
{
    Q_OBJECT
private:
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

    // The EVM ways in, through the dialog: a phrase's EVM account (with its seed, so
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
        QCOMPARE(child<QLabel>(d, "evmRow5")->text(), nonce);
        QVERIFY(child<QLabel>(d, "evmRow10")->text().endsWith(QStringLiteral(" ETH")));
        // The recipient notes of every family's review: this wallet never paid `to`.
        QVERIFY2(d->warningsText().contains(QStringLiteral("not paid this address")),
                 qPrintable(d->warningsText()));
        shoot(d, QStringLiteral("evm-review"));
        QTest::mouseClick(child<QPushButton>(d, "reviewSign"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(d->flow()->step() == Flow::Step::Finished, 30000);
        QCOMPARE(d->flow()->outcome(), Flow::Outcome::Confirmed);
        QVERIFY(child<QLabel>(d, "reviewVerdictText")->text().contains(d->flow()->hash()));
        QVERIFY(!child<QPushButton>(d, "reviewSpeedUp")->isVisible());
        shoot(d, QStringLiteral("evm-confirmed"));
        QCOMPARE(m_h->balance(to), QStringLiteral("0.25"));
        d->close();
        // The page says it as it does for every family: the sent card, with what moved to whom
        // and the transaction, and the form cleared for the next payment.
        auto *card = child<QWidget>(&page, "sendResult");
        QTRY_VERIFY(card->isVisible());
        QString shown;
        for (const QLabel *l : card->findChildren<QLabel *>())
            shown += l->text() + u'\n';
        for (const QLineEdit *e : card->findChildren<QLineEdit *>())
            shown += e->text() + u'\n';
        QVERIFY2(shown.contains(d->flow()->hash()), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("0.25 ETH")), qPrintable(shown));
        // An EVM transaction's id is its hash, not a signature.
        QVERIFY2(shown.contains(QStringLiteral("Transaction hash:")), qPrintable(shown));
        QVERIFY2(!shown.contains(QStringLiteral("Signature:")), qPrintable(shown));
        shoot(window.sendPage(), QStringLiteral("evm-sent"));
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
        QVERIFY(ctx()->localPayments()->part<EvmLocalPayments>(Chain::Evm)->maxNetworkFeeWei() ==
                evm::U256(10000000000000ULL));
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
        ctx()
            ->localPayments()
            ->part<EvmLocalPayments>(Chain::Evm)
            ->setTiming({12000, 200, 1500}); // give up waiting after 1.5 s
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
        QVERIFY(!ctx()->localPayments()->startSend(
            SendPaymentRequest{kAccount, to, QStringLiteral("0.1"), {}, {}, {}, {}}));

        QTest::mouseClick(child<QPushButton>(d, "reviewSpeedUp"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            d->replacement() && d->replacement()->step() == Flow::Step::AwaitingApproval, 20000);
        QVERIFY(child<QLabel>(d, "evmRow12")->text().contains(d->flow()->hash()));
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
