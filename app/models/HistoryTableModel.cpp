#include "HistoryTableModel.h"

#include "ColumnTitles.h"
#include "HistoryPageMerge.h"
#include "ReceiptBook.h"
#include "core/Asset.h"
#include "core/Network.h"
#include "store/HistoryOrder.h"

#include <QDateTime>
#include <QLocale>
#include <QScopedValueRollback>
#include <QSet>

namespace paydesk {

HistoryTableModel::HistoryTableModel(HistoryCache *cache, QObject *parent)
    : QAbstractTableModel(parent), m_cache(cache), m_totals(cache), m_balances(cache)
{
    connect(&m_totals, &HistoryTotal::ready, this, [this](qint64 total) {
        m_total = total;
        Q_EMIT totalCountChanged(m_total);
    });
    // Balances after each row follow the rows: any change but rows read further starts over.
    connect(this, &QAbstractItemModel::modelReset, this, [this]() { m_balances.forget(false); });
    connect(this, &QAbstractItemModel::layoutChanged, this, [this]() { m_balances.forget(false); });
    connect(this, &QAbstractItemModel::rowsRemoved, this, [this]() { m_balances.forget(false); });
    connect(this, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first, int) {
                if (first < m_balances.computed())
                    m_balances.forget(false);
            });
    connect(this, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                if (topLeft.column() != BalanceColumn || bottomRight.column() != BalanceColumn)
                    m_balances.forget(false);
            });
}

void HistoryTableModel::setWallet(const QString &address)
{
    if (address == m_filter.wallet)
        return;
    m_filter.wallet = address;
    const auto a = Address::parse(address);
    m_chain = a ? a->chain() : Chain::Unknown;
    resetFromCache();
}

void HistoryTableModel::setDirection(std::optional<Direction> direction)
{
    if (direction == m_filter.direction)
        return;
    m_filter.direction = direction;
    resetFromCache();
}

void HistoryTableModel::setSearchText(const QString &text)
{
    if (text.trimmed() == m_filter.text)
        return;
    m_filter.text = text.trimmed();
    resetFromCache();
}

