// One long Paydesk session against a running paydesk-sandbox (tests/bench/run starts it): N local
// payments in a row (the service builds, Paydesk decodes, checks, signs, journals, broadcasts and
// follows each to confirmation), wired as the app wires it. Prints, one "key value" per line:
// resident memory after payment 100 and after the last, and the process's CPU time against the
// wall time of the whole run (the rest is time spent waiting on the network).
//
//   bench_session --address            prints the payer's address (to fund it at sandbox start)
//   bench_session --url URL --key KEY --payments 1000 [--poll-ms 100]
//   bench_session --url URL --key KEY --payments 1000 --mode hosted --from CUSTODIAL_WALLET
#include "payments/solana/SolanaPaymentFlow.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTimer>
#include <cstdio>
#include <sys/resource.h>

using namespace paydesk;
using namespace paydesk::solana;

namespace {
Keypair fixedKey(char fill)
{
    return *keypairFromSeed(SecureBytes::copyOf(QByteArray(32, fill)));
}

qint64 rssKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    f.open(QIODevice::ReadOnly);
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

double cpuSeconds()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

QString argument(const QStringList &args, const QString &name, const QString &fallback = {})
{
    const qsizetype i = args.indexOf(name);
    return i >= 0 && i + 1 < args.size() ? args[i + 1] : fallback;
}

class Session : public QObject
{
public:
    bool m_hosted = false;
    QString m_from; // hosted: the custodial wallet that pays
    int m_pollMs = 100;
    Session(const QUrl &url, const QByteArray &key, int payments)
        : m_service(&m_network, ServiceConfig{url}),
          m_rpc(&m_network, url.resolved(QUrl(QStringLiteral("/rpc")))), m_payments(payments)
    {
        ServiceConfig config{url};
        config.requestsPerMinute = 1000000;
        m_service.setConfig(config);
        m_service.setApiKey(SecureBytes::copyOf(key));
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("journal"));
        db.setDatabaseName(m_dir.filePath(QStringLiteral("journal.sqlite")));
        db.open();
        m_journal = std::make_unique<PaymentJournal>(db);
    }

    void start()
    {
        m_wall.start();
        m_cpuStart = cpuSeconds();
        next();
    }

private:
    void paid()
    {
        if (++m_done == 100)
            QTimer::singleShot(0, this, [this] { m_rssAt100 = rssKb(); });
        QTimer::singleShot(0, this, [this] { next(); });
    }

    void fail(const QString &why)
    {
        std::printf("error payment %d: %s\n", m_done + 1, qPrintable(why));
        QCoreApplication::exit(1);
    }

    // Hosted: the service pays from its custodial wallet; Paydesk sends and reads the status.
    void nextHosted()
    {
        SendPaymentRequest r;
        r.walletAddress = m_from;
        r.recipientAddress = fixedKey('r').address();
        r.amount = QStringLiteral("0.001");
        SendPaymentReply *send = m_service.sendPayment(r);
        connect(send, &ApiReply::finished, this, [this, send] {
            send->deleteLater();
            if (!send->ok())
                return fail(send->error().message());
            PaymentStatusReply *status = m_service.paymentStatus(send->result().paymentId);
            connect(status, &ApiReply::finished, this, [this, status] {
                status->deleteLater();
                status->ok() ? paid() : fail(status->error().message());
            });
        });
    }

    void next()
    {
        if (m_done == m_payments)
            return report();
        if (m_hosted)
            return nextHosted();
        SolanaPaymentFlow::Options o;
        o.autoApprove = true;
        o.maxPriorityFeeLamports = 100000;
        o.minSecondsLeft = 2; // the bench sandbox runs 40 ms slots: 6 s of validity
        o.timing.pollIntervalMs = m_pollMs;
        o.timing.resendIntervalMs = 500;
        auto keys = [](const QString &, QObject *, SolanaPaymentFlow::KeyCallback done) {
            done(fixedKey('p'), {});
        };
        auto *flow = new SolanaPaymentFlow({&m_service, &m_rpc, m_journal.get(), keys}, o, this);
        connect(flow, &SolanaPaymentFlow::finished, this, [this, flow] {
            flow->deleteLater();
            if (flow->outcome() != SolanaPaymentFlow::Outcome::Confirmed)
                return fail(flow->message());
            paid();
        });
        SendPaymentRequest r;
        r.walletAddress = fixedKey('p').address();
        r.recipientAddress = fixedKey('r').address();
        r.amount = QStringLiteral("0.001");
        flow->startSend(r);
    }

    void report()
    {
        const double wall = double(m_wall.elapsed()) / 1000.0;
        const double cpu = cpuSeconds() - m_cpuStart;
        std::printf("payments %d\nwall_s %.3f\ncpu_s %.3f\nwaiting_pct %.1f\n"
                    "vmrss_kb_at_100 %lld\nvmrss_kb_at_end %lld\n",
                    m_done, wall, cpu, 100.0 * (1.0 - cpu / wall), m_rssAt100, rssKb());
        QCoreApplication::exit(0);
    }

    QTemporaryDir m_dir;
    QNetworkAccessManager m_network;
    ServiceClient m_service;
    RpcClient m_rpc;
    std::unique_ptr<PaymentJournal> m_journal;
    int m_payments;
    int m_done = 0;
    qint64 m_rssAt100 = -1;
    QElapsedTimer m_wall;
    double m_cpuStart = 0;
};
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.contains(QStringLiteral("--address"))) {
        std::printf("%s\n", qPrintable(fixedKey('p').address()));
        return 0;
    }
    Session session(QUrl(argument(args, QStringLiteral("--url"))),
                    argument(args, QStringLiteral("--key")).toUtf8(),
                    argument(args, QStringLiteral("--payments"), QStringLiteral("1000")).toInt());
    session.m_hosted = argument(args, QStringLiteral("--mode")) == u"hosted";
    session.m_from = argument(args, QStringLiteral("--from"));
    session.m_pollMs = argument(args, QStringLiteral("--poll-ms"), QStringLiteral("100")).toInt();
    QTimer::singleShot(0, &session, &Session::start);
    return app.exec();
}
