#pragma once

#include <QGroupBox>
#include <QList>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace paydesk {
class BudgetListModel;
}

namespace paydesk::ui {

// Per-site budgets for automatic x402 payments: the default caps of a site without a budget
// (with their units), the list with what each site spent today, the caps of the selected site
// (per payment, day, week and month; the day its grant ends; edit and save), revoke (back to the
// defaults, asking every time), and the switch that freezes every automatic payment.
class BudgetsBox : public QGroupBox
{
    Q_OBJECT
public:
    explicit BudgetsBox(BudgetListModel *model, QWidget *parent = nullptr);

    QString problemText() const;
    QString defaultsText() const; // the default caps of a site without a budget, with units
    void selectRow(int row);

private:
    void onSelection();
    void saveCaps();
    void revoke();
    int currentRow() const;

    BudgetListModel *m_model;
    QCheckBox *m_freeze;
    QTableView *m_table;
    QLabel *m_defaults;
    QLabel *m_empty;
    QWidget *m_editor;
    QLineEdit *m_perPayment;
    QLineEdit *m_perDay;
    QList<QLabel *> m_units;
    class BudgetLimitsEdit *m_limits; // per week, per month, the last day
    QPushButton *m_save;
    QPushButton *m_revoke;
    QLabel *m_problem;
};

} // namespace paydesk::ui
