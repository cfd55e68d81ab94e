#include "CliRunner.h"

#include "CliBalance.h"
#include "CliBudget.h"
#include "CliFetch.h"
#include "CliHostedWallet.h"
#include "CliInput.h"
#include "CliKeyCommands.h"
#include "CliLocalPayment.h"
#include "CliUnsignedBuilds.h"
#include "CliWalletCommands.h"
#include "core/ShutdownSignals.h"
#include "core/Validation.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonDocument>
#include <QTextStream>
#include <QTimer>
#include <cstdio>

namespace paydesk::cli {

namespace {

struct TrCliRunner
{
    Q_DECLARE_TR_FUNCTIONS(CliRunner)
};

} // namespace

CliRunner::CliRunner(CliArguments args, QObject *parent)
    : QObject(parent), m_args(std::move(args)), m_printer(m_args.json),
      m_client(&m_network, ServiceConfig{})
{
    m_printer.setApiKeyEnv(m_args.apiKeyEnv);
}

CliRunner::~CliRunner() = default;

int CliRunner::exitCodeFor(const ApiError &e)
{
    switch (e.kind()) {
    case ApiError::Kind::Validation:
        return ExitUsage;
    case ApiError::Kind::Refused:
        return ExitRefused;
    case ApiError::Kind::Service:
    case ApiError::Kind::MalformedResponse:
        return ExitService;
    case ApiError::Kind::Network:
    case ApiError::Kind::Timeout:
    case ApiError::Kind::Tls:
    case ApiError::Kind::Cancelled:
        return ExitNetwork;
    case ApiError::Kind::None:
        break;
    }
    return ExitOk;
}

void CliRunner::finish(int code)
{
    if (m_finished)
        return; // e.g. an answer arriving after Ctrl-C: the first outcome is the one reported
    m_finished = true;
    Q_EMIT done(code);
}

void CliRunner::fail(const ApiError &error)
{
    m_printer.error(error);
    finish(exitCodeFor(error));
}

void CliRunner::usage(const QString &text)
{
    m_printer.usageError(text);
    finish(ExitUsage);
}

bool CliRunner::resolveService(QString *error)
{
    // One order for every command: --service, $PAYDESK_SERVICE_URL, then the GUI's setting.
    const QUrl parsed = CliFetch::configuredService(m_args);
    if (parsed.isEmpty() && parsed.errorString().isEmpty()) {
        *error = TrCliRunner::tr("No payment service configured: pass --service URL (or set "
                                 "PAYDESK_SERVICE_URL).");
        return false;
    }
    if (!ServiceConfig::validateBaseUrl(parsed, error))
        return false;
    m_service = parsed;
    ServiceConfig cfg = m_client.config();
    cfg.baseUrl = parsed;
    m_client.setConfig(cfg);
    return true;
}

void CliRunner::withApiKey(const std::function<void()> &next)
{
    if (!m_args.apiKeyEnv.isEmpty()) {
        QByteArray value = qgetenv(m_args.apiKeyEnv.toLocal8Bit().constData());
        if (QByteArrayView(value).trimmed().isEmpty()) {
            usage(TrCliRunner::tr("The environment variable %1 (from --api-key-env) is not set or "
                                  "empty.")
                      .arg(m_args.apiKeyEnv));
            return;
        }
        // Trimmed as a view: no unwiped trimmed copy of the key.
        m_apiKey = SecureBytes::copyOf(QByteArrayView(value).trimmed());
        m_client.setApiKey(SecureBytes::copyOf(m_apiKey.view()));
        SecureBytes::wipe(value);
        next();
        return;
    }
    SecretJob *job = m_secrets.read(SecretStore::apiKeyEntry(m_service));
    connect(job, &SecretJob::finished, this, [this, job, next]() {
        job->deleteLater();
        if (job->status() == SecretJob::Status::NotFound) {
            usage(TrCliRunner::tr(
                      "No API key stored for %1. Store one with 'paydesk-cli --service %1 "
                      "key set' or pass --api-key-env NAME.")
                      .arg(m_service.toString()));
            return;
        }
        if (!job->ok()) {
            fail(ApiError::refused(QStringLiteral("KEYCHAIN_UNAVAILABLE"), job->errorText()));
            return;
        }
        m_apiKey = job->takeSecret();
        m_client.setApiKey(SecureBytes::copyOf(m_apiKey.view()));
        next();
    });
}

void CliRunner::start()
{
    const bool hostedWallet = m_args.command == u"wallet" && m_args.has(QStringLiteral("hosted"));
    if (m_args.command == u"wallet" && !hostedWallet) {
        if (m_args.has(QStringLiteral("chain")) || m_args.has(QStringLiteral("fund")))
            return usage(TrCliRunner::tr("--chain and --fund go with 'wallet create --hosted'."));
        runWallet();
        return;
    }
    if (m_args.command == u"recover") {
        runRecover();
        return;
    }
    if (m_args.command == u"balance") {
        runBalance();
        return;
    }
    if (m_args.command == u"budget") {
        const int code = CliBudget::run(m_args);
        QTimer::singleShot(0, this, [this, code]() { finish(code); });
        return;
    }
    QString error;
    if (!resolveService(&error)) {
        usage(error);
        return;
    }
    if (m_args.command == u"key") {
        runKey();
        return;
    }
    if (hostedWallet) {
        if (m_args.positional.constFirst() != u"create")
            return usage(TrCliRunner::tr("--hosted goes with 'wallet create'."));
        if (!CliHostedWallet::isSandbox(m_service))
            return usage(CliHostedWallet::notSandboxText(m_service));
        withApiKey([this]() { runHostedWallet(); });
        return;
    }
    withApiKey([this]() {
        if (m_args.has(QStringLiteral("local")) &&
            (m_args.command == u"send" || m_args.command == u"receive"))
            runLocal();
        else if (m_args.command == u"send")
            runSend();
        else if (m_args.command == u"receive")
            runReceive();
        else if (m_args.command == u"status")
            runStatus();
        else if (m_args.command == u"history")
            runHistory();
        else if (m_args.command == u"fetch")
            runFetch();
    });
}

void CliRunner::runSend()
{
    SendPaymentRequest r;
    r.walletAddress = m_args.value(QStringLiteral("from"));
    r.recipientAddress = m_args.value(QStringLiteral("to"));
    r.amount = m_args.value(QStringLiteral("amount"));
    for (const char *required : {"from", "to", "amount"})
        if (!m_args.has(QString::fromLatin1(required)))
            return usage(TrCliRunner::tr("send needs --%1.").arg(QString::fromLatin1(required)));
    if (m_args.has(QStringLiteral("resource")))
        r.resource = m_args.value(QStringLiteral("resource"));
    if (m_args.has(QStringLiteral("priority-fee")))
        r.priorityFee = m_args.value(QStringLiteral("priority-fee"));
    if (m_args.has(QStringLiteral("metadata"))) {
        QJsonObject metadata;
        if (const auto e =
                CliInput::readMetadata(m_args.value(QStringLiteral("metadata")), &metadata))
            return fail(ApiError::validation(e->field, e->message));
        r.metadata = metadata;
    }
    r.idempotencyKey = m_args.value(QStringLiteral("idempotency-key"));
    if (auto invalid = r.validate())
        return fail(*invalid);
    // The balance before, for the balance left (read through the default RPC endpoint; the
    // payment goes ahead when it cannot be read).
    auto *balance = new CliBalance(m_args, m_printer, m_network, m_service, this);
    QString ignored;
    if (!balance->chooseEndpoint(&ignored))
        return sendNow(r, std::nullopt);
    balance->setTimeoutMs(3000);
    balance->read({r.walletAddress}, [this, balance, r]() {
        const auto before = balance->book()->balance(r.walletAddress);
        balance->deleteLater();
        sendNow(r, before);
    });
}

void CliRunner::sendNow(const SendPaymentRequest &r, const std::optional<Amount> &balance)
{
    const std::optional<PaymentCost> cost = PaymentCost::hostedEstimate(r, balance);
    SendPaymentReply *reply = m_client.sendPayment(r);
    connect(reply, &ApiReply::finished, this, [this, reply, cost]() {
        if (!reply->ok())
            return fail(reply->error());
        m_printer.sendResult(reply->result(), cost);
        finish(ExitOk);
    });
}

void CliRunner::runReceive()
{
    ReceivePaymentRequest r;
    r.walletAddress = m_args.value(QStringLiteral("wallet"));
    r.expectedAmount = m_args.value(QStringLiteral("expected-amount"));
    for (const char *required : {"wallet", "proof", "expected-amount"})
        if (!m_args.has(QString::fromLatin1(required)))
            return usage(TrCliRunner::tr("receive needs --%1.").arg(QString::fromLatin1(required)));
    r.paymentProof = m_args.value(QStringLiteral("proof"));
    if (r.paymentProof == u"-")
        r.paymentProof = QString::fromLatin1(CliInput::readSecretLine(QString()));
    if (m_args.has(QStringLiteral("resource")))
        r.resource = m_args.value(QStringLiteral("resource"));
    if (m_args.has(QStringLiteral("facilitator")))
        r.facilitatorUrl = m_args.value(QStringLiteral("facilitator"));
    if (m_args.has(QStringLiteral("timeout"))) {
        bool ok = false;
        const int t = m_args.value(QStringLiteral("timeout")).toInt(&ok);
        if (!ok)
            return fail(ApiError::validation(
                QStringLiteral("timeout"), TrCliRunner::tr("Must be a whole number of seconds.")));
        r.timeoutSeconds = t;
    }
    r.idempotencyKey = m_args.value(QStringLiteral("idempotency-key"));
    ReceivePaymentReply *reply = m_client.receivePayment(r);
    connect(reply, &ApiReply::finished, this, [this, reply, wallet = r.walletAddress]() {
        if (!reply->ok())
            return fail(reply->error());
        m_printer.receiveResult(reply->result(), wallet);
        finish(reply->result().verified ? ExitOk : ExitService);
    });
}

void CliRunner::runStatus()
{
    if (m_args.has(QStringLiteral("wait"))) {
        bool ok = true;
        const int limit = m_args.has(QStringLiteral("wait-timeout"))
                              ? m_args.value(QStringLiteral("wait-timeout")).toInt(&ok)
                              : 600;
        if (!ok || limit <= 0)
            return fail(
                ApiError::validation(QStringLiteral("wait-timeout"),
                                     TrCliRunner::tr("Must be a positive number of seconds.")));
        m_waitDeadlineMs = QDateTime::currentMSecsSinceEpoch() + qint64(limit) * 1000;
        // Ctrl-C stops waiting, not the payment: say so and how to resume (exit 128 + signal).
        m_signals = std::make_unique<ShutdownSignals>();
        connect(m_signals.get(), &ShutdownSignals::requested, this, &CliRunner::stopWaiting);
        if (!m_args.json)
            QTextStream(stderr) << TrCliRunner::tr("Waiting for payment %1 to reach a final state "
                                                   "(Ctrl-C stops waiting) ...")
                                       .arg(m_args.positional.constFirst())
                                << Qt::endl;
    }
    pollStatus();
}

void CliRunner::stopWaiting(int signalNumber)
{
    m_signals.reset();
    const QString id = m_args.positional.constFirst();
    const QString state =
        m_lastStatus.isEmpty()
            ? TrCliRunner::tr("Stopped waiting before the service answered.")
            : TrCliRunner::tr("Stopped waiting; the payment is still %1.").arg(m_lastStatus);
    m_printer.error(
        ApiError(ApiError::Kind::Cancelled, QStringLiteral("INTERRUPTED"),
                 TrCliRunner::tr("%1 Nothing was changed. Resume with: paydesk-cli status %2 "
                                 "--wait")
                     .arg(state, id)));
    finish(128 + signalNumber);
}

void CliRunner::pollStatus()
{
    if (m_finished)
        return;
    PaymentStatusReply *reply = m_client.paymentStatus(m_args.positional.constFirst());
    connect(reply, &ApiReply::finished, this, [this, reply]() {
        reply->deleteLater();
        if (m_finished)
            return;
        if (!reply->ok())
            return fail(reply->error());
        const PaymentRecord &r = reply->result();
        const bool waiting = m_waitDeadlineMs > 0;
        if (!waiting || r.isFinal() || r.statusText != m_lastStatus)
            m_printer.payment(r);
        m_lastStatus = r.statusText;
        if (!waiting || r.isFinal())
            return finish(ExitOk);
        if (QDateTime::currentMSecsSinceEpoch() + m_pollIntervalMs > m_waitDeadlineMs)
            return fail(ApiError(
                ApiError::Kind::Timeout, QStringLiteral("WAIT_TIMEOUT"),
                TrCliRunner::tr("The payment is still %1; stopped waiting.").arg(r.statusText)));
        QTimer::singleShot(m_pollIntervalMs, this, &CliRunner::pollStatus);
        m_pollIntervalMs = std::min(10000, m_pollIntervalMs * 3 / 2);
    });
}

void CliRunner::runHistory()
{
    HistoryQuery q;
    q.walletAddress = m_args.positional.constFirst();
    if (m_args.has(QStringLiteral("type")))
        q.type = m_args.value(QStringLiteral("type"));
    for (const char *name : {"limit", "offset"}) {
        const QString key = QString::fromLatin1(name);
        if (!m_args.has(key))
            continue;
        bool ok = false;
        const int v = m_args.value(key).toInt(&ok);
        if (!ok)
            return fail(ApiError::validation(key, TrCliRunner::tr("Must be a whole number.")));
        (key == u"limit" ? q.limit : q.offset) = v;
    }
    HistoryReply *reply = m_client.paymentHistory(q);
    connect(reply, &ApiReply::finished, this, [this, reply]() {
        if (!reply->ok())
            return fail(reply->error());
        m_printer.history(reply->result());
        finish(ExitOk);
    });
}

void CliRunner::runKey()
{
    const QString action = m_args.positional.constFirst();
    auto *keys = new CliKeyCommands(m_printer, m_secrets, m_client, m_service, this);
    connect(keys, &CliKeyCommands::done, this, &CliRunner::finish);
    if (action == u"set")
        keys->keySet();
    else if (action == u"delete")
        keys->keyDelete();
    else
        withApiKey([keys]() { keys->keyTest(); });
}

void CliRunner::runWallet()
{
    auto *wallet = new CliWalletCommands(m_args, m_printer, m_secrets, this);
    connect(wallet, &CliWalletCommands::done, this, &CliRunner::finish);
    // wallet list shows balances when an RPC endpoint is at hand: --rpc, PAYDESK_SOLANA_RPC,
    // or the sandbox's for a service on this computer (no surprise calls to a public node).
    QString ignored;
    resolveService(&ignored);
    const bool rpcAtHand = m_args.has(QStringLiteral("rpc")) ||
                           !qEnvironmentVariableIsEmpty("PAYDESK_SOLANA_RPC") ||
                           (m_service.isValid() && ServiceConfig::isLoopbackHost(m_service.host()));
    if (m_args.positional.value(0) == u"list" && rpcAtHand) {
        auto *balances = new CliBalance(m_args, m_printer, m_network, m_service, wallet);
        if (balances->chooseEndpoint(&ignored)) {
            balances->setTimeoutMs(3000);
            wallet->setBalances(balances);
        }
    }
    wallet->run();
}

void CliRunner::runHostedWallet()
{
    auto *wallet = new CliHostedWallet(m_args, m_printer, m_network, m_service, this);
    connect(wallet, &CliHostedWallet::done, this, &CliRunner::finish);
    wallet->run(m_apiKey);
}

void CliRunner::runLocal()
{
    auto *local =
        new CliLocalPayment(m_args, m_printer, m_network, m_secrets, m_client, m_service, this);
    connect(local, &CliLocalPayment::done, this, &CliRunner::finish);
    local->run();
}

void CliRunner::runRecover()
{
    auto *local =
        new CliLocalPayment(m_args, m_printer, m_network, m_secrets, m_client, m_service, this);
    connect(local, &CliLocalPayment::done, this, &CliRunner::reportUnsignedBuilds);
    local->recover();
}

void CliRunner::reportUnsignedBuilds(int recoverCode)
{
    // The journal holds what was signed; builds nobody signed are only in the service's
    // history. Listed when a service and its key are at hand, else said why not.
    QString error;
    QStringList kinds;
    QStringList local;
    if (!resolveService(&error))
        return finish(recoverCode);
    const QStringList known = CliBalance::knownWallets(m_service, &kinds);
    for (int i = 0; i < known.size(); ++i)
        if (kinds.value(i) == u"local")
            local << known.at(i);
    if (local.isEmpty())
        return finish(recoverCode);
    auto list = [this, local, recoverCode]() {
        auto *builds = new CliUnsignedBuilds(m_client, m_printer, this);
        connect(builds, &CliUnsignedBuilds::done, this,
                [this, recoverCode]() { finish(recoverCode); });
        builds->run(local);
    };
    if (!m_args.apiKeyEnv.isEmpty() || m_client.hasApiKey()) {
        if (!m_client.hasApiKey()) {
            QByteArray value = qgetenv(m_args.apiKeyEnv.toLocal8Bit().constData());
            m_client.setApiKey(SecureBytes::copyOf(QByteArrayView(value).trimmed()));
            SecureBytes::wipe(value);
        }
        return list();
    }
    SecretJob *job = m_secrets.read(SecretStore::apiKeyEntry(m_service));
    connect(job, &SecretJob::finished, this, [this, job, list, recoverCode]() {
        job->deleteLater();
        if (!job->ok()) {
            m_printer.message(
                QStringLiteral("unsigned builds"),
                TrCliRunner::tr("No API key for %1 at hand, so builds nobody signed are not "
                                "listed: pass --api-key-env NAME or store one with 'key set'.")
                    .arg(m_service.toString()));
            return finish(recoverCode);
        }
        m_client.setApiKey(job->takeSecret());
        list();
    });
}

void CliRunner::runBalance()
{
    // The service only picks the default RPC (the sandbox's for one on this computer): a
    // balance needs no service and no API key.
    QString ignored;
    resolveService(&ignored);
    auto *balance = new CliBalance(m_args, m_printer, m_network, m_service, this);
    connect(balance, &CliBalance::done, this, &CliRunner::finish);
    balance->run();
}

void CliRunner::runFetch()
{
    auto *fetch = new CliFetch(m_args, m_network, m_secrets, m_client, m_service, this);
    connect(fetch, &CliFetch::done, this, &CliRunner::finish);
    fetch->run();
}

} // namespace paydesk::cli
