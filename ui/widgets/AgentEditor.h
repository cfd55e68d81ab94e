#pragma once

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace paydesk {
class AgentListModel;
}

namespace paydesk::ui {

// What the Agents page shows and changes of the agent selected in its table: its budget in one
// asset (a day's amount and the most it pays without asking), the sites it pays without asking,
// the pause switch, its last payments, and buttons to show its token and to remove it.
class AgentEditor : public QGroupBox
{
    Q_OBJECT
public:
    AgentEditor(AgentListModel *model, QWidget *parent = nullptr);

    void showAgent(const QString &name); // empty: none selected
    QString agent() const { return m_agent; }
    QString problemText() const;

Q_SIGNALS:
    void showTokenRequested(const QString &name);
    void removeRequested(const QString &name);

private:
    void fillAsset(); // the chosen asset's budget into the fields
    void saveBudget();
    void removeBudget();
    void allowSite();
    void removeSite();
    void problem(const QString &text);

    AgentListModel *m_model;
    QString m_agent;
    QComboBox *m_asset;
    QLineEdit *m_perDay;
    QLineEdit *m_automatic;
    QLabel *m_perDayUnit = nullptr;
    QLabel *m_automaticUnit = nullptr;
    class BudgetLimitsEdit *m_limits; // per week, per month, the last day
    QPushButton *m_saveBudget;
    QPushButton *m_removeBudget;
    QLabel *m_spent;
    QListWidget *m_sites;
    QLineEdit *m_site;
    QPushButton *m_allow;
    QPushButton *m_disallow;
    QCheckBox *m_paused;
    QListWidget *m_payments;
    QPushButton *m_token;
    QPushButton *m_remove;
    QLabel *m_problem;
};

} // namespace paydesk::ui
