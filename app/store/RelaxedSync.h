#pragma once

#include <QSqlDatabase>
#include <QSqlQuery>

namespace paydesk {

// The writes of its scope on `db` commit without waiting for the disk (synchronous=NORMAL). In
// write-ahead-log mode, which every Paydesk database uses (DatabaseSchema), such a commit is as
// atomic and as safe from a killed process as any; only a power cut may lose it, along with the
// commits after it, never one before. For writes that follow a durable fact and can be told again
// from it: a paid fetch's answer, receipt and delivery come after its reservation and its proof
// were synced, and the proof and the chain say them again (the same proof re-presented, the
// chain reconciled). The next commit in FULL mode makes them durable with it. Back to FULL at the
// end of the scope. Inside a transaction SQLite keeps the level it has (the pragma is refused).
class RelaxedSync
{
public:
    explicit RelaxedSync(const QSqlDatabase &db) : m_db(db)
    {
        QSqlQuery(m_db).exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
    }
    ~RelaxedSync() { QSqlQuery(m_db).exec(QStringLiteral("PRAGMA synchronous=FULL")); }
    RelaxedSync(const RelaxedSync &) = delete;
    RelaxedSync &operator=(const RelaxedSync &) = delete;

private:
    QSqlDatabase m_db;
};

} // namespace paydesk
