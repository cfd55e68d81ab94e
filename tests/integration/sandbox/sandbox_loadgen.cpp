// Load generator for the sandbox (run as a separate process by tst_sandbox_load): fires N GET
// requests at URL+PATH with a bounded number of concurrent keep-alive connections and a hard time
// limit, then prints one JSON line: counts per HTTP status, answered/lost, requests per second,
// p50/p99/max latency. Exit 0 when every request got an HTTP answer in time, 1 otherwise.
//
//   sandbox_loadgen --url http://127.0.0.1:PORT --path /x --key KEY --requests 3000
//                   --concurrency 16 --deadline-ms 60000
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMap>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

namespace {

struct Run
{
    QUrl url;
    QByteArray key;
    int total = 0;
    int issued = 0;
    int answered = 0;
    QMap<int, int> byStatus;
    std::vector<qint64> latenciesUs;
    QElapsedTimer clock;
};

// One connection's worth of sequential requests (its own manager, so its own keep-alive socket).
class Worker : public QObject
{
public:
    Worker(Run *run, std::function<void()> onIdle) : m_run(run), m_onIdle(std::move(onIdle)) {}
    void next()
    {
        if (m_run->issued >= m_run->total) {
            m_onIdle();
            return;
        }
        ++m_run->issued;
        QNetworkRequest request(m_run->url);
        request.setRawHeader("Authorization", "Bearer " + m_run->key);
        QElapsedTimer started;
        started.start();
        QNetworkReply *reply = m_network.get(request);
        connect(reply, &QNetworkReply::finished, this, [this, reply, started] {
            reply->deleteLater();
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            if (status > 0) {
                ++m_run->answered;
                ++m_run->byStatus[status];
                m_run->latenciesUs.push_back(started.nsecsElapsed() / 1000);
            }
            next();
        });
    }

private:
    Run *m_run;
    std::function<void()> m_onIdle;
    QNetworkAccessManager m_network;
};

qint64 percentile(std::vector<qint64> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const size_t index = std::min(v.size() - 1, size_t(p * double(v.size() - 1) + 0.5));
    return v[index];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addOptions(
        {{QStringLiteral("url"), QStringLiteral("Base URL."), QStringLiteral("url")},
         {QStringLiteral("path"), QStringLiteral("Path."), QStringLiteral("path")},
         {QStringLiteral("key"), QStringLiteral("API key."), QStringLiteral("key")},
         {QStringLiteral("requests"), QStringLiteral("Count."), QStringLiteral("n")},
         {QStringLiteral("concurrency"), QStringLiteral("Connections."), QStringLiteral("n")},
         {QStringLiteral("deadline-ms"), QStringLiteral("Hard limit."), QStringLiteral("ms")}});
    parser.process(app);
    Run run;
    run.url = QUrl(parser.value(QStringLiteral("url")) + parser.value(QStringLiteral("path")));
    run.key = parser.value(QStringLiteral("key")).toUtf8();
    run.total = parser.value(QStringLiteral("requests")).toInt();
    const int concurrency = qMax(1, parser.value(QStringLiteral("concurrency")).toInt());
    const int deadline = qMax(1000, parser.value(QStringLiteral("deadline-ms")).toInt());
    run.latenciesUs.reserve(size_t(run.total));

    int idle = 0;
    bool done = false;
    auto finish = [&](bool timedOut) {
        if (done)
            return;
        done = true;
        const double seconds = double(run.clock.nsecsElapsed()) / 1e9;
        QString statuses;
        for (auto it = run.byStatus.cbegin(); it != run.byStatus.cend(); ++it)
            statuses += QStringLiteral("%1\"%2\":%3")
                            .arg(statuses.isEmpty() ? QString() : QStringLiteral(","))
                            .arg(it.key())
                            .arg(it.value());
        std::printf("{\"requests\":%d,\"answered\":%d,\"lost\":%d,\"timedOut\":%s,"
                    "\"status\":{%s},\"elapsedMs\":%lld,\"requestsPerSecond\":%.1f,"
                    "\"p50Ms\":%.3f,\"p99Ms\":%.3f,\"maxMs\":%.3f,\"concurrency\":%d}\n",
                    run.total, run.answered, run.total - run.answered, timedOut ? "true" : "false",
                    qPrintable(statuses), (long long)(seconds * 1000),
                    run.answered / qMax(seconds, 1e-9), percentile(run.latenciesUs, 0.50) / 1000.0,
                    percentile(run.latenciesUs, 0.99) / 1000.0,
                    percentile(run.latenciesUs, 1.0) / 1000.0, concurrency);
        std::fflush(stdout);
        QCoreApplication::exit(timedOut || run.answered != run.total ? 1 : 0);
    };
    std::vector<std::unique_ptr<Worker>> workers;
    for (int i = 0; i < concurrency; ++i)
        workers.push_back(std::make_unique<Worker>(&run, [&] {
            if (++idle == concurrency)
                finish(false);
        }));
    QTimer::singleShot(deadline, &app, [&] { finish(true); });
    run.clock.start();
    for (auto &w : workers)
        w->next();
    return app.exec();
}
