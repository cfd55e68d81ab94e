#include "BudgetLimitsEdit.h"

#include <QCheckBox>
#include <QDateEdit>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>

namespace paydesk::ui {

BudgetLimitsEdit::BudgetLimitsEdit(const QString &prefix, QWidget *parent) : QWidget(parent)
{
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    auto field = [this, row, &prefix](const char *name, const QString &label,
                                      const QString &accessible, QLabel *&unit) {
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
        row->addWidget(title);
        row->addWidget(edit, 1);
        row->addWidget(unit);
        return edit;
    };
    m_perWeek = field("PerWeek", tr("Per wee&k:"), tr("Cap per week"), m_weekUnit);
    m_perMonth = field("PerMonth", tr("Per &month:"), tr("Cap per month"), m_monthUnit);
    m_ends = new QCheckBox(tr("&Ends after"), this);
    m_ends->setObjectName(prefix + QStringLiteral("Ends"));
    m_ends->setToolTip(tr("After this day the budget no longer pays without asking"));
    m_until = new QDateEdit(this);
    m_until->setObjectName(prefix + QStringLiteral("Until"));
    m_until->setAccessibleName(tr("Last day of the budget"));
    m_until->setCalendarPopup(true);
    m_until->setEnabled(false);
    connect(m_ends, &QCheckBox::toggled, m_until, &QWidget::setEnabled);
    row->addSpacing(12);
    row->addWidget(m_ends);
    row->addWidget(m_until);
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
