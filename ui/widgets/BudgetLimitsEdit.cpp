#include "BudgetLimitsEdit.h"

#include <QCheckBox>
#include <QDateEdit>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>

namespace paydesk::ui {

BudgetLimitsEdit::BudgetLimitsEdit(const QString &prefix, int firstRow, QWidget *parent)
    : QWidget(parent), m_grid(new QGridLayout(this)), m_endsRow(firstRow + 1)
{
    m_grid->setContentsMargins(0, 0, 0, 0);
    auto field = [this, firstRow, &prefix](const char *name, const QString &label,
                                           const QString &accessible, int column, QLabel *&unit) {
        auto *edit = new QLineEdit(this);
        edit->setObjectName(prefix + QLatin1String(name));
        edit->setAccessibleName(accessible);
        edit->setPlaceholderText(tr("no cap"));
        edit->setToolTip(tr("Optional: the most that may be spent in the last 7 days (a week) or "
                            "30 days (a month). Leave it empty for no such cap."));
        unit = new QLabel(this);
        unit->setObjectName(prefix + QLatin1String(name) + QStringLiteral("Unit"));
        auto *title = new QLabel(label, this);
        title->setBuddy(edit);
        m_grid->addWidget(title, firstRow, column);
        m_grid->addWidget(edit, firstRow, column + 1);
        m_grid->addWidget(unit, firstRow, column + 2);
        return edit;
    };
    m_perWeek = field("PerWeek", tr("Per wee&k:"), tr("Cap per week"), 0, m_weekUnit);
    m_perMonth = field("PerMonth", tr("Per &month:"), tr("Cap per month"), 3, m_monthUnit);
    m_ends = new QCheckBox(tr("&Ends after"), this);
    m_ends->setObjectName(prefix + QStringLiteral("Ends"));
    m_ends->setToolTip(tr("After this day the budget no longer pays without asking"));
    m_until = new QDateEdit(this);
    m_until->setObjectName(prefix + QStringLiteral("Until"));
    m_until->setAccessibleName(tr("Last day of the budget"));
    m_until->setCalendarPopup(true);
    m_until->setEnabled(false);
    connect(m_ends, &QCheckBox::toggled, m_until, &QWidget::setEnabled);
    m_grid->addWidget(m_ends, m_endsRow, 0);
    m_grid->addWidget(m_until, m_endsRow, 1, Qt::AlignLeft);
    m_grid->setColumnStretch(1, 1);
    m_grid->setColumnStretch(4, 1);
    setLimits({});
}

void BudgetLimitsEdit::setUnit(const QString &unit)
{
    m_weekUnit->setText(unit);
    m_monthUnit->setText(unit);
}

void BudgetLimitsEdit::setLimits(const BudgetLimits &limits)
{
    m_perWeek->setText(limits.perWeek ? limits.perWeek->toString() : QString());
    m_perMonth->setText(limits.perMonth ? limits.perMonth->toString() : QString());
    m_ends->setChecked(limits.until.isValid());
    // A new end is offered a month ahead, the common span of a trial grant.
    m_until->setDate(limits.until.isValid() ? limits.until.toLocalTime().date()
                                            : QDate::currentDate().addMonths(1));
}

bool BudgetLimitsEdit::read(int decimals, BudgetLimits *limits, QString *why) const
{
    for (QLineEdit *e : {m_perWeek, m_perMonth}) {
        std::optional<Amount> &cap = e == m_perWeek ? limits->perWeek : limits->perMonth;
        cap.reset();
        const QString text = e->text().trimmed();
        if (text.isEmpty())
            continue;
        QString error;
        cap = Amount::parse(text, decimals, &error);
        if (!cap) {
            *why = tr("%1: %2").arg(e->accessibleName(), error);
            return false;
        }
    }
    bool ok = true;
    limits->until = m_ends->isChecked()
                        ? BudgetWindows::parseUntil(m_until->date().toString(Qt::ISODate), &ok, why)
                        : QDateTime();
    return ok;
}

} // namespace paydesk::ui
