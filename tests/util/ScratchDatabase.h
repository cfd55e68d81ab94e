#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

namespace paydesk::test {

// A SQLite file of its own for each test function (named after it), in a temporary folder that
// lives as long as the test object: open() in init(), close() in cleanup().
class ScratchDatabase
{
public:
    explicit ScratchDatabase(QString connection) : m_connection(std::move(connection)) {}

    // The test function's file on the connection; an invalid database when it cannot be opened.
    QSqlDatabase open()
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
        db.setDatabaseName(m_dir.filePath(
            QStringLiteral("%1.sqlite").arg(QString::fromLatin1(QTest::currentTestFunction()))));
        return db.open() ? db : QSqlDatabase();
    }
    // Closes and removes the connection (every copy of the database must be gone first).
    void close() { QSqlDatabase::removeDatabase(m_connection); }

private:
    QTemporaryDir m_dir;
    QString m_connection;
};

} // namespace paydesk::test
