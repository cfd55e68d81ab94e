// The SQLite history cache on a real file: upserts (insert / change / unchanged), counting,
// filtering and ordering in SQL with exact amounts, sync state, CSV export; and 100,000 payments,
// with the figures that matter for the History view printed (a benchmark, not a timed test).
#include "core/ChainFamilies.h"
#include "models/HistoryCsvWriter.h"
#include "models/HistoryTableModel.h"
#include "store/HistoryCache.h"
#include "store/HistoryWriter.h"
#include "util/HistoryReadBack.h"
#include "util/RawRecord.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;

namespace {
const QString kWallet = QStringLiteral("GmBMjMCo6Ue3Y2jK1cQo6uSZuQDUQBmQvFEch6kkicDt");
const QString kOther = QStringLiteral("7NEaKWVZB7g8ThWVodDmjQGDtjE5xhdWwGKBXVAnjrGC");

PaymentRecord record(int i, const QString &amount, const QString &resource = {})
{
    PaymentRecord r;
    r.paymentId = QStringLiteral("pay_%1").arg(i, 7, 10, QChar(u'0'));
    r.state = i % 10 == 0 ? PaymentState::Failed : PaymentState::Finalized;
    r.statusText = paymentStateName(r.state);
    r.direction = i % 2 ? Direction::Sent : Direction::Received;
    r.from = i % 2 ? kWallet : kOther;
    r.to = i % 2 ? kOther : kWallet;
    r.network = QStringLiteral("solana-sandbox");
    r.amount = *Amount::parse(amount, 9);
    r.signature = QStringLiteral("sig%1").arg(i);
    r.resource = resource;
    r.createdAt = QDateTime::fromMSecsSinceEpoch(1763780000000 + qint64(i) * 1000, Qt::UTC);
    r.raw = test::rawOf(QJsonObject{{QStringLiteral("paymentId"), r.paymentId},
                                    {QStringLiteral("status"), r.statusText},
                                    {QStringLiteral("amount"), amount},
                                    {QStringLiteral("from"), r.from},
                                    {QStringLiteral("to"), r.to},
                                    {QStringLiteral("network"), r.network}});
    return r;
}
} // namespace

class TstHistoryCache : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<HistoryCache> m_cache;
    int m_db = 0;

