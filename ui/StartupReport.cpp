#include "StartupReport.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QTextStream>
#include <QTimer>
#include <QWidget>

namespace paydesk::ui {

StartupReport::StartupReport(const QElapsedTimer &sinceMain, QObject *parent)
    : QObject(parent), m_clock(sinceMain)
{}

qint64 StartupReport::statusKb(const char *field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray key = QByteArray(field) + ':';
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith(key))
            return line.mid(key.size()).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

void StartupReport::firstPaint()
{
    if (m_firstPaintMs >= 0)
        return;
    m_firstPaintMs = m_clock.elapsed();
    m_firstPaintRssKb = statusKb("VmRSS");
}

void StartupReport::watchReady(QWidget *content)
{
    m_content = content;
    content->installEventFilter(this);
}

bool StartupReport::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_content && event->type() == QEvent::Paint && !m_done) {
        m_done = true;
        QTimer::singleShot(0, this, &StartupReport::finish); // after the paint completes
    }
    return QObject::eventFilter(watched, event);
}

void StartupReport::finish()
{
    QTextStream out(stdout);
    out << "first_paint_ms " << m_firstPaintMs << '\n'
        << "first_paint_vmrss_kb " << m_firstPaintRssKb << '\n'
        << "ready_ms " << m_clock.elapsed() << '\n'
        << "vmrss_kb " << statusKb("VmRSS") << '\n'
        << "vmhwm_kb " << statusKb("VmHWM") << '\n'
        << "title " << (m_content ? m_content->window()->windowTitle() : QString()) << '\n';
    out.flush();
    QCoreApplication::exit(0);
}

} // namespace paydesk::ui
