#include "SandboxServer.h"

#include "ApiKeyRegistry.h"
#include "ConsumedProofs.h"
#include "CustodialVault.h"
#include "DemoSeller.h"
#include "ErrorReply.h"
#include "EventHub.h"
#include "EventLoad.h"
#include "EventLog.h"
#include "EvmChain.h"
#include "EvmFacilitator.h"
#include "EvmLedger.h"
#include "EvmRpc.h"
#include "EvmRpcProxy.h"
#include "FacilitatorApi.h"
#include "FaultInjector.h"
#include "HostedPayments.h"
#include "HttpFrontend.h"
#include "IdempotencyKeys.h"
#include "Ledger.h"
#include "LocalChain.h"
#include "LocalTransactions.h"
#include "PaymentBook.h"
#include "PaymentEventFeed.h"
#include "PaymentTracker.h"
#include "RemoteCluster.h"
#include "RemoteEvmChain.h"
#include "RequestLog.h"
#include "SandboxAdmin.h"
#include "SandboxListener.h"
#include "SandboxStore.h"
#include "SolanaRpc.h"
#include "SvmFacilitator.h"

#include <QTcpServer>
#include <QTimer>

namespace paydesk::sandbox {

SandboxServer::SandboxServer(SandboxOptions options, QObject *parent)
    : QObject(parent), m_options(std::move(options)), m_keys(std::make_unique<ApiKeyRegistry>()),
      m_faults(std::make_unique<FaultInjector>())
{
    for (const ApiKeySpec &spec : m_options.keys)
        m_keys->add(spec);
}

SandboxServer::~SandboxServer()
{
    stop();
    // Jobs, the chain and the ledger go before the state they point into.
    const QObjectList kids = children();
    qDeleteAll(kids);
}

bool SandboxServer::start(QString *error)
{
    QString dummy;
    if (!error)
        error = &dummy;
    if (m_running)
        return true;
    if (!m_options.host.isLoopback() && !m_options.allowRemote) {
        *error = tr("Refusing to listen on %1: it is not a loopback address. The sandbox "
                    "accepts test API keys and holds custodial test keys, so it listens on "
                    "loopback only. Pass --allow-remote to listen there anyway.")
                     .arg(m_options.host.toString());
        return false;
    }
    if (!m_store) {
        m_store = std::make_unique<SandboxStore>();
        if (!m_store->open(m_options.statePath, error)) {
            *error = tr("Cannot open the state file %1: %2").arg(m_options.statePath, *error);
            m_store.reset();
            return false;
        }
        m_ledger = new Ledger(m_store.get(), m_options.slotMs, this);
        m_ledger->setLeaderQueue(m_options.leaderQueue);
        m_ledger->load();
        m_ledger->createTestUsdc();
        m_evmChain = new EvmChain(m_store.get(), m_ledger, this);
        m_evmChain->load();
        m_evm = std::make_unique<EvmLedger>(m_store.get(), m_ledger, m_evmChain);
        m_evm->load();
        m_vault = std::make_unique<CustodialVault>(m_store.get());
        m_vault->load();
        m_consumed = std::make_unique<ConsumedProofs>(m_store.get());
        m_consumed->load();
        m_idempotency = std::make_unique<IdempotencyKeys>(m_store.get());
        m_payments = new PaymentBook(m_store.get(), this);
        m_payments->load();
        if (m_options.solanaRpc.isValid() && !m_options.solanaRpc.isEmpty()) {
            m_remote = new RemoteCluster(m_options.solanaRpc, this);
            m_chain = m_remote;
        } else {
            m_chain = new LocalChain(m_ledger, this);
        }
        if (m_options.evmRpc.isValid() && !m_options.evmRpc.isEmpty())
            m_remoteEvm = new RemoteEvmChain(m_options.evmRpc, this);
        SandboxContext ctx;
        ctx.store = m_store.get();
        ctx.ledger = m_ledger;
        ctx.chain = m_chain;
        ctx.evm = m_evm.get();
        ctx.evmChain = m_evmChain;
        ctx.remoteEvm = m_remoteEvm;
        ctx.vault = m_vault.get();
        ctx.payments = m_payments;
        ctx.consumed = m_consumed.get();
        ctx.faults = m_faults.get();
        m_facilitator = std::make_unique<EvmFacilitator>(m_evmChain, m_store.get());
        ctx.facilitator = m_facilitator.get();
        ctx.owner = this;
        ctx.baseUrl = [this] {
            return baseUrl();
        };
        m_svmFacilitator = std::make_unique<SvmFacilitator>(ctx);
        m_facilitatorApi =
            std::make_unique<FacilitatorApi>(m_facilitator.get(), m_svmFacilitator.get(), this);
        m_demo = std::make_unique<DemoSeller>(ctx);
        ctx.demo = m_demo.get();
        m_hosted = std::make_unique<HostedPayments>(ctx);
        m_local = std::make_unique<LocalTransactions>(ctx);
        m_admin = std::make_unique<SandboxAdmin>(ctx);
        m_rpc = std::make_unique<SolanaRpc>(ctx, m_remote);
        m_evmRpc = std::make_unique<EvmRpc>(m_evmChain);
        if (m_remoteEvm)
            m_evmProxy = std::make_unique<EvmRpcProxy>(m_remoteEvm);
        m_tracker = new PaymentTracker(m_payments, m_chain, m_evm.get(), this);
        m_tracker->setEvmChain(m_evmChain);
        m_tracker->setRemoteEvm(m_remoteEvm);
        // A local EVM payment moves on as soon as its transaction is seen or lands.
        connect(m_evmChain, &EvmChain::accepted, m_tracker, &PaymentTracker::refresh);
        connect(m_evmChain, &EvmChain::included, m_tracker, &PaymentTracker::refresh);
        m_events = new EventLog(m_store.get(), this);
        m_events->setRetention(m_options.eventsKeepAtLeast, m_options.eventsKeepMs);
        m_events->load();
        m_feed = new PaymentEventFeed(m_payments, m_events, m_chain, this);
        m_feed->start();
        m_hub = new EventHub(m_events, m_keys.get(), this);
        m_eventLoad = new EventLoad(m_events, this);
        m_facilitator->setUp();
        m_demo->setUp();
        m_svmFacilitator->setUp();
        fundEvmDemoAccount();
        fundFromOptions();
    }
    QTcpServer *tcp = SandboxListener::open(m_options, error);
    if (!tcp)
        return false;
    m_port = tcp->serverPort();
    m_frontend = new HttpFrontend([this](const ExchangePtr &e) { dispatch(e); }, this);
    m_frontend->bind(tcp);
    m_hub->attach(m_frontend);
    m_ledger->start();
    m_running = true;
    return true;
}

void SandboxServer::fundEvmDemoAccount()
{
    // First run: the well-known Hardhat / Anvil test account #0 (its key is public, fine for
    // a chain whose coins are worth nothing) holds 100 ETH on the sandbox EVM chain.
    const QString marker = QStringLiteral("funded:evmDemo");
    const auto demo = evm::EvmAddress::parse(QString::fromLatin1(kEvmDemoAccount));
    if (m_store->meta(marker).isEmpty()) {
        m_evmChain->credit(*demo, *evm::U256::fromDecimal(u"100000000000000000000"));
        m_store->setMeta(marker, "1");
    }
    // And 1,000 test USDC (6 decimals), also for states made before the token existed.
    const QString usdcMarker = QStringLiteral("funded:evmDemoUsdc");
    if (m_store->meta(usdcMarker).isEmpty()) {
        m_evmChain->usdc().mint(*demo, evm::U256(1000000000ULL));
        m_store->setMeta(usdcMarker, "1");
    }
}

void SandboxServer::fundFromOptions()
{
    // Each --fund credits once per state file, so a restart with the same --state continues
    // with the same balances instead of paying again.
    for (const auto &[addressText, amountText] : m_options.fund) {
        const QString marker = QStringLiteral("funded:%1=%2").arg(addressText, amountText);
        if (!m_store->meta(marker).isEmpty())
            continue;
        const auto address = Address::parse(addressText);
        const auto amount =
            address ? Amount::parse(amountText, chainDecimals(address->chain())) : std::nullopt;
        if (!amount)
            continue;
        m_admin->fund(*address, *amount, {});
        m_store->setMeta(marker, "1");
    }
}

void SandboxServer::stop()
{
    if (!m_running)
        return;
    m_running = false;
    m_ledger->stop();
    m_hub->closeAll();
    m_events->flush();
    delete m_frontend; // closes the listener and every connection
    m_frontend = nullptr;
}

QUrl SandboxServer::baseUrl() const
{
    QUrl url;
    url.setScheme(SandboxListener::scheme(m_options));
    url.setHost(m_options.host == QHostAddress(QHostAddress::LocalHost)
                    ? QStringLiteral("127.0.0.1")
                    : m_options.host.toString());
    url.setPort(m_port);
    return url;
}

QString SandboxServer::createCustodialWallet(const Amount &funding)
{
    const Chain chain = funding.decimals() == 18 ? Chain::Evm : Chain::Solana;
    return m_admin ? m_admin->createFunded(chain, funding) : QString();
}

void SandboxServer::addApiKey(const ApiKeySpec &spec)
{
    m_keys->add(spec);
}

QString SandboxServer::demoSellerWallet() const
{
    return m_demo ? m_demo->wallet() : QString();
}

SandboxServer::Route SandboxServer::route(const QByteArray &method, const QString &path,
                                          QString *argument) const
{
    const bool get = method == "GET";
    const bool post = method == "POST";
    auto tail = [&](const char *prefix) -> bool {
        const QString p = QString::fromLatin1(prefix);
        if (!path.startsWith(p) || path.size() == p.size())
            return false;
        *argument = path.mid(p.size());
        return !argument->contains(u'/');
    };
    if (path == u"/rpc")
        return post ? Route::Rpc : Route::None;
    if (path == u"/evm")
        return post ? Route::EvmRpc : Route::None;
    if (get && tail("/demo/resource/"))
        return Route::Demo;
    if (post && path == u"/payment/send")
        return Route::Send;
    if (post && path == u"/payment/receive")
        return Route::Receive;
    if (get && tail("/payment/status/"))
        return Route::Status;
    if (get && tail("/payment/history/"))
        return Route::History;
    if (post && path == u"/transaction/send")
        return Route::LocalSend;
    if (post && path == u"/transaction/receive")
        return Route::LocalReceive;
    if (post && path == u"/sandbox/wallets")
        return Route::Wallets;
    if (post && path == u"/sandbox/airdrop")
        return Route::Airdrop;
    if (get && tail("/sandbox/balance/"))
        return Route::Balance;
    if (post && path == u"/sandbox/events/load")
        return Route::EventsLoad;
    if (post && path == u"/sandbox/slots")
        return Route::Slots;
    if ((get || post) && path == u"/sandbox/faults")
        return Route::Faults;
    if (get && path == u"/facilitator/supported")
        return Route::FacilitatorSupported;
    if (post && path == u"/facilitator/verify")
        return Route::FacilitatorVerify;
    if (post && path == u"/facilitator/settle")
        return Route::FacilitatorSettle;
    return Route::None;
}

void SandboxServer::dispatch(const ExchangePtr &exchange)
{
    if (m_options.logRequests) {
        QPointer<SandboxServer> self(this);
        exchange->setFinishedHandler([self](const HttpExchange &e) {
            if (self)
                Q_EMIT self->requestLogged(RequestLog::line(e));
        });
    }
    QString argument;
    const Route r = route(exchange->method(), exchange->path(), &argument);
    if (r == Route::None)
        return reply::error(exchange,
                            ServiceError::notFound(tr("No such endpoint: %1 %2")
                                                       .arg(QString::fromLatin1(exchange->method()),
                                                            exchange->path())));
    const FaultInjector::Plan plan = m_faults->next(exchange->path());
    if (plan.latencyMs <= 0)
        return proceed(exchange, r, argument, int(plan.action));
    QTimer::singleShot(plan.latencyMs, this, [this, exchange, r, argument, plan] {
        proceed(exchange, r, argument, int(plan.action));
    });
}

void SandboxServer::proceed(const ExchangePtr &exchange, Route route, const QString &argument,
                            int actionValue)
{
    using Action = FaultInjector::Action;
    const auto action = Action(actionValue);
    if (action == Action::Drop) {
        exchange->setNote(QStringLiteral("fault-drop"));
        return exchange->abort();
    }
    if (action == Action::RateLimited) {
        ServiceError e = ServiceError::rateLimit(1);
        return reply::error(exchange, e, {{"Retry-After", "1"}});
    }
    if (action == Action::Error500)
        return reply::error(exchange, ServiceError::internal());
    if (action == Action::Truncate)
        exchange->setTruncate(true);

    // Chains, the demo seller and the facilitator are public, as on a real network.
    if (route == Route::Rpc || route == Route::EvmRpc || route == Route::Demo ||
        route >= Route::FacilitatorSupported)
        return handle(exchange, route, argument);
    const ApiKeyRegistry::Group group =
        (route == Route::LocalSend || route == Route::LocalReceive) ? ApiKeyRegistry::Group::Local
        : (route >= Route::Send && route <= Route::History)         ? ApiKeyRegistry::Group::Hosted
                                                                    : ApiKeyRegistry::Group::Admin;
    const auto check = m_keys->check(exchange->header("authorization"), group, nowMs());
    using Outcome = ApiKeyRegistry::Outcome;
    if (check.outcome == Outcome::Missing || check.outcome == Outcome::Malformed ||
        check.outcome == Outcome::Unknown) {
        const QString why =
            check.outcome == Outcome::Missing
                ? tr("Send your API key in the Authorization header: Bearer <API key>.")
            : check.outcome == Outcome::Malformed
                ? tr("The Authorization header must be \"Bearer <API key>\".")
                : tr("The API key is not valid.");
        return reply::error(exchange, ServiceError::unauthorized(why),
                            {{"WWW-Authenticate", "Bearer"}});
    }
    exchange->addHeader("X-RateLimit-Limit", QByteArray::number(check.rate.limit));
    exchange->addHeader("X-RateLimit-Remaining", QByteArray::number(check.rate.remaining));
    exchange->addHeader("X-RateLimit-Reset",
                        QByteArray::number((check.rate.resetAtMs + 999) / 1000));
    if (check.outcome == Outcome::Limited)
        return reply::error(exchange, ServiceError::rateLimit(check.rate.retryAfterSeconds),
                            {{"Retry-After", QByteArray::number(check.rate.retryAfterSeconds)}});
    if (check.outcome == Outcome::Forbidden)
        return reply::error(
            exchange, ServiceError::forbidden(tr("This API key's plan does not include the %1 "
                                                 "endpoints.")
                                                  .arg(group == ApiKeyRegistry::Group::Local
                                                           ? QStringLiteral("local-mode")
                                                           : QStringLiteral("hosted-mode"))));
    const QByteArray idempotencyKey = exchange->header("idempotency-key");
    const bool movesMoney = route == Route::Send || route == Route::Receive ||
                            route == Route::LocalSend || route == Route::LocalReceive;
    if (movesMoney && !idempotencyKey.isEmpty())
        return handleOnce(exchange, route, argument, idempotencyKey);
    handle(exchange, route, argument);
}

void SandboxServer::handleOnce(const ExchangePtr &exchange, Route route, const QString &argument,
                               const QByteArray &key)
{
    if (!IdempotencyKeys::isValidKey(key))
        return reply::error(exchange,
                            ServiceError::invalidParameters(
                                QStringLiteral("Idempotency-Key"),
                                tr("The Idempotency-Key header must be 1 to 255 printable ASCII "
                                   "characters without spaces.")));
    // Per API key (only its digest is ever stored) and per endpoint.
    const QString scope =
        QString::fromLatin1(exchange->header("authorization")) + u' ' + exchange->path();
    const auto d = m_idempotency->begin(scope, key, exchange->body());
    using Verdict = IdempotencyKeys::Verdict;
    switch (d.verdict) {
    case Verdict::Replay:
        exchange->setNote(QStringLiteral("idempotent-replay"));
        return exchange->reply(d.answer.status, d.answer.body, {{"Idempotent-Replayed", "true"}});
    case Verdict::Conflict:
        return reply::error(
            exchange,
            ServiceError::conflict("IDEMPOTENCY_KEY_REUSED",
                                   tr("This Idempotency-Key was already used for a different "
                                      "request. Use a new key for a new payment.")));
    case Verdict::InProgress:
        return reply::error(exchange,
                            ServiceError::conflict(
                                "IDEMPOTENCY_IN_PROGRESS",
                                tr("A request with this Idempotency-Key is still being "
                                   "processed. Check the payment's status before trying again.")),
                            {{"Retry-After", "1"}});
    case Verdict::New:
        break;
    }
    IdempotencyKeys *keys = m_idempotency.get();
    exchange->setAnswerObserver([keys, slot = d.slot](int status, const QByteArray &body) {
        if (status > 0)
            keys->complete(slot, {status, body});
        else
            keys->release(slot);
    });
    handle(exchange, route, argument);
}

void SandboxServer::handle(const ExchangePtr &exchange, Route route, const QString &argument)
{
    switch (route) {
    case Route::Rpc:
        return m_rpc->handle(exchange);
    case Route::EvmRpc:
        return m_evmProxy ? m_evmProxy->handle(exchange) : m_evmRpc->handle(exchange);
    case Route::Demo:
        return m_demo->serve(exchange, argument);
    case Route::Send:
        return m_hosted->send(exchange);
    case Route::Receive:
        return m_hosted->receive(exchange);
    case Route::Status:
        return m_hosted->status(exchange, argument);
    case Route::History:
        return m_hosted->history(exchange, argument);
    case Route::LocalSend:
        return m_local->send(exchange);
    case Route::LocalReceive:
        return m_local->receive(exchange);
    case Route::Wallets:
        return m_admin->createWallet(exchange);
    case Route::Airdrop:
        return m_admin->airdrop(exchange);
    case Route::Balance:
        return m_admin->balance(exchange, argument);
    case Route::Slots:
        return m_admin->slots(exchange);
    case Route::Faults:
        return m_admin->faults(exchange);
    case Route::EventsLoad:
        return m_eventLoad->start(exchange);
    case Route::FacilitatorSupported:
    case Route::FacilitatorVerify:
    case Route::FacilitatorSettle:
        if (!m_facilitatorApi)
            return reply::error(exchange, ServiceError::notFound(tr("This sandbox settles no "
                                                                    "payments itself.")));
        if (route == Route::FacilitatorSupported)
            return m_facilitatorApi->supported(exchange);
        return route == Route::FacilitatorVerify ? m_facilitatorApi->verify(exchange)
                                                 : m_facilitatorApi->settle(exchange);
    case Route::None:
        break;
    }
    reply::error(exchange, ServiceError::internal());
}

} // namespace paydesk::sandbox
