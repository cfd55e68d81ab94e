#include "CliRunner.h"

#include "CliAgents.h"
#include "CliBalance.h"
#include "CliBudget.h"
#include "CliFetch.h"
#include "CliHostedWallet.h"
#include "CliKeyCommands.h"
#include "CliLocalPayment.h"
#include "CliMcp.h"
#include "CliPaidFetchRecovery.h"
#include "CliPaymentCommands.h"
#include "CliPermit2.h"
#include "CliProxy.h"
#include "CliStatus.h"
#include "CliTokens.h"
#include "CliUnsignedBuilds.h"
#include "CliWalletCommands.h"
#include "api/ResponseParser.h"
#include "core/Address.h"
#include "core/PaymentRecord.h"
#include "payments/WalletManager.h"
#include "store/HistoryCache.h"
#include "store/HistoryWriter.h"

#include <QCoreApplication>
#include <QTimer>
#include <algorithm>

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

std::span<const CliRunner::Command> CliRunner::commands()
{
    static const Command table[] = {
        {u"send", Needs::ServiceAndKey, &CliRunner::runPayments},
        {u"send --local", Needs::ServiceAndKey, &CliRunner::runLocal},
        {u"receive", Needs::ServiceAndKey, &CliRunner::runPayments},
        {u"receive --local", Needs::ServiceAndKey, &CliRunner::runLocal},
        {u"status", Needs::ServiceAndKey, &CliRunner::runStatus},
        {u"history", Needs::ServiceAndKey, &CliRunner::runPayments},
        {u"fetch", Needs::ServiceAndKey, &CliRunner::runFetch},
        {u"key", Needs::Service, &CliRunner::runKey}, // key test asks for the key itself
        {u"wallet", Needs::Nothing, &CliRunner::runWallet},
        {u"wallet --hosted", Needs::Service, &CliRunner::runHostedWallet},
        {u"recover", Needs::Nothing, &CliRunner::runRecover},
        {u"balance", Needs::Nothing, &CliRunner::runBalance},
        {u"budget", Needs::Nothing, &CliRunner::runBudget},
        {u"token", Needs::Nothing, &CliRunner::runTokens},
        {u"permit2", Needs::Nothing, &CliRunner::runPermit2},
        {u"agent", Needs::Nothing, &CliRunner::runAgents},
        {u"mcp", Needs::Nothing, &CliRunner::runMcp},
        {u"proxy", Needs::Nothing, &CliRunner::runProxy},
    };
    return table;
}

const CliRunner::Command *CliRunner::commandFor(QString *usageError) const
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
    for (const Command &command : commands())
        if (command.name == name)
            return &command;
    // CliArguments accepts only the commands of the table.
    *usageError = TrCliRunner::tr("Unknown command: %1").arg(m_args.command);
    return nullptr;
}

void CliRunner::start()
{
    QString error;
    const Command *command = commandFor(&error);
    if (!command)
        return usage(error);
    const auto run = command->run;
    if (command->needs == Needs::Nothing)
        return (this->*run)();
    if (m_args.command == u"fetch" && CliFetch::paysLocally(m_args, data()))
        return runFetchLocal();
    if (m_args.command == u"history" && isOwnWallet(m_args.positional.value(0)))
        return runHistoryOwn();
    if (!resolveService(&error))
        return usage(error);
    if (command->needs == Needs::Service)
        return (this->*run)();
    withApiKey([this, run]() { (this->*run)(); });
}

void CliRunner::runPayments()
{
    auto *payments = new CliPaymentCommands(m_args, m_printer, *m_context.network(),
                                            *m_context.client(), m_service, this);
    connect(payments, &CliPaymentCommands::done, this, &CliRunner::finish);
    if (m_args.command == u"send")
        payments->send();
    else if (m_args.command == u"receive")
        payments->receive();
    else
        ownRecords(m_args.positional.value(0),
                   [payments](const QList<PaymentRecord> &own) { payments->history(own, true); });
}

bool CliRunner::isOwnWallet(const QString &address)
{
    const AppData &d = data();
    return !address.isEmpty() && d.ok() && d.wallets && d.wallets->directory()->find(address);
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
            for (const HistoryEntry &e : cache.entries(filter, 0, 1000)) {
                if (!isRecordedByPaydesk(e.paymentId))
                    continue;
                const auto stored = cache.storedRecord(e.paymentId);
                const auto record = stored
                                        ? responses::parseStoredRecord(stored->json, stored->chain)
                                        : std::nullopt;
                if (record)
                    out.append(*record);
            }
            return out;
        },
        this, next);
}

