#include "CliPaidFetchRecovery.h"

#include "payments/AbandonedAttempts.h"
#include "payments/LostAttempt.h"
#include "payments/schemes/SchemeRegistry.h"

namespace paydesk::cli {

namespace {

const QString kCommand = QStringLiteral("recover");

QString priceOf(const FetchAttempt &a)
{
    return a.symbol.isEmpty() ? a.amount : QStringLiteral("%1 %2").arg(a.amount, a.symbol);
}

} // namespace

CliPaidFetchRecovery::CliPaidFetchRecovery(const AppData &data, CliPrinter &printer,
                                           QObject *parent)
    : QObject(parent), m_data(data), m_printer(printer)
{}

void CliPaidFetchRecovery::run(const x402::ChainNodes &nodes, std::function<void(int)> done)
{
    m_nodes = nodes;
    m_done = std::move(done);
    if (!m_data.fetches || !m_data.budgets || !m_data.fetches->isReady())
        return m_done(0);
    sweep();
    m_sent = m_data.fetches->paidUndelivered();
    checkNext();
}

void CliPaidFetchRecovery::report(const FetchAttempt &a, const QString &outcome,
                                  const QString &text)
{
    m_printer.message(kCommand, text,
                      {{QStringLiteral("attempt"), a.id},
                       {QStringLiteral("url"), a.url},
                       {QStringLiteral("wallet"), a.wallet},
                       {QStringLiteral("network"), a.network},
                       {QStringLiteral("amount"), a.amount},
                       {QStringLiteral("symbol"), a.symbol},
                       {QStringLiteral("outcome"), outcome}});
    ++m_named;
}

void CliPaidFetchRecovery::sweep()
{
    const x402::AbandonedAttempts::Found found =
        x402::AbandonedAttempts::sweep(m_data.fetches, m_data.budgets, m_data.history);
    for (const FetchAttempt &a : found.closed)
        report(a, QStringLiteral("closed_unpaid"),
               tr("Paid fetch %1 of %2 (%3 from %4) closed as not paid: %5 Its budget is "
                  "released.")
                   .arg(a.id)
                   .arg(a.url, priceOf(a), a.wallet, x402::AbandonedAttempts::closedDetail()));
    for (const FetchAttempt &a : found.unknown)
        report(a, QStringLiteral("may_have_paid"),
               tr("Paid fetch %1 of %2 (%3 from %4) stopped before its proof was stored, but the "
                  "payment may have been made (%5). Check the wallet's history before paying for "
                  "this URL again.")
                   .arg(a.id)
                   .arg(a.url, priceOf(a), a.wallet,
                        a.mode == u"hosted" ? tr("through the service")
                                            : tr("a transaction Paydesk sends itself")));
    for (const FetchAttempt &a : found.underWay)
        report(a, QStringLiteral("under_way"),
               tr("Paid fetch %1 of %2 is being paid by another Paydesk process now.")
                   .arg(a.id)
                   .arg(a.url));
}

void CliPaidFetchRecovery::checkNext()
{
    if (m_sent.isEmpty())
        return m_done(m_named);
    const FetchAttempt a = m_sent.takeFirst();
    const QString resend = tr("run 'paydesk-cli fetch %1' to receive it (the same proof is sent "
                              "again; nothing is paid twice).")
                               .arg(a.url);
    const x402::SchemeRegistry &schemes = x402::SchemeRegistry::standard();
    // The seller answered (its receipt is here), or the chain cannot be asked: as journaled.
    if (!a.receipt.isEmpty() || !x402::LostAttempt::checkable(schemes, m_nodes, a)) {
        if (!a.receipt.isEmpty())
            report(a, QStringLiteral("paid_not_delivered"),
                   tr("Paid fetch %1 of %2 (%3 from %4) was paid, but its content never reached "
                      "you: %5")
                       .arg(a.id)
                       .arg(a.url, priceOf(a), a.wallet, resend));
        else
            report(a, QStringLiteral("outcome_unknown"),
                   tr("Paid fetch %1 of %2 (%3 from %4): its proof was signed and no answer from "
                      "the seller was recorded, so whether it was paid is not known here (no node "
                      "of its network to ask): %5")
                       .arg(a.id)
                       .arg(a.url, priceOf(a), a.wallet, resend));
        return checkNext();
    }
    using Verdict = x402::LostAttempt::Verdict;
    x402::LostAttempt::check(
        schemes, m_nodes, a, this, [this, a, resend](Verdict verdict, const QString &why) {
            switch (verdict) {
            case Verdict::Expired:
                x402::LostAttempt::closeUnpaid(x402::SchemeRegistry::standard(), m_data.fetches,
                                               m_data.budgets, m_data.history, a, why);
                report(a, QStringLiteral("closed_unpaid"),
                       tr("Paid fetch %1 of %2 (%3 from %4) closed as not paid: the chain shows "
                          "its proof unused and expired, so it can never move money (%5). Its "
                          "budget is released.")
                           .arg(a.id)
                           .arg(a.url, priceOf(a), a.wallet, why));
                break;
            case Verdict::Used:
                report(a, QStringLiteral("paid_not_delivered"),
                       tr("Paid fetch %1 of %2 (%3 from %4) was paid (the chain shows it), but "
                          "its content never reached you: %5")
                           .arg(a.id)
                           .arg(a.url, priceOf(a), a.wallet, resend));
                break;
            case Verdict::Unused:
            case Verdict::Pending:
                report(a, QStringLiteral("sent_unanswered"),
                       tr("Paid fetch %1 of %2 (%3 from %4): its proof was signed and no answer "
                          "from the seller was recorded. The chain does not show it settled, and "
                          "it may still be until it expires: %5")
                           .arg(a.id)
                           .arg(a.url, priceOf(a), a.wallet, resend));
                break;
            case Verdict::Unknown:
                report(a, QStringLiteral("outcome_unknown"),
                       tr("Paid fetch %1 of %2 (%3 from %4): its proof was signed and no answer "
                          "from the seller was recorded, and the chain could not be read (%5): "
                          "%6")
                           .arg(a.id)
                           .arg(a.url, priceOf(a), a.wallet, why, resend));
                break;
            }
            checkNext();
        });
}

} // namespace paydesk::cli
