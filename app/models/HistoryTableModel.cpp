#include "HistoryTableModel.h"

#include <QDateTime>
#include <QLocale>
#include <QScopedValueRollback>

namespace paydesk {

HistoryTableModel::HistoryTableModel(HistoryCache *cache, QObject *parent)
    : QAbstractTableModel(parent), m_cache(cache)
{}

void HistoryTableModel::setWallet(const QString &address)
{
    if (address == m_filter.wallet)
        return;
    m_filter.wallet = address;
    const auto a = Address::parse(address);
    m_chain = a ? a->chain() : Chain::Unknown;
    resetFromCache();
}

void HistoryTableModel::setDirection(HistoryFilter::Direction direction)
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
    static const K keys[ColumnCount] = {K::Created, K::Direction, K::Counterparty,
                                        K::Amount,  K::Status,    K::PaymentId};
    const K key = column >= 0 && column < ColumnCount ? keys[column] : K::Created;
    const bool desc = order == Qt::DescendingOrder;
    if (key == m_filter.sortKey && desc == m_filter.descending)
        return;
    const QScopedValueRollback guard(m_notifying, true);
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    m_filter.sortKey = key;
    m_filter.descending = desc;
    const int keep = std::max(int(m_rows.size()), kChunk);
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
    const QScopedValueRollback guard(m_notifying, true);
    beginResetModel();
    m_rows.clear();
    if (!m_filter.wallet.isEmpty()) {
        m_total = m_cache->count(m_filter);
        m_rows = m_cache->entries(m_filter, 0, kChunk);
    } else {
        m_total = 0;
    }
    endResetModel();
    Q_EMIT totalCountChanged(m_total);
}

void HistoryTableModel::reload()
{
    if (m_filter.wallet.isEmpty())
        return;
    const qint64 total = m_cache->count(m_filter);
    const int want = std::max(int(m_rows.size()), kChunk);
    const QList<HistoryEntry> fresh = m_cache->entries(m_filter, 0, want);
    // Common case: new payments appear on top (newest first), the rest shifts down unchanged.
    qsizetype prefix = fresh.size() - m_rows.size();
    bool shifted = prefix >= 0;
    for (qsizetype i = 0; shifted && i < m_rows.size(); ++i)
        shifted = fresh[prefix + i].paymentId == m_rows[i].paymentId;
    const QScopedValueRollback guard(m_notifying, true);
    if (shifted) {
        if (prefix > 0) {
            beginInsertRows({}, 0, int(prefix) - 1);
            m_rows = fresh;
            endInsertRows();
        } else {
            m_rows = fresh;
        }
        if (!m_rows.isEmpty())
            Q_EMIT dataChanged(index(int(prefix), 0),
                               index(int(m_rows.size()) - 1, ColumnCount - 1));
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
    return !parent.isValid() && m_rows.size() < m_total;
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
    if (more.isEmpty()) {
        m_total = m_rows.size(); // the cache shrank under us
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

QString HistoryTableModel::directionLabel(const QString &direction)
{
    return direction == u"sent" ? tr("Sent") : tr("Received");
}

QString HistoryTableModel::stateLabel(PaymentState state)
{
    switch (state) {
    case PaymentState::Pending:
        return tr("Pending");
    case PaymentState::Submitted:
        return tr("Submitted");
    case PaymentState::Confirmed:
        return tr("Confirmed");
    case PaymentState::Finalized:
        return tr("Finalized");
    case PaymentState::Failed:
        return tr("Failed");
    case PaymentState::Expired:
        return tr("Expired");
    case PaymentState::Unknown:
        break;
    }
    return tr("Unknown");
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
        return e.direction;
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
    case Qt::TextAlignmentRole:
        if (index.column() == AmountColumn)
            return QVariant::fromValue<Qt::Alignment>(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ToolTipRole:
        if (index.column() == CounterpartyColumn)
            return e.counterparty;
        if (index.column() == StatusColumn && !e.statusText.isEmpty())
            return e.statusText;
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
        return tr("%1 (%2…%3)").arg(label, e.counterparty.left(4), e.counterparty.right(4));
    }
    case AmountColumn:
        if (e.amount.isEmpty())
            return tr("Unknown");
        return symbol().isEmpty() ? e.amount : tr("%1 %2").arg(e.amount, symbol());
    case StatusColumn:
        return stateLabel(e.state);
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
    switch (section) {
    case DateColumn:
        return tr("Date");
    case DirectionColumn:
        return tr("Type");
    case CounterpartyColumn:
        return tr("Counterparty");
    case AmountColumn:
        return tr("Amount");
    case StatusColumn:
        return tr("Status");
    case PaymentIdColumn:
        return tr("Payment id");
    default:
        return {};
    }
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
