#include "CliEvmPayment.h"

#include "CliInput.h"
#include "api/ServiceConfig.h"
#include "core/Validation.h"
#include "models/LocalPaymentController.h"
#include "models/LocalPaymentRecovery.h"
#include "payments/RpcEndpoint.h"
#include "payments/WalletManager.h"

#include <QTextStream>
#include <QTimer>
#include <cstdio>

namespace paydesk::cli {

using evm::EvmPaymentFlow;
using evm::EvmPolicy;

CliEvmPayment::CliEvmPayment(const CliArguments &args, CliPrinter &printer,
                             QNetworkAccessManager &network, const QUrl &service,
                             const AppData &data, QObject *parent)
    : QObject(parent), m_args(args), m_printer(printer), m_network(network), m_service(service),
      m_data(data)
{}

CliEvmPayment::~CliEvmPayment() = default;

bool CliEvmPayment::isEvmWallet(const QString &address)
{
    return evm::EvmAddress::parse(address).has_value();
}

void CliEvmPayment::refuse(const QString &code, const QString &text, int exitCode)
{
    m_printer.error(ApiError::refused(code, text));
    Q_EMIT done(exitCode);
}

bool CliEvmPayment::prepare(QString *usageError, QString *refusal)
{
    m_wallet = m_args.value(QStringLiteral("from"));
    QString rpcText = m_args.value(QStringLiteral("rpc"));
    // A service on this computer is the sandbox: its own chain's node is the default.
    if (rpcText.isEmpty() && m_service.isValid() && ServiceConfig::isLoopbackHost(m_service.host()))
        rpcText = QStringLiteral("sandbox");
    if (rpcText == u"sandbox") {
        if (!m_service.isValid()) {
            *usageError = tr("--rpc sandbox needs the service URL (--service).");
            return false;
        }
        QUrl u = m_service;
        QString path = u.path();
        if (path.endsWith(u'/'))
            path.chop(1);
        u.setPath(path + QStringLiteral("/evm"));
        m_rpc = std::make_unique<evm::EvmRpcClient>(&m_network, u);
    } else if (!rpcText.isEmpty()) {
        const auto endpoint = solana::RpcEndpoint::parse(rpcText, m_service, usageError);
        if (!endpoint)
            return false;
        if (endpoint->cluster != solana::RpcEndpoint::Cluster::Custom) {
            *usageError = tr("%1 is a Solana cluster; an EVM wallet needs its network's JSON-RPC "
                             "URL (or sandbox).")
                              .arg(rpcText);
            return false;
        }
        m_rpc = std::make_unique<evm::EvmRpcClient>(&m_network, endpoint->url);
    }
    if (const QString key = QStringLiteral("max-network-fee"); m_args.has(key)) {
        const auto cap = Amount::parse(m_args.value(key), 18);
        const auto wei = cap ? evm::U256::fromAmount(*cap) : std::nullopt;
        if (!wei || wei->isZero()) {
            *usageError = tr("--%1 takes an amount of ETH such as 0.002.").arg(key);
            return false;
        }
        m_maxNetworkFee = wei;
    }
    if (!m_data.ok()) {
        *refusal = m_data.error;
        return false;
    }
    if (!m_data.wallets->directory()->find(m_wallet)) {
        *refusal = tr("Wallet %1 is not in Paydesk: import it first with 'paydesk-cli wallet "
                      "import --chain evm' (local mode signs with your own key).")
                       .arg(m_wallet);
        return false;
    }
    return true;
}

void CliEvmPayment::run()
{
    if (m_args.command != u"send")
        return refuse(QStringLiteral("LOCAL_MODE_UNAVAILABLE"),
                      tr("Receiving in local mode on an EVM wallet needs the buyer's token "
                         "authorization (EIP-3009), which Paydesk does not verify yet. Receive "
                         "in hosted mode (without --local) instead."));
    QString usageError, refusal;
    if (!prepare(&usageError, &refusal)) {
        if (!usageError.isEmpty()) {
            m_printer.usageError(usageError);
            Q_EMIT done(ExitUsage);
            return;
        }
        return refuse(QStringLiteral("LOCAL_MODE_UNAVAILABLE"), refusal);
    }
    m_ask = !m_args.has(QStringLiteral("yes"));
    if (m_ask && !CliInput::stdinIsTerminal())
        return refuse(QStringLiteral("NOT_CONFIRMED"),
                      tr("Nobody was asked to approve this transaction: standard input is not a "
                         "terminal. Nothing was built or signed. Pass --yes to sign without "
                         "asking."));
    reconcile();
}

void CliEvmPayment::reconcile()
{
    LocalPaymentRecovery *recovery = m_data.recovery;
    recovery->setTiming({2000, 1000, 30000});
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
                              tr("An earlier payment from %1 (%2, nonce %3) can still land; "
                                 "Paydesk will not sign a new one until it is final. Speed it up "
                                 "or cancel it in the app, or try again later.")
                                  .arg(m_wallet, e.signature)
                                  .arg(e.nonce.value_or(0)),
                              ExitNetwork);
        startFlow();
    });
    if (!recovery->start(m_wallet))
        startFlow();
}

