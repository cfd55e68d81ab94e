// Google Benchmark: the history on 100,000 cached payments: opening the view's model, the
// direction filter, text search (rare, common and short texts), and one 500-item service page
// (new payments, and a refresh where nothing changed): its cost to the window's thread, where it
// is parsed and merged into the list on screen, and its store on the writer's thread; and the
// x402 receipts the view shows beside them.
#include "BenchHistoryData.h"
#include "api/ResponseParser.h"
#include "models/HistoryTableModel.h"
#include "models/ReceiptBook.h"
#include "store/HistoryWriter.h"
#include "store/PaidFetchJournal.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <benchmark/benchmark.h>
#include <map>

using namespace paydesk;

namespace {
QString path()
{
    static QTemporaryDir dir;
    return dir.filePath(QStringLiteral("history.sqlite"));
}

HistoryCache &cache()
{
    static HistoryCache *c = [] {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bench"));
        db.setDatabaseName(path());
        db.open();
        QSqlQuery(db).exec(QStringLiteral("PRAGMA journal_mode=WAL")); // as AppContext
        auto *made = new HistoryCache(QStringLiteral("bench"));
        for (int first = 0; first < bench::kRows; first += 5000)
            made->upsert(bench::kWallet, bench::records(first, 5000));
        return made;
    }();
    return *c;
}

// The app's writer over the same file. Never deleted: it would outlive the QCoreApplication.
HistoryWriter &writer()
{
    static HistoryWriter *w = HistoryWriter::onThread(path()).release();
    return *w;
}

void historyOpen100k(benchmark::State &state)
{
    cache();
    for (auto _ : state) {
        HistoryTableModel model(&cache());
        model.setWallet(bench::kWallet);
        if (model.totalCount() != bench::kRows)
            state.SkipWithError("wrong count");
    }
}
BENCHMARK(historyOpen100k)->Unit(benchmark::kMillisecond);

// The running-balance column: the model opened as above, then the balance after each
// of the first screen's 40 rows, newest first (worked back as the rows are read) and oldest
// first (one pass over every cached payment for their sum, then the rows).
void historyBalanceFirstScreen(benchmark::State &state)
{
    cache();
    const bool oldestFirst = state.range(0) == 1;
    const auto now = Amount::parse(u"1000000000", 9);
    for (auto _ : state) {
        HistoryTableModel model(&cache());
        model.setWallet(bench::kWallet);
        model.setCurrentBalance(now);
        if (oldestFirst)
            model.sort(HistoryTableModel::DateColumn, Qt::AscendingOrder);
        for (int row = 0; row < 40; ++row) {
            const QVariant v = model.index(row, HistoryTableModel::BalanceColumn)
                                   .data(HistoryTableModel::BalanceAfterRole);
            if (v.toString().isEmpty())
                state.SkipWithError("no balance");
        }
    }
    state.SetLabel(oldestFirst ? "oldest first" : "newest first");
}
BENCHMARK(historyBalanceFirstScreen)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// Two changes per iteration: to "sent" and back to all.
void historyFilterSent(benchmark::State &state)
{
    HistoryTableModel model(&cache());
    model.setWallet(bench::kWallet);
    for (auto _ : state) {
        model.setDirection(Direction::Sent);
        model.setDirection(std::nullopt);
    }
}
BENCHMARK(historyFilterSent)->Unit(benchmark::kMillisecond);

// An agent's year, 1,000,000 payments of one wallet, in a file of its own (built once,
// only when these rows run: --benchmark_filter=1M). Opening the view's model, and a rare and a
// common search from it.
constexpr int kYear = 1000000;
QString yearPath()
{
    static QTemporaryDir dir;
    return dir.filePath(QStringLiteral("history.sqlite"));
}

HistoryCache &yearCache()
{
    static HistoryCache *c = [] {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bench-year"));
        db.setDatabaseName(yearPath());
        db.open();
        QSqlQuery(db).exec(QStringLiteral("PRAGMA journal_mode=WAL"));
        auto *made = new HistoryCache(QStringLiteral("bench-year"));
        for (int first = 0; first < kYear; first += 10000)
            made->upsert(bench::kWallet, bench::records(first, 10000));
        return made;
    }();
    return *c;
}

void historyOpen1M(benchmark::State &state)
{
    yearCache();
    for (auto _ : state) {
        HistoryTableModel model(&yearCache());
        model.setWallet(bench::kWallet);
        if (model.totalCount() != kYear)
            state.SkipWithError("wrong count");
    }
}
BENCHMARK(historyOpen1M)->Unit(benchmark::kMillisecond);

// The app's writer over the year's file, which counts the searches matching very many rows.
HistoryWriter &yearWriter()
{
    yearCache();
    static HistoryWriter *w = HistoryWriter::onThread(yearPath()).release();
    return *w;
}

void waitForTotal(const HistoryTableModel &model)
{
    while (!model.totalIsExact())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
}

// A search as the History page runs it: the first rows and the count (exact, or a lower bound
// when it matches over HistoryTotal::kQuick rows: then the exact count follows from the writer's
// thread, waited for outside the timing).
void historySearch1M(benchmark::State &state)
{
    static const char *texts[] = {"r/424242", "sig"};
    const QString text = QString::fromLatin1(texts[state.range(0)]);
    HistoryTableModel model(&yearCache());
    model.setCounter(&yearWriter());
    model.setWallet(bench::kWallet);
    for (auto _ : state) {
        model.setSearchText(text);
        state.PauseTiming();
        waitForTotal(model);
        if (state.range(0) == 1 && model.totalCount() != kYear)
            state.SkipWithError("wrong count");
        model.setSearchText({});
        state.ResumeTiming();
    }
    state.SetLabel(texts[state.range(0)]);
}
BENCHMARK(historySearch1M)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// Until the exact count of a search matching all 1,000,000 rows is shown ("Shown: over 20,000
// (counting…)" before it).
void historySearchCount1M(benchmark::State &state)
{
    HistoryTableModel model(&yearCache());
    model.setCounter(&yearWriter());
    model.setWallet(bench::kWallet);
    for (auto _ : state) {
        model.setSearchText(QStringLiteral("sig"));
        waitForTotal(model);
        state.PauseTiming();
        if (model.totalCount() != kYear)
            state.SkipWithError("wrong count");
        model.setSearchText({});
        state.ResumeTiming();
    }
}
BENCHMARK(historySearchCount1M)->Unit(benchmark::kMillisecond);

// One search from an unfiltered view: arg 0 rare ("r/4242"), 1 common ("sig"), 2 short ("42").
void historySearch(benchmark::State &state)
{
    static const char *texts[] = {"r/4242", "sig", "42"};
    const QString text = QString::fromLatin1(texts[state.range(0)]);
    HistoryTableModel model(&cache());
    model.setWallet(bench::kWallet);
    for (auto _ : state) {
        model.setSearchText(text);
        state.PauseTiming();
        model.setSearchText({});
        state.ResumeTiming();
    }
    state.SetLabel(texts[state.range(0)]);
}
BENCHMARK(historySearch)->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond);

