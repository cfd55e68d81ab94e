#pragma once

#include "models/AppLock.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace paydesk::ui {

// The passphrase field, the Unlock button and the answer line, bound to the AppLock: shared by
// the lock screen (LockOverlay) and the unlock dialog the payment gates open. The typed text goes
// into SecureBytes at once and the field is cleared. After a wrong passphrase the button waits
// out the growing delay, and the line counts it down.
class LockPrompt : public QWidget
{
    Q_OBJECT
public:
    explicit LockPrompt(AppLock *lock, QWidget *parent = nullptr);

    QLineEdit *passphraseEdit() const { return m_field; }
    QString messageText() const;
    // Clears the field and the answer line (when the lock screen shows again).
    void reset();

public Q_SLOTS:
    void submit();

Q_SIGNALS:
    // This prompt's passphrase unlocked Paydesk.
    void unlocked();

private:
    void onFinished(AppLock::Result result, const QString &message);
    void tick();
    void updateButton();

    QPointer<AppLock> m_lock;
    QLineEdit *m_field;
    QPushButton *m_unlock;
    QLabel *m_message;
    QTimer m_countdown;
    bool m_waiting = false;
    bool m_wrong = false;
};

} // namespace paydesk::ui