private Q_SLOTS:
    void init()
    {
        const QString name = QStringLiteral("c%1").arg(++m_db);
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(m_dir.filePath(name + QStringLiteral(".sqlite")));
        QVERIFY(db.open());
        m_cache = std::make_unique<HistoryCache>(name);
        QVERIFY(m_cache->isOpen());
    }
    void cleanup()
    {
        m_cache.reset();
        const QString name = QStringLiteral("c%1").arg(m_db);
        QSqlDatabase::database(name, false).close();
        QSqlDatabase::removeDatabase(name);
    }

    // A stored record is read back with the family of its network: Solana, EVM, or a family
    // registered beside them (the chain seam), never taken for an EVM one.
    void storedRecordKeepsItsFamily()
    {
        ChainFamily family;
        family.caip2Namespace = QStringLiteral("tsthist");
        family.coin = QStringLiteral("THS");
        family.decimals = 6;
        family.parse = [](const QString &) -> std::optional<QPair<QString, QByteArray>> {
            return std::nullopt;
        };
        family.networks = {{QStringLiteral("tsthist:1"), QStringLiteral("History Chain"), true}};
        const auto chain = ChainFamilies::add(family);
        QVERIFY(chain);
        const auto unregister = qScopeGuard([&]() { ChainFamilies::remove(*chain); });
        const QList<std::pair<QString, Chain>> networks = {
            {QStringLiteral("solana-sandbox"), Chain::Solana},
            {QStringLiteral("eip155:8453"), Chain::Evm},
            {QStringLiteral("tsthist:1"), *chain}};
        int i = 100;
        for (const auto &[network, expected] : networks) {
            PaymentRecord r = record(++i, QStringLiteral("1"));
            r.network = network;
            test::setRawField(r, QStringLiteral("network"), network);
            QCOMPARE(m_cache->upsert(kWallet, {r}).inserted, 1);
            const auto stored = m_cache->storedRecord(r.paymentId);
            QVERIFY(stored);
            QCOMPARE(stored->chain, expected);
        }
    }

    void upsertFilterSortExactly()
    {
        const QList<PaymentRecord> first = {
            record(1, QStringLiteral("0.1")), record(2, QStringLiteral("100")),
            record(3, QStringLiteral("0.000000001")),
            record(4, QStringLiteral("2.5"), QStringLiteral("https://x.example/a_b%"))};
        auto c = m_cache->upsert(kWallet, first);
        QCOMPARE(c.inserted, 4);
        c = m_cache->upsert(kWallet, first);
        QCOMPARE(c.unchanged, 4);
        PaymentRecord changed = first[0];
        changed.state = PaymentState::Finalized;
        test::setRawField(changed, QStringLiteral("status"), QStringLiteral("finalized-2"));
        c = m_cache->upsert(kWallet, {changed});
        QCOMPARE(c.changed, 1);

        HistoryFilter f;
        f.wallet = kWallet;
        QCOMPARE(m_cache->count(f), 4);
        f.sortKey = HistoryFilter::SortKey::Amount;
        f.descending = false;
        QList<HistoryEntry> rows = m_cache->entries(f, 0, 10);
        // Exact ordering by value, not by text ("100" < "2.5" as text).
        QCOMPARE(rows.at(0).amount, QStringLiteral("0.000000001"));
        QCOMPARE(rows.at(1).amount, QStringLiteral("0.1"));
        QCOMPARE(rows.at(2).amount, QStringLiteral("2.5"));
        QCOMPARE(rows.at(3).amount, QStringLiteral("100"));
        f.direction = Direction::Sent;
        QCOMPARE(m_cache->count(f), 2);
        f.direction = std::nullopt;
        f.text = QStringLiteral("a_b%"); // LIKE special characters match literally
        QCOMPARE(m_cache->count(f), 1);
        f.text = QStringLiteral("a%b");
        QCOMPARE(m_cache->count(f), 0);
        f.text = QStringLiteral("SIG3"); // case-insensitive
        QCOMPARE(m_cache->count(f), 1);
        f.wallet = kOther;
        f.text.clear();
        QCOMPARE(m_cache->count(f), 0); // per wallet

        const auto full = test::readBack(*m_cache, QStringLiteral("pay_0000004"));
        QVERIFY(full);
        QCOMPARE(full->amount->toString(), QStringLiteral("2.5"));
        QCOMPARE(m_cache->walletsOf(QStringLiteral("pay_0000004")), QStringList{kWallet});

        HistorySyncState s;
        s.total = 40;
        s.fetched = 20;
        s.hasMore = true;
        s.refreshedAt = QDateTime::currentDateTimeUtc();
        m_cache->setSyncState(kWallet, QStringLiteral("sent"), s);
        const HistorySyncState back = m_cache->syncState(kWallet, QStringLiteral("sent"));
        QCOMPARE(back.total, 40);
        QCOMPARE(back.fetched, 20);
        QVERIFY(back.hasMore);
        QCOMPARE(m_cache->syncState(kWallet, QStringLiteral("all")).fetched, 0);
    }

    void csv()
    {
        m_cache->upsert(kWallet,
                        {record(1, QStringLiteral("0.25"), QStringLiteral("=HYPERLINK(\"x\")")),
                         record(2, QStringLiteral("1"), QStringLiteral("a,b"))});
        HistoryFilter f;
        f.wallet = kWallet;
        QBuffer out;
        out.open(QIODevice::WriteOnly);
        QCOMPARE(HistoryCsvWriter::write(*m_cache, f, &out, QStringLiteral("SOL")), 2);
        const QList<QByteArray> lines = out.data().split('\n');
        QCOMPARE(lines.size(), 4);
        QVERIFY(lines[0].startsWith("createdAt,direction,"));
        QVERIFY2(lines[1].startsWith("2025-11-22T02:53:22Z,received,"),
                 lines[1].constData()); // UTC
        QVERIFY(lines[1].contains(",1,SOL,"));
        QVERIFY(lines[1].contains(",\"a,b\""));                    // quoted
        QVERIFY(lines[2].contains(",\"'=HYPERLINK(\"\"x\"\")\"")); // no formula, quotes doubled
        QCOMPARE(HistoryCsvWriter::escape(QStringLiteral("-1")), QStringLiteral("'-1"));
    }

    // Reading on from the last row (what the History view does as it scrolls) gives exactly the
    // list one query with OFFSET gives, for every order, direction filter and kind of search, with
    // ties in time and rows without a counterparty or an amount (NULLs, which sort first).
    void pagingFromTheLastRowMatchesOneQuery()
    {
        QList<PaymentRecord> rows;
        for (int i = 0; i < 900; ++i) {
            PaymentRecord r = record(i, QString::number(i % 13) + QStringLiteral(".5"));
            r.createdAt = QDateTime::fromMSecsSinceEpoch(1763780000000 + qint64(i / 3) * 1000,
                                                         Qt::UTC); // three at each instant
            if (i % 11 == 0)
                r.amount.reset();
            if (i % 17 == 0)
                (i % 2 ? r.to : r.from).clear(); // no counterparty
            if (i % 5 == 0) {
                r.state = PaymentState::Pending;
                r.statusText = paymentStateName(r.state);
            }
            rows.append(r);
        }
        QCOMPARE(m_cache->upsert(kWallet, rows).inserted, 900);
        QCOMPARE(m_cache->upsert(kOther, rows.mid(0, 50)).inserted, 50); // another wallet's rows

        const QList<HistoryFilter::SortKey> keys = {
            HistoryFilter::SortKey::Created,      HistoryFilter::SortKey::Direction,
            HistoryFilter::SortKey::Counterparty, HistoryFilter::SortKey::Amount,
            HistoryFilter::SortKey::Status,       HistoryFilter::SortKey::PaymentId};
        int compared = 0;
        for (const auto key : keys) {
            for (const bool descending : {true, false}) {
                for (const auto direction :
                     {std::optional<Direction>(), std::optional<Direction>(Direction::Sent)}) {
                    // "" none, "sig" in every row (checked row by row), "pay_00004" in few rows
                    // (through the search index).
                    for (const QString &text :
                         {QString(), QStringLiteral("sig"), QStringLiteral("pay_00004")}) {
                        HistoryFilter f;
                        f.wallet = kWallet;
                        f.sortKey = key;
                        f.descending = descending;
                        f.direction = direction;
                        f.text = text;
                        QStringList whole;
                        for (const HistoryEntry &e : m_cache->entries(f, 0, 100000))
                            whole.append(e.paymentId);
                        QVERIFY(!whole.isEmpty());
                        QStringList walked;
                        for (const HistoryEntry &e : m_cache->entries(f, 0, 37))
                            walked.append(e.paymentId);
                        while (walked.size() < whole.size()) {
                            const auto more =
                                m_cache->entriesAfter(f, walked.constLast(), walked.size(), 37);
                            if (more.isEmpty())
                                break;
                            for (const HistoryEntry &e : more)
                                walked.append(e.paymentId);
                        }
                        const QString what = QStringLiteral("sort %1 %2, direction %3, text '%4'")
                                                 .arg(int(key))
                                                 .arg(descending ? "desc" : "asc")
                                                 .arg(direction ? int(*direction) : -1)
                                                 .arg(text);
                        QVERIFY2(walked == whole, qPrintable(what));
                        ++compared;
                    }
                }
            }
        }
        QCOMPARE(compared, 72);

        // The anchor gone meanwhile: the rest is read by position.
        HistoryFilter f;
        f.wallet = kWallet;
        const auto first = m_cache->entries(f, 0, 10);
        const auto byPosition = m_cache->entries(f, 10, 5);
        const auto fromGone = m_cache->entriesAfter(f, QStringLiteral("pay_gone"), 10, 5);
        QCOMPARE(fromGone.size(), 5);
        for (int i = 0; i < 5; ++i)
            QCOMPARE(fromGone[i].paymentId, byPosition[i].paymentId);

        // The model, scrolled to the end, holds the whole list once, in order.
        HistoryTableModel model(m_cache.get());
        model.setWallet(kWallet);
        model.sort(HistoryTableModel::AmountColumn, Qt::DescendingOrder);
        while (model.canFetchMore({}))
            model.fetchMore({});
        QCOMPARE(model.rowCount(), 900);
        f.sortKey = HistoryFilter::SortKey::Amount;
        const auto all = m_cache->entries(f, 0, 1000);
        for (int i = 0; i < 900; ++i)
            QCOMPARE(model.entryAt(i).paymentId, all[i].paymentId);
    }

    // A search matching very many rows answers at once with a lower bound and the first rows; the
    // exact count follows from the writer's thread, and only the newest search's.
    void countsManyMatchesOnTheWritersThread()
    {
        QList<PaymentRecord> all;
        for (int i = 0; i < 3000; ++i)
            all.append(record(i, QStringLiteral("0.5")));
        QCOMPARE(m_cache->upsert(kWallet, all).inserted, 3000);
        HistoryFilter f;
        f.wallet = kWallet;
        f.text = QStringLiteral("sig");
        QCOMPARE(m_cache->count(f), 3000);
        QCOMPARE(m_cache->count(f, 500), 500);
        f.text = QStringLiteral("si"); // too short for the trigram index: the narrow copy
        QCOMPARE(m_cache->count(f, 700), 700);
        f.text.clear();
        f.direction = Direction::Sent;
        QCOMPARE(m_cache->count(f, 100), 100);
        QCOMPARE(m_cache->count(f), 1500);

        const auto writer =
            HistoryWriter::onThread(m_dir.filePath(QStringLiteral("c%1.sqlite").arg(m_db)));
        HistoryTableModel model(m_cache.get());
        model.setCounter(writer.get(), 1000);
        model.setWallet(kWallet);
        QSignalSpy counted(&model, &HistoryTableModel::totalCountChanged);
        QVERIFY(!model.totalIsExact());
        QCOMPARE(model.totalCount(), 1001); // "over 1,000" for now
        QTRY_VERIFY(model.totalIsExact());
        QCOMPARE(model.totalCount(), 3000);

        model.setSearchText(QStringLiteral("sig"));
        QCOMPARE(model.totalCount(), 1001);
        QCOMPARE(model.rowCount(), HistoryTableModel::kChunk); // the first rows are there at once
        QVERIFY(model.canFetchMore({}));
        model.setSearchText(QStringLiteral("sig1")); // typed on: sig1, sig1x, sig1xx, sig1xxx
        QVERIFY(!model.totalIsExact());
        counted.clear();
        QTRY_VERIFY(model.totalIsExact());
        QTest::qWait(50); // nothing late from the superseded search
        QCOMPARE(model.totalCount(), 1111);
        QCOMPARE(counted.size(), 1);
        QCOMPARE(counted.constLast().constFirst().toLongLong(), 1111);

        model.setSearchText(QStringLiteral("sig29")); // few: exact at once
        QVERIFY(model.totalIsExact());
        QCOMPARE(model.totalCount(), 111);
        model.setSearchText({});
        model.setDirection(Direction::Received);
        QTRY_VERIFY(model.totalIsExact());
        QCOMPARE(model.totalCount(), 1500);
    }

    void hundredThousandPayments()
    {
        // A tenth under the sanitizers (run-tests sets PAYDESK_SANITIZER_RUN): the same paths,
        // where ASan's ~15x slow-down would otherwise take this test past its timeout.
        const int kRows = qEnvironmentVariableIsSet("PAYDESK_SANITIZER_RUN") ? 10000 : 100000;
        QList<PaymentRecord> batch;
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < kRows; ++i) {
            batch.append(
                record(i, QString::number(1 + i % 100) + QStringLiteral(".123456789"),
                       i % 7 ? QString() : QStringLiteral("https://api.example.com/r/%1").arg(i)));
            if (batch.size() == 5000) {
                QCOMPARE(m_cache->upsert(kWallet, batch).inserted, 5000);
                batch.clear();
            }
        }
        const qint64 insertMs = t.elapsed();

        HistoryTableModel model(m_cache.get());
        t.restart();
        model.setWallet(kWallet); // what opening the History view costs
        const qint64 openMs = t.elapsed();
        QCOMPARE(model.totalCount(), kRows);
        QCOMPARE(model.rowCount(), HistoryTableModel::kChunk);

        t.restart();
        model.fetchMore({}); // one scroll step
        const qint64 fetchMs = t.elapsed();

        t.restart();
        model.setSearchText(QStringLiteral("r/4242")); // a search over every row
        const qint64 searchMs = t.elapsed();
        QVERIFY(model.totalCount() >= 1);

        model.setSearchText({});
        t.restart();
        model.sort(HistoryTableModel::AmountColumn, Qt::DescendingOrder);
        const qint64 sortMs = t.elapsed();
        QCOMPARE(model.entryAt(0).amount.left(3), QStringLiteral("100"));

        t.restart();
        model.setDirection(Direction::Sent);
        const qint64 filterMs = t.elapsed();
        QCOMPARE(model.totalCount(), kRows / 2);

        QBuffer csv;
        csv.open(QIODevice::WriteOnly);
        t.restart();
        QCOMPARE(HistoryCsvWriter::write(*m_cache, model.filter(), &csv, QStringLiteral("SOL")),
                 kRows / 2);
        const qint64 csvMs = t.elapsed();

        qInfo("100k payments: insert %lld ms, open %lld ms, fetch 200 more %lld ms, text search "
              "%lld ms, sort by amount %lld ms, sent filter %lld ms, CSV of 50k %lld ms",
              insertMs, openMs, fetchMs, searchMs, sortMs, filterMs, csvMs);
    }
};

QTEST_GUILESS_MAIN(TstHistoryCache)
#include "tst_historycache.moc"
