// The Receive / verify view against a real sandbox: the address as text and QR code following
// the desk's wallet, a pasted X-PAYMENT value decoded as it is typed, a verification that passes
// (with its countdown) and ones that fail (consumed proof, too little paid, not a proof) with the
// reason shown. The page has one verify box: its seller's desk.
#include "GuiHarness.h"
#include "ViewParts.h"
#include "models/LocalWalletModel.h"
#include "pages/ReceivePage.h"
#include "payments/WalletManager.h"
#include "solana/Ed25519.h"
#include "store/WalletDirectory.h"
#include "util/Widgets.h"
#include "widgets/ProgressPanel.h"
#include "widgets/ProofSummaryView.h"
#include "widgets/QrCodeWidget.h"
#include "widgets/SellerDesk.h"
#include "widgets/VerdictPanel.h"
#include "widgets/WalletComboBox.h"

#include <QCheckBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

class TstGuiReceive : public QObject
{
    Q_OBJECT

    std::unique_ptr<GuiHarness> m_h;

    static void enter(SellerDesk *desk, const QString &proof, const QString &expected)
    {
        child<QPlainTextEdit>(desk, "deskInput")->setPlainText(proof);
        child<QLineEdit>(desk, "deskExpected")->clear();
        QTest::keyClicks(child<QLineEdit>(desk, "deskExpected"), expected);
    }
    static ProofSummaryView *summary(SellerDesk *desk)
    {
        return desk->findChild<ProofSummaryView *>();
    }

private Q_SLOTS:
    void init() { m_h = std::make_unique<GuiHarness>(); }
    void cleanup() { m_h.reset(); }

    void addressAndQrCode()
    {
        ReceivePage page(ViewParts(m_h->context.get()).desk());
        QCOMPARE(page.findChildren<SellerDesk *>().size(), 1); // one verify box
        QVERIFY(child<WalletComboBox>(page.desk(), "deskWallet")->selectAddress(m_h->shop));
        QCOMPARE(child<QrCodeWidget>(&page, "receiveQr")->text(), m_h->shop);
        QVERIFY(child<WalletComboBox>(page.desk(), "deskWallet")->selectAddress(m_h->wallet));
        QCOMPARE(child<QrCodeWidget>(&page, "receiveQr")->text(),
                 m_h->wallet); // the address follows the desk
        QVERIFY(child<WalletComboBox>(page.desk(), "deskWallet")->selectAddress(m_h->shop));
        QVERIFY(child<QrCodeWidget>(&page, "receiveQr")->modules() >= 21); // version 1 or larger
        const QImage img = child<QrCodeWidget>(&page, "receiveQr")->toImage(4);
        QCOMPARE(img.width(), (child<QrCodeWidget>(&page, "receiveQr")->modules() + 8) * 4);
        // Finder pattern: the top-left module of the code is dark, the quiet zone white.
        QCOMPARE(img.pixelColor(4 * 4 + 1, 4 * 4 + 1), QColor(Qt::black));
        QCOMPARE(img.pixelColor(1, 1), QColor(Qt::white));
    }

    void verifyThatPasses()
    {
        const SendPaymentResult paid = m_h->pay(m_h->wallet, m_h->shop, QStringLiteral("0.25"));
        ReceivePage page(ViewParts(m_h->context.get()).desk());
        page.show();
        SellerDesk *desk = page.desk();
        QVERIFY(child<WalletComboBox>(desk, "deskWallet")->selectAddress(m_h->shop));
        QVERIFY(!child<QPushButton>(desk, "deskVerify")->isEnabled());
        enter(desk, paid.paymentProof, QStringLiteral("0.25"));
        // Decoded as typed.
        QVERIFY(summary(desk)->isVisibleTo(&page));
        QVERIFY(
            summary(desk)->fieldText(QStringLiteral("kind")).contains(QStringLiteral("Settled")));
        QCOMPARE(summary(desk)->fieldText(QStringLiteral("payer")), m_h->wallet);
        QCOMPARE(summary(desk)->fieldText(QStringLiteral("recipient")), m_h->shop);
        QVERIFY(
            summary(desk)->fieldText(QStringLiteral("amount")).startsWith(QStringLiteral("0.25")));
        QCOMPARE(summary(desk)->fieldText(QStringLiteral("paymentId")), paid.paymentId);
        QVERIFY(summary(desk)->warningText().contains(QStringLiteral("readable")));
        auto *timeout = desk->findChild<QSpinBox *>(QStringLiteral("deskTimeout"));
        QVERIFY(timeout);
        QCOMPARE(timeout->value(), 30);
        QVERIFY(child<QPushButton>(desk, "deskVerify")->isEnabled());

        auto *progress = desk->findChild<ProgressPanel *>(QStringLiteral("deskProgress"));
        QVERIFY(progress);
        QSignalSpy countdown(desk->controller(), &VerifyController::countdown);
        QTest::mouseClick(child<QPushButton>(desk, "deskVerify"), Qt::LeftButton);
        QVERIFY(desk->controller()->isBusy());
        QVERIFY(!child<QPushButton>(desk, "deskVerify")->isEnabled());
        QVERIFY(progress->isVisibleTo(&page));
        QVERIFY(progress->text().contains(QStringLiteral("left")) ||
                progress->text().contains(QStringLiteral("Verifying")));
        QTRY_VERIFY_WITH_TIMEOUT(!desk->controller()->isBusy(), 20000);
        QVERIFY(countdown.count() >= 1);
        QCOMPARE(countdown.first().first().toInt(), 30);
        QCOMPARE(desk->controller()->verdict(), VerifyController::Verdict::Verified);
        QVERIFY(child<VerdictPanel>(desk, "verdict")->isVisibleTo(&page));
        QVERIFY(child<VerdictPanel>(desk, "verdict")->isVerified());
        QVERIFY(child<VerdictPanel>(desk, "verdict")->detailText().contains(paid.paymentId));
        QVERIFY(
            child<VerdictPanel>(desk, "verdict")->detailText().contains(QStringLiteral("0.25")));
    }

