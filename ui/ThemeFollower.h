#pragma once

#include <QObject>
#include <QTimer>
#ifdef PAYDESK_HAVE_QTDBUS
#include <QDBusVariant>
#endif
#include <functional>
#include <optional>

class QApplication;

namespace paydesk::ui {

// Keeps the light or dark palette in step with the system while the theme setting is "follow
// the system" (""): the system's colour scheme may change while Paydesk runs (a desktop's
// night mode). Qt 6.4 has no QStyleHints::colorScheme, so it listens to
// - QEvent::ThemeChange / ApplicationPaletteChange (any platform: the platform palette), and
// - on Linux, the freedesktop portal setting org.freedesktop.appearance color-scheme
//   (1 dark, 2 light, 0 no preference), read at start and followed by its SettingChanged signal
//   (when Qt was built with QtDBus and a session bus is there).
// Widgets that baked colours into style sheets pick the change up when the window is rebuilt:
// schemeChanged() is the cue (GuiMain asks the LanguageSwitcher to rebuild).
class ThemeFollower : public QObject
{
    Q_OBJECT
public:
    using ChosenTheme = std::function<QString()>; // "" follow the system, "light", "dark"

    ThemeFollower(QApplication *app, ChosenTheme chosen, QObject *parent = nullptr);

    bool isDark() const { return m_dark; }
    // What the portal last said: dark (true), light (false), no preference / unknown (nullopt).
    std::optional<bool> portalPreference() const { return m_portal; }
    // The portal's color-scheme value arrived (what the D-Bus signal calls; tests too).
    void setPortalColorScheme(uint value);
    // Looks at the system again now (also done, debounced, on theme and palette events).
    void reevaluate();

Q_SIGNALS:
    // The palette switched to dark (true) or light (false) following the system.
    void schemeChanged(bool dark);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

#ifdef PAYDESK_HAVE_QTDBUS
private Q_SLOTS:
    void onPortalSettingChanged(const QString &nameSpace, const QString &key,
                                const QDBusVariant &value);
#endif

private:
    void watchPortal();

    QApplication *m_app;
    ChosenTheme m_chosen;
    QTimer m_debounce;
    std::optional<bool> m_portal;
    bool m_dark = false;
    bool m_applying = false;
};

} // namespace paydesk::ui
