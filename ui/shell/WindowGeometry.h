#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QRect>
#include <functional>

class QWidget;

namespace paydesk {
class SettingsModel;
}

namespace paydesk::ui {

// Remembers the main window's size, place, maximized state and open page across runs, in the
// settings under [window]. The place is checked against the screens there are now: a window
// last seen on a monitor that is gone comes back on one that is there, no bigger than it.
// It watches the top-level window (the StartupShell), so a rebuilt MainWindow (a new language)
// does not disturb it; the page comes from `currentPage` at the time of saving.
class WindowGeometry : public QObject
{
    Q_OBJECT
public:
    using PageName = std::function<QString()>;

    WindowGeometry(SettingsModel *settings, QWidget *window, PageName currentPage,
                   QObject *parent = nullptr);

    // Applies the saved geometry (if any) to the window; call before showing it. False when
    // nothing was saved.
    bool restore();
    // Writes geometry and page now (also done when the window closes and when the app quits).
    void save();
    // The page open when the window was last saved ("send", "history"...), or "".
    QString savedPage() const;

    // `frame` moved and shrunk as needed so that it is usable on one of `screens` (available
    // geometries; the first is the primary): it stays as it is when its title bar is on a
    // screen, otherwise it is placed on the screen it overlaps most (or the primary).
    static QRect fitToScreens(const QRect &frame, const QList<QRect> &screens);
    static QList<QRect> availableScreens();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    SettingsModel *m_settings;
    QPointer<QWidget> m_window;
    PageName m_currentPage;
};

} // namespace paydesk::ui
