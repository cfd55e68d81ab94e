#include "PaymentNotifier.h"

#include "HistoryController.h"
#include "LocalWalletModel.h"
#include "NodeSettings.h"
#include "PaymentEvents.h"
#include "WalletListModel.h"
#include "solana/Lamports.h"
#include "store/HistoryCache.h"

namespace paydesk {

namespace {

constexpr int kMaxFollows = 32;
constexpr int kMaxKept = 100;

PaymentNotifier::Kind notificationKind(PaymentOutcome::Kind kind)
{
    switch (kind) {
    case PaymentOutcome::Kind::Confirmed:
        return PaymentNotifier::Kind::Confirmed;
    case PaymentOutcome::Kind::Expired:
        return PaymentNotifier::Kind::Expired;
    case PaymentOutcome::Kind::Received:
        return PaymentNotifier::Kind::Received;
    case PaymentOutcome::Kind::Open:
    case PaymentOutcome::Kind::Failed:
    case PaymentOutcome::Kind::Refused:
        break;
    }
    return PaymentNotifier::Kind::Failed;
}

} // namespace

PaymentNotifier::PaymentNotifier(const Parts &parts, QObject *parent)
    : QObject(parent), m_parts(parts), m_since(QDateTime::currentDateTimeUtc().addSecs(-2))
{
    qRegisterMetaType<Notification>();
    if (PaymentEvents *events = m_parts.events) {
        connect(events, &PaymentEvents::reported, this, &PaymentNotifier::onOutcome);
        connect(events, &PaymentEvents::historyChanged, this, &PaymentNotifier::checkIncoming);
    }
    if (LocalWalletModel *wallets = m_parts.localWallets)
        connect(wallets, &LocalWalletModel::balancesRefreshed, this, &PaymentNotifier::onBalances);
    for (NodeSettings *node : m_parts.nodes)
        connect(node, &NodeSettings::endpointChanged, this, [this]() {
            // Another node: its balances are no news about the old one's.
            m_balances.clear();
            m_explained.clear();
        });
    if (m_parts.history) {
        m_incoming =
            new HistoryController(m_parts.client, m_parts.history, m_parts.historyWriter, this);
        m_incoming->setType(QStringLiteral("received"));
        m_incoming->setPageSize(20);
        m_incoming->setMaxPagesPerRefresh(1);
        m_incoming->setEvents(m_parts.events);
    }
    connect(&m_incomingTimer, &QTimer::timeout, this, &PaymentNotifier::pollIncoming);
}

void PaymentNotifier::follow(const QString &paymentId)
{
    if (paymentId.isEmpty() || m_follows.contains(paymentId) ||
        m_toldKeys.contains(PaymentOutcome::outcomeKey(paymentId)) ||
        m_follows.size() >= kMaxFollows)
        return;
    m_open.insert(paymentId);
    auto *tracker =
        new PaymentStatusTracker(m_parts.client, m_parts.history, m_parts.historyWriter, this);
    tracker->setBackoff(m_backoff);
    m_follows.insert(paymentId, tracker);
    connect(tracker, &PaymentStatusTracker::recordChanged, this, [this, tracker]() {
        if (tracker->hasRecord() && tracker->record().paymentId == tracker->paymentId())
            onOutcome(PaymentOutcome::ofRecord(tracker->record(), true));
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

void PaymentNotifier::onOutcome(const PaymentOutcome &o)
{
    using K = PaymentOutcome::Kind;
    using S = PaymentOutcome::Source;
    const QString &id = o.paymentId;
    if (o.kind == K::Open) {
        if (id.isEmpty())
            return;
        m_open.insert(id); // seen open: its outcome will be news
        if (o.source == S::HostedSend)
            follow(id);
        return;
    }
    const bool record =
        (o.source == S::Status || o.source == S::HostedSend) && o.kind != K::Refused;
    if (record) {
        if (id.isEmpty())
            return;
        // Only a change seen happening is news: looking up an old payment tells nothing.
        const bool news = m_open.remove(id) || o.seenChange;
        if (PaymentStatusTracker *tracker = m_follows.take(id)) {
            tracker->stop();
            tracker->deleteLater();
        }
        if (!news)
            return;
    }
    // A local receipt: the balance refresh that follows is this money, not more.
    if (tell(o) && o.source == S::LocalFlow && o.kind == K::Received && o.value &&
        m_balances.contains(o.wallet))
        m_explained[o.wallet] += quint64(o.value->units());
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
            if (more > 0)
                tell(PaymentOutcome::ofBalanceUp(
                    address, Amount::fromUnits(Amount::Units(more), solana::kSolDecimals)));
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
    filter.direction = Direction::Received;
    const qint64 since = m_since.toMSecsSinceEpoch();
    const QList<HistoryEntry> entries = cache->entries(filter, 0, 20);
    // Oldest first, so that several arrivals are told in the order they came.
    for (auto it = entries.crbegin(); it != entries.crend(); ++it) {
        const HistoryEntry &e = *it;
        if (e.createdAtMs < since ||
            (e.state != PaymentState::Confirmed && e.state != PaymentState::Finalized))
            continue;
        tellIncoming(wallet, e.paymentId, e.counterparty, e.amount);
    }
}

void PaymentNotifier::tellIncoming(const QString &wallet, const QString &paymentId,
                                   const QString &from, const QString &amount)
{
    // Money moved between two of our own wallets is no income (and a payment made here was
    // told as the sender's already).
    if (m_toldKeys.contains(PaymentOutcome::outcomeKey(paymentId)) ||
        (m_parts.wallets && m_parts.wallets->rowOf(from) >= 0))
        return;
    tell(PaymentOutcome::ofIncoming(wallet, paymentId, from, amount));
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

bool PaymentNotifier::tell(const PaymentOutcome &o)
{
    if (!o.key.isEmpty()) {
        if (m_toldKeys.contains(o.key))
            return false;
        m_toldKeys.insert(o.key);
    }
    const PaymentOutcome::Words words =
        o.describe([this](const QString &address) { return walletName(address); });
    Notification n;
    n.kind = notificationKind(o.kind);
    n.title = words.title;
    n.body = words.body;
    n.paymentId = o.paymentId;
    n.wallet = o.wallet;
    m_told.append(n);
    if (m_told.size() > kMaxKept)
        m_told.removeFirst();
    Q_EMIT notify(n);
    return true;
}

} // namespace paydesk
