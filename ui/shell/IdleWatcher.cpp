#include "IdleWatcher.h"

#include "models/AppLock.h"

#include <QCoreApplication>
#include <QEvent>
#include <algorithm>
#include <limits>

namespace paydesk::ui {

IdleWatcher::IdleWatcher(AppLock *lock, QObject *parent) : QObject(parent), m_lock(lock)
{
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::CoarseTimer);
    connect(&m_timer, &QTimer::timeout, this, &IdleWatcher::onTimeout);
    connect(lock, &AppLock::lockedChanged, this, &IdleWatcher::rearm);
    connect(lock, &AppLock::passphraseChanged, this, &IdleWatcher::rearm);
    connect(lock, &AppLock::idleMinutesChanged, this, &IdleWatcher::rearm);
    connect(lock, &AppLock::loaded, this, &IdleWatcher::rearm);
    QCoreApplication::instance()->installEventFilter(this);
    rearm();
}

IdleWatcher::~IdleWatcher()
{
    if (QCoreApplication::instance())
        QCoreApplication::instance()->removeEventFilter(this);
}

qint64 IdleWatcher::intervalMs() const
{
    if (m_testIntervalMs > 0)
        return m_testIntervalMs;
    return m_lock ? qint64(m_lock->idleMinutes()) * 60 * 1000 : 0;
}

void IdleWatcher::setIntervalMsForTests(qint64 ms)
{
    m_testIntervalMs = ms;
    rearm();
}

void IdleWatcher::rearm()
{
    m_sinceInput.start();
    const bool armed = m_lock && m_lock->hasPassphrase() && !m_lock->isLocked() && intervalMs() > 0;
    if (armed)
        m_timer.start(int(std::min<qint64>(intervalMs(), std::numeric_limits<int>::max())));
    else
        m_timer.stop();
}

void IdleWatcher::onTimeout()
{
    const qint64 left = intervalMs() - m_sinceInput.elapsed();
    if (left > 0) {
        m_timer.start(int(std::min<qint64>(left, std::numeric_limits<int>::max())));
        return;
    }
    if (m_lock)
        m_lock->lock(); // lockedChanged stops the timer
}

bool IdleWatcher::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::KeyPress:
    case QEvent::KeyRelease:
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::MouseButtonDblClick:
    case QEvent::MouseMove:
    case QEvent::Wheel:
    case QEvent::TouchBegin:
    case QEvent::TouchUpdate:
    case QEvent::TabletPress:
    case QEvent::ShortcutOverride:
        m_sinceInput.start();
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace paydesk::ui
