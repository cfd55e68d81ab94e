// x402 in SOL from the Pay page: a local Solana wallet holding test SOL and no USDC pays the
// sandbox's demo seller by its SOL option (the seller pays the fee, so exactly the price
// leaves), and each of the seller's failure modes (docs/service-contract.md) is paid once, never
// twice, as in USDC (tst_gui_usdc). With PAYDESK_SCREENSHOT_DIR set the views are saved there.
#include "LocalGuiKit.h"
#include "PayPageTest.h"
#include "ViewParts.h"
#include "solana/Ed25519.h"
#include "widgets/ResourceView.h"

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

class TstGuiSol : public PayPageTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { applyShotsLanguage(); }
    void cleanup() { m_h.reset(); }

    void paysSolThroughEveryFailureMode()
    {
        startPaying();
        const QString address =
            addLocalWallet(ctx(), solana::generateKeypair(), QStringLiteral("Solana SOL"));
        airdrop(ctx(), address, 2000000000); // 2 SOL, and no token account
        QTRY_COMPARE_WITH_TIMEOUT(balanceOf(ctx(), address), quint64(2000000000), 20000);
        MainWindow window{ViewParts(ctx())};
        window.resize(1100, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // With no USDC the SPL option is passed over: the dialog asks 0.001 SOL.
        fetchDemo(window, address, QStringLiteral("gui-sol"));
        if (QTest::currentTestFailed())
            return;
        auto *page = window.findChild<PayPage *>();
        auto *d = find<PayConfirmDialog>(&window, "payConfirmDialog");
        QVERIFY2(d->summaryText().contains(QStringLiteral("0.001 SOL")),
                 qPrintable(d->summaryText()));
        shoot(d, QStringLiteral("pay-confirm-demo-sol"));
        QTest::mouseClick(child<QPushButton>(d, "confirmPay"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            page->controller()->fetch()->state() == x402::PaidFetch::State::Done, 30000);
        QVERIFY(page->controller()->fetch()->content().paid);
        QVERIFY(child<ResourceView>(page, "resource")->text().contains(u"gui-sol"));
        QTRY_COMPARE_WITH_TIMEOUT(balanceOf(ctx(), address), quint64(1999000000), 20000);
        shoot(&window, QStringLiteral("pay-page-demo-sol"));

        payThroughFailures(window, address, QStringLiteral("gui-sol"), 1000000,
                           [&]() { return balanceOf(ctx(), address); });
    }
};

QTEST_MAIN(TstGuiSol)
#include "tst_gui_sol.moc"
