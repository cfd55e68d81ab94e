// The steps of history.sqlite (see DatabaseSchema): the history cache, its sync state and its text
// search index. Append new steps; never edit a released one.
#include "DatabaseSchema.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

namespace paydesk {

namespace {

bool tableExists(QSqlQuery &q, const char *name)
{
    q.prepare(QStringLiteral("SELECT 1 FROM sqlite_master WHERE name = ?"));
    q.addBindValue(QLatin1String(name));
    const bool found = q.exec() && q.next();
    q.finish();
    return found;
}

// Version 1: the cache as the first release created it. Files of its development builds may lack
// the raw_hash column or hold earlier forms of the search index (triggers that indexed one row at
// a time; a pending table): those are brought to the released form. Without FTS5 in this SQLite
// the index is left out and searches use LIKE alone (HistorySearchIndex::open()).
bool historyFirstRelease(QSqlQuery &q)
{
    if (!DatabaseSchema::execAll(
            q, {
                   QStringLiteral(
                       "CREATE TABLE IF NOT EXISTS history_payments ("
                       "wallet TEXT NOT NULL, payment_id TEXT NOT NULL, direction TEXT, "
                       "counterparty TEXT, amount TEXT, amount_key TEXT, fee TEXT, status TEXT, "
                       "signature TEXT, network TEXT, resource TEXT, created_at INTEGER, "
                       "updated_at INTEGER, raw TEXT, raw_hash INTEGER, "
                       "PRIMARY KEY (wallet, payment_id))"),
                   QStringLiteral("CREATE INDEX IF NOT EXISTS history_by_created ON "
                                  "history_payments (wallet, created_at, payment_id)"),
                   QStringLiteral("CREATE INDEX IF NOT EXISTS history_by_amount ON "
                                  "history_payments (wallet, amount_key, payment_id)"),
                   QStringLiteral("CREATE INDEX IF NOT EXISTS history_by_direction ON "
                                  "history_payments (wallet, direction, created_at)"),
                   QStringLiteral(
                       "CREATE INDEX IF NOT EXISTS history_by_id ON history_payments (payment_id)"),
                   QStringLiteral("CREATE TABLE IF NOT EXISTS history_sync (wallet TEXT NOT NULL, "
                                  "type TEXT NOT NULL, total INTEGER, fetched INTEGER, "
                                  "has_more INTEGER, refreshed_at INTEGER, "
                                  "PRIMARY KEY (wallet, type))"),
               }))
        return false;
    // raw_hash (a hash of `raw`, so a refresh compares numbers, not texts) came late in
    // development.
    bool hasHash = false;
    if (!q.exec(QStringLiteral("PRAGMA table_info(history_payments)")))
        return false;
    while (q.next())
        hasHash = hasHash || q.value(1).toString() == u"raw_hash";
    q.finish();
    if (!hasHash &&
        !q.exec(QStringLiteral("ALTER TABLE history_payments ADD COLUMN raw_hash INTEGER")))
        return false;

    const bool hadPending = tableExists(q, "history_text_pending");
    if (!DatabaseSchema::execAll(
            q, {
                   QStringLiteral("DROP TRIGGER IF EXISTS history_search_ins"),
                   QStringLiteral("DROP TRIGGER IF EXISTS history_search_upd"),
                   QStringLiteral("DROP TRIGGER IF EXISTS history_search_del"),
                   QStringLiteral("DROP TABLE IF EXISTS history_search"),
                   QStringLiteral("DROP TRIGGER IF EXISTS history_text_ins"),
                   QStringLiteral("DROP TRIGGER IF EXISTS history_text_upd"),
                   QStringLiteral("DROP TRIGGER IF EXISTS history_text_del"),
                   QStringLiteral("DROP TABLE IF EXISTS history_text_pending"),
                   QStringLiteral("CREATE TABLE IF NOT EXISTS history_wallet_tags (id "
                                  "INTEGER PRIMARY KEY, wallet TEXT NOT NULL UNIQUE)"),
               }))
        return false;
    if (!q.exec(QStringLiteral("CREATE VIRTUAL TABLE IF NOT EXISTS history_text USING "
                               "fts5(text, w, d, tokenize = 'trigram case_sensitive 1')"))) {
        // No FTS5 here: the cache works without its index.
        return q.lastError().databaseText().contains(QLatin1String("no such module"));
    }
    // An index with pending rows may lack rows or hold old text: emptied here, so open() finds
    // it out of step and builds it again.
    return !hadPending || q.exec(QStringLiteral("DELETE FROM history_text"));
}

// Version 2: the token a payment moved. x402 payments a local wallet signs itself (USDC
// by SPL TransferChecked or EIP-3009) reach no service's history; Paydesk writes them here, and
// their amounts are in the token, not in the network's coin. '' is the native coin, as every row
// before this step.
bool historySymbols(QSqlQuery &q)
{
    // A file whose version was lost (a cache rebuilt under an older build) may have it already.
    if (!q.exec(QStringLiteral("PRAGMA table_info(history_payments)")))
        return false;
    bool has = false;
    while (q.next())
        has = has || q.value(1).toString() == u"symbol";
    q.finish();
    return has || q.exec(QStringLiteral(
                      "ALTER TABLE history_payments ADD COLUMN symbol TEXT NOT NULL DEFAULT ''"));
}

} // namespace

const DatabaseSchema &DatabaseSchema::history()
{
    static const DatabaseSchema schema(
        "history.sqlite", 0x50444b48 /* "PDKH" */,
        {
            {"history cache and its search index", &historyFirstRelease},
            {"the token of each payment", &historySymbols},
        });
    return schema;
}

} // namespace paydesk
