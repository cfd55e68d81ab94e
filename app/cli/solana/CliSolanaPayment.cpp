#include "CliSolanaPayment.h"

#include "core/Validation.h"
#include "models/LocalPaymentController.h"
#include "models/solana/SolanaLocalPayments.h"
#include "payments/solana/RpcEndpoint.h"
#include "payments/solana/SolanaPaymentFlow.h"

#include <QJsonArray>

namespace paydesk::cli {

using solana::SolanaPaymentFlow;
using solana::TransactionPolicy;
using solana::TransactionReview;

namespace {
const SolanaPaymentFlow &solanaFlow(const PaymentFlow &flow)
{
    return static_cast<const SolanaPaymentFlow &>(flow); // started by this family's wallet
}
} // namespace

CliSolanaPayment::~CliSolanaPayment() = default;

bool CliSolanaPayment::owns(const PaymentFlow &flow) const
{
    return qobject_cast<const SolanaPaymentFlow *>(&flow) != nullptr;
}

QString CliSolanaPayment::cannotRun(const QString &) const
{
    return {};
}

bool CliSolanaPayment::prepare(const CliArguments &args, const QUrl &service,
                               QNetworkAccessManager &network, const CliNodes::AppSettings &app,
                               QString *usageError)
{
    // The node every command uses (CliNodes): --rpc, $PAYDESK_SOLANA_RPC, the sandbox's, else
    // the one the desktop app's Send page broadcasts through.
    CliNodes nodes;
    if (!nodes.open(args, service, network, app, usageError, Chain::Solana))
        return false;
    m_rpc = nodes.take<solana::RpcClient>(Chain::Solana);
    if (!m_rpc) {
        *usageError = tr("--local needs --rpc URL (or mainnet-beta, devnet, testnet, sandbox): "
                         "the Solana RPC endpoint Paydesk broadcasts through.");
        return false;
    }
    // The most this payment may pay as priority fee: --max-priority-fee for this run, else the
    // limit saved in the app's settings (one set of limits for both faces). --priority-fee asks
    // the service for a fee; it does not lift the limit.
    if (const QString key = QStringLiteral("max-priority-fee"); args.has(key)) {
        Amount cap;
        if (const auto e = validate::priorityFee(key, args.value(key), Chain::Solana, &cap)) {
            *usageError = QStringLiteral("--%1: %2").arg(key, e->message);
            return false;
        }
        m_maxPriorityFee = quint64(cap.rescaled(9)->units());
    }
    return true;
}

void CliSolanaPayment::fillRunOptions(LocalRunOptions &run) const
{
    run.set(Chain::Solana, SolanaRunOptions{m_rpc.get(), m_maxPriorityFee});
}

QString CliSolanaPayment::notImported(const QString &wallet) const
{
    return tr("Wallet %1 is not in Paydesk: import it first with 'paydesk-cli wallet import' "
              "(local mode signs with your own key).")
        .arg(wallet);
}

// Each earlier payment is followed on the RPC it was sent to: block heights of another cluster
// would say nothing about whether it can still land.
int CliSolanaPayment::reconcileTimeoutMs() const
{
    return 90000;
}

QString CliSolanaPayment::stillOpen(const QString &wallet, const JournalEntry &e) const
{
    return tr("An earlier payment from %1 (%2) may still land; Paydesk will not sign a new one "
              "until it is resolved. Try again when the RPC endpoint answers.")
        .arg(wallet, e.signature);
}

QUrl CliSolanaPayment::endpoint(const PaymentFlow &) const
{
    return m_rpc ? m_rpc->endpoint() : QUrl();
}

bool CliSolanaPayment::reviewOk(const PaymentFlow &flow) const
{
    return solanaFlow(flow).review().ok();
}

void CliSolanaPayment::printReview(const PaymentFlow &flow, QTextStream &err) const
{
    const SolanaPaymentFlow &f = solanaFlow(flow);
    const TransactionReview &r = f.review();
    err << tr("Checked the transaction built by the service (network %1, %2 s left):")
               .arg(r.network)
               .arg(r.secondsLeft)
        << '\n';
    for (const QString &d : r.descriptions)
        err << QStringLiteral("  - ") << d << '\n';
    err << QStringLiteral("  ") << r.summary() << '\n';
    if (const auto sim = f.simulation())
        err << tr("  Simulation: %1, %2 compute units")
                   .arg(sim->failed ? tr("fails (%1)").arg(sim->error) : tr("succeeds"))
                   .arg(sim->unitsConsumed)
            << '\n';
}

void CliSolanaPayment::describe(const PaymentFlow &flow, QJsonObject &extra) const
{
    const TransactionReview &r = solanaFlow(flow).review();
    if (!r.instructions.isEmpty()) {
        extra.insert(QStringLiteral("amount"), TransactionPolicy::formatSol(r.lamports));
        extra.insert(QStringLiteral("fee"), TransactionPolicy::formatSol(r.fees.total()));
        extra.insert(QStringLiteral("priorityFee"),
                     TransactionPolicy::formatSol(r.fees.priorityFee));
        extra.insert(QStringLiteral("instructions"), QJsonArray::fromStringList(r.descriptions));
    }
    if (flow.outcome() == PaymentFlow::Outcome::Refused && !r.ok())
        extra.insert(QStringLiteral("refusal"), TransactionReview::refusalCode(r.refusal));
}

QString CliSolanaPayment::feeHint(const PaymentFlow &flow) const
{
    if (solanaFlow(flow).review().refusal != TransactionReview::Refusal::PriorityFeeTooHigh)
        return {};
    return tr("Nothing was signed. To allow more for this payment pass --max-priority-fee; the "
              "saved limit is in the app's Settings.");
}

} // namespace paydesk::cli
