#include "AppContext.h"

#include "store/DatabaseSchema.h"

#include <QCoreApplication>
#include <QDir>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace paydesk {

AppContext::AppContext(const AppContextOptions &options, QObject *parent)
    : QObject(parent), m_options(options)
{
    m_dataDir = m_options.dataDir.isEmpty() ? defaultDataDir() : m_options.dataDir;
    m_connection = QStringLiteral("paydesk-%1").arg(quintptr(this), 0, 16);
    std::unique_ptr<QSettings> store;
    if (!m_options.settingsFile.isEmpty())
        store = std::make_unique<QSettings>(m_options.settingsFile, QSettings::IniFormat);
    m_settings = std::make_unique<SettingsModel>(std::move(store));
    m_secrets = std::make_unique<SecretStore>(m_options.keychainService);
    m_appLock = std::make_unique<AppLock>(m_secrets.get(), m_settings->store());
    m_client = std::make_unique<ServiceClient>(&m_network, ServiceConfig{});
    m_wallets = std::make_unique<WalletListModel>(m_settings.get());
    m_apiKeys = std::make_unique<ApiKeyController>(m_secrets.get(), &m_network, m_client.get());
    m_rpcSettings = std::make_unique<SolanaNodeSettings>(m_settings.get(), &m_network);
    m_evmRpcSettings = std::make_unique<EvmNodeSettings>(m_settings.get(), &m_network);
    m_balances = std::make_unique<BalanceBook>(NodeSettings::chainNodes(nodeSettings(), false));
    for (NodeSettings *node : nodeSettings())
        connect(node, &NodeSettings::endpointChanged, m_balances.get(), &BalanceBook::reset);
    m_wallets->setBalances(m_balances.get());
    m_walletKeys = std::make_unique<wallet::WalletKeyStore>(m_secrets.get());
    m_events = std::make_unique<PaymentEvents>();
    m_service = std::make_unique<ServiceLink>();
    connect(m_events.get(), &PaymentEvents::moneyMoved, m_balances.get(), &BalanceBook::refresh);
}

QString AppContext::defaultDataDir()
{
    QString chosen = qEnvironmentVariable("PAYDESK_DATA_DIR");
    if (!chosen.isEmpty())
        return chosen;
    // AppDataLocation ends in <organization>/<application>; paydesk-cli names itself otherwise,
    // so the folder is asked for under the app's name (on Windows it is not under
    // GenericDataLocation at all).
    const QString own = QCoreApplication::applicationName();
    if (own == u"Paydesk")
        return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QCoreApplication::setApplicationName(QStringLiteral("Paydesk"));
    QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QCoreApplication::setApplicationName(own);
    return dir;
}

AppContext::~AppContext()
{
    m_liveUpdates.reset();
    m_eventStream.reset();
    m_notifier.reset();
    m_balances.reset();
    delete m_localService.data();
    m_budgetModel.reset();
    m_budgets.reset();
    m_journalWatch.reset();
    m_fetchJournal.reset();
    m_addedTokens.reset();
    m_agentApprovals.reset();
    m_agentModel.reset();
    m_agents.reset();
    m_localRecovery.reset();
    m_evmLocal.reset(); // its replacement, before the journal it writes
    m_solanaLocal.reset();
    m_localPayments.reset();
    m_localWallets.reset();
    m_walletManager.reset();
    m_walletDirectory.reset();
    m_journal.reset();
    m_historyWriter.reset(); // finishes what it was given
    m_cache.reset();
    for (const QString &name : {m_connection, historyConnection()}) {
        if (QSqlDatabase::contains(name)) {
            QSqlDatabase::database(name, false).close();
            QSqlDatabase::removeDatabase(name);
        }
    }
}

