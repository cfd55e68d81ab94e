// The desktop app notices what other processes paid (paydesk-cli fetch, the agents' MCP server
// and proxy) through the paid-fetch journal they share: a real SQLite file, written through a
// second connection as another process writes it.
#include "models/JournalWatch.h"
#include "store/PaidFetchJournal.h"

#include <QSignalSpy>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace paydesk;

class TstJournalWatch : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    static FetchAttempt attempt(const QString &wallet, const QString &path)
    {
        FetchAttempt a;
        a.url = QStringLiteral("https://shop.example/") + path;
        a.origin = QStringLiteral("https://shop.example:443");
        a.network = QStringLiteral("base-sepolia");
        a.wallet = wallet;
        a.amount = QStringLiteral("0.001");
        return a;
    }

private Q_SLOTS:
    void othersPaymentsAreReportedOncePerChange()
    {
        const QString file = m_dir.filePath(QStringLiteral("paydesk.sqlite"));
        QSqlDatabase app =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("app"));
        app.setDatabaseName(file);
        QVERIFY(app.open());
        QSqlDatabase other =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
        other.setDatabaseName(file);
        QVERIFY(other.open());
        {
            PaidFetchJournal appJournal(app);
            PaidFetchJournal otherJournal(other);
            QVERIFY2(appJournal.isReady(), qPrintable(appJournal.lastError()));
            const QString agentWallet =
                QStringLiteral("0x209693Bc6afc0C5328bA36FaF03C514EF312287C");
            const QString mine = QStringLiteral("2wKupLR9q6wXYppw8Gr2NvWxKBUqm4PPJKkQfoxHDBg4");
            // Before the watch starts: not news.
            QVERIFY(otherJournal.begin(attempt(agentWallet, QStringLiteral("old"))));
            QThread::msleep(5);

            JournalWatch watch(&appJournal);
            QSignalSpy changed(&watch, &JournalWatch::attemptsChanged);
            watch.start(20);
            QVERIFY(watch.isActive());
            QTest::qWait(60);
            QCOMPARE(changed.count(), 0);

            // Another process pays twice from one wallet and once from another: one report,
            // each wallet once.
            QThread::msleep(2);
            const auto id = otherJournal.begin(attempt(agentWallet, QStringLiteral("a")));
            QVERIFY(id);
            QVERIFY(otherJournal.begin(attempt(agentWallet, QStringLiteral("b"))));
            QVERIFY(otherJournal.begin(attempt(mine, QStringLiteral("c"))));
            QTRY_COMPARE(changed.count(), 1);
            QStringList wallets = changed.at(0).at(0).toStringList();
            wallets.sort();
            QCOMPARE(wallets, (QStringList{agentWallet, mine}));
            QTest::qWait(60);
            QCOMPARE(changed.count(), 1); // nothing new: no second report

            // The payment moves on (paid, then delivered): reported again.
            QThread::msleep(2);
            QVERIFY(otherJournal.setPaid(*id, QStringLiteral("eip3009:0x01"), QString(),
                                         QStringLiteral("PAYMENT-SIGNATURE"),
                                         QStringLiteral("proof")));
            QTRY_COMPARE(changed.count(), 2);
            QCOMPARE(changed.at(1).at(0).toStringList(), QStringList{agentWallet});

            watch.stop();
            QThread::msleep(2);
            QVERIFY(otherJournal.setState(*id, FetchAttempt::State::Delivered));
            QTest::qWait(60);
            QCOMPARE(changed.count(), 2); // stopped: no look
            watch.lookNow();              // ...until asked
            QCOMPARE(changed.count(), 3);
        }
        app.close();
        other.close();
        app = {};
        other = {};
        QSqlDatabase::removeDatabase(QStringLiteral("app"));
        QSqlDatabase::removeDatabase(QStringLiteral("other"));
    }

    // Without a journal (no database) it reports nothing and does not crash.
    void noJournal()
    {
        JournalWatch watch(nullptr);
        QSignalSpy changed(&watch, &JournalWatch::attemptsChanged);
        watch.lookNow();
        QCOMPARE(changed.count(), 0);
    }
};

QTEST_GUILESS_MAIN(TstJournalWatch)
#include "tst_journal_watch.moc"
