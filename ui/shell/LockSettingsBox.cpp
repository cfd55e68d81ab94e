#include "LockSettingsBox.h"

#include "Theme.h"
#include "dialogs/PassphraseDialog.h"
#include "models/AppLock.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace paydesk::ui {

LockSettingsBox::LockSettingsBox(AppLock *lock, QWidget *parent)
    : QGroupBox(tr("Lock"), parent), m_lock(lock)
{
    setObjectName(QStringLiteral("lockSettings"));
    auto *form = new QFormLayout(this);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("lockStatus"));
    m_status->setWordWrap(true);
    form->addRow(tr("Passphrase:"), m_status);

    auto *row = new QHBoxLayout;
    m_set = new QPushButton(tr("Set &passphrase…"), this);
    m_set->setObjectName(QStringLiteral("setPassphrase"));
    m_change = new QPushButton(tr("C&hange passphrase…"), this);
    m_change->setObjectName(QStringLiteral("changePassphrase"));
    m_remove = new QPushButton(tr("Remove passphrase…"), this);
    m_remove->setObjectName(QStringLiteral("removePassphrase"));
    m_lockNow = new QPushButton(tr("Lock &now"), this);
    m_lockNow->setObjectName(QStringLiteral("lockNowButton"));
    m_lockNow->setToolTip(tr("Lock Paydesk now (Ctrl+L)"));
    row->addWidget(m_set);
    row->addWidget(m_change);
    row->addWidget(m_remove);
    row->addStretch(1);
    row->addWidget(m_lockNow);
    form->addRow(QString(), row);

    m_idle = new QComboBox(this);
    m_idle->setObjectName(QStringLiteral("lockIdle"));
    m_idle->setAccessibleName(tr("Lock after idle time"));
    for (int minutes : AppLock::idleChoices())
        m_idle->addItem(minutes == 0 ? tr("Never") : tr("After %1 min without input").arg(minutes),
                        minutes);
    m_idleHint = new QLabel(this);
    m_idleHint->setWordWrap(true);
    Theme::makeSubtitle(m_idleHint);
    auto *idleBlock = new QVBoxLayout;
    idleBlock->addWidget(m_idle);
    idleBlock->addWidget(m_idleHint);
    form->addRow(tr("&Auto-lock:"), idleBlock);
    qobject_cast<QLabel *>(form->labelForField(idleBlock))->setBuddy(m_idle);

    connect(m_set, &QPushButton::clicked, this,
            [this]() { openDialog(int(PassphraseDialog::Mode::Set)); });
    connect(m_change, &QPushButton::clicked, this,
            [this]() { openDialog(int(PassphraseDialog::Mode::Change)); });
    connect(m_remove, &QPushButton::clicked, this,
            [this]() { openDialog(int(PassphraseDialog::Mode::Remove)); });
    connect(m_lockNow, &QPushButton::clicked, lock, &AppLock::lock);
    connect(m_idle, &QComboBox::activated, this, [this](int index) {
        if (m_lock)
            m_lock->setIdleMinutes(m_idle->itemData(index).toInt());
    });
    connect(lock, &AppLock::passphraseChanged, this, &LockSettingsBox::refresh);
    connect(lock, &AppLock::loaded, this, &LockSettingsBox::refresh);
    connect(lock, &AppLock::idleMinutesChanged, this, &LockSettingsBox::refresh);
    connect(lock, &AppLock::busyChanged, this, &LockSettingsBox::refresh);
    refresh();
}

QString LockSettingsBox::statusText() const
{
    return m_status->text() + u'\n' + m_idleHint->text();
}

void LockSettingsBox::refresh()
{
    if (!m_lock)
        return;
    const bool has = m_lock->hasPassphrase();
    const QString problem = m_lock->keychainProblem();
    const bool usable = problem.isEmpty() && !m_lock->isBusy() && m_lock->isLoaded();
    if (!problem.isEmpty())
        m_status->setText(tr("The lock cannot be set up: %1").arg(problem));
    else if (has)
        m_status->setText(tr("Set. Signing and sending need it after Paydesk locks, and Paydesk "
                             "starts locked."));
    else
        m_status->setText(tr("None. Paydesk does not lock; anyone at this computer can use it."));
    m_set->setVisible(!has);
    m_change->setVisible(has);
    m_remove->setVisible(has);
    m_set->setEnabled(usable);
    m_change->setEnabled(usable);
    m_remove->setEnabled(usable);
    m_lockNow->setEnabled(has);
    m_idle->setEnabled(has);
    int index = m_idle->findData(m_lock->idleMinutes());
    if (index < 0) { // a value set elsewhere: offered as it is
        m_idle->addItem(tr("After %1 min without input").arg(m_lock->idleMinutes()),
                        m_lock->idleMinutes());
        index = m_idle->count() - 1;
    }
    m_idle->setCurrentIndex(index);
    m_idleHint->setText(has ? tr("Input anywhere in Paydesk counts as activity.")
                            : tr("Set a passphrase to use auto-lock."));
}

void LockSettingsBox::openDialog(int mode)
{
    if (!m_lock)
        return;
    delete m_dialog.data();
    m_dialog = new PassphraseDialog(m_lock, PassphraseDialog::Mode(mode), window());
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->setWindowModality(Qt::WindowModal);
    m_dialog->open();
}

} // namespace paydesk::ui
