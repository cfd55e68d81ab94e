#include "CliLocalPayment.h"

#include "CliInput.h"
#include "CliPaymentCommands.h"
#include "core/Address.h"
#include "models/LocalPaymentController.h"
#include "models/LocalPaymentRecovery.h"
#include "payments/WalletManager.h"

#include <QTextStream>
#include <QTimer>
#include <cstdio>

namespace paydesk::cli {

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
    m_family = CliLocalFamily::forWallet(m_wallet);
    if (!m_family) {
        const Chain family = Address::familyOf(m_wallet);
        if (family == Chain::Unknown) {
            *usageError = m_wallet.isEmpty()
                              ? tr("Name the wallet to pay from with --%1.")
                                    .arg(send ? QStringLiteral("from") : QStringLiteral("wallet"))
                              : tr("%1 is not a wallet address: give the Solana or EVM address "
                                   "of a wallet on this computer.")
                                    .arg(m_wallet);
            return false;
        }
        *refusal = tr("Local payments from a %1 wallet are not supported by paydesk-cli; pay "
                      "x402 sellers from it with 'paydesk-cli fetch --from'.")
                       .arg(chainSymbol(family));
        return false;
    }
    if (const QString why = m_family->cannotRun(m_args.command); !why.isEmpty()) {
        *refusal = why;
        return false;
    }
    if (!m_family->prepare(m_args, m_service, m_network, m_app, usageError))
        return false;
    if (!m_data.ok()) {
        *refusal = m_data.error;
        return false;
    }
    if (!m_data.wallets->directory()->find(m_wallet)) {
        *refusal = m_family->notImported(m_wallet);
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
    if (m_args.command == u"send") {
        // A look-alike of one of your wallets is refused first, as a hosted send refuses it;
        // the review notes say what the recipient is (one of your wallets, or like one).
        const QString to = m_args.value(QStringLiteral("to"));
        if (!m_args.has(QStringLiteral("yes")))
            if (const QString why = CliPaymentCommands::lookAlikeRefusal(to, m_own); !why.isEmpty())
                return refuse(QStringLiteral("look_alike_recipient"), why);
        if (!m_args.json)
            for (const QString &note : RecipientCheck::notes(to, m_own, true))
                QTextStream(stderr) << note << '\n';
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
    recovery->setTiming({0, 1000, m_family->reconcileTimeoutMs()});
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
                              m_family->stillOpen(m_wallet, e), ExitNetwork);
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
    recovery->setTiming({0, 500, 90000});
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
    m_family->fillRunOptions(run);
    run.autoApprove = !m_ask;
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

void CliLocalPayment::follow(PaymentFlow *flow)
{
    if (!flow || !m_family->owns(*flow))
        return;
    m_flow = flow;
    connect(flow, &PaymentFlow::stepChanged, this, [this](PaymentFlow::Step s) {
        if (s == PaymentFlow::Step::Building)
            m_built = true;
        // Asked outside the flow's own call (the prompt waits for a line of input).
        if (s == PaymentFlow::Step::AwaitingApproval && m_ask)
            QTimer::singleShot(0, this, &CliLocalPayment::askApproval);
    });
    connect(flow, &PaymentFlow::reviewReady, this, &CliLocalPayment::printReview);
    connect(flow, &PaymentFlow::progress, this, [this](const QString &text) {
        if (m_args.json || (m_lastProgress.isValid() && m_lastProgress.elapsed() < 5000))
            return;
        m_lastProgress.start();
        QTextStream(stderr) << text << '\n';
    });
    connect(flow, &PaymentFlow::finished, this, &CliLocalPayment::onFinished);
}

void CliLocalPayment::printReview()
{
    // A refusal is reported by onFinished(); JSON gets it all there, unless a person is asked.
    if (!m_flow || !m_family->reviewOk(*m_flow) || (m_args.json && !m_ask))
        return;
    QTextStream err(stderr);
    m_family->printReview(*m_flow, err);
    if (!m_ask)
        err << tr("Signing and broadcasting through %1 ...")
                   .arg(m_family->endpoint(*m_flow).toString())
            << '\n';
}

void CliLocalPayment::askApproval()
{
    if (!m_flow || m_flow->step() != PaymentFlow::Step::AwaitingApproval)
        return;
    const QString question = m_args.command == u"send" ? tr("Sign and send? [y/N] ")
                                                       : tr("Co-sign and broadcast? [y/N] ");
    if (!CliInput::askYes(question))
        return m_flow->reject(); // "You declined this transaction; nothing was signed."
    QTextStream(stderr)
        << tr("Signing and broadcasting through %1 ...").arg(m_family->endpoint(*m_flow).toString())
        << Qt::endl;
    m_flow->approve();
}

void CliLocalPayment::onFinished()
{
    using Outcome = PaymentFlow::Outcome;
    const Outcome outcome = m_flow->outcome();
    QJsonObject extra{{QStringLiteral("status"), PaymentFlow::outcomeName(outcome)},
                      {QStringLiteral("paymentId"), m_flow->paymentId()},
                      {QStringLiteral("signature"), m_flow->transactionId()},
                      {QStringLiteral("wallet"), m_wallet},
                      {QStringLiteral("local"), true}};
    m_family->describe(*m_flow, extra);
    if (m_flow->journalId() != 0)
        if (const auto e = m_data.journal->find(m_flow->journalId()))
            extra.insert(QStringLiteral("detail"), e->detail);
    switch (outcome) {
    case Outcome::Confirmed:
        m_printer.message(m_args.command, m_flow->message(), extra);
        return Q_EMIT done(ExitOk);
    case Outcome::Refused:
        if (const QString hint = m_family->feeHint(*m_flow); !hint.isEmpty())
            return refuse(QStringLiteral("TRANSACTION_REFUSED"), m_flow->message() + u' ' + hint);
        return refuse(QStringLiteral("TRANSACTION_REFUSED"), m_flow->message());
    case Outcome::Error:
        // The service or the node unreachable is a network failure (5), not an answer.
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
