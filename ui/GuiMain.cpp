#include "GuiMain.h"

#include "AppContext.h"
#include "GuiOptions.h"
#include "LanguageSwitcher.h"
#include "MainWindow.h"
#include "SandboxSession.h"
#include "ScreenshotWriter.h"
#include "StartupReport.h"
#include "StartupShell.h"
#include "Theme.h"
#include "ThemeFollower.h"
#include "core/LogCategories.h"
#include "core/LogFile.h"
#include "core/Translations.h"
#include "pages/StatusPage.h"
#include "shell/LockController.h"
#include "shell/SingleInstance.h"
#include "shell/TrayController.h"
#include "shell/WindowGeometry.h"
#include "widgets/MessageBox.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QLocale>
#include <QMetaEnum>
#include <QTextStream>

namespace paydesk::ui {

namespace {
// Connects the context to its service: the sandbox (asked for, or nothing configured yet) or
// the configured service. Returns a problem to show, or an empty string.
QString connectService(AppContext &context, bool forceSandbox)
{
    SettingsModel *settings = context.settings();
    if (!forceSandbox && settings->serviceMode() == SettingsModel::ServiceMode::Service) {
        QString error;
        if (context.useService(settings->serviceUrl(), &error))
            return {};
        // A broken address falls back to the sandbox, and says so.
        QString sandboxError;
        if (SandboxSession::start(&context, &sandboxError))
            return QCoreApplication::translate("paydesk::ui::GuiMain",
                                               "The configured service address cannot be used "
                                               "(%1). Paydesk opened the sandbox instead.")
                .arg(error);
        return error + u'\n' + sandboxError;
    }
    QString error;
    if (!SandboxSession::start(&context, &error))
        return error;
    return {};
}

void setApplicationNames()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Paydesk"));
    QCoreApplication::setApplicationName(QStringLiteral("Paydesk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PAYDESK_VERSION));
}

// --help and --version: printed without a QApplication, so without a display.
int printTextOnly(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    setApplicationNames();
    Translations::apply(QString()); // the system's language
    QString message;
    bool exitNow = false;
    GuiOptions::parse(QCoreApplication::arguments(), &message, &exitNow);
    QTextStream(exitNow ? stdout : stderr) << message << '\n';
    return exitNow ? 0 : 2;
}

QString pageName(MainWindow::Page page)
{
    return QString::fromLatin1(QMetaEnum::fromType<MainWindow::Page>().valueToKey(int(page)))
        .toLower();
}

// A second launch asked to be shown: un-minimize, raise, activate, open its page.
void comeForward(QMainWindow *shell, MainWindow *window, const QStringList &arguments)
{
    QString ignored;
    bool exitNow = false;
    const auto asked =
        GuiOptions::parse(QStringList{QStringLiteral("paydesk")} + arguments, &ignored, &exitNow);
    if (window && asked) {
        if (const auto page = MainWindow::pageFromName(asked->page))
            window->showPage(*page);
        if (!asked->lookUp.isEmpty())
            window->showStatus(asked->lookUp);
    }
    shell->setWindowState((shell->windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
    shell->show();
    shell->raise();
    shell->activateWindow();
}
} // namespace

int guiMain(int argc, char **argv)
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    if (GuiOptions::wantsTextOnly(argc, argv))
        return printTextOnly(argc, argv);
    QApplication::setHighDpiScaleFactorRoundingPolicy(
        Qt::HighDpiScaleFactorRoundingPolicy::PassThrough);
    QApplication app(argc, argv);
    setApplicationNames();
    QApplication::setDesktopFileName(QStringLiteral("io.paydesk.Paydesk")); // = packaging/ app id

    QString message;
    bool exitNow = false;
    const auto options = GuiOptions::parse(QApplication::arguments(), &message, &exitNow);
    if (!options) {
        QTextStream(exitNow ? stdout : stderr) << message << '\n';
        return exitNow ? 0 : 2;
    }

    // One Paydesk per profile: a second launch hands its page to the first and exits. Runs that
    // end by themselves (--screenshot, --startup-report) neither ask nor answer.
    const bool interactive = options->screenshot.isEmpty() && !options->startupReport;
    SingleInstance instance(options->profileDir);

    AppContextOptions contextOptions;
    if (!options->profileDir.isEmpty()) {
        contextOptions.dataDir = QDir(options->profileDir).filePath(QStringLiteral("data"));
        contextOptions.settingsFile =
            QDir(options->profileDir).filePath(QStringLiteral("settings.ini"));
    }
    // Built once this process is the one instance (or needs none): the context, the log, the
    // window. Destroyed in reverse order when guiMain returns (the log last).
    std::unique_ptr<LogFile> log;
    std::unique_ptr<AppContext> contextOwner;
    std::unique_ptr<StartupShell> shellOwner;
    std::unique_ptr<StartupReport> report;
    LanguageSwitcher *languages = nullptr;

    const auto launch = [&]() {
        contextOwner = std::make_unique<AppContext>(contextOptions);
        AppContext &context = *contextOwner;
        SettingsModel *settings = context.settings();
        LogFile::Options logOptions;
        logOptions.directory = context.dataDir();
        log = std::make_unique<LogFile>(logOptions);
        QString logProblem;
        if (!log->install(&logProblem))
            qCWarning(lcApp) << "no log file:" << logProblem;
        qCInfo(lcApp).noquote() << QStringLiteral("Paydesk %1 starting; Qt %2; data folder %3%4")
                                       .arg(QStringLiteral(PAYDESK_VERSION),
                                            QString::fromLatin1(qVersion()), context.dataDir(),
                                            options->profileDir.isEmpty()
                                                ? QString()
                                                : QStringLiteral(" (profile)"));
        Translations::apply(settings->language());
        Theme::apply(app, options->theme.isEmpty() ? settings->theme() : options->theme);
        QApplication::setWindowIcon(Theme::appIcon());
        auto *themes = new ThemeFollower(&app, [settings, fixed = options->theme]() {
            return fixed.isEmpty() ? settings->theme() : fixed;
        });
        themes->setParent(&context);

        // The window paints first; nothing slow blocks it. The database and the history, the
        // service (the sandbox runs in this process) and the keychain follow, each step shown.
        shellOwner = std::make_unique<StartupShell>();
        StartupShell &shell = *shellOwner;
        auto *geometry = new WindowGeometry(
            settings, &shell,
            [&languages]() {
                return languages && languages->window()
                           ? pageName(languages->window()->currentPage())
                           : QString();
            },
            &shell);
        if (interactive)
            geometry->restore();
        else
            geometry->deleteLater(); // a screenshot is taken at the default size, and not saved
        if (options->startupReport)
            report = std::make_unique<StartupReport>(sinceMain);
        QObject::connect(
            &shell, &StartupShell::firstPainted, &shell,
            [&options, &report, &app, &instance, &languages, &sinceMain, interactive, settings,
             themes, ctx = contextOwner.get(), shellp = shellOwner.get(),
             geometry = QPointer<WindowGeometry>(geometry)]() {
                AppContext &context = *ctx;
                StartupShell &shell = *shellp;
                if (report)
                    report->firstPaint();
                shell.setStep(QCoreApplication::translate("paydesk::ui::GuiMain",
                                                          "Opening your payment history…"),
                              1, 3);
                QString problem;
                if (!context.open(&problem)) {
                    qCWarning(lcApp).noquote() << "database:" << problem;
                    problem = QCoreApplication::translate(
                                  "paydesk::ui::GuiMain",
                                  "%1 History is kept in memory for this session.")
                                  .arg(problem);
                }
                const bool sandboxed = options->sandbox || settings->serviceMode() !=
                                                               SettingsModel::ServiceMode::Service;
                shell.setStep(
                    sandboxed ? QCoreApplication::translate("paydesk::ui::GuiMain",
                                                            "Starting the sandbox…")
                              : QCoreApplication::translate("paydesk::ui::GuiMain",
                                                            "Connecting to the payment service…"),
                    2, 3);
                const QString serviceProblem = connectService(context, options->sandbox);
                if (!serviceProblem.isEmpty()) {
                    qCWarning(lcApp).noquote() << "service:" << serviceProblem;
                    problem = problem.isEmpty() ? serviceProblem : problem + u'\n' + serviceProblem;
                }
                qCInfo(lcApp).noquote()
                    << "service:" << (context.isSandbox() ? "built-in sandbox" : "configured")
                    << context.serviceUrl().toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery);

                shell.setStep(
                    QCoreApplication::translate("paydesk::ui::GuiMain", "Preparing the window…"), 3,
                    3);
                const bool screenshot = !options->screenshot.isEmpty();
                const bool welcome = context.isSandbox() && !settings->firstRunDone() &&
                                     !screenshot && !options->startupReport;
                auto *window = new MainWindow(&context, welcome || options->page == u"welcome");
                QObject::connect(window, &MainWindow::firstRunFinished, settings,
                                 [settings]() { settings->setFirstRunDone(true); });
                QObject::connect(&app, &QApplication::aboutToQuit, settings, [settings, welcome]() {
                    if (welcome)
                        settings->setFirstRunDone(true);
                });
                const QString startPage =
                    !options->page.isEmpty() || !interactive || welcome || !geometry
                        ? options->page
                        : geometry->savedPage(); // where the user left off
                if (const auto page = MainWindow::pageFromName(startPage))
                    window->showPage(*page);
                if (!options->lookUp.isEmpty())
                    window->showStatus(options->lookUp);
                shell.adopt(window);
                // A language chosen in Settings applies at once: the window is rebuilt in it.
                languages = new LanguageSwitcher(
                    settings, &shell, [ctx]() { return new MainWindow(ctx, false); }, &shell);
                languages->setWindow(window);
                // A system switch to dark or light: rebuilt too, for colours baked into styles.
                QObject::connect(themes, &ThemeFollower::schemeChanged, languages,
                                 &LanguageSwitcher::requestRebuild);
                QObject::connect(&instance, &SingleInstance::raiseRequested, &shell,
                                 [shellp, &languages](const QStringList &arguments) {
                                     comeForward(shellp, languages->window(), arguments);
                                 });
                new TrayController(&context, &shell, &shell); // tray icon, menu, notifications
                new LockController(&context, &shell, &shell); // lock screen, Ctrl+L, auto-lock
                context.resumeLocalPayments(); // unfinished local payments, asynchronously
                qCInfo(lcApp) << "window ready after" << sinceMain.elapsed() << "ms";

                if (report)
                    report->watchReady(window);
                else if (screenshot)
                    new ScreenshotWriter(window, options->screenshot, options->screenshotDelayMs,
                                         window);
                else if (!problem.isEmpty())
                    MessageBox::warning(
                        window, QCoreApplication::translate("paydesk::ui::GuiMain", "Paydesk"),
                        problem);
            },
            Qt::SingleShotConnection);
        // Asked to come forward before the window was built: just show the shell.
        QObject::connect(&instance, &SingleInstance::raiseRequested, &shell,
                         [shellp = &shell, &languages](const QStringList &arguments) {
                             if (!languages)
                                 comeForward(shellp, nullptr, arguments);
                         });
        shell.show();
    };

    if (!interactive) {
        launch();
    } else {
        QObject::connect(&instance, &SingleInstance::becamePrimary, &app, launch);
        QObject::connect(&instance, &SingleInstance::handedOver, &app,
                         []() { QCoreApplication::exit(0); });
        QObject::connect(&instance, &SingleInstance::failed, &app, [](const QString &reason) {
            QTextStream(stderr) << reason << '\n';
            QCoreApplication::exit(1);
        });
        instance.start(options->forwardedArguments());
    }
    const int code = app.exec();
    qCInfo(lcApp) << "exiting with" << code;
    return code;
}

} // namespace paydesk::ui
