#include "WalletDirectory.h"

#include "DatabaseSchema.h"
#include "core/Address.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace paydesk::wallet {

namespace {

WalletInfo infoFrom(const QSqlQuery &q)
{
    WalletInfo w;
    w.address = q.value(0).toString();
    w.label = q.value(1).toString();
    w.origin = q.value(2).toString();
    w.derivation = q.value(3).toString();
    w.created = QDateTime::fromMSecsSinceEpoch(q.value(4).toLongLong(), Qt::UTC);
    return w;
}

// SQLite stores a null QString as NULL; the columns are NOT NULL.
QString notNull(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

// The form a wallet is kept in: base58 for Solana, EIP-55 for EVM (an address typed in lower
// case is the same wallet); anything else as given.
QString canonical(const QString &address)
{
    const auto a = Address::parse(address.trimmed());
    return a ? a->toString() : address;
}

// Which rows are `address`: the same text, or for an EVM address the same hex in any case (rows
// kept before addresses were made canonical).
const char *const kSameAddress =
    "(address = :address OR (:fold AND lower(address) = lower(:address)))";

void bindAddress(QSqlQuery &q, const QString &address)
{
    const auto parsed = Address::parse(address.trimmed());
    q.bindValue(QStringLiteral(":address"), parsed ? parsed->toString() : address);
    q.bindValue(QStringLiteral(":fold"), parsed && parsed->ignoresCase() ? 1 : 0);
}

} // namespace

WalletDirectory::WalletDirectory(QSqlDatabase db) : m_db(db)
{
    m_ready = DatabaseSchema::app().upgrade(m_db, &m_lastError);
}

bool WalletDirectory::add(const WalletInfo &info)
{
    WalletInfo kept = info;
    kept.address = canonical(info.address);
    if (find(kept.address)) {
        m_lastError = tr("Wallet %1 is already in Paydesk.").arg(kept.address);
        return false;
    }
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT INTO wallets (address, label, origin, derivation, "
                             "created_ms) VALUES (?, ?, ?, ?, ?)"));
    q.addBindValue(notNull(kept.address));
    q.addBindValue(notNull(kept.label));
    q.addBindValue(notNull(kept.origin));
    q.addBindValue(notNull(kept.derivation));
    q.addBindValue((kept.created.isValid() ? kept.created : QDateTime::currentDateTimeUtc())
                       .toMSecsSinceEpoch());
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return false;
    }
    return true;
}

bool WalletDirectory::remove(const QString &address)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("DELETE FROM wallets WHERE %1").arg(QLatin1String(kSameAddress)));
    bindAddress(q, address);
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return false;
    }
    return q.numRowsAffected() > 0;
}

bool WalletDirectory::setLabel(const QString &address, const QString &label)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE wallets SET label = :label WHERE %1")
                  .arg(QLatin1String(kSameAddress)));
    q.bindValue(QStringLiteral(":label"), notNull(label));
    bindAddress(q, address);
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return false;
    }
    return q.numRowsAffected() > 0;
}

std::optional<WalletInfo> WalletDirectory::find(const QString &address) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT address, label, origin, derivation, created_ms FROM wallets "
                             "WHERE %1")
                  .arg(QLatin1String(kSameAddress)));
    bindAddress(q, address);
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return std::nullopt;
    }
    if (!q.next())
        return std::nullopt;
    return infoFrom(q);
}

QList<WalletInfo> WalletDirectory::list() const
{
    QList<WalletInfo> out;
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT address, label, origin, derivation, created_ms FROM "
                               "wallets ORDER BY created_ms, address"))) {
        m_lastError = q.lastError().text();
        return out;
    }
    while (q.next())
        out.append(infoFrom(q));
    return out;
}

} // namespace paydesk::wallet
