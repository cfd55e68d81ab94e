#include "CliLocalPayment.h"

#include "CliInput.h"
#include "core/Validation.h"
#include "models/LocalPaymentController.h"
#include "models/LocalPaymentRecovery.h"
#include "payments/RpcEndpoint.h"
#include "payments/WalletManager.h"

#include <QJsonArray>
#include <QTextStream>
#include <QTimer>
#include <cstdio>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace paydesk::cli {

using solana::SolanaPaymentFlow;

CliLocalPayment::CliLocalPayment(const CliArguments &args, CliPrinter &printer,
                                 QNetworkAccessManager &network, const QUrl &service,
                                 const AppData &data, QObject *parent)
    : QObject(parent), m_args(args), m_printer(printer), m_network(network), m_service(service),
      m_data(data)
{}

CliLocalPayment::~CliLocalPayment() = default;

void CliLocalPayment::refuse(const QString &code, const QString &text, int exitCode)
{
    m_printer.error(ApiError::refused(code, text));
    Q_EMIT done(exitCode);
}

bool CliLocalPayment::prepare(QString *usageError, QString *refusal)
{
    const bool send = m_args.command == u"send";
    m_wallet = m_args.value(send ? QStringLiteral("from") : QStringLiteral("wallet"));
    QString rpcText = m_args.value(QStringLiteral("rpc"));
    if (rpcText.isEmpty())
        rpcText = qEnvironmentVariable("PAYDESK_SOLANA_RPC");
    if (rpcText.isEmpty()) {
        *usageError = tr("--local needs --rpc URL (or mainnet-beta, devnet, testnet, sandbox): "
                         "the Solana RPC endpoint Paydesk broadcasts through.");
        return false;
    }
    const auto endpoint = solana::RpcEndpoint::parse(rpcText, m_service, usageError);
    if (!endpoint)
        return false;
    m_rpc = std::make_unique<solana::RpcClient>(&m_network, endpoint->url);
    // The most this payment may pay as priority fee: --max-priority-fee for this run, else the
    // limit saved in the app's settings (one set of limits for both faces). --priority-fee asks
    // the service for a fee; it does not lift the limit.
    if (const QString key = QStringLiteral("max-priority-fee"); m_args.has(key)) {
        Amount cap;
        if (const auto e = validate::priorityFee(key, m_args.value(key), Chain::Solana, &cap)) {
            *usageError = QStringLiteral("--%1: %2").arg(key, e->message);
            return false;
        }
        m_maxPriorityFee = quint64(cap.rescaled(9)->units());
    }
    if (!m_data.ok()) {
        *refusal = m_data.error;
        return false;
    }
    if (!m_data.wallets->directory()->find(m_wallet)) {
        *refusal = tr("Wallet %1 is not in Paydesk: import it first with 'paydesk-cli wallet "
                      "import' (local mode signs with your own key).")
                       .arg(m_wallet);
        return false;
    }
    return true;
}

void CliLocalPayment::run()
{
    QString usageError, refusal;
    if (!prepare(&usageError, &refusal)) {
        if (!usageError.isEmpty()) {
            m_printer.usageError(usageError);
            Q_EMIT done(ExitUsage);
            return;
        }
        return refuse(QStringLiteral("LOCAL_MODE_UNAVAILABLE"), refusal);
    }
    // Signing needs someone's yes: --yes, or an answer on the terminal after the review.
    // Without either, refuse before anything is built.
    m_ask = !m_args.has(QStringLiteral("yes"));
    if (m_ask && !CliInput::stdinIsTerminal())
        return refuse(QStringLiteral("NOT_CONFIRMED"),
                      tr("Nobody was asked to approve this transaction: standard input is not a "
                         "terminal. Nothing was built or signed. Pass --yes to sign without "
                         "asking."));
    reconcile();
}

void CliLocalPayment::reconcile()
{
    LocalPaymentRecovery *recovery = m_data.recovery;
    // Each earlier payment is followed on the RPC it was sent to: block heights of another
    // cluster would say nothing about whether it can still land.
    recovery->setTiming({2000, 1000, 90000});
    connect(recovery, &LocalPaymentRecovery::entryFinished, this, [this](const JournalEntry &e) {
        m_printer.message(QStringLiteral("reconcile"),
                          tr("Earlier payment %1: %2").arg(e.signature, e.detail),
                          {{QStringLiteral("signature"), e.signature},
                           {QStringLiteral("status"), PaymentJournal::stateName(e.state)}});
    });
    connect(recovery, &LocalPaymentRecovery::finished, this, [this, recovery]() {
        for (const JournalEntry &e : recovery->results())
            if (!e.isFinal())
                return refuse(QStringLiteral("PAYMENT_UNRESOLVED"),
                              tr("An earlier payment from %1 (%2) may still land; Paydesk will "
                                 "not sign a new one until it is resolved. Try again when the "
                                 "RPC endpoint answers.")
                                  .arg(m_wallet, e.signature),
                              ExitNetwork);
        startFlow();
    });
    if (!recovery->start(m_wallet))
        startFlow(); // nothing of this wallet is open
}