// history of a wallet whose key is in Paydesk: the service is asked when one and its key are at
// hand; without them, Paydesk's own records still answer.
void CliRunner::runHistoryOwn()
{
    ownRecords(m_args.positional.value(0), [this](const QList<PaymentRecord> &own) {
        QString ignored;
        const bool service = resolveService(&ignored);
        auto *payments = new CliPaymentCommands(m_args, m_printer, *m_context.network(),
                                                *m_context.client(), m_service, this);
        connect(payments, &CliPaymentCommands::done, this, &CliRunner::finish);
        if (!service)
            return payments->history(own, false);
        tryApiKey([payments, own](bool found) { payments->history(own, found); });
    });
}

void CliRunner::runStatus()
{
    auto *status = new CliStatus(m_args, m_printer, *m_context.client(), this);
    connect(status, &CliStatus::done, this, &CliRunner::finish);
    status->run();
}

void CliRunner::runBudget()
{
    const QUrl service =
        CliFetch::configuredService(m_args, *m_context.settings(), m_context.dataDir());
    const int code = CliBudget::run(m_args, service, data());
    QTimer::singleShot(0, this, [this, code]() { finish(code); });
}

void CliRunner::runTokens()
{
    const int code = CliTokens::run(m_args, data());
    QTimer::singleShot(0, this, [this, code]() { finish(code); });
}

void CliRunner::runKey()
{
    const QString action = m_args.positional.constFirst();
    auto *keys =
        new CliKeyCommands(m_printer, *m_context.secrets(), *m_context.apiKeys(), m_service, this);
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
    auto *wallet = new CliWalletCommands(m_args, m_printer, data(), this);
    connect(wallet, &CliWalletCommands::done, this, &CliRunner::finish);
    // wallet list shows balances when an RPC endpoint is at hand: --rpc / --evm-rpc,
    // PAYDESK_SOLANA_RPC / PAYDESK_EVM_RPC,
    // or the sandbox's for a service on this computer (no surprise calls to a public node).
    QString ignored;
    resolveService(&ignored);
    QList<wallet::WalletInfo> hosted;
    for (const auto &w : m_context.settings()->wallets(hostedProfile()))
        hosted.append({w.address, w.label, QStringLiteral("hosted"), {}, {}});
    wallet->setHosted(hosted);
    const bool rpcAtHand = m_args.has(QStringLiteral("rpc")) ||
                           m_args.has(QStringLiteral("evm-rpc")) ||
                           !qEnvironmentVariableIsEmpty("PAYDESK_SOLANA_RPC") ||
                           !qEnvironmentVariableIsEmpty("PAYDESK_EVM_RPC") ||
                           (ServiceConfig::hasSandboxChains(m_service));
    if (m_args.positional.value(0) == u"list" && rpcAtHand) {
        auto *balances =
            new CliBalance(m_args, m_printer, *m_context.network(), m_service, {}, wallet);
        balances->setSolanaOnlyWhenNamed(true);
        if (balances->chooseEndpoint(&ignored)) {
            balances->setTimeoutMs(3000);
            wallet->setBalances(balances);
        }
    }
    wallet->run();
}

void CliRunner::runHostedWallet()
{
    if (m_args.positional.constFirst() != u"create")
        return usage(TrCliRunner::tr("--hosted goes with 'wallet create'."));
    if (!CliHostedWallet::isSandbox(m_service))
        return usage(CliHostedWallet::notSandboxText(m_service));
    if (m_apiKey.isEmpty())
        return withApiKey([this]() { runHostedWallet(); });
    auto *wallet = new CliHostedWallet(m_args, m_printer, *m_context.network(), m_service, this);
    connect(wallet, &CliHostedWallet::done, this, &CliRunner::finish);
    // Listed with the app's hosted wallets of this service: `wallet list` and `balance` show it.
    connect(wallet, &CliHostedWallet::created, this, [this](const QString &address) {
        SettingsModel *settings = m_context.settings();
        QList<SettingsModel::WalletEntry> wallets = settings->wallets(hostedProfile());
        const bool listed = std::any_of(wallets.cbegin(), wallets.cend(),
                                        [&](const auto &w) { return w.address == address; });
        if (!listed) {
            wallets.append({address, TrCliRunner::tr("Created by paydesk-cli")});
            settings->setWallets(hostedProfile(), wallets);
        }
    });
    wallet->run(m_apiKey);
}

