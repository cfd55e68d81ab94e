// Google Benchmark: the history on 100,000 cached payments: opening the view's model, the
// direction filter, text search (rare, common and short texts), and one 500-item service page
// stored through the HistoryWriter (new payments, and a refresh where nothing changed): its cost
// to the window's thread, and the merge's own time on the writer's thread.
#include "BenchHistoryData.h"
#include "api/ResponseParser.h"
#include "models/HistoryTableModel.h"
#include "store/HistoryWriter.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <benchmark/benchmark.h>

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

// Two changes per iteration: to "sent" and back to all.
void historyFilterSent(benchmark::State &state)
{
    HistoryTableModel model(&cache());
    model.setWallet(bench::kWallet);
    for (auto _ : state) {
        model.setDirection(HistoryFilter::Direction::Sent);
        model.setDirection(HistoryFilter::Direction::All);
    }
}
BENCHMARK(historyFilterSent)->Unit(benchmark::kMillisecond);

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

// A 500-item page stored through the HistoryWriter, as HistoryController does. mode Gui: what it
// costs the window's thread (parse, then hand the page to the writer); mode Writer: the merge's
// own time on the writer's thread (upsert with its search indexing, one transaction).
// arg 0: a refresh, the 500 payments are cached already; arg 1: 500 new payments.
enum class Timed
{
    Gui,
    Writer
};

int nextNew = bench::kRows + 1000; // the next new page's first payment: every page is new

template <Timed timed> void historyPageStore(benchmark::State &state)
{
    const bool fresh = state.range(0) == 1;
    const QByteArray known = bench::pageJson(0, 500);
    cache().upsert(bench::kWallet,
                   responses::parseHistory(known, Chain::Solana, nullptr)->payments);
    writer();
    QString why;
    for (auto _ : state) {
        state.PauseTiming();
        const QByteArray body = fresh ? bench::pageJson(nextNew, 500) : known;
        nextNew += fresh ? 500 : 0;
        if (timed == Timed::Gui)
            state.ResumeTiming();
        const auto page = responses::parseHistory(body, Chain::Solana, &why);
        struct Merged
        {
            HistoryCache::UpsertResult counts;
            qint64 ns = 0;
        };
        std::optional<Merged> merged;
        writer().run<Merged>(
            [payments = page->payments](HistoryCache &c) {
                QElapsedTimer t;
                t.start();
                Merged m{c.upsert(bench::kWallet, payments), 0};
                m.ns = t.nsecsElapsed();
                return m;
            },
            qApp, [&merged](const Merged &m) { merged = m; });
        if (timed == Timed::Gui)
            state.PauseTiming();
        while (!merged)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        if (timed == Timed::Writer)
            state.SetIterationTime(double(merged->ns) / 1e9);
        const auto &n = merged->counts;
        if ((fresh ? n.inserted : n.unchanged) != 500) {
            state.SkipWithError(qPrintable(QStringLiteral("merge: %1 inserted, %2 changed, %3 "
                                                          "unchanged")
                                               .arg(n.inserted)
                                               .arg(n.changed)
                                               .arg(n.unchanged)));
            break; // no ResumeTiming after an error
        }
        state.ResumeTiming();
    }
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
