#include "DatabaseSchema.h"

#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

namespace paydesk {

namespace {
// The SQLite result code of an error (its low byte: SQLITE_BUSY, SQLITE_CORRUPT, ...).
int resultCode(const QSqlError &error)
{
    return error.nativeErrorCode().toInt() & 0xff;
}
} // namespace

DatabaseSchema::DatabaseSchema(const char *file, qint32 applicationId, std::vector<Step> steps)
    : m_file(file), m_applicationId(applicationId), m_steps(std::move(steps))
{}

bool DatabaseSchema::execAll(QSqlQuery &q, const QStringList &statements)
{
    for (const QString &s : statements)
        if (!q.exec(s))
            return false;
    return true;
}

int DatabaseSchema::versionOf(const QSqlDatabase &db)
{
    QSqlQuery q(db);
    return q.exec(QStringLiteral("PRAGMA user_version")) && q.next() ? q.value(0).toInt() : -1;
}

bool DatabaseSchema::upgrade(const QSqlDatabase &db, QString *error, QSqlError *sqlError) const
{
    if (!db.isOpen()) {
        *error = tr("The database is not open.");
        return false;
    }
    QSqlQuery q(db);
    auto version = [&q] {
        const int v =
            q.exec(QStringLiteral("PRAGMA user_version")) && q.next() ? q.value(0).toInt() : -1;
        q.finish();
        return v;
    };
    auto tooNew = [&](int v) {
        *error = tr("%1 was written by a newer version of Paydesk (data version %2; this version "
                    "knows up to %3). Paydesk left the file as it is: update Paydesk to use it, "
                    "or start this version with another data folder.")
                     .arg(db.databaseName())
                     .arg(v)
                     .arg(latest());
        return false;
    };
    int from = version();
    if (from < 0)
        return fail(q.lastError(), QString(), db.databaseName(), error, sqlError);
    const qint32 kind =
        q.exec(QStringLiteral("PRAGMA application_id")) && q.next() ? q.value(0).toInt() : 0;
    q.finish();
    if (kind != 0 && kind != m_applicationId) {
        *error = tr("%1 is not the file Paydesk keeps there (it holds other data, perhaps "
                    "Paydesk's other database). Paydesk left it as it is: move it aside or start "
                    "Paydesk with another data folder.")
                     .arg(db.databaseName());
        return false;
    }
    if (from == latest())
        return true;
    if (from > latest())
        return tooNew(from);
    // One writer at a time: a second Paydesk (the CLI beside the app) waits here, then finds
    // the file already upgraded.
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return fail(q.lastError(), QString(), db.databaseName(), error, sqlError);
    auto rollBack = [&](const QSqlError &e, const QString &what) {
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
        return fail(e, what, db.databaseName(), error, sqlError);
    };
    from = version();
    if (from < 0)
        return rollBack(q.lastError(), QString());
    if (from >= latest()) {
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
        return from == latest() || tooNew(from);
    }
    // A damaged file is never written to: check every page before the first step changes one.
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next())
        return rollBack(q.lastError(), QString());
    const QString verdict = q.value(0).toString();
    q.finish();
    if (verdict != u"ok")
        return rollBack(QSqlError(QString(), verdict, QSqlError::StatementError,
                                  QStringLiteral("11")), // SQLITE_CORRUPT
                        QString());
    for (int i = from; i < latest(); ++i) {
        if (!m_steps[size_t(i)].apply(q))
            return rollBack(q.lastError(), QString::fromLatin1(m_steps[size_t(i)].what));
        q.finish();
    }
    if (!q.exec(QStringLiteral("PRAGMA application_id = %1").arg(m_applicationId)) ||
        !q.exec(QStringLiteral("PRAGMA user_version = %1").arg(latest())))
        return rollBack(q.lastError(), QString());
    if (!q.exec(QStringLiteral("COMMIT")))
        return rollBack(q.lastError(), QString());
    // Write-ahead log from here on (it stays in the file): one fsync per commit instead of the
    // rollback journal's several, and a reader (the app) never waits for a writer (the CLI).
    // synchronous stays FULL, so a commit is on disk when it returns. Only here, right after
    // Paydesk created or upgraded the file and checked every page: a file it merely opens may be
    // damaged and is never written to. A file in memory keeps its own mode.
    q.exec(QStringLiteral("PRAGMA journal_mode=WAL"));
    return true;
}

bool DatabaseSchema::fail(const QSqlError &e, const QString &what, const QString &file,
                          QString *error, QSqlError *sqlError)
{
    if (sqlError)
        *sqlError = e;
    const QString detail = e.databaseText().isEmpty() ? e.text() : e.databaseText();
    switch (resultCode(e)) {
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        *error =
            tr("%1 is in use by another program (%2). Close it and try again.").arg(file, detail);
        break;
    case 8:  // SQLITE_READONLY
    case 14: // SQLITE_CANTOPEN
        *error = tr("%1 cannot be written (%2), so Paydesk cannot bring it up to date. Make the "
                    "file and its folder writable for you and try again; nothing was changed.")
                     .arg(file, detail);
        break;
    case 10: // SQLITE_IOERR
    case 13: // SQLITE_FULL
        *error = tr("%1 could not be brought up to date: the disk is full or failing (%2). Free "
                    "some space and try again; nothing was changed.")
                     .arg(file, detail);
        break;
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        *error = tr("%1 is damaged (%2). Paydesk did not change it and will not write to it. "
                    "Quit Paydesk, move the file aside (keep it: it may hold your payment "
                    "journal) or restore a backup, then start Paydesk again.")
                     .arg(file, detail);
        break;
    default:
        *error = what.isEmpty()
                     ? tr("%1 could not be brought up to date (%2); nothing was changed.")
                           .arg(file, detail)
                     : tr("%1 could not be brought up to date: the step \"%2\" failed (%3); "
                          "nothing was changed.")
                           .arg(file, what, detail);
        break;
    }
    return false;
}

} // namespace paydesk
