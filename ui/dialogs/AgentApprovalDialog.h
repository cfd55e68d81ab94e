#pragma once

#include "models/ApprovalRequest.h"

#include <QDialog>
#include <QElapsedTimer>
#include <QTimer>

class QGridLayout;
class QLabel;
class QPushButton;

namespace paydesk::ui {

// An agent's payment that needs a person (AgentApprovals): which agent, the site and the
// resource, the exact price with its asset and network, the payee, what is left of the agent's
// budget today, why it asks, and how long the agent still waits. Approve once, Always for this
// site (the agent then pays it without asking, within its budget), or Decline, which has the
// focus; the approving buttons are enabled after a short delay, so a dialog that appears under a
// click or a key press is not approved by it. Closing it declines.
class AgentApprovalDialog : public QDialog
{
    Q_OBJECT
public:
    AgentApprovalDialog(const ApprovalRequest &request, QWidget *parent = nullptr);

    static void setConfirmDelayMs(int ms);
    QString summaryText() const;
    QString countdownText() const;

Q_SIGNALS:
    void answered(paydesk::ApprovalRequest::Answer answer);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void answer(ApprovalRequest::Answer answer);
    void tick();
    QLabel *addRow(QGridLayout *grid, const QString &label, const QString &value);

    ApprovalRequest m_request;
    QElapsedTimer m_shown;
    QTimer m_timer;
    QLabel *m_countdown;
    QPushButton *m_once;
    QPushButton *m_always;
    QPushButton *m_decline;
    QString m_summary;
    bool m_answered = false;
};

} // namespace paydesk::ui
