#pragma once

#include "core/Amount.h"
#include "core/Asset.h"
#include "store/BudgetStore.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <optional>

namespace paydesk {

class AddedTokens;

// The rules every x402 payment is held to beyond a site's own budget, for the views: the daily
// caps for all sites together (one per asset and network, BudgetStore), the caps in dollars
// across every dollar stablecoin (per day, week, month), the payee lists
// (PayeeRules, kept beside the budgets) and the tokens the user added (AddedTokens). changed()
// follows every change made here, so each view of the rules shows the same thing.
class SpendingRules : public QObject
{
    Q_OBJECT
public:
    SpendingRules(BudgetStore *budgets, AddedTokens *tokens, QObject *parent = nullptr);

    struct CapUse
    {
        DailyCap cap;
        Amount spent; // by all sites in the last 24 hours
    };
    QList<CapUse> dailyCaps() const;
    // The assets a cap may be set for: every network's native coin, then every token Paydesk
    // trusts (its table and the tokens the user added).
    static QList<Asset> cappableAssets();
    std::optional<Amount> dailyCap(const Asset &asset) const;
    // nullopt removes the cap. False + lastError() when the store refuses.
    bool setDailyCap(const Asset &asset, const std::optional<Amount> &perDay);

    // The caps in dollars across every dollar stablecoin, shortest window first.
    struct DollarUse
    {
        DollarCap cap;
        Amount spent; // by all sites, in every dollar stablecoin, in the cap's window
    };
    QList<DollarUse> dollarCaps() const;
    std::optional<Amount> dollarCap(BudgetPeriod period) const;
    bool setDollarCap(BudgetPeriod period, const std::optional<Amount> &cap);

    enum class PayeeRule
    {
        Allow,
        Deny,
        Off // on neither list
    };
    QStringList payees(PayeeRule rule) const; // sorted by address; Off gives none
    bool setPayee(const QString &address, PayeeRule rule);

    QList<Asset> addedTokens() const; // by network, then symbol
    bool addToken(const QString &network, const QString &address, const QString &symbol,
                  int decimals);
    bool removeToken(const QString &network, const QString &address);
    static int maxTokenDecimals();
    bool hasTokens() const { return m_tokens != nullptr; }

    QString lastError() const { return m_lastError; }

Q_SIGNALS:
    void changed();

private:
    bool done(bool ok, const QString &error);

    BudgetStore *m_budgets;
    AddedTokens *m_tokens;
    QString m_lastError;
};

} // namespace paydesk
