// Google Benchmark: the history on 100,000 cached payments: opening the view's model, the
// direction filter, text search (rare, common and short texts), and one 500-item service page
// parsed and merged into the cache (new payments, and a refresh where nothing changed).
#include "BenchHistoryData.h"
#include "api/ResponseParser.h"
#include "models/HistoryTableModel.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <benchmark/benchmark.h>

using namespace paydesk;

namespace {
HistoryCache &cache()
{
    static QTemporaryDir dir;
    static HistoryCache *c = [] {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bench"));
        db.setDatabaseName(dir.filePath(QStringLiteral("history.sqlite")));
        db.open();
        auto *made = new HistoryCache(QStringLiteral("bench"));
        for (int first = 0; first < bench::kRows; first += 5000)
            made->upsert(bench::kWallet, bench::records(first, 5000));
        return made;
    }();
    return *c;
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

// arg 0: a refresh, the 500 payments are cached already; arg 1: 500 new payments.
void historyPageParseMerge(benchmark::State &state)
{
    const bool fresh = state.range(0) == 1;
    const QByteArray known = bench::pageJson(0, 500);
    cache().upsert(bench::kWallet,
                   responses::parseHistory(known, Chain::Solana, nullptr)->payments);
    static int next = bench::kRows + 1000; // across runs: every page is new
    QString why;
    for (auto _ : state) {
        QByteArray body = known;
        if (fresh) {
            state.PauseTiming();
            body = bench::pageJson(next, 500);
            next += 500;
            state.ResumeTiming();
        }
        const auto page = responses::parseHistory(body, Chain::Solana, &why);
        const auto merged = cache().upsert(bench::kWallet, page->payments);
        if ((fresh ? merged.inserted : merged.unchanged) != 500) {
            state.SkipWithError(
                qPrintable(QStringLiteral("merge: %1 inserted, %2 changed, %3 unchanged")
                               .arg(merged.inserted)
                               .arg(merged.changed)
                               .arg(merged.unchanged)));
            break; // no PauseTiming after an error
        }
    }
    state.SetLabel(fresh ? "new" : "refresh");
}
BENCHMARK(historyPageParseMerge)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// The search indexing a stored page leaves for idle moments: one slice of 100 rows, as
// HistoryController runs it between events.
void historyIndexSlice(benchmark::State &state)
{
    static int next = bench::kRows + 500000;
    for (auto _ : state) {
        state.PauseTiming();
        while (cache().indexPending(1000) > 0) {
        }
        cache().upsert(bench::kWallet, bench::records(next, 100));
        next += 100;
        state.ResumeTiming();
        if (cache().indexPending(100) != 0) {
            state.SkipWithError("rows left waiting");
            break;
        }
    }
}
BENCHMARK(historyIndexSlice)->Unit(benchmark::kMillisecond);
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
