// A hostile seller's oversized PAYMENT-REQUIRED header, over real loopback HTTP: one above what
// Paydesk reads (64 KB) is refused as too large, and one above what Qt's HTTP reader keeps
// (100 KB: it drops the field without a word) is said to be possibly that, never "no
// x402Version". Nothing is journaled either way.
#include "kits/PricedSeller.h"
#include "payments/PaidFetch.h"
#include "store/BudgetStore.h"
#include "store/PaidFetchJournal.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using namespace paydesk::x402;

class TestOversized : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QNetworkAccessManager m_network;
    std::unique_ptr<BudgetStore> m_budgets;
    std::unique_ptr<PaidFetchJournal> m_journal;

    // The seller's answer to a fetch by a buyer with no wallet (what is refused comes first).
    PaidFetch *fetch(const QUrl &url)
    {
        PaidFetch::Services s;
        s.network = &m_network;
        s.budgets = m_budgets.get();
        s.journal = m_journal.get();
        s.readBalances = false;
        auto *f = new PaidFetch(s, PaidFetch::Options{}, this);
        QSignalSpy done(f, &PaidFetch::finished);
        f->start(url);
        [&]() {
            QVERIFY(done.wait(20000));
        }();
        return f;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"));
        db.setDatabaseName(m_dir.filePath(QStringLiteral("paydesk.sqlite")));
        QVERIFY(db.open());
        m_budgets = std::make_unique<BudgetStore>(db);
        m_journal = std::make_unique<PaidFetchJournal>(db);
    }

    void oversizedHeaderIsNamed_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("words");
        QTest::newRow("90 KB: above Paydesk's limit") << 90 * 1024 << "too large (90 KB";
        QTest::newRow("200 KB: dropped by Qt") << 200 * 1024 << "over 100 KB";
    }
    void oversizedHeaderIsNamed()
    {
        QFETCH(int, size);
        QFETCH(QString, words);
        testing::PricedSeller seller(QStringLiteral("11111111111111111111111111111111"), 1000);
        seller.setAnswer("PAYMENT-REQUIRED: " + QByteArray(size, 'A') + "\r\n", "{}");
        PaidFetch *f = fetch(seller.url(QStringLiteral("huge")));
        QCOMPARE(f->code(), QStringLiteral("malformed_requirements"));
        QVERIFY2(f->message().contains(words), qPrintable(f->message()));
        QVERIFY(!f->message().contains(QStringLiteral("x402Version")));
        QVERIFY(!f->moneyMoved());
        QCOMPARE(seller.paidRequests(), 0);
        QVERIFY(m_journal->all().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestOversized)
#include "tst_x402_oversized.moc"
