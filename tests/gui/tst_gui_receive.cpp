// The Receive / verify view against a real sandbox: the address as text and QR code, a pasted
// X-PAYMENT value decoded as it is typed, a verification that passes (with its countdown) and
// ones that fail (consumed proof, too little paid, not a proof) with the reason shown.
#include "GuiHarness.h"
#include "pages/ReceivePage.h"
#include "widgets/ProgressPanel.h"
#include "widgets/ProofSummaryView.h"
#include "widgets/QrCodeWidget.h"
#include "widgets/VerdictPanel.h"
#include "widgets/WalletComboBox.h"

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

    void enter(ReceivePage &page, const QString &proof, const QString &expected)
    {
        page.proofEdit()->setPlainText(proof);
        page.expectedEdit()->clear();
        QTest::keyClicks(page.expectedEdit(), expected);
    }

private Q_SLOTS:
    void init() { m_h = std::make_unique<GuiHarness>(); }
    void cleanup() { m_h.reset(); }

    void addressAndQrCode()
    {
        ReceivePage page(m_h->context.get());
        QVERIFY(page.walletBox()->selectAddress(m_h->shop));
        QCOMPARE(page.qrCode()->text(), m_h->shop);
        QVERIFY(page.qrCode()->modules() >= 21); // version 1 or larger
        const QImage img = page.qrCode()->toImage(4);
        QCOMPARE(img.width(), (page.qrCode()->modules() + 8) * 4);
        // Finder pattern: the top-left module of the code is dark, the quiet zone white.
        QCOMPARE(img.pixelColor(4 * 4 + 1, 4 * 4 + 1), QColor(Qt::black));
        QCOMPARE(img.pixelColor(1, 1), QColor(Qt::white));
    }

    void verifyThatPasses()
    {
        const SendPaymentResult paid = m_h->pay(m_h->wallet, m_h->shop, QStringLiteral("0.25"));
        ReceivePage page(m_h->context.get());
        page.show();
        QVERIFY(page.walletBox()->selectAddress(m_h->shop));
        QVERIFY(!page.verifyButton()->isEnabled());
        enter(page, paid.paymentProof, QStringLiteral("0.25"));
        // Decoded as typed.
        QVERIFY(page.proofSummary()->isVisibleTo(&page));
        QVERIFY(page.proofSummary()
                    ->fieldText(QStringLiteral("proofKind"))
                    .contains(QStringLiteral("Settled")));
        QCOMPARE(page.proofSummary()->fieldText(QStringLiteral("proofPayer")), m_h->wallet);
        QCOMPARE(page.proofSummary()->fieldText(QStringLiteral("proofRecipient")), m_h->shop);
        QVERIFY(page.proofSummary()
                    ->fieldText(QStringLiteral("proofAmount"))
                    .startsWith(QStringLiteral("0.25")));
        QCOMPARE(page.proofSummary()->fieldText(QStringLiteral("proofPaymentId")), paid.paymentId);
        QCOMPARE(page.timeoutBox()->value(), 30);
        QVERIFY(page.verifyButton()->isEnabled());

        QSignalSpy countdown(page.controller(), &VerifyController::countdown);
        QTest::mouseClick(page.verifyButton(), Qt::LeftButton);
        QVERIFY(page.controller()->isBusy());
        QVERIFY(!page.verifyButton()->isEnabled());
        QVERIFY(page.progress()->isVisibleTo(&page));
        QVERIFY(page.progress()->text().contains(QStringLiteral("s left")) ||
                page.progress()->text().contains(QStringLiteral("Verifying")));
        QTRY_VERIFY_WITH_TIMEOUT(!page.controller()->isBusy(), 20000);
        QVERIFY(countdown.count() >= 1);
        QCOMPARE(countdown.first().first().toInt(), 30);
        QCOMPARE(page.controller()->verdict(), VerifyController::Verdict::Verified);
        QVERIFY(page.verdict()->isVisibleTo(&page));
        QVERIFY(page.verdict()->isVerified());
        QVERIFY(page.verdict()->detailText().contains(paid.paymentId));
        QVERIFY(page.verdict()->detailText().contains(QStringLiteral("0.25")));
    }

    void verifyThatFails()
    {
        const SendPaymentResult paid = m_h->pay(m_h->wallet, m_h->shop, QStringLiteral("0.1"));
        ReceivePage page(m_h->context.get());
        QVERIFY(page.walletBox()->selectAddress(m_h->shop));

        // Less than expected: the decoded view warns before, the service refuses.
        enter(page, paid.paymentProof, QStringLiteral("0.5"));
        QVERIFY(page.proofSummary()->warningText().contains(QStringLiteral("less than")));
        QTest::mouseClick(page.verifyButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!page.controller()->isBusy(), 20000);
        QCOMPARE(page.controller()->verdict(), VerifyController::Verdict::NotVerified);
        QVERIFY(!page.verdict()->isVerified());
        QVERIFY(page.verdict()->titleText().contains(QStringLiteral("Not verified")));
        QVERIFY2(page.verdict()->detailText().contains(QStringLiteral("Reason:")),
                 qPrintable(page.verdict()->detailText()));

        // The right amount passes once; the same proof a second time is refused (consumed).
        enter(page, paid.paymentProof, QStringLiteral("0.1"));
        QTest::mouseClick(page.verifyButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!page.controller()->isBusy(), 20000);
        QCOMPARE(page.controller()->verdict(), VerifyController::Verdict::Verified);
        QTest::mouseClick(page.verifyButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!page.controller()->isBusy(), 20000);
        QCOMPARE(page.controller()->verdict(), VerifyController::Verdict::NotVerified);
        QCOMPARE(page.controller()->error().code(), QStringLiteral("INVALID_PAYMENT_PROOF"));
        QVERIFY(page.verdict()->detailText().contains(QStringLiteral("fresh proof")));

        // Not a proof at all: the decoded view says so at once, the service agrees.
        enter(page, QStringLiteral("this is not base64!"), QStringLiteral("0.1"));
        QVERIFY(page.proofSummary()
                    ->fieldText(QStringLiteral("proofKind"))
                    .contains(QStringLiteral("Not a payment proof")));
        QTest::mouseClick(page.verifyButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!page.controller()->isBusy(), 20000);
        QCOMPARE(page.controller()->verdict(), VerifyController::Verdict::NotVerified);
    }

    void proofForAnotherWalletIsFlagged()
    {
        const SendPaymentResult paid = m_h->pay(m_h->wallet, m_h->shop, QStringLiteral("0.1"));
        ReceivePage page(m_h->context.get());
        QVERIFY(page.walletBox()->selectAddress(m_h->wallet)); // not the recipient
        enter(page, paid.paymentProof, QStringLiteral("0.1"));
        QVERIFY(page.proofSummary()->warningText().contains(QStringLiteral("another wallet")));
    }
};

QTEST_MAIN(TstGuiReceive)
#include "tst_gui_receive.moc"
