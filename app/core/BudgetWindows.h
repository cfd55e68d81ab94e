#pragma once

#include "Amount.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <functional>
#include <optional>

namespace paydesk {

// The windows a budget counts its spending in. They roll: a day is the last 24 hours, a week the
// last 7 days, a month the last 30 days, so no window starts afresh at midnight or on the 1st
// and lets two windows' worth through across its boundary (docs/architecture.md "Budgets").
enum class BudgetPeriod
{
    Day,
    Week,
    Month
};

// A budget's caps beyond its day's, and its end. Every cap that is set is a hard limit of its own.
struct BudgetLimits
{
    std::optional<Amount> perWeek;
    std::optional<Amount> perMonth;
    QDateTime until; // the last moment the grant holds (UTC); invalid: until taken back

    bool endedAt(const QDateTime &now) const { return until.isValid() && now > until; }
    bool operator==(const BudgetLimits &) const = default;
};

// A cap that a price would pass: which window, its cap, what the window has spent and what is left.
struct WindowExcess
{
    BudgetPeriod period = BudgetPeriod::Day;
    Amount cap, spent, left;
};

class BudgetWindows
{
    Q_DECLARE_TR_FUNCTIONS(BudgetWindows)
public:
    static constexpr BudgetPeriod kAll[] = {BudgetPeriod::Day, BudgetPeriod::Week,
                                            BudgetPeriod::Month};
    static qint64 seconds(BudgetPeriod period);
    static QDateTime start(BudgetPeriod period, const QDateTime &now); // now minus the window
    static QString name(BudgetPeriod period); // "day", "week", "month": the CLI's and JSON's word
    static std::optional<BudgetPeriod> fromName(QStringView name);
    static QString span(BudgetPeriod period);      // "24 hours", "7 days", "30 days"
    static QString perPeriod(BudgetPeriod period); // "per day", "per week", "per month"

    // The caps `day`, `limits.perWeek` and `limits.perMonth` that are set, shortest first.
    static QList<std::pair<BudgetPeriod, Amount>> caps(const Amount &day,
                                                       const BudgetLimits &limits);
    // The first of `caps` whose window has less left than `price`; `spentSince` adds up what the
    // window took (from its start to now). nullopt: every window has room for it.
    static std::optional<WindowExcess>
    firstExceeded(const QList<std::pair<BudgetPeriod, Amount>> &caps, const Amount &price,
                  const QDateTime &now, const std::function<Amount(const QDateTime &)> &spentSince);
    // What is left of `cap` once `spent` is taken (never below zero), in `cap`'s decimals.
    static Amount left(const Amount &cap, const Amount &spent);

    // "until 31 Dec 2026 23:59" in the user's language and time zone, for the views and the CLI.
    static QString untilText(const QDateTime &until);
    // "1 USDC per day, 5 USDC per week, until 31/12/2026 23:59": the caps that are set (each
    // amount written by `money`) and the end, "ended …" once past; the one wording of a budget's
    // windows for every face. `from` leaves out the windows before it (Week: the longer ones).
    static QString limitsText(const Amount &day, const BudgetLimits &limits,
                              const std::function<QString(const Amount &)> &money,
                              BudgetPeriod from = BudgetPeriod::Day);
    // Reads --until / a date field: "2026-12-31" (through that whole day, local time), an ISO
    // date-time ("2026-12-31T18:00", local unless it names its zone), or "none" (no end: an
    // invalid QDateTime, *ok true). *ok false and `*why` a sentence when it is neither.
    static QDateTime parseUntil(const QString &text, bool *ok, QString *why);
    // Stored as milliseconds since the epoch, 0 for no end.
    static qint64 toStored(const QDateTime &until);
    static QDateTime fromStored(qint64 ms);
};

} // namespace paydesk