// Whose hosted wallets these are in the app's settings: the sandbox's for a service on this
// computer, else the configured service's.
QString CliRunner::hostedProfile() const
{
    return ServiceConfig::hasSandboxChains(m_service) ? QStringLiteral("sandbox")
                                                      : QStringLiteral("service");
}

void CliRunner::runLocal()
{
    auto *local =
        new CliLocalPayment(m_args, m_printer, *m_context.network(), m_service, data(), this);
    connect(local, &CliLocalPayment::done, this, &CliRunner::finish);
    local->run();
}

void CliRunner::runRecover()
{
    CliPaidFetchRecovery::report(data(), m_printer); // paid fetches, then local payments
    auto *local =
        new CliLocalPayment(m_args, m_printer, *m_context.network(), m_service, data(), this);
    connect(local, &CliLocalPayment::done, this, &CliRunner::reportUnsignedBuilds);
    local->recover();
}

void CliRunner::reportUnsignedBuilds(int recoverCode)
{
    // The journal holds what was signed; builds nobody signed are only in the service's
    // history. Listed when a service and its key are at hand, else said why not.
    QString error;
    QStringList local;
    if (!resolveService(&error))
        return finish(recoverCode);
    const CliBalance::Known known = knownWallets();
    for (int i = 0; i < known.addresses.size(); ++i)
        if (known.kinds.value(i) == u"local")
            local << known.addresses.at(i);
    if (local.isEmpty())
        return finish(recoverCode);
    auto list = [this, local, recoverCode]() {
        auto *builds = new CliUnsignedBuilds(*m_context.client(), m_printer, this);
        connect(builds, &CliUnsignedBuilds::done, this,
                [this, recoverCode]() { finish(recoverCode); });
        builds->run(local);
    };
    tryApiKey([this, list, recoverCode](bool found) {
        if (found)
            return list();
        m_printer.message(QStringLiteral("unsigned builds"),
                          TrCliRunner::tr("No API key for %1 at hand, so builds nobody signed are "
                                          "not listed: pass --api-key-env NAME or store one with "
                                          "'key set'.")
                              .arg(m_service.toString()));
        finish(recoverCode);
    });
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

void CliRunner::runPermit2()
{
    // The service only picks the default node (the sandbox's for one on this computer).
    QString ignored;
    resolveService(&ignored);
    auto *permit2 =
        new CliPermit2(m_args, m_printer, *m_context.network(), m_service, data(), this);
    connect(permit2, &CliPermit2::done, this, &CliRunner::finish);
    permit2->run();
}

void CliRunner::runBalance()
{
    // The service only picks the default RPC (the sandbox's for one on this computer): a
    // balance needs no service and no API key.
    QString ignored;
    resolveService(&ignored);
    auto *balance =
        new CliBalance(m_args, m_printer, *m_context.network(), m_service, knownWallets(), this);
    connect(balance, &CliBalance::done, this, &CliRunner::finish);
    balance->run();
}

void CliRunner::runFetch()
{
    auto *fetch =
        new CliFetch(m_args, *m_context.network(), *m_context.client(), m_service, data(), this);
    connect(fetch, &CliFetch::done, this, &CliRunner::finish);
    fetch->run();
}

// Paying from your own keys needs no payment service (CliFetch::paysLocally). One configured is
// still used where an option needs it (a Solana payment the service builds), with its key when
// one is at hand; none is not an error.
void CliRunner::runFetchLocal()
{
    QString ignored;
    if (!resolveService(&ignored))
        return runFetch();
    tryApiKey([this](bool) { runFetch(); });
}

void CliRunner::runAgents()
{
    // The service only picks the default network of `agent budget`.
    QString ignored;
    resolveService(&ignored);
    auto *agents = new CliAgents(m_args, m_service, data(), this);
    connect(agents, &CliAgents::done, this, &CliRunner::finish);
    agents->run();
}

void CliRunner::runMcp()
{
    // Agents pay from the keys in Paydesk; the service only picks the default nodes (the
    // sandbox's for one on this computer).
    QString ignored;
    resolveService(&ignored);
    auto *mcp =
        new CliMcp(m_args, *m_context.network(), *m_context.client(), m_service, data(), this);
    connect(mcp, &CliMcp::done, this, &CliRunner::finish);
    mcp->run();
}

void CliRunner::runProxy()
{
    QString ignored;
    resolveService(&ignored); // only the default nodes (the sandbox's for one on this computer)
    auto *proxy =
        new CliProxy(m_args, *m_context.network(), *m_context.client(), m_service, data(), this);
    connect(proxy, &CliProxy::done, this, &CliRunner::finish);
    proxy->run();
}

} // namespace paydesk::cli
