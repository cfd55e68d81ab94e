#pragma once

#include "models/PaymentNotifier.h"

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QMenu;
class QSystemTrayIcon;

namespace paydesk {
class LiveUpdates;
class AppLock;
class BudgetListModel;
class SettingsModel;
} // namespace paydesk

namespace paydesk::ui {

class MainWindow;
class StartupShell;

// Paydesk in the system tray: the app icon with a menu (Show Paydesk, Freeze automatic payments,
// Lock now, Quit), a tooltip that says whether automatic payments are frozen, and the payment
// notifications of the context's PaymentNotifier as tray messages; a click on one opens the
// payment's status page. Without a system tray (offscreen, some desktops) the notifications go
// to the window's notice bar instead, so nothing is lost.
//
// It talks to whichever MainWindow the StartupShell holds right now: the window may be rebuilt
// (a new language), the tray stays. Closing the window keeps Paydesk running in the tray only when
// the user chose so in Settings (keepInTrayKey(), off by default); the first time it says so.
class TrayController : public QObject
{
    Q_OBJECT
public:
    struct Parts
    {
        AppLock *appLock = nullptr;
        BudgetListModel *budgetModel = nullptr; // the freeze switch
        PaymentNotifier *notifier = nullptr;
        SettingsModel *settings = nullptr;
        LiveUpdates *live = nullptr; // while live, received money needs no polling
    };

    TrayController(const Parts &parts, StartupShell *shell, QObject *parent = nullptr);
    ~TrayController() override;

    // The settings key of "Keep running in the tray when the window is closed" (bool).
    static QString keepInTrayKey();
    // True when notifications go to the system tray, false when to the notice bar.
    bool usesTray() const;

    QSystemTrayIcon *trayIcon() const { return m_tray; }
    QMenu *menu() const { return m_menu; }
    QAction *showAction() const { return m_show; }
    QAction *freezeAction() const { return m_freeze; }
    // Visible while the app lock has a passphrase (Parts::appLock).
    QAction *lockAction() const { return m_lock; }
    QAction *quitAction() const { return m_quit; }
    // The window the tray talks to now (null before the first one).
    MainWindow *window() const;

public Q_SLOTS:
    void showWindow();
    // Locks Paydesk through the app lock (nothing happens without a passphrase).
    void lockNow();
    void present(const paydesk::PaymentNotifier::Notification &notification);
    // The same, for something that may stop being true (`tag`: an agent's request), and its
    // withdrawal: a notice in the window is taken back; a tray message, already gone, is not.
    void presentTagged(const paydesk::PaymentNotifier::Notification &notification,
                       const QString &tag);
    void withdraw(const QString &tag);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void attach();
    void updateFreeze(bool frozen);
    void updateLock();
    void showInWindow(const PaymentNotifier::Notification &notification, const QString &tag);
    void onMessageClicked();
    bool keepRunningOnClose();

    Parts m_parts;
    QPointer<StartupShell> m_shell;
    QObject *m_shellObject = nullptr; // the same, for comparisons only (never dereferenced)
    QPointer<MainWindow> m_window;
    QSystemTrayIcon *m_tray;
    QMenu *m_menu;
    QAction *m_show;
    QAction *m_freeze;
    QAction *m_lock;
    QAction *m_quit;
    QString m_messagePaymentId; // the payment of the tray message shown last
    // Told before a window existed, with their tags.
    QList<QPair<PaymentNotifier::Notification, QString>> m_waiting;
    bool m_attachQueued = false;
    bool m_quitting = false;
};

} // namespace paydesk::ui
