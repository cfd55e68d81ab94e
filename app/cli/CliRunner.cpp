#include "CliRunner.h"

#include "CliFetch.h"
#include "api/ResponseParser.h"
#include "core/Address.h"
#include "core/PaymentRecord.h"
#include "payments/WalletManager.h"
#include "payments/schemes/SchemeRegistry.h"
#include "store/HistoryCache.h"
#include "store/HistoryWriter.h"

#include <QCoreApplication>

namespace paydesk::cli {

namespace {

struct TrCliRunner
{
    Q_DECLARE_TR_FUNCTIONS(CliRunner)
};

} // namespace

CliRunner::CliRunner(CliArguments args, QObject *parent)
    : QObject(parent), m_args(std::move(args)), m_printer(m_args.json)
{
    m_printer.setApiKeyEnv(m_args.apiKeyEnv);
    m_printer.setCommand(m_args.command);
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
    const QUrl parsed =
        CliFetch::configuredService(m_args, *m_context.settings(), m_context.dataDir());
    if (parsed.isEmpty() && parsed.errorString().isEmpty()) {
        *error = TrCliRunner::tr("No payment service configured: pass --service URL (or set "
                                 "PAYDESK_SERVICE_URL).");
        return false;
    }
    if (!ServiceConfig::validateBaseUrl(parsed, error))
        return false;
    m_service = parsed;
    ServiceClient *client = m_context.client();
    ServiceConfig cfg = client->config();
    cfg.baseUrl = parsed;
    client->setConfig(cfg);
    return true;
}

const AppData &CliRunner::data()
{
    if (std::exchange(m_dataOpened, true))
        return m_data;
    QString problem;
    m_context.open(&problem);
    // The history cache may fail on its own (it then lives in memory); the commands need the
    // app's database, which the journal refuses when it is not a file on disk.
    PaymentJournal *journal = m_context.journal();
    if (!journal->isReady())
        m_data.error = problem.isEmpty() ? journal->lastError() : problem;
    m_data.journal = journal;
    m_data.wallets = m_context.walletManager();
    m_data.budgets = m_context.budgets();
    m_data.fetches = m_context.fetchJournal();
    m_data.tokens = m_context.addedTokens();
    m_data.history = m_context.historyWriter();
    m_data.agents = m_context.agents();
    m_data.secrets = m_context.secrets();
    m_data.localPayments = m_context.localPayments();
    m_data.recovery = m_context.localRecovery();
    m_data.dataDir = m_context.dataDir();
    return m_data;
}

CliBalance::Known CliRunner::knownWallets()
{
    CliBalance::Known known;
    if (const AppData &d = data(); d.ok()) {
        for (const wallet::WalletInfo &w : d.wallets->directory()->list()) {
            known.addresses << w.address;
            known.kinds << QStringLiteral("local");
        }
    }
    // The hosted wallets the GUI lists for this kind of service (its settings).
    for (const auto &w : m_context.settings()->wallets(hostedProfile())) {
        if (known.addresses.contains(w.address))
            continue;
        known.addresses << w.address;
        known.kinds << QStringLiteral("hosted");
    }
    return known;
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
        m_context.client()->setApiKey(SecureBytes::copyOf(m_apiKey.view()));
        SecureBytes::wipe(value);
        next();
        return;
    }
    SecretJob *job = m_context.secrets()->read(SecretStore::apiKeyEntry(m_service));
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
        m_context.client()->setApiKey(SecureBytes::copyOf(m_apiKey.view()));
        next();
    });
}

const CliCommand *CliRunner::commandFor(QString *usageError) const
{
    QString name = m_args.command;
    if (m_args.command == u"wallet" && m_args.has(QStringLiteral("hosted")))
        name += QStringLiteral(" --hosted");
    else if (m_args.has(QStringLiteral("local")) &&
             (m_args.command == u"send" || m_args.command == u"receive"))
        name += QStringLiteral(" --local");
    if (m_args.command == u"wallet" && !name.endsWith(u"--hosted")) {
        if (m_args.has(QStringLiteral("fund"))) {
            *usageError = TrCliRunner::tr("--fund goes with 'wallet create --hosted'.");
            return nullptr;
        }
        if (m_args.has(QStringLiteral("chain")) && m_args.positional.value(0) != u"import") {
            *usageError = TrCliRunner::tr(
                "--chain goes with 'wallet import' or 'wallet create --hosted' (a created "
                "phrase gives both accounts).");
            return nullptr;
        }
    }
    for (const CliCommand *command : CliCommand::all())
        if (command->name() == name)
            return command;
    // CliArguments accepts only the commands of the table.
    *usageError = TrCliRunner::tr("Unknown command: %1").arg(m_args.command);
    return nullptr;
}

