#include "AgentApprovalPresenter.h"

#include "StartupShell.h"
#include "TrayController.h"
#include "dialogs/AgentApprovalDialog.h"
#include "models/AgentApprovals.h"
#include "models/AppLock.h"

namespace paydesk::ui {

AgentApprovalPresenter::AgentApprovalPresenter(AgentApprovals *approvals, AppLock *lock,
                                               StartupShell *shell, TrayController *tray,
                                               QObject *parent)
    : QObject(parent), m_approvals(approvals), m_lock(lock), m_shell(shell), m_tray(tray)
{
    connect(approvals, &AgentApprovals::requested, this, [this](qint64 key) {
        if (const auto r = m_approvals->request(key); r && m_tray)
            m_tray->presentTagged({PaymentNotifier::Kind::Confirmed,
                                   tr("%1 asks to pay %2 %3").arg(r->agent, r->price, r->unit),
                                   tr("To %1. Approve or decline it in Paydesk.").arg(r->origin),
                                   {},
                                   {}},
                                  tagOf(key));
        showNext();
    });
    // Answered here, from another window, or no longer waited for: its notice goes too.
    connect(approvals, &AgentApprovals::withdrawn, this, [this](qint64 key) {
        if (m_tray)
            m_tray->withdraw(tagOf(key));
        if (m_dialog && key == m_shownKey) {
            m_dialog->disconnect(this);
            m_dialog->hide();
            m_dialog->deleteLater();
            m_dialog = nullptr;
        }
        showNext();
    });
    if (lock)
        connect(lock, &AppLock::lockedChanged, this, [this](bool locked) {
            if (!locked)
                showNext();
        });
}

QString AgentApprovalPresenter::tagOf(qint64 key)
{
    return QStringLiteral("approval:%1").arg(key);
}

void AgentApprovalPresenter::showNext()
{
    if (m_dialog || m_approvals->pending().isEmpty() || (m_lock && m_lock->isLocked()))
        return;
    const qint64 key = m_approvals->pending().constFirst();
    const auto request = m_approvals->request(key);
    if (!request)
        return;
    m_shownKey = key;
    m_dialog = new AgentApprovalDialog(*request, m_shell);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_dialog, &AgentApprovalDialog::answered, this,
            [this, key](ApprovalRequest::Answer answer) {
                m_dialog = nullptr; // it closes itself
                m_approvals->answer(key, answer);
            });
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
}

} // namespace paydesk::ui
