#include "OverviewModel.h"

#include "AgentApprovals.h"
#include "AgentListModel.h"
#include "BalanceBook.h"
#include "HistoryController.h"
#include "HistoryTableModel.h"
#include "JournalWatch.h"
#include "LocalWalletModel.h"
#include "NodeSettings.h"
#include "PaymentEvents.h"
#include "WalletListModel.h"
#include "api/EventStream.h"
#include "core/Address.h"
#include "store/HistoryCache.h"
#include "store/PaidFetchJournal.h"
#include "store/PaymentJournal.h"

#include <QDateTime>
#include <algorithm>

namespace paydesk {

namespace {
QString keyOf(const Asset &a)
{
    return a.network + u'|' + Asset::keyOf(a.address);
}
} // namespace

OverviewModel::OverviewModel(const Parts &parts, QObject *parent) : QObject(parent), m_parts(parts)
{
    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(0);
    connect(&m_coalesce, &QTimer::timeout, this, &OverviewModel::changed);
    if (m_parts.balances) {
        connect(m_parts.balances, &BalanceBook::changed, this, &OverviewModel::touch);
        connect(m_parts.balances, &BalanceBook::cleared, this, &OverviewModel::touch);
    }
    for (QAbstractItemModel *m : {static_cast<QAbstractItemModel *>(m_parts.wallets),
                                  static_cast<QAbstractItemModel *>(m_parts.localWallets),
                                  static_cast<QAbstractItemModel *>(m_parts.agents)}) {
        if (!m)
            continue;
        connect(m, &QAbstractItemModel::modelReset, this, &OverviewModel::touch);
        connect(m, &QAbstractItemModel::rowsInserted, this, &OverviewModel::touch);
        connect(m, &QAbstractItemModel::rowsRemoved, this, &OverviewModel::touch);
        connect(m, &QAbstractItemModel::dataChanged, this, &OverviewModel::touch);
    }
    if (m_parts.events) {
        connect(m_parts.events, &PaymentEvents::historyChanged, this, &OverviewModel::touch);
        connect(m_parts.events, &PaymentEvents::reported, this, &OverviewModel::touch);
    }
    if (m_parts.stream)
        connect(m_parts.stream, &EventStream::eventArrived, this, &OverviewModel::onLiveEvent);
    if (m_parts.approvals) {
        connect(m_parts.approvals, &AgentApprovals::requested, this, &OverviewModel::touch);
        connect(m_parts.approvals, &AgentApprovals::withdrawn, this, &OverviewModel::touch);
    }
    if (m_parts.journalWatch)
        connect(m_parts.journalWatch, &JournalWatch::attemptsChanged, this, &OverviewModel::touch);
    if (m_parts.client && m_parts.history && m_parts.historyWriter) {
        m_reader = std::make_unique<HistoryController>(m_parts.client, m_parts.history,
                                                       m_parts.historyWriter);
        m_reader->setPageSize(kRecent);
        m_reader->setMaxPagesPerRefresh(1);
        m_reader->setEvents(m_parts.events);
        connect(m_reader.get(), &HistoryController::busyChanged, this, [this](bool busy) {
            if (!busy)
                nextHistory();
        });
        connect(m_reader.get(), &HistoryController::cacheUpdated, this, &OverviewModel::touch);
        if (m_parts.events)
            connect(m_parts.events, &PaymentEvents::moneyMoved, this, &OverviewModel::readHistory);
    }
}

OverviewModel::~OverviewModel() = default;

void OverviewModel::readHistory(const QString &wallet)
{
    if (!m_reader || m_toRead.contains(wallet))
        return;
    const QList<WalletRef> refs = walletRefs();
    if (std::none_of(refs.begin(), refs.end(),
                     [&](const WalletRef &w) { return Address::same(w.address, wallet); }))
        return;
    m_toRead.append(wallet);
    nextHistory();
}

void OverviewModel::nextHistory()
{
    if (!m_reader || m_reader->isBusy() || m_toRead.isEmpty())
        return;
    m_reader->setWallet(m_toRead.takeFirst());
    m_reader->refresh();
}

void OverviewModel::touch()
{
    if (!m_coalesce.isActive())
        m_coalesce.start();
}

QList<OverviewModel::WalletRef> OverviewModel::walletRefs() const
{
    QList<WalletRef> out;
    const auto networkOf = [this](Chain chain) {
        for (const NodeSettings *n : m_parts.nodes)
            if (n && n->family() == chain)
                return n->networkId();
        return QString();
    };
    const auto add = [&](const QString &address, const QString &name, Chain chain, bool local) {
        for (const WalletRef &w : std::as_const(out))
            if (Address::same(w.address, address))
                return; // a wallet both hosted and here counts once
        out.append({address, name, networkOf(chain), local});
    };
    if (WalletListModel *w = m_parts.wallets)
        for (int row = 0; row < w->rowCount(); ++row)
            add(w->addressAt(row), w->labelAt(row), w->chainAt(row), false);
    if (LocalWalletModel *w = m_parts.localWallets)
        for (int row = 0; row < w->rowCount(); ++row)
            add(w->addressAt(row), w->labelAt(row), w->chainAt(row), true);
    return out;
}

QString OverviewModel::walletName(const QString &address) const
{
    for (const WalletRef &w : walletRefs())
        if (Address::same(w.address, address))
            return w.name;
    return {};
}

void OverviewModel::refresh()
{
    for (const WalletRef &w : walletRefs())
        readHistory(w.address);
    if (!m_parts.balances)
        return;
    for (const WalletRef &w : walletRefs()) {
        m_parts.balances->refresh(w.address);
        if (const auto usdc = Asset::knownBySymbol(w.network, QStringLiteral("USDC")))
            m_parts.balances->refreshToken(w.address, *usdc);
    }
}

QList<OverviewModel::Holding> OverviewModel::holdings() const
{
    QList<Holding> out;
    if (!m_parts.balances)
        return out;
    const auto add = [&out](const Asset &asset, const std::optional<Amount> &value) {
        auto it = std::find_if(out.begin(), out.end(),
                               [&](const Holding &h) { return keyOf(h.asset) == keyOf(asset); });
        if (it == out.end()) {
            out.append({asset, Amount::fromUnits(0, asset.decimals), 0, 0});
            it = out.end() - 1;
        }
        if (!value) {
            ++it->unread;
            return;
        }
        const auto same = value->rescaled(asset.decimals);
        if (!same) {
            ++it->unread; // not in the asset's decimals: not added, said as unread
            return;
        }
        it->total = it->total + *same;
        if (!same->isZero())
            ++it->wallets;
    };
    for (const WalletRef &w : walletRefs()) {
        if (w.network.isEmpty())
            continue;
        add(Asset::native(w.network), m_parts.balances->balance(w.address));
        if (const auto usdc = Asset::knownBySymbol(w.network, QStringLiteral("USDC")))
            add(*usdc, m_parts.balances->tokenEntry(w.address, *usdc).balance);
    }
    out.erase(std::remove_if(out.begin(), out.end(),
                             [](const Holding &h) { return h.total.isZero() && h.unread == 0; }),
              out.end());
    std::stable_sort(out.begin(), out.end(), [](const Holding &a, const Holding &b) {
        if (a.asset.isDollar() != b.asset.isDollar())
            return a.asset.isDollar();
        return std::tie(a.asset.network, a.asset.symbol) <
               std::tie(b.asset.network, b.asset.symbol);
    });
    return out;
}

std::optional<Amount> OverviewModel::dollars() const
{
    std::optional<Amount> sum;
    for (const Holding &h : holdings()) {
        if (!h.asset.isDollar())
            continue;
        const int decimals =
            sum ? std::max(sum->decimals(), h.total.decimals()) : h.total.decimals();
        const auto a = sum ? sum->rescaled(decimals) : Amount::fromUnits(0, decimals);
        const auto b = h.total.rescaled(decimals);
        if (a && b)
            sum = *a + *b;
    }
    return sum;
}

OverviewModel::Waiting OverviewModel::waiting() const
{
    Waiting w;
    if (m_parts.approvals)
        w.approvals = int(m_parts.approvals->pending().size());
    if (m_parts.journal)
        w.unknownOutcomes += int(m_parts.journal->unresolved().size());
    if (m_parts.fetches)
        w.unknownOutcomes += int(m_parts.fetches->paidUndelivered().size());
    if (m_parts.history) {
        for (const WalletRef &ref : walletRefs()) {
            if (!ref.local)
                continue;
            HistoryFilter f;
            f.wallet = ref.address;
            f.direction = Direction::Sent;
            for (const HistoryEntry &e : m_parts.history->entries(f, 0, 20))
                if (e.state == PaymentState::Pending && e.signature.isEmpty())
                    ++w.unsignedBuilds;
        }
    }
    return w;
}

QList<OverviewModel::Activity> OverviewModel::recent() const
{
    QList<Activity> out;
    if (m_parts.history) {
        for (const WalletRef &ref : walletRefs()) {
            HistoryFilter f;
            f.wallet = ref.address;
            for (const HistoryEntry &e : m_parts.history->entries(f, 0, kRecent)) {
                Activity a;
                a.paymentId = e.paymentId;
                a.wallet = ref.address;
                a.walletName = ref.name;
                a.direction = e.direction;
                a.counterparty = e.counterparty;
                a.counterpartyName = walletName(e.counterparty);
                a.amount =
                    e.amount.isEmpty()
                        ? QString()
                        : Money::formatText(e.amount, e.symbol.isEmpty() ? Money::unitOf(e.network)
                                                                         : e.symbol);
                a.state = e.state;
                a.status = HistoryTableModel::stateLabel(e.state, e.signature);
                a.timeMs = e.createdAtMs;
                out.append(a);
            }
        }
    }
    // What the live events told and the history does not have yet.
    for (const Activity &live : m_live) {
        const bool known = std::any_of(out.begin(), out.end(), [&](const Activity &a) {
            return a.paymentId == live.paymentId && a.wallet == live.wallet;
        });
        if (!known)
            out.append(live);
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Activity &a, const Activity &b) { return a.timeMs > b.timeMs; });
    if (out.size() > kRecent)
        out.resize(kRecent);
    return out;
}

