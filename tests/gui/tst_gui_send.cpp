// The Send view against a real sandbox over loopback: a payment that is confirmed in a dialog and
// then followed to a final state, validation as typed, cancelling, in-flight disabling (one
// payment per confirmation, never two), and the unknown outcome that never offers to pay again.
#include "GuiHarness.h"
#include "MainWindow.h"
#include "dialogs/SendConfirmDialog.h"
#include "models/MetadataModel.h"
#include "pages/SendForm.h"
#include "pages/SendPage.h"
#include "pages/StatusPage.h"
#include "util/Widgets.h"
#include "widgets/ErrorPanel.h"
#include "widgets/FieldHint.h"
#include "widgets/MessageBox.h"
#include "widgets/NoticeBar.h"
#include "widgets/SendResultCard.h"
#include "widgets/WalletComboBox.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QToolButton>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

namespace {
SendConfirmDialog *openDialog()
{
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *d = qobject_cast<SendConfirmDialog *>(w); d && d->isVisible())
            return d;
    return nullptr;
}

int historyTotal(GuiHarness &h, const QString &wallet)
{
    HistoryReply *r = h.context->client()->paymentHistory({wallet, QStringLiteral("sent"), 500, 0});
    QSignalSpy spy(r, &ApiReply::finished);
    if (!r->isFinished())
        spy.wait(20000);
    const int total = r->ok() ? int(r->result().total) : -1;
    r->deleteLater();
    return total;
}
} // namespace

class TstGuiSend : public QObject
{
    Q_OBJECT

    std::unique_ptr<GuiHarness> m_h;

    void fill(SendForm *form, const QString &to, const QString &amount)
    {
        form->recipientEdit()->clear();
        QTest::keyClicks(form->recipientEdit(), to);
        form->amountEdit()->clear();
        QTest::keyClicks(form->amountEdit(), amount);
    }

private Q_SLOTS:
    void init()
    {
        m_h = std::make_unique<GuiHarness>();
        SendConfirmDialog::setConfirmDelayMs(300);
    }
    void cleanup() { m_h.reset(); }

