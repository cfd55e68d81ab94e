#include "CliPaidFetchRecovery.h"

#include "payments/AbandonedAttempts.h"

namespace paydesk::cli {

namespace {

QJsonObject attemptJson(const FetchAttempt &a, const QString &outcome)
{
    return {{QStringLiteral("attempt"), a.id},    {QStringLiteral("url"), a.url},
            {QStringLiteral("wallet"), a.wallet}, {QStringLiteral("network"), a.network},
            {QStringLiteral("amount"), a.amount}, {QStringLiteral("symbol"), a.symbol},
            {QStringLiteral("outcome"), outcome}};
}

QString priceOf(const FetchAttempt &a)
{
    return a.symbol.isEmpty() ? a.amount : QStringLiteral("%1 %2").arg(a.amount, a.symbol);
}

} // namespace

int CliPaidFetchRecovery::report(const AppData &data, CliPrinter &printer)
{
    if (!data.fetches || !data.budgets || !data.fetches->isReady())
        return 0;
    const QString command = QStringLiteral("recover");
    const x402::AbandonedAttempts::Found found =
        x402::AbandonedAttempts::sweep(data.fetches, data.budgets, data.history);
    for (const FetchAttempt &a : found.closed)
        printer.message(
            command,
            tr("Paid fetch %1 of %2 (%3 from %4) closed as not paid: %5 Its budget is "
               "released.")
                .arg(a.id)
                .arg(a.url, priceOf(a), a.wallet, x402::AbandonedAttempts::closedDetail()),
            attemptJson(a, QStringLiteral("closed_unpaid")));
    for (const FetchAttempt &a : found.unknown)
        printer.message(command,
                        tr("Paid fetch %1 of %2 (%3 from %4) stopped before its proof was stored, "
                           "but the payment may have been made (%5). Check the wallet's history "
                           "before paying for this URL again.")
                            .arg(a.id)
                            .arg(a.url, priceOf(a), a.wallet,
                                 a.mode == u"hosted" ? tr("through the service")
                                                     : tr("a transaction Paydesk sends itself")),
                        attemptJson(a, QStringLiteral("may_have_paid")));
    for (const FetchAttempt &a : found.underWay)
        printer.message(command,
                        tr("Paid fetch %1 of %2 is being paid by another Paydesk process now.")
                            .arg(a.id)
                            .arg(a.url),
                        attemptJson(a, QStringLiteral("under_way")));
    const QList<FetchAttempt> undelivered = data.fetches->paidUndelivered();
    for (const FetchAttempt &a : undelivered)
        printer.message(command,
                        tr("Paid fetch %1 of %2 (%3 from %4) was paid, but its content never "
                           "reached you: run 'paydesk-cli fetch %2' to receive it (the same proof "
                           "is sent again; nothing is paid twice).")
                            .arg(a.id)
                            .arg(a.url, priceOf(a), a.wallet),
                        attemptJson(a, QStringLiteral("paid_not_delivered")));
    return int(found.closed.size() + found.unknown.size() + found.underWay.size() +
               undelivered.size());
}

} // namespace paydesk::cli