void CliLocalPayment::recover()
{
    if (!m_data.ok())
        return refuse(QStringLiteral("LOCAL_MODE_UNAVAILABLE"), m_data.error);
    LocalPaymentRecovery *recovery = m_data.recovery;
    recovery->setTiming({1000, 500, 90000});
    connect(recovery, &LocalPaymentRecovery::entryFinished, this, [this](const JournalEntry &e) {
        m_printer.message(QStringLiteral("reconcile"),
                          tr("Earlier payment %1: %2").arg(e.signature, e.detail),
                          {{QStringLiteral("signature"), e.signature},
                           {QStringLiteral("journalId"), e.id},
                           {QStringLiteral("status"), PaymentJournal::stateName(e.state)}});
    });
    const auto report = [this, recovery]() {
        const QList<JournalEntry> results = recovery->results();
        for (const JournalEntry &e : results)
            if (!e.isFinal())
                return refuse(QStringLiteral("PAYMENT_UNRESOLVED"),
                              tr("Payment %1 is still not final; run 'paydesk-cli recover' again "
                                 "when the RPC endpoint answers.")
                                  .arg(e.signature),
                              ExitNetwork);
        const auto n = int(results.size());
        m_printer.message(
            QStringLiteral("recover"),
            tr("%n unfinished local payment(s) followed to a final state.", nullptr, n),
            {{QStringLiteral("count"), n}});
        Q_EMIT done(ExitOk);
    };
    connect(recovery, &LocalPaymentRecovery::finished, this, report);
    if (!recovery->start())
        report(); // nothing was open: no results, count 0
}

void CliLocalPayment::startFlow()
{
    LocalPaymentController::RunOptions run;
    run.rpc = m_rpc.get();
    run.autoApprove = !m_ask;
    run.maxPriorityFeeLamports = m_maxPriorityFee;
    run.simulate = m_args.has(QStringLiteral("simulate"));
    LocalPaymentController *controller = m_data.localPayments;
    // The flow's first steps run inside start*(): connect before it takes them.
    const QMetaObject::Connection started =
        connect(controller, &LocalPaymentController::flowStarted, this, &CliLocalPayment::follow);
    PaymentFlow *flow = nullptr;
    if (m_args.command == u"send") {
        SendPaymentRequest r;
        r.walletAddress = m_wallet;
        r.recipientAddress = m_args.value(QStringLiteral("to"));
        r.amount = m_args.value(QStringLiteral("amount"));
        if (m_args.has(QStringLiteral("resource")))
            r.resource = m_args.value(QStringLiteral("resource"));
        if (m_args.has(QStringLiteral("priority-fee")))
            r.priorityFee = m_args.value(QStringLiteral("priority-fee"));
        flow = controller->startSend(r, run);
    } else {
        ReceivePaymentRequest r;
        r.walletAddress = m_wallet;
        r.paymentProof = m_args.value(QStringLiteral("proof"));
        r.expectedAmount = m_args.value(QStringLiteral("expected-amount"));
        if (m_args.has(QStringLiteral("resource")))
            r.resource = m_args.value(QStringLiteral("resource"));
        if (m_args.has(QStringLiteral("facilitator")))
            r.facilitatorUrl = m_args.value(QStringLiteral("facilitator"));
        if (m_args.has(QStringLiteral("priority-fee")))
            r.priorityFee = m_args.value(QStringLiteral("priority-fee"));
        flow = controller->startReceive(r, run);
    }
    disconnect(started);
    if (!flow) // refused before anything was built (e.g. a payment still in progress)
        refuse(QStringLiteral("LOCAL_MODE_UNAVAILABLE"), controller->lastError());
}

void CliLocalPayment::follow(PaymentFlow *started)
{
    auto *flow = qobject_cast<SolanaPaymentFlow *>(started);
    if (!flow)
        return;
    m_flow = flow;
    connect(flow, &SolanaPaymentFlow::stepChanged, this, [this](SolanaPaymentFlow::Step s) {
        if (s == SolanaPaymentFlow::Step::Building)
            m_built = true;
        // Asked outside the flow's own call (the prompt waits for a line of input).
        if (s == SolanaPaymentFlow::Step::AwaitingApproval && m_ask)
            QTimer::singleShot(0, this, &CliLocalPayment::askApproval);
    });
    connect(flow, &SolanaPaymentFlow::reviewReady, this, &CliLocalPayment::printReview);
    connect(flow, &SolanaPaymentFlow::progress, this, [this](const QString &text) {
        if (m_args.json || (m_lastProgress.isValid() && m_lastProgress.elapsed() < 5000))
            return;
        m_lastProgress.start();
        QTextStream(stderr) << text << '\n';
    });
    connect(flow, &SolanaPaymentFlow::finished, this, &CliLocalPayment::onFinished);
}

