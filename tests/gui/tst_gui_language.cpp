// The language chosen in Settings applies at once, without a restart: the window is rebuilt in
// the new language on the page the user was on, and never while it is busy (here: a dialog is
// open), but as soon as it is not. Amounts keep their value when pasted back in any language.
#include "GuiHarness.h"
#include "LanguageSwitcher.h"
#include "MainWindow.h"
#include "StartupShell.h"
#include "core/Amount.h"
#include "core/Translations.h"
#include "util/Widgets.h"

#include <QDialog>
#include <QListWidget>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

class TstGuiLanguage : public QObject
{
    Q_OBJECT
private:
    static QString sendLabel(MainWindow *w)
    {
        // The second row: the Overview is the first.
        return child<QListWidget>(w, "sidebar")->item(1)->text();
    }

private Q_SLOTS:
    void cleanupTestCase() { Translations::apply(QStringLiteral("en")); }

    void switchesWithoutRestart()
    {
        GuiHarness h;
        AppContext *context = h.context.get();
        Translations::apply(QStringLiteral("en"));
        StartupShell shell;
        auto *window = new MainWindow(ViewParts(context), false);
        shell.adopt(window);
        shell.show();
        LanguageSwitcher switcher(context->settings(), &shell, [context]() {
            return new MainWindow(ViewParts(context), false);
        });
        switcher.setWindow(window);
        QCOMPARE(sendLabel(window), QStringLiteral("Send"));
        window->showPage(MainWindow::Page::Settings);

        QSignalSpy rebuilt(&switcher, &LanguageSwitcher::windowRebuilt);
        context->settings()->setLanguage(QStringLiteral("de"));
        QTRY_COMPARE_WITH_TIMEOUT(rebuilt.count(), 1, 5000);
        MainWindow *german = switcher.window();
        QVERIFY(german != nullptr);
        const QString expected = QCoreApplication::translate("paydesk::ui::MainWindow", "Send");
        QVERIFY2(expected != u"Send", "the German catalogue has no translation for \"Send\"");
        QCOMPARE(sendLabel(german), expected);
        QCOMPARE(german->currentPage(), MainWindow::Page::Settings);
        QCOMPARE(shell.centralWidget(), german);
        QCOMPARE(shell.windowTitle(), german->windowTitle());

        // Amounts are never localized: what the user copies reads back to the same value.
        const Amount a = *Amount::parse(QStringLiteral("1234.5"), 9);
        QCOMPARE(Amount::parse(a.toString(), 9)->toString(), a.toString());
        QCOMPARE(QLocale().toString(1234.5), QStringLiteral("1.234,5")); // numbers are localized

        // Busy (a dialog is open): the switch waits, then happens when the dialog closes.
        QDialog dialog; // no parent: the old window goes away with its children
        dialog.setModal(true);
        dialog.show();
        QTRY_VERIFY(QApplication::activeModalWidget() == &dialog);
        QVERIFY(german->isBusy());
        context->settings()->setLanguage(QStringLiteral("fr"));
        QTest::qWait(1500);
        QCOMPARE(rebuilt.count(), 1);
        QVERIFY(switcher.isPending());
        QCOMPARE(switcher.window(), german);
        dialog.close();
        QTRY_COMPARE_WITH_TIMEOUT(rebuilt.count(), 2, 5000);
        QCOMPARE(sendLabel(switcher.window()),
                 QCoreApplication::translate("paydesk::ui::MainWindow", "Send"));
        QVERIFY(sendLabel(switcher.window()) != expected);

        // And back to English.
        context->settings()->setLanguage(QStringLiteral("en"));
        QTRY_COMPARE_WITH_TIMEOUT(rebuilt.count(), 3, 5000);
        QCOMPARE(sendLabel(switcher.window()), QStringLiteral("Send"));
    }
};

QTEST_MAIN(TstGuiLanguage)
#include "tst_gui_language.moc"
