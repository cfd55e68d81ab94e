#include "LockController.h"

#include "IdleWatcher.h"
#include "LockOverlay.h"
#include "models/AppLock.h"
#include "widgets/MessageBox.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QMainWindow>
#include <QTimer>

namespace paydesk::ui {

LockController::LockController(AppLock *lock, QWidget *window, QObject *parent)
    : QObject(parent), m_lock(lock), m_window(window)
{
    setObjectName(QStringLiteral("lockController"));
    m_overlay = new LockOverlay(m_lock, window);
    m_idle = new IdleWatcher(m_lock, this);
    m_action = new QAction(tr("&Lock now"), window);
    m_action->setObjectName(QStringLiteral("lockNow"));
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_action->setShortcutContext(Qt::ApplicationShortcut);
    window->addAction(m_action);
    connect(m_action, &QAction::triggered, this, &LockController::lockNow);
    connect(m_lock, &AppLock::lockedChanged, this, &LockController::apply);
    connect(m_lock, &AppLock::loaded, this, [this]() {
        apply();
        if (!m_lock->notice().isEmpty() && m_window)
            MessageBox::information(m_window, tr("Lock"), m_lock->notice());
    });
    QApplication::instance()->installEventFilter(this); // the window and dialogs shown later
    m_lock->load();
    apply();
}

void LockController::lockNow()
{
    if (!m_lock)
        return;
    if (m_lock->hasPassphrase()) {
        m_lock->lock();
        return;
    }
    if (m_window)
        MessageBox::information(
            m_window, tr("Lock"),
            m_lock->keychainProblem().isEmpty()
                ? tr("Paydesk has no lock passphrase yet. Set one in Settings, under Lock, to "
                     "lock Paydesk and to use auto-lock.")
                : tr("The lock cannot be set up: %1").arg(m_lock->keychainProblem()));
}

QWidget *LockController::content() const
{
    auto *main = qobject_cast<QMainWindow *>(m_window.data());
    return main ? main->centralWidget() : nullptr;
}

void LockController::apply()
{
    if (!m_window || !m_lock)
        return;
    if (!m_lock->isLocked()) {
        m_overlay->setShown(false);
        if (m_hiddenContent)
            m_hiddenContent->show();
        m_hiddenContent = nullptr;
        for (const QPointer<QWidget> &w : std::exchange(m_hidden, {}))
            if (w)
                w->show();
        return;
    }
    // Locked: the window's content is hidden (not only covered: no focus, no screen reader),
    // and so is every dialog of the window, until the unlock.
    if (QWidget *c = content(); c && c != m_overlay && c->isVisible()) {
        c->hide();
        m_hiddenContent = c;
    }
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (w == m_window || !w->isVisible() || w->objectName() == u"unlockDialog")
            continue;
        for (QWidget *p = w->parentWidget(); p; p = p->parentWidget())
            if (p == m_window) {
                m_hidden.append(w);
                w->hide();
                break;
            }
    }
    if (!m_overlay->isVisible())
        m_overlay->setShown(true);
    m_overlay->raise();
}

bool LockController::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Show && watched != m_window && m_lock && m_lock->isLocked() &&
        watched->isWidgetType() && static_cast<QWidget *>(watched)->isWindow()) {
        // A dialog of the window opening while locked (e.g. a price to confirm that arrived
        // after the lock) is hidden at once, and shown after the unlock.
        QTimer::singleShot(0, this, &LockController::apply);
    }
    if (watched == m_window && m_lock && m_lock->isLocked()) {
        switch (event->type()) {
        case QEvent::Resize:
            m_overlay->setGeometry(m_window->rect());
            break;
        case QEvent::ChildAdded:
            // New content (a rebuilt window): keep it under the lock screen, then hide it.
            m_overlay->raise();
            QTimer::singleShot(0, this, &LockController::apply);
            break;
        default:
            break;
        }
    } else if (watched == m_window && event->type() == QEvent::Resize) {
        m_overlay->setGeometry(m_window->rect());
    }
    return QObject::eventFilter(watched, event);
}

} // namespace paydesk::ui
