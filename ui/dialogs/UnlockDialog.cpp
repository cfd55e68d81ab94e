#include "UnlockDialog.h"

#include "models/AppLock.h"
#include "shell/LockPrompt.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

namespace paydesk::ui {

UnlockDialog::UnlockDialog(AppLock *lock, const QString &reason, QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("unlockDialog"));
    setWindowTitle(tr("Unlock Paydesk"));
    setAccessibleName(windowTitle());
    setMinimumWidth(420);
    auto *layout = new QVBoxLayout(this);
    auto *text = new QLabel(reason.isEmpty() ? tr("Paydesk is locked. Enter your lock passphrase "
                                                  "to go on; nothing is signed or sent before.")
                                             : reason,
                            this);
    text->setWordWrap(true);
    layout->addWidget(text);
    m_prompt = new LockPrompt(lock, this);
    m_prompt->setObjectName(QStringLiteral("unlockPrompt"));
    layout->addWidget(m_prompt);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Cancel)->setAutoDefault(false);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Unlocked here or on the lock screen: go on.
    connect(lock, &AppLock::lockedChanged, this, [this](bool locked) {
        if (!locked && isVisible())
            accept();
    });
    m_prompt->setFocus();
}

UnlockDialog *UnlockDialog::ensureUnlocked(AppLock *lock, QWidget *parent, const QString &reason,
                                           const std::function<void(bool)> &done)
{
    if (!lock || !lock->isLocked()) {
        done(true);
        return nullptr;
    }
    auto *dialog = new UnlockDialog(lock, reason, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    QPointer<QWidget> guard(parent);
    connect(dialog, &QDialog::finished, dialog, [guard, lock = QPointer<AppLock>(lock), done](int) {
        if (guard)
            done(lock && !lock->isLocked());
    });
    dialog->open();
    return dialog;
}

} // namespace paydesk::ui