void CliEvmPayment::startFlow()
{
    LocalRunOptions run;
    run.evmRpc = m_rpc.get();
    run.autoApprove = !m_ask;
    run.maxNetworkFeeWei = m_maxNetworkFee;
    run.simulate = m_args.has(QStringLiteral("simulate"));
    LocalPaymentController *controller = m_data.localPayments;
    const QMetaObject::Connection started = connect(
        controller, &LocalPaymentController::flowStarted, this, [this](PaymentFlow *started) {
            auto *flow = qobject_cast<EvmPaymentFlow *>(started);
            if (!flow)
                return;
            m_flow = flow;
            connect(flow, &EvmPaymentFlow::stepChanged, this, [this](EvmPaymentFlow::Step s) {
                if (s == EvmPaymentFlow::Step::Building)
                    m_built = true;
                if (s == EvmPaymentFlow::Step::AwaitingApproval && m_ask)
                    QTimer::singleShot(0, this, &CliEvmPayment::askApproval);
            });
            connect(flow, &EvmPaymentFlow::reviewReady, this, &CliEvmPayment::printReview);
            connect(flow, &EvmPaymentFlow::progress, this, [this](const QString &text) {
                if (m_args.json || (m_lastProgress.isValid() && m_lastProgress.elapsed() < 5000))
                    return;
                m_lastProgress.start();
                QTextStream(stderr) << text << '\n';
            });
            connect(flow, &EvmPaymentFlow::finished, this, &CliEvmPayment::onFinished);
        });
    SendPaymentRequest r;
    r.walletAddress = m_wallet;
    r.recipientAddress = m_args.value(QStringLiteral("to"));
    r.amount = m_args.value(QStringLiteral("amount"));
    if (m_args.has(QStringLiteral("resource")))
        r.resource = m_args.value(QStringLiteral("resource"));
    if (m_args.has(QStringLiteral("priority-fee")))
        r.priorityFee = m_args.value(QStringLiteral("priority-fee"));
    PaymentFlow *flow = controller->startSend(r, run);
    disconnect(started);
    if (!flow)
        refuse(QStringLiteral("LOCAL_MODE_UNAVAILABLE"), controller->lastError());
}

void CliEvmPayment::printReview()
{
    const evm::EvmReview &r = m_flow->review();
    if (!r.ok() || (m_args.json && !m_ask))
        return;
    QTextStream err(stderr);
    err << tr("Checked the transaction built by the service against your node (network %1, "
              "%2 s left):")
               .arg(r.network)
               .arg(r.secondsLeft)
        << '\n';
    err << QStringLiteral("  ") << r.summary() << '\n';
    err << tr("  Gas limit %1, max fee %2 gwei per gas, priority fee %3 gwei per gas; at most "
              "%4 ETH in total.")
               .arg(r.gasLimit)
               .arg(EvmPolicy::formatGwei(r.maxFeePerGas),
                    EvmPolicy::formatGwei(r.maxPriorityFeePerGas), EvmPolicy::formatWei(r.maxTotal))
        << '\n';
    for (const QString &w : r.warnings)
        err << QStringLiteral("  ! ") << w << '\n';
    if (const auto sim = m_flow->simulation(); sim && sim->ok)
        err << QStringLiteral("  ") << sim->message << '\n';
    if (!m_ask)
        err << tr("Signing and broadcasting through %1 ...").arg(m_flow->endpoint().toString())
            << '\n';
}

void CliEvmPayment::askApproval()
{
    if (!m_flow || m_flow->step() != EvmPaymentFlow::Step::AwaitingApproval)
        return;
    if (!CliInput::askYes(tr("Sign and send? [y/N] ")))
        return m_flow->reject();
    QTextStream(stderr)
        << tr("Signing and broadcasting through %1 ...").arg(m_flow->endpoint().toString())
        << Qt::endl;
    m_flow->approve();
}

void CliEvmPayment::onFinished()
{
    using Outcome = EvmPaymentFlow::Outcome;
    const Outcome outcome = m_flow->outcome();
    const evm::EvmReview &r = m_flow->review();
    QJsonObject extra{{QStringLiteral("status"), PaymentFlow::outcomeName(outcome)},
                      {QStringLiteral("paymentId"), m_flow->paymentId()},
                      {QStringLiteral("signature"), m_flow->hash()},
                      {QStringLiteral("wallet"), m_wallet},
                      {QStringLiteral("network"), m_flow->network()},
                      {QStringLiteral("local"), true}};
    if (r.tx.to) {
        extra.insert(QStringLiteral("amount"), EvmPolicy::formatWei(r.value));
        extra.insert(QStringLiteral("nonce"), QString::number(r.nonce));
        extra.insert(QStringLiteral("maxNetworkFee"), EvmPolicy::formatWei(r.maxNetworkFee));
    }
    if (m_flow->journalId() != 0)
        if (const auto e = m_data.journal->find(m_flow->journalId()))
            extra.insert(QStringLiteral("detail"), e->detail);
    if (outcome == Outcome::Refused && !r.ok())
        extra.insert(QStringLiteral("refusal"), evm::EvmReview::refusalCode(r.refusal));
    switch (outcome) {
    case Outcome::Confirmed:
        m_printer.message(m_args.command, m_flow->message(), extra);
        return Q_EMIT done(ExitOk);
    case Outcome::Refused:
        if (r.refusal == evm::EvmReview::Refusal::FeeTooHigh)
            return refuse(QStringLiteral("TRANSACTION_REFUSED"),
                          m_flow->message() + u' ' +
                              tr("To allow more for this payment pass --max-network-fee; the "
                                 "saved limit is in the app's Settings."));
        return refuse(QStringLiteral("TRANSACTION_REFUSED"), m_flow->message());
    case Outcome::Error:
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