    // A wallet whose key is on this computer is a payee the service can check too (not only
    // when co-signing locally): it is offered, and a payment to it verifies.
    void verifyToAWalletOnThisComputer()
    {
        const QString local = solana::generateKeypair().address();
        wallet::WalletDirectory *directory = m_h->context->walletManager()->directory();
        QVERIFY(
            directory->add({local, QStringLiteral("Till"), QStringLiteral("secret-key"), {}, {}}));
        m_h->context->localWallets()->reload();
        const SendPaymentResult paid = m_h->pay(m_h->wallet, local, QStringLiteral("0.1"));
        ReceivePage page(ViewParts(m_h->context.get()).desk());
        page.show();
        SellerDesk *desk = page.desk();
        QVERIFY(!child<QCheckBox>(desk, "deskLocal")->isChecked());
        QVERIFY(child<WalletComboBox>(desk, "deskWallet")->selectAddress(local));
        QCOMPARE(desk->walletAddress(), local);
        enter(desk, paid.paymentProof, QStringLiteral("0.1"));
        QTest::mouseClick(child<QPushButton>(desk, "deskVerify"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!desk->controller()->isBusy(), 20000);
        QCOMPARE(desk->controller()->verdict(), VerifyController::Verdict::Verified);
        QVERIFY(directory->remove(local));
    }

    void verifyThatFails()
    {
        const SendPaymentResult paid = m_h->pay(m_h->wallet, m_h->shop, QStringLiteral("0.1"));
        ReceivePage page(ViewParts(m_h->context.get()).desk());
        SellerDesk *desk = page.desk();
        QVERIFY(child<WalletComboBox>(desk, "deskWallet")->selectAddress(m_h->shop));

        // Less than expected: the decoded view warns before, the service refuses.
        enter(desk, paid.paymentProof, QStringLiteral("0.5"));
        QVERIFY(summary(desk)->warningText().contains(QStringLiteral("less than")));
        QTest::mouseClick(child<QPushButton>(desk, "deskVerify"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!desk->controller()->isBusy(), 20000);
        QCOMPARE(desk->controller()->verdict(), VerifyController::Verdict::NotVerified);
        QVERIFY(!child<VerdictPanel>(desk, "verdict")->isVerified());
        QVERIFY(child<VerdictPanel>(desk, "verdict")
                    ->titleText()
                    .contains(QStringLiteral("Not verified")));
        QVERIFY2(
            child<VerdictPanel>(desk, "verdict")->detailText().contains(QStringLiteral("Reason:")),
            qPrintable(child<VerdictPanel>(desk, "verdict")->detailText()));

        // The right amount passes once; the same proof a second time is refused (consumed).
        enter(desk, paid.paymentProof, QStringLiteral("0.1"));
        QTest::mouseClick(child<QPushButton>(desk, "deskVerify"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!desk->controller()->isBusy(), 20000);
        QCOMPARE(desk->controller()->verdict(), VerifyController::Verdict::Verified);
        QTest::mouseClick(child<QPushButton>(desk, "deskVerify"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!desk->controller()->isBusy(), 20000);
        QCOMPARE(desk->controller()->verdict(), VerifyController::Verdict::NotVerified);
        QCOMPARE(desk->controller()->error().code(), QStringLiteral("INVALID_PAYMENT_PROOF"));
        QVERIFY(desk->wasAlreadyUsed()); // said as a replay, not as a bare reason code
        QVERIFY2(child<VerdictPanel>(desk, "verdict")
                     ->detailText()
                     .contains(QStringLiteral("already used")),
                 qPrintable(child<VerdictPanel>(desk, "verdict")->detailText()));

        // Not a proof at all: the decoded view says so at once, and there is nothing to verify.
        enter(desk, QStringLiteral("this is not base64!"), QStringLiteral("0.1"));
        QVERIFY(summary(desk)
                    ->fieldText(QStringLiteral("kind"))
                    .contains(QStringLiteral("Not a payment proof")));
        QVERIFY(!child<QPushButton>(desk, "deskVerify")->isEnabled());
    }

    void proofForAnotherWalletIsFlagged()
    {
        const SendPaymentResult paid = m_h->pay(m_h->wallet, m_h->shop, QStringLiteral("0.1"));
        ReceivePage page(ViewParts(m_h->context.get()).desk());
        SellerDesk *desk = page.desk();
        // The recipient is one of this user's wallets: the desk (and the page) move to it.
        QVERIFY(child<WalletComboBox>(desk, "deskWallet")->selectAddress(m_h->wallet));
        enter(desk, paid.paymentProof, QStringLiteral("0.1"));
        QCOMPARE(desk->walletAddress(), m_h->shop);
        QCOMPARE(child<QrCodeWidget>(&page, "receiveQr")->text(), m_h->shop);
        // Verifying locally, the wallet is the one chosen: a proof for another is flagged.
        const PaymentProofInfo info = PaymentProofInfo::decode(paid.paymentProof);
        QVERIFY(info.warnings(m_h->wallet, QStringLiteral("0.1"))
                    .join(u' ')
                    .contains(QStringLiteral("another wallet")));
        QVERIFY(info.warnings(m_h->shop, QStringLiteral("0.1")).isEmpty());
    }
};

QTEST_MAIN(TstGuiReceive)
#include "tst_gui_receive.moc"
