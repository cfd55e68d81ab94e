#pragma once

#include "StatementCache.h"
#include "core/Direction.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QVariantList>
#include <memory>
#include <optional>

namespace paydesk {

// The text search index of the history cache (see HistoryCache): an FTS5 trigram table beside
// history_payments, kept in step by HistoryCache in bulk. Each row holds the six searched columns
// joined by a separator no search may contain and lowered ASCII-only (as SQLite's LIKE compares),
// plus a 3-character tag of its wallet and one of its direction, so a phrase query of 3+ characters
// matches exactly the rows `col LIKE '%text%'` matches, and counts them without touching
// history_payments. Shorter texts count over the index's own narrow copy of the text.
class HistorySearchIndex
{
public:
    explicit HistorySearchIndex(QString connectionName);
    // Finds the table (DatabaseSchema::history() makes it) and fills it again from
    // history_payments when it is out of step. False when this SQLite has no FTS5: callers then
    // search with LIKE alone.
    bool open();
    bool isAvailable() const { return m_ok; }
    // Indexes history_payments rows of `wallet` just inserted or changed (by rowid), in the
    // caller's transaction, so a reader never sees a stored row the index lacks;
    // removeWallet() before deleting a wallet's rows.
    void index(const QString &wallet, const QList<qint64> &rowids);
    void removeWallet(const QString &wallet);

    // Exact number of rows of `wallet` (and `direction`, Unknown for both) whose text
    // contains `text`, or nullopt when the index cannot say (the caller counts with LIKE). With a
    // `limit` (> 0) it stops there: min(count, limit), in time proportional to it.
    std::optional<qint64> count(const QString &wallet, Direction direction, const QString &text,
                                qint64 limit = 0) const;
    // " AND ..." restricting history_payments (unaliased) to the rows containing `text`, its
    // bind appended: from the index when the matches are few (`few`: start from them), else a
    // per-row check for a query that walks the rows in order and stops at a page. Empty when the
    // index cannot serve this text (the caller uses LIKE).
    QString textClause(const QString &text, QVariantList *binds, bool *few) const;

    static QString asciiLower(QString text);
    // "SELECT COUNT(*) <rest>", or with a `limit` (> 0) the count of at most that many rows
    // (SQLite stops reading there). `rest` starts with FROM.
    static QString countSql(const QString &rest, qint64 limit);

private:
    QSqlDatabase db() const;
    StatementCache &statements() const; // index()'s, compiled once per connection
    std::optional<QString> walletTag(const QString &wallet) const;
    static QString phrase(const QString &text);
    static QString selectRows(const QString &condition); // rowid, text, w, d of history_payments

    QString m_connection;
    bool m_ok = false;
    mutable std::unique_ptr<StatementCache> m_statements;
};

} // namespace paydesk
