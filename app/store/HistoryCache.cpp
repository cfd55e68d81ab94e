#include "HistoryCache.h"

#include "DatabaseSchema.h"
#include "core/Network.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace paydesk {

namespace {
QString amountKey(const std::optional<Amount> &a)
{
    return a ? a->unitsString().rightJustified(40, u'0') : QString();
}

QString escapeLike(QString text)
{
    text.replace(u'\\', QStringLiteral("\\\\"));
    text.replace(u'%', QStringLiteral("\\%"));
    text.replace(u'_', QStringLiteral("\\_"));
    return text;
}

HistoryEntry readEntry(const QSqlQuery &q)
{
    HistoryEntry e;
    e.paymentId = q.value(0).toString();
    e.direction = directionFromName(q.value(1).toString());
    e.counterparty = q.value(2).toString();
    e.amount = q.value(3).toString();
    e.fee = q.value(4).toString();
    e.statusText = q.value(5).toString();
    e.state = paymentStateFromString(e.statusText);
    e.signature = q.value(6).toString();
    e.network = q.value(7).toString();
    e.resource = q.value(8).toString();
    e.createdAtMs = q.value(9).toLongLong();
    e.updatedAtMs = q.value(10).toLongLong();
    e.symbol = q.value(11).toString();
    return e;
}
} // namespace

HistoryCache::HistoryCache(QString connectionName)
    : m_connection(std::move(connectionName)), m_search(m_connection), m_totals(m_connection)
{
    m_ok = db().isOpen() && createSchema();
}

QSqlDatabase HistoryCache::db() const
{
    return QSqlDatabase::database(m_connection, false);
}

bool HistoryCache::createSchema()
{
    if (!DatabaseSchema::history().upgrade(db(), &m_error))
        return false;
    m_search.open(); // without FTS5, searches use LIKE alone
    return true;
}

HistoryEntry HistoryCache::entryFor(const QString &wallet, const PaymentRecord &r)
{
    HistoryEntry e;
    e.paymentId = r.paymentId;
    e.direction = r.direction;
    if (e.direction == Direction::Unknown)
        e.direction = r.from == wallet ? Direction::Sent : Direction::Received;
    e.counterparty = e.direction == Direction::Sent ? r.to : r.from;
    e.amount = r.amount ? r.amount->toString() : QString();
    e.fee = r.fee ? r.fee->toString() : QString();
    e.statusText = r.statusText.isEmpty() ? paymentStateName(r.state) : r.statusText;
    e.state = r.state;
    e.signature = r.signature;
    e.network = r.network;
    e.resource = r.resource;
    e.createdAtMs = r.createdAt.isValid() ? r.createdAt.toMSecsSinceEpoch() : 0;
    e.updatedAtMs = r.updatedAt.isValid() ? r.updatedAt.toMSecsSinceEpoch() : e.createdAtMs;
    e.symbol = r.symbol;
    return e;
}

HistoryCache::UpsertResult HistoryCache::upsert(const QString &wallet,
                                                const QList<PaymentRecord> &records)
{
    UpsertResult result;
    QSqlDatabase d = db();
    d.transaction();
    const QHash<QString, Stored> stored = storedRows(wallet, records);
    QHash<QString, Stored> written;
    QList<qint64> inserted, changed; // rowids, for the search index
    const StatementCache::Statement putStatement = statements().query(QStringLiteral(
        "INSERT INTO history_payments (wallet, payment_id, direction, counterparty, amount, "
        "amount_key, fee, status, signature, network, resource, created_at, updated_at, raw, "
        "raw_hash, symbol) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, COALESCE(?, '')) "
        "ON CONFLICT (wallet, payment_id) DO UPDATE SET direction = excluded.direction, "
        "counterparty = "
        "excluded.counterparty, amount = excluded.amount, amount_key = excluded.amount_key, "
        "fee = excluded.fee, status = excluded.status, signature = excluded.signature, "
        "network = excluded.network, resource = excluded.resource, created_at = "
        "excluded.created_at, updated_at = excluded.updated_at, raw = excluded.raw, raw_hash = "
        "excluded.raw_hash, symbol = excluded.symbol"));
    QSqlQuery &put = *putStatement;
    for (const PaymentRecord &r : records) {
        if (r.paymentId.isEmpty())
            continue;
        const QByteArray &raw = r.raw; // the record's JSON as received
        const qint64 hash = rawHash(raw);
        const Stored *before = nullptr; // as cached now (earlier in this batch, or before)
        if (const auto w = written.constFind(r.paymentId); w != written.cend())
            before = &*w;
        else if (const auto st = stored.constFind(r.paymentId); st != stored.cend())
            before = &*st;
        const bool exists = before;
        if (exists && before->hash == hash) {
            ++result.unchanged;
            continue;
        }
        const HistoryEntry e = entryFor(wallet, r);
        int i = 0;
        for (const QVariant &v :
             {QVariant(wallet), QVariant(e.paymentId), QVariant(directionName(e.direction)),
              QVariant(e.counterparty), QVariant(e.amount), QVariant(amountKey(r.amount)),
              QVariant(e.fee), QVariant(e.statusText), QVariant(e.signature), QVariant(e.network),
              QVariant(e.resource), QVariant(e.createdAtMs), QVariant(e.updatedAtMs),
              QVariant(QString::fromUtf8(raw)), QVariant(hash), QVariant(e.symbol)})
            put.bindValue(i++, v);
        if (!put.exec()) {
            m_error = put.lastError().text();
            result.complete = false;
            continue; // neither counted nor indexed
        }
        ++(exists ? result.changed : result.inserted);
        if (!exists)
            result.insertedIds.append(r.paymentId);
        const qint64 rowid = exists ? before->rowid : put.lastInsertId().toLongLong();
        (exists ? changed : inserted).append(rowid);
        written.insert(r.paymentId, {rowid, hash});
    }
    m_search.index(wallet, inserted + changed);
    if (!d.commit()) { // nothing of this batch is stored
        m_error = d.lastError().text();
        d.rollback();
        result = {};
        result.complete = false;
    }
    return result;
}

