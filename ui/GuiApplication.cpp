#include "GuiApplication.h"

#include "AppContext.h"
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
#include "core/ShutdownSignals.h"
#include "core/Translations.h"
#include "shell/AgentApprovalPresenter.h"
#include "shell/LockController.h"
#include "shell/SingleInstance.h"
#include "shell/TrayController.h"
#include "shell/WindowGeometry.h"
#include "widgets/MessageBox.h"

#include <QApplication>
#include <QDir>
#include <QMetaEnum>
#include <QTextStream>

namespace paydesk::ui {

// The texts keep the translation context they had when all of this was guiMain().
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

GuiApplication::GuiApplication(QApplication &app, GuiOptions options, QElapsedTimer sinceMain)
    : m_app(app), m_options(std::move(options)), m_sinceMain(sinceMain),
      m_instance(std::make_unique<SingleInstance>(m_options.profileDir))
{}

GuiApplication::~GuiApplication()
{
    // Reverse order of construction; the log goes last so the others can still write to it.
    m_report.reset();
    m_shell.reset();
    m_context.reset();
    m_log.reset();
}

bool GuiApplication::interactive() const
{
    return m_options.screenshot.isEmpty() && !m_options.startupReport;
}

int GuiApplication::run()
{
    if (!interactive()) {
        launch();
    } else {
        // One Paydesk per profile: a second launch hands its page to the first and exits.
        connect(m_instance.get(), &SingleInstance::becamePrimary, this, &GuiApplication::launch);
        connect(m_instance.get(), &SingleInstance::handedOver, this,
                []() { QCoreApplication::exit(0); });
        connect(m_instance.get(), &SingleInstance::failed, this, [](const QString &reason) {
            QTextStream(stderr) << reason << '\n';
            QCoreApplication::exit(1);
        });
        m_instance->start(m_options.forwardedArguments());
    }
    // SIGTERM (a logout, `kill`) and SIGINT (Ctrl+C in a terminal) end Paydesk as Quit does:
    // said in the log, settings and window state saved (aboutToQuit), nothing cut off mid-write.
    // exit(), not quit(): a window kept in the tray must not veto it.
    ShutdownSignals shutdown;
    connect(&shutdown, &ShutdownSignals::requested, this, [](int number) {
        qCInfo(lcApp) << "signal" << number << "received: quitting";
        QCoreApplication::exit(0);
    });
    const int code = m_app.exec();
    qCInfo(lcApp) << "exiting with" << code;
    return code;
}

void GuiApplication::launch()
{
    AppContextOptions contextOptions;
    if (!m_options.profileDir.isEmpty()) {
        contextOptions.dataDir = QDir(m_options.profileDir).filePath(QStringLiteral("data"));
        contextOptions.settingsFile =
            QDir(m_options.profileDir).filePath(QStringLiteral("settings.ini"));
    }
    m_context = std::make_unique<AppContext>(contextOptions);
    SettingsModel *settings = m_context->settings();
    LogFile::Options logOptions;
    logOptions.directory = m_context->dataDir();
    m_log = std::make_unique<LogFile>(logOptions);
    QString logProblem;
    if (!m_log->install(&logProblem))
        qCWarning(lcApp) << "no log file:" << logProblem;
    qCInfo(lcApp).noquote() << QStringLiteral("Paydesk %1 starting; Qt %2; data folder %3%4")
                                   .arg(QStringLiteral(PAYDESK_VERSION),
                                        QString::fromLatin1(qVersion()), m_context->dataDir(),
                                        m_options.profileDir.isEmpty()
                                            ? QString()
                                            : QStringLiteral(" (profile)"));
    Translations::apply(settings->language());
    Theme::apply(m_app, m_options.theme.isEmpty() ? settings->theme() : m_options.theme);
    QApplication::setWindowIcon(Theme::appIcon());
    m_themes = new ThemeFollower(&m_app, [settings, fixed = m_options.theme]() {
        return fixed.isEmpty() ? settings->theme() : fixed;
    });
    m_themes->setParent(m_context.get());

    // The window paints first; nothing slow blocks it. The database and the history, the
    // service (the sandbox runs in this process) and the keychain follow, each step shown.
    m_shell = std::make_unique<StartupShell>();
    m_geometry = new WindowGeometry(
        settings, m_shell.get(),
        [this]() {
            return m_languages && m_languages->window()
                       ? pageName(m_languages->window()->currentPage())
                       : QString();
        },
        m_shell.get());
    if (interactive())
        m_geometry->restore();
    else
        m_geometry->deleteLater(); // a screenshot is taken at the default size, and not saved
    if (m_options.startupReport)
        m_report = std::make_unique<StartupReport>(m_sinceMain);
    connect(m_shell.get(), &StartupShell::firstPainted, this, &GuiApplication::onFirstPaint,
            Qt::SingleShotConnection);
    // Asked to come forward before the window was built: just show the shell.
    connect(m_instance.get(), &SingleInstance::raiseRequested, m_shell.get(),
            [this](const QStringList &arguments) {
                if (!m_languages)
                    comeForward(m_shell.get(), nullptr, arguments);
            });
    m_shell->show();
}

void GuiApplication::onFirstPaint()
{
    if (m_report)
        m_report->firstPaint();
    const QString problem = openAndConnect();
    m_shell->setStep(QCoreApplication::translate("paydesk::ui::GuiMain", "Preparing the window…"),
                     3, 3);
    MainWindow *window = buildWindow();
    qCInfo(lcApp) << "window ready after" << m_sinceMain.elapsed() << "ms";
    if (m_report)
        m_report->watchReady(window);
    else if (!m_options.screenshot.isEmpty())
        new ScreenshotWriter(window, m_options.screenshot, m_options.screenshotDelayMs, window);
    else if (!problem.isEmpty())
        MessageBox::warning(window, QCoreApplication::translate("paydesk::ui::GuiMain", "Paydesk"),
                            problem);
}

QString GuiApplication::openAndConnect()
{
    SettingsModel *settings = m_context->settings();
    m_shell->setStep(
        QCoreApplication::translate("paydesk::ui::GuiMain", "Opening your payment history…"), 1, 3);
    QString problem;
    if (!m_context->open(&problem)) {
        qCWarning(lcApp).noquote() << "database:" << problem;
        problem = QCoreApplication::translate("paydesk::ui::GuiMain",
                                              "%1 History is kept in memory for this session.")
                      .arg(problem);
    }
    const bool sandboxed =
        m_options.sandbox || settings->serviceMode() != SettingsModel::ServiceMode::Service;
    m_shell->setStep(
        sandboxed ? QCoreApplication::translate("paydesk::ui::GuiMain", "Starting the sandbox…")
                  : QCoreApplication::translate("paydesk::ui::GuiMain",
                                                "Connecting to the payment service…"),
        2, 3);
    const QString serviceProblem = connectService(*m_context, m_options.sandbox);
    if (!serviceProblem.isEmpty()) {
        qCWarning(lcApp).noquote() << "service:" << serviceProblem;
        problem = problem.isEmpty() ? serviceProblem : problem + u'\n' + serviceProblem;
    }
    qCInfo(lcApp).noquote() << "service:"
                            << (m_context->isSandbox() ? "built-in sandbox" : "configured")
                            << m_context->serviceUrl().toString(QUrl::RemoveUserInfo |
                                                                QUrl::RemoveQuery);
    return problem;
}

MainWindow *GuiApplication::buildWindow()
{
    AppContext *context = m_context.get();
    SettingsModel *settings = context->settings();
    const bool welcome = context->isSandbox() && !settings->firstRunDone() && interactive();
    auto *window = new MainWindow(ViewParts(context), welcome || m_options.page == u"welcome");
    connect(window, &MainWindow::firstRunFinished, settings,
            [settings]() { settings->setFirstRunDone(true); });
    connect(&m_app, &QApplication::aboutToQuit, settings, [settings, welcome]() {
        if (welcome)
            settings->setFirstRunDone(true);
    });
    const QString startPage = !m_options.page.isEmpty() || !interactive() || welcome || !m_geometry
                                  ? m_options.page
                                  : m_geometry->savedPage(); // where the user left off
    if (const auto page = MainWindow::pageFromName(startPage))
        window->showPage(*page);
    if (!m_options.lookUp.isEmpty())
        window->showStatus(m_options.lookUp);
    m_shell->adopt(window);
    // A language chosen in Settings applies at once: the window is rebuilt in it.
    m_languages = new LanguageSwitcher(
        settings, m_shell.get(), [context]() { return new MainWindow(ViewParts(context), false); },
        m_shell.get());
    m_languages->setWindow(window);
    // A system switch to dark or light: rebuilt too, for colours baked into styles.
    connect(m_themes, &ThemeFollower::schemeChanged, m_languages,
            &LanguageSwitcher::requestRebuild);
    connect(m_instance.get(), &SingleInstance::raiseRequested, m_shell.get(),
            [this](const QStringList &arguments) {
                comeForward(m_shell.get(), m_languages->window(), arguments);
            });
    auto *tray = new TrayController(ViewParts(context).tray(), m_shell.get(),
                                    m_shell.get()); // tray, menu, notifications
    // Agents' payments that need a person are asked here (paydesk-cli mcp and proxy connect).
    QString why;
    // What paydesk-cli and the agents pay shows here without a restart.
    context->journalWatch()->start();
    if (!context->agentApprovals()->listen(context->dataDir(), &why))
        qCWarning(lcUi) << "agents' approvals are not available:" << why;
    new AgentApprovalPresenter(context->agentApprovals(), context->appLock(), m_shell.get(), tray,
                               m_shell.get());
    new LockController(context->appLock(), m_shell.get(),
                       m_shell.get());        // lock screen, Ctrl+L, auto-lock
    context->resumeLocalPayments();           // unfinished local payments, asynchronously
    context->liveUpdates()->setEnabled(true); // the service's live events, else polling
    return window;
}

} // namespace paydesk::ui
