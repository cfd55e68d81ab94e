#pragma once

#include "StatementCache.h"

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

namespace paydesk {

// Whom x402 payments may go to, whatever the site (a spend control): a deny list of
// payees never paid, and an allow list that, once it has an entry, is the only set of payees
// paid. Kept in x402_settings ("payee|<address>" = "allow" or "deny"), beside the budgets, so
// a restart keeps them. Addresses are compared in their canonical form (base58, or EVM in
// EIP-55), so a checksum or letter case never slips a payee past the lists.
class PayeeRules
{
    Q_DECLARE_TR_FUNCTIONS(PayeeRules)
public:
    enum class Rule
    {
        Allow,
        Deny
    };
    struct Entry
    {
        QString address;
        Rule rule = Rule::Deny;
    };

    explicit PayeeRules(QSqlDatabase db);

    // False and lastError() when `address` is not a Solana or EVM address, or on a write error.
    bool set(const QString &address, Rule rule);
    // True also when it was on no list; `found` (optional) says whether it was on one.
    bool remove(const QString &address, bool *found = nullptr);
    QList<Entry> all() const; // sorted by address
    // Why a payment to `payTo` is refused (a sentence), or nullopt when the lists allow it.
    std::optional<QString> refusal(const QString &payTo) const;
    QString lastError() const { return m_lastError; }
    static QString ruleName(Rule rule); // "allow" / "deny"

private:
    QSqlDatabase m_db;
    mutable StatementCache m_statements{m_db};
    mutable QString m_lastError;
};

} // namespace paydesk
