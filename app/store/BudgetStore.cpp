#include "BudgetStore.h"

#include "DatabaseSchema.h"
#include "core/Asset.h"
#include "core/Network.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace paydesk {

namespace {
// An asset key as SQL text: "" (never NULL) for the native coin.
QVariant assetValue(const QString &asset)
{
    return asset.isNull() ? QVariant(QStringLiteral("")) : QVariant(asset);
}

Amount parseStored(const QVariant &units, int decimals)
{
    return Amount::parseUnits(units.toString(), decimals).value_or(Amount::fromUnits(0, decimals));
}

// A window's cap as stored: '' for none, else atomic units in the row's decimals.
std::optional<Amount> storedCap(const QVariant &units, int decimals)
{
    const QString text = units.toString();
    return text.isEmpty() ? std::nullopt : Amount::parseUnits(text, decimals);
}

QVariant capValue(const std::optional<Amount> &cap, int decimals)
{
    const auto exact = cap ? cap->rescaled(decimals) : std::nullopt;
    return exact ? QVariant(exact->unitsString()) : QVariant(QStringLiteral(""));
}
} // namespace

BudgetLimits BudgetStore::storedLimits(const QVariant &week, const QVariant &month,
                                       const QVariant &untilMs, int decimals)
{
    return {storedCap(week, decimals), storedCap(month, decimals),
            BudgetWindows::fromStored(untilMs.toLongLong())};
}

QVariantList BudgetStore::limitValues(const BudgetLimits &limits, int decimals)
{
    return {capValue(limits.perWeek, decimals), capValue(limits.perMonth, decimals),
            QVariant(BudgetWindows::toStored(limits.until))};
}

BudgetStore::BudgetStore(QSqlDatabase db) : m_db(db)
{
    m_ready = DatabaseSchema::app().upgrade(m_db, &m_lastError);
}

SiteBudget BudgetStore::budget(const QString &origin, const QString &network, int decimals,
                               const QString &asset) const
{
    const StatementCache::Statement qStatement = m_statements.query(
        QStringLiteral("SELECT decimals, per_payment, per_day, granted, per_week, "
                       "per_month, until_ms FROM x402_budgets "
                       "WHERE origin = ? AND network = ? AND asset = ?"));
    QSqlQuery &q = *qStatement;
    q.addBindValue(origin);
    q.addBindValue(network);
    q.addBindValue(assetValue(asset));
    if (!q.exec() || !q.next())
        return SiteBudget::defaults(origin, network, decimals, asset);
    SiteBudget b;
    b.origin = origin;
    b.network = network;
    b.asset = asset;
    const int d = q.value(0).toInt();
    b.perPayment = parseStored(q.value(1), d);
    b.perDay = parseStored(q.value(2), d);
    b.granted = q.value(3).toBool();
    b.isDefault = false;
    b.limits = storedLimits(q.value(4), q.value(5), q.value(6), d);
    return b;
}

bool BudgetStore::save(const SiteBudget &b)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO x402_budgets (origin, network, asset, "
                             "decimals, per_payment, per_day, granted, updated_ms, per_week, "
                             "per_month, until_ms) VALUES (?,?,?,?,?,?,?,?,?,?,?)"));
    if (!SiteBudget::validate(b, &m_lastError))
        return false;
    const auto day = b.perDay.rescaled(b.perPayment.decimals());
    for (const QVariant &v :
         {QVariant(b.origin), QVariant(b.network), assetValue(b.asset),
          QVariant(b.perPayment.decimals()), QVariant(b.perPayment.unitsString()),
          QVariant(day->unitsString()), QVariant(b.granted ? 1 : 0),
          QVariant(QDateTime::currentMSecsSinceEpoch())})
        q.addBindValue(v);
    for (const QVariant &v : limitValues(b.limits, b.perPayment.decimals()))
        q.addBindValue(v);
    if (!q.exec())
        m_lastError = q.lastError().text();
    return q.isActive();
}

bool BudgetStore::remove(const QString &origin, const QString &network, const QString &asset)
{
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("DELETE FROM x402_budgets WHERE origin = ? AND network = ? AND asset = ?"));
    q.addBindValue(origin);
    q.addBindValue(network);
    q.addBindValue(assetValue(asset));
    if (!q.exec())
        m_lastError = q.lastError().text();
    return q.isActive();
}

bool BudgetStore::removeAllAssets(const QString &origin, const QString &network)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("DELETE FROM x402_budgets WHERE origin = ? AND network = ?"));
    q.addBindValue(origin);
    q.addBindValue(network);
    if (!q.exec())
        m_lastError = q.lastError().text();
    return q.isActive();
}

