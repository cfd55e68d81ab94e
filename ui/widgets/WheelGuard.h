#pragma once

#include <QObject>

namespace paydesk::ui {

// The mouse wheel changes only what the user picked: a combo box, spin box or slider takes the
// wheel only while it has the keyboard focus; otherwise the wheel scrolls the page under it, as
// if the control were not there. Without it, scrolling a long page past the language, theme,
// network or paying-wallet pickers would change (and save) each one it passed. Such controls
// also no longer take the focus from the wheel itself (Qt::WheelFocus becomes Qt::StrongFocus):
// a click or Tab gives it. One filter on the application, for every window and dialog.
class WheelGuard : public QObject
{
    Q_OBJECT
public:
    // Installs the one guard on the application (again: nothing more).
    static void install();
    // Whether `widget` is a control the guard keeps the unfocused wheel away from.
    static bool guards(const QObject *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace paydesk::ui