void OverviewModel::onLiveEvent(const EventFrame &e)
{
    if (!e.isPaymentEvent())
        return;
    const bool received = e.kind == EventFrame::Kind::PaymentReceived;
    const QString wallet = e.wallet;
    const QList<WalletRef> refs = walletRefs();
    const auto mine = std::find_if(refs.begin(), refs.end(), [&](const WalletRef &w) {
        return Address::same(w.address, wallet);
    });
    if (mine == refs.end())
        return; // the key's account has other wallets; the Overview shows the user's
    const QString name = mine->name;
    Activity a;
    a.paymentId = e.paymentId;
    a.wallet = wallet;
    a.walletName = name;
    a.direction = received ? Direction::Received : Direction::Sent;
    a.counterparty = received ? e.from : QString();
    a.counterpartyName = walletName(a.counterparty);
    a.amount = e.amount ? Money::format(*e.amount, e.assetSymbol) : QString();
    a.state = paymentStateFromString(e.status);
    a.status = HistoryTableModel::stateLabel(a.state, e.signature);
    a.timeMs = e.timeMs > 0 ? e.timeMs : QDateTime::currentMSecsSinceEpoch();
    a.live = true;
    // One row per payment and wallet: the newest word on it.
    m_live.erase(std::remove_if(m_live.begin(), m_live.end(),
                                [&](const Activity &x) {
                                    return x.paymentId == a.paymentId && x.wallet == a.wallet;
                                }),
                 m_live.end());
    m_live.prepend(a);
    if (m_live.size() > kRecent)
        m_live.resize(kRecent);
    touch();
}

QList<OverviewModel::AgentDay> OverviewModel::agentsToday() const
{
    QList<AgentDay> out;
    AgentListModel *agents = m_parts.agents;
    if (!agents)
        return out;
    for (int row = 0; row < agents->rowCount(); ++row) {
        const Agent agent = agents->agentAt(row);
        for (const AgentBudget &b : agent.budgets) {
            const Amount spent = agents->spentToday(agent.name, b);
            AgentDay d;
            d.agent = agent.name;
            d.spent = Money::withUnit(spent, b.network, b.asset);
            d.budget = Money::withUnit(b.perDay, b.network, b.asset);
            const auto per = b.perDay.units();
            d.percent = per > 0 ? int(std::min<Amount::Units>(100, spent.units() * 100 / per)) : 0;
            d.paused = agent.paused;
            out.append(d);
        }
    }
    return out;
}

} // namespace paydesk
