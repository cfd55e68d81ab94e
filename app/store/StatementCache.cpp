#include "StatementCache.h"

namespace paydesk {

StatementCache::Statement StatementCache::query(const QString &sql)
{
    std::shared_ptr<Entry> &entry = m_entries[sql];
    if (entry && entry->busy) {
        auto once = std::make_unique<QSqlQuery>(m_db);
        once->setForwardOnly(true);
        const bool ok = once->prepare(sql);
        QSqlQuery *raw = once.get();
        return Statement(raw, std::move(once), nullptr, ok);
    }
    if (!entry) {
        entry = std::make_shared<Entry>(Entry{QSqlQuery(m_db), false});
        entry->query.setForwardOnly(true);
        if (!entry->query.prepare(sql)) {
            // Not kept: the next caller tries again (the table may exist by then).
            auto failed = std::make_unique<QSqlQuery>(std::move(entry->query));
            m_entries.remove(sql);
            QSqlQuery *raw = failed.get();
            return Statement(raw, std::move(failed), nullptr, false);
        }
    }
    entry->busy = true;
    return Statement(&entry->query, nullptr, &entry->busy, true);
}

} // namespace paydesk
