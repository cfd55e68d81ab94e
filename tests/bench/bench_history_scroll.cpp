// Scrolling the History page (ui/pages/HistoryPage: HistoryTableModel behind HistoryFilterProxy
// in a QTableView) over 100,000 cached payments, driven programmatically as a user would: row
// by row (arrow key / wheel step) and page by page (Page Down) down the whole history, then back
// to the top. Each step is one frame: the scroll, the events it posts (rows fetched from the
// cache as the view reaches them) and a synchronous repaint of the table's viewport, timed with
// QElapsedTimer. Prints key-value lines: p50/p99/max frame time in ms and the frames over the
// 16.7 ms budget of a 60 Hz display, per kind of scroll, and the CPU time the hypervisor took
// meanwhile (steal). QT_QPA_PLATFORM defaults to offscreen;
// run it under xvfb-run with QT_QPA_PLATFORM=xcb for a real X server.
#include "AppContext.h"
#include "BenchHistoryData.h"
#include "Theme.h"
#include "ViewParts.h"
#include "pages/HistoryPage.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QScrollBar>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <sys/resource.h>
#include <unistd.h>
#include <vector>

using namespace paydesk;

namespace {
constexpr double kBudgetMs = 1000.0 / 60.0;
QElapsedTimer sinceStart; // for the late frames' report

// CPU time the hypervisor gave to other guests ("steal", /proc/stat), all CPUs, in ms: on a
// shared virtual machine a frame can be late for want of a CPU, not for Paydesk's work.
double stealMs()
{
    QFile stat(QStringLiteral("/proc/stat"));
    if (!stat.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> f = stat.readLine().simplified().split(' '); // cpu user nice ... steal
    return f.size() > 8 ? f[8].toDouble() * 1000.0 / double(sysconf(_SC_CLK_TCK)) : 0;
}

struct Frames
{
    std::vector<double> ms;
    double stealMs = 0;
    void print(const char *name) const
    {
        std::vector<double> s = ms;
        std::sort(s.begin(), s.end());
        auto at = [&s](double q) {
            return s.empty() ? 0.0 : s[std::size_t(q * (s.size() - 1))];
        };
        const auto over = std::count_if(s.begin(), s.end(), [](double v) { return v > kBudgetMs; });
        std::printf("%s_frames %zu\n%s_p50_ms %.3f\n%s_p99_ms %.3f\n%s_max_ms %.3f\n%s_over %lld\n"
                    "%s_steal_ms %.0f\n",
                    name, s.size(), name, at(0.5), name, at(0.99), name, s.empty() ? 0.0 : s.back(),
                    name, (long long)over, name, stealMs);
    }
};

// The calling thread's CPU time in ms and how often the kernel took its CPU away
// (involuntary context switches): a late frame with little CPU time of its own waited for a CPU.
struct ThreadClock
{
    double cpuMs = 0;
    long preempted = 0;
    long waited = 0; // voluntary context switches: the thread blocked (a lock, I/O, a sleep)
    long faults = 0; // page faults, minor and major: memory the frame touched for the first time
    static ThreadClock now()
    {
        ThreadClock c;
        timespec ts{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        c.cpuMs = double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
        rusage ru{};
        getrusage(RUSAGE_THREAD, &ru);
        c.preempted = ru.ru_nivcsw;
        c.waited = ru.ru_nvcsw;
        c.faults = ru.ru_minflt + ru.ru_majflt;
        return c;
    }
};

// One frame: a scroll action, the events it causes, the repaint. Returns the wall time in ms;
// `own` gets what the thread did and suffered within it.
double frame(QTableView *view, QAbstractSlider::SliderAction action, ThreadClock *own)
{
    const ThreadClock before = ThreadClock::now();
    QElapsedTimer t;
    t.start();
    view->verticalScrollBar()->triggerAction(action);
    QCoreApplication::processEvents();
    view->viewport()->repaint();
    const double ms = double(t.nsecsElapsed()) / 1e6;
    const ThreadClock after = ThreadClock::now();
    own->cpuMs = after.cpuMs - before.cpuMs;
    own->preempted = after.preempted - before.preempted;
    own->waited = after.waited - before.waited;
    own->faults = after.faults - before.faults;
    return ms;
}

// Scrolls with `down` until the end (all rows fetched and shown), then with `up` to the top.
// `name` labels the late frames reported on stderr.
Frames scrollThrough(const char *name, QTableView *view, QAbstractSlider::SliderAction down,
                     QAbstractSlider::SliderAction up, qint64 total, qint64 maxFrames)
{
    Frames f;
    const double stealBefore = stealMs();
    QScrollBar *bar = view->verticalScrollBar();
    bar->setValue(0);
    QCoreApplication::processEvents();
    auto step = [&](QAbstractSlider::SliderAction action) {
        const int loaded = view->model()->rowCount();
        ThreadClock own;
        f.ms.push_back(frame(view, action, &own));
        if (f.ms.back() > kBudgetMs) // to stderr: which frames were late, where and why
            std::fprintf(
                stderr,
                "late frame (%s) %zu (%.1f s): %.3f ms (own CPU %.3f ms, preempted %ld times, "
                "blocked %ld times, %ld page faults) at scroll %d/%d, rows loaded %d -> %d\n",
                name, f.ms.size(), double(sinceStart.elapsed()) / 1000.0, f.ms.back(), own.cpuMs,
                own.preempted, own.waited, own.faults, bar->value(), bar->maximum(), loaded,
                view->model()->rowCount());
    };
    while (qint64(f.ms.size()) < maxFrames) {
        step(down);
        if (bar->value() == bar->maximum() && view->model()->rowCount() >= total)
            break;
    }
    const qint64 back = qint64(f.ms.size());
    for (qint64 i = 0; i < back && bar->value() > 0; ++i)
        step(up);
    f.stealMs = stealMs() - stealBefore;
    return f;
}
} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    sinceStart.start();
    ui::Theme::apply(app, QStringLiteral("light")); // the app's style, palette and icons
    // Row by row through the first rows only by default (a full pass is 100,000 frames).
    const qint64 rowFrames = argc > 1 ? QByteArray(argv[1]).toLongLong() : 5000;

    QTemporaryDir dir;
    AppContextOptions options;
    options.dataDir = dir.filePath(QStringLiteral("data"));
    options.settingsFile = dir.filePath(QStringLiteral("settings.ini"));
    options.keychainService = QStringLiteral("PaydeskBench");
    AppContext context(options);
    QString error;
    if (!context.open(&error)) {
        std::fprintf(stderr, "cannot open the database: %s\n", qPrintable(error));
        return 1;
    }
    QElapsedTimer fill;
    fill.start();
    for (int first = 0; first < bench::kRows; first += 5000)
        context.historyCache()->upsert(bench::kWallet, bench::records(first, 5000));
    std::printf("fill_100k_ms %lld\n", (long long)fill.elapsed());
    // Freshly refreshed: showing the page does not go to the service.
    HistorySyncState synced;
    synced.total = bench::kRows;
    synced.fetched = bench::kRows;
    synced.hasMore = false;
    synced.refreshedAt = QDateTime::currentDateTimeUtc();
    for (const char *type : {"all", "sent", "received"})
        context.historyCache()->setSyncState(bench::kWallet, QLatin1String(type), synced);
    context.wallets()->addWallet(bench::kWallet, QStringLiteral("Bench"));
    context.wallets()->setDefaultRow(context.wallets()->rowOf(bench::kWallet));

    ui::HistoryPage page(ui::ViewParts(&context).history());
    page.resize(1100, 760);
    QElapsedTimer shown;
    shown.start();
    page.show();
    if (!QTest::qWaitForWindowExposed(&page)) {
        std::fprintf(stderr, "the window was not exposed\n");
        return 1;
    }
    std::printf("show_ms %lld\n", (long long)shown.elapsed());
    auto *view = page.findChild<QTableView *>(QStringLiteral("historyTable"));
    if (!view) {
        std::fprintf(stderr, "the page has no table named historyTable\n");
        return 1;
    }
    // Past HistoryTotal::kQuick rows the page counts in two steps (a lower bound at once, the
    // exact number from the counter's thread a moment later): wait for the exact one. Under
    // Xvfb the window's exposure took long enough to hide this; offscreen it does not.
    QTest::qWaitFor([&page]() { return page.model()->totalIsExact(); }, 10000);
    const qint64 total = page.model()->totalCount();
    std::printf("rows %lld\nvisible_rows %d\nplatform %s\n", (long long)total,
                view->viewport()->height() /
                    std::max(1, view->verticalHeader()->defaultSectionSize()),
                qPrintable(QGuiApplication::platformName()));
    if (total != bench::kRows) {
        std::fprintf(stderr, "the page shows %lld rows, not %d\n", (long long)total, bench::kRows);
        return 1;
    }
    scrollThrough("warm-up", view, QAbstractSlider::SliderPageStepAdd,
                  QAbstractSlider::SliderPageStepSub, total, 0); // warm-up: first paint, fonts
    scrollThrough("page", view, QAbstractSlider::SliderPageStepAdd,
                  QAbstractSlider::SliderPageStepSub, total, 1 << 30)
        .print("page");
    scrollThrough("row", view, QAbstractSlider::SliderSingleStepAdd,
                  QAbstractSlider::SliderSingleStepSub, total, rowFrames)
        .print("row");
    return 0;
}
