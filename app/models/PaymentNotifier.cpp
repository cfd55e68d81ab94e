#include "PaymentNotifier.h"

#include "BudgetListModel.h"
#include "HistoryController.h"
#include "LocalPaymentController.h"
#include "LocalPaymentRecovery.h"
#include "LocalWalletModel.h"
#include "PayController.h"
#include "RpcSettingsModel.h"
#include "SendController.h"
#include "VerifyController.h"
#include "WalletListModel.h"
#include "core/Address.h"
#include "core/Asset.h"
#include "solana/Lamports.h"
#include "solana/TransactionPolicy.h"
#include "store/HistoryCache.h"

namespace paydesk {

namespace {

constexpr int kMaxFollows = 32;
constexpr int kMaxKept = 100;

QString outcomeKey(const QString &id)
{
    return id.isEmpty() ? QString() : QStringLiteral("outcome:") + id;
}

QString receivedKey(const QString &id)
{
    return id.isEmpty() ? QString() : QStringLiteral("received:") + id;
}

QString symbolOf(const QString &address)
{
    const auto a = Address::parse(address);
    return chainSymbol(a ? a->chain() : Chain::Unknown);
}

} // namespace

// "0.25 SOL", exactly as the history and the status page show amounts.
QString PaymentNotifier::money(const QString &amount, const QString &symbol)
{
    if (amount.isEmpty())
        return tr("an unknown amount");
    return Money::formatText(amount, symbol);
}

QString PaymentNotifier::sol(quint64 lamports)
{
    return Money::format(Amount::fromUnits(Amount::Units(lamports), solana::kSolDecimals),
                         Asset::native(Chain::Solana));
}

PaymentNotifier::PaymentNotifier(const Parts &parts, QObject *parent)
    : QObject(parent), m_parts(parts), m_since(QDateTime::currentDateTimeUtc().addSecs(-2))
{
    qRegisterMetaType<Notification>();
    if (LocalPaymentController *local = m_parts.localPayments)
        connect(local, &LocalPaymentController::flowFinished, this, &PaymentNotifier::onLocalFlow);
    if (LocalPaymentRecovery *recovery = m_parts.localRecovery)
        connect(recovery, &LocalPaymentRecovery::entryFinished, this,
                &PaymentNotifier::onRecovered);
    if (LocalWalletModel *wallets = m_parts.localWallets)
        connect(wallets, &LocalWalletModel::balancesRefreshed, this, &PaymentNotifier::onBalances);
    if (RpcSettingsModel *rpc = m_parts.rpcSettings)
        connect(rpc, &RpcSettingsModel::endpointChanged, this, [this]() {
            // Another cluster: its balances are no news about the old one.
            m_balances.clear();
            m_explained.clear();
        });
    if (m_parts.history) {
        m_incoming =
            new HistoryController(m_parts.client, m_parts.history, m_parts.historyWriter, this);
        m_incoming->setType(QStringLiteral("received"));
        m_incoming->setPageSize(20);
        m_incoming->setMaxPagesPerRefresh(1);
        watch(m_incoming);
    }
    connect(&m_incomingTimer, &QTimer::timeout, this, &PaymentNotifier::pollIncoming);
}

bool PaymentNotifier::markWatched(QObject *object)
{
    if (!object || m_watched.contains(object))
        return false;
    m_watched.insert(object);
    connect(object, &QObject::destroyed, this, [this, object]() { m_watched.remove(object); });
    return true;
}

void PaymentNotifier::watch(SendController *controller)
{
    if (!markWatched(controller))
        return;
    connect(controller, &SendController::paid, this,
            [this, controller]() { onSendPaid(controller); });
    connect(controller, &SendController::failed, this,
            [this, controller]() { onSendFailed(controller); });
}

void PaymentNotifier::watch(PaymentStatusTracker *tracker)
{
    if (!markWatched(tracker))
        return;
    connect(tracker, &PaymentStatusTracker::recordChanged, this, [this, tracker]() {
        if (tracker->hasRecord())
            onRecord(tracker->record(), false);
    });
}

void PaymentNotifier::watch(PayController *controller)
{
    if (!markWatched(controller))
        return;
    connect(controller, &PayController::finished, this,
            [this, controller]() { onPayFinished(controller); });
}

void PaymentNotifier::watch(VerifyController *controller)
{
    if (!markWatched(controller))
        return;
    connect(controller, &VerifyController::finished, this,
            [this, controller](VerifyController::Verdict verdict) {
                if (verdict == VerifyController::Verdict::Verified)
                    onVerified(controller);
            });
}

void PaymentNotifier::watch(HistoryController *controller)
{
    if (!markWatched(controller))
        return;
    connect(controller, &HistoryController::cacheUpdated, this,
            [this, controller]() { checkIncoming(controller->wallet()); });
}

void PaymentNotifier::follow(const QString &paymentId)
{
    if (paymentId.isEmpty() || m_follows.contains(paymentId) ||
        m_toldKeys.contains(outcomeKey(paymentId)) || m_follows.size() >= kMaxFollows)
        return;
    m_open.insert(paymentId);
    auto *tracker =
        new PaymentStatusTracker(m_parts.client, m_parts.history, m_parts.historyWriter, this);
    tracker->setBackoff(m_backoff);
    m_follows.insert(paymentId, tracker);
    connect(tracker, &PaymentStatusTracker::recordChanged, this, [this, tracker]() {
        if (tracker->hasRecord() && tracker->record().paymentId == tracker->paymentId())
            onRecord(tracker->record(), true);
    });
    // A wrong id or key does not heal: the tracker gave up, and so does the follow.
    connect(tracker, &PaymentStatusTracker::pollingChanged, this, [this, tracker](bool polling) {
        if (!polling && m_follows.value(tracker->paymentId()) == tracker) {
            m_follows.remove(tracker->paymentId());
            tracker->deleteLater();
        }
    });
    tracker->track(paymentId);
}

void PaymentNotifier::onSendPaid(SendController *controller)
{
    const SendPaymentResult &r = controller->result();
    const SendPaymentRequest &q = controller->request();
    PaymentRecord record;
    record.paymentId = r.paymentId;
    record.statusText = r.status;
    record.state = paymentStateFromString(r.status);
    record.direction = QStringLiteral("sent");
    record.from = q.walletAddress;
    record.to = r.recipient.isEmpty() ? q.recipientAddress : r.recipient;
    record.amount = r.amount;
    if (!record.amount)
        record.amount = Amount::parse(q.amount, chainDecimals(q.chain()));
    m_open.insert(r.paymentId);
    onRecord(record, false);
    if (m_open.contains(r.paymentId))
        follow(r.paymentId);
}

void PaymentNotifier::onSendFailed(SendController *controller)
{
    const ApiError &e = controller->error();
    // A field the form already marks, a cancel, or an outcome nobody knows yet is no failure.
    if (e.kind() == ApiError::Kind::Validation || e.kind() == ApiError::Kind::Cancelled ||
        e.outcomeUnknown())
        return;
    const SendPaymentRequest &q = controller->request();
    Notification n;
    n.kind = Kind::Failed;
    n.title = tr("Payment not sent");
    n.body = tr("%1 to %2: %3")
                 .arg(money(q.amount, symbolOf(q.walletAddress)),
                      Address::brief(q.recipientAddress), e.userText());
    n.wallet = q.walletAddress;
    tell(Kind::Failed, QString(), n);
}

void PaymentNotifier::onRecord(const PaymentRecord &record, bool followed)
{
    const QString id = record.paymentId;
    if (id.isEmpty())
        return;
    Kind kind;
    switch (record.state) {
    case PaymentState::Confirmed:
    case PaymentState::Finalized:
        kind = Kind::Confirmed;
        break;
    case PaymentState::Failed:
        kind = Kind::Failed;
        break;
    case PaymentState::Expired:
        kind = Kind::Expired;
        break;
    default:
        m_open.insert(id); // seen open: its outcome will be news
        return;
    }
    // Only a change seen happening is news: looking up an old payment tells nothing.
    if (m_open.remove(id) || followed) {
        const QString amount = money(record.amount ? record.amount->toString() : QString(),
                                     chainSymbol(record.chain()));
        Notification n;
        n.kind = kind;
        n.paymentId = id;
        n.wallet = record.from;
        const QString to = walletName(record.to);
        if (kind == Kind::Confirmed) {
            n.title = tr("Payment confirmed");
            n.body = tr("%1 to %2, confirmed on chain.").arg(amount, to);
        } else if (kind == Kind::Failed) {
            n.title = tr("Payment failed");
            n.body = record.error.isEmpty()
                         ? tr("%1 to %2 failed.").arg(amount, to)
                         : tr("%1 to %2 failed: %3").arg(amount, to, record.error);
        } else {
            n.title = tr("Payment expired");
            n.body = tr("%1 to %2 expired before it landed; nothing was charged.").arg(amount, to);
        }
        tell(kind, outcomeKey(id), n);
    }
    if (PaymentStatusTracker *tracker = m_follows.take(id)) {
        tracker->stop();
        tracker->deleteLater();
    }
}

void PaymentNotifier::onPayFinished(PayController *controller)
{
    const x402::PaidFetch *fetch = controller->fetch();
    if (!fetch)
        return;
    const x402::FetchedContent &c = fetch->content();
    const x402::PaymentQuote &q = fetch->quote();
    const QString amount =
        money(q.option.amount ? q.option.amount->toString() : QString(),
              q.option.amount ? BudgetListModel::symbolFor(q.option.networkId) : QString());
    // The address without query, fragment or user info: those may carry a token.
    const QString where =
        fetch->url()
            .adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::RemoveUserInfo)
            .toDisplayString();
    QString id = c.paymentId.isEmpty() ? c.signature : c.paymentId;
    if (id.isEmpty() && c.attemptId > 0)
        id = QStringLiteral("fetch:%1").arg(c.attemptId);
    Notification n;
    n.paymentId = c.paymentId;
    n.wallet = q.wallet.address;
    if (fetch->state() == x402::PaidFetch::State::Done && c.paid && !c.resumed &&
        fetch->moneyMoved()) {
        n.kind = Kind::Confirmed;
        n.title = tr("Paid for a resource");
        n.body = tr("%1 for %2.").arg(amount, where);
        tell(n.kind, outcomeKey(id), n);
    } else if (fetch->state() == x402::PaidFetch::State::Failed && fetch->moneyMoved()) {
        n.kind = Kind::Failed;
        n.title = tr("Paid, but the resource did not arrive");
        n.body = tr("%1 for %2: %3").arg(amount, where, fetch->message());
        tell(n.kind, outcomeKey(id), n);
    }
}

