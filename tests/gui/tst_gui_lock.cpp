// The app lock in the GUI, with the lock's verifier in a real gnome-keyring
// (tests/util/with-keyring.sh) and a real sandbox over loopback: the passphrase dialog in Settings,
// Ctrl+L and the lock screen that hides the wallet, auto-lock after the idle time, a hosted payment
// started while locked (the unlock comes first, a wrong passphrase is refused, nothing is paid
// before; the right one pays exactly once) and a window rebuilt for a new language that comes up
// locked. PAYDESK_SCREENSHOT_DIR=dir saves the lock screen and the passphrase dialog as PNG.
#include "GuiHarness.h"
#include "LanguageSwitcher.h"
#include "MainWindow.h"
#include "StartupShell.h"
#include "core/Translations.h"
#include "dialogs/PassphraseDialog.h"
#include "dialogs/SendConfirmDialog.h"
#include "dialogs/UnlockDialog.h"
#include "pages/SendForm.h"
#include "pages/SendPage.h"
#include "pages/SettingsPage.h"
#include "shell/IdleWatcher.h"
#include "shell/LockController.h"
#include "shell/LockOverlay.h"
#include "shell/LockPrompt.h"
#include "shell/LockSettingsBox.h"
#include "util/Widgets.h"
#include "widgets/SendResultCard.h"
#include "widgets/WalletComboBox.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

namespace {
const QByteArray kPass = "a long lock passphrase";

template <typename T> T *visibleTopLevel()
{
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *d = qobject_cast<T *>(w); d && d->isVisible())
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

void save(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("PAYDESK_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QVERIFY(w->grab().save(QDir(dir).filePath(name)));
}
} // namespace

class TstGuiLock : public QObject
{
    Q_OBJECT

    std::unique_ptr<GuiHarness> m_h;

    AppLock *lock() { return m_h->context->appLock(); }
    void setPassphrase()
    {
        QSignalSpy done(lock(), &AppLock::passphraseFinished);
        lock()->setPassphrase({}, SecureBytes::copyOf(kPass));
        QVERIFY(done.wait(20000));
        QCOMPARE(done.first().at(0).value<AppLock::Result>(), AppLock::Result::Ok);
    }
    void loadLock()
    {
        if (lock()->isLoaded())
            return;
        QSignalSpy loaded(lock(), &AppLock::loaded);
        lock()->load();
        QVERIFY(loaded.wait(15000));
    }
    void type(LockPrompt *prompt, const QByteArray &text)
    {
        prompt->passphraseEdit()->clear();
        QTest::keyClicks(prompt->passphraseEdit(), QString::fromUtf8(text));
        QTest::keyClick(prompt->passphraseEdit(), Qt::Key_Return);
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
    }
    void init()
    {
        m_h = std::make_unique<GuiHarness>();
        SendConfirmDialog::setConfirmDelayMs(0);
        // A clean keychain entry for every test (they share the keyring of this run).
        SecretJob *job = m_h->context->secrets()->remove(AppLock::keychainEntry());
        QSignalSpy spy(job, &SecretJob::finished);
        spy.wait(15000);
        lock()->setDelayUnitMs(100);
    }
    void cleanup()
    {
        for (QWidget *w : QApplication::topLevelWidgets())
            if (qobject_cast<QDialog *>(w))
                w->deleteLater();
        m_h.reset();
    }