QStringList BudgetStore::networksOf(const QString &origin) const
{
    QStringList out;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT DISTINCT network FROM x402_budgets WHERE origin = ? ORDER BY network"));
    q.addBindValue(origin);
    if (q.exec())
        while (q.next())
            out.append(q.value(0).toString());
    return out;
}

QList<SiteBudget> BudgetStore::all() const
{
    QList<SiteBudget> out;
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT origin, network, decimals, asset FROM x402_budgets ORDER BY "
                               "origin, network, asset")))
        return out;
    while (q.next())
        out.append(budget(q.value(0).toString(), q.value(1).toString(), q.value(2).toInt(),
                          q.value(3).toString()));
    return out;
}

BudgetCheck BudgetStore::check(const QString &origin, const QString &network, const Amount &price,
                               const QDateTime &nowIn, const QString &asset) const
{
    const QDateTime now = nowIn.isValid() ? nowIn : QDateTime::currentDateTimeUtc();
    const int d = price.decimals();
    BudgetCheck c;
    c.budget = budget(origin, network, d, asset);
    c.frozen = isFrozen();
    // A grant that has ended asks again; its caps still say what may be paid without approval.
    c.ended = c.budget.granted && c.budget.limits.endedAt(now);
    const bool granted = c.budget.granted && !c.ended;
    const auto spent = [&](const QDateTime &since) {
        return spentSince(origin, network, d, since, asset);
    };
    c.spentToday = spent(BudgetWindows::start(BudgetPeriod::Day, now));
    c.leftToday = BudgetWindows::left(c.budget.perDay, c.spentToday);
    // The day's figures are read once; the longer windows only when they have caps.
    const auto windows = BudgetWindows::caps(c.budget.perDay, c.budget.limits);
    if (price > c.leftToday)
        c.window = WindowExcess{BudgetPeriod::Day, c.budget.perDay, c.spentToday, c.leftToday};
    else
        c.window = BudgetWindows::firstExceeded(windows.mid(1), price, now, spent);
    auto money = [&network, &asset](const Amount &a) {
        return Money::withUnit(a, network, asset);
    };
    const bool overPayment = price > c.budget.perPayment;
    const bool overWindow = !overPayment && c.window.has_value();
    QString global = globalRefusal(network, asset, price, now, &c);
    if (!global.isEmpty()) {
        c.verdict = BudgetCheck::Verdict::OverGlobalCap;
        c.reason = global;
    } else if (granted && overPayment) {
        c.verdict = BudgetCheck::Verdict::OverPaymentCap;
        c.reason = tr("The price %1 is above the cap of %2 per payment that you granted this site.")
                       .arg(money(price), money(c.budget.perPayment));
    } else if (granted && overWindow) {
        c.verdict = BudgetCheck::Verdict::OverWindowCap;
        c.reason = c.window->period == BudgetPeriod::Day
                       ? tr("The price %1 is above what is left of this site's daily budget "
                            "(%2 of %3).")
                             .arg(money(price), money(c.leftToday), money(c.budget.perDay))
                       : tr("The price %1 is above what is left of this site's budget of %3 %4 "
                            "(%2 left in the last %5).")
                             .arg(money(price), money(c.window->left), money(c.window->cap),
                                  BudgetWindows::perPeriod(c.window->period),
                                  BudgetWindows::span(c.window->period));
    } else if (overPayment) {
        c.verdict = BudgetCheck::Verdict::AboveDefaultCap;
        c.reason = (c.budget.isDefault
                        ? tr("The price %1 is above your default cap of %2 per payment (this "
                             "site has no budget).")
                        : tr("The price %1 is above this site's cap of %2 per payment."))
                       .arg(money(price), money(c.budget.perPayment));
    } else if (overWindow) {
        c.verdict = BudgetCheck::Verdict::AboveDefaultCap;
        c.reason = c.budget.isDefault
                       ? tr("The price %1 is above what is left of your default cap of %3 per "
                            "day for this site (%2 left).")
                             .arg(money(price), money(c.leftToday), money(c.budget.perDay))
                       : tr("The price %1 is above what is left of this site's cap of %3 %4 "
                            "(%2 left).")
                             .arg(money(price), money(c.window->left), money(c.window->cap),
                                  BudgetWindows::perPeriod(c.window->period));
    } else {
        c.verdict =
            granted && !c.frozen ? BudgetCheck::Verdict::Automatic : BudgetCheck::Verdict::Ask;
    }
    if (c.ended && !c.refused())
        c.reason = (c.reason.isEmpty() ? QString() : c.reason + u' ') +
                   tr("The budget you granted this site ended %1: Paydesk asks again before "
                      "each payment. Grant it again to pay without asking.")
                       .arg(BudgetWindows::untilText(c.budget.limits.until));
    return c;
}

