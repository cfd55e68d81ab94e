// The app as a whole: the first-run sandbox (demo wallets, a key that stays in memory), the window
// that only navigates (sidebar, shortcuts, the sandbox marker), accessible names and keyboard
// reach on every page, contrast in both palettes, the command line and --screenshot.
#include "GuiHarness.h"
#include "GuiOptions.h"
#include "MainWindow.h"
#include "SandboxSession.h"
#include "Theme.h"
#include "pages/HistoryPage.h"
#include "pages/PayPage.h"
#include "pages/SendForm.h"
#include "pages/SendPage.h"
#include "pages/SettingsPage.h"
#include "pages/WelcomePage.h"
#include "util/Widgets.h"
#include "widgets/SandboxBanner.h"
#include "widgets/ServiceSettingsBox.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTcpServer>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

namespace {
double luminance(const QColor &c)
{
    auto channel = [](double v) {
        v /= 255.0;
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue());
}
// WCAG 2 contrast ratio.
double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}
bool hasLabel(QWidget *w)
{
    if (!w->accessibleName().isEmpty())
        return true;
    if (auto *b = qobject_cast<QAbstractButton *>(w))
        return !b->text().isEmpty() || !b->toolTip().isEmpty();
    for (QLabel *l : w->window()->findChildren<QLabel *>())
        if (l->buddy() == w)
            return true;
    return false;
}
} // namespace

