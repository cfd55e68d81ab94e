#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace paydesk {
class AppLock;
}

namespace paydesk::ui {

// Auto-lock: an application-wide event filter notes every input event (keys, mouse, wheel,
// touch) and locks the AppLock once no input arrived for its idle minutes. Armed only while a
// passphrase is set, the idle time is not "never" and Paydesk is unlocked. A single timer, moved
// on only when it fires, so a moving mouse costs a timestamp, not a timer restart.
class IdleWatcher : public QObject
{
    Q_OBJECT
public:
    explicit IdleWatcher(AppLock *lock, QObject *parent = nullptr);
    ~IdleWatcher() override;

    bool isArmed() const { return m_timer.isActive(); }
    qint64 intervalMs() const;
    // Test seam: idle time in ms instead of the lock's minutes (0: back to the minutes).
    void setIntervalMsForTests(qint64 ms);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void rearm();
    void onTimeout();

    QPointer<AppLock> m_lock;
    QTimer m_timer;
    QElapsedTimer m_sinceInput;
    qint64 m_testIntervalMs = 0;
};

} // namespace paydesk::ui