void HistoryTableModel::sort(int column, Qt::SortOrder order)
{
    using K = HistoryFilter::SortKey;
    // Fee and resource order by date: the cache has no index on them.
    static const K keys[ColumnCount] = {K::Created, K::Direction, K::Counterparty,
                                        K::Amount,  K::Status,    K::PaymentId,
                                        K::Created, K::Created,   K::Created};
    const K key = column >= 0 && column < ColumnCount ? keys[column] : K::Created;
    const bool desc = order == Qt::DescendingOrder;
    if (key == m_filter.sortKey && desc == m_filter.descending)
        return;
    const QScopedValueRollback guard(m_notifying, true);
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    m_filter.sortKey = key;
    m_filter.descending = desc;
    const int keep = std::max(int(m_rows.size()), kChunk);
    m_merging.fill({});
    const QModelIndexList before = persistentIndexList();
    QList<QString> ids;
    for (const QModelIndex &i : before)
        ids.append(m_rows.at(i.row()).paymentId);
    m_rows =
        m_filter.wallet.isEmpty() ? QList<HistoryEntry>() : m_cache->entries(m_filter, 0, keep);
    QHash<QString, int> where;
    for (int r = 0; r < m_rows.size(); ++r)
        where.insert(m_rows[r].paymentId, r);
    QModelIndexList after;
    for (int i = 0; i < before.size(); ++i) {
        const int r = where.value(ids[i], -1);
        after.append(r < 0 ? QModelIndex() : index(r, before[i].column()));
    }
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void HistoryTableModel::resetFromCache()
{
    m_balances.forget(true);
    m_merging.fill({}); // rows read from the cache before those pages are in it
    const QScopedValueRollback guard(m_notifying, true);
    beginResetModel();
    m_rows.clear();
    if (!m_filter.wallet.isEmpty()) {
        m_total = m_totals.count(m_filter);
        m_rows = m_cache->entries(m_filter, 0, kChunk);
    } else {
        m_totals.cancel();
        m_total = 0;
    }
    endResetModel();
    Q_EMIT totalCountChanged(m_total);
}

void HistoryTableModel::reload()
{
    if (m_filter.wallet.isEmpty())
        return;
    const qint64 total = m_totals.count(m_filter);
    const int want = std::max(int(m_rows.size()), kChunk);
    const QList<HistoryEntry> fresh = m_cache->entries(m_filter, 0, want);
    m_merging.fill({});
    m_balances.forget(true);
    // Common cases: the rows as loaded, new payments on top (the rest shifts down unchanged), or
    // more rows after them (a page merged in memory left fewer than a chunk).
    const auto startsWith = [&fresh, this](qsizetype at) {
        for (qsizetype i = 0; i < m_rows.size(); ++i)
            if (fresh[at + i].paymentId != m_rows[i].paymentId)
                return false;
        return true;
    };
    const qsizetype extra = fresh.size() - m_rows.size();
    const QScopedValueRollback guard(m_notifying, true);
    if (extra >= 0 && (startsWith(extra) || startsWith(0))) {
        const bool onTop = startsWith(extra);
        const int first = onTop ? 0 : int(m_rows.size());
        if (extra > 0) {
            beginInsertRows({}, first, first + int(extra) - 1);
            m_rows = fresh;
            endInsertRows();
        } else {
            m_rows = fresh;
        }
        const int keptFrom = onTop ? int(extra) : 0;
        const int kept = int(fresh.size() - extra);
        if (kept > 0)
            Q_EMIT dataChanged(index(keptFrom, 0), index(keptFrom + kept - 1, ColumnCount - 1));
    } else {
        beginResetModel();
        m_rows = fresh;
        endResetModel();
    }
    if (total != m_total) {
        m_total = total;
        Q_EMIT totalCountChanged(m_total);
    }
}

bool HistoryTableModel::mergePage(const QString &wallet, const QList<HistoryEntry> &page)
{
    const qint64 before = m_total;
    Merging m;
    m.merged = merge(wallet, page);
    if (m.merged) {
        m.guessed = m_total - before;
        m.page = page;
    }
    m_merging.append(m);
    return m.merged;
}

void HistoryTableModel::pageStored(int insertedCount, int changed, const QStringList &insertedIds,
                                   bool complete)
{
    const Merging m = m_merging.isEmpty() ? Merging() : m_merging.takeFirst();
    if (insertedCount > 0 || changed > 0)
        m_balances.forget(true);
    if (m.merged && !complete) { // rows shown that the cache may not have
        reload();
        return;
    }
    if (insertedCount == 0 && changed == 0)
        return;
    if (!m.merged) {
        reload();
        return;
    }
    const bool everyRow = !m_filter.direction && m_filter.text.isEmpty();
    if ((changed > 0 && !everyRow) || !m_totals.isExact()) { // counted again, not adjusted
        recount();
        return;
    }
    const QSet<QString> inserted(insertedIds.cbegin(), insertedIds.cend());
    qint64 added = 0;
    for (const HistoryEntry &e : std::as_const(m.page))
        added += inserted.contains(e.paymentId) && HistoryOrder::matches(m_filter, e);
    if (added != m.guessed) {
        m_total += added - m.guessed;
        Q_EMIT totalCountChanged(m_total);
    }
}

void HistoryTableModel::recount()
{
    if (m_filter.wallet.isEmpty())
        return;
    if (const qint64 total = m_totals.count(m_filter); total != m_total) {
        m_total = total;
        Q_EMIT totalCountChanged(m_total);
    }
}

bool HistoryTableModel::merge(const QString &wallet, const QList<HistoryEntry> &page)
{
    constexpr qsizetype kMaxRuns = 32; // each run of rows moves the rows after it
    if (wallet.isEmpty() || wallet != m_filter.wallet || page.isEmpty())
        return false;
    const HistoryPageMerge merge(m_filter, m_rows, m_total, page);
    if (merge.removed().size() + merge.inserted().size() > kMaxRuns)
        return false;
    m_balances.forget(true);
    const QScopedValueRollback guard(m_notifying, true);
    if (const auto &replaced = merge.replaced(); !replaced.isEmpty()) {
        for (const auto &[row, at] : replaced)
            m_rows[row] = page[at];
        Q_EMIT dataChanged(index(replaced.constFirst().first, 0),
                           index(replaced.constLast().first, ColumnCount - 1));
    }
    for (const auto &[first, count] : merge.removed()) {
        beginRemoveRows({}, first, first + count - 1);
        m_rows.remove(first, count);
        endRemoveRows();
    }
    for (const HistoryPageMerge::Insert &run : merge.inserted()) {
        const int n = int(run.entries.size());
        beginInsertRows({}, run.row, run.row + n - 1);
        m_rows.insert(run.row, n, HistoryEntry());
        for (int i = 0; i < n; ++i)
            m_rows[run.row + i] = page[run.entries[i]];
        endInsertRows();
    }
    if (merge.total() != m_total) {
        m_total = merge.total();
        Q_EMIT totalCountChanged(m_total);
    }
    return true;
}

void HistoryTableModel::setCurrentBalance(const std::optional<Amount> &balance)
{
    if (m_balances.setNow(balance) && !m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, BalanceColumn), index(int(m_rows.size()) - 1, BalanceColumn));
}

