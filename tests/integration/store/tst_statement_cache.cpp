// StatementCache on a real SQLite file: a statement is compiled once and reused, a statement in
// use is never handed out twice, a text that does not compile is not kept, and a statement left
// half-read holds no lock once its Statement is gone (a second connection can write).
#include "store/StatementCache.h"

#include <QSqlError>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;

class TestStatementCache : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QSqlDatabase m_db;

    static QSqlDatabase open(const QString &name, const QString &path)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.open();
        return db;
    }

private Q_SLOTS:
    void init()
    {
        m_db = open(QStringLiteral("cache"), m_dir.filePath(QStringLiteral("t.sqlite")));
        QSqlQuery q(m_db);
        QVERIFY(q.exec(QStringLiteral("DROP TABLE IF EXISTS t")));
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)")));
        for (int i = 0; i < 5; ++i)
            QVERIFY(q.exec(QStringLiteral("INSERT INTO t (v) VALUES ('%1')").arg(i)));
    }
    void cleanup()
    {
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("cache"));
    }

    void reusesTheCompiledStatement()
    {
        StatementCache cache(m_db);
        const QString sql = QStringLiteral("SELECT v FROM t WHERE id = ?");
        const QSqlQuery *first = nullptr;
        for (int id = 1; id <= 5; ++id) {
            const StatementCache::Statement q = cache.query(sql);
            QVERIFY(q.prepared());
            if (!first)
                first = &*q;
            QCOMPARE(&*q, first); // the same query object: compiled once
            q->addBindValue(id);
            QVERIFY2(q->exec(), qPrintable(q->lastError().text()));
            QVERIFY(q->next());
            QCOMPARE(q->value(0).toString(), QString::number(id - 1));
        }
    }

    // The same text asked for while its statement is being read: a second, separate one.
    void aBusyStatementIsNotHandedOutAgain()
    {
        StatementCache cache(m_db);
        const QString sql = QStringLiteral("SELECT id FROM t ORDER BY id");
        const StatementCache::Statement outer = cache.query(sql);
        QVERIFY(outer->exec());
        int rows = 0;
        while (outer->next()) {
            const StatementCache::Statement inner = cache.query(sql);
            QVERIFY(&*inner != &*outer);
            QVERIFY(inner->exec() && inner->next());
            QCOMPARE(inner->value(0).toInt(), 1);
            ++rows;
        }
        QCOMPARE(rows, 5); // the outer read was not disturbed
    }

    void aTextThatDoesNotCompileIsNotKept()
    {
        StatementCache cache(m_db);
        const QString sql = QStringLiteral("SELECT w FROM later");
        {
            const StatementCache::Statement q = cache.query(sql);
            QVERIFY(!q.prepared());
            QVERIFY(!q->exec());
        }
        QSqlQuery(m_db).exec(QStringLiteral("CREATE TABLE later (w TEXT)"));
        const StatementCache::Statement q = cache.query(sql);
        QVERIFY(q.prepared()); // tried again, and now it compiles
        QVERIFY(q->exec());
    }

    // A read stopped after one row, then the Statement gone: no read lock is left behind.
    void aHalfReadStatementLeavesNoLock()
    {
        StatementCache cache(m_db);
        {
            const StatementCache::Statement q = cache.query(QStringLiteral("SELECT v FROM t"));
            QVERIFY(q->exec() && q->next());
        }
        QSqlDatabase other =
            open(QStringLiteral("other"), m_dir.filePath(QStringLiteral("t.sqlite")));
        {
            QSqlQuery w(other);
            QVERIFY(w.exec(QStringLiteral("PRAGMA busy_timeout = 0")));
            QVERIFY2(w.exec(QStringLiteral("DELETE FROM t WHERE id = 1")),
                     qPrintable(w.lastError().text()));
        }
        other = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("other"));
    }
};

QTEST_GUILESS_MAIN(TestStatementCache)
#include "tst_statement_cache.moc"