StatementCache &HistoryCache::statements() const
{
    if (!m_statements)
        m_statements = std::make_unique<StatementCache>(db());
    return *m_statements;
}

// FNV-1a, 64 bits: stable across runs and versions (the hash is stored).
qint64 HistoryCache::rawHash(const QByteArray &raw)
{
    quint64 h = 14695981039346656037ULL;
    for (const char c : raw) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ULL;
    }
    return qint64(h);
}

// The rowid and stored JSON hash of those of `records` already cached, by payment id: one query,
// the ids bound as one JSON array (a statement with 500 parameters costs more to compile).
QHash<QString, HistoryCache::Stored>
HistoryCache::storedRows(const QString &wallet, const QList<PaymentRecord> &records) const
{
    QHash<QString, Stored> out;
    if (records.isEmpty())
        return out;
    QJsonArray ids;
    for (const PaymentRecord &r : records)
        ids.append(r.paymentId);
    // IN, not a join: SQLite then looks each id up in the primary key (a join may scan).
    const StatementCache::Statement st = statements().query(
        QStringLiteral("SELECT payment_id, rowid, raw_hash FROM history_payments WHERE "
                       "wallet = ? AND payment_id IN (SELECT value FROM json_each(?))"));
    QSqlQuery &q = *st;
    q.addBindValue(wallet);
    q.addBindValue(QString::fromUtf8(QJsonDocument(ids).toJson(QJsonDocument::Compact)));
    if (q.exec()) {
        out.reserve(records.size());
        while (q.next()) {
            const QVariant hash = q.value(2);
            // A row cached before raw_hash existed never matches: it is rewritten once.
            out.insert(q.value(0).toString(),
                       {q.value(1).toLongLong(), hash.isNull() ? 0 : hash.toLongLong()});
        }
    } else {
        m_error = q.lastError().text();
    }
    return out;
}

QString HistoryCache::whereClause(const HistoryFilter &f, QVariantList *binds, bool *fewRows) const
{
    // A text found in few rows: start from them (index lookups, then a small sort); "+" keeps
    // SQLite off the wallet's indexes. Found in many: walk the wallet's rows in order, checking
    // each, which stops as soon as the page is full.
    const QString text = f.text.trimmed();
    QVariantList textBinds;
    bool few = false;
    const QString textClause = m_search.textClause(text, &textBinds, &few);
    if (fewRows)
        *fewRows = few;
    const QString plus = few ? QStringLiteral("+") : QString();
    QString where = QStringLiteral(" WHERE ") + plus + QStringLiteral("wallet = ?");
    binds->append(f.wallet);
    if (f.direction) {
        where += QStringLiteral(" AND ") + plus + QStringLiteral("direction = ?");
        binds->append(directionName(*f.direction));
    }
    if (!textClause.isEmpty()) {
        where += textClause;
        binds->append(textBinds);
    } else if (!text.isEmpty()) {
        QStringList parts;
        for (const char *column :
             {"payment_id", "counterparty", "amount", "signature", "resource", "status"})
            parts.append(QLatin1String(column) + QStringLiteral(" LIKE ? ESCAPE '\\'"));
        where += QStringLiteral(" AND (") + parts.join(QStringLiteral(" OR ")) + u')';
        const QString pattern = u'%' + escapeLike(text) + u'%';
        for (int i = 0; i < 6; ++i)
            binds->append(pattern);
    }
    return where;
}

