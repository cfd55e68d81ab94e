#include "SpendingRules.h"

#include "core/Network.h"
#include "store/AddedTokens.h"
#include "store/PayeeRules.h"

#include <QDateTime>

namespace paydesk {

namespace {
QString networkOf(const Asset &a)
{
    return Network::canonical(a.network);
}
QString keyOf(const Asset &a)
{
    return a.isNative() ? QString() : Asset::keyOf(a.address);
}
} // namespace

SpendingRules::SpendingRules(BudgetStore *budgets, AddedTokens *tokens, QObject *parent)
    : QObject(parent), m_budgets(budgets), m_tokens(tokens)
{}

bool SpendingRules::done(bool ok, const QString &error)
{
    m_lastError = ok ? QString() : error;
    if (ok)
        Q_EMIT changed();
    return ok;
}

QList<SpendingRules::CapUse> SpendingRules::dailyCaps() const
{
    QList<CapUse> out;
    const QDateTime since = QDateTime::currentDateTimeUtc().addSecs(-24 * 3600);
    for (const DailyCap &c : m_budgets->dailyCaps())
        out.append(
            {c, m_budgets->spentAllSitesSince(c.network, c.perDay.decimals(), since, c.asset)});
    return out;
}

QList<SpendingRules::DollarUse> SpendingRules::dollarCaps() const
{
    QList<DollarUse> out;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const DollarCap &c : m_budgets->dollarCaps())
        out.append({c, m_budgets->spentDollarsSince(BudgetWindows::start(c.period, now))});
    return out;
}

std::optional<Amount> SpendingRules::dollarCap(BudgetPeriod period) const
{
    return m_budgets->dollarCap(period);
}

bool SpendingRules::setDollarCap(BudgetPeriod period, const std::optional<Amount> &cap)
{
    const bool ok = m_budgets->setDollarCap(period, cap);
    return done(ok, m_budgets->lastError());
}

QList<Asset> SpendingRules::cappableAssets()
{
    QList<Asset> out;
    for (const Network *n : Network::all())
        out.append(Asset::native(n->key()));
    out.append(Asset::knownAssets());
    return out;
}

std::optional<Amount> SpendingRules::dailyCap(const Asset &asset) const
{
    return m_budgets->dailyCap(networkOf(asset), asset.decimals, keyOf(asset));
}

bool SpendingRules::setDailyCap(const Asset &asset, const std::optional<Amount> &perDay)
{
    const bool ok = m_budgets->setDailyCap(networkOf(asset), keyOf(asset), perDay);
    return done(ok, m_budgets->lastError());
}

QStringList SpendingRules::payees(PayeeRule rule) const
{
    QStringList out;
    for (const PayeeRules::Entry &e : PayeeRules(m_budgets->database()).all())
        if ((e.rule == PayeeRules::Rule::Allow) == (rule == PayeeRule::Allow) &&
            rule != PayeeRule::Off)
            out.append(e.address);
    return out;
}

bool SpendingRules::setPayee(const QString &address, PayeeRule rule)
{
    PayeeRules rules(m_budgets->database());
    const bool ok = rule == PayeeRule::Off
                        ? rules.remove(address)
                        : rules.set(address, rule == PayeeRule::Allow ? PayeeRules::Rule::Allow
                                                                      : PayeeRules::Rule::Deny);
    return done(ok, rules.lastError());
}

QList<Asset> SpendingRules::addedTokens() const
{
    return m_tokens ? m_tokens->all() : QList<Asset>();
}

bool SpendingRules::addToken(const QString &network, const QString &address, const QString &symbol,
                             int decimals)
{
    if (!m_tokens)
        return done(false, tr("Tokens cannot be added here: the app's database is not open."));
    const bool ok = m_tokens->add(network, address, symbol, decimals);
    return done(ok, m_tokens->lastError());
}

bool SpendingRules::removeToken(const QString &network, const QString &address)
{
    if (!m_tokens)
        return done(false, tr("Tokens cannot be removed here: the app's database is not open."));
    const bool ok = m_tokens->remove(network, address);
    return done(ok, m_tokens->lastError());
}

int SpendingRules::maxTokenDecimals()
{
    return AddedTokens::kMaxDecimals;
}

} // namespace paydesk
