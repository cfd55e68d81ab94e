// Versioned storage: the database files of the first release (tests/fixtures/db/
// release-1, written by that release's own classes before schema versions existed) open with this
// build and are upgraded with nothing lost; a file from a newer Paydesk is refused and left as it
// is; a step that fails leaves the file at its old version; the CLI and the app upgrade once.
#include "AppContext.h"
#include "store/BudgetStore.h"
#include "store/DatabaseSchema.h"
#include "store/HistoryCache.h"
#include "store/PaidFetchJournal.h"
#include "store/PaymentJournal.h"
#include "store/WalletDirectory.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;

namespace {

const QString kWallet = QStringLiteral("9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM");

QString fixture(const QString &name)
{
    return qEnvironmentVariable("PAYDESK_SOURCE_DIR") +
           QStringLiteral("/tests/fixtures/db/release-1/") + name;
}

// A writable copy of the fixture `name` in `dir`; its path, or "" when the copy failed.
QString copyFixture(const QTemporaryDir &dir, const QString &name)
{
    const QString file = dir.filePath(name);
    if (!QFile::copy(fixture(name), file))
        return QString();
    QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
    return file;
}

// The app's options over `dir` as its data folder and settings.
AppContextOptions optionsIn(const QTemporaryDir &dir)
{
    AppContextOptions o;
    o.dataDir = dir.path();
    o.settingsFile = dir.filePath(QStringLiteral("settings.ini"));
    return o;
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A connection to `file` for the scope of one test step.
struct Connection
{
    explicit Connection(const QString &file, const QString &name = QStringLiteral("t")) : name(name)
    {
        db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(file);
        db.open();
    }
    ~Connection()
    {
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(name);
    }
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;
    QString name;
    QSqlDatabase db;
};

int rows(const QSqlDatabase &db, const char *table)
{
    QSqlQuery q(db);
    return q.exec(QStringLiteral("SELECT COUNT(*) FROM ") + QLatin1String(table)) && q.next()
               ? q.value(0).toInt()
               : -1;
}

bool stepOk(QSqlQuery &q)
{
    return q.exec(QStringLiteral("CREATE TABLE added (x INTEGER)"));
}
bool stepFails(QSqlQuery &q)
{
    return q.exec(QStringLiteral("INSERT INTO added VALUES (1)")) &&
           q.exec(QStringLiteral("SELECT * FROM no_such_table"));
}

} // namespace

class TstSchemaUpgrade : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fixturesAreTheFirstRelease()
    {
        for (const char *name : {"paydesk.sqlite", "history.sqlite"}) {
            QTemporaryDir dir;
            const QString file = copyFixture(dir, QLatin1String(name));
            QVERIFY(!file.isEmpty());
            Connection c(file);
            QVERIFY(c.db.isOpen());
            QCOMPARE(DatabaseSchema::versionOf(c.db), 0);
        }
    }

