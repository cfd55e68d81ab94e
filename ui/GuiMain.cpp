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
#include "core/Translations.h"
#include "pages/StatusPage.h"
#include "widgets/MessageBox.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QLocale>
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
} // namespace

int guiMain(int argc, char **argv)
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication::setHighDpiScaleFactorRoundingPolicy(
        Qt::HighDpiScaleFactorRoundingPolicy::PassThrough);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Paydesk"));
    QApplication::setApplicationName(QStringLiteral("Paydesk"));
    QApplication::setApplicationVersion(QStringLiteral(PAYDESK_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.paydesk.Paydesk")); // = packaging/ app id

    QString message;
    bool exitNow = false;
    const auto options = GuiOptions::parse(QApplication::arguments(), &message, &exitNow);
    if (!options) {
        QTextStream(exitNow ? stdout : stderr) << message << '\n';
        return exitNow ? 0 : 2;
    }

    AppContextOptions contextOptions;
    if (!options->profileDir.isEmpty()) {
        contextOptions.dataDir = QDir(options->profileDir).filePath(QStringLiteral("data"));
        contextOptions.settingsFile =
            QDir(options->profileDir).filePath(QStringLiteral("settings.ini"));
    }
    AppContext context(contextOptions);
    SettingsModel *settings = context.settings();
    Translations::apply(settings->language());
    Theme::apply(app, options->theme.isEmpty() ? settings->theme() : options->theme);
    QApplication::setWindowIcon(Theme::appIcon());

    // The window paints first; nothing slow blocks it. The database and the history, the service
    // (the sandbox runs in this process) and the keychain follow, each step shown in the window.
    StartupShell shell;
    std::unique_ptr<StartupReport> report;
    if (options->startupReport)
        report = std::make_unique<StartupReport>(sinceMain);
    QObject::connect(
        &shell, &StartupShell::firstPainted, &shell,
        [&]() {
            if (report)
                report->firstPaint();
            shell.setStep(QCoreApplication::translate("paydesk::ui::GuiMain",
                                                      "Opening your payment history…"),
                          1, 3);
            QString problem;
            if (!context.open(&problem))
                problem =
                    QCoreApplication::translate("paydesk::ui::GuiMain",
                                                "%1 History is kept in memory for this session.")
                        .arg(problem);
            const bool sandboxed =
                options->sandbox || settings->serviceMode() != SettingsModel::ServiceMode::Service;
            shell.setStep(
                sandboxed
                    ? QCoreApplication::translate("paydesk::ui::GuiMain", "Starting the sandbox…")
                    : QCoreApplication::translate("paydesk::ui::GuiMain",
                                                  "Connecting to the payment service…"),
                2, 3);
            const QString serviceProblem = connectService(context, options->sandbox);
            if (!serviceProblem.isEmpty())
                problem = problem.isEmpty() ? serviceProblem : problem + u'\n' + serviceProblem;

            shell.setStep(
                QCoreApplication::translate("paydesk::ui::GuiMain", "Preparing the window…"), 3, 3);
            const bool screenshot = !options->screenshot.isEmpty();
            const bool welcome = context.isSandbox() && !settings->firstRunDone() && !screenshot &&
                                 !options->startupReport;
            auto *window = new MainWindow(&context, welcome || options->page == u"welcome");
            QObject::connect(window, &MainWindow::firstRunFinished, settings,
                             [settings]() { settings->setFirstRunDone(true); });
            QObject::connect(&app, &QApplication::aboutToQuit, settings, [settings, welcome]() {
                if (welcome)
                    settings->setFirstRunDone(true);
            });
            if (const auto page = MainWindow::pageFromName(options->page))
                window->showPage(*page);
            if (!options->lookUp.isEmpty())
                window->showStatus(options->lookUp);
            shell.adopt(window);
            // A language chosen in Settings applies at once: the window is rebuilt in it.
            auto *languages = new LanguageSwitcher(
                settings, &shell, [&context]() { return new MainWindow(&context, false); }, &shell);
            languages->setWindow(window);
            context.resumeLocalPayments(); // unfinished local payments, asynchronously

            if (report)
                report->watchReady(window);
            else if (screenshot)
                new ScreenshotWriter(window, options->screenshot, options->screenshotDelayMs,
                                     window);
            else if (!problem.isEmpty())
                MessageBox::warning(window,
                                    QCoreApplication::translate("paydesk::ui::GuiMain", "Paydesk"),
                                    problem);
        },
        Qt::SingleShotConnection);
    shell.show();
    return app.exec();
}

} // namespace paydesk::ui