void historyPageParse(benchmark::State &state)
{
    const QByteArray body = bench::pageJson(bench::kRows, 500);
    QString why;
    for (auto _ : state)
        benchmark::DoNotOptimize(responses::parseHistory(body, Chain::Solana, &why));
}
BENCHMARK(historyPageParse)->Unit(benchmark::kMillisecond);

// Receipts: what the History page pays to read the x402 journal again (after a refresh
// or a stored page) with 1,000 paid fetches and their receipts, then the receipt of each row of a
// first screen (50 rows, 10 of them paid resources).
// `total` delivered USDC fetches with receipts (1,000 written as Paydesk writes them, the rest of
// an agent's year copied from the first in SQL), made once per size; `screen` gets 50 history
// rows, 10 of them paid resources.
PaidFetchJournal &receiptJournal(int total, QList<HistoryEntry> *screen)
{
    static std::map<int, std::pair<PaidFetchJournal *, QList<HistoryEntry>>> made;
    if (const auto it = made.find(total); it != made.end()) {
        *screen = it->second.second;
        return *it->second.first;
    }
    static QTemporaryDir dir;
    QList<HistoryEntry> rows;
    PaidFetchJournal *journal = [total, &rows] {
        const QString name = QStringLiteral("bench-receipts-%1").arg(total);
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(dir.filePath(name + QStringLiteral(".sqlite")));
        db.open();
        auto *journal = new PaidFetchJournal(db);
        db.transaction();
        for (int i = 0; i < 1000; ++i) {
            FetchAttempt a;
            a.url = QStringLiteral("https://api.example/r/%1").arg(i);
            a.origin = QStringLiteral("https://api.example");
            a.network = QStringLiteral("eip155:8453");
            a.wallet = QStringLiteral("0x90F79bf6EB2c4f870365E785982E1f101E93b906");
            a.payTo = QStringLiteral("0x209693Bc6afc0C5328bA36FaF03C514EF312287C");
            a.mode = QStringLiteral("local");
            a.amount = QStringLiteral("0.001");
            a.symbol = QStringLiteral("USDC");
            const auto id = journal->begin(a);
            const QString paymentId = QStringLiteral("eip3009:0x%1").arg(i, 64, 16, QChar(u'0'));
            journal->setPaid(*id, paymentId, {}, QStringLiteral("PAYMENT-SIGNATURE"),
                             QStringLiteral("e30="));
            journal->setState(*id, FetchAttempt::State::Delivered);
            journal->setReceipt(*id, QStringLiteral("{\"success\":true,\"transaction\":\"0x%1\","
                                                    "\"network\":\"eip155:8453\",\"payer\":\"%2\"}")
                                         .arg(i, 64, 16, QChar(u'0'))
                                         .arg(a.wallet));
            if (rows.size() < 50) {
                HistoryEntry e;
                e.paymentId = i % 5 == 0 ? paymentId : QStringLiteral("pay_%1").arg(i);
                rows.append(e);
            }
        }
        if (total > 1000) {
            QSqlQuery q(db);
            q.exec(QStringLiteral("PRAGMA table_info(x402_attempts)"));
            QStringList columns, values;
            while (q.next()) {
                const QString c = q.value(1).toString();
                columns.append(c);
                values.append(c == u"id"           ? QStringLiteral("NULL")
                              : c == u"payment_id" ? QStringLiteral("printf('eip3009:0x%064x', n)")
                              : c == u"url"        ? QStringLiteral("'https://api.example/r/' || n")
                                                   : QStringLiteral("t.") + c);
            }
            if (!q.exec(
                    QStringLiteral("WITH RECURSIVE k(n) AS (SELECT 1000 UNION ALL SELECT n + 1 "
                                   "FROM k WHERE n < %1) INSERT INTO x402_attempts (%2) "
                                   "SELECT %3 FROM k, x402_attempts t WHERE t.id = 1")
                        .arg(QString::number(total - 1), columns.join(u','), values.join(u','))))
                qFatal("bench journal: %s", qPrintable(q.lastError().text()));
        }
        db.commit();
        return journal;
    }();
    made.emplace(total, std::make_pair(journal, rows));
    *screen = rows;
    return *journal;
}