bool AppContext::open(QString *error)
{
    QString problem;
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    QSqlDatabase history =
        QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), historyConnection());
    const QDir dir(m_dataDir);
    if (!QDir().mkpath(m_dataDir)) {
        problem = tr("The data folder %1 cannot be created.").arg(m_dataDir);
    } else {
        db.setDatabaseName(dir.filePath(QStringLiteral("paydesk.sqlite")));
        if (!db.open()) {
            problem = tr("The database cannot be opened: %1").arg(db.lastError().text());
        } else if (!DatabaseSchema::app().upgrade(db, &problem)) {
            db.close(); // left as it is; this session keeps its data in memory
        }
        history.setDatabaseName(dir.filePath(QStringLiteral("history.sqlite")));
        if (history.open()) {
            // WAL: the window reads while HistoryWriter writes, and neither waits.
            QSqlQuery(history).exec(QStringLiteral("PRAGMA journal_mode=WAL"));
            m_cache = std::make_unique<HistoryCache>(historyConnection());
            if (!m_cache->isOpen()) {
                if (problem.isEmpty())
                    problem =
                        tr("The history cache cannot be set up: %1").arg(m_cache->lastError());
                m_cache.reset();
                history.close();
            } else {
                m_historyWriter = HistoryWriter::onThread(history.databaseName());
            }
        } else if (problem.isEmpty()) {
            problem = tr("The history cache cannot be opened: %1").arg(history.lastError().text());
        }
    }
    if (!db.isOpen()) {
        // The journal refuses a database in memory, so no local payment starts without a disk.
        db.setDatabaseName(QStringLiteral(":memory:"));
        db.open();
    }
    if (!m_cache) {
        // Still a working app: the cache lives in memory for this session.
        history.setDatabaseName(QStringLiteral(":memory:"));
        history.open();
        m_cache = std::make_unique<HistoryCache>(historyConnection());
        m_historyWriter = HistoryWriter::onConnection(historyConnection());
    }
    openLocalMode(db);
    if (error)
        *error = problem;
    return problem.isEmpty();
}

QString AppContext::historyConnection() const
{
    return m_connection + QStringLiteral("-history");
}

void AppContext::openLocalMode(const QSqlDatabase &db)
{
    m_journal = std::make_unique<PaymentJournal>(db);
    m_walletDirectory = std::make_unique<wallet::WalletDirectory>(db);
    m_walletManager =
        std::make_unique<wallet::WalletManager>(m_walletKeys.get(), m_walletDirectory.get());
    m_localWallets = std::make_unique<LocalWalletModel>(m_walletDirectory.get(), m_balances.get());
    m_localWallets->setNodeSettings({m_rpcSettings.get(), m_evmRpcSettings.get()});
    m_localPayments = std::make_unique<LocalPaymentController>(LocalPaymentController::Parts{
        m_client.get(), m_journal.get(), m_walletManager.get(), m_settings.get(), m_appLock.get()});
    m_solanaLocal = std::make_unique<SolanaLocalPayments>(m_rpcSettings.get(), m_settings.get());
    m_evmLocal = std::make_unique<EvmLocalPayments>(EvmLocalPayments::Parts{
        m_localPayments.get(), m_settings.get(), &m_network, evmEndpoints()});
    m_localPayments->addFamilyPart(m_solanaLocal.get());
    m_localPayments->addFamilyPart(m_evmLocal.get());
    m_localRecovery = std::make_unique<LocalPaymentRecovery>(&m_network, m_journal.get());
    m_budgets = std::make_unique<BudgetStore>(db);
    m_budgetModel = std::make_unique<BudgetListModel>(m_budgets.get());
    m_fetchJournal = std::make_unique<PaidFetchJournal>(db);
    // Payments of the other processes on this computer (paydesk-cli, the agents' faces) move the
    // balances the views show; the desktop app starts the watch (journalWatch()->start()).
    m_journalWatch = std::make_unique<JournalWatch>(m_fetchJournal.get());
    connect(m_journalWatch.get(), &JournalWatch::attemptsChanged, m_events.get(),
            [events = m_events.get()](const QStringList &wallets) {
                for (const QString &wallet : wallets)
                    events->reportMoneyMoved(wallet);
            });
    m_addedTokens = std::make_unique<AddedTokens>(db);
    m_agents = std::make_unique<AgentStore>(db);
    m_agentModel =
        std::make_unique<AgentListModel>(m_agents.get(), m_fetchJournal.get(), m_secrets.get());
    m_agentApprovals = std::make_unique<AgentApprovals>(m_agents.get());
    // Local payments and the recovery report their outcomes like every controller does.
    PaymentEvents *events = m_events.get();
    connect(m_localPayments.get(), &LocalPaymentController::flowFinished, events,
            [events](PaymentFlow *flow, const QString &wallet) {
                if (flow)
                    if (const auto outcome = PaymentOutcome::ofFlow(*flow, wallet))
                        events->report(*outcome);
            });
    connect(m_evmLocal.get(), &EvmLocalPayments::replacementFinished, events,
            [events](evm::EvmReplacement *replacement, const QString &) {
                if (!replacement || replacement->journalId() == 0)
                    return;
                if (const auto entry = replacement->journal()->find(replacement->journalId()))
                    if (const auto outcome = PaymentOutcome::ofJournal(*entry))
                        events->report(*outcome);
            });
    connect(m_localRecovery.get(), &LocalPaymentRecovery::entryFinished, events,
            [events](const JournalEntry &entry) {
                if (const auto outcome = PaymentOutcome::ofJournal(entry))
                    events->report(*outcome);
            });
    m_notifier = std::make_unique<PaymentNotifier>(
        PaymentNotifier::Parts{events, m_client.get(), m_cache.get(), m_historyWriter.get(),
                               m_wallets.get(), m_localWallets.get(), nodeSettings()});
    m_eventStream = std::make_unique<EventStream>(m_client.get());
    m_liveUpdates = std::make_unique<LiveUpdates>(
        LiveUpdates::Parts{m_eventStream.get(), events, m_notifier.get(), m_wallets.get(),
                           m_localWallets.get(), m_service.get(), m_apiKeys.get()});
}