void PaymentNotifier::onVerified(VerifyController *controller)
{
    const ReceivePaymentResult &r = controller->result();
    Notification n;
    n.kind = Kind::Received;
    n.paymentId = r.paymentId;
    n.title = tr("Payment received");
    const Chain chain =
        r.amount && r.amount->decimals() == chainDecimals(Chain::Evm) ? Chain::Evm : Chain::Solana;
    const QString amount = money(r.amount ? r.amount->toString() : QString(),
                                 r.amount ? chainSymbol(chain) : QString());
    n.body =
        r.payer.isEmpty()
            ? tr("%1, verified at the seller desk.").arg(amount)
            : tr("%1 from %2, verified at the seller desk.").arg(amount, Address::brief(r.payer));
    tell(n.kind, receivedKey(r.paymentId.isEmpty() ? r.signature : r.paymentId), n);
}

void PaymentNotifier::onLocalFlow(solana::LocalPaymentFlow *flow, const QString &wallet)
{
    using O = solana::LocalPaymentFlow::Outcome;
    if (!flow)
        return;
    const QString id = flow->paymentId().isEmpty() ? flow->signature() : flow->paymentId();
    const QString amount = sol(flow->review().lamports);
    Notification n;
    n.paymentId = flow->paymentId();
    n.wallet = wallet;
    switch (flow->outcome()) {
    case O::Confirmed:
        if (flow->isSend()) {
            n.kind = Kind::Confirmed;
            n.title = tr("Payment confirmed");
            n.body = tr("%1 to %2, confirmed on chain.").arg(amount, walletName(flow->review().to));
            tell(n.kind, outcomeKey(id), n);
        } else {
            n.kind = Kind::Received;
            n.title = tr("Payment received");
            n.body = tr("%1 into %2, confirmed on chain.").arg(amount, walletName(wallet));
            // The balance refresh that follows is this receipt, not more money.
            if (tell(n.kind, receivedKey(id), n) && m_balances.contains(wallet))
                m_explained[wallet] += flow->review().lamports;
        }
        return;
    case O::Failed:
    case O::Rejected:
        n.kind = Kind::Failed;
        n.title = tr("Payment failed");
        n.body = flow->message().isEmpty() ? amount : tr("%1: %2").arg(amount, flow->message());
        tell(n.kind, outcomeKey(id), n);
        return;
    case O::Expired:
        n.kind = Kind::Expired;
        n.title = tr("Payment expired");
        n.body = flow->message().isEmpty() ? amount : tr("%1: %2").arg(amount, flow->message());
        tell(n.kind, outcomeKey(id), n);
        return;
    default:
        return; // refused, declined, not sent, or still open: nothing happened on chain
    }
}

