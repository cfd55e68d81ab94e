#pragma once

#include "api/ServiceClient.h"
#include "models/AgentApprovals.h"
#include "models/AgentListModel.h"
#include "models/ApiKeyController.h"
#include "models/AppLock.h"
#include "models/BalanceBook.h"
#include "models/BudgetListModel.h"
#include "models/JournalWatch.h"
#include "models/LiveUpdates.h"
#include "models/LocalPaymentController.h"
#include "models/LocalPaymentRecovery.h"
#include "models/LocalWalletModel.h"
#include "models/PayController.h"
#include "models/PaymentEvents.h"
#include "models/PaymentNotifier.h"
#include "models/ServiceLink.h"
#include "models/SettingsModel.h"
#include "models/WalletListModel.h"
#include "models/evm/EvmLocalPayments.h"
#include "models/evm/EvmNodeSettings.h"
#include "models/solana/SolanaLocalPayments.h"
#include "models/solana/SolanaNodeSettings.h"
#include "payments/WalletManager.h"
#include "store/AddedTokens.h"
#include "store/AgentStore.h"
#include "store/BudgetStore.h"
#include "store/HistoryCache.h"
#include "store/HistoryWriter.h"
#include "store/PaidFetchJournal.h"
#include "store/PaymentJournal.h"
#include "wallet/SecretStore.h"

#include <QNetworkAccessManager>
#include <QObject>
#include <QPointer>
#include <memory>

namespace paydesk {

// Where an AppContext keeps its state.
struct AppContextOptions
{
    QString dataDir;      // empty: AppContext::defaultDataDir()
    QString settingsFile; // empty: the native store of Paydesk/Paydesk
    QString keychainService = QStringLiteral("Paydesk");
};

// The one composition root of the desktop app: owns the QNetworkAccessManager, the keychain
// access, the service client, the SQLite databases (paydesk.sqlite: journals, wallets, budgets;
// history.sqlite: the history cache and its writer thread), the settings and the wallet list,
// and hands them down. No globals: every test builds its own context against its own
// sandbox, data folder and settings file.
//
// It does not know the built-in sandbox (paydesk_app never links paydesk_sandbox): whoever
// starts a local service passes its address, its in-memory key and the object that keeps it
// alive to useLocalService(); the context then owns that object.
class AppContext : public QObject
{
    Q_OBJECT
public:
    using Options = AppContextOptions;

    explicit AppContext(const AppContextOptions &options = AppContextOptions(),
                        QObject *parent = nullptr);
    ~AppContext() override;

    // Opens the database; false + reason when the data folder or SQLite is unusable. The history
    // cache then lives in memory for the session: historyCache() is never null after open().
    bool open(QString *error = nullptr);
    QString dataDir() const { return m_dataDir; }
    // The one data folder of both faces: $PAYDESK_DATA_DIR, else the desktop app's application
    // data location (organization and application "Paydesk"), also when paydesk-cli asks.
    static QString defaultDataDir();

    QNetworkAccessManager *network() { return &m_network; }
    SecretStore *secrets() { return m_secrets.get(); }
    ServiceClient *client() { return m_client.get(); }
    SettingsModel *settings() { return m_settings.get(); }
    WalletListModel *wallets() { return m_wallets.get(); }
    // Read on this thread; written through historyWriter(), on a thread of its own.
    HistoryCache *historyCache() { return m_cache.get(); }
    HistoryWriter *historyWriter() { return m_historyWriter.get(); }
    ApiKeyController *apiKeys() { return m_apiKeys.get(); }
    // The app lock (passphrase, locked state, idle minutes); never null. Views call load().
    AppLock *appLock() { return m_appLock.get(); }

    // Local mode (Paydesk signs): set up by open(), never null afterwards.
    SolanaNodeSettings *rpcSettings() { return m_rpcSettings.get(); }
    // The EVM network and its JSON-RPC endpoint (balances of EVM wallets); never null.
    EvmNodeSettings *evmRpcSettings() { return m_evmRpcSettings.get(); }
    // Every family's node choice, in the order the Wallets page shows them.
    QList<NodeSettings *> nodeSettings() const
    {
        return {m_rpcSettings.get(), m_evmRpcSettings.get()};
    }
    wallet::WalletManager *walletManager() { return m_walletManager.get(); }
    LocalWalletModel *localWallets() { return m_localWallets.get(); }
    PaymentJournal *journal() { return m_journal.get(); }
    LocalPaymentController *localPayments() { return m_localPayments.get(); }
    LocalPaymentRecovery *localRecovery() { return m_localRecovery.get(); }
    // Wallet balances, read through the chosen RPC endpoint; never null.
    BalanceBook *balances() { return m_balances.get(); }

