#pragma once

#include "PageFrame.h"
#include "models/OverviewModel.h"

class QGridLayout;
class QGroupBox;
class QLabel;
class QTreeWidget;
class QVBoxLayout;

namespace paydesk::ui {

// The start page once Paydesk is set up: where the money is (every asset over every wallet, the
// dollar stablecoins summed in dollars with each coin beside), what waits for the user (with the
// page that deals with it one click away), the newest payments as they arrive (live when the
// service sends events) and what each agent spent today against its budget. It reads
// OverviewModel only; its links ask the window to open a page.
class OverviewPage : public PageFrame
{
    Q_OBJECT
public:
    explicit OverviewPage(const OverviewModel::Parts &parts, QWidget *parent = nullptr);

    OverviewModel *model() { return &m_model; }
    // What the sections show now, for tests and screen readers: one line per row.
    QStringList moneyLines() const;
    QStringList waitingLines() const;
    QStringList activityLines() const;
    QStringList agentLines() const;

Q_SIGNALS:
    void openPage(const QString &name); // "agents", "history", "wallets", "send", ...
    void openStatus(const QString &paymentId);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void rebuild();
    void rebuildMoney();
    void rebuildWaiting();
    void rebuildActivity();
    void rebuildAgents();

    OverviewModel m_model;
    QLabel *m_dollars;
    QGridLayout *m_money;
    QWidget *m_moneyRows;
    QVBoxLayout *m_waiting;
    QWidget *m_waitingRows;
    QTreeWidget *m_activity;
    QGroupBox *m_agentsBox;
    QGridLayout *m_agents;
    QWidget *m_agentRows;
    bool m_dirty = true;
};

} // namespace paydesk::ui
