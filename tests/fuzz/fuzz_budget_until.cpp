// The end of a budget as a person types it (--until, the date field): BudgetWindows::parseUntil.
// Properties: text it takes is either no end (an invalid time, for "", "none") or a valid time in
// UTC; text it refuses comes with a sentence naming the text; an end in the future is stored and
// read back to the millisecond, and a budget with it has not ended now but has one millisecond
// after it; the words for a budget with that end never come out empty.

#include "FuzzCommon.h"
#include "core/BudgetWindows.h"

using namespace paydesk;

PAYDESK_FUZZ_TARGET(budget_until)
{
    const fuzz::Input in(data, size, 1);
    const QString text = QString::fromUtf8(in.payload);
    bool ok = false;
    QString why;
    const QDateTime until = BudgetWindows::parseUntil(text, &ok, &why);
    if (!ok) {
        fuzz::check(!why.isEmpty(), "a refused end without a reason");
        fuzz::check(!until.isValid(), "a refused end that is a time");
        return 0;
    }
    if (!until.isValid())
        return 0; // no end
    fuzz::check(until.timeSpec() == Qt::UTC, "an end not in UTC");
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (until > now) {
        fuzz::check(BudgetWindows::fromStored(BudgetWindows::toStored(until)) == until,
                    "an end that does not store back");
        const BudgetLimits limits{std::nullopt, std::nullopt, until};
        fuzz::check(!limits.endedAt(now), "a future end counted as past");
        fuzz::check(limits.endedAt(until.addMSecs(1)), "an end that never ends");
    }
    fuzz::check(!BudgetWindows::untilText(until).isEmpty(), "an end without words");
    return 0;
}
