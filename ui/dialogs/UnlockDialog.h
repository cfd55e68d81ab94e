#pragma once

#include <QDialog>
#include <functional>

class QLabel;

namespace paydesk {
class AppLock;
}

namespace paydesk::ui {

class LockPrompt;

// The gate before signing or sending: while Paydesk is locked, a payment dialog asks for the
// passphrase here first and goes on only once Paydesk is unlocked (by this dialog or the lock
// screen). Cancel gives up: nothing is signed or sent. Window-modal, opened with open().
class UnlockDialog : public QDialog
{
    Q_OBJECT
public:
    UnlockDialog(AppLock *lock, const QString &reason, QWidget *parent = nullptr);

    // Calls `done(true)` at once when `lock` is null or unlocked; otherwise opens the dialog over
    // `parent` and calls `done` once: true when unlocked, false when cancelled. `done` runs in
    // `parent`'s lifetime only. Returns the dialog, or null when none was needed.
    static UnlockDialog *ensureUnlocked(AppLock *lock, QWidget *parent, const QString &reason,
                                        const std::function<void(bool unlocked)> &done);

private:
    LockPrompt *m_prompt;
};

} // namespace paydesk::ui
