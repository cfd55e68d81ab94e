#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <vector>

class QSqlQuery;

namespace paydesk {

// The schema of one of Paydesk's SQLite files, as an ordered list of steps. `PRAGMA user_version`
// holds how many steps a file has had; upgrade() runs the missing ones, in order, each in the same
// transaction as the version it sets, so a file is never left between two versions. A file from
// before versions existed reads as version 0; step 1 describes what that release created, so it
// also brings such a file (or an empty one) to version 1 without losing a row.
//
// Every table, index and column of the app's files is created here: the stores only read and
// write rows. app() is paydesk.sqlite (journals, wallets, budgets); history() is history.sqlite
// (the history cache and its search index). A new step goes at the end of its list, never in
// the middle, and tests/integration/store/tst_schema_upgrade opens the files of earlier releases
// with it.
// `PRAGMA application_id` names the kind of file ("PDKA" app, "PDKH" history), so one is never
// upgraded as the other; files from before versions have 0 there and are taken as they are.
// A file upgraded (or created) is switched to the write-ahead log, which it then keeps.
class DatabaseSchema
{
    Q_DECLARE_TR_FUNCTIONS(DatabaseSchema)
public:
    struct Step
    {
        const char *what;            // for errors: "payment journal, wallets, budgets"
        bool (*apply)(QSqlQuery &q); // false: q.lastError() says why; the step is rolled back
    };

    // A schema of its own (tests); the app's files use app() and history().
    DatabaseSchema(const char *file, qint32 applicationId, std::vector<Step> steps);

    static const DatabaseSchema &app();
    static const DatabaseSchema &history();

    QString fileName() const { return QString::fromLatin1(m_file); }
    int latest() const { return int(m_steps.size()); }

    // Brings `db` to latest(). False when it cannot, with `error` in words that say what to do
    // and `sqlError` the SQLite error when there was one: a file written by a newer Paydesk
    // (refused, left as it is), a damaged file (checked before any step changes it; never
    // written), a full disk or a read-only file (the step is rolled back). Cheap when the file
    // is already at latest(): one read of its header.
    bool upgrade(const QSqlDatabase &db, QString *error, QSqlError *sqlError = nullptr) const;

    // Runs `statements` in order; false at the first that fails (q.lastError() says why).
    static bool execAll(QSqlQuery &q, const QStringList &statements);

    // The file's version, or -1 when it cannot be read.
    static int versionOf(const QSqlDatabase &db);

private:
    static bool fail(const QSqlError &e, const QString &what, const QString &file, QString *error,
                     QSqlError *sqlError);

    const char *m_file;
    qint32 m_applicationId;
    std::vector<Step> m_steps;
};

} // namespace paydesk
