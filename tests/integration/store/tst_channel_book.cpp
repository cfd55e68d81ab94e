// The channel book (x402 `batch-settlement`, table x402_channels in a real SQLite file): a
// channel is found by its terms while it is not closed; a voucher's ceiling is journaled before
// it leaves and never falls, whatever order vouchers are journaled in; a stopped channel
// journals nothing more; the charge the seller's checked answers say only rises.
#include "store/PaidFetchJournal.h"

#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;

class TstChannelBook : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<PaidFetchJournal> m_journal;

    ChannelBook &book() { return m_journal->channels(); }
    static ChannelRow row(const QString &id, const QString &terms)
    {
        ChannelRow r;
        r.id = id;
        r.network = QStringLiteral("eip155:4020");
        r.payer = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        r.terms = terms;
        r.origin = QStringLiteral("http://127.0.0.1:1");
        r.resource = QStringLiteral("http://127.0.0.1:1/demo/resource/batch");
        r.config = QStringLiteral("{}");
        r.symbol = QStringLiteral("USDC");
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"));
        db.setDatabaseName(m_dir.filePath(QStringLiteral("paydesk.sqlite")));
        QVERIFY(db.open());
        m_journal = std::make_unique<PaidFetchJournal>(db);
        QVERIFY2(m_journal->isReady(), qPrintable(m_journal->lastError()));
    }

    void termsPickTheOpenChannel()
    {
        const QString terms = ChannelBook::termsOf(
            QStringLiteral("eip155:4020"), QStringLiteral("0xF39F"), QStringLiteral("0xAA"),
            QStringLiteral("0xBB"), QStringLiteral("0xCC"), 900);
        QCOMPARE(terms, QStringLiteral("eip155:4020|0xf39f|0xaa|0xbb|0xcc|900"));
        QVERIFY(!book().forTerms(terms));
        QVERIFY2(book().create(row(QStringLiteral("0x01"), terms)), qPrintable(book().lastError()));
        QCOMPARE(book().forTerms(terms)->id, QStringLiteral("0x01"));
        QVERIFY(book().setStatus(QStringLiteral("0x01"), ChannelRow::Status::Closed,
                                 QStringLiteral("refunded")));
        QVERIFY(!book().forTerms(terms)); // a closed channel is never used again
        QVERIFY(!book().create(row(QStringLiteral("0x01"), terms))); // one row per channel id
    }

    void theCeilingOnlyRises()
    {
        QVERIFY(book().create(row(QStringLiteral("0x02"), QStringLiteral("t2"))));
        const QString id = QStringLiteral("0x02");
        QVERIFY(book().raiseCeiling(id, QStringLiteral("10000"), QStringLiteral("0xs1"),
                                    QStringLiteral("1000000:99"), QStringLiteral("u1")));
        QCOMPARE(book().find(id)->ceiling, QStringLiteral("10000"));
        QCOMPARE(book().find(id)->depositPending, QStringLiteral("1000000:99"));
        // A lower voucher (journaled after a higher one) leaves the ceiling and its signature.
        QVERIFY(book().raiseCeiling(id, QStringLiteral("9999"), QStringLiteral("0xs0"), QString(),
                                    QStringLiteral("u2")));
        QCOMPARE(book().find(id)->ceiling, QStringLiteral("10000"));
        QCOMPARE(book().find(id)->signature, QStringLiteral("0xs1"));
        QCOMPARE(book().find(id)->resource, QStringLiteral("u2"));
        // Decimal text compares by value, not as text: 100000 > 99999.
        QVERIFY(book().raiseCeiling(id, QStringLiteral("100000"), QStringLiteral("0xs2"), QString(),
                                    QStringLiteral("u3")));
        QVERIFY(book().raiseCeiling(id, QStringLiteral("99999"), QStringLiteral("0xs3"), QString(),
                                    QStringLiteral("u4")));
        QCOMPARE(book().find(id)->ceiling, QStringLiteral("100000"));
        QCOMPARE(book().find(id)->signature, QStringLiteral("0xs2"));
        // The checked answer settles the deposit; the charge never falls.
        QVERIFY(book().commit(id, QStringLiteral("5050"), QStringLiteral("1000000"),
                              QStringLiteral("0"), 0));
        QVERIFY(book().find(id)->depositPending.isEmpty());
        QVERIFY(book().commit(id, QStringLiteral("50"), QStringLiteral("1000000"),
                              QStringLiteral("0"), 0));
        QCOMPARE(book().find(id)->charged, QStringLiteral("5050"));
    }

    void aStoppedChannelJournalsNothing()
    {
        const QString id = QStringLiteral("0x02");
        QVERIFY(book().setStatus(id, ChannelRow::Status::Stopped, QStringLiteral("overcharged")));
        QVERIFY(!book().raiseCeiling(id, QStringLiteral("200000"), QStringLiteral("0xs4"),
                                     QString(), QStringLiteral("u5")));
        QCOMPARE(book().find(id)->ceiling, QStringLiteral("100000"));
        QCOMPARE(book().find(id)->note, QStringLiteral("overcharged"));
        // It still picks its terms (so no new channel is opened on them until it is closed).
        QCOMPARE(book().forTerms(QStringLiteral("t2"))->status, ChannelRow::Status::Stopped);
    }
};

QTEST_GUILESS_MAIN(TstChannelBook)
#include "tst_channel_book.moc"
