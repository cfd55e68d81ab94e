#include "SiteBudget.h"

#include "core/Asset.h"

#include <QDateTime>

namespace paydesk {

Amount SiteBudget::defaultPerPayment(int decimals)
{
    return *Amount::parse(u"0.01", decimals);
}

Amount SiteBudget::defaultPerDay(int decimals)
{
    return *Amount::parse(u"0.05", decimals);
}

SiteBudget SiteBudget::defaults(const QString &origin, const QString &network, int decimals,
                                const QString &asset)
{
    SiteBudget b;
    b.origin = origin;
    b.network = network;
    b.asset = asset;
    b.perPayment = defaultPerPayment(decimals);
    b.perDay = defaultPerDay(decimals);
    return b;
}

bool SiteBudget::validate(const SiteBudget &b, QString *why)
{
    const auto day = b.perDay.rescaled(b.perPayment.decimals());
    if (!day) {
        *why = tr("The two caps must be in the same currency.");
        return false;
    }
    if (b.perPayment > *day) {
        *why = tr("The cap per payment (%1) is above the cap per day (%2): no day could allow "
                  "such a payment. Raise the cap per day or lower the cap per payment.")
                   .arg(Money::withUnit(b.perPayment, b.network, b.asset),
                        Money::withUnit(b.perDay, b.network, b.asset));
        return false;
    }
    // A longer window's cap below a shorter one's would make the shorter one meaningless: a
    // slip of the finger (0.5 a month beside 5 a day), said before it is saved.
    Amount shorter = *day;
    for (const auto &[period, cap] : BudgetWindows::caps(*day, b.limits)) {
        if (cap.isZero() || b.perPayment > cap || cap < shorter) {
            *why =
                tr("The cap %1 (%2) must be more than zero, at least the cap per payment and "
                   "at least the cap of a shorter window (%3).")
                    .arg(BudgetWindows::perPeriod(period), Money::withUnit(cap, b.network, b.asset),
                         Money::withUnit(shorter, b.network, b.asset));
            return false;
        }
        shorter = cap;
    }
    if (b.granted && b.limits.endedAt(QDateTime::currentDateTimeUtc())) {
        *why = tr("The budget would end %1, which is already past: give a later date, or none "
                  "for no end.")
                   .arg(BudgetWindows::untilText(b.limits.until));
        return false;
    }
    return true;
}

} // namespace paydesk