qint64 HistoryCache::count(const HistoryFilter &filter, qint64 limit) const
{
    const QString text = filter.text.trimmed();
    if (!text.isEmpty()) {
        const Direction direction = filter.direction.value_or(Direction::Unknown);
        if (const auto n = m_search.count(filter.wallet, direction, text, limit))
            return *n;
    }
    QVariantList binds;
    QSqlQuery q(db());
    const QString rows = QStringLiteral("FROM history_payments") + whereClause(filter, &binds);
    q.prepare(HistorySearchIndex::countSql(rows, limit));
    for (const QVariant &v : binds)
        q.addBindValue(v);
    if (!q.exec() || !q.next())
        return 0;
    return q.value(0).toLongLong();
}

QString HistoryCache::sortColumn(HistoryFilter::SortKey key)
{
    switch (key) {
    case HistoryFilter::SortKey::Created:
        break;
    case HistoryFilter::SortKey::Direction:
        return QStringLiteral("direction");
    case HistoryFilter::SortKey::Counterparty:
        return QStringLiteral("counterparty");
    case HistoryFilter::SortKey::Amount:
        return QStringLiteral("amount_key");
    case HistoryFilter::SortKey::Status:
        return QStringLiteral("status");
    case HistoryFilter::SortKey::PaymentId:
        return QStringLiteral("payment_id");
    }
    return QStringLiteral("created_at");
}

QString HistoryCache::selectSql(const HistoryFilter &filter, QVariantList *binds,
                                const Anchor *after) const
{
    const QString order = sortColumn(filter.sortKey);
    const QString dir = filter.descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
    bool few = false;
    QString where = whereClause(filter, binds, &few);
    if (after) {
        // Past the anchor in the list's own order (the same columns and direction as ORDER BY),
        // so SQLite seeks in the index instead of stepping over every earlier row as OFFSET does.
        // "+" as in whereClause: a text found in few rows keeps SQLite off the wallet's indexes.
        const QString plus = few ? QStringLiteral("+") : QString();
        QStringList columns = {plus + QStringLiteral("created_at"),
                               plus + QStringLiteral("payment_id")};
        QVariantList values = {after->createdAtMs, after->paymentId};
        if (filter.sortKey != HistoryFilter::SortKey::Created) {
            columns.prepend(plus + order);
            values.prepend(after->sortValue);
        }
        where += QStringLiteral(" AND (") + columns.join(QStringLiteral(", ")) +
                 (filter.descending ? QStringLiteral(") < (") : QStringLiteral(") > (")) +
                 QStringList(columns.size(), QStringLiteral("?")).join(QStringLiteral(", ")) + u')';
        binds->append(values);
    }
    return QStringLiteral("SELECT payment_id, direction, counterparty, amount, fee, status, "
                          "signature, network, resource, created_at, updated_at, symbol "
                          "FROM history_payments") +
           where + QStringLiteral(" ORDER BY ") + order + dir + QStringLiteral(", created_at") +
           dir + QStringLiteral(", payment_id") + dir;
}

QList<HistoryEntry> HistoryCache::entries(const HistoryFilter &filter, qint64 offset,
                                          int limit) const
{
    QVariantList binds;
    QSqlQuery q(db());
    q.setForwardOnly(true);
    q.prepare(selectSql(filter, &binds) + QStringLiteral(" LIMIT ? OFFSET ?"));
    binds << limit << offset;
    for (const QVariant &v : binds)
        q.addBindValue(v);
    QList<HistoryEntry> out;
    if (!q.exec())
        return out;
    out.reserve(limit);
    while (q.next())
        out.append(readEntry(q));
    return out;
}

