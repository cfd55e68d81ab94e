#pragma once

#include "models/AppLock.h"

#include <QDialog>
#include <QPointer>

class QLabel;
class QLineEdit;
class QPushButton;

namespace paydesk::ui {

// Sets, changes or removes the lock passphrase. A new passphrase is typed twice and needs at
// least AppLock::kMinLength characters (said as it is typed); changing or removing it needs the
// current one. The AppLock does the work off the GUI thread; the dialog closes on success and
// shows the reason otherwise. What is typed goes into SecureBytes and the fields are cleared.
class PassphraseDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Mode
    {
        Set,
        Change,
        Remove
    };
    PassphraseDialog(AppLock *lock, Mode mode, QWidget *parent = nullptr);

    QString hintText() const;
    QString messageText() const;

private:
    void validate();
    void submit();
    void onFinished(AppLock::Result result, const QString &message);

    QPointer<AppLock> m_lock;
    Mode m_mode;
    QLineEdit *m_current = nullptr;
    QLineEdit *m_fresh = nullptr;
    QLineEdit *m_repeat = nullptr;
    QLabel *m_hint = nullptr;
    QLabel *m_message;
    QPushButton *m_ok;
    QString m_okLabel;
    bool m_waiting = false;
};

} // namespace paydesk::ui
