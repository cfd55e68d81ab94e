#pragma once

#include "core/BudgetWindows.h"

#include <QWidget>

class QCheckBox;
class QDateEdit;
class QGridLayout;
class QLabel;
class QLineEdit;

namespace paydesk::ui {

// The parts of a budget beyond its day, for the site budgets and the agents' alike: an optional
// cap per week (the last 7 days) and per month (the last 30 days), each beside its unit, and the
// last day the budget holds. Empty caps are none; an unticked end is no end. Laid out on a grid
// of six columns (label, field, unit, twice) from `firstRow`: a caller may put its own fields in
// the rows before it (grid()) so that they line up.
class BudgetLimitsEdit : public QWidget
{
    Q_OBJECT
public:
    // `prefix` names the fields for tests and accessibility ("budget" gives "budgetPerWeek").
    explicit BudgetLimitsEdit(const QString &prefix, int firstRow = 0, QWidget *parent = nullptr);

    QGridLayout *grid() const { return m_grid; }
    int endsRow() const { return m_endsRow; } // the row of the end's tick and date

    void setUnit(const QString &unit);
    void setLimits(const BudgetLimits &limits);
    // The fields as limits in `decimals`; false and a sentence naming the field when one is not
    // an amount. Order and zero are the store's to judge (it says why in the same words).
    bool read(int decimals, BudgetLimits *limits, QString *why) const;

private:
    QGridLayout *m_grid;
    int m_endsRow;
    QLineEdit *m_perWeek;
    QLineEdit *m_perMonth;
    QLabel *m_weekUnit;
    QLabel *m_monthUnit;
    QCheckBox *m_ends;
    QDateEdit *m_until;
};

} // namespace paydesk::ui
