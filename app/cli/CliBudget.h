#pragma once

#include "CliArguments.h"
#include "core/BudgetWindows.h"
#include "models/AppData.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace paydesk {
class BudgetStore;
}

namespace paydesk::cli {

// budget list | grant SITE | revoke SITE | cap | payee | freeze | unfreeze: the per-site budgets
// that let `fetch` pay without asking (caps per payment, per day, and per week and month when
// given; an end date), the caps for all sites (per network and asset over a day, or in dollars
// across every dollar stablecoin over a day, week or month), and the switch that freezes every
// automatic payment. SITE is a URL or an origin; --network names the network, by default the
// one fetch pays on (CliNodes::defaultNetwork); revoke without it revokes the site's budget on
// every network. grant and revoke say which network they touched; a cap per payment above the
// cap per day is refused (exit 2). Local only: nothing is sent anywhere.
class CliBudget
{
    Q_DECLARE_TR_FUNCTIONS(CliBudget)
public:
    // `service`: the configured one (--service, $PAYDESK_SERVICE_URL or the app's setting),
    // which picks the default network.
    static int run(const CliArguments &args, const QUrl &service, const AppData &data);
    // The budget key and decimals of `symbol` on `network`: the native coin for an empty symbol
    // or the coin's own, else a token Paydesk trusts; false when there is no such token.
    static bool assetOf(const QString &symbol, const QString &network, QString *asset,
                        int *decimals);
    // The usage error for a network Paydesk does not know; empty for one it knows. Said before
    // any asset is looked up on it (a budget or cap of every face).
    static QString unknownNetwork(const QString &network);
    // --per-week, --per-month (an amount in `decimals`, or none) and --until into `limits`; false
    // and a sentence for a bad one. Options not given leave `limits` as it was.
    static bool readLimits(const CliArguments &args, int decimals, BudgetLimits *limits,
                           QString *why);
    // perWeek, perMonth and until (ISO 8601, UTC), null when not set.
    static void addLimits(QJsonObject &o, const BudgetLimits &limits);

private:
    // budget cap AMOUNT USD [--window day|week|month]: the cap in dollars ("none" takes it away).
    static int dollarCap(const CliArguments &args, const QString &amount, BudgetStore &store);
};

} // namespace paydesk::cli
