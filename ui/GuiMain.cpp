#include "GuiMain.h"

#include "AppContext.h"
#include "GuiOptions.h"
#include "MainWindow.h"
#include "SandboxSession.h"
#include "ScreenshotWriter.h"
#include "Theme.h"
#include "pages/StatusPage.h"
#include "widgets/MessageBox.h"

#include <QApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTranslator>

namespace paydesk::ui {

namespace {
void installTranslators(QApplication &app, const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(qt);
    auto *own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("paydesk"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        app.installTranslator(own);
}

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
    QApplication::setHighDpiScaleFactorRoundingPolicy(
        Qt::HighDpiScaleFactorRoundingPolicy::PassThrough);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Paydesk"));
    QApplication::setApplicationName(QStringLiteral("Paydesk"));
    QApplication::setApplicationVersion(QStringLiteral(PAYDESK_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("paydesk"));

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
    installTranslators(app, settings->language());
    Theme::apply(app, options->theme.isEmpty() ? settings->theme() : options->theme);
    QApplication::setWindowIcon(Theme::appIcon());

    QString problem;
    if (!context.open(&problem))
        problem = QCoreApplication::translate("paydesk::ui::GuiMain",
                                              "%1 History is kept in memory for this session.")
                      .arg(problem);
    const QString serviceProblem = connectService(context, options->sandbox);
    if (!serviceProblem.isEmpty())
        problem = problem.isEmpty() ? serviceProblem : problem + u'\n' + serviceProblem;

    const bool screenshot = !options->screenshot.isEmpty();
    const bool welcome = context.isSandbox() && !settings->firstRunDone() && !screenshot;
    MainWindow window(&context, welcome || options->page == u"welcome");
    QObject::connect(&window, &MainWindow::firstRunFinished, settings,
                     [settings]() { settings->setFirstRunDone(true); });
    QObject::connect(&app, &QApplication::aboutToQuit, settings, [settings, welcome]() {
        if (welcome)
            settings->setFirstRunDone(true);
    });
    if (const auto page = MainWindow::pageFromName(options->page))
        window.showPage(*page);
    if (!options->lookUp.isEmpty())
        window.showStatus(options->lookUp);
    window.show();

    if (screenshot) {
        new ScreenshotWriter(&window, options->screenshot, options->screenshotDelayMs, &window);
    } else if (!problem.isEmpty()) {
        MessageBox::warning(&window, QCoreApplication::translate("paydesk::ui::GuiMain", "Paydesk"),
                            problem);
    }
    return app.exec();
}

} // namespace paydesk::ui
