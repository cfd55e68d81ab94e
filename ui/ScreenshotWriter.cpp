#include "ScreenshotWriter.h"

#include <QCoreApplication>
#include <QEvent>
#include <QPixmap>
#include <QTextStream>
#include <QTimer>
#include <QWidget>

namespace paydesk::ui {

ScreenshotWriter::ScreenshotWriter(QWidget *window, QString path, int delayMs, QObject *parent)
    : QObject(parent), m_window(window), m_path(std::move(path)), m_delayMs(delayMs)
{
    window->installEventFilter(this);
}

bool ScreenshotWriter::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::Paint && !m_armed) {
        m_armed = true;
        // Queued: the paint that triggered us finishes first.
        QTimer::singleShot(m_delayMs, this, &ScreenshotWriter::capture);
    }
    return QObject::eventFilter(watched, event);
}

void ScreenshotWriter::capture()
{
    int code = 1;
    if (m_window) {
        const QPixmap shot = m_window->grab();
        if (!shot.isNull() && shot.save(m_path, "PNG"))
            code = 0;
    }
    if (code != 0)
        QTextStream(stderr) << tr("Could not write the screenshot to %1").arg(m_path) << '\n';
    QCoreApplication::exit(code);
}

} // namespace paydesk::ui
