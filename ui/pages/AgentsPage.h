#pragma once

#include "PageFrame.h"

#include <QTimer>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace paydesk {
class AgentListModel;
class BudgetListModel;
} // namespace paydesk

namespace paydesk::ui {

class AgentEditor;
class CopyField;

// Agents: the programs (AI agents, scripts) that pay through Paydesk with `paydesk-cli mcp` or
// `paydesk-cli proxy`. Each has a token made here, a budget per asset, the sites it pays without
// asking and a pause switch; the table shows what each spent in the last 24 hours. The freeze
// (tray, Settings) stops them all, and says so here.
class AgentsPage : public PageFrame
{
    Q_OBJECT
public:
    struct Parts
    {
        AgentListModel *agents = nullptr;
        BudgetListModel *budgets = nullptr; // the freeze switch
    };

    explicit AgentsPage(const Parts &parts, QWidget *parent = nullptr);

    AgentEditor *editor() const { return m_editor; }
    QString tokenText() const;
    QString configText() const;
    // paydesk-cli beside this program (absolute, native separators), else its bare name.
    static QString cliPath();
    // The MCP client configuration that runs `cli mcp` with the agent's token.
    static QString mcpConfig(const QString &token, const QString &cli);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void addAgent();
    void showToken(const QString &name, const QString &token);
    void removeAgent(const QString &name);
    void onSelection();
    void updateFrozen(bool frozen);

    Parts m_parts;
    QLabel *m_frozen;
    QLineEdit *m_name;
    QPushButton *m_add;
    QLabel *m_addProblem;
    QWidget *m_tokenPanel;
    QLabel *m_tokenTitle;
    CopyField *m_token;
    QPlainTextEdit *m_config;
    QLabel *m_empty;
    QTableView *m_table;
    AgentEditor *m_editor;
    QTimer m_refresh; // paydesk-cli processes change the agents too
};

} // namespace paydesk::ui