    void appFileKeepsEverything()
    {
        QTemporaryDir dir;
        const QString file = copyFixture(dir, QStringLiteral("paydesk.sqlite"));
        QVERIFY(!file.isEmpty());
        Connection c(file);
        PaymentJournal journal(c.db);
        QVERIFY2(journal.isReady(), qPrintable(journal.lastError()));
        QCOMPARE(DatabaseSchema::versionOf(c.db), DatabaseSchema::app().latest());

        const QList<JournalEntry> entries = journal.all();
        QCOMPARE(entries.size(), 2);
        const auto confirmed = journal.findBySignature(
            QStringLiteral("5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3Zp"
                           "RzrFmBV6UjKdiSZkQUW"));
        QVERIFY(confirmed);
        QCOMPARE(confirmed->state, JournalState::Confirmed);
        QCOMPARE(confirmed->slot, quint64(4242));
        QCOMPARE(confirmed->wire, QByteArray::fromHex("01020304"));
        QCOMPARE(confirmed->lastValidBlockHeight, quint64(123456));
        QCOMPARE(journal.unresolved().size(), 1); // the submitted one is still followed

        wallet::WalletDirectory wallets(c.db);
        QVERIFY(wallets.isReady());
        const auto savings = wallets.find(kWallet);
        QVERIFY(savings);
        QCOMPARE(savings->label, QStringLiteral("Savings"));
        QCOMPARE(savings->derivation, QStringLiteral("m/44'/501'/0'/0'"));
        QCOMPARE(wallets.list().size(), 2);

        BudgetStore budgets(c.db);
        QVERIFY(budgets.isReady());
        const SiteBudget b = budgets.budget(QStringLiteral("http://127.0.0.1:4021"),
                                            QStringLiteral("solana-devnet"), 9);
        QVERIFY(b.granted);
        QCOMPARE(b.perPayment.toString(), QStringLiteral("0.02"));
        QCOMPARE(b.perDay.toString(), QStringLiteral("0.1"));
        QVERIFY(budgets.isFrozen());
        QCOMPARE(budgets.spending(b.origin, b.network).size(), 1);
        // Step 10 summed the spend into its hour: the day's window reads it from there.
        QCOMPARE(rows(c.db, "x402_spend_hours"), 1);
        QCOMPARE(budgets.spentSince(b.origin, b.network, 9, QDateTime::fromMSecsSinceEpoch(0))
                     .toString(),
                 budgets.spending(b.origin, b.network).first().amount.toString());

        PaidFetchJournal fetches(c.db);
        QVERIFY(fetches.isReady());
        const QList<FetchAttempt> attempts = fetches.all();
        QCOMPARE(attempts.size(), 1);
        QCOMPARE(attempts.first().state, FetchAttempt::State::Delivered);
        QCOMPARE(attempts.first().amount, QStringLiteral("0.001"));
        QVERIFY(attempts.first().receipt.isEmpty()); // step 4: no receipt was kept then
        QVERIFY(attempts.first().symbol.isEmpty());  // the native coin

        // Still writable after the upgrade, and opening again changes nothing.
        QVERIFY(wallets.setLabel(kWallet, QStringLiteral("Renamed")));
        QString error;
        QVERIFY(DatabaseSchema::app().upgrade(c.db, &error));
        QCOMPARE(rows(c.db, "payment_journal"), 2);
    }

    void historyFileKeepsEverything()
    {
        QTemporaryDir dir;
        const QString file = copyFixture(dir, QStringLiteral("history.sqlite"));
        QVERIFY(!file.isEmpty());
        Connection c(file, QStringLiteral("h"));
        HistoryCache cache(QStringLiteral("h"));
        QVERIFY2(cache.isOpen(), qPrintable(cache.lastError()));
        QCOMPARE(DatabaseSchema::versionOf(c.db), DatabaseSchema::history().latest());
        HistoryFilter all;
        all.wallet = kWallet;
        QCOMPARE(cache.count(all), qint64(3));
        const QList<HistoryEntry> entries = cache.entries(all, 0, 10);
        QCOMPARE(entries.size(), 3);
        QCOMPARE(entries.first().paymentId, QStringLiteral("pay_fixture_2")); // newest first
        QCOMPARE(entries.first().amount, QStringLiteral("0.3"));
        QCOMPARE(entries.first().state, PaymentState::Failed);
        QVERIFY(entries.first().symbol.isEmpty()); // step 2: every earlier row is native
        HistoryFilter received = all;
        received.direction = Direction::Received;
        QCOMPARE(cache.count(received), qint64(1));
        HistoryFilter search = all;
        search.text = QStringLiteral("Fixture1"); // the search index came along
        QCOMPARE(cache.count(search), qint64(1));
        const auto stored = cache.storedRecord(QStringLiteral("pay_fixture_1"));
        QVERIFY(stored);
        QVERIFY(stored->json.contains("\"paymentId\":\"pay_fixture_1\""));
        const HistorySyncState sync = cache.syncState(kWallet, QStringLiteral("all"));
        QCOMPARE(sync.total, qint64(3));
        QCOMPARE(sync.fetched, 3);
        QVERIFY(!sync.hasMore);
    }

    // The app opens both files of the first release in its data folder: one upgrade each.
    void appContextUpgradesBothFiles()
    {
        QTemporaryDir dir;
        for (const char *name : {"paydesk.sqlite", "history.sqlite"}) {
            QVERIFY(!copyFixture(dir, QLatin1String(name)).isEmpty());
        }
        const AppContextOptions o = optionsIn(dir);
        {
            AppContext ctx(o);
            QString error;
            QVERIFY2(ctx.open(&error), qPrintable(error));
            QVERIFY(ctx.journal()->isReady());
            QCOMPARE(ctx.journal()->all().size(), 2);
            QCOMPARE(ctx.walletManager()->directory()->list().size(), 2);
            QVERIFY(ctx.budgets()->isFrozen());
            HistoryFilter all;
            all.wallet = kWallet;
            QCOMPARE(ctx.historyCache()->count(all), qint64(3));
        }
        Connection app(dir.filePath(QStringLiteral("paydesk.sqlite")));
        QCOMPARE(DatabaseSchema::versionOf(app.db), DatabaseSchema::app().latest());
        Connection history(dir.filePath(QStringLiteral("history.sqlite")), QStringLiteral("h"));
        QCOMPARE(DatabaseSchema::versionOf(history.db), DatabaseSchema::history().latest());
    }

