// The sandbox's live events under load: N WebSocket clients (one process, one thread), each
// watching a wallet of its own, and the sandbox's load generator appending R events a second for
// S seconds spread over those wallets (POST /sandbox/events/load). Each client takes a delivery
// time per event: its arrival (wall clock) minus the event's `emittedUs`. Prints one line:
//   clients=N connected=C events=E delivered=D lost=L dup=U p50_ms=.. p99_ms=.. max_ms=..
// Usage: bench_events --url URL --key KEY [--clients 1000] [--rate 10000] [--seconds 10]
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>
#include <QWebSocket>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <sys/resource.h>
#include <vector>

namespace {
qint64 nowUs()
{
    return std::chrono::duration_cast<std::chrono::microseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

QString arg(const QStringList &args, const char *name, const QString &fallback)
{
    const qsizetype at = args.indexOf(QLatin1String(name));
    return at >= 0 && at + 1 < args.size() ? args.at(at + 1) : fallback;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const QUrl base(arg(args, "--url", {}));
    const QString key = arg(args, "--key", QStringLiteral("bench"));
    const int clients = arg(args, "--clients", QStringLiteral("1000")).toInt();
    const int rate = arg(args, "--rate", QStringLiteral("10000")).toInt();
    const int seconds = arg(args, "--seconds", QStringLiteral("10")).toInt();
    if (!base.isValid() || clients < 1) {
        std::fprintf(stderr, "usage: bench_events --url URL --key KEY [--clients N] [--rate R] "
                             "[--seconds S]\n");
        return 2;
    }
    // A thousand sockets need more than the usual 1,024 descriptors' margin.
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        setrlimit(RLIMIT_NOFILE, &limit);
    }
    QUrl events = base;
    events.setScheme(base.scheme() == u"https" ? QStringLiteral("wss") : QStringLiteral("ws"));
    events.setPath(QStringLiteral("/events"));

    std::vector<qint64> latencies;
    latencies.reserve(size_t(rate) * size_t(seconds));
    qint64 lastSeen = 0, duplicates = 0;
    int connected = 0;
    QList<QWebSocket *> sockets;
    QStringList wallets;
    std::vector<qint64> lastIdOf(size_t(clients), 0);
    for (int i = 0; i < clients; ++i) {
        const QString wallet = QStringLiteral("load-%1").arg(i);
        wallets.append(wallet);
        auto *ws = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, &app);
        sockets.append(ws);
        QObject::connect(ws, &QWebSocket::connected, ws, [ws, key, wallet] {
            ws->sendTextMessage(QString::fromUtf8(
                QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("hello")},
                                          {QStringLiteral("key"), key},
                                          {QStringLiteral("wallets"), QJsonArray{wallet}}})
                    .toJson(QJsonDocument::Compact)));
        });
        QObject::connect(ws, &QWebSocket::textMessageReceived, ws, [&, i](const QString &text) {
            const qint64 arrived = nowUs();
            const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
            const QString type = o[QStringLiteral("type")].toString();
            if (type == u"welcome") {
                ++connected;
                return;
            }
            if (type != u"event")
                return;
            const qint64 id = o[QStringLiteral("eventId")].toInteger();
            if (id <= lastIdOf[size_t(i)]) {
                ++duplicates;
                return;
            }
            lastIdOf[size_t(i)] = id;
            lastSeen = std::max(lastSeen, arrived);
            latencies.push_back(arrived - o[QStringLiteral("emittedUs")].toInteger());
        });
    }
    // Connect in batches, as a thousand clients would not all arrive in one millisecond.
    int next = 0;
    QTimer opener;
    QObject::connect(&opener, &QTimer::timeout, &app, [&] {
        for (int n = 0; n < 50 && next < clients; ++n)
            sockets.at(next++)->open(events);
        if (next >= clients)
            opener.stop();
    });
    opener.start(10);

    QNetworkAccessManager nam;
    const qint64 expected = qint64(rate) * seconds;
    qint64 started = 0;
    QTimer waitForAll;
    QObject::connect(&waitForAll, &QTimer::timeout, &app, [&] {
        static int ticks = 0;
        if (connected < clients && ++ticks < 600)
            return; // up to 60 s for every client
        waitForAll.stop();
        QNetworkRequest req(QUrl(base.toString() + QStringLiteral("/sandbox/events/load")));
        req.setRawHeader("Authorization", "Bearer " + key.toUtf8());
        req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        QNetworkReply *reply =
            nam.post(req, QJsonDocument(QJsonObject{{QStringLiteral("wallets"),
                                                     QJsonArray::fromStringList(wallets)},
                                                    {QStringLiteral("perSecond"), rate},
                                                    {QStringLiteral("seconds"), seconds}})
                              .toJson(QJsonDocument::Compact));
        started = nowUs();
        QObject::connect(reply, &QNetworkReply::finished, reply, [reply] {
            if (reply->error() != QNetworkReply::NoError)
                std::fprintf(stderr, "load: %s %s\n", qPrintable(reply->errorString()),
                             reply->readAll().constData());
            reply->deleteLater();
        });
        // The run, then two seconds for the last deliveries.
        QTimer::singleShot((seconds + 2) * 1000, &app, [&] { app.quit(); });
    });
    waitForAll.start(100);
    app.exec();

    std::sort(latencies.begin(), latencies.end());
    const auto pct = [&](double p) {
        if (latencies.empty())
            return -1.0;
        const size_t at = std::min(latencies.size() - 1, size_t(p * double(latencies.size())));
        return double(latencies[at]) / 1000.0;
    };
    const qint64 delivered = qint64(latencies.size());
    const double spanS = started > 0 && lastSeen > started ? double(lastSeen - started) / 1e6 : 0;
    std::printf("clients=%d connected=%d events=%lld delivered=%lld lost=%lld dup=%lld "
                "p50_ms=%.2f p99_ms=%.2f max_ms=%.2f rate_per_s=%.0f\n",
                clients, connected, qlonglong(expected), qlonglong(delivered),
                qlonglong(expected - delivered), qlonglong(duplicates), pct(0.5), pct(0.99),
                latencies.empty() ? -1.0 : double(latencies.back()) / 1000.0,
                spanS > 0 ? double(delivered) / spanS : 0.0);
    return connected == clients && delivered == expected ? 0 : 1;
}
