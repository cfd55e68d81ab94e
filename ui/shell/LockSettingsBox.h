#pragma once

#include "dialogs/PassphraseDialog.h"

#include <QGroupBox>
#include <QPointer>

class QComboBox;
class QLabel;
class QPushButton;

namespace paydesk {
class AppLock;
}

namespace paydesk::ui {

// Settings > Lock: whether a passphrase is set (set / change / remove it), "Lock now", and the
// idle time before auto-lock (Never, 1, 5, 15, 30, 60 minutes). Without a passphrase the idle
// choice is off and says why; without a keychain it says that the lock cannot be set up.
class LockSettingsBox : public QGroupBox
{
    Q_OBJECT
public:
    explicit LockSettingsBox(AppLock *lock, QWidget *parent = nullptr);

    QString statusText() const;

private:
    void refresh();
    void openDialog(int mode);

    QPointer<AppLock> m_lock;
    QLabel *m_status;
    QLabel *m_idleHint;
    QPushButton *m_set;
    QPushButton *m_change;
    QPushButton *m_remove;
    QPushButton *m_lockNow;
    QComboBox *m_idle;
    QPointer<PassphraseDialog> m_dialog;
};

} // namespace paydesk::ui