    // A file from a later Paydesk: refused with words that say what to do, not a byte changed,
    // and the app keeps working with its data in memory (local payments off).
    void newerFileIsLeftAlone()
    {
        QTemporaryDir dir;
        const QString file = copyFixture(dir, QStringLiteral("paydesk.sqlite"));
        QVERIFY(!file.isEmpty());
        {
            Connection c(file);
            QSqlQuery(c.db).exec(
                QStringLiteral("PRAGMA user_version = %1").arg(DatabaseSchema::app().latest() + 5));
        }
        const QByteArray before = fileBytes(file);
        const AppContextOptions o = optionsIn(dir);
        {
            AppContext ctx(o);
            QString error;
            QVERIFY(!ctx.open(&error));
            QVERIFY2(error.contains(QStringLiteral("newer version of Paydesk")), qPrintable(error));
            QVERIFY(error.contains(QStringLiteral("update Paydesk")));
            QVERIFY(!ctx.journal()->isReady()); // nothing is signed against a memory journal
        }
        QCOMPARE(fileBytes(file), before);
        Connection c(file);
        PaymentJournal journal(c.db);
        QVERIFY(!journal.isReady());
        QVERIFY2(journal.lastError().contains(QStringLiteral("newer version")),
                 qPrintable(journal.lastError()));
        QVERIFY(!journal.record(JournalEntry{}));
    }

    // The history file put where the app file belongs (or the reverse) is refused, not
    // "upgraded" into a file of the other kind.
    void otherKindOfFileIsRefused()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("paydesk.sqlite"));
        {
            Connection c(file, QStringLiteral("h"));
            HistoryCache cache(QStringLiteral("h"));
            QVERIFY(cache.isOpen());
        }
        const QByteArray before = fileBytes(file);
        Connection c(file);
        QString error;
        QVERIFY(!DatabaseSchema::app().upgrade(c.db, &error));
        QVERIFY2(error.contains(QStringLiteral("is not the file Paydesk keeps there")),
                 qPrintable(error));
        PaymentJournal journal(c.db);
        QVERIFY(!journal.isReady());
        QCOMPARE(fileBytes(file), before);
    }

    // Steps run in order, each with the version it sets; one that fails is rolled back whole
    // and the file stays at the version before it.
    void failedStepRollsBack()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("t.sqlite"));
        Connection c(file);
        const DatabaseSchema one("t.sqlite", 0x54455354, {{"add a table", &stepOk}});
        QString error;
        QVERIFY2(one.upgrade(c.db, &error), qPrintable(error));
        QCOMPARE(DatabaseSchema::versionOf(c.db), 1);
        const DatabaseSchema two("t.sqlite", 0x54455354,
                                 {{"add a table", &stepOk}, {"fill it", &stepFails}});
        QSqlError sqlError;
        QVERIFY(!two.upgrade(c.db, &error, &sqlError));
        QVERIFY2(error.contains(QStringLiteral("\"fill it\" failed")), qPrintable(error));
        QVERIFY(error.contains(QStringLiteral("nothing was changed")));
        QVERIFY(sqlError.type() != QSqlError::NoError);
        QCOMPARE(DatabaseSchema::versionOf(c.db), 1);
        QCOMPARE(rows(c.db, "added"), 0);   // the failed step's insert is gone too
        QVERIFY(one.upgrade(c.db, &error)); // and the file is still usable
    }

    // A damaged file of an earlier release is checked before the first step and never written.
    void damagedOldFileIsNotWritten()
    {
        QTemporaryDir dir;
        const QString file = copyFixture(dir, QStringLiteral("paydesk.sqlite"));
        QVERIFY(!file.isEmpty());
        QByteArray bytes = fileBytes(file);
        bytes.truncate(bytes.size() / 2);
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(bytes);
        }
        {
            Connection c(file);
            PaymentJournal journal(c.db);
            QVERIFY(!journal.isReady());
            QVERIFY2(journal.lastError().contains(QStringLiteral("is damaged")),
                     qPrintable(journal.lastError()));
        }
        QCOMPARE(fileBytes(file), bytes);
    }
};

QTEST_GUILESS_MAIN(TstSchemaUpgrade)
#include "tst_schema_upgrade.moc"