    void sendThatConfirms()
    {
        MainWindow window(ViewParts(m_h->context.get()));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(MainWindow::Page::Send);
        SendPage *page = window.sendPage();
        SendForm *form = child<SendForm>(page, "sendForm");
        QCOMPARE(child<WalletComboBox>(form, "sendWallet")
                     ->currentText()
                     .startsWith(QStringLiteral("Test wallet")),
                 true);
        QVERIFY(!child<QPushButton>(page, "reviewPayment")->isEnabled());

        fill(form, m_h->shop, QStringLiteral("0.25"));
        QTest::keyClicks(child<QLineEdit>(form, "sendResource"),
                         QStringLiteral("https://example.com/report"));
        form->metadata()->addEntry(QStringLiteral("orderId"), QStringLiteral("42"));
        child<QRadioButton>(form, "customFee")->setChecked(true);
        QTest::keyClicks(child<QLineEdit>(form, "priorityFee"), QStringLiteral("0.00001"));
        QTRY_VERIFY(child<QPushButton>(page, "reviewPayment")->isEnabled());

        QTest::mouseClick(child<QPushButton>(page, "reviewPayment"), Qt::LeftButton);
        SendConfirmDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = openDialog()) != nullptr);
        // It repeats exactly what will be paid.
        QVERIFY(dialog->summaryText().contains(m_h->shop));
        QVERIFY(dialog->summaryText().contains(m_h->wallet));
        QVERIFY(dialog->summaryText().contains(QStringLiteral("0.25 SOL")));
        QVERIFY(dialog->summaryText().contains(QStringLiteral("https://example.com/report")));
        QVERIFY(dialog->summaryText().contains(QStringLiteral("orderId = 42")));
        QVERIFY(dialog->summaryText().contains(QStringLiteral("0.00001 SOL")));
        QVERIFY(!child<QPushButton>(dialog, "confirmPay")->isEnabled()); // not before the delay
        QVERIFY(child<QPushButton>(dialog, "confirmCancel")->hasFocus() ||
                child<QPushButton>(dialog, "confirmCancel")->isDefault());
        QTRY_VERIFY(child<QPushButton>(dialog, "confirmPay")->isEnabled());
        QTest::mouseClick(child<QPushButton>(dialog, "confirmPay"), Qt::LeftButton);

        // In flight: nothing can start a second payment.
        QTRY_VERIFY(page->controller()->isBusy() ||
                    child<SendResultCard>(page, "sendResult")->isVisible());
        if (page->controller()->isBusy()) {
            QVERIFY(!child<QPushButton>(page, "reviewPayment")->isEnabled());
            QVERIFY(!form->amountEdit()->isEnabled());
        }
        QTRY_VERIFY_WITH_TIMEOUT(child<SendResultCard>(page, "sendResult")->isVisible(), 15000);
        const QString id = child<SendResultCard>(page, "sendResult")->paymentId();
        QVERIFY2(id.startsWith(QStringLiteral("pay_")), qPrintable(id));
        QVERIFY(!page->controller()->result().signature.isEmpty());
        QVERIFY(!page->controller()->result().paymentProof.isEmpty());
        QVERIFY(!child<ErrorPanel>(page, "errorPanel")->isVisible());
        QVERIFY(form->amountEdit()->text().isEmpty()); // cleared for the next payment
        QCOMPARE(historyTotal(*m_h, m_h->wallet), 1);

        // It leads to Status, which follows the payment to a final state.
        QTest::mouseClick(child<QPushButton>(page, "trackPayment"), Qt::LeftButton);
        QCOMPARE(window.currentPage(), MainWindow::Page::Status);
        QCOMPARE(window.statusPage()->tracker()->paymentId(), id);
        window.statusPage()->tracker()->setBackoff({100, 1.5, 500});
        QTRY_VERIFY_WITH_TIMEOUT(window.statusPage()->tracker()->record().isFinal(), 20000);
        QCOMPARE(window.statusPage()->tracker()->record().state, PaymentState::Finalized);
        QCOMPARE(window.statusPage()->tracker()->record().amount->toString(),
                 QStringLiteral("0.25"));
    }

    // The balance beside the paying wallet, "Max", the fee, the
    // total debited and the balance after in the form and the review, and a sent panel that
    // follows the payment to its final state with the exact fee.
    void balanceFeeTotalAndLivePanel()
    {
        MainWindow window(ViewParts(m_h->context.get()));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(MainWindow::Page::Send);
        SendPage *page = window.sendPage();
        SendForm *form = child<SendForm>(page, "sendForm");
        QTRY_COMPARE(child<QLabel>(form, "walletBalance")->text(),
                     QStringLiteral("Balance: 20 SOL"));

        // Max: the whole balance less the fee (one signature, 5000 lamports), capped at 100.
        fill(form, m_h->shop, QString());
        QTRY_VERIFY(child<QPushButton>(form, "maxAmount")->isEnabled());
        QTest::mouseClick(child<QPushButton>(form, "maxAmount"), Qt::LeftButton);
        QCOMPARE(form->amountEdit()->text(), QStringLiteral("19.999995"));
        QTRY_VERIFY(child<QPushButton>(page, "reviewPayment")->isEnabled());
        // More than the balance covers: refused as typed, with the figures.
        fill(form, m_h->shop, QStringLiteral("20"));
        QTRY_VERIFY(!child<QPushButton>(page, "reviewPayment")->isEnabled());

        fill(form, m_h->shop, QStringLiteral("0.25"));
        QTRY_VERIFY(child<QPushButton>(page, "reviewPayment")->isEnabled());
        const auto cost = form->cost();
        QVERIFY(cost && cost->balance);
        QCOMPARE(cost->total().toString(), QStringLiteral("0.250005"));
        QCOMPARE(cost->balanceAfter()->toString(), QStringLiteral("19.749995"));

        QTest::mouseClick(child<QPushButton>(page, "reviewPayment"), Qt::LeftButton);
        SendConfirmDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = openDialog()) != nullptr);
        QVERIFY2(dialog->summaryText().contains(QStringLiteral("Network fee: about 0.000005 SOL")),
                 qPrintable(dialog->summaryText()));
        QVERIFY(
            dialog->summaryText().contains(QStringLiteral("Total debited: about 0.250005 SOL")));
        QVERIFY(dialog->summaryText().contains(QStringLiteral("Balance after: 19.749995 SOL")));
        // The shop is one of the user's own wallets: named as such, not flagged as never paid
        // (it holds 1 SOL: not empty).
        QVERIFY2(dialog->summaryText().contains(QStringLiteral("This is your own wallet")),
                 qPrintable(dialog->summaryText()));
        QVERIFY(!dialog->summaryText().contains(QStringLiteral("You have not paid this address")));
        QVERIFY(!dialog->summaryText().contains(QStringLiteral("empty on chain")));
        QTRY_VERIFY(child<QPushButton>(dialog, "confirmPay")->isEnabled());
        page->follower()->setBackoff({100, 1.5, 300});
        QTest::mouseClick(child<QPushButton>(dialog, "confirmPay"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(child<SendResultCard>(page, "sendResult")->isVisible(), 15000);
        // The panel follows the payment: final state and the exact fee from its record.
        QTRY_COMPARE_WITH_TIMEOUT(child<SendResultCard>(page, "sendResult")->statusText(),
                                  QStringLiteral("Finalized"), 20000);
        QCOMPARE(child<SendResultCard>(page, "sendResult")->feeText(),
                 QStringLiteral("0.000005 SOL"));
        QTRY_COMPARE_WITH_TIMEOUT(child<QLabel>(form, "walletBalance")->text(),
                                  QStringLiteral("Balance: 19.749995 SOL"), 10000);
    }

    // A notice under the pages never moves the page's controls, nor covers them.
    void noticeDoesNotMoveControls()
    {
        MainWindow window(ViewParts(m_h->context.get()));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(MainWindow::Page::Send);
        QPushButton *review = child<QPushButton>(window.sendPage(), "reviewPayment");
        const QPoint before = review->mapTo(&window, QPoint(0, 0));
        window.noticeBar()->showNotice(QStringLiteral("Payment confirmed: 0.25 SOL to Test shop"));
        QApplication::processEvents();
        QVERIFY(window.noticeBar()->isVisible());
        QCOMPARE(review->mapTo(&window, QPoint(0, 0)), before);
        const QRect bar(window.noticeBar()->mapTo(&window, QPoint(0, 0)),
                        window.noticeBar()->size());
        QVERIFY(!bar.intersects(QRect(before, review->size()))); // and does not cover it
        child<QToolButton>(window.noticeBar(), "noticeClose")->click();
        QApplication::processEvents();
        QCOMPARE(review->mapTo(&window, QPoint(0, 0)), before);
    }

    void programAddressRefusedAsTyped()
    {
        MainWindow window(ViewParts(m_h->context.get()));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(MainWindow::Page::Send);
        SendPage *page = window.sendPage();
        fill(child<SendForm>(page, "sendForm"), QStringLiteral("11111111111111111111111111111111"),
             QStringLiteral("0.25"));
        QTRY_VERIFY(!child<QPushButton>(page, "reviewPayment")->isEnabled());
        bool named = false;
        for (FieldHint *hint : child<SendForm>(page, "sendForm")->findChildren<FieldHint *>())
            named = named || hint->text().contains(QStringLiteral("the System Program"));
        QVERIFY(named);
    }

    void validationAsTyped()
    {
        SendPage page(ViewParts(m_h->context.get()).send());
        SendForm *form = child<SendForm>(&page, "sendForm");
        QTest::keyClicks(form->recipientEdit(), QStringLiteral("not-an-address"));
        auto *hint = form->findChildren<FieldHint *>().first();
        QVERIFY(hint->hasProblem());
        QVERIFY(!hint->text().isEmpty());
        fill(form, m_h->shop, QStringLiteral("1000"));
        QVERIFY(!form->isValid());
        QVERIFY(!child<QPushButton>(&page, "reviewPayment")->isEnabled());
        fill(form, m_h->shop, QStringLiteral("0.0000000001")); // more decimals than SOL has
        QVERIFY(!form->isValid());
        fill(form, m_h->wallet, QStringLiteral("0.5")); // paying itself
        QVERIFY(!form->isValid());
        fill(form, QStringLiteral("0x52908400098527886E0F7030069857D2E4169EE7"),
             QStringLiteral("0.5")); // an EVM address for a Solana wallet
        QVERIFY(!form->isValid());
        fill(form, m_h->shop, QStringLiteral("0.5"));
        QVERIFY(form->isValid());
        QVERIFY(child<QPushButton>(&page, "reviewPayment")->isEnabled());
        child<QRadioButton>(form, "customFee")->setChecked(true);
        QTest::keyClicks(child<QLineEdit>(form, "priorityFee"), QStringLiteral("0.5"));
        QVERIFY(!form->isValid());
    }

    void cancelledConfirmationPaysNothing()
    {
        SendPage page(ViewParts(m_h->context.get()).send());
        fill(child<SendForm>(&page, "sendForm"), m_h->shop, QStringLiteral("0.3"));
        MessageBox::setNextAnswer(QMessageBox::Cancel);
        QTest::mouseClick(child<QPushButton>(&page, "reviewPayment"), Qt::LeftButton);
        QTRY_VERIFY(child<QPushButton>(&page, "reviewPayment")->isEnabled());
        QCOMPARE(page.controller()->outcome(), SendController::Outcome::None);
        QCOMPARE(historyTotal(*m_h, m_h->wallet), 0);
    }

    void oneConfirmationOnePayment()
    {
        // Latency keeps the first payment in flight while a second start is attempted.
        m_h->faults({{QStringLiteral("latencyMs"), 800},
                     {QStringLiteral("pathPrefix"), QStringLiteral("/payment/send")}});
        SendPage page(ViewParts(m_h->context.get()).send());
        fill(child<SendForm>(&page, "sendForm"), m_h->shop, QStringLiteral("0.1"));
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(child<QPushButton>(&page, "reviewPayment"), Qt::LeftButton);
        QTRY_VERIFY(page.controller()->isBusy());
        QVERIFY(!child<QPushButton>(&page, "reviewPayment")->isEnabled());
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(child<QPushButton>(&page, "reviewPayment"),
                          Qt::LeftButton); // disabled: does nothing
        QVERIFY(!page.controller()->send(
            SendPaymentRequest{m_h->wallet, m_h->shop, QStringLiteral("0.1"), {}, {}, {}, {}}));
        MessageBox::takeNextAnswer();
        QTRY_VERIFY_WITH_TIMEOUT(child<SendResultCard>(&page, "sendResult")->isVisibleTo(&page),
                                 15000);
        QCOMPARE(historyTotal(*m_h, m_h->wallet), 1);
    }

    void unknownOutcomeNeverPaysAgain()
    {
        m_h->faults({{QStringLiteral("dropRate"), 1},
                     {QStringLiteral("pathPrefix"), QStringLiteral("/payment/send")}});
        MainWindow window(ViewParts(m_h->context.get()));
        window.show();
        window.showPage(MainWindow::Page::Send);
        SendPage *page = window.sendPage();
        fill(child<SendForm>(page, "sendForm"), m_h->shop, QStringLiteral("0.2"));
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(child<QPushButton>(page, "reviewPayment"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(child<ErrorPanel>(page, "errorPanel")->isVisible(), 15000);
        QCOMPARE(page->controller()->outcome(), SendController::Outcome::Unknown);
        QVERIFY(
            child<ErrorPanel>(page, "errorPanel")->titleText().contains(QStringLiteral("unknown")));
        QVERIFY(child<ErrorPanel>(page, "errorPanel")
                    ->text()
                    .contains(QStringLiteral("do not pay a second time")));
        // No "pay again": the amount must be typed anew, and the way on is the history.
        QVERIFY(child<SendForm>(page, "sendForm")->amountEdit()->text().isEmpty());
        QVERIFY(!child<QPushButton>(page, "reviewPayment")->isEnabled());
        auto *action = child<ErrorPanel>(page, "errorPanel")->findChild<QPushButton *>();
        QVERIFY(action && action->isVisible());
        QTest::mouseClick(action, Qt::LeftButton);
        QCOMPARE(window.currentPage(), MainWindow::Page::History);
    }
};

QTEST_MAIN(TstGuiSend)
#include "tst_gui_send.moc"