    void settingsSetsThePassphrase()
    {
        MainWindow window(ViewParts(m_h->context.get()));
        LockController controller(m_h->context->appLock(), &window);
        window.resize(1100, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(lock()->isLoaded());
        window.showPage(MainWindow::Page::Settings);
        LockSettingsBox *box = child<LockSettingsBox>(window.settingsPage(), "lockSettings");
        QVERIFY(box->statusText().contains(QStringLiteral("Set a passphrase to use auto-lock")));
        QVERIFY(!child<QComboBox>(box, "lockIdle")->isEnabled());
        QVERIFY(!child<QPushButton>(box, "lockNowButton")->isEnabled());
        // Ctrl+L without a passphrase says how to get one; it does not pretend to lock.
        MessageBox::setNextAnswer(QMessageBox::Ok);
        controller.lockAction()->trigger();
        QVERIFY(!lock()->isLocked());

        QTest::mouseClick(child<QPushButton>(box, "setPassphrase"), Qt::LeftButton);
        PassphraseDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = visibleTopLevel<PassphraseDialog>()) != nullptr);
        QTest::keyClicks(child<QLineEdit>(dialog, "newPassphrase"), QStringLiteral("short"));
        QVERIFY(!child<QPushButton>(dialog, "passphraseOk")->isEnabled());
        QVERIFY2(dialog->hintText().contains(QStringLiteral("At least 8 characters")),
                 qPrintable(dialog->hintText()));
        child<QLineEdit>(dialog, "newPassphrase")->clear();
        QTest::keyClicks(child<QLineEdit>(dialog, "newPassphrase"), QString::fromUtf8(kPass));
        QTest::keyClicks(child<QLineEdit>(dialog, "repeatPassphrase"),
                         QStringLiteral("a long lock passphrasE"));
        QVERIFY(!child<QPushButton>(dialog, "passphraseOk")->isEnabled());
        QVERIFY(dialog->hintText().contains(QStringLiteral("differ")));
        child<QLineEdit>(dialog, "repeatPassphrase")->clear();
        QTest::keyClicks(child<QLineEdit>(dialog, "repeatPassphrase"), QString::fromUtf8(kPass));
        QVERIFY(child<QPushButton>(dialog, "passphraseOk")->isEnabled());
        save(dialog, QStringLiteral("lock-passphrase-dialog.png"));
        QTest::mouseClick(child<QPushButton>(dialog, "passphraseOk"), Qt::LeftButton);
        QVERIFY(child<QLineEdit>(dialog, "newPassphrase")
                    ->text()
                    .isEmpty()); // taken into secure memory at once
        QTRY_VERIFY_WITH_TIMEOUT(lock()->hasPassphrase(), 20000);
        QTRY_VERIFY(!visibleTopLevel<PassphraseDialog>());
        QVERIFY(child<QComboBox>(box, "lockIdle")->isEnabled());
        QVERIFY(child<QPushButton>(box, "changePassphrase")->isVisible());
        QVERIFY(!child<QPushButton>(box, "setPassphrase")->isVisible());
        child<QComboBox>(box, "lockIdle")
            ->setCurrentIndex(child<QComboBox>(box, "lockIdle")->findData(5));
        Q_EMIT child<QComboBox>(box, "lockIdle")
            ->activated(child<QComboBox>(box, "lockIdle")->currentIndex());
        QCOMPARE(lock()->idleMinutes(), 5);
        QCOMPARE(controller.idleWatcher()->intervalMs(), qint64(5 * 60 * 1000));
        QVERIFY(controller.idleWatcher()->isArmed());
        QVERIFY(!lock()->isLocked());
    }

