// A separate process for the crash test: pays through SolanaPaymentFlow and reports each step on
// stdout, so that the test can kill it (QProcess::kill) right after the broadcast; with
// --recover it is the "restart": it reconciles every unresolved journal entry and prints them.
//   local_payment_helper --service URL --rpc URL --db FILE --keypair FILE --to ADDR --amount X
//   local_payment_helper --recover --db FILE [--rpc URL]
#include "payments/PaymentRecovery.h"
#include "payments/solana/SolanaPaymentFlow.h"
#include "wallet/KeyImport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSqlDatabase>
#include <cstdio>

using namespace paydesk;
using namespace paydesk::solana;

namespace {
void say(const QString &line)
{
    std::fprintf(stdout, "%s\n", line.toUtf8().constData());
    std::fflush(stdout);
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    for (const char *name : {"service", "rpc", "db", "keypair", "to", "amount"})
        p.addOption({QString::fromLatin1(name), QString(), QStringLiteral("V")});
    p.addOption({QStringLiteral("recover"), QString()});
    p.process(app);

    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"));
    db.setDatabaseName(p.value(QStringLiteral("db")));
    if (!db.open())
        return 2;
    PaymentJournal journal(db);
    QNetworkAccessManager network;

    if (p.isSet(QStringLiteral("recover"))) {
        PaymentRecovery recovery(&network, &journal);
        if (p.isSet(QStringLiteral("rpc")))
            recovery.setRpcOverride(QUrl(p.value(QStringLiteral("rpc"))));
        recovery.setTiming({300, 100, 30000});
        QObject::connect(&recovery, &PaymentRecovery::entryFinished, &app,
                         [](const JournalEntry &e) {
                             say(QStringLiteral("RECOVERED %1 %2")
                                     .arg(e.signature, PaymentJournal::stateName(e.state)));
                         });
        QObject::connect(&recovery, &PaymentRecovery::finished, &app, [&recovery]() {
            say(QStringLiteral("RECOVERY DONE %1").arg(recovery.resumedCount()));
            QCoreApplication::exit(0);
        });
        recovery.start();
        return app.exec();
    }

    QString error;
    auto kp = wallet::KeyImport::fromKeypairFile(p.value(QStringLiteral("keypair")), &error);
    if (!kp)
        return 3;
    ServiceConfig cfg;
    cfg.baseUrl = QUrl(p.value(QStringLiteral("service")));
    ServiceClient service(&network, cfg);
    service.setApiKey(SecureBytes::copyOf(QByteArray("test-key")));
    RpcClient rpc(&network, QUrl(p.value(QStringLiteral("rpc"))));
    const QString address = kp->address();
    SolanaPaymentFlow::KeyProvider keys = [&kp](const QString &, QObject *,
                                                SolanaPaymentFlow::KeyCallback done) {
        done(std::move(kp), {});
    };
    SolanaPaymentFlow::Options o;
    o.autoApprove = true;
    // Never poll: the process is killed while its payment is still in flight.
    o.timing.pollIntervalMs = 600000;
    o.timing.resendIntervalMs = 600000;
    SolanaPaymentFlow flow({&service, &rpc, &journal, keys}, o);
    QObject::connect(&flow, &SolanaPaymentFlow::broadcastStateChanged, &app,
                     [&flow](JournalState s) {
                         say(QStringLiteral("%1 %2 %3")
                                 .arg(PaymentJournal::stateName(s).toUpper())
                                 .arg(flow.journalId())
                                 .arg(flow.signature()));
                     });
    QObject::connect(&flow, &SolanaPaymentFlow::finished, &app, [&flow]() {
        say(QStringLiteral("FINISHED %1 %2")
                .arg(SolanaPaymentFlow::outcomeName(flow.outcome()), flow.message()));
        QCoreApplication::exit(0);
    });
    SendPaymentRequest r;
    r.walletAddress = address;
    r.recipientAddress = p.value(QStringLiteral("to"));
    r.amount = p.value(QStringLiteral("amount"));
    flow.startSend(r);
    return app.exec();
}