void PaymentNotifier::onRecovered(const JournalEntry &entry)
{
    Notification n;
    n.paymentId = entry.paymentId;
    n.wallet = entry.wallet;
    n.body = LocalPaymentRecovery::describe(entry);
    const QString id = entry.paymentId.isEmpty() ? entry.signature : entry.paymentId;
    const bool receipt = entry.direction == u"receive";
    switch (entry.state) {
    case JournalState::Confirmed:
        n.kind = receipt ? Kind::Received : Kind::Confirmed;
        n.title = receipt ? tr("Payment received") : tr("Payment confirmed");
        break;
    case JournalState::Failed:
    case JournalState::Rejected:
        n.kind = Kind::Failed;
        n.title = tr("Payment failed");
        break;
    case JournalState::Expired:
        n.kind = Kind::Expired;
        n.title = tr("Payment expired");
        break;
    case JournalState::Signed:
    case JournalState::Submitted:
        return;
    }
    tell(n.kind, n.kind == Kind::Received ? receivedKey(id) : outcomeKey(id), n);
}

void PaymentNotifier::onBalances()
{
    LocalWalletModel *wallets = m_parts.localWallets;
    for (int row = 0; row < wallets->rowCount(); ++row) {
        const QString address = wallets->addressAt(row);
        const std::optional<quint64> balance = wallets->balanceOf(address);
        if (!balance)
            continue;
        const auto known = m_balances.constFind(address);
        if (known != m_balances.constEnd() && *balance > *known) {
            quint64 more = *balance - *known;
            const quint64 explained = std::min(more, m_explained.value(address));
            m_explained[address] -= explained;
            more -= explained;
            if (more > 0) {
                Notification n;
                n.kind = Kind::Received;
                n.wallet = address;
                n.title = tr("Money received");
                n.body = tr("%1 arrived in %2.").arg(sol(more), wallets->labelAt(row));
                tell(n.kind, QString(), n);
            }
        } else if (known == m_balances.constEnd()) {
            m_explained.remove(address); // a first look is the baseline
        }
        m_balances.insert(address, *balance);
    }
}