    void ctrlLLocksAndHidesTheWallet()
    {
        loadLock();
        setPassphrase();
        MainWindow window(ViewParts(m_h->context.get()));
        LockController controller(m_h->context->appLock(), &window);
        window.resize(1100, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(MainWindow::Page::Send);
        QVERIFY(window.sendPage()->isVisible());
        QVERIFY(!child<LockOverlay>(&window, "lockOverlay")->isVisible());

        QTest::keyClick(child<SendForm>(window.sendPage(), "sendForm")->amountEdit(), Qt::Key_L,
                        Qt::ControlModifier);
        QVERIFY(lock()->isLocked());
        LockOverlay *overlay = child<LockOverlay>(&window, "lockOverlay");
        QVERIFY(overlay->isVisible());
        QCOMPARE(overlay->geometry(), window.rect());
        // Hidden, not only covered: no page, no sidebar, no balance can show or take focus.
        QVERIFY(!window.sendPage()->isVisible());
        QVERIFY(!child<QListWidget>(&window, "sidebar")->isVisible());
        QVERIFY(!child<WalletComboBox>(window.sendPage(), "sendWallet")->isVisible());
        save(&window, QStringLiteral("lock-screen.png"));

        type(child<LockPrompt>(overlay, "lockPrompt"), "not the passphrase");
        QTRY_VERIFY_WITH_TIMEOUT(!child<LockPrompt>(overlay, "lockPrompt")->messageText().isEmpty(),
                                 20000);
        QVERIFY2(child<LockPrompt>(overlay, "lockPrompt")
                     ->messageText()
                     .contains(QStringLiteral("Wrong passphrase")),
                 qPrintable(child<LockPrompt>(overlay, "lockPrompt")->messageText()));
        QVERIFY(lock()->isLocked());
        QVERIFY(!window.sendPage()->isVisible());
        QVERIFY(child<LockPrompt>(overlay, "lockPrompt")->passphraseEdit()->text().isEmpty());
        QTRY_COMPARE(lock()->retryInMs(), qint64(0));
        type(child<LockPrompt>(overlay, "lockPrompt"), kPass);
        QTRY_VERIFY_WITH_TIMEOUT(!lock()->isLocked(), 20000);
        QTRY_VERIFY(!overlay->isVisible());
        QVERIFY(window.sendPage()->isVisible());
        QCOMPARE(window.currentPage(), MainWindow::Page::Send); // where the user was
    }

    void idleTimeLocks()
    {
        loadLock();
        setPassphrase();
        MainWindow window(ViewParts(m_h->context.get()));
        LockController controller(m_h->context->appLock(), &window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        lock()->setIdleMinutes(0); // Never: not armed
        controller.idleWatcher()->setIntervalMsForTests(0);
        QVERIFY(!controller.idleWatcher()->isArmed());
        lock()->setIdleMinutes(15);
        controller.idleWatcher()->setIntervalMsForTests(600);
        QVERIFY(controller.idleWatcher()->isArmed());
        // Input keeps it open...
        for (int i = 0; i < 8; ++i) {
            QTest::qWait(150);
            QTest::keyClick(child<SendForm>(window.sendPage(), "sendForm")->amountEdit(),
                            Qt::Key_Shift);
        }
        QVERIFY(!lock()->isLocked());
        // ... and none locks it.
        QTRY_VERIFY_WITH_TIMEOUT(lock()->isLocked(), 3000);
        QVERIFY(child<LockOverlay>(&window, "lockOverlay")->isVisible());
        QVERIFY(!controller.idleWatcher()->isArmed());
    }

    void hostedSendWhileLockedWaitsForTheUnlock()
    {
        loadLock();
        setPassphrase();
        SendPage page(ViewParts(m_h->context.get()).send());
        page.show();
        SendForm *form = child<SendForm>(&page, "sendForm");
        QTest::keyClicks(form->recipientEdit(), m_h->shop);
        QTest::keyClicks(form->amountEdit(), QStringLiteral("0.25"));
        QTRY_VERIFY(child<QPushButton>(&page, "reviewPayment")->isEnabled());
        lock()->lock();

        // The model refuses by itself, whatever the view does.
        QVERIFY(!page.controller()->send(
            SendPaymentRequest{m_h->wallet, m_h->shop, QStringLiteral("0.1"), {}, {}, {}, {}}));
        QCOMPARE(page.controller()->outcome(), SendController::Outcome::Refused);
        QCOMPARE(page.controller()->error().code(), QStringLiteral("APP_LOCKED"));

        // Through the view: the unlock comes first.
        MessageBox::setNextAnswer(QMessageBox::Yes); // the confirmation, once unlocked
        QTest::mouseClick(child<QPushButton>(&page, "reviewPayment"), Qt::LeftButton);
        UnlockDialog *unlock = nullptr;
        QTRY_VERIFY((unlock = visibleTopLevel<UnlockDialog>()) != nullptr);
        QTest::qWait(300);
        QVERIFY(!page.controller()->isBusy());
        QCOMPARE(historyTotal(*m_h, m_h->wallet), 0);

        type(child<LockPrompt>(unlock, "unlockPrompt"), "wrong passphrase here");
        QTRY_VERIFY_WITH_TIMEOUT(
            !child<LockPrompt>(unlock, "unlockPrompt")->messageText().isEmpty(), 20000);
        QVERIFY(child<LockPrompt>(unlock, "unlockPrompt")
                    ->messageText()
                    .contains(QStringLiteral("Wrong passphrase")));
        QVERIFY(lock()->isLocked());
        QVERIFY(unlock->isVisible());
        QCOMPARE(historyTotal(*m_h, m_h->wallet), 0);

        QTRY_COMPARE(lock()->retryInMs(), qint64(0));
        type(child<LockPrompt>(unlock, "unlockPrompt"), kPass);
        QTRY_VERIFY_WITH_TIMEOUT(!lock()->isLocked(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(child<SendResultCard>(&page, "sendResult")->isVisible(), 15000);
        QCOMPARE(page.controller()->outcome(), SendController::Outcome::Paid);
        QTest::qWait(300);
        QCOMPARE(historyTotal(*m_h, m_h->wallet), 1); // exactly once
        QVERIFY(!visibleTopLevel<UnlockDialog>());
    }

    void cancelledUnlockSendsNothing()
    {
        loadLock();
        setPassphrase();
        SendPage page(ViewParts(m_h->context.get()).send());
        page.show();
        QTest::keyClicks(child<SendForm>(&page, "sendForm")->recipientEdit(), m_h->shop);
        QTest::keyClicks(child<SendForm>(&page, "sendForm")->amountEdit(), QStringLiteral("0.2"));
        QTRY_VERIFY(child<QPushButton>(&page, "reviewPayment")->isEnabled());
        lock()->lock();
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(child<QPushButton>(&page, "reviewPayment"), Qt::LeftButton);
        UnlockDialog *unlock = nullptr;
        QTRY_VERIFY((unlock = visibleTopLevel<UnlockDialog>()) != nullptr);
        unlock->reject();
        QTRY_VERIFY(child<QPushButton>(&page, "reviewPayment")->isEnabled());
        QVERIFY(lock()->isLocked());
        QCOMPARE(page.controller()->outcome(), SendController::Outcome::None);
        QCOMPARE(historyTotal(*m_h, m_h->wallet), 0);
        MessageBox::takeNextAnswer();
    }

    void rebuiltWindowComesUpLocked()
    {
        loadLock();
        setPassphrase();
        StartupShell shell;
        LockController controller(m_h->context->appLock(), &shell);
        auto *first = new MainWindow(ViewParts(m_h->context.get()));
        shell.adopt(first);
        LanguageSwitcher switcher(m_h->context->settings(), &shell, [this]() {
            return new MainWindow(ViewParts(m_h->context.get()));
        });
        switcher.setWindow(first);
        shell.show();
        QVERIFY(QTest::qWaitForWindowExposed(&shell));
        lock()->lock();
        QVERIFY(!first->isVisible());
        QSignalSpy rebuilt(&switcher, &LanguageSwitcher::windowRebuilt);
        m_h->context->settings()->setLanguage(QStringLiteral("de"));
        QVERIFY(rebuilt.wait(5000));
        MainWindow *fresh = switcher.window();
        QVERIFY(fresh != first);
        QTRY_VERIFY(!fresh->isVisible());
        QVERIFY(child<LockOverlay>(&shell, "lockOverlay")->isVisible());
        QCOMPARE(shell.childAt(shell.rect().center()) == nullptr ||
                     child<LockOverlay>(&shell, "lockOverlay")
                         ->isAncestorOf(shell.childAt(shell.rect().center())) ||
                     shell.childAt(shell.rect().center()) ==
                         child<LockOverlay>(&shell, "lockOverlay"),
                 true);
        type(child<LockPrompt>(child<LockOverlay>(&shell, "lockOverlay"), "lockPrompt"), kPass);
        QTRY_VERIFY_WITH_TIMEOUT(!lock()->isLocked(), 20000);
        QTRY_VERIFY(fresh->isVisible());
        Translations::apply(QString());
    }
};

QTEST_MAIN(TstGuiLock)
#include "tst_gui_lock.moc"