QList<HistoryEntry> HistoryCache::entriesAfter(const HistoryFilter &filter,
                                               const QString &lastPaymentId, qint64 offset,
                                               int limit) const
{
    // The anchor's sort values, by primary key.
    QSqlQuery a(db());
    a.prepare(QStringLiteral("SELECT %1, created_at FROM history_payments WHERE wallet = ? AND "
                             "payment_id = ?")
                  .arg(sortColumn(filter.sortKey)));
    a.addBindValue(filter.wallet);
    a.addBindValue(lastPaymentId);
    if (!a.exec() || !a.next() || a.value(0).isNull() || a.value(1).isNull())
        return entries(filter, offset, limit); // gone meanwhile, or a NULL the row value can't hold
    const Anchor anchor{a.value(0), a.value(1).toLongLong(), lastPaymentId};
    QVariantList binds;
    QSqlQuery q(db());
    q.setForwardOnly(true);
    q.prepare(selectSql(filter, &binds, &anchor) + QStringLiteral(" LIMIT ?"));
    binds << limit;
    for (const QVariant &v : binds)
        q.addBindValue(v);
    QList<HistoryEntry> out;
    if (!q.exec())
        return entries(filter, offset, limit);
    out.reserve(limit);
    while (q.next())
        out.append(readEntry(q));
    // NULLs sort first, so in descending order rows without a counterparty or an amount come
    // after every row the comparison can reach: once it runs dry, the rest is by position.
    if (out.size() < limit && filter.descending)
        out.append(entries(filter, offset + out.size(), limit - int(out.size())));
    return out;
}

qint64 HistoryCache::forEach(const HistoryFilter &filter,
                             const std::function<bool(const HistoryEntry &)> &visit) const
{
    QVariantList binds;
    QSqlQuery q(db());
    q.setForwardOnly(true);
    q.prepare(selectSql(filter, &binds));
    for (const QVariant &v : binds)
        q.addBindValue(v);
    if (!q.exec())
        return -1;
    qint64 n = 0;
    while (q.next()) {
        ++n;
        if (!visit(readEntry(q)))
            break;
    }
    return n;
}

std::optional<HistoryCache::StoredRecord> HistoryCache::storedRecord(const QString &paymentId) const
{
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT raw, network, wallet FROM history_payments "
                             "WHERE payment_id = ? ORDER BY updated_at DESC LIMIT 1"));
    q.addBindValue(paymentId);
    if (!q.exec() || !q.next())
        return std::nullopt;
    // The family of the record's network, a registered one included; for a row whose network
    // names none, its wallet's (the record's own fields win).
    Chain family = Network::familyOfRecord(q.value(1).toString());
    if (family == Chain::Unknown)
        family = Address::familyOf(q.value(2).toString());
    return StoredRecord{q.value(0).toString().toUtf8(),
                        family == Chain::Unknown ? defaultChain() : family};
}

QStringList HistoryCache::walletsOf(const QString &paymentId) const
{
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT wallet FROM history_payments WHERE payment_id = ?"));
    q.addBindValue(paymentId);
    QStringList out;
    if (q.exec())
        while (q.next())
            out.append(q.value(0).toString());
    return out;
}

HistorySyncState HistoryCache::syncState(const QString &wallet, const QString &type) const
{
    HistorySyncState s;
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT total, fetched, has_more, refreshed_at FROM history_sync "
                             "WHERE wallet = ? AND type = ?"));
    q.addBindValue(wallet);
    q.addBindValue(type);
    if (q.exec() && q.next()) {
        s.total = q.value(0).toLongLong();
        s.fetched = q.value(1).toInt();
        s.hasMore = q.value(2).toBool();
        const qint64 at = q.value(3).toLongLong();
        if (at > 0)
            s.refreshedAt = QDateTime::fromMSecsSinceEpoch(at);
    }
    return s;
}

void HistoryCache::setSyncState(const QString &wallet, const QString &type,
                                const HistorySyncState &s)
{
    QSqlQuery q(db());
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO history_sync (wallet, type, total, fetched, "
                             "has_more, refreshed_at) VALUES (?, ?, ?, ?, ?, ?)"));
    q.addBindValue(wallet);
    q.addBindValue(type);
    q.addBindValue(s.total);
    q.addBindValue(s.fetched);
    q.addBindValue(s.hasMore ? 1 : 0);
    q.addBindValue(s.refreshedAt.isValid() ? s.refreshedAt.toMSecsSinceEpoch() : 0);
    if (!q.exec())
        m_error = q.lastError().text();
}

void HistoryCache::clearWallet(const QString &wallet)
{
    QSqlDatabase d = db();
    d.transaction();
    m_search.removeWallet(wallet);
    QSqlQuery q(d);
    q.prepare(QStringLiteral("DELETE FROM history_payments WHERE wallet = ?"));
    q.addBindValue(wallet);
    q.exec();
    q.prepare(QStringLiteral("DELETE FROM history_sync WHERE wallet = ?"));
    q.addBindValue(wallet);
    q.exec();
    d.commit();
}

} // namespace paydesk
