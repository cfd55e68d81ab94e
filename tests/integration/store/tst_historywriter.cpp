// HistoryWriter stores the history on a thread of its own, over a real SQLite file in WAL mode,
// while the test reads through a connection of its own as the window does: results come back
// later (never inside the call) and in order, on the caller's thread; a reader finds every
// stored row by search without having to index anything itself; nothing queued is lost when the
// writer goes. AppContext keeps the history in history.sqlite, apart from the payment journal,
// and falls back to memory when that file is damaged.
#include "AppContext.h"
#include "store/HistoryWriter.h"
#include "util/HistoryReadBack.h"
#include "util/RawRecord.h"

#include <QFile>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;

namespace {
const QString kWallet = QStringLiteral("GmBMjMCo6Ue3Y2jK1cQo6uSZuQDUQBmQvFEch6kkicDt");
const QString kOther = QStringLiteral("7NEaKWVZB7g8ThWVodDmjQGDtjE5xhdWwGKBXVAnjrGC");

QList<PaymentRecord> records(int first, int count)
{
    QList<PaymentRecord> out;
    for (int i = first; i < first + count; ++i) {
        PaymentRecord r;
        r.paymentId = QStringLiteral("pay_%1").arg(i, 6, 10, QChar(u'0'));
        r.state = PaymentState::Finalized;
        r.direction = Direction::Sent;
        r.from = kWallet;
        r.to = kOther;
        r.amount = *Amount::parse(QStringLiteral("1.5"), 9);
        r.signature = QStringLiteral("sig%1").arg(i);
        r.createdAt = QDateTime::fromMSecsSinceEpoch(1763780000000 + qint64(i) * 1000, Qt::UTC);
        r.raw = test::rawOf(QJsonObject{{QStringLiteral("paymentId"), r.paymentId}});
        out.append(r);
    }
    return out;
}

qint64 scalar(const QString &connection, const QString &sql)
{
    QSqlQuery q(QSqlDatabase::database(connection));
    return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
}
} // namespace