std::function<QUrl(const QString &)> AppContext::evmEndpoints() const
{
    // The node set for the payment's network in the EVM settings (the user's own URL, else the
    // network's default: the service's /evm for the sandbox chain); a custom node for a network
    // Paydesk does not list. The flow checks the node's chain id against the network anyway.
    return [settings = m_evmRpcSettings.get()](const QString &network) {
        using evm::EvmEndpoint;
        for (const EvmEndpoint::Net net : EvmEndpoint::all())
            if (net != EvmEndpoint::Net::Custom && EvmEndpoint::caip2(net) == network)
                return settings->urlFor(net);
        return settings->net() == EvmEndpoint::Net::Custom ? settings->endpoint() : QUrl();
    };
}

PayController::Parts AppContext::payControllerParts()
{
    return {&m_network,          m_client.get(),        m_appLock.get(), m_budgets.get(),
            m_budgetModel.get(), m_fetchJournal.get(),  m_journal.get(), m_localWallets.get(),
            nodeSettings(),      m_walletManager.get(), isSandbox(),     m_historyWriter.get(),
            m_addedTokens.get()};
}

void AppContext::resumeLocalPayments()
{
    if (m_localRecovery)
        m_localRecovery->start();
}

bool AppContext::useService(const QUrl &url, QString *error)
{
    if (!ServiceConfig::validateBaseUrl(url, error))
        return false;
    delete m_localService.data();
    ServiceConfig cfg = m_client->config();
    cfg.baseUrl = url;
    cfg.requestsPerMinute = 100; // the standard plan, until the service says otherwise
    m_client->setConfig(cfg);
    m_client->setApiKey({});
    m_wallets->setProfile(ServiceLink::profileOf(false));
    for (NodeSettings *node : nodeSettings())
        node->setProfile(ServiceLink::profileOf(false), url);
    m_apiKeys->load(url);
    m_service->set(url, false);
    return true;
}

void AppContext::useLocalService(QObject *keepAlive, const QUrl &url, SecureBytes key,
                                 int requestsPerMinute)
{
    if (m_localService != keepAlive)
        delete m_localService.data();
    m_localService = keepAlive;
    if (keepAlive)
        keepAlive->setParent(this);
    ServiceConfig cfg = m_client->config();
    cfg.baseUrl = url;
    cfg.requestsPerMinute = requestsPerMinute;
    m_client->setConfig(cfg);
    m_client->setApiKey(std::move(key));
    m_apiKeys->markInMemory();
    m_wallets->setProfile(ServiceLink::profileOf(true));
    for (NodeSettings *node : nodeSettings())
        node->setProfile(ServiceLink::profileOf(true), url);
    m_service->set(url, true);
}

} // namespace paydesk
