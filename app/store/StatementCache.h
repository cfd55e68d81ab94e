#pragma once

#include <QHash>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <memory>

namespace paydesk {

// Prepared statements kept for the life of the store that owns the cache. SQLite compiles a
// statement's text on every prepare (sqlite3RunParser was a fifth of an agent's paid request's
// CPU in perf), and every payment runs the same few statements; here each is compiled once.
//
//   StatementCache::Statement q = m_statements.query(QStringLiteral("SELECT ... WHERE id = ?"));
//   q->bindValue(0, id);
//   if (q->exec() && q->next()) ...
//
// The Statement resets its query when it goes (finish()): no read transaction stays open on the
// file and no writer waits behind it. A statement still in use when the same text is asked for
// again (a query run while another of the same text is being read) comes as a fresh, uncached
// one. SQLite recompiles a cached statement by itself after a schema change. Forward-only.
class StatementCache
{
public:
    explicit StatementCache(const QSqlDatabase &db) : m_db(db) {}
    StatementCache(const StatementCache &) = delete;
    StatementCache &operator=(const StatementCache &) = delete;

    class Statement
    {
    public:
        Statement(Statement &&other) noexcept
            : m_query(other.m_query), m_owned(std::move(other.m_owned)), m_busy(other.m_busy)
        {
            other.m_query = nullptr;
            other.m_busy = nullptr;
        }
        Statement(const Statement &) = delete;
        Statement &operator=(const Statement &) = delete;
        Statement &operator=(Statement &&) = delete;
        ~Statement()
        {
            if (m_query)
                m_query->finish();
            if (m_busy)
                *m_busy = false;
        }
        // Whether the text compiled; if not, lastError() says why and exec() fails.
        bool prepared() const { return m_prepared; }
        QSqlQuery &operator*() const { return *m_query; }
        QSqlQuery *operator->() const { return m_query; }

    private:
        friend class StatementCache;
        Statement(QSqlQuery *query, std::unique_ptr<QSqlQuery> owned, bool *busy, bool prepared)
            : m_query(query), m_owned(std::move(owned)), m_busy(busy), m_prepared(prepared)
        {}
        QSqlQuery *m_query;
        std::unique_ptr<QSqlQuery> m_owned; // a one-off, when the cached one was in use
        bool *m_busy;
        bool m_prepared = true;
    };

    Statement query(const QString &sql);
    QSqlDatabase database() const { return m_db; }

private:
    struct Entry
    {
        QSqlQuery query;
        bool busy = false;
    };
    QSqlDatabase m_db;
    QHash<QString, std::shared_ptr<Entry>> m_entries;
};

} // namespace paydesk
