#include "CliRunner.h"

#include "CliBudget.h"
#include "CliFetch.h"
#include "CliLocalPayment.h"
#include "CliWalletCommands.h"
#include "core/Validation.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QSettings>
#include <QTimer>
#include <cstdio>

#ifdef Q_OS_UNIX
#include <termios.h>
#include <unistd.h>
#endif

namespace paydesk::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CliRunner)
};

// Reads one line from standard input, without echo when it is a terminal.
QByteArray readSecretLine(const QString &prompt)
{
#ifdef Q_OS_UNIX
    const bool tty = isatty(STDIN_FILENO);
    termios old{};
    if (tty) {
        std::fputs(prompt.toLocal8Bit().constData(), stderr);
        std::fflush(stderr);
        tcgetattr(STDIN_FILENO, &old);
        termios silent = old;
        silent.c_lflag &= ~tcflag_t(ECHO);
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent);
    }
#else
    Q_UNUSED(prompt);
#endif
    QFile in;
    QByteArray line;
    if (in.open(stdin, QIODevice::ReadOnly))
        line = in.readLine(16384);
#ifdef Q_OS_UNIX
    if (tty) {
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &old);
        std::fputs("\n", stderr);
    }
#endif
    QByteArray trimmed = line.trimmed();
    trimmed.detach(); // trimmed() may share the buffer of `line`, which is wiped next
    SecureBytes::wipe(line);
    return trimmed;
}

} // namespace

CliRunner::CliRunner(CliArguments args, QObject *parent)
    : QObject(parent), m_args(std::move(args)), m_printer(m_args.json),
      m_client(&m_network, ServiceConfig{})
{}

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
    QString url = m_args.service;
    if (url.isEmpty())
        url = qEnvironmentVariable("PAYDESK_SERVICE_URL");
    if (url.isEmpty())
        url = QSettings(QStringLiteral("Paydesk"), QStringLiteral("Paydesk"))
                  .value(QStringLiteral("service/baseUrl"))
                  .toString();
    if (url.isEmpty()) {
        *error = Tr::tr("No payment service configured: pass --service URL (or set "
                        "PAYDESK_SERVICE_URL).");
        return false;
    }
    const QUrl parsed(url, QUrl::StrictMode);
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
            usage(Tr::tr("The environment variable %1 (from --api-key-env) is not set or "
                         "empty.")
                      .arg(m_args.apiKeyEnv));
            return;
        }
        // Trimmed as a view: no unwiped trimmed copy of the key.
        m_client.setApiKey(SecureBytes::copyOf(QByteArrayView(value).trimmed()));
        SecureBytes::wipe(value);
        next();
        return;
    }
    SecretJob *job = m_secrets.read(SecretStore::apiKeyEntry(m_service));
    connect(job, &SecretJob::finished, this, [this, job, next]() {
        job->deleteLater();
        if (job->status() == SecretJob::Status::NotFound) {
            usage(Tr::tr("No API key stored for %1. Store one with 'paydesk-cli --service %1 "
                         "key set' or pass --api-key-env NAME.")
                      .arg(m_service.toString()));
            return;
        }
        if (!job->ok()) {
            fail(ApiError::refused(QStringLiteral("KEYCHAIN_UNAVAILABLE"), job->errorText()));
            return;
        }
        m_client.setApiKey(job->takeSecret());
        next();
    });
}