bool HistoryTableModel::showsBalances() const
{
    return HistoryBalances::shows(m_filter);
}

std::optional<Amount> HistoryTableModel::balanceAfter(int row) const
{
    return m_balances.at(row, m_rows, m_filter);
}

void HistoryTableModel::setStatusNotes(std::function<QString(const HistoryEntry &)> lookup)
{
    m_statusNotes = std::move(lookup);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, StatusColumn), index(int(m_rows.size()) - 1, StatusColumn));
}

void HistoryTableModel::setAddressLabels(std::function<QString(const QString &)> lookup)
{
    m_labels = std::move(lookup);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, CounterpartyColumn),
                           index(int(m_rows.size()) - 1, CounterpartyColumn));
}

int HistoryTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int HistoryTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool HistoryTableModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && (m_rows.size() < m_total || !m_totals.isExact());
}

void HistoryTableModel::fetchMore(const QModelIndex &parent)
{
    // Not from inside our own change notifications (a listener may ask while a change is being
    // announced, e.g. QAbstractItemModelTester); the view asks again once it lays out the rows.
    if (m_notifying || !canFetchMore(parent))
        return;
    const QList<HistoryEntry> more =
        m_rows.isEmpty()
            ? m_cache->entries(m_filter, 0, kChunk)
            : m_cache->entriesAfter(m_filter, m_rows.constLast().paymentId, m_rows.size(), kChunk);
    m_merging.fill({});
    if (more.isEmpty()) {
        m_totals.cancel();
        m_total = m_rows.size(); // the cache shrank under us (or every match is loaded)
        Q_EMIT totalCountChanged(m_total);
        return;
    }
    const QScopedValueRollback guard(m_notifying, true);
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + more.size()) - 1);
    m_rows.append(more);
    endInsertRows();
}

QString HistoryTableModel::symbol() const
{
    return m_chain == Chain::Unknown ? QString() : chainSymbol(m_chain);
}

QVariant HistoryTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const HistoryEntry &e = m_rows.at(index.row());
    switch (role) {
    case PaymentIdRole:
        return e.paymentId;
    case StateRole:
        return int(e.state);
    case DirectionRole:
        return directionName(e.direction);
    case CounterpartyRole:
        return e.counterparty;
    case AmountRole:
        return e.amount;
    case CreatedAtRole:
        return e.createdAtMs ? QDateTime::fromMSecsSinceEpoch(e.createdAtMs) : QDateTime();
    case SignatureRole:
        return e.signature;
    case ResourceRole:
        return e.resource;
    case StatusTextRole:
        return e.statusText;
    case SymbolRole:
        return e.symbol;
    case ReceiptRole: {
        const PaymentReceipt *r = m_receipts ? m_receipts->receiptOf(e) : nullptr;
        return r ? r->transaction : QString();
    }
    case BalanceAfterRole: {
        const auto after = balanceAfter(index.row());
        return after ? after->toString() : QString();
    }
    case Qt::TextAlignmentRole:
        if (index.column() == AmountColumn || index.column() == FeeColumn ||
            index.column() == BalanceColumn)
            return QVariant::fromValue<Qt::Alignment>(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ToolTipRole:
        if (index.column() == CounterpartyColumn)
            return e.counterparty;
        if (index.column() == StatusColumn) { // in full: the column may elide a long label
            const QString shown = data(index, Qt::DisplayRole).toString();
            return e.statusText.isEmpty() ? shown
                                          : tr("%1\nThe service says: %2").arg(shown, e.statusText);
        }
        if (index.column() == BalanceColumn && !e.symbol.isEmpty() && e.symbol != symbol())
            return tr("A payment in %1: it moved no %2, and the balance after each payment is "
                      "worked out in %2. The page's header shows what the wallet holds of each.")
                .arg(e.symbol, symbol());
        if (index.column() == BalanceColumn)
            return balanceToolTip(index.row());
        if (index.column() == ResourceColumn)
            return resourceToolTip(e);
        if (index.column() == AmountColumn)
            return amountToolTip(e);
        if (index.column() == FeeColumn && e.direction != Direction::Sent && !e.fee.isEmpty())
            return tr("Paid by the sender: %1").arg(Money::formatText(e.fee, symbol()));
        return {};
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case DateColumn:
        return e.createdAtMs ? QLocale().toString(QDateTime::fromMSecsSinceEpoch(e.createdAtMs),
                                                  QLocale::ShortFormat)
                             : tr("Unknown");
    case DirectionColumn:
        return directionLabel(e.direction);
    case CounterpartyColumn: {
        const QString label = m_labels ? m_labels(e.counterparty) : QString();
        if (label.isEmpty() || e.counterparty.size() < 12)
            return e.counterparty;
        return tr("%1 (%2)").arg(label, Address::brief(e.counterparty));
    }
    case AmountColumn:
        return amountText(e);
    case StatusColumn: {
        const QString note = m_statusNotes ? m_statusNotes(e) : QString();
        return note.isEmpty() ? stateLabel(e.state, e.signature)
                              : tr("%1 · %2").arg(stateLabel(e.state, e.signature), note);
    }
    case FeeColumn:
        if (e.fee.isEmpty() ||
            e.direction != Direction::Sent) // a received payment's fee is the sender's
            return QStringLiteral("—");
        return Money::formatText(e.fee, symbol());
    case ResourceColumn: {
        const QString resource = e.resource.isEmpty() ? QStringLiteral("—") : e.resource;
        const QString agent = m_receipts ? m_receipts->agentOf(e) : QString();
        return agent.isEmpty() ? resource : tr("%1 · by the agent %2").arg(resource, agent);
    }
    case BalanceColumn: {
        // The running balance is the coin's: beside a token payment (x402 USDC) it would read as
        // the token's balance.
        const auto after =
            e.symbol.isEmpty() || e.symbol == symbol() ? balanceAfter(index.row()) : std::nullopt;
        if (!after)
            return QStringLiteral("—");
        return Money::format(*after, symbol());
    }
    case PaymentIdColumn:
        return e.paymentId;
    default:
        return {};
    }
}

