#pragma once

#include "core/BudgetWindows.h"

#include <QWidget>

class QCheckBox;
class QDateEdit;
class QLabel;
class QLineEdit;

namespace paydesk::ui {

// The parts of a budget beyond its day, for the site budgets and the agents' alike: an optional
// cap per week (the last 7 days) and per month (the last 30 days), each beside its unit, and the
// last day the budget holds. Empty caps are none; an unticked end is no end.
class BudgetLimitsEdit : public QWidget
{
    Q_OBJECT
public:
    // `prefix` names the fields for tests and accessibility ("budget" gives "budgetPerWeek").
    BudgetLimitsEdit(const QString &prefix, QWidget *parent = nullptr);

    void setUnit(const QString &unit);
    void setLimits(const BudgetLimits &limits);
    // The fields as limits in `decimals`; false and a sentence naming the field when one is not
    // an amount. Order and zero are the store's to judge (it says why in the same words).
    bool read(int decimals, BudgetLimits *limits, QString *why) const;

private:
    QLineEdit *m_perWeek;
    QLineEdit *m_perMonth;
    QLabel *m_weekUnit;
    QLabel *m_monthUnit;
    QCheckBox *m_ends;
    QDateEdit *m_until;
};

} // namespace paydesk::ui
