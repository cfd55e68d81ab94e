#pragma once

#include "core/Amount.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <optional>

namespace paydesk {

// What the user allows one site (origin + network) to take without asking.
struct SiteBudget
{
    QString origin;  // "https://example.com:443"
    QString network; // canonical x402 network id
    Amount perPayment;
    Amount perDay;        // over the last 24 hours
    bool granted = false; // false: ask every time (the caps still apply)
    bool isDefault = true;
    // What the caps count: "" the network's native coin, else the token (SPL mint, or ERC-20
    // contract in lower case). A budget in one asset never lets another through.
    QString asset;
};

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
        OverDayCap,     // above what is left of a granted budget today: refused
        OverGlobalCap   // above what is left of the daily cap for all sites: refused
    };
    Verdict verdict = Verdict::Ask;
    SiteBudget budget;
    Amount spentToday;
    Amount leftToday; // per-day cap minus what was spent in the last 24 hours
    bool frozen = false;
    QString reason; // a sentence for the refusals and for AboveDefaultCap, with units
    // The daily cap of all sites together in this asset, when the user set one, and what is
    // left of it in the last 24 hours.
    std::optional<Amount> globalCap;
    Amount globalLeft;
    bool refused() const
    {
        return verdict == Verdict::OverPaymentCap || verdict == Verdict::OverDayCap ||
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

// Per-site budgets for paying x402 resources, in the app's SQLite database (tables
// x402_budgets, x402_spending, x402_settings), one per site, network and asset (a SOL budget never
// lets USDC through, nor the reverse). Small defaults (0.01 per payment, 0.05 per day in the
// asset's unit), "ask every time" until the user grants a budget (a price above the defaults is
// paid only when a person approves that one payment), and one switch that freezes every automatic
// payment. A granted budget's caps are hard limits. `asset` "" is the network's native coin.
class BudgetStore
{
    Q_DECLARE_TR_FUNCTIONS(BudgetStore)
public:
    explicit BudgetStore(QSqlDatabase db); // creates the tables when missing
    bool isReady() const { return m_ready; }
    QString lastError() const { return m_lastError; }
    // The database of the budgets, for the payee lists kept beside them (PayeeRules).
    QSqlDatabase database() const { return m_db; }

    static SiteBudget defaults(const QString &origin, const QString &network, int decimals,
                               const QString &asset = {});
    static Amount defaultPerPayment(int decimals); // 0.01
    static Amount defaultPerDay(int decimals);     // 0.05
    // False + a sentence when the caps cannot be saved (per payment above per day ...).
    static bool validate(const SiteBudget &budget, QString *why);

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

private:
    QSqlDatabase m_db;
    bool m_ready = false;
    mutable QString m_lastError;
};

} // namespace paydesk
