#pragma once

#include "HistorySearchIndex.h"
#include "HistoryTotals.h"
#include "StatementCache.h"
#include "core/PaymentRecord.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QVariant>
#include <functional>
#include <optional>

namespace paydesk {

// One row of the history table: what a list needs, without the raw JSON.
struct HistoryEntry
{
    QString paymentId;
    Direction direction = Direction::Unknown; // relative to the wallet
    QString counterparty;                     // `to` when sent, `from` when received
    QString amount;                           // exact decimal text, "" when unknown
    QString fee;
    PaymentState state = PaymentState::Unknown;
    QString statusText;
    QString signature;
    QString network;
    QString resource;
    qint64 createdAtMs = 0;
    qint64 updatedAtMs = 0;
    QString symbol; // the token's symbol ("USDC"); empty: the network's native coin
};

// What the history list shows: one wallet, a direction, a search text, an order.
struct HistoryFilter
{
    enum class SortKey
    {
        Created,
        Direction,
        Counterparty,
        Amount,
        Status,
        PaymentId
    };
    QString wallet;
    std::optional<paydesk::Direction> direction; // none: sent and received
    QString text; // matched (case-insensitively) in id, counterparty, amount, signature, resource
    SortKey sortKey = SortKey::Created;
    bool descending = true;
};

// How far the history of (wallet, type) has been walked on the service.
struct HistorySyncState
{
    qint64 total = -1;   // the service's total, -1 unknown
    int fetched = 0;     // next offset for "load older"
    bool hasMore = true; // the service said there is more past `fetched`
    QDateTime refreshedAt;
};

// The history cache in SQLite: every payment seen for a wallet, so the history opens at once and
// offline. Sorting and filtering run in SQL on indexed columns and text search (3+ characters) on
// an FTS5 trigram index, so 100,000 rows stay cheap; amounts are kept as exact decimal text plus a
// zero-padded integer key for ordering (never a double).
class HistoryCache
{
    Q_DECLARE_TR_FUNCTIONS(HistoryCache)
public:
    // `connectionName` names an open QSqlDatabase (QSQLITE). Creates the tables when missing.
    explicit HistoryCache(QString connectionName);
    bool isOpen() const { return m_ok; }
    QString lastError() const { return m_error; }

    struct UpsertResult
    {
        int inserted = 0;
        int changed = 0;
        int unchanged = 0;
        QStringList insertedIds; // the payments new to the cache
        bool complete = true;    // false when a record or the commit could not be written
    };
    // Inserts or updates the records of `wallet` (one transaction).
    UpsertResult upsert(const QString &wallet, const QList<PaymentRecord> &records);

    // The number of entries `filter` matches; with a `limit` (> 0), min(that, limit), in time
    // proportional to the limit rather than to the history (a search matching a million rows).
    qint64 count(const HistoryFilter &filter, qint64 limit = 0) const;
    QList<HistoryEntry> entries(const HistoryFilter &filter, qint64 offset, int limit) const;
    // The `limit` entries after the one with `lastPaymentId` (at position `offset` - 1), as
    // entries(filter, offset, limit) would give them while the list is unchanged. Found from the
    // anchor through the index, so reading deep into a long history costs as little as its top.
    QList<HistoryEntry> entriesAfter(const HistoryFilter &filter, const QString &lastPaymentId,
                                     qint64 offset, int limit) const;
    // Every matching entry in order, streamed from one query (exports); `visit` returns false to
    // stop. Returns the number visited, -1 on a database error.
    qint64 forEach(const HistoryFilter &filter,
                   const std::function<bool(const HistoryEntry &)> &visit) const;
    // The full record as last seen: its JSON as the service sent it, and the chain it is on
    // (responses::parseStoredRecord reads it).
    struct StoredRecord
    {
        QByteArray json;
        Chain chain = Chain::Unknown;
    };
    std::optional<StoredRecord> storedRecord(const QString &paymentId) const;
    // Wallets that have a cached payment with this id.
    QStringList walletsOf(const QString &paymentId) const;

    // Sums over the cached payments, in SQL (the history's running balance).
    const HistoryTotals &totals() const { return m_totals; }

    HistorySyncState syncState(const QString &wallet, const QString &type) const;
    void setSyncState(const QString &wallet, const QString &type, const HistorySyncState &state);
    void clearWallet(const QString &wallet);

    static HistoryEntry entryFor(const QString &wallet, const PaymentRecord &record);

private:
    bool createSchema();
    struct Stored
    {
        qint64 rowid = 0;
        qint64 hash = 0; // rawHash() of the stored JSON
    };
    static qint64 rawHash(const QByteArray &raw);
    QHash<QString, Stored> storedRows(const QString &wallet,
                                      const QList<PaymentRecord> &records) const;
    QSqlDatabase db() const;
    // upsert()'s statements, compiled once per connection (made on first use, on its thread).
    StatementCache &statements() const;
    // Where a list continues: its last row's sort value, creation time and id.
    struct Anchor
    {
        QVariant sortValue;
        qint64 createdAtMs = 0;
        QString paymentId;
    };
    static QString sortColumn(HistoryFilter::SortKey key);
    QString whereClause(const HistoryFilter &filter, QVariantList *binds,
                        bool *fewRows = nullptr) const;
    QString selectSql(const HistoryFilter &filter, QVariantList *binds,
                      const Anchor *after = nullptr) const;

    QString m_connection;
    bool m_ok = false;
    mutable std::unique_ptr<StatementCache> m_statements;
    HistorySearchIndex m_search;
    HistoryTotals m_totals;
    mutable QString m_error;
};

} // namespace paydesk

// Every member is relocatable (QString, enum, qint64), so a growing QList<HistoryEntry> (the
// history view's rows) reallocates in place instead of moving each entry: no stall of a
// frame's length when a 100,000-row list grows past a power of two.
Q_DECLARE_TYPEINFO(paydesk::HistoryEntry, Q_RELOCATABLE_TYPE);