    // Paying for x402 resources: per-site budgets (with the freeze switch) and the attempt
    // journal, on the app database; set up by open(), never null afterwards.
    BudgetStore *budgets() { return m_budgets.get(); }
    BudgetListModel *budgetModel() { return m_budgetModel.get(); }
    PaidFetchJournal *fetchJournal() { return m_fetchJournal.get(); }
    JournalWatch *journalWatch() { return m_journalWatch.get(); }
    // The tokens the user added to the trusted table (set up by open(), never null afterwards).
    AddedTokens *addedTokens() { return m_addedTokens.get(); }
    // The agents that pay through Paydesk (MCP server, paying proxy): their budgets and sites
    // (set up by open(), never null afterwards).
    AgentStore *agents() { return m_agents.get(); }
    AgentListModel *agentModel() { return m_agentModel.get(); }
    // Agents' payments that wait for a person (the desktop app listens: listenForApprovals()).
    AgentApprovals *agentApprovals() { return m_agentApprovals.get(); }
    // Notifications about payment outcomes and money received (the tray shows them); set up by
    // open(), never null afterwards.
    PaymentNotifier *notifier() { return m_notifier.get(); }
    // The service's live events and what they change in the app (set up by open(), never null
    // afterwards); off until the desktop app enables it.
    LiveUpdates *liveUpdates() { return m_liveUpdates.get(); }
    // Where every controller reports payment outcomes; never null. Views hand it to the
    // controllers they make (setEvents()).
    PaymentEvents *events() { return m_events.get(); }
    // The parts a "Pay for a resource" controller runs on.
    PayController::Parts payControllerParts();

    // Which service the client talks to (views follow its changed()); never null.
    ServiceLink *service() { return m_service.get(); }
    bool isSandbox() const { return m_service->isSandbox(); }
    QUrl serviceUrl() const { return m_service->url(); }

    // A configured payment service: the URL (HTTPS off loopback) and the key from the keychain.
    bool useService(const QUrl &url, QString *error = nullptr);
    // A local service started by the caller (the built-in sandbox): `keepAlive` becomes owned by
    // the context (null: owned elsewhere); `key` stays in memory only.
    void useLocalService(QObject *keepAlive, const QUrl &url, SecureBytes key,
                         int requestsPerMinute = 1000);

public Q_SLOTS:
    // Follows every unfinished local payment of the journal to a final state (asynchronous;
    // localRecovery() reports). Called once the window is up.
    void resumeLocalPayments();

private:
    void openLocalMode(const QSqlDatabase &db);
    // The user's EVM node per network (EvmLocalPayments::Parts::endpointFor).
    std::function<QUrl(const QString &network)> evmEndpoints() const;
    QString historyConnection() const;

    Options m_options;
    QString m_dataDir;
    QString m_connection;
    QNetworkAccessManager m_network;
    std::unique_ptr<SettingsModel> m_settings;
    std::unique_ptr<SecretStore> m_secrets;
    std::unique_ptr<AppLock> m_appLock;
    std::unique_ptr<ServiceClient> m_client;
    std::unique_ptr<WalletListModel> m_wallets;
    std::unique_ptr<ApiKeyController> m_apiKeys;
    std::unique_ptr<HistoryCache> m_cache;
    std::unique_ptr<HistoryWriter> m_historyWriter;
    std::unique_ptr<SolanaNodeSettings> m_rpcSettings;
    std::unique_ptr<EvmNodeSettings> m_evmRpcSettings;
    std::unique_ptr<BalanceBook> m_balances;
    std::unique_ptr<wallet::WalletKeyStore> m_walletKeys;
    std::unique_ptr<wallet::WalletDirectory> m_walletDirectory;
    std::unique_ptr<wallet::WalletManager> m_walletManager;
    std::unique_ptr<PaymentJournal> m_journal;
    std::unique_ptr<LocalWalletModel> m_localWallets;
    std::unique_ptr<LocalPaymentController> m_localPayments;
    // Each family's own part of the local payments (LocalPaymentController::addFamilyPart).
    std::unique_ptr<SolanaLocalPayments> m_solanaLocal;
    std::unique_ptr<EvmLocalPayments> m_evmLocal;
    std::unique_ptr<LocalPaymentRecovery> m_localRecovery;
    std::unique_ptr<BudgetStore> m_budgets;
    std::unique_ptr<BudgetListModel> m_budgetModel;
    std::unique_ptr<PaidFetchJournal> m_fetchJournal;
    std::unique_ptr<JournalWatch> m_journalWatch;
    std::unique_ptr<AddedTokens> m_addedTokens;
    std::unique_ptr<AgentStore> m_agents;
    std::unique_ptr<AgentListModel> m_agentModel;
    std::unique_ptr<AgentApprovals> m_agentApprovals;
    std::unique_ptr<PaymentNotifier> m_notifier;
    std::unique_ptr<EventStream> m_eventStream;
    std::unique_ptr<LiveUpdates> m_liveUpdates;
    std::unique_ptr<PaymentEvents> m_events;
    std::unique_ptr<ServiceLink> m_service;
    QPointer<QObject> m_localService;
};

} // namespace paydesk