void CliRunner::start()
{
    if (m_args.command == u"wallet") {
        runWallet();
        return;
    }
    if (m_args.command == u"recover") {
        runRecover();
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
            return usage(Tr::tr("send needs --%1.").arg(QString::fromLatin1(required)));
    if (m_args.has(QStringLiteral("resource")))
        r.resource = m_args.value(QStringLiteral("resource"));
    if (m_args.has(QStringLiteral("priority-fee")))
        r.priorityFee = m_args.value(QStringLiteral("priority-fee"));
    if (m_args.has(QStringLiteral("metadata"))) {
        const QJsonDocument doc =
            QJsonDocument::fromJson(m_args.value(QStringLiteral("metadata")).toUtf8());
        if (!doc.isObject())
            return fail(ApiError::validation(QStringLiteral("metadata"),
                                             Tr::tr("Metadata must be a JSON object, such as "
                                                    "{\"orderId\": \"42\"}.")));
        r.metadata = doc.object();
    }
    SendPaymentReply *reply = m_client.sendPayment(r);
    connect(reply, &ApiReply::finished, this, [this, reply]() {
        if (!reply->ok())
            return fail(reply->error());
        m_printer.sendResult(reply->result());
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
            return usage(Tr::tr("receive needs --%1.").arg(QString::fromLatin1(required)));
    r.paymentProof = m_args.value(QStringLiteral("proof"));
    if (r.paymentProof == u"-")
        r.paymentProof = QString::fromLatin1(readSecretLine(QString()));
    if (m_args.has(QStringLiteral("resource")))
        r.resource = m_args.value(QStringLiteral("resource"));
    if (m_args.has(QStringLiteral("facilitator")))
        r.facilitatorUrl = m_args.value(QStringLiteral("facilitator"));
    if (m_args.has(QStringLiteral("timeout"))) {
        bool ok = false;
        const int t = m_args.value(QStringLiteral("timeout")).toInt(&ok);
        if (!ok)
            return fail(ApiError::validation(QStringLiteral("timeout"),
                                             Tr::tr("Must be a whole number of seconds.")));
        r.timeoutSeconds = t;
    }
    ReceivePaymentReply *reply = m_client.receivePayment(r);
    connect(reply, &ApiReply::finished, this, [this, reply]() {
        if (!reply->ok())
            return fail(reply->error());
        m_printer.receiveResult(reply->result());
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
            return fail(ApiError::validation(QStringLiteral("wait-timeout"),
                                             Tr::tr("Must be a positive number of seconds.")));
        m_waitDeadlineMs = QDateTime::currentMSecsSinceEpoch() + qint64(limit) * 1000;
    }
    pollStatus();
}

void CliRunner::pollStatus()
{
    PaymentStatusReply *reply = m_client.paymentStatus(m_args.positional.constFirst());
    connect(reply, &ApiReply::finished, this, [this, reply]() {
        reply->deleteLater();
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
            return fail(
                ApiError(ApiError::Kind::Timeout, QStringLiteral("WAIT_TIMEOUT"),
                         Tr::tr("The payment is still %1; stopped waiting.").arg(r.statusText)));
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
            return fail(ApiError::validation(key, Tr::tr("Must be a whole number.")));
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
    if (action == u"set")
        keySet();
    else if (action == u"delete")
        keyDelete();
    else
        withApiKey([this]() { keyTest(); });
}

void CliRunner::keySet()
{
    QByteArray key = readSecretLine(Tr::tr("API key for %1: ").arg(m_service.toString()));
    if (key.isEmpty())
        return usage(Tr::tr("No key on standard input. Example: paydesk-cli --service URL key set "
                            "< keyfile"));
    const SecureBytes secret = SecureBytes::copyOf(key);
    SecureBytes::wipe(key);
    SecretJob *job = m_secrets.write(SecretStore::apiKeyEntry(m_service), secret);
    connect(job, &SecretJob::finished, this, [this, job]() {
        if (!job->ok())
            return fail(
                ApiError::refused(QStringLiteral("KEYCHAIN_UNAVAILABLE"), job->errorText()));
        m_printer.message(QStringLiteral("key set"),
                          Tr::tr("API key for %1 stored in the OS keychain. Check it with "
                                 "'paydesk-cli --service %1 key test'.")
                              .arg(m_service.toString()));
        finish(ExitOk);
    });
}

void CliRunner::keyDelete()
{
    SecretJob *job = m_secrets.remove(SecretStore::apiKeyEntry(m_service));
    connect(job, &SecretJob::finished, this, [this, job]() {
        if (job->status() == SecretJob::Status::NotFound) {
            m_printer.message(QStringLiteral("key delete"),
                              Tr::tr("No API key was stored for %1.").arg(m_service.toString()));
            return finish(ExitOk);
        }
        if (!job->ok())
            return fail(
                ApiError::refused(QStringLiteral("KEYCHAIN_UNAVAILABLE"), job->errorText()));
        m_printer.message(
            QStringLiteral("key delete"),
            Tr::tr("API key for %1 deleted from the OS keychain.").arg(m_service.toString()));
        finish(ExitOk);
    });
}

void CliRunner::keyTest()
{
    // One authenticated request that changes nothing: the status of a payment id that does not
    // exist. 404 (or 200) proves the key; 401 and 403 are explained.
    PaymentStatusReply *reply = m_client.paymentStatus(QStringLiteral("paydesk-key-test"));
    connect(reply, &ApiReply::finished, this, [this, reply]() {
        const ApiError &e = reply->error();
        if (reply->ok() || e.httpStatus() == 404) {
            m_printer.message(QStringLiteral("key test"),
                              Tr::tr("The API key is valid for %1.").arg(m_service.toString()),
                              {{QStringLiteral("valid"), true}});
            return finish(ExitOk);
        }
        ApiError explained = e;
        if (e.httpStatus() == 401)
            explained.setMessage(Tr::tr("The service rejected the API key (401): it is missing, "
                                        "mistyped, revoked or for another service. Create a key "
                                        "in the service's dashboard (API Keys, Generate New "
                                        "Key) and store it with 'key set'."));
        else if (e.httpStatus() == 403)
            explained.setMessage(Tr::tr("The API key is valid but its plan does not include the "
                                        "hosted payment endpoints (403). Use a key whose plan "
                                        "includes them."));
        fail(explained);
    });
}

void CliRunner::runWallet()
{
    auto *wallet = new CliWalletCommands(m_args, m_printer, m_secrets, this);
    connect(wallet, &CliWalletCommands::done, this, &CliRunner::finish);
    wallet->run();
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
    connect(local, &CliLocalPayment::done, this, &CliRunner::finish);
    local->recover();
}

void CliRunner::runFetch()
{
    auto *fetch = new CliFetch(m_args, m_network, m_secrets, m_client, m_service, this);
    connect(fetch, &CliFetch::done, this, &CliRunner::finish);
    fetch->run();
}

} // namespace paydesk::cli
