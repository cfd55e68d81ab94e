// Paydesk as a desktop citizen: a log file with what happened and never a secret, one
// instance per profile (a second launch raises the first), the window where it was left (and on
// a screen that exists), the system's light or dark scheme followed while running, and
// `--version` on a machine without a display. Starts the real paydesk and paydesk-cli.
#include "GuiHarness.h"
#include "LanguageSwitcher.h"
#include "MainWindow.h"
#include "StartupShell.h"
#include "Theme.h"
#include "ThemeFollower.h"
#include "core/LogFile.h"
#include "pages/SettingsPage.h"
#include "shell/SingleInstance.h"
#include "shell/WindowGeometry.h"
#include "util/Widgets.h"
#include "widgets/DiagnosticsBox.h"

#include <QApplication>
#include <QCheckBox>
#include <QDesktopServices>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLocalServer>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScreen>
#include <QStyleOptionButton>
#include <QUrl>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

namespace {
QString readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QProcessEnvironment offscreen()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return env;
}

// Starts `paydesk --sandbox --profile-dir dir ...`.
void startGui(QProcess &p, const QString &profile, const QStringList &more = {})
{
    p.setProcessEnvironment(offscreen());
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.start(QStringLiteral(PAYDESK_GUI),
            QStringList{QStringLiteral("--sandbox"), QStringLiteral("--profile-dir"), profile} +
                more);
}

QString logOf(const QString &profile)
{
    return readAll(QDir(profile).filePath(QStringLiteral("data/paydesk.log")));
}

void stop(QProcess &p)
{
    if (p.state() == QProcess::NotRunning)
        return;
    p.terminate();
    if (!p.waitForFinished(10000)) {
        p.kill();
        p.waitForFinished(5000);
    }
}
} // namespace

// Receives the "open this folder" request instead of the desktop's file manager.
class UrlCatcher : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> urls;
public Q_SLOTS:
    void open(const QUrl &url) { urls << url; }
};

