#pragma once

#include <QWidget>

class QLabel;

namespace paydesk {
class AppLock;
}

namespace paydesk::ui {

class LockPrompt;

// The lock screen: an opaque layer over the whole window while Paydesk is locked, so nothing of
// the wallet (balances, history, forms) shows through, with the passphrase prompt in the middle.
// LockController keeps it on top of the window's content and sized to it.
class LockOverlay : public QWidget
{
    Q_OBJECT
public:
    explicit LockOverlay(AppLock *lock, QWidget *parent);

    // Shows the lock screen over the parent's whole area (or hides it) and focuses the field.
    void setShown(bool shown);

private:
    LockPrompt *m_prompt;
    QLabel *m_title;
    QLabel *m_problem;
    AppLock *m_lock;
};

} // namespace paydesk::ui
