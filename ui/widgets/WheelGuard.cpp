#include "WheelGuard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QScrollBar>
#include <QWidget>

namespace paydesk::ui {

void WheelGuard::install()
{
    QCoreApplication *app = QCoreApplication::instance();
    if (!app || app->findChild<WheelGuard *>(QString(), Qt::FindDirectChildrenOnly))
        return;
    app->installEventFilter(new WheelGuard(app));
}

bool WheelGuard::guards(const QObject *widget)
{
    // A scroll bar is a slider whose wheel is the scrolling itself.
    return qobject_cast<const QComboBox *>(widget) ||
           qobject_cast<const QAbstractSpinBox *>(widget) ||
           (qobject_cast<const QAbstractSlider *>(widget) &&
            !qobject_cast<const QScrollBar *>(widget));
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if (type != QEvent::Wheel && type != QEvent::Polish)
        return false;
    if (!watched->isWidgetType() || !guards(watched))
        return false;
    auto *widget = static_cast<QWidget *>(watched);
    if (type == QEvent::Polish) {
        if (widget->focusPolicy() == Qt::WheelFocus)
            widget->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    if (widget->hasFocus())
        return false;
    // Not this control's: ignored, the application hands the wheel on to its parents (the
    // page's scroll area scrolls).
    event->ignore();
    return true;
}

} // namespace paydesk::ui
