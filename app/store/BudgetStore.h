#pragma once

#include "PayeeRules.h"
#include "SiteBudget.h"
#include "SpendTotals.h"
#include "StatementCache.h"
#include "core/Amount.h"
#include "core/BudgetWindows.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVariant>
#include <optional>

namespace paydesk {

struct SpendRecord
{
    QString origin, network, url;
    Amount amount;
    qint64 attemptId = 0;
    QDateTime at;
    QString asset; // as SiteBudget::asset
};

// The verdict on one price, before anything reaches the service.
struct BudgetCheck
{
    enum class Verdict
    {
        Automatic, // granted, within the caps, not frozen: pay without asking
        Ask,       // within the caps: the user must confirm
        // Above the caps of a site with no granted budget (the defaults): never automatic, but
        // a person may approve this one payment (a "y", "Pay once", or --yes with
        // --max-amount); it grants no budget and counts toward the day's total.
        AboveDefaultCap,
        OverPaymentCap, // above a granted budget's cap per payment: refused
        OverWindowCap,  // above what is left of a granted budget's day, week or month: refused
        OverGlobalCap   // above what is left of a cap for all sites (or in dollars): refused
    };
    Verdict verdict = Verdict::Ask;
    SiteBudget budget;
    Amount spentToday;
    Amount leftToday; // per-day cap minus what was spent in the last 24 hours
    bool frozen = false;
    QString reason; // a sentence for the refusals and for AboveDefaultCap, with units
    // The site's grant has ended (SiteBudget::limits.until): it asks again, its caps still apply.
    bool ended = false;
    // The window whose cap the price passes, when one does (the day's, or a week's or month's).
    std::optional<WindowExcess> window;
    // The daily cap of all sites together in this asset, when the user set one, and what is
    // left of it in the last 24 hours.
    std::optional<Amount> globalCap;
    Amount globalLeft;
    bool refused() const
    {
        return verdict == Verdict::OverPaymentCap || verdict == Verdict::OverWindowCap ||
               verdict == Verdict::OverGlobalCap;
    }
};

// The most all sites together may take in one asset on one network in 24 hours.
struct DailyCap
{
    QString network; // canonical x402 network id
    QString asset;   // as SiteBudget::asset
    Amount perDay;
};

// A cap in dollars across every dollar stablecoin of Paydesk's table on every network ("at most
// $5 a day, whatever the coin"), over one window.
struct DollarCap
{
    BudgetPeriod period = BudgetPeriod::Day;
    Amount cap; // in dollars, 6 decimals
};

// Per-site budgets for paying x402 resources, in the app's SQLite database (tables
// x402_budgets, x402_spending, x402_settings), one per site, network and asset (a SOL budget never
// lets USDC through, nor the reverse). Small defaults (0.01 per payment, 0.05 per day in the
// asset's unit), "ask every time" until the user grants a budget (a price above the defaults is
// paid only when a person approves that one payment), and one switch that freezes every automatic
// payment. A granted budget's caps are hard limits: per payment, per day, and when set per week
// and month; a grant may end on a date, after which the site is asked again. Beside them, caps
// for all sites: per network and asset over a day, and in dollars over a day, week or month.
// `asset` "" is the network's native coin.
class BudgetStore
{
    Q_DECLARE_TR_FUNCTIONS(BudgetStore)
public:
    explicit BudgetStore(QSqlDatabase db); // creates the tables when missing
    bool isReady() const { return m_ready; }
    QString lastError() const { return m_lastError; }
    // The database of the budgets, for the payee lists kept beside them (PayeeRules).
    QSqlDatabase database() const { return m_db; }
    // The payee lists of the same database, their statements compiled once (read per payment).
    const PayeeRules &payees() const { return m_payees; }

    SiteBudget budget(const QString &origin, const QString &network, int decimals,
                      const QString &asset = {}) const;
    bool save(const SiteBudget &budget); // grant (granted=true) or change the caps; validated
    bool remove(const QString &origin, const QString &network, const QString &asset = {});
    // Every asset's budget of `origin` on `network`.
    bool removeAllAssets(const QString &origin, const QString &network);
    QStringList networksOf(const QString &origin) const; // the networks `origin` has budgets on
    QList<SiteBudget> all() const;

    BudgetCheck check(const QString &origin, const QString &network, const Amount &price,
                      const QDateTime &now = {}, const QString &asset = {}) const;
    bool recordSpend(const SpendRecord &spend);
    // Takes back the spend of a paid-fetch attempt that paid nothing after all (refused or failed
    // before any money moved). A spend is recorded before the payment is signed.
    bool forgetSpend(qint64 attemptId);
    // A usage-priced attempt settled: its spend, which reserved the most it authorized, becomes
    // what it was charged (at most that; zero included), and the rest is free again.
    bool settleSpend(qint64 attemptId, const Amount &charged);
    Amount spentSince(const QString &origin, const QString &network, int decimals,
                      const QDateTime &since, const QString &asset = {}) const;
    QList<SpendRecord> spending(const QString &origin, const QString &network,
                                const QString &asset = {}) const;

    bool isFrozen() const;
    bool setFrozen(bool frozen);

    // The daily cap for all sites in `asset` on `network` (x402_settings "cap|network|asset"): a
    // hard limit that no budget, approval or --yes passes. nullopt: none set.
    std::optional<Amount> dailyCap(const QString &network, int decimals,
                                   const QString &asset = {}) const;
    // Sets (a positive amount) or removes (nullopt) the cap.
    bool setDailyCap(const QString &network, const QString &asset,
                     const std::optional<Amount> &perDay);
    QList<DailyCap> dailyCaps() const;
    // What every site together took in `asset` on `network` since `since`.
    Amount spentAllSitesSince(const QString &network, int decimals, const QDateTime &since,
                              const QString &asset = {}) const;

    // The cap in dollars over `period` (x402_settings "usd-cap|period"); nullopt: none set.
    std::optional<Amount> dollarCap(BudgetPeriod period) const;
    bool setDollarCap(BudgetPeriod period, const std::optional<Amount> &cap);
    QList<DollarCap> dollarCaps() const; // shortest window first
    // What every site took in all dollar stablecoins together since `since`, in dollars (18
    // decimals, exact whatever each coin's decimals).
    Amount spentDollarsSince(const QDateTime &since) const;

    // The columns per_week, per_month and until_ms of a budget row (x402_budgets, agent_budgets):
    // a cap is '' for none, else atomic units in the row's decimals; until_ms 0 for no end.
    static BudgetLimits storedLimits(const QVariant &week, const QVariant &month,
                                     const QVariant &untilMs, int decimals);
    static QVariantList limitValues(const BudgetLimits &limits, int decimals);

    static constexpr int kDollarDecimals = 6;
    static QString dollars(const Amount &amount); // "5 USD"

private:
    // Why a cap for all sites refuses `price` (per network and asset, or in dollars); "" when
    // none does. Fills the check's global figures.
    QString globalRefusal(const QString &network, const QString &asset, const Amount &price,
                          const QDateTime &now, BudgetCheck *c) const;
    QSqlDatabase m_db;
    mutable StatementCache m_statements{m_db}; // a payment's statements, compiled once
    SpendTotals m_totals{m_statements};        // the windows' sums, by the hour
    PayeeRules m_payees{m_db};
    bool m_ready = false;
    mutable QString m_lastError;
};

} // namespace paydesk