void CliLocalPayment::printReview()
{
    const solana::TransactionReview &r = m_flow->review();
    // A refusal is reported by onFinished(); JSON gets it all there, unless a person is asked.
    if (!r.ok() || (m_args.json && !m_ask))
        return;
    QTextStream err(stderr);
    err << tr("Checked the transaction built by the service (network %1, %2 s left):")
               .arg(r.network)
               .arg(r.secondsLeft)
        << '\n';
    for (const QString &d : r.descriptions)
        err << QStringLiteral("  - ") << d << '\n';
    err << QStringLiteral("  ") << r.summary() << '\n';
    if (const auto sim = m_flow->simulation())
        err << tr("  Simulation: %1, %2 compute units")
                   .arg(sim->failed ? tr("fails (%1)").arg(sim->error) : tr("succeeds"))
                   .arg(sim->unitsConsumed)
            << '\n';
    if (!m_ask)
        err << tr("Signing and broadcasting through %1 ...").arg(m_rpc->endpoint().toString())
            << '\n';
}

void CliLocalPayment::askApproval()
{
    if (!m_flow || m_flow->step() != SolanaPaymentFlow::Step::AwaitingApproval)
        return;
    const QString question = m_args.command == u"send" ? tr("Sign and send? [y/N] ")
                                                       : tr("Co-sign and broadcast? [y/N] ");
    if (!CliInput::askYes(question))
        return m_flow->reject(); // "You declined this transaction; nothing was signed."
    QTextStream(stderr)
        << tr("Signing and broadcasting through %1 ...").arg(m_rpc->endpoint().toString())
        << Qt::endl;
    m_flow->approve();
}

void CliLocalPayment::onFinished()
{
    using Outcome = SolanaPaymentFlow::Outcome;
    const Outcome outcome = m_flow->outcome();
    const solana::TransactionReview &r = m_flow->review();
    QJsonObject extra{{QStringLiteral("status"), SolanaPaymentFlow::outcomeName(outcome)},
                      {QStringLiteral("paymentId"), m_flow->paymentId()},
                      {QStringLiteral("signature"), m_flow->signature()},
                      {QStringLiteral("wallet"), m_wallet},
                      {QStringLiteral("local"), true}};
    if (!r.instructions.isEmpty()) {
        extra.insert(QStringLiteral("amount"), solana::TransactionPolicy::formatSol(r.lamports));
        extra.insert(QStringLiteral("fee"), solana::TransactionPolicy::formatSol(r.fees.total()));
        extra.insert(QStringLiteral("priorityFee"),
                     solana::TransactionPolicy::formatSol(r.fees.priorityFee));
        extra.insert(QStringLiteral("instructions"), QJsonArray::fromStringList(r.descriptions));
    }
    if (outcome == Outcome::Refused && !r.ok())
        extra.insert(QStringLiteral("refusal"), solana::TransactionReview::refusalCode(r.refusal));
    switch (outcome) {
    case Outcome::Confirmed:
        m_printer.message(m_args.command, m_flow->message(), extra);
        return Q_EMIT done(ExitOk);
    case Outcome::Refused:
        if (r.refusal == solana::TransactionReview::Refusal::PriorityFeeTooHigh)
            return refuse(QStringLiteral("TRANSACTION_REFUSED"),
                          m_flow->message() + u' ' +
                              tr("Nothing was signed. To allow more for this payment pass "
                                 "--max-priority-fee; the saved limit is in the app's Settings."));
        return refuse(QStringLiteral("TRANSACTION_REFUSED"), m_flow->message());
    case Outcome::Error:
        // The service or the RPC endpoint unreachable is a network failure (5), not an answer.
        return refuse(QStringLiteral("LOCAL_PAYMENT_FAILED"), m_flow->message(),
                      m_flow->unreachable() ? ExitNetwork
                      : m_built             ? ExitService
                                            : ExitUsage);
    case Outcome::Unfinished:
        m_printer.message(m_args.command, m_flow->message(), extra);
        return Q_EMIT done(ExitNetwork);
    case Outcome::Failed:
    case Outcome::Expired:
    case Outcome::Rejected:
    case Outcome::None:
        break;
    }
    m_printer.message(m_args.command, m_flow->message(), extra);
    Q_EMIT done(ExitService);
}

} // namespace paydesk::cli
