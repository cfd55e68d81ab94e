#pragma once

#include "models/AppLock.h"

#include <QObject>
#include <QPointer>
#include <QWidget>

class QAction;
class QDialog;

namespace paydesk::ui {

class IdleWatcher;
class LockOverlay;

// Puts the app lock on a window: the lock screen over it while locked (the window's content is
// hidden, not just covered, and its open dialogs are hidden until the unlock), the "Lock now"
// action (Ctrl+L, anywhere in the app) and auto-lock after the idle time. The state lives in the
// AppLock, so a window rebuilt under it (a new language) comes up locked when Paydesk is.
// Installed once: `new LockController(context.appLock(), &shell, &shell);`.
class LockController : public QObject
{
    Q_OBJECT
public:
    LockController(AppLock *lock, QWidget *window, QObject *parent = nullptr);

    AppLock *lock() const { return m_lock; }
    IdleWatcher *idleWatcher() const { return m_idle; }
    QAction *lockAction() const { return m_action; }

public Q_SLOTS:
    // Locks, or says how to set a passphrase when there is none.
    void lockNow();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void apply();
    QWidget *content() const;

    QPointer<AppLock> m_lock;
    QPointer<QWidget> m_window;
    LockOverlay *m_overlay;
    IdleWatcher *m_idle;
    QAction *m_action;
    QList<QPointer<QWidget>> m_hidden; // dialogs hidden while locked
    QPointer<QWidget> m_hiddenContent;
};

} // namespace paydesk::ui
