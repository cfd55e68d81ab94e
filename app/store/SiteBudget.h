#pragma once

#include "core/Amount.h"
#include "core/BudgetWindows.h"

#include <QCoreApplication>
#include <QString>

namespace paydesk {

// What the user allows one site (origin + network) to take without asking.
struct SiteBudget
{
    Q_DECLARE_TR_FUNCTIONS(SiteBudget)

public:
    QString origin;  // "https://example.com:443"
    QString network; // canonical x402 network id
    Amount perPayment;
    Amount perDay;        // over the last 24 hours
    bool granted = false; // false: ask every time (the caps still apply)
    bool isDefault = true;
    // What the caps count: "" the network's native coin, else the token (SPL mint, or ERC-20
    // contract in lower case). A budget in one asset never lets another through.
    QString asset;
    BudgetLimits limits{}; // caps per week and month, and when the grant ends

    // A site's budget before the user grants one: 0.01 per payment and 0.05 a day in the
    // asset's unit, asking every time.
    static SiteBudget defaults(const QString &origin, const QString &network, int decimals,
                               const QString &asset = {});
    static Amount defaultPerPayment(int decimals); // 0.01
    static Amount defaultPerDay(int decimals);     // 0.05
    // False + a sentence when the caps cannot be saved (per payment above per day, a week below
    // its day, a grant that ended already ...).
    static bool validate(const SiteBudget &budget, QString *why);
};

} // namespace paydesk
