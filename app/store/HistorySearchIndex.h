#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QVariantList>
#include <optional>

namespace paydesk {

// The text search index of the history cache (see HistoryCache): an FTS5 trigram table beside
// history_payments, kept in step by triggers. Each row holds the six searched columns joined by
// a separator no search may contain and lowered ASCII-only (as SQLite's LIKE compares), plus a
// 3-character tag of its wallet and one of its direction, so a phrase query of 3+ characters
// matches exactly the rows `col LIKE '%text%'` matches, and counts them without touching
// history_payments. Shorter texts count over the index's own narrow copy of the text.
class HistorySearchIndex
{
public:
    explicit HistorySearchIndex(QString connectionName);
    // Creates (or upgrades) the table and its triggers, filling it from history_payments when
    // new. False when this SQLite has no FTS5: callers then search with LIKE alone.
    bool create();
    bool isAvailable() const { return m_ok; }

    // Exact number of rows of `wallet` (and `direction`: "", "sent" or "received") whose text
    // contains `text`, or nullopt when the index cannot say (the caller counts with LIKE).
    std::optional<qint64> count(const QString &wallet, const QString &direction,
                                const QString &text) const;
    // For a 3+ character text: " AND rowid IN (...)" restricting history_payments to the rows
    // containing it, its bind appended; `few` tells whether they are few enough to start from.
    // Empty when the index cannot serve this text (the caller uses LIKE).
    QString matchClause(const QString &text, QVariantList *binds, bool *few) const;

    static QString asciiLower(QString text);

private:
    QSqlDatabase db() const;
    std::optional<QString> walletTag(const QString &wallet) const;
    static QString phrase(const QString &text);

    QString m_connection;
    bool m_ok = false;
};

} // namespace paydesk