void PaymentNotifier::setIncomingPollInterval(int ms)
{
    if (ms <= 0) {
        m_incomingTimer.stop();
        return;
    }
    m_incomingTimer.start(ms);
}

void PaymentNotifier::pollIncoming()
{
    WalletListModel *wallets = m_parts.wallets;
    const int count = wallets->rowCount();
    if (!m_incoming || count == 0 || m_incoming->isBusy())
        return;
    m_incoming->setWallet(wallets->addressAt(m_incomingRow++ % count));
    m_incoming->refresh();
}

void PaymentNotifier::checkIncoming(const QString &wallet)
{
    HistoryCache *cache = m_parts.history;
    if (!cache || wallet.isEmpty())
        return;
    HistoryFilter filter;
    filter.wallet = wallet;
    filter.direction = HistoryFilter::Direction::Received;
    const qint64 since = m_since.toMSecsSinceEpoch();
    const QList<HistoryEntry> entries = cache->entries(filter, 0, 20);
    // Oldest first, so that several arrivals are told in the order they came.
    for (auto it = entries.crbegin(); it != entries.crend(); ++it) {
        const HistoryEntry &e = *it;
        if (e.createdAtMs < since ||
            (e.state != PaymentState::Confirmed && e.state != PaymentState::Finalized))
            continue;
        // Money moved between two of our own wallets is no income (and a payment made here was
        // told as the sender's already).
        if (m_toldKeys.contains(outcomeKey(e.paymentId)) ||
            m_parts.wallets->rowOf(e.counterparty) >= 0)
            continue;
        Notification n;
        n.kind = Kind::Received;
        n.paymentId = e.paymentId;
        n.wallet = wallet;
        n.title = tr("Payment received");
        n.body = tr("%1 from %2 into %3.")
                     .arg(money(e.amount, symbolOf(wallet)), Address::brief(e.counterparty),
                          walletName(wallet));
        tell(n.kind, receivedKey(e.paymentId), n);
    }
}

QString PaymentNotifier::walletName(const QString &address) const
{
    if (WalletListModel *hosted = m_parts.wallets) {
        const int row = hosted->rowOf(address);
        if (row >= 0 && !hosted->labelAt(row).isEmpty())
            return hosted->labelAt(row);
    }
    if (LocalWalletModel *local = m_parts.localWallets) {
        const int row = local->rowOf(address);
        if (row >= 0 && !local->labelAt(row).isEmpty())
            return local->labelAt(row);
    }
    return Address::brief(address);
}

bool PaymentNotifier::tell(Kind kind, const QString &key, Notification n)
{
    if (!key.isEmpty()) {
        if (m_toldKeys.contains(key))
            return false;
        m_toldKeys.insert(key);
    }
    n.kind = kind;
    m_told.append(n);
    if (m_told.size() > kMaxKept)
        m_told.removeFirst();
    Q_EMIT notify(n);
    return true;
}

} // namespace paydesk