class TstGuiDesktop : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // --- --version without a display ------------------------------------------------------
    void versionWithoutDisplay()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            env.remove(QString::fromLatin1(name));
        QStringList libraries[2];
        int i = 0;
        for (const char *program : {PAYDESK_GUI, PAYDESK_CLI}) {
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(QString::fromLocal8Bit(program), {QStringLiteral("--version")});
            QVERIFY(p.waitForFinished(20000));
            const QString out = QString::fromUtf8(p.readAllStandardOutput());
            const QString err = QString::fromUtf8(p.readAllStandardError());
            QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0,
                     qPrintable(program + QStringLiteral(": ") + out + err));
            QStringList lines = out.trimmed().split(u'\n');
            QCOMPARE(lines.size(), 4);
            QCOMPARE(lines.takeFirst(),
                     (i == 0 ? QStringLiteral("Paydesk ") : QStringLiteral("paydesk-cli ")) +
                         QStringLiteral(PAYDESK_VERSION));
            QVERIFY(lines.at(0).startsWith(QStringLiteral("Qt 6.")));
            QVERIFY(QRegularExpression(QStringLiteral("^QtKeychain \\d"))
                        .match(lines.at(1))
                        .hasMatch());
            QVERIFY(
                QRegularExpression(QStringLiteral("^libsodium \\d")).match(lines.at(2)).hasMatch());
            libraries[i++] = lines;
        }
        QCOMPARE(libraries[1], libraries[0]); // the same libraries, the same words
        // --help needs no display either.
        QProcess help;
        help.setProcessEnvironment(env);
        help.start(QStringLiteral(PAYDESK_GUI), {QStringLiteral("--help")});
        QVERIFY(help.waitForFinished(20000));
        QCOMPARE(help.exitCode(), 0);
        QVERIFY(help.readAllStandardOutput().contains("--profile-dir"));
    }

    // --- log file ----------------------------------------------------------------------------
    void sessionLogHasPathsAndNoSecrets()
    {
        GuiHarness h;
        LogFile::Options o;
        o.directory = h.context->dataDir();
        o.echoWarnings = false;
        LogFile log(o);
        QVERIFY(log.install());
        const SendPaymentResult sent = h.pay(h.wallet, h.shop, QStringLiteral("0.25"));
        PaymentStatusReply *status = h.context->client()->paymentStatus(sent.paymentId);
        QSignalSpy done(status, &ApiReply::finished);
        QVERIFY(status->isFinished() || done.wait(20000));
        status->deleteLater();
        log.uninstall();

        const QString text = readAll(log.path());
        QVERIFY2(text.contains(QStringLiteral("INFO paydesk.api POST /payment/send 20")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("GET /payment/status/") + sent.paymentId + u' '),
                 qPrintable(text));
        QVERIFY(QRegularExpression(QStringLiteral("/payment/send 20\\d \\d+ ms"))
                    .match(text)
                    .hasMatch());
        for (const QString &secret : {kGuiUserKey, kGuiAdminKey, kGuiLocalOnlyKey})
            QVERIFY2(!text.contains(secret), "an API key reached the log");
        QVERIFY(!text.contains(QStringLiteral("Bearer")));
    }

    void openLogFolderAction()
    {
        GuiHarness h;
        MainWindow window(ViewParts(h.context.get()));
        DiagnosticsBox *box = child<DiagnosticsBox>(window.settingsPage(), "diagnostics");
        QVERIFY(box);
        QCOMPARE(box->logFolder(), h.context->dataDir());
        UrlCatcher catcher;
        QDesktopServices::setUrlHandler(QStringLiteral("file"), &catcher, "open");
        QSignalSpy opened(box, &DiagnosticsBox::logFolderOpened);
        child<QPushButton>(box, "openLogs")->click();
        QDesktopServices::unsetUrlHandler(QStringLiteral("file"));
        QCOMPARE(opened.count(), 1);
        QCOMPARE(catcher.urls.size(), 1);
        QCOMPARE(catcher.urls.first(), QUrl::fromLocalFile(h.context->dataDir()));
    }

    // --- single instance ---------------------------------------------------------------------
    void secondInstanceHandsOverInProcess()
    {
        QTemporaryDir profile;
        SingleInstance first(profile.path());
        QSignalSpy primary(&first, &SingleInstance::becamePrimary);
        QSignalSpy raised(&first, &SingleInstance::raiseRequested);
        first.start({});
        QTRY_COMPARE(primary.count(), 1);
        QVERIFY(first.isPrimary());

        SingleInstance second(profile.path());
        QSignalSpy handed(&second, &SingleInstance::handedOver);
        QSignalSpy secondPrimary(&second, &SingleInstance::becamePrimary);
        second.start({QStringLiteral("--page"), QStringLiteral("history")});
        QTRY_COMPARE(handed.count(), 1);
        QCOMPARE(secondPrimary.count(), 0);
        QCOMPARE(raised.count(), 1);
        QCOMPARE(raised.first().first().toStringList(),
                 QStringList({QStringLiteral("--page"), QStringLiteral("history")}));

        // Another profile is another instance.
        QTemporaryDir other;
        QVERIFY(SingleInstance::serverName(other.path()) != first.name());
        SingleInstance third(other.path());
        QSignalSpy thirdPrimary(&third, &SingleInstance::becamePrimary);
        third.start({});
        QTRY_COMPARE(thirdPrimary.count(), 1);
    }

    void staleSocketDoesNotBlock()
    {
#ifdef Q_OS_UNIX
        QTemporaryDir profile;
        const QString name = SingleInstance::serverName(profile.path());
        // What a crash leaves behind: the socket's file, with nobody listening.
        const QString file = QDir(QDir::tempPath()).filePath(name);
        {
            QFile stale(file);
            QVERIFY(stale.open(QIODevice::WriteOnly));
        }
        QVERIFY(QFile::exists(file));
        QLocalServer probe;
        QVERIFY(!probe.listen(name)); // it does block a plain listen
        SingleInstance instance(profile.path());
        QSignalSpy primary(&instance, &SingleInstance::becamePrimary);
        instance.start({});
        QTRY_COMPARE(primary.count(), 1);
        QVERIFY(instance.isPrimary());
#else
        QSKIP("Unix socket files only");
#endif
    }

    void secondLaunchRaisesTheFirst()
    {
        QTemporaryDir profile;
        QProcess first;
        startGui(first, profile.path());
        QVERIFY(first.waitForStarted(10000));
        QTRY_VERIFY_WITH_TIMEOUT(logOf(profile.path()).contains(QStringLiteral("window ready")),
                                 60000);

        QProcess second;
        startGui(second, profile.path(), {QStringLiteral("--page"), QStringLiteral("history")});
        QElapsedTimer clock;
        clock.start();
        QVERIFY(second.waitForFinished(15000));
        QCOMPARE(second.exitStatus(), QProcess::NormalExit);
        QCOMPARE(second.exitCode(), 0);
        qInfo("second launch handed over in %lld ms", clock.elapsed());
        QTRY_VERIFY_WITH_TIMEOUT(
            logOf(profile.path())
                .contains(QStringLiteral("a second launch asked this instance to come forward")),
            10000);
        QVERIFY(logOf(profile.path()).contains(QStringLiteral("\"history\"")));
        QCOMPARE(first.state(), QProcess::Running);

        // A screenshot run of the same profile is not turned away.
        const QString png = profile.filePath(QStringLiteral("shot.png"));
        QProcess shot;
        startGui(shot, profile.path(),
                 {QStringLiteral("--screenshot"), png, QStringLiteral("--screenshot-delay"),
                  QStringLiteral("100")});
        QVERIFY(shot.waitForFinished(60000));
        QCOMPARE(shot.exitCode(), 0);
        QVERIFY(QFile::exists(png));

        // A crash (SIGKILL) leaves the socket behind; the next start is not blocked by it.
        first.kill();
        QVERIFY(first.waitForFinished(10000));
        const qsizetype readyBefore = logOf(profile.path()).count(QStringLiteral("window ready"));
        QProcess again;
        startGui(again, profile.path());
        QTRY_VERIFY_WITH_TIMEOUT(
            logOf(profile.path()).count(QStringLiteral("window ready")) > readyBefore, 60000);
        QCOMPARE(again.state(), QProcess::Running);
        stop(again);
    }

    // --- window geometry ---------------------------------------------------------------------
    void fitsToScreens()
    {
        const QRect primary(0, 0, 1920, 1040), right(1920, 0, 1280, 1024);
        const QList<QRect> both{primary, right};
        // On a screen: unchanged, on either.
        QCOMPARE(WindowGeometry::fitToScreens(QRect(100, 100, 800, 600), both),
                 QRect(100, 100, 800, 600));
        QCOMPARE(WindowGeometry::fitToScreens(QRect(2000, 50, 800, 600), both),
                 QRect(2000, 50, 800, 600));
        // The right monitor was unplugged: back on the primary, whole.
        const QRect moved = WindowGeometry::fitToScreens(QRect(2000, 50, 800, 600), {primary});
        QVERIFY(primary.contains(moved));
        QCOMPARE(moved.size(), QSize(800, 600));
        // Far away and too big: on the primary, no bigger than it.
        const QRect huge = WindowGeometry::fitToScreens(QRect(-5000, -5000, 4000, 3000), both);
        QVERIFY(primary.contains(huge));
        // Title bar above the top edge: pulled down.
        const QRect above = WindowGeometry::fitToScreens(QRect(100, -400, 800, 600), both);
        QVERIFY(primary.contains(above.topLeft()));
    }

    void geometryAndPageSurviveRestartAndLanguage()
    {
        GuiHarness h;
        AppContext *context = h.context.get();
        SettingsModel *settings = context->settings();
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        const QRect wanted(screen.left() + 40, screen.top() + 30, screen.width() / 2,
                           screen.height() / 2);
        {
            StartupShell shell;
            auto *window = new MainWindow(ViewParts(context), false);
            shell.adopt(window);
            LanguageSwitcher switcher(settings, &shell, [context]() {
                return new MainWindow(ViewParts(context), false);
            });
            switcher.setWindow(window);
            WindowGeometry geometry(settings, &shell, [&switcher]() {
                return switcher.window()->currentPage() == MainWindow::Page::History
                           ? QStringLiteral("history")
                           : QStringLiteral("send");
            });
            QVERIFY(!geometry.restore()); // nothing saved yet
            shell.setGeometry(wanted);
            shell.show();
            QVERIFY(QTest::qWaitForWindowExposed(&shell));
            window->showPage(MainWindow::Page::History);
            // A rebuild (new language) keeps the window where it is and on its page.
            QSignalSpy rebuilt(&switcher, &LanguageSwitcher::windowRebuilt);
            switcher.requestRebuild();
            QTRY_COMPARE(rebuilt.count(), 1);
            QCOMPARE(shell.geometry(), wanted);
            QCOMPARE(switcher.window()->currentPage(), MainWindow::Page::History);
            shell.close(); // saves
        }
        QVERIFY(!settings->value(QStringLiteral("window/geometry")).toByteArray().isEmpty());
        {
            StartupShell shell;
            WindowGeometry geometry(settings, &shell, {});
            QVERIFY(geometry.restore());
            QCOMPARE(geometry.savedPage(), QStringLiteral("history"));
            shell.show();
            QVERIFY(QTest::qWaitForWindowExposed(&shell));
            QCOMPARE(shell.geometry(), wanted);
        }
        // Saved on a monitor that is gone: restored onto the screen there is.
        {
            StartupShell shell;
            shell.setGeometry(screen.right() + 3000, screen.bottom() + 2000, 300, 200);
            settings->setValue(QStringLiteral("window/geometry"), shell.saveGeometry());
        }
        {
            StartupShell shell;
            WindowGeometry geometry(settings, &shell, {});
            QVERIFY(geometry.restore());
            shell.show();
            QVERIFY(QTest::qWaitForWindowExposed(&shell));
            QVERIFY2(screen.intersects(shell.geometry()),
                     qPrintable(QStringLiteral("%1,%2").arg(shell.x()).arg(shell.y())));
            QVERIFY(screen.contains(shell.geometry().topLeft()));
        }
    }

    // --- system colour scheme ----------------------------------------------------------------
    void followsTheSystemScheme()
    {
        auto *app = qobject_cast<QApplication *>(QCoreApplication::instance());
        Theme::apply(*app, QString()); // the offscreen platform is light
        QVERIFY(!Theme::isDark(QApplication::palette()));
        QString chosen; // follow the system
        ThemeFollower follower(app, [&chosen]() { return chosen; });
        QSignalSpy changed(&follower, &ThemeFollower::schemeChanged);

        follower.setPortalColorScheme(1); // the desktop switched to dark
        QVERIFY(Theme::isDark(QApplication::palette()));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.last().first().toBool(), true);

        follower.setPortalColorScheme(2); // and back to light
        QVERIFY(!Theme::isDark(QApplication::palette()));
        QCOMPARE(changed.count(), 2);

        follower.setPortalColorScheme(0); // no preference: the platform palette decides
        QVERIFY(!Theme::isDark(QApplication::palette()));
        QCOMPARE(changed.count(), 2);

        // A theme event from the platform is followed (debounced), and the palette is ours.
        follower.setPortalColorScheme(1);
        QCOMPARE(changed.count(), 3);
        QEvent themeChange(QEvent::ThemeChange);
        QCoreApplication::sendEvent(app, &themeChange);
        QTest::qWait(400);
        QVERIFY(Theme::isDark(QApplication::palette()));
        QCOMPARE(QApplication::palette().color(QPalette::Window),
                 Theme::darkPalette().color(QPalette::Window));

        // A fixed choice is left alone.
        chosen = QStringLiteral("dark");
        follower.setPortalColorScheme(2);
        QVERIFY(Theme::isDark(QApplication::palette()));
        QCOMPARE(changed.count(), 3);
        Theme::apply(*app, QStringLiteral("light"));
    }

    // In the dark theme an unchecked check box and radio button still show their outline: some
    // pixel of the indicator stands clearly apart from the window behind it.
    void darkIndicatorsAreVisible()
    {
        auto *app = qobject_cast<QApplication *>(QCoreApplication::instance());
        Theme::apply(*app, QStringLiteral("dark"));
        const auto restore = qScopeGuard([app]() { Theme::apply(*app, QStringLiteral("light")); });
        QWidget holder;
        auto *box = new QCheckBox(QStringLiteral("Freeze"), &holder);
        auto *radio = new QRadioButton(QStringLiteral("Hosted"), &holder);
        radio->move(0, 40);
        holder.resize(200, 80);
        holder.show();
        QVERIFY(QTest::qWaitForWindowExposed(&holder));
        const int window = QApplication::palette().color(QPalette::Window).lightness();
        for (QAbstractButton *button :
             {static_cast<QAbstractButton *>(box), static_cast<QAbstractButton *>(radio)}) {
            QStyleOptionButton option;
            option.initFrom(button);
            const QRect indicator = button->style()->subElementRect(
                button == box ? QStyle::SE_CheckBoxIndicator : QStyle::SE_RadioButtonIndicator,
                &option, button);
            const QImage image = button->grab().toImage();
            int contrast = 0;
            for (int y = indicator.top(); y <= indicator.bottom(); ++y)
                for (int x = indicator.left(); x <= indicator.right(); ++x)
                    contrast =
                        std::max(contrast, std::abs(image.pixelColor(x, y).lightness() - window));
            QVERIFY2(contrast >= 60,
                     qPrintable(QStringLiteral("%1: %2").arg(button->text()).arg(contrast)));
        }
    }
};

QTEST_MAIN(TstGuiDesktop)
#include "tst_gui_desktop.moc"
