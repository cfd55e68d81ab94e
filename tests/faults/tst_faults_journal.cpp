// The payment journal when its database fails, in process: a damaged file
// (garbage, cut short) is refused at open and left byte for byte as it was; a full database
// (PRAGMA max_page_count) refuses the new entry with a "disk is full" message and keeps the old
// ones; a journal only in memory (the app's fallback when its file cannot be used) accepts
// nothing; and the app itself (AppContext) on a damaged file says so and keeps local mode off.
#include "AppContext.h"
#include "models/LocalPaymentController.h"
#include "store/PaymentJournal.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;

namespace {

JournalEntry entry(const QString &signature)
{
    JournalEntry e;
    e.direction = Direction::Sent;
    e.wallet = QStringLiteral("wallet");
    e.signature = signature;
    e.wire = QByteArray(600, 'w');
    e.request = QByteArray(3000, 'r'); // big rows: the file grows page by page
    return e;
}

// Writes a journal with `count` entries into `file`.
void writeJournal(const QString &file, int count)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "w");
        db.setDatabaseName(file);
        QVERIFY(db.open());
        PaymentJournal j(db);
        QVERIFY2(j.isReady(), qPrintable(j.lastError()));
        for (int i = 0; i < count; ++i)
            QVERIFY2(j.record(entry(QStringLiteral("sig%1").arg(i))), qPrintable(j.lastError()));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("w"));
}

} // namespace

class TstFaultsJournal : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void damaged_data()
    {
        QTest::addColumn<bool>("truncate");
        QTest::newRow("garbage") << false;
        QTest::newRow("cut short") << true;
    }
    void damaged()
    {
        QFETCH(bool, truncate);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("paydesk.sqlite"));
        writeJournal(file, 40);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QByteArray bytes = f.readAll();
        if (truncate)
            bytes.truncate(bytes.size() / 2);
        else
            bytes.fill('\x5a', bytes.size());
        f.resize(0);
        f.seek(0);
        f.write(bytes);
        f.close();
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "d");
            db.setDatabaseName(file);
            QVERIFY(db.open());
            PaymentJournal j(db);
            QVERIFY(!j.isReady());
            QVERIFY2(j.lastError().contains(QStringLiteral("is damaged")),
                     qPrintable(j.lastError()));
            QVERIFY(j.lastError().contains(QStringLiteral("move the file aside")));
            QVERIFY(!j.record(entry(QStringLiteral("new"))));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("d"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), bytes);
    }

    void diskFull()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("paydesk.sqlite"));
        writeJournal(file, 5);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "f");
            db.setDatabaseName(file);
            QVERIFY(db.open());
            PaymentJournal j(db);
            QVERIFY(j.isReady());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA page_count")) && q.next());
            const int pages = q.value(0).toInt();
            QVERIFY(q.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages)));
            QVERIFY(!j.record(entry(QStringLiteral("new"))));
            QVERIFY2(j.lastError().contains(QStringLiteral("the disk is full")),
                     qPrintable(j.lastError()));
            QCOMPARE(j.all().size(), 5);
            QVERIFY(!j.findBySignature(QStringLiteral("new")));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("f"));
    }

    void inMemoryOnly()
    {
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "m");
            db.setDatabaseName(QStringLiteral(":memory:"));
            QVERIFY(db.open());
            PaymentJournal j(db);
            QVERIFY(!j.isReady());
            QVERIFY(!j.record(entry(QStringLiteral("m"))));
            QVERIFY(j.lastError().contains(QStringLiteral("journaled on disk")));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("m"));
    }

    void appOnDamagedFile()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("paydesk.sqlite"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray garbage(8192, '\x33');
        f.write(garbage);
        f.close();
        AppContextOptions o;
        o.dataDir = dir.path();
        o.settingsFile = dir.filePath(QStringLiteral("settings.ini"));
        {
            AppContext ctx(o);
            QString error;
            QVERIFY(!ctx.open(&error));
            QVERIFY2(!error.isEmpty(), "the app must say its database cannot be used");
            QVERIFY(ctx.journal() && !ctx.journal()->isReady());
            QVERIFY(!ctx.journal()->record(entry(QStringLiteral("x"))));
        }
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), garbage);
    }
};

QTEST_GUILESS_MAIN(TstFaultsJournal)
#include "tst_faults_journal.moc"