QVariant HistoryTableModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, o, role);
    static const ColumnTitles<ColumnCount> titles{
        "HistoryTableModel",
        {QT_TRANSLATE_NOOP("HistoryTableModel", "Date"),
         QT_TRANSLATE_NOOP("HistoryTableModel", "Type"),
         QT_TRANSLATE_NOOP("HistoryTableModel", "Counterparty"),
         QT_TRANSLATE_NOOP("HistoryTableModel", "Amount"),
         QT_TRANSLATE_NOOP("HistoryTableModel", "Status"),
         QT_TRANSLATE_NOOP("HistoryTableModel", "Payment id"),
         QT_TRANSLATE_NOOP("HistoryTableModel", "Fee"),
         QT_TRANSLATE_NOOP("HistoryTableModel", "Resource"),
         QT_TRANSLATE_NOOP("HistoryTableModel", "Balance after")}};
    return titles.header(section, o, role);
}

QString HistoryTableModel::resourceToolTip(const HistoryEntry &e) const
{
    const PaymentReceipt *r = m_receipts ? m_receipts->receiptOf(e) : nullptr;
    const QString agent = m_receipts ? m_receipts->agentOf(e) : QString();
    const QString by = agent.isEmpty() ? QString() : u'\n' + tr("Paid by the agent %1.").arg(agent);
    if (!r)
        return e.resource + by;
    const QString network = Network::nameOf(r->network);
    const QString receipt = r->transaction.isEmpty()
                                ? ReceiptBook::noTransactionText()
                                : tr("The seller's receipt: transaction %1 on %2, paid by %3.")
                                      .arg(r->transaction, network.isEmpty() ? r->network : network,
                                           r->payer.isEmpty() ? tr("an unnamed payer") : r->payer);
    return (e.resource.isEmpty() ? receipt : e.resource + u'\n' + receipt) + by;
}

QString HistoryTableModel::balanceToolTip(int row) const
{
    if (!showsBalances())
        return tr("Sort by date and clear the type and search filters to see the balance after "
                  "each payment.");
    if (!m_balances.now())
        return tr("The wallet's balance is not known yet: refresh, or check the RPC endpoint in "
                  "Settings.");
    if (!balanceAfter(row))
        return tr("Cannot be worked out: a payment this history does not hold changed the "
                  "balance (one made outside Paydesk, or one whose amount is unknown).");
    return tr("Worked back from the balance now, %1 %2, through the later payments in this "
              "history. A transfer made outside Paydesk is not counted.")
        .arg(m_balances.now()->toString(), symbol());
}

QHash<int, QByteArray> HistoryTableModel::roleNames() const
{
    QHash<int, QByteArray> r = QAbstractTableModel::roleNames();
    r.insert(PaymentIdRole, "paymentId");
    r.insert(StateRole, "state");
    r.insert(DirectionRole, "direction");
    r.insert(AmountRole, "amount");
    return r;
}

} // namespace paydesk