class TstHistoryWriter : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    const QString m_reader = QStringLiteral("reader");
    std::unique_ptr<HistoryCache> m_cache;
    QString path() const { return m_dir.filePath(QStringLiteral("history.sqlite")); }

    HistoryFilter all() const
    {
        HistoryFilter f;
        f.wallet = kWallet;
        return f;
    }

    // Stores records(first, count) through `writer` and waits for the result.
    void storeAndWait(HistoryWriter *writer, int first, int count)
    {
        std::optional<int> inserted;
        writer->run<int>(
            [first, count](HistoryCache &cache) {
                return cache.upsert(kWallet, records(first, count)).inserted;
            },
            this, [&inserted](const int &n) { inserted = n; });
        QTRY_COMPARE(inserted.value_or(-1), count);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_reader);
        db.setDatabaseName(path());
        QVERIFY(db.open());
        QVERIFY(QSqlQuery(db).exec(QStringLiteral("PRAGMA journal_mode=WAL"))); // as AppContext
        m_cache = std::make_unique<HistoryCache>(m_reader);
        QVERIFY(m_cache->isOpen());
    }

    void cleanupTestCase()
    {
        m_cache.reset();
        QSqlDatabase::removeDatabase(m_reader);
    }

    void storesOffTheCallersThreadAndIndexesAsItStores()
    {
        auto writer = HistoryWriter::onThread(path());
        QVERIFY(writer->isThreaded());
        QThread *ranOn = nullptr;
        QThread *doneOn = nullptr;
        std::optional<HistoryCache::UpsertResult> result;
        writer->run<HistoryCache::UpsertResult>(
            [&ranOn](HistoryCache &cache) {
                ranOn = QThread::currentThread();
                return cache.upsert(kWallet, records(0, 500));
            },
            this,
            [&](const HistoryCache::UpsertResult &r) {
                doneOn = QThread::currentThread();
                result = r;
            });
        QVERIFY(!result); // never inside the call
        QTRY_VERIFY(result);
        QCOMPARE(result->inserted, 500);
        QVERIFY(ranOn && ranOn != QThread::currentThread());
        QCOMPARE(doneOn, QThread::currentThread());
        // Indexed in the storing transaction: the reader finds every row in the index.
        QCOMPARE(scalar(m_reader, QStringLiteral("SELECT COUNT(*) FROM history_text")), 500);
        HistoryFilter f = all();
        f.text = QStringLiteral("sig42");
        QCOMPARE(m_cache->count(f), 11); // sig42, sig420..sig429
        QCOMPARE(m_cache->count(all()), 500);
    }

    void resultsComeInOrderAndStoredReportsChanges()
    {
        auto writer = HistoryWriter::onThread(path());
        QList<int> order;
        for (int i = 0; i < 20; ++i)
            writer->run<int>([i](HistoryCache &) { return i; }, this,
                             [&order](const int &n) { order.append(n); });
        QSignalSpy stored(writer.get(), &HistoryWriter::stored);
        writer->store(kWallet, records(500, 10)); // new
        QTRY_COMPARE(stored.size(), 1);
        QCOMPARE(order.size(), 20);
        for (int i = 0; i < 20; ++i)
            QCOMPARE(order[i], i);
        QCOMPARE(stored[0][1].toInt(), 10);
        writer->store(kWallet, records(500, 10)); // the same again: no report
        QList<PaymentRecord> changed = records(505, 1);
        changed[0].state = PaymentState::Failed;
        test::setRawField(changed[0], QStringLiteral("status"), QStringLiteral("failed"));
        writer->store(kWallet, changed);
        QTRY_COMPARE(stored.size(), 2);
        QCOMPARE(stored[1][1].toInt(), 0);
        QCOMPARE(stored[1][2].toInt(), 1); // changed
        QCOMPARE(test::readBack(*m_cache, QStringLiteral("pay_000505"))->state,
                 PaymentState::Failed);
    }

    // Stores given within kStoreDelayMs go as one: a payment changed three times is written
    // once, as it was last given; a job given after them runs after them.
    void storesCloseTogetherAreOneTransaction()
    {
        auto writer = HistoryWriter::onThread(path());
        QSignalSpy stored(writer.get(), &HistoryWriter::stored);
        QList<PaymentRecord> r = records(700, 1);
        writer->store(kWallet, r);
        test::setRawField(r[0], QStringLiteral("status"), QStringLiteral("confirmed"));
        writer->store(kWallet, r);
        writer->store(kWallet, records(701, 2));
        r[0].state = PaymentState::Failed;
        test::setRawField(r[0], QStringLiteral("status"), QStringLiteral("failed"));
        writer->store(kWallet, r);
        std::optional<qint64> rows;
        writer->run<qint64>(
            [](HistoryCache &cache) {
                HistoryFilter f;
                f.wallet = kWallet;
                f.text = QStringLiteral("pay_00070");
                return cache.count(f);
            },
            this, [&rows](const qint64 &n) { rows = n; });
        QTRY_VERIFY(rows);
        QCOMPARE(*rows, 3); // the run came after the stores it followed
        QCOMPARE(stored.size(), 1);
        QCOMPARE(stored[0][1].toInt(), 3);
        QCOMPARE(test::readBack(*m_cache, QStringLiteral("pay_000700"))->state,
                 PaymentState::Failed);
    }

    void resultForAGoneContextIsDropped()
    {
        auto writer = HistoryWriter::onThread(path());
        bool called = false;
        auto *context = new QObject;
        writer->run<int>([](HistoryCache &) { return 1; }, context,
                         [&called](const int &) { called = true; });
        delete context;
        bool after = false;
        writer->run<int>([](HistoryCache &) { return 2; }, this,
                         [&after](const int &) { after = true; });
        QTRY_VERIFY(after);
        QVERIFY(!called);
    }

    void goingAwayFinishesWhatWasGiven()
    {
        const qint64 before = m_cache->count(all());
        {
            auto writer = HistoryWriter::onThread(path());
            for (int k = 0; k < 5; ++k)
                writer->store(kWallet, records(10000 + k * 100, 100));
        } // no event loop ran: every store is still queued when the writer goes
        QCOMPARE(m_cache->count(all()), before + 500);
    }

    void onAConnectionItIsAsAsynchronous()
    {
        const QString name = QStringLiteral("memory");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(QStringLiteral(":memory:"));
            QVERIFY(db.open());
            HistoryCache reader(name);
            auto writer = HistoryWriter::onConnection(name);
            QVERIFY(!writer->isThreaded());
            std::optional<int> inserted;
            writer->run<int>(
                [](HistoryCache &cache) { return cache.upsert(kWallet, records(0, 50)).inserted; },
                this, [&inserted](const int &n) { inserted = n; });
            QVERIFY(!inserted);
            QTRY_COMPARE(inserted.value_or(-1), 50);
            HistoryFilter f = all();
            f.text = QStringLiteral("pay_00004");
            QCOMPARE(reader.count(f), 10);
        }
        QSqlDatabase::removeDatabase(name);
    }

    void appKeepsTheHistoryApartFromTheJournal()
    {
        QTemporaryDir dir;
        {
            // A development build's layout: the history inside paydesk.sqlite.
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "old");
            db.setDatabaseName(dir.filePath(QStringLiteral("paydesk.sqlite")));
            QVERIFY(db.open());
            HistoryCache old(QStringLiteral("old"));
            QCOMPARE(old.upsert(kWallet, records(0, 3)).inserted, 3);
            QSqlQuery(db).exec(QStringLiteral("CREATE TABLE keep_me (x)"));
            // Such builds wrote no schema version.
            QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version = 0"));
            QSqlQuery(db).exec(QStringLiteral("PRAGMA application_id = 0"));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("old"));
        AppContextOptions o;
        o.dataDir = dir.path();
        o.settingsFile = dir.filePath(QStringLiteral("settings.ini"));
        {
            AppContext ctx(o);
            QString error;
            QVERIFY2(ctx.open(&error), qPrintable(error));
            QVERIFY(ctx.historyWriter()->isThreaded());
            QVERIFY(ctx.journal()->isReady());
            storeAndWait(ctx.historyWriter(), 7, 2);
            QCOMPARE(ctx.historyCache()->count(all()), 2);
        }
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "check");
        db.setDatabaseName(dir.filePath(QStringLiteral("paydesk.sqlite")));
        QVERIFY(db.open());
        QCOMPARE(scalar(QStringLiteral("check"),
                        QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE name LIKE "
                                       "'history%' OR name = 'keep_me'")),
                 1);
        db.setDatabaseName(dir.filePath(QStringLiteral("history.sqlite")));
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("wal"));
        q.finish();
        QCOMPARE(scalar(QStringLiteral("check"),
                        QStringLiteral("SELECT COUNT(*) FROM history_payments")),
                 2);
        db.close();
        db = {};
        QSqlDatabase::removeDatabase(QStringLiteral("check"));
    }

    void damagedHistoryFileFallsBackToMemory()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("history.sqlite")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray garbage(8192, '\x5a');
        f.write(garbage);
        f.close();
        AppContextOptions o;
        o.dataDir = dir.path();
        o.settingsFile = dir.filePath(QStringLiteral("settings.ini"));
        {
            AppContext ctx(o);
            QString error;
            QVERIFY(!ctx.open(&error));
            QVERIFY2(error.contains(QStringLiteral("history")), qPrintable(error));
            QVERIFY(ctx.journal()->isReady()); // payments do not depend on the cache
            QVERIFY(!ctx.historyWriter()->isThreaded());
            storeAndWait(ctx.historyWriter(), 0, 4);
            QCOMPARE(ctx.historyCache()->count(all()), 4);
        }
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), garbage);
    }
};

QTEST_GUILESS_MAIN(TstHistoryWriter)
#include "tst_historywriter.moc"
