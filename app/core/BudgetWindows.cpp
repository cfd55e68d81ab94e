#include "BudgetWindows.h"

#include <QLocale>
#include <QStringList>

namespace paydesk {

qint64 BudgetWindows::seconds(BudgetPeriod period)
{
    constexpr qint64 day = 24 * 3600;
    switch (period) {
    case BudgetPeriod::Day:
        return day;
    case BudgetPeriod::Week:
        return 7 * day;
    case BudgetPeriod::Month:
        return 30 * day;
    }
    return day;
}

QDateTime BudgetWindows::start(BudgetPeriod period, const QDateTime &now)
{
    return now.addSecs(-seconds(period));
}

QString BudgetWindows::name(BudgetPeriod period)
{
    switch (period) {
    case BudgetPeriod::Day:
        return QStringLiteral("day");
    case BudgetPeriod::Week:
        return QStringLiteral("week");
    case BudgetPeriod::Month:
        return QStringLiteral("month");
    }
    return {};
}

std::optional<BudgetPeriod> BudgetWindows::fromName(QStringView name)
{
    for (const BudgetPeriod p : kAll)
        if (name.compare(BudgetWindows::name(p), Qt::CaseInsensitive) == 0)
            return p;
    return std::nullopt;
}

QString BudgetWindows::span(BudgetPeriod period)
{
    switch (period) {
    case BudgetPeriod::Day:
        return tr("24 hours");
    case BudgetPeriod::Week:
        return tr("7 days");
    case BudgetPeriod::Month:
        return tr("30 days");
    }
    return {};
}

QString BudgetWindows::perPeriod(BudgetPeriod period)
{
    switch (period) {
    case BudgetPeriod::Day:
        return tr("per day");
    case BudgetPeriod::Week:
        return tr("per week");
    case BudgetPeriod::Month:
        return tr("per month");
    }
    return {};
}

QList<std::pair<BudgetPeriod, Amount>> BudgetWindows::caps(const Amount &day,
                                                           const BudgetLimits &limits)
{
    QList<std::pair<BudgetPeriod, Amount>> out{{BudgetPeriod::Day, day}};
    if (limits.perWeek)
        out.append({BudgetPeriod::Week, *limits.perWeek});
    if (limits.perMonth)
        out.append({BudgetPeriod::Month, *limits.perMonth});
    return out;
}

Amount BudgetWindows::left(const Amount &cap, const Amount &spent)
{
    if (spent >= cap)
        return Amount::fromUnits(0, cap.decimals());
    const auto s = spent.rescaled(cap.decimals());
    // A spend finer than the cap's decimals: compare in the spend's (it is below the cap).
    return s ? cap - *s : cap.rescaled(spent.decimals()).value_or(cap) - spent;
}

std::optional<WindowExcess>
BudgetWindows::firstExceeded(const QList<std::pair<BudgetPeriod, Amount>> &caps,
                             const Amount &price, const QDateTime &now,
                             const std::function<Amount(const QDateTime &)> &spentSince)
{
    for (const auto &[period, cap] : caps) {
        WindowExcess w{period, cap, spentSince(start(period, now)), {}};
        w.left = left(cap, w.spent);
        if (price > w.left)
            return w;
    }
    return std::nullopt;
}

QString BudgetWindows::untilText(const QDateTime &until)
{
    return tr("until %1").arg(QLocale().toString(until.toLocalTime(), QLocale::ShortFormat));
}

QString BudgetWindows::limitsText(const Amount &day, const BudgetLimits &limits,
                                  const std::function<QString(const Amount &)> &money,
                                  BudgetPeriod from)
{
    QStringList parts;
    for (const auto &[period, cap] : caps(day, limits))
        if (period >= from)
            parts << tr("%1 %2", "amount, per period").arg(money(cap), perPeriod(period));
    if (limits.until.isValid())
        parts << (limits.endedAt(QDateTime::currentDateTimeUtc())
                      ? tr("ended %1")
                            .arg(QLocale().toString(limits.until.toLocalTime(),
                                                    QLocale::ShortFormat))
                      : untilText(limits.until));
    return parts.join(QStringLiteral(", "));
}

QDateTime BudgetWindows::parseUntil(const QString &text, bool *ok, QString *why)
{
    const QString trimmed = text.trimmed();
    *ok = true;
    if (trimmed.isEmpty() || trimmed.compare(u"none", Qt::CaseInsensitive) == 0)
        return {};
    // A date alone: the whole of that day, as the person reads their calendar.
    if (const QDate d = QDate::fromString(trimmed, Qt::ISODate); d.isValid())
        return QDateTime(d, QTime(23, 59, 59, 999), Qt::LocalTime).toUTC();
    if (const QDateTime t = QDateTime::fromString(trimmed, Qt::ISODateWithMs); t.isValid())
        return t.toUTC();
    *ok = false;
    *why = tr("\"%1\" is not a date: give the last day of the budget as 2026-12-31, a time as "
              "2026-12-31T18:00, or none for no end.")
               .arg(trimmed);
    return {};
}

qint64 BudgetWindows::toStored(const QDateTime &until)
{
    return until.isValid() ? until.toMSecsSinceEpoch() : 0;
}

QDateTime BudgetWindows::fromStored(qint64 ms)
{
    return ms > 0 ? QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC) : QDateTime();
}

} // namespace paydesk