// Receipts (issues 24, 25): what the History page pays to read the x402 journal again (after a
// refresh or a stored page) with 1,000 paid fetches and their receipts, and with an agent's year of
// 1,000,000 (--benchmark_filter=1M), then the receipt of each row of a first screen.
void historyReceipts(benchmark::State &state)
{
    QList<HistoryEntry> screen;
    ReceiptBook book(&receiptJournal(int(state.range(0)), &screen));
    for (auto _ : state) {
        book.read();
        int found = 0;
        for (const HistoryEntry &e : std::as_const(screen))
            found += book.receiptOf(e) != nullptr;
        if (found != 10) {
            state.SkipWithError("wrong receipts");
            break;
        }
    }
}
BENCHMARK(historyReceipts)->Arg(1000)->Unit(benchmark::kMillisecond);
void historyReceipts1M(benchmark::State &state)
{
    historyReceipts(state);
}
BENCHMARK(historyReceipts1M)->Arg(kYear)->Unit(benchmark::kMillisecond);

// A 500-item page as HistoryController and the history view take it: mode Gui: what it costs the
// window's thread (parse, the page's rows merged into the list on screen, then the page handed to
// the writer), with the list's update once the page is stored (its total read again) as a
// counter (reread_ms); mode
// Writer: the store's own time on the writer's thread (upsert with its search indexing, one
// transaction). arg 0: a refresh, the newest 500 payments, cached already; arg 1: 500 new ones.
enum class Timed
{
    Gui,
    Writer
};