class TstGuiApp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void firstRunSandbox()
    {
        QTemporaryDir dir;
        AppContextOptions o;
        o.dataDir = dir.filePath(QStringLiteral("data"));
        o.settingsFile = dir.filePath(QStringLiteral("settings.ini"));
        QStringList firstWallets;
        QUrl firstUrl;
        {
            AppContext context(o);
            QVERIFY(context.open());
            QString error;
            SandboxSession *session = SandboxSession::start(&context, &error);
            QVERIFY2(session, qPrintable(error));
            QSignalSpy seeded(session, &SandboxSession::samplePaymentsDone);
            QVERIFY(context.isSandbox());
            QCOMPARE(context.serviceUrl().host(), QStringLiteral("127.0.0.1"));
            QCOMPARE(context.apiKeys()->keyState(), ApiKeyController::KeyState::InMemory);
            QCOMPARE(context.wallets()->rowCount(), 2);
            QCOMPARE(context.wallets()->defaultAddress(), session->demoWallet());
            QVERIFY(QFile::exists(dir.filePath(QStringLiteral("data/sandbox/state.sqlite"))));
            QTRY_COMPARE_WITH_TIMEOUT(seeded.count(), 1, 20000);
            // The sample payments went through the service with the generated key.
            HistoryReply *r = context.client()->paymentHistory(
                {session->demoWallet(), QStringLiteral("all"), 50, 0});
            QSignalSpy done(r, &ApiReply::finished);
            QVERIFY(done.wait(10000));
            QVERIFY2(r->ok(), qPrintable(r->error().userText()));
            QCOMPARE(r->result().total, 3);
            r->deleteLater();
            firstWallets = {context.wallets()->addressAt(0), context.wallets()->addressAt(1)};
            firstUrl = context.serviceUrl();
        }
        // The key never reached the settings or the data folder as text.
        QFile settings(o.settingsFile);
        QVERIFY(settings.open(QIODevice::ReadOnly));
        QVERIFY(!settings.readAll().contains("sk_sandbox_"));
        // A restart keeps the same ledger and wallets (no new demo wallets, no new samples).
        AppContext again(o);
        QVERIFY(again.open());
        QString error;
        SandboxSession *session = SandboxSession::start(&again, &error);
        QVERIFY2(session, qPrintable(error));
        QCOMPARE(again.wallets()->rowCount(), 2);
        QCOMPARE((QStringList{again.wallets()->addressAt(0), again.wallets()->addressAt(1)}),
                 firstWallets);
        // ... and the same address: sites and agents saved with it still apply.
        QCOMPARE(again.serviceUrl(), firstUrl);
    }

    void sandboxTakesAnotherPortWhenItsOwnIsTaken()
    {
        QTemporaryDir dir;
        AppContextOptions o;
        o.dataDir = dir.filePath(QStringLiteral("data"));
        o.settingsFile = dir.filePath(QStringLiteral("settings.ini"));
        quint16 first = 0;
        {
            AppContext context(o);
            QVERIFY(context.open());
            QString error;
            QVERIFY2(SandboxSession::start(&context, &error), qPrintable(error));
            first = quint16(context.serviceUrl().port());
        }
        QTcpServer squatter; // another program on the sandbox's port
        QVERIFY(squatter.listen(QHostAddress::LocalHost, first));
        AppContext again(o);
        QVERIFY(again.open());
        QString error;
        QVERIFY2(SandboxSession::start(&again, &error), qPrintable(error));
        const quint16 second = quint16(again.serviceUrl().port());
        QVERIFY(second != 0 && second != first);
        QFile remembered(dir.filePath(QStringLiteral("data/sandbox/port")));
        QVERIFY(remembered.open(QIODevice::ReadOnly));
        QCOMPARE(remembered.readAll().trimmed(), QByteArray::number(second));
    }

    void windowNavigatesAndMarksTheSandbox()
    {
        GuiHarness h;
        MainWindow window(ViewParts(h.context.get()), true);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.currentPage(), MainWindow::Page::Welcome);
        QVERIFY(child<SandboxBanner>(&window, "sandboxBanner")->isVisible());
        QVERIFY(child<SandboxBanner>(&window, "sandboxBanner")
                    ->text()
                    .contains(QStringLiteral("test funds only")));
        QVERIFY(window.windowTitle().contains(QStringLiteral("test funds only")));
        // Ctrl+<number> opens the page, as its tooltip says (whatever pages other work adds).
        QVERIFY(child<QListWidget>(&window, "sidebar")->count() >= 7);
        const QList<QPair<MainWindow::Page, QString>> pages = {
            {MainWindow::Page::Send, QStringLiteral("Send")},
            {MainWindow::Page::Wallets, QStringLiteral("Wallets")},
            {MainWindow::Page::History, QStringLiteral("History")},
            {MainWindow::Page::Settings, QStringLiteral("Settings")}};
        for (const auto &[page, name] : pages) {
            const auto items =
                child<QListWidget>(&window, "sidebar")->findItems(name, Qt::MatchExactly);
            QCOMPARE(items.size(), 1);
            // Its tooltip names its shortcut: "Send (Ctrl+2)".
            const QString tip = items.first()->toolTip();
            const QKeySequence key(tip.section(u'(', -1).chopped(1));
            QVERIFY2(!key.isEmpty(), qPrintable(tip));
            QTest::keySequence(&window, key);
            QCOMPARE(window.currentPage(), page);
        }

        QSignalSpy finished(&window, &MainWindow::firstRunFinished);
        window.showPage(MainWindow::Page::Welcome);
        QTest::mouseClick(child<QPushButton>(window.welcomePage(), "connectService"),
                          Qt::LeftButton);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(window.currentPage(), MainWindow::Page::Settings);
        QVERIFY(child<ServiceSettingsBox>(window.settingsPage(), "serviceSettings")
                    ->serviceButton()
                    ->isChecked());

        // Leaving the sandbox removes the marker.
        QVERIFY(h.context->useService(QUrl(QStringLiteral("https://payments.example.com"))));
        QVERIFY(!child<SandboxBanner>(&window, "sandboxBanner")->isVisible());
        QVERIFY(!window.windowTitle().contains(QStringLiteral("Sandbox")));
    }

    void pagesAreBuiltWhenFirstShown()
    {
        GuiHarness h;
        MainWindow window(ViewParts(h.context.get()), false);
        QSignalSpy built(&window, &MainWindow::pageBuilt);
        window.showPage(MainWindow::Page::History); // chosen while hidden: nothing built yet
        QCOMPARE(built.count(), 0);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Only the page on screen, not the first row (Overview) it replaced.
        QCOMPARE(built.count(), 1);
        QCOMPARE(built.at(0).at(0).value<MainWindow::Page>(), MainWindow::Page::History);
        QVERIFY(window.hasPage(MainWindow::Page::History));
        QVERIFY(!window.hasPage(MainWindow::Page::Overview));
        QVERIFY(window.historyPage()->isVisible());
        // The sidebar (and Ctrl+3) builds the next one and shows it.
        child<QListWidget>(&window, "sidebar")->setCurrentRow(2);
        QCOMPARE(window.currentPage(), MainWindow::Page::Pay);
        QVERIFY(window.hasPage(MainWindow::Page::Pay));
        QVERIFY(window.payPage()->isVisible());
        QVERIFY(!window.historyPage()->isVisible());
        QCOMPARE(built.count(), 2);
        // Asking for a page builds it without showing it, once.
        QVERIFY(!window.settingsPage()->isVisible());
        QCOMPARE(window.settingsPage(), window.pageWidget(MainWindow::Page::Settings));
        QCOMPARE(built.count(), 3);
        QVERIFY(!window.isBusy());
        QCOMPARE(window.pageWidget(MainWindow::Page::Welcome), nullptr); // not in this window
        QCOMPARE(window.welcomePage(), nullptr);
    }

    void accessibleNamesAndKeyboard()
    {
        GuiHarness h;
        MainWindow window(ViewParts(h.context.get()), true);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (auto page :
             {MainWindow::Page::Welcome, MainWindow::Page::Send, MainWindow::Page::Receive,
              MainWindow::Page::Wallets, MainWindow::Page::History, MainWindow::Page::Status,
              MainWindow::Page::Settings}) {
            window.showPage(page);
            QWidget *root = window.pageWidget(page);
            int controls = 0;
            for (QWidget *w : root->findChildren<QWidget *>()) {
                const bool control =
                    qobject_cast<QAbstractButton *>(w) || qobject_cast<QLineEdit *>(w) ||
                    qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractSpinBox *>(w) ||
                    qobject_cast<QPlainTextEdit *>(w) || qobject_cast<QAbstractItemView *>(w);
                if (!control || !w->isVisibleTo(root) || qobject_cast<QHeaderView *>(w) ||
                    qobject_cast<QComboBox *>(w->parent()) ||
                    qobject_cast<QLineEdit *>(w->parent()) ||
                    qobject_cast<QAbstractSpinBox *>(w->parent()))
                    continue;
                ++controls;
                QVERIFY2(hasLabel(w),
                         qPrintable(QStringLiteral("%1 on page %2 has no name")
                                        .arg(QString::fromLatin1(w->metaObject()->className()),
                                             QString::number(int(page)))));
                if (w->isEnabled())
                    QVERIFY2(w->focusPolicy() & Qt::TabFocus,
                             qPrintable(QStringLiteral("%1 \"%2\" not reachable by Tab")
                                            .arg(QString::fromLatin1(w->metaObject()->className()),
                                                 w->accessibleName())));
            }
            QVERIFY(controls > 0);
        }
        // Tab walks the Send form in reading order.
        window.showPage(MainWindow::Page::Send);
        SendForm *form = child<SendForm>(window.sendPage(), "sendForm");
        form->recipientEdit()->setFocus();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), form->amountEdit());
        // Mnemonics: Alt+A focuses the amount.
        form->recipientEdit()->setFocus();
        QTest::keyClick(&window, Qt::Key_A, Qt::AltModifier);
        QCOMPARE(QApplication::focusWidget(), form->amountEdit());
    }

    void paletteContrast()
    {
        for (const QPalette &p : {Theme::lightPalette(), Theme::darkPalette()}) {
            QVERIFY(contrast(p.color(QPalette::WindowText), p.color(QPalette::Window)) >= 7);
            QVERIFY(contrast(p.color(QPalette::Text), p.color(QPalette::Base)) >= 7);
            QVERIFY(contrast(p.color(QPalette::HighlightedText), p.color(QPalette::Highlight)) >=
                    4.5);
            for (auto tone : {Theme::Tone::Success, Theme::Tone::Danger, Theme::Tone::Warning,
                              Theme::Tone::Info, Theme::Tone::Muted}) {
                const QColor text = Theme::textColor(tone, p);
                QVERIFY2(contrast(text, p.color(QPalette::Window)) >= 4.5, qPrintable(text.name()));
                QVERIFY2(contrast(text, Theme::panelColor(tone, p)) >= 4.5,
                         qPrintable(text.name()));
            }
        }
        // The sandbox marker's fixed colours: #1F1A00 on #F6C343.
        QVERIFY(contrast(QColor(0x1F, 0x1A, 0x00), QColor(0xF6, 0xC3, 0x43)) >= 7);
    }

    void commandLine()
    {
        QString message;
        bool exitNow = false;
        auto o = GuiOptions::parse({QStringLiteral("paydesk"), QStringLiteral("--sandbox"),
                                    QStringLiteral("--screenshot"), QStringLiteral("x.png"),
                                    QStringLiteral("--page"), QStringLiteral("History")},
                                   &message, &exitNow);
        QVERIFY(o);
        QVERIFY(o->sandbox);
        QCOMPARE(o->screenshot, QStringLiteral("x.png"));
        QCOMPARE(o->page, QStringLiteral("history"));
        QVERIFY(!GuiOptions::parse(
            {QStringLiteral("paydesk"), QStringLiteral("--page"), QStringLiteral("nowhere")},
            &message, &exitNow));
        QVERIFY(message.contains(QStringLiteral("nowhere")));
        // Every page the window has can be opened, and the help and the refusal name them all.
        for (const QString &name : MainWindow::pageNames()) {
            QVERIFY2(GuiOptions::parse({QStringLiteral("paydesk"), QStringLiteral("--page"), name},
                                       &message, &exitNow),
                     qPrintable(name));
            QVERIFY(MainWindow::pageFromName(name));
        }
        QCOMPARE(MainWindow::pageNames().size(), 12);
        GuiOptions::parse(
            {QStringLiteral("paydesk"), QStringLiteral("--page"), QStringLiteral("nowhere")},
            &message, &exitNow);
        for (const char *page : {"pay", "channels", "agents", "welcome", "settings"})
            QVERIFY2(message.contains(QLatin1String(page)), qPrintable(message));
        QVERIFY(!GuiOptions::parse(
            {QStringLiteral("paydesk"), QStringLiteral("--theme"), QStringLiteral("pink")},
            &message, &exitNow));
    }

    void screenshotMode()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("history.png"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(PAYDESK_GUI),
                {QStringLiteral("--sandbox"), QStringLiteral("--profile-dir"), dir.path(),
                 QStringLiteral("--screenshot"), png, QStringLiteral("--page"),
                 QStringLiteral("history"), QStringLiteral("--screenshot-delay"),
                 QStringLiteral("200")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
        QImage shot(png);
        QVERIFY(!shot.isNull());
        QVERIFY(shot.width() >= 800 && shot.height() >= 500);
        // The top rows are the sandbox marker's amber.
        QCOMPARE(shot.pixelColor(shot.width() / 2, 2).name(), QStringLiteral("#f6c343"));
    }

    // SIGTERM ends Paydesk cleanly, and the log says so.
    void sigtermQuitsWithALogLine()
    {
#ifdef Q_OS_UNIX
        QTemporaryDir dir;
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(PAYDESK_GUI),
                {QStringLiteral("--sandbox"), QStringLiteral("--profile-dir"), dir.path()});
        QVERIFY(p.waitForStarted(10000));
        const QString log = dir.filePath(QStringLiteral("data/paydesk.log"));
        const auto logged = [&log](const char *text) {
            QFile f(log);
            return f.open(QIODevice::ReadOnly) && f.readAll().contains(text);
        };
        QTRY_VERIFY_WITH_TIMEOUT(logged("window ready"), 60000);
        p.terminate(); // SIGTERM
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(logged("received: quitting"));
        QVERIFY(logged("exiting with 0"));
#else
        QSKIP("POSIX signals");
#endif
    }
};

QTEST_MAIN(TstGuiApp)
#include "tst_gui_app.moc"
