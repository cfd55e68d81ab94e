#pragma once

#include "GuiOptions.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <memory>

class QApplication;

namespace paydesk {
class AppContext;
class LogFile;
} // namespace paydesk

namespace paydesk::ui {

class LanguageSwitcher;
class MainWindow;
class SingleInstance;
class StartupReport;
class StartupShell;
class ThemeFollower;
class WindowGeometry;

// The desktop app's bootstrap, step by step: one instance per profile, then the context, the log
// and the theme; the window shell paints first, and once it has, the database, the service (the
// sandbox or the configured one) and the main window follow, each step shown. Owns what it built
// and destroys it in reverse order (the log last).
class GuiApplication : public QObject
{
    Q_OBJECT
public:
    GuiApplication(QApplication &app, GuiOptions options, QElapsedTimer sinceMain);
    ~GuiApplication() override;

    // Runs the event loop; returns the process exit code.
    int run();

private:
    // Runs that end by themselves (--screenshot, --startup-report) neither ask nor answer as
    // the one instance, and do not restore or save the window's place.
    bool interactive() const;
    void launch();       // this process is the one instance (or needs none)
    void onFirstPaint(); // the shell is on screen: open the database, connect, build
    QString openAndConnect();
    MainWindow *buildWindow();

    QApplication &m_app;
    const GuiOptions m_options;
    QElapsedTimer m_sinceMain;
    std::unique_ptr<SingleInstance> m_instance;
    // Built in this order, destroyed in reverse.
    std::unique_ptr<LogFile> m_log;
    std::unique_ptr<AppContext> m_context;
    std::unique_ptr<StartupShell> m_shell;
    std::unique_ptr<StartupReport> m_report;
    ThemeFollower *m_themes = nullptr;       // owned by the context
    QPointer<WindowGeometry> m_geometry;     // owned by the shell (gone for a screenshot)
    LanguageSwitcher *m_languages = nullptr; // owned by the shell, once the window is built
};

} // namespace paydesk::ui
