#include "PayeeRules.h"

#include "core/Address.h"

#include <QSqlError>
#include <QSqlQuery>

namespace paydesk {

namespace {
const QString kPrefix = QStringLiteral("payee|");

// The canonical text of an address, or empty when it is none.
QString canonical(const QString &address)
{
    const auto a = Address::parse(address.trimmed());
    return a ? a->toString() : QString();
}
} // namespace

PayeeRules::PayeeRules(QSqlDatabase db) : m_db(db) {}

QString PayeeRules::ruleName(Rule rule)
{
    return rule == Rule::Allow ? QStringLiteral("allow") : QStringLiteral("deny");
}

bool PayeeRules::set(const QString &address, Rule rule)
{
    const QString key = canonical(address);
    if (key.isEmpty()) {
        m_lastError = tr("%1 is not a Solana or EVM address.").arg(address);
        return false;
    }
    const StatementCache::Statement qStatement = m_statements.query(
        QStringLiteral("INSERT OR REPLACE INTO x402_settings (key, value) VALUES (?, ?)"));
    QSqlQuery &q = *qStatement;
    q.addBindValue(kPrefix + key);
    q.addBindValue(ruleName(rule));
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return false;
    }
    return true;
}

bool PayeeRules::remove(const QString &address, bool *found)
{
    const QString key = canonical(address);
    const StatementCache::Statement qStatement =
        m_statements.query(QStringLiteral("DELETE FROM x402_settings WHERE key = ?"));
    QSqlQuery &q = *qStatement;
    q.addBindValue(kPrefix + (key.isEmpty() ? address.trimmed() : key));
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return false;
    }
    if (found)
        *found = q.numRowsAffected() > 0;
    return true;
}

QList<PayeeRules::Entry> PayeeRules::all() const
{
    QList<Entry> out;
    const StatementCache::Statement qStatement = m_statements.query(
        QStringLiteral("SELECT key, value FROM x402_settings WHERE key LIKE 'payee|%' "
                       "ORDER BY key"));
    QSqlQuery &q = *qStatement;
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return out;
    }
    while (q.next())
        out.append({q.value(0).toString().mid(kPrefix.size()),
                    q.value(1).toString() == u"allow" ? Rule::Allow : Rule::Deny});
    return out;
}

std::optional<QString> PayeeRules::refusal(const QString &payTo) const
{
    const QList<Entry> entries = all();
    if (entries.isEmpty())
        return std::nullopt;
    const QString key = canonical(payTo);
    bool allowList = false, allowed = false;
    for (const Entry &e : entries) {
        if (e.rule == Rule::Deny && e.address == key)
            return tr("you deny payments to %1 (take it off your payee lists to pay it).").arg(key);
        if (e.rule == Rule::Allow) {
            allowList = true;
            allowed = allowed || e.address == key;
        }
    }
    if (allowList && !allowed)
        return tr("%1 is not on your list of allowed payees (allow it to pay it).")
            .arg(key.isEmpty() ? payTo : key);
    return std::nullopt;
}

} // namespace paydesk