int nextNew = bench::kRows + 1000; // the next new page's first payment: every page is new

template <Timed timed> void historyPageStore(benchmark::State &state)
{
    const bool fresh = state.range(0) == 1;
    const QByteArray known = bench::pageJson(bench::kRows - 500, 500);
    cache().upsert(bench::kWallet,
                   responses::parseHistory(known, Chain::Solana, nullptr)->payments);
    writer();
    HistoryTableModel model(&cache());
    model.setWallet(bench::kWallet);
    QString why;
    double rereadMs = 0;
    for (auto _ : state) {
        state.PauseTiming();
        model.setWallet({}); // the list as opened: its first chunk of rows
        model.setWallet(bench::kWallet);
        const QByteArray body = fresh ? bench::pageJson(nextNew, 500) : known;
        nextNew += fresh ? 500 : 0;
        if (timed == Timed::Gui)
            state.ResumeTiming();
        const auto page = responses::parseHistory(body, Chain::Solana, &why);
        QList<HistoryEntry> entries; // as HistoryController::pageReceived
        entries.reserve(page->payments.size());
        for (const PaymentRecord &r : page->payments)
            entries.append(HistoryCache::entryFor(bench::kWallet, r));
        const bool merged = model.mergePage(bench::kWallet, entries);
        struct Merged
        {
            HistoryCache::UpsertResult counts;
            qint64 ns = 0;
        };
        std::optional<Merged> stored;
        writer().run<Merged>(
            [payments = page->payments](HistoryCache &c) {
                QElapsedTimer t;
                t.start();
                Merged m{c.upsert(bench::kWallet, payments), 0};
                m.ns = t.nsecsElapsed();
                return m;
            },
            qApp, [&stored](const Merged &m) { stored = m; });
        if (timed == Timed::Gui)
            state.PauseTiming();
        while (!stored)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        if (timed == Timed::Writer)
            state.SetIterationTime(double(stored->ns) / 1e9);
        const auto &n = stored->counts;
        QElapsedTimer reread;
        reread.start();
        model.pageStored(n.inserted, n.changed, n.insertedIds);
        rereadMs += double(reread.nsecsElapsed()) / 1e6;
        const QString top = model.rowCount() ? model.entryAt(0).paymentId : QString();
        if (!merged || (fresh ? n.inserted : n.unchanged) != 500 ||
            (fresh && top != entries.constLast().paymentId)) {
            state.SkipWithError(qPrintable(QStringLiteral("merge: %1 merged, %2 inserted, %3 "
                                                          "changed, %4 unchanged, top %5")
                                               .arg(merged)
                                               .arg(n.inserted)
                                               .arg(n.changed)
                                               .arg(n.unchanged)
                                               .arg(top)));
            break; // no ResumeTiming after an error
        }
        state.ResumeTiming();
    }
    state.counters["reread_ms"] = benchmark::Counter(
        rereadMs / double(std::max<benchmark::IterationCount>(1, state.iterations())));
    state.SetLabel(fresh ? "new" : "refresh");
}
BENCHMARK(historyPageStore<Timed::Gui>)
    ->Name("historyPageStoreGui")
    ->Arg(0)
    ->Arg(1)
    ->Iterations(20) // each adds 500 rows: keep the cache near 100,000
    ->Unit(benchmark::kMillisecond);
BENCHMARK(historyPageStore<Timed::Writer>)
    ->Name("historyPageMergeWriter")
    ->Arg(0)
    ->Arg(1)
    ->Iterations(20)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
