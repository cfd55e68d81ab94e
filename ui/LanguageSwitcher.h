#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <functional>

namespace paydesk {
class SettingsModel;
}

namespace paydesk::ui {

class MainWindow;
class StartupShell;

// Applies a language chosen in Settings at once, without a restart: it installs the new
// catalogues (paydesk::Translations) and rebuilds the main window from the app's state, on the
// page the user was on. All state that matters lives in the AppContext, so nothing is lost but
// text typed into a form. The rebuild waits while the window is busy (a payment in flight, a
// dialog open) and happens as soon as it is not: a payment is never cut off by it.
class LanguageSwitcher : public QObject
{
    Q_OBJECT
public:
    using Factory = std::function<MainWindow *()>;

    LanguageSwitcher(SettingsModel *settings, StartupShell *shell, Factory factory,
                     QObject *parent = nullptr);
    void setWindow(MainWindow *window);
    MainWindow *window() const;
    bool isPending() const { return m_pending; }

public Q_SLOTS:
    // Rebuilds the window as for a new language, as soon as it is not busy (e.g. after the
    // system switched between light and dark).
    void requestRebuild();

Q_SIGNALS:
    // The window was rebuilt in the new language.
    void windowRebuilt();

private:
    void onSettingChanged(const QString &key);
    void rebuildWhenIdle();

    SettingsModel *m_settings;
    StartupShell *m_shell;
    Factory m_factory;
    QPointer<MainWindow> m_window;
    QTimer m_retry;
    bool m_pending = false;
};

} // namespace paydesk::ui
