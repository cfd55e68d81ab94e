// The tray and the freeze switch against a real sandbox over loopback: the tray
// menu's "Freeze automatic payments" and the Budgets box's switch move together with the budget
// store, both ways; without a system tray (offscreen) the payment notifications land in the
// window's notice bar: a confirmed payment (exactly once, with its exact amount), a refused one,
// money received; and after the window is rebuilt (a new language) they land in the new window.
#include "GuiHarness.h"
#include "MainWindow.h"
#include "StartupShell.h"
#include "models/PaymentNotifier.h"
#include "models/SendController.h"
#include "pages/PayPage.h"
#include "pages/SendPage.h"
#include "shell/TrayController.h"
#include "util/Widgets.h"
#include "widgets/BudgetsBox.h"
#include "widgets/NoticeBar.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QLabel>
#include <QMenu>
#include <QPointer>
#include <QStackedWidget>
#include <QSystemTrayIcon>
#include <QToolButton>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

namespace {
const PaymentStatusTracker::Backoff kFast{100, 1.2, 300};

int countOf(AppContext *context, PaymentNotifier::Kind kind)
{
    int n = 0;
    for (const auto &told : context->notifier()->notifications())
        n += told.kind == kind ? 1 : 0;
    return n;
}
} // namespace

class TstGuiTray : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void menuAndFreezeSwitch()
    {
        GuiHarness h;
        AppContext *context = h.context.get();
        StartupShell shell;
        auto *window = new MainWindow(ViewParts(context), false);
        shell.adopt(window);
        TrayController tray(ViewParts(context).tray(), &shell);
        QTRY_COMPARE(tray.window(), window);
        QCOMPARE(tray.trayIcon()->icon().isNull(), false);
        QCOMPARE(tray.trayIcon()->contextMenu(), tray.menu());
        const QList<QAction *> actions = tray.menu()->actions();
        QVERIFY(actions.contains(tray.showAction()));
        QVERIFY(actions.contains(tray.freezeAction()));
        QVERIFY(actions.contains(tray.lockAction()));
        QVERIFY(actions.contains(tray.quitAction()));
        // Quit is also Ctrl+Q in the window.
        QCOMPARE(tray.quitAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Q));
        QVERIFY(shell.actions().contains(tray.quitAction()));
        QVERIFY(tray.freezeAction()->isCheckable());
        // No lock passphrase: nothing to lock.
        QVERIFY(!tray.lockAction()->isVisible());

        QCheckBox *box = child<QCheckBox>(window->rulesPage(), "freezePayments");
        QVERIFY(!context->budgets()->isFrozen());
        QVERIFY(!tray.freezeAction()->isChecked());
        QVERIFY(!box->isChecked());
        QVERIFY(!tray.trayIcon()->toolTip().contains(QStringLiteral("frozen")));

        // Tray -> store and Budgets box.
        tray.freezeAction()->trigger();
        QVERIFY(context->budgets()->isFrozen());
        QVERIFY(box->isChecked());
        QVERIFY(context->budgetModel()->isFrozen());
        QVERIFY2(tray.trayIcon()->toolTip().contains(QStringLiteral("frozen")),
                 qPrintable(tray.trayIcon()->toolTip()));

        // Budgets box -> store and tray.
        box->click();
        QVERIFY(!context->budgets()->isFrozen());
        QVERIFY(!tray.freezeAction()->isChecked());
        QVERIFY(!tray.trayIcon()->toolTip().contains(QStringLiteral("frozen")));
        box->click();
        QVERIFY(context->budgets()->isFrozen());
        QVERIFY(tray.freezeAction()->isChecked());
        tray.freezeAction()->trigger();
        QVERIFY(!context->budgets()->isFrozen());
        QVERIFY(!box->isChecked());
    }

    void notificationsWithoutTrayGoToTheWindow()
    {
        GuiHarness h;
        AppContext *context = h.context.get();
        context->notifier()->setPollBackoff(kFast);
        StartupShell shell;
        auto *window = new MainWindow(ViewParts(context), false);
        shell.adopt(window);
        shell.show();
        TrayController tray(ViewParts(context).tray(), &shell);
        QTRY_COMPARE(tray.window(), window);
        QVERIFY(!QSystemTrayIcon::isSystemTrayAvailable()); // offscreen
        QVERIFY(!tray.usesTray());
        NoticeBar *bar = window->noticeBar();
        QVERIFY(!bar->isVisible());

        // A hosted payment made on the Send page confirms: one notification, in the notice bar.
        SendController *send = window->sendPage()->controller();
        QSignalSpy paid(send, &SendController::paid);
        QVERIFY(send->send({h.wallet, h.shop, QStringLiteral("0.2"), {}, {}, {}, {}}));
        QVERIFY(paid.wait(20000));
        const QString id = send->result().paymentId;
        QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible(), 20000);
        QCOMPARE(bar->text(),
                 QStringLiteral("Payment confirmed: 0.2 SOL to Test shop, confirmed on chain."));
        QCOMPARE(countOf(context, PaymentNotifier::Kind::Confirmed), 1);
        QCOMPARE(context->notifier()->notifications().last().paymentId, id);
        // The status page following it to the end tells nothing new.
        window->showStatus(id);
        QTest::qWait(2500);
        QCOMPARE(countOf(context, PaymentNotifier::Kind::Confirmed), 1);

        // A payment the service refuses.
        child<QToolButton>(bar, "noticeClose")->click();
        QVERIFY(!bar->isVisible());
        QSignalSpy failed(send, &SendController::failed);
        QVERIFY(send->send({h.shop, h.wallet, QStringLiteral("5"), {}, {}, {}, {}}));
        QVERIFY(failed.wait(20000));
        QTRY_VERIFY(bar->isVisible());
        QVERIFY2(bar->text().startsWith(QStringLiteral("Payment not sent: 5 SOL to ")),
                 qPrintable(bar->text()));
        QCOMPARE(countOf(context, PaymentNotifier::Kind::Failed), 1);

        // Money from outside arrives in our wallet; the background look finds it.
        const QString stranger = h.server().createCustodialWallet(*Amount::parse(u"2", 9));
        const QString incoming = h.pay(stranger, h.wallet, QStringLiteral("0.35")).paymentId;
        context->notifier()->setIncomingPollInterval(150);
        QTRY_VERIFY_WITH_TIMEOUT(bar->text().startsWith(QStringLiteral("Payment received: ")),
                                 20000);
        QVERIFY2(bar->text().contains(QStringLiteral("0.35 SOL")), qPrintable(bar->text()));
        QVERIFY2(bar->text().contains(QStringLiteral("into Test wallet")), qPrintable(bar->text()));
        QCOMPARE(context->notifier()->notifications().last().paymentId, incoming);
        QTest::qWait(800);
        QCOMPARE(countOf(context, PaymentNotifier::Kind::Received), 1);
        context->notifier()->setIncomingPollInterval(0);
        // PAYDESK_SCREENSHOT_DIR=dir keeps a picture of the notice (the tray menu itself cannot
        // be captured offscreen).
        const QString shots = qEnvironmentVariable("PAYDESK_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            window->showPage(MainWindow::Page::History);
            shell.resize(1100, 720);
            QTest::qWait(500);
            QVERIFY(shell.grab().save(QDir(shots).filePath(QStringLiteral("tray-notice.png"))));
        }
    }

    // A notice never hides the page's title, and one about something that stopped being true
    // (an agent's request, answered) is taken back; another notice is not.
    void noticesLeaveTheTitleAndGoWhenNoLongerTrue()
    {
        GuiHarness h;
        AppContext *context = h.context.get();
        StartupShell shell;
        auto *window = new MainWindow(ViewParts(context), false);
        shell.adopt(window);
        shell.resize(1000, 700);
        shell.show();
        TrayController tray(ViewParts(context).tray(), &shell);
        QTRY_COMPARE(tray.window(), window);
        window->showPage(MainWindow::Page::History);
        NoticeBar *bar = window->noticeBar();
        const PaymentNotifier::Notification asks{PaymentNotifier::Kind::Confirmed,
                                                 QStringLiteral("research asks to pay 0.005 USDC"),
                                                 QStringLiteral("To http://shop.example."),
                                                 {},
                                                 {}};
        tray.presentTagged(asks, QStringLiteral("approval:7"));
        QTRY_VERIFY(bar->isVisible());
        for (const char *name : {"pageTitle", "pageSubtitle"}) {
            QWidget *page = window->findChild<QStackedWidget *>()->currentWidget();
            const auto *shown = page->findChild<QLabel *>(QString::fromLatin1(name));
            QVERIFY(shown);
            const QRect titleRect(shown->mapTo(window, QPoint(0, 0)), shown->size());
            const QRect barRect(bar->mapTo(window, QPoint(0, 0)), bar->size());
            QVERIFY2(!titleRect.intersects(barRect), name);
        }
        tray.withdraw(QStringLiteral("approval:8")); // another request: the notice stays
        QVERIFY(bar->isVisible());
        tray.withdraw(QStringLiteral("approval:7"));
        QVERIFY(!bar->isVisible());
        // An untagged notice (a payment's) stays until the person dismisses it.
        tray.present(asks);
        QTRY_VERIFY(bar->isVisible());
        tray.withdraw(QString());
        tray.withdraw(QStringLiteral("approval:7"));
        QVERIFY(bar->isVisible());
    }

    void watchesPagesBuiltAfterItAttached()
    {
        GuiHarness h;
        AppContext *context = h.context.get();
        context->notifier()->setPollBackoff(kFast);
        StartupShell shell;
        auto *window = new MainWindow(ViewParts(context), false);
        shell.adopt(window); // not shown: no page is built yet
        TrayController tray(ViewParts(context).tray(), &shell);
        QTRY_COMPARE(tray.window(), window);
        QVERIFY(!window->hasPage(MainWindow::Page::Send));

        // The Send page is built now, after the tray attached: its payment is still told.
        SendController *send = window->sendPage()->controller();
        QSignalSpy paid(send, &SendController::paid);
        QVERIFY(send->send({h.wallet, h.shop, QStringLiteral("0.03"), {}, {}, {}, {}}));
        QVERIFY(paid.wait(20000));
        QTRY_COMPARE_WITH_TIMEOUT(countOf(context, PaymentNotifier::Kind::Confirmed), 1, 20000);
        QVERIFY2(window->noticeBar()->text().contains(QStringLiteral("0.03 SOL")),
                 qPrintable(window->noticeBar()->text()));
    }

    void survivesAWindowRebuild()
    {
        GuiHarness h;
        AppContext *context = h.context.get();
        context->notifier()->setPollBackoff(kFast);
        StartupShell shell;
        auto *first = new MainWindow(ViewParts(context), false);
        shell.adopt(first);
        shell.show();
        TrayController tray(ViewParts(context).tray(), &shell);
        QTRY_COMPARE(tray.window(), first);

        // What LanguageSwitcher does: a new window replaces the old one.
        QPointer<MainWindow> old(first);
        auto *fresh = new MainWindow(ViewParts(context), false);
        shell.adopt(fresh);
        QTRY_COMPARE(tray.window(), fresh);
        QTRY_VERIFY(old.isNull()); // the old window and its controllers are gone

        SendController *send = fresh->sendPage()->controller();
        QSignalSpy paid(send, &SendController::paid);
        QVERIFY(send->send({h.wallet, h.shop, QStringLiteral("0.05"), {}, {}, {}, {}}));
        QVERIFY(paid.wait(20000));
        QTRY_VERIFY_WITH_TIMEOUT(fresh->noticeBar()->isVisible(), 20000);
        QVERIFY2(fresh->noticeBar()->text().contains(QStringLiteral("0.05 SOL")),
                 qPrintable(fresh->noticeBar()->text()));
        QCOMPARE(countOf(context, PaymentNotifier::Kind::Confirmed), 1);

        // The freeze switch of the new window is bound too.
        tray.freezeAction()->trigger();
        QVERIFY(child<QCheckBox>(fresh->rulesPage(), "freezePayments")->isChecked());
        tray.freezeAction()->trigger();
        QVERIFY(!child<QCheckBox>(fresh->rulesPage(), "freezePayments")->isChecked());
    }
};

QTEST_MAIN(TstGuiTray)
#include "tst_gui_tray.moc"