void CliRunner::start()
{
    QString error;
    const CliCommand *command = commandFor(&error);
    if (!command)
        return usage(error);
    using Needs = CliCommand::Needs;
    const Needs needs = command->needs(*this);
    if (needs == Needs::Nothing)
        return command->run(*this);
    const bool service = resolveService(&error);
    if (needs == Needs::ServiceIfConfigured || (!service && needs == Needs::ServiceAndKeyIfAtHand))
        return command->run(*this);
    if (!service)
        return usage(command->withoutService(*this, error));
    if (needs == Needs::Service)
        return command->run(*this);
    if (needs == Needs::ServiceAndKeyIfAtHand)
        return tryApiKey([this, command](bool) { command->run(*this); });
    withApiKey([this, command]() { command->run(*this); });
}

bool CliRunner::isOwnWallet(const QString &address)
{
    const AppData &d = data();
    return !address.isEmpty() && d.ok() && d.wallets && d.wallets->directory()->find(address);
}

namespace {
// A payment Paydesk recorded itself, as the app's history cache keeps it (PaidFetchRecord).
std::optional<PaymentRecord> ownRecordIn(HistoryCache &cache, const QString &paymentId)
{
    if (!x402::SchemeRegistry::standard().recordsItself(paymentId))
        return std::nullopt;
    const auto stored = cache.storedRecord(paymentId);
    return stored ? responses::parseStoredRecord(stored->json, stored->chain) : std::nullopt;
}
} // namespace

void CliRunner::ownRecord(const QString &paymentId,
                          const std::function<void(const std::optional<PaymentRecord> &)> &next)
{
    const AppData &d = data();
    if (!d.ok() || !d.history)
        return next(std::nullopt);
    d.history->run<std::optional<PaymentRecord>>(
        [paymentId](HistoryCache &cache) { return ownRecordIn(cache, paymentId); }, this, next);
}

// One history in every face: what the GUI lists for a wallet includes the x402 payments its own
// key signed, which no service knows; they are in the app's history cache (PaidFetchRecord).
void CliRunner::ownRecords(const QString &wallet,
                           const std::function<void(const QList<PaymentRecord> &)> &next)
{
    const AppData &d = data();
    if (!d.ok() || !d.history)
        return next({});
    const auto parsed = Address::parse(wallet);
    const QString key = parsed ? parsed->toString() : wallet;
    d.history->run<QList<PaymentRecord>>(
        [key](HistoryCache &cache) {
            QList<PaymentRecord> out;
            HistoryFilter filter;
            filter.wallet = key;
            for (const HistoryEntry &e : cache.entries(filter, 0, 1000))
                if (const auto record = ownRecordIn(cache, e.paymentId))
                    out.append(*record);
            return out;
        },
        this, next);
}

// Whose hosted wallets these are in the app's settings: the sandbox's for a service on this
// computer, else the configured service's.
QString CliRunner::hostedProfile() const
{
    return ServiceConfig::hasSandboxChains(m_service) ? QStringLiteral("sandbox")
                                                      : QStringLiteral("service");
}

// The service's key when one is at hand (already set, --api-key-env, the keychain), set on the
// client; `next(false)` when there is none, which is no error for the commands that call this.
void CliRunner::tryApiKey(const std::function<void(bool)> &next)
{
    if (m_context.client()->hasApiKey())
        return next(true);
    if (!m_args.apiKeyEnv.isEmpty()) {
        QByteArray value = qgetenv(m_args.apiKeyEnv.toLocal8Bit().constData());
        const bool found = !QByteArrayView(value).trimmed().isEmpty();
        if (found)
            m_context.client()->setApiKey(SecureBytes::copyOf(QByteArrayView(value).trimmed()));
        SecureBytes::wipe(value);
        return next(found);
    }
    SecretJob *job = m_context.secrets()->read(SecretStore::apiKeyEntry(m_service));
    connect(job, &SecretJob::finished, this, [this, job, next]() {
        job->deleteLater();
        if (job->ok())
            m_context.client()->setApiKey(job->takeSecret());
        next(job->ok());
    });
}

} // namespace paydesk::cli
