#include "TrayController.h"

#include "MainWindow.h"
#include "StartupShell.h"
#include "Theme.h"
#include "models/AppLock.h"
#include "models/BudgetListModel.h"
#include "models/LiveUpdates.h"
#include "models/SettingsModel.h"
#include "widgets/NoticeBar.h"

#include <QAction>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QMenu>
#include <QSystemTrayIcon>
#include <QTimer>

namespace paydesk::ui {

namespace {
constexpr int kIncomingPollMs = 60000; // one wallet's newest received payments per minute
constexpr int kMessageMs = 10000;
const QString kTrayHintShown = QStringLiteral("ui/trayHintShown");
} // namespace

TrayController::TrayController(const Parts &parts, StartupShell *shell, QObject *parent)
    : QObject(parent), m_parts(parts), m_shell(shell), m_shellObject(shell),
      m_tray(new QSystemTrayIcon(this)), m_menu(new QMenu)
{
    m_tray->setIcon(Theme::appIcon());
    m_show = m_menu->addAction(tr("&Show Paydesk"));
    connect(m_show, &QAction::triggered, this, &TrayController::showWindow);
    m_menu->addSeparator();
    m_freeze = m_menu->addAction(tr("&Freeze automatic payments"));
    m_freeze->setCheckable(true);
    m_lock = m_menu->addAction(tr("&Lock now"));
    connect(m_lock, &QAction::triggered, this, &TrayController::lockNow);
    m_menu->addSeparator();
    m_quit = m_menu->addAction(tr("&Quit Paydesk"));
    m_quit->setObjectName(QStringLiteral("quitPaydesk"));
    // Ctrl+Q (Cmd+Q on macOS) from the window too, as desktop apps do; it quits even when the
    // window is kept in the tray.
    m_quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quit->setShortcutContext(Qt::ApplicationShortcut);
    if (shell)
        shell->addAction(m_quit);
    connect(m_quit, &QAction::triggered, this, [this]() {
        m_quitting = true;
        QCoreApplication::quit();
    });
    m_tray->setContextMenu(m_menu);

    if (BudgetListModel *budgets = parts.budgetModel) {
        connect(m_freeze, &QAction::toggled, budgets, &BudgetListModel::setFrozen);
        connect(budgets, &BudgetListModel::frozenChanged, this, &TrayController::updateFreeze);
        updateFreeze(budgets->isFrozen());
    } else {
        m_freeze->setEnabled(false);
        updateFreeze(false);
    }
    if (AppLock *lock = parts.appLock) {
        connect(lock, &AppLock::passphraseChanged, this, &TrayController::updateLock);
        connect(lock, &AppLock::lockedChanged, this, &TrayController::updateLock);
    }
    updateLock();

    if (PaymentNotifier *notifier = parts.notifier) {
        connect(notifier, &PaymentNotifier::notify, this, &TrayController::present);
        notifier->setIncomingPollInterval(kIncomingPollMs);
        // The service's live events tell received money at once; polling only without them.
        if (LiveUpdates *live = parts.live)
            connect(live, &LiveUpdates::liveChanged, notifier, [notifier](bool on) {
                notifier->setIncomingPollInterval(on ? 0 : kIncomingPollMs);
            });
    }
    connect(m_tray, &QSystemTrayIcon::activated, this,
            [this](QSystemTrayIcon::ActivationReason reason) {
                if (reason == QSystemTrayIcon::Trigger || reason == QSystemTrayIcon::DoubleClick)
                    showWindow();
            });
    connect(m_tray, &QSystemTrayIcon::messageClicked, this, &TrayController::onMessageClicked);
    if (QSystemTrayIcon::isSystemTrayAvailable())
        m_tray->show();

    if (m_shell)
        m_shell->installEventFilter(this);
    attach();
}

TrayController::~TrayController()
{
    delete m_tray; // before the menu it shows
    delete m_menu;
}

QString TrayController::keepInTrayKey()
{
    return QStringLiteral("ui/keepInTray");
}

MainWindow *TrayController::window() const
{
    return m_window.data();
}

bool TrayController::usesTray() const
{
    return m_tray->isVisible() && QSystemTrayIcon::isSystemTrayAvailable();
}

void TrayController::showWindow()
{
    if (!m_shell)
        return;
    if (m_shell->isMinimized())
        m_shell->showNormal();
    else
        m_shell->show();
    m_shell->raise();
    m_shell->activateWindow();
}

void TrayController::lockNow()
{
    if (AppLock *lock = m_parts.appLock)
        lock->lock();
}

void TrayController::updateFreeze(bool frozen)
{
    m_freeze->setChecked(frozen);
    m_tray->setToolTip(frozen ? tr("Paydesk: automatic payments are frozen")
                              : tr("Paydesk: automatic payments are on, within their budgets"));
}

void TrayController::updateLock()
{
    const AppLock *lock = m_parts.appLock;
    m_lock->setVisible(lock && lock->hasPassphrase());
    m_lock->setEnabled(lock && !lock->isLocked());
}

void TrayController::present(const PaymentNotifier::Notification &notification)
{
    presentTagged(notification, {});
}

void TrayController::presentTagged(const PaymentNotifier::Notification &notification,
                                   const QString &tag)
{
    PaymentNotifier::Notification n = notification;
    // While Paydesk is locked, a notification says that something happened, not what.
    if (const AppLock *lock = m_parts.appLock; lock && lock->isLocked())
        n.body = tr("Unlock Paydesk to see the details.");
    if (usesTray()) {
        m_messagePaymentId = n.paymentId;
        const bool bad =
            n.kind == PaymentNotifier::Kind::Failed || n.kind == PaymentNotifier::Kind::Expired;
        m_tray->showMessage(n.title, n.body,
                            bad ? QSystemTrayIcon::Warning : QSystemTrayIcon::Information,
                            kMessageMs);
        return;
    }
    if (!m_window) {
        m_waiting.append({n, tag});
        return;
    }
    showInWindow(n, tag);
}

void TrayController::withdraw(const QString &tag)
{
    m_waiting.removeIf([&tag](const auto &w) { return !tag.isEmpty() && w.second == tag; });
    if (m_window)
        m_window->noticeBar()->withdraw(tag);
}

void TrayController::showInWindow(const PaymentNotifier::Notification &n, const QString &tag)
{
    const bool bad =
        n.kind == PaymentNotifier::Kind::Failed || n.kind == PaymentNotifier::Kind::Expired;
    m_window->noticeBar()->showNotice(tr("%1: %2").arg(n.title, n.body), bad, tag);
}

void TrayController::onMessageClicked()
{
    showWindow();
    if (m_window && !m_messagePaymentId.isEmpty())
        m_window->showStatus(m_messagePaymentId);
}

void TrayController::attach()
{
    m_attachQueued = false;
    auto *window = m_shell ? qobject_cast<MainWindow *>(m_shell->centralWidget()) : nullptr;
    if (!window || window == m_window)
        return;
    m_window = window;
    const auto waiting = std::exchange(m_waiting, {});
    for (const auto &[n, tag] : waiting)
        showInWindow(n, tag);
}

bool TrayController::keepRunningOnClose()
{
    SettingsModel *settings = m_parts.settings;
    if (m_quitting || !usesTray() || !settings->value(keepInTrayKey(), false).toBool())
        return false;
    if (!settings->value(kTrayHintShown, false).toBool()) {
        settings->setValue(kTrayHintShown, true);
        m_tray->showMessage(tr("Paydesk is still running"),
                            tr("Paydesk keeps running in the tray and tells you about your "
                               "payments. To end it, choose Quit Paydesk in the tray menu."),
                            QSystemTrayIcon::Information, kMessageMs);
    }
    return true;
}

bool TrayController::eventFilter(QObject *watched, QEvent *event)
{
    // Compared as a plain QObject: this filter also sees the events of the shell's own
    // destruction, when it is no longer a StartupShell (QPointer<StartupShell> would downcast).
    const QEvent::Type type = event->type();
    if ((type == QEvent::ChildAdded || type == QEvent::Close) && watched == m_shellObject) {
        if (type == QEvent::ChildAdded && !m_attachQueued) {
            // A new window is being adopted; it is the central widget once adopt() returns.
            m_attachQueued = true;
            QTimer::singleShot(0, this, &TrayController::attach);
        } else if (event->type() == QEvent::Close && keepRunningOnClose()) {
            event->ignore();
            m_shell->hide();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace paydesk::ui
