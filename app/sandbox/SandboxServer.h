#pragma once

#include "HttpExchange.h"
#include "SandboxOptions.h"
#include "core/Amount.h"

#include <QObject>
#include <QUrl>
#include <memory>

namespace paydesk::sandbox {

class ApiKeyRegistry;
class ChainBackend;
class ConsumedProofs;
class CustodialVault;
class DemoSeller;
class EvmChain;
class EvmFacilitator;
class FacilitatorApi;
class SvmFacilitator;
class EvmLedger;
class EvmRpc;
class EvmRpcProxy;
class EventHub;
class EventLoad;
class EventLog;
class FaultInjector;
class HostedPayments;
class HttpFrontend;
class IdempotencyKeys;
class Ledger;
class LocalTransactions;
class PaymentBook;
class PaymentEventFeed;
class PaymentTracker;
class RemoteCluster;
class RemoteEvmChain;
class SandboxAdmin;
class SandboxStore;
class SolanaRpc;

// The whole sandbox service in one object: state, ledger, endpoints and the HTTP listener.
// Routing happens here (not in QHttpServer's router) so that authentication, rate limits,
// request logging, fault injection and asynchronous answers apply uniformly to every request.
class SandboxServer : public QObject
{
    Q_OBJECT
public:
    explicit SandboxServer(SandboxOptions options, QObject *parent = nullptr);
    ~SandboxServer() override;

    // Opens the state, starts the ledger clock and listens. Refuses a non-loopback address
    // without allowRemote; `error` says why.
    bool start(QString *error);
    void stop();
    QUrl baseUrl() const; // http://127.0.0.1:PORT
    bool isRunning() const { return m_running; }

    // In-process helpers for the GUI's first run and for tests. The wallet's chain follows the
    // amount's decimals (9: Solana, 18: EVM). Returns the address.
    QString createCustodialWallet(const paydesk::Amount &funding);
    void addApiKey(const ApiKeySpec &spec);
    // The demo seller's wallet (payTo and fee payer of /demo/resource/*).
    QString demoSellerWallet() const;
    // The demo seller (null before start()): its batch-settlement channels and their sweep.
    DemoSeller *demoSeller() const { return m_demo.get(); }
    // The sandbox EVM chain (null before start()).
    EvmChain *evmChain() const { return m_evmChain; }
    // The x402 facilitator of the sandbox EVM chain (null before start()).
    EvmFacilitator *facilitator() const { return m_facilitator.get(); }
    SvmFacilitator *svmFacilitator() const { return m_svmFacilitator.get(); }
    // Funded with 100 ETH and 1,000 test USDC on the first run of a state file: Hardhat / Anvil
    // test account #0.
    static constexpr const char *kEvmDemoAccount = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";

Q_SIGNALS:
    void requestLogged(const QString &line);

private:
    enum class Route
    {
        None,
        Rpc,
        EvmRpc,
        Demo,
        Send,
        Receive,
        Status,
        History,
        LocalSend,
        LocalReceive,
        Wallets,
        Airdrop,
        Balance,
        Slots,
        Faults,
        EventsLoad,
        FacilitatorSupported,
        FacilitatorVerify,
        FacilitatorSettle
    };
    Route route(const QByteArray &method, const QString &path, QString *argument) const;
    void dispatch(const ExchangePtr &exchange);
    void proceed(const ExchangePtr &exchange, Route route, const QString &argument, int action);
    void handle(const ExchangePtr &exchange, Route route, const QString &argument);
    // handle() under an Idempotency-Key: the first answer is kept and replayed.
    void handleOnce(const ExchangePtr &exchange, Route route, const QString &argument,
                    const QByteArray &key);
    void fundFromOptions();
    void fundEvmDemoAccount();

    SandboxOptions m_options;
    bool m_running = false;
    quint16 m_port = 0;
    std::unique_ptr<SandboxStore> m_store;
    std::unique_ptr<ApiKeyRegistry> m_keys;
    std::unique_ptr<FaultInjector> m_faults;
    std::unique_ptr<CustodialVault> m_vault;
    std::unique_ptr<EvmLedger> m_evm;
    std::unique_ptr<ConsumedProofs> m_consumed;
    std::unique_ptr<IdempotencyKeys> m_idempotency;
    std::unique_ptr<HostedPayments> m_hosted;
    std::unique_ptr<LocalTransactions> m_local;
    std::unique_ptr<SandboxAdmin> m_admin;
    std::unique_ptr<DemoSeller> m_demo;
    std::unique_ptr<EvmFacilitator> m_facilitator;
    std::unique_ptr<SvmFacilitator> m_svmFacilitator; // exact SVM on the built-in chain
    std::unique_ptr<FacilitatorApi> m_facilitatorApi; // /facilitator/* over both
    std::unique_ptr<SolanaRpc> m_rpc;
    std::unique_ptr<EvmRpc> m_evmRpc;
    std::unique_ptr<EvmRpcProxy> m_evmProxy; // --evm-rpc: /evm goes to that node
    EvmChain *m_evmChain = nullptr;
    Ledger *m_ledger = nullptr;
    ChainBackend *m_chain = nullptr;
    RemoteCluster *m_remote = nullptr;
    RemoteEvmChain *m_remoteEvm = nullptr;
    PaymentBook *m_payments = nullptr;
    PaymentTracker *m_tracker = nullptr;
    EventLog *m_events = nullptr;       // the live events' log (kept in the state file)
    PaymentEventFeed *m_feed = nullptr; // payment changes -> events
    EventHub *m_hub = nullptr;          // {base}/events
    EventLoad *m_eventLoad = nullptr;   // POST /sandbox/events/load
    HttpFrontend *m_frontend = nullptr;
};

} // namespace paydesk::sandbox
