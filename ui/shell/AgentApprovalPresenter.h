#pragma once

#include "dialogs/AgentApprovalDialog.h"

#include <QObject>
#include <QPointer>

namespace paydesk {
class AgentApprovals;
class AppLock;
} // namespace paydesk

namespace paydesk::ui {

class StartupShell;
class TrayController;

// Shows the agents' payments that wait for a person (AgentApprovals), one dialog at a time,
// oldest first, over the window the StartupShell holds, with a tray notification for each. While
// Paydesk is locked nothing is shown (the agent's own timeout still runs): the dialogs come once
// it is unlocked. A request its agent stopped waiting for closes its dialog.
class AgentApprovalPresenter : public QObject
{
    Q_OBJECT
public:
    AgentApprovalPresenter(AgentApprovals *approvals, AppLock *lock, StartupShell *shell,
                           TrayController *tray, QObject *parent = nullptr);

    AgentApprovalDialog *dialog() const { return m_dialog; }

private:
    void showNext();
    static QString tagOf(qint64 key); // the notice of one request

    AgentApprovals *m_approvals;
    AppLock *m_lock;
    StartupShell *m_shell;
    TrayController *m_tray;
    QPointer<AgentApprovalDialog> m_dialog;
    qint64 m_shownKey = 0;
};

} // namespace paydesk::ui