QString BudgetStore::globalRefusal(const QString &network, const QString &asset,
                                   const Amount &price, const QDateTime &now, BudgetCheck *c) const
{
    auto money = [&network, &asset](const Amount &a) {
        return Money::withUnit(a, network, asset);
    };
    c->globalCap = dailyCap(network, price.decimals(), asset);
    if (c->globalCap) {
        const Amount all = spentAllSitesSince(network, price.decimals(),
                                              BudgetWindows::start(BudgetPeriod::Day, now), asset);
        c->globalLeft = BudgetWindows::left(*c->globalCap, all);
        if (price > c->globalLeft)
            return tr("The price %1 is above what is left of your daily cap for all sites "
                      "(%2 of %3 in 24 hours).")
                .arg(money(price), money(c->globalLeft), money(*c->globalCap));
    }
    // Dollars, whatever the coin: only a stablecoin of Paydesk's table counts as dollars.
    if (asset.isEmpty() || !Asset::isDollar(network, asset))
        return {};
    for (const DollarCap &cap : dollarCaps()) {
        const Amount left =
            BudgetWindows::left(cap.cap, spentDollarsSince(BudgetWindows::start(cap.period, now)));
        if (price > left)
            return tr("The price %1 is above what is left of your cap of %3 %4 in all dollar "
                      "stablecoins together (%2 left in the last %5).")
                .arg(money(price), dollars(left), dollars(cap.cap),
                     BudgetWindows::perPeriod(cap.period), BudgetWindows::span(cap.period));
    }
    return {};
}

bool BudgetStore::recordSpend(const SpendRecord &s)
{
    const StatementCache::Statement qStatement = m_statements.query(
        QStringLiteral("INSERT INTO x402_spending (origin, network, url, decimals, amount, "
                       "attempt_id, at_ms, asset) VALUES (?,?,COALESCE(?,''),?,?,?,?,?)"));
    QSqlQuery &q = *qStatement;
    const qint64 at =
        s.at.isValid() ? s.at.toMSecsSinceEpoch() : QDateTime::currentMSecsSinceEpoch();
    for (const QVariant &v : {QVariant(s.origin), QVariant(s.network), QVariant(s.url),
                              QVariant(s.amount.decimals()), QVariant(s.amount.unitsString()),
                              QVariant(s.attemptId), QVariant(at), assetValue(s.asset)})
        q.addBindValue(v);
    if (!q.exec())
        m_lastError = q.lastError().text();
    return q.isActive();
}

bool BudgetStore::forgetSpend(qint64 attemptId)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("DELETE FROM x402_spending WHERE attempt_id = ?"));
    q.addBindValue(attemptId);
    if (!q.exec())
        m_lastError = q.lastError().text();
    return q.isActive();
}

bool BudgetStore::settleSpend(qint64 attemptId, const Amount &charged)
{
    // Only ever down: a charge is at most the maximum the spend reserved (the caller checked).
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE x402_spending SET amount = ?, decimals = ? WHERE "
                             "attempt_id = ?"));
    q.addBindValue(charged.unitsString());
    q.addBindValue(charged.decimals());
    q.addBindValue(attemptId);
    if (!q.exec())
        m_lastError = q.lastError().text();
    return q.isActive();
}

Amount BudgetStore::spentSince(const QString &origin, const QString &network, int decimals,
                               const QDateTime &since, const QString &asset) const
{
    return m_totals.ofSite(origin, {network, asset}, since, decimals);
}

QList<SpendRecord> BudgetStore::spending(const QString &origin, const QString &network,
                                         const QString &asset) const
{
    QList<SpendRecord> out;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT url, amount, decimals, attempt_id, at_ms FROM x402_spending "
                             "WHERE origin = ? AND network = ? AND asset = ? "
                             "ORDER BY at_ms DESC, id DESC"));
    q.addBindValue(origin);
    q.addBindValue(network);
    q.addBindValue(assetValue(asset));
    if (q.exec())
        while (q.next())
            out.append({origin, network, q.value(0).toString(),
                        parseStored(q.value(1), q.value(2).toInt()), q.value(3).toLongLong(),
                        QDateTime::fromMSecsSinceEpoch(q.value(4).toLongLong(), Qt::UTC), asset});
    return out;
}

bool BudgetStore::isFrozen() const
{
    const StatementCache::Statement qStatement =
        m_statements.query(QStringLiteral("SELECT value FROM x402_settings WHERE key = 'frozen'"));
    QSqlQuery &q = *qStatement;
    return q.exec() && q.next() && q.value(0).toString() == u"1";
}

namespace {
QString capKey(const QString &network, const QString &asset)
{
    return QStringLiteral("cap|%1|%2").arg(network, Asset::keyOf(asset));
}
} // namespace

