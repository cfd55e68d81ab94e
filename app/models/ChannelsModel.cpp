#include "ChannelsModel.h"

#include "ColumnTitles.h"
#include "core/Asset.h"
#include "core/Network.h"

#include <QDateTime>
#include <QLocale>
#include <QMap>
#include <QUrl>

namespace paydesk {

namespace {
// The channel's token decimals: its symbol on its network in Paydesk's table, else none known.
std::optional<int> channelDecimals(const ChannelRow &row)
{
    const auto token = Asset::knownBySymbol(row.network, row.symbol);
    return token ? std::optional<int>(token->decimals) : std::nullopt;
}

// Atomic units as an Amount in the token's decimals (0 when the token is not known).
std::optional<Amount> channelAmount(const ChannelRow &row, const QString &units)
{
    return Amount::parseUnits(units, channelDecimals(row).value_or(0));
}

qint64 lastUseMs(const ChannelRow &row)
{
    return row.usedMs > 0 ? row.usedMs : row.createdMs;
}
} // namespace

ChannelsModel::ChannelsModel(ChannelBook *book, QObject *parent)
    : QAbstractTableModel(parent), m_book(book)
{
    reload();
}

int ChannelsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ChannelsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

std::optional<ChannelRow> ChannelsModel::channelAt(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return std::nullopt;
    return m_rows.at(row);
}

int ChannelsModel::rowOf(const QString &id) const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows.at(i).id == id)
            return i;
    return -1;
}

QString ChannelsModel::money(const ChannelRow &row, const QString &units)
{
    const auto decimals = channelDecimals(row);
    const auto a = decimals ? Amount::parseUnits(units, *decimals) : std::nullopt;
    return a ? Money::format(*a, row.symbol) : tr("%1 atomic units").arg(units);
}

QString ChannelsModel::seller(const ChannelRow &row)
{
    const QUrl url(row.origin);
    if (!url.isValid() || url.host().isEmpty())
        return row.origin;
    return url.toString(QUrl::RemoveUserInfo | QUrl::RemovePath | QUrl::RemoveQuery |
                        QUrl::RemoveFragment);
}

QString ChannelsModel::refundableUnits(const ChannelRow &row)
{
    const auto balance = channelAmount(row, row.balance);
    const auto charged = channelAmount(row, row.charged);
    if (!balance || !charged || *balance <= *charged)
        return QStringLiteral("0");
    return (*balance - *charged).unitsString();
}

bool ChannelsModel::isIdle(const ChannelRow &row, qint64 nowMs)
{
    return row.status == ChannelRow::Status::Open && lastUseMs(row) > 0 &&
           nowMs - lastUseMs(row) >= kIdleMs && refundableUnits(row) != u"0";
}

QString ChannelsModel::statusText(const ChannelRow &row, qint64 nowMs)
{
    switch (row.status) {
    case ChannelRow::Status::Open:
        if (!row.depositPending.isEmpty())
            return tr("Open, deposit pending");
        return isIdle(row, nowMs) ? tr("Open, idle") : tr("Open");
    case ChannelRow::Status::Stopped:
        return row.withdrawAt > 0 ? tr("Withdrawing") : tr("Stopped");
    case ChannelRow::Status::Closed:
        return tr("Closed");
    }
    return {};
}

QString ChannelsModel::details(const ChannelRow &row)
{
    QStringList lines;
    lines << tr("Channel %1").arg(row.id) << tr("Paid from %1 to %2").arg(row.payer, seller(row))
          << tr("The seller may claim at most %1.").arg(money(row, row.ceiling));
    if (!row.resource.isEmpty())
        lines << tr("Last paid URL: %1").arg(row.resource);
    if (row.withdrawAt > 0)
        lines << tr("Withdrawal asked on %1")
                     .arg(QLocale().toString(QDateTime::fromSecsSinceEpoch(row.withdrawAt),
                                             QLocale::ShortFormat));
    if (!row.note.isEmpty())
        lines << tr("Note: %1").arg(row.note);
    return lines.join(u'\n');
}

QVariant ChannelsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const ChannelRow &r = m_rows.at(index.row());
    switch (role) {
    case IdRole:
        return r.id;
    case IdleRole:
        return isIdle(r, m_nowMs);
    case Qt::ToolTipRole:
        return details(r);
    case Qt::TextAlignmentRole:
        if (index.column() >= DepositColumn && index.column() <= RefundableColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case SellerColumn:
        return seller(r);
    case NetworkColumn:
        return Network::nameOf(r.network);
    case DepositColumn:
        return money(r, r.balance);
    case ChargedColumn:
        return money(r, r.charged);
    case RefundableColumn:
        return money(r, refundableUnits(r));
    case StatusColumn:
        return statusText(r, m_nowMs);
    case LastUseColumn:
        return lastUseMs(r) > 0 ? QLocale().toString(QDateTime::fromMSecsSinceEpoch(lastUseMs(r)),
                                                     QLocale::ShortFormat)
                                : QStringLiteral("—");
    default:
        return {};
    }
}

QVariant ChannelsModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o == Qt::Horizontal && role == Qt::ToolTipRole) {
        if (section == RefundableColumn)
            return tr("What the seller has not charged: it comes back by a refund or a "
                      "withdrawal");
        if (section == ChargedColumn)
            return tr("What the seller charged for the requests paid through the channel");
    }
    static const ColumnTitles<ColumnCount> titles{"ChannelsModel",
                                                  {QT_TRANSLATE_NOOP("ChannelsModel", "Seller"),
                                                   QT_TRANSLATE_NOOP("ChannelsModel", "Network"),
                                                   QT_TRANSLATE_NOOP("ChannelsModel", "Deposit"),
                                                   QT_TRANSLATE_NOOP("ChannelsModel", "Charged"),
                                                   QT_TRANSLATE_NOOP("ChannelsModel", "Refundable"),
                                                   QT_TRANSLATE_NOOP("ChannelsModel", "Status"),
                                                   QT_TRANSLATE_NOOP("ChannelsModel", "Last use")}};
    return titles.header(section, o, role);
}

int ChannelsModel::idleCount() const
{
    int n = 0;
    for (const ChannelRow &r : m_rows)
        n += isIdle(r, m_nowMs) ? 1 : 0;
    return n;
}

QString ChannelsModel::idleText() const
{
    // What the idle channels hold, one sum per token.
    QMap<QString, Amount> held;
    QMap<QString, ChannelRow> sample;
    for (const ChannelRow &r : m_rows) {
        if (!isIdle(r, m_nowMs))
            continue;
        const auto a = channelAmount(r, refundableUnits(r));
        if (!a)
            continue;
        const QString key = r.network + u'/' + r.symbol;
        held[key] = held.contains(key) ? held[key] + *a : *a;
        sample.insert(key, r);
    }
    const int n = idleCount();
    if (n == 0)
        return {};
    QStringList sums;
    for (auto it = held.cbegin(); it != held.cend(); ++it)
        sums << money(sample.value(it.key()), it.value().unitsString());
    return tr("%n channel(s) idle for a week still hold %1: ask for a refund.", nullptr, n)
        .arg(QLocale().createSeparatedList(sums));
}

void ChannelsModel::reload()
{
    beginResetModel();
    m_rows = m_book ? m_book->all() : QList<ChannelRow>();
    m_nowMs = QDateTime::currentMSecsSinceEpoch();
    endResetModel();
}

} // namespace paydesk
