// A usage price (x402 `upto`) from the desktop app with a local EVM wallet, against the sandbox's
// demo seller and the real keychain: the confirm dialog says "up to", the person confirms the
// maximum, the seller charges what the request used, the Pay page says what it came to and that
// the rest is free again, the history shows the charge beside the maximum, and a seller that
// charges nothing is shown as not charged. PAYDESK_SCREENSHOT_DIR saves the views.
#include "PayPageTest.h"
#include "ViewParts.h"
#include "evm/Erc20.h"
#include "models/HistoryTableModel.h"
#include "pages/HistoryPage.h"
#include "sandbox/EvmChain.h"
#include "sandbox/TestUsdc.h"
#include "x402/Permit2.h"

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

class TstGuiUpto : public PayPageTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { applyShotsLanguage(); }
    void cleanup() { m_h.reset(); }

    void paysAUsagePrice()
    {
        startPaying();
        addEvmWallet();
        MainWindow window{ViewParts(ctx())};
        window.resize(1100, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        sandbox::TestUsdc &usdc = m_h->server().evmChain()->usdc();
        const auto owner = *evm::EvmAddress::parse(kAccount);
        QString error;
        QVERIFY2(usdc.execute(owner,
                              evm::Erc20::approveCall(x402::Permit2::address(), evm::U256(50000)),
                              QDateTime::currentSecsSinceEpoch(), &error),
                 qPrintable(error));
        const evm::U256 before = usdc.balanceOf(owner);

        // The person confirms the maximum: the dialog says "up to".
        fetchDemo(window, kAccount, QStringLiteral("gui-upto-llm-420"));
        if (QTest::currentTestFailed())
            return;
        auto *page = window.findChild<PayPage *>();
        PayConfirmDialog *d = find<PayConfirmDialog>(&window, "payConfirmDialog");
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG"))
            QVERIFY2(d->summaryText().contains(QStringLiteral("0.01 USDC at most")),
                     qPrintable(d->summaryText()));
        shoot(d, QStringLiteral("pay-confirm-upto"));
        QTest::mouseClick(child<QPushButton>(d, "confirmPay"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            page->controller()->fetch()->state() == x402::PaidFetch::State::Done, 30000);
        QCOMPARE(*before.checkedSub(usdc.balanceOf(owner)), evm::U256(4200));
        const x402::FetchedContent &c = page->controller()->fetch()->content();
        QCOMPARE(c.amount, QStringLiteral("0.0042 USDC"));
        // What it came to, said on the page, not as a problem.
        QVERIFY(!page->isOutcomeProblem());
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG"))
            QVERIFY2(page->outcomeText().contains(QStringLiteral("Charged 0.0042 USDC of up to "
                                                                 "0.01 USDC")),
                     qPrintable(page->outcomeText()));
        shoot(&window, QStringLiteral("pay-page-upto"));

        // Nothing used: nothing charged, and said so.
        fetchDemo(window, kAccount, QStringLiteral("gui-upto-zero"));
        if (QTest::currentTestFailed())
            return;
        QTest::mouseClick(
            child<QPushButton>(find<PayConfirmDialog>(&window, "payConfirmDialog"), "confirmPay"),
            Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            page->controller()->fetch()->state() == x402::PaidFetch::State::Done, 30000);
        QCOMPARE(*before.checkedSub(usdc.balanceOf(owner)), evm::U256(4200));
        QVERIFY(!page->isOutcomeProblem());
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG"))
            QVERIFY2(page->outcomeText().startsWith(QStringLiteral("Not charged yet")),
                     qPrintable(page->outcomeText()));
        shoot(&window, QStringLiteral("pay-page-upto-zero"));

        // The history: the charge beside the maximum; the one not charged, its maximum alone.
        window.showPage(MainWindow::Page::History);
        auto *history = window.findChild<paydesk::ui::HistoryPage *>();
        history->showWallet(kAccount);
        HistoryTableModel *model = history->model();
        QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 2, 20000);
        QStringList amounts;
        for (int r = 0; r < 2; ++r)
            amounts << model->index(r, HistoryTableModel::AmountColumn).data().toString();
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG")) {
            QVERIFY2(amounts.contains(QStringLiteral("0.0042 ≤ 0.01 USDC")),
                     qPrintable(amounts.join(u'|')));
            QVERIFY2(amounts.contains(QStringLiteral("up to 0.01 USDC")),
                     qPrintable(amounts.join(u'|')));
        }
        shoot(&window, QStringLiteral("history-upto"));
    }
};

QTEST_MAIN(TstGuiUpto)
#include "tst_gui_upto.moc"