std::optional<Amount> BudgetStore::dailyCap(const QString &network, int decimals,
                                            const QString &asset) const
{
    const StatementCache::Statement qStatement =
        m_statements.query(QStringLiteral("SELECT value FROM x402_settings WHERE key = ?"));
    QSqlQuery &q = *qStatement;
    q.addBindValue(capKey(network, asset));
    if (!q.exec() || !q.next())
        return std::nullopt;
    // Saved in the asset's own decimals (setDailyCap), so it parses back exactly.
    return Amount::parse(q.value(0).toString(), decimals);
}

bool BudgetStore::setDailyCap(const QString &network, const QString &asset,
                              const std::optional<Amount> &perDay)
{
    QSqlQuery q(m_db);
    if (perDay) {
        if (*perDay <= Amount::fromUnits(0, perDay->decimals())) {
            m_lastError = tr("A daily cap must be more than zero.");
            return false;
        }
        q.prepare(
            QStringLiteral("INSERT OR REPLACE INTO x402_settings (key, value) VALUES (?, ?)"));
        q.addBindValue(capKey(network, asset));
        q.addBindValue(perDay->toString());
    } else {
        q.prepare(QStringLiteral("DELETE FROM x402_settings WHERE key = ?"));
        q.addBindValue(capKey(network, asset));
    }
    if (!q.exec())
        m_lastError = q.lastError().text();
    return q.isActive();
}

QList<DailyCap> BudgetStore::dailyCaps() const
{
    QList<DailyCap> out;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT key, value FROM x402_settings WHERE key LIKE 'cap|%' "
                             "ORDER BY key"));
    if (!q.exec())
        return out;
    while (q.next()) {
        const QStringList parts = q.value(0).toString().split(u'|');
        const auto amount = Amount::parse(q.value(1).toString(), 18);
        if (parts.size() == 3 && amount)
            out.append({parts.at(1), parts.at(2), *amount});
    }
    return out;
}

Amount BudgetStore::spentAllSitesSince(const QString &network, int decimals, const QDateTime &since,
                                       const QString &asset) const
{
    return m_totals.ofEverySite({{network, asset}}, since, decimals);
}

namespace {
QString dollarKey(BudgetPeriod period)
{
    return QStringLiteral("usd-cap|") + BudgetWindows::name(period);
}
} // namespace

QString BudgetStore::dollars(const Amount &amount)
{
    return Money::format(amount.rescaled(kDollarDecimals).value_or(amount), QStringLiteral("USD"));
}

std::optional<Amount> BudgetStore::dollarCap(BudgetPeriod period) const
{
    const StatementCache::Statement qStatement =
        m_statements.query(QStringLiteral("SELECT value FROM x402_settings WHERE key = ?"));
    QSqlQuery &q = *qStatement;
    q.addBindValue(dollarKey(period));
    if (!q.exec() || !q.next())
        return std::nullopt;
    return Amount::parse(q.value(0).toString(), kDollarDecimals);
}

bool BudgetStore::setDollarCap(BudgetPeriod period, const std::optional<Amount> &cap)
{
    QSqlQuery q(m_db);
    if (cap) {
        const auto exact = cap->rescaled(kDollarDecimals);
        if (!exact || exact->isZero()) {
            m_lastError = tr("A cap in dollars must be more than zero, in cents or finer (at "
                             "most %1 decimals).")
                              .arg(kDollarDecimals);
            return false;
        }
        q.prepare(
            QStringLiteral("INSERT OR REPLACE INTO x402_settings (key, value) VALUES (?, ?)"));
        q.addBindValue(dollarKey(period));
        q.addBindValue(exact->toString());
    } else {
        q.prepare(QStringLiteral("DELETE FROM x402_settings WHERE key = ?"));
        q.addBindValue(dollarKey(period));
    }
    if (!q.exec())
        m_lastError = q.lastError().text();
    return q.isActive();
}

QList<DollarCap> BudgetStore::dollarCaps() const
{
    QList<DollarCap> out;
    for (const BudgetPeriod p : BudgetWindows::kAll)
        if (const auto cap = dollarCap(p))
            out.append({p, *cap});
    return out;
}

Amount BudgetStore::spentDollarsSince(const QDateTime &since) const
{
    // Every coin in one sum, in 18 decimals: exact whatever each coin's decimals.
    QList<SpendTotals::AssetKey> coins;
    for (const Asset &coin : Asset::dollarStablecoins())
        coins.append({Network::canonical(coin.network), Asset::keyOf(coin.address)});
    return m_totals.ofEverySite(coins, since, 18);
}

bool BudgetStore::setFrozen(bool frozen)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO x402_settings (key, value) VALUES "
                             "('frozen', ?)"));
    q.addBindValue(frozen ? QStringLiteral("1") : QStringLiteral("0"));
    return q.exec();
}

} // namespace paydesk
