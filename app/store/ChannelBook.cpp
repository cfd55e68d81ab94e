#include "ChannelBook.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace paydesk {

namespace {
const char *const kChannelStatuses[] = {"open", "stopped", "closed"};
const char *const kChannelColumns =
    "id, network, payer, terms, origin, resource, config, symbol, balance, claimed, charged, "
    "ceiling, signature, deposit_pending, withdraw_at, status, note, created_ms, used_ms";

// Whether decimal text `a` (no leading zeros) is below `b`.
bool decimalBelow(const QString &a, const QString &b)
{
    return a.size() != b.size() ? a.size() < b.size() : a < b;
}
} // namespace

QString ChannelBook::statusName(ChannelRow::Status status)
{
    return QString::fromLatin1(kChannelStatuses[int(status)]);
}

QString ChannelBook::termsOf(const QString &network, const QString &payer, const QString &receiver,
                             const QString &receiverAuthorizer, const QString &token,
                             quint64 withdrawDelay)
{
    return QStringList{network,
                       payer.toLower(),
                       receiver.toLower(),
                       receiverAuthorizer.toLower(),
                       token.toLower(),
                       QString::number(withdrawDelay)}
        .join(u'|');
}

bool ChannelBook::exec(const QString &sql, const QVariantList &binds)
{
    const StatementCache::Statement statement = m_statements.query(sql);
    QSqlQuery &q = *statement;
    for (const QVariant &v : binds) // a null text is an empty one (the columns are NOT NULL)
        q.addBindValue(v.typeId() == QMetaType::QString && v.toString().isNull()
                           ? QVariant(QStringLiteral(""))
                           : v);
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return false;
    }
    if (q.numRowsAffected() != 1) {
        m_lastError = tr("no such channel");
        return false;
    }
    return true;
}

bool ChannelBook::create(const ChannelRow &r)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    return exec(QStringLiteral("INSERT INTO x402_channels (%1) VALUES "
                               "(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)")
                    .arg(QLatin1String(kChannelColumns)),
                {r.id, r.network, r.payer, r.terms, r.origin, r.resource, r.config, r.symbol,
                 r.balance, r.claimed, r.charged, r.ceiling, r.signature, r.depositPending,
                 r.withdrawAt, statusName(r.status), r.note, now, now});
}

QList<ChannelRow> ChannelBook::select(const QString &where, const QVariantList &binds) const
{
    const StatementCache::Statement statement =
        m_statements.query(QStringLiteral("SELECT %1 FROM x402_channels %2")
                               .arg(QLatin1String(kChannelColumns), where));
    QSqlQuery &q = *statement;
    for (const QVariant &v : binds)
        q.addBindValue(v);
    QList<ChannelRow> out;
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return out;
    }
    while (q.next()) {
        ChannelRow r;
        int i = 0;
        for (QString *text :
             {&r.id, &r.network, &r.payer, &r.terms, &r.origin, &r.resource, &r.config, &r.symbol,
              &r.balance, &r.claimed, &r.charged, &r.ceiling, &r.signature, &r.depositPending})
            *text = q.value(i++).toString();
        r.withdrawAt = q.value(i++).toLongLong();
        const QString status = q.value(i++).toString();
        r.status = status == u"closed"    ? ChannelRow::Status::Closed
                   : status == u"stopped" ? ChannelRow::Status::Stopped
                                          : ChannelRow::Status::Open;
        r.note = q.value(i++).toString();
        r.createdMs = q.value(i++).toLongLong();
        r.usedMs = q.value(i++).toLongLong();
        out.append(r);
    }
    return out;
}

std::optional<ChannelRow> ChannelBook::find(const QString &id) const
{
    const QList<ChannelRow> rows = select(QStringLiteral("WHERE id = ?"), {id.toLower()});
    return rows.isEmpty() ? std::nullopt : std::optional(rows.first());
}

std::optional<ChannelRow> ChannelBook::forTerms(const QString &terms) const
{
    const QList<ChannelRow> rows = select(
        QStringLiteral("WHERE terms = ? AND status != 'closed' ORDER BY used_ms DESC LIMIT 1"),
        {terms});
    return rows.isEmpty() ? std::nullopt : std::optional(rows.first());
}

QList<ChannelRow> ChannelBook::all() const
{
    return select(QStringLiteral("ORDER BY used_ms DESC"), {});
}

bool ChannelBook::raiseCeiling(const QString &id, const QString &ceiling, const QString &signature,
                               const QString &deposit, const QString &resource)
{
    // One statement compares and writes (decimal text: the longer, or of equal length the
    // greater, is the higher), so no other payer can slip between the check and the rise.
    const QString higher = QStringLiteral(
        "(length(ceiling) < length(?) OR (length(ceiling) = length(?) AND ceiling < ?))");
    const bool ok = exec(
        QStringLiteral("UPDATE x402_channels SET signature = CASE WHEN %1 THEN ? ELSE signature "
                       "END, ceiling = CASE WHEN %1 THEN ? ELSE ceiling END, "
                       "deposit_pending = CASE WHEN ? = '' THEN deposit_pending ELSE ? END, "
                       "resource = ?, used_ms = ? WHERE id = ? AND status = 'open'")
            .arg(higher),
        {ceiling, ceiling, ceiling, signature, ceiling, ceiling, ceiling, ceiling, deposit, deposit,
         resource, QDateTime::currentMSecsSinceEpoch(), id.toLower()});
    if (!ok)
        m_lastError = tr("the channel is not open");
    return ok;
}

bool ChannelBook::commit(const QString &id, const QString &charged, const QString &balance,
                         const QString &claimed, qint64 withdrawAt)
{
    const auto row = find(id);
    if (!row)
        return false;
    // The charge only rises; a lower one is never adopted here (ChannelEvmScheme refuses it).
    const QString kept = decimalBelow(charged, row->charged) ? row->charged : charged;
    return exec(
        QStringLiteral("UPDATE x402_channels SET charged = ?, balance = ?, claimed = ?, "
                       "withdraw_at = ?, deposit_pending = '', used_ms = ? WHERE id = ?"),
        {kept, balance, claimed, withdrawAt, QDateTime::currentMSecsSinceEpoch(), id.toLower()});
}

bool ChannelBook::dropDeposit(const QString &id)
{
    return exec(QStringLiteral("UPDATE x402_channels SET deposit_pending = '' WHERE id = ?"),
                {id.toLower()});
}

bool ChannelBook::setStatus(const QString &id, ChannelRow::Status status, const QString &note)
{
    return exec(QStringLiteral("UPDATE x402_channels SET status = ?, note = ? WHERE id = ?"),
                {statusName(status), note, id.toLower()});
}

bool ChannelBook::setWithdrawAt(const QString &id, qint64 withdrawAt, const QString &note)
{
    return exec(QStringLiteral("UPDATE x402_channels SET withdraw_at = ?, note = ? WHERE id = ?"),
                {withdrawAt, note, id.toLower()});
}

} // namespace paydesk
