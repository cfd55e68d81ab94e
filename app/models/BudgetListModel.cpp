#include "BudgetListModel.h"

#include "ColumnTitles.h"
#include "core/Address.h"
#include "core/Asset.h"
#include "core/Network.h"

#include <QLocale>

namespace paydesk {

BudgetListModel::BudgetListModel(BudgetStore *store, QObject *parent)
    : QAbstractTableModel(parent), m_store(store)
{
    reload();
}

void BudgetListModel::reload()
{
    beginResetModel();
    m_rows = m_store->all();
    m_spent.clear();
    const QDateTime since = QDateTime::currentDateTimeUtc().addSecs(-24 * 3600);
    for (const SiteBudget &b : m_rows)
        m_spent.append(
            m_store->spentSince(b.origin, b.network, b.perDay.decimals(), since, b.asset));
    endResetModel();
}

int BudgetListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int BudgetListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString BudgetListModel::symbolFor(const QString &network, const QString &asset)
{
    return Money::unitOf(network, asset);
}

Amount BudgetListModel::spentTodayAt(int row) const
{
    return m_spent.value(row);
}

int BudgetListModel::rowOf(const QString &origin, const QString &network,
                           const QString &asset) const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].origin == origin && m_rows[i].network == network && m_rows[i].asset == asset)
            return i;
    return -1;
}

QVariant BudgetListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const SiteBudget &b = m_rows[index.row()];
    const QString symbol = symbolFor(b.network, b.asset);
    if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole) {
        switch (index.column()) {
        case SiteColumn:
            return b.origin;
        case NetworkColumn:
            return Network::nameOf(b.network); // "Base Sepolia", not "eip155:84532"
        case PerPaymentColumn:
            return tr("%1 %2").arg(b.perPayment.toString(), symbol);
        case PerDayColumn:
            return tr("%1 %2").arg(b.perDay.toString(), symbol);
        case LongerColumn: {
            // "0.2 SOL / 0.5 SOL", "— / 0.5 SOL": the week's, then the month's.
            if (!b.limits.perWeek && !b.limits.perMonth)
                return QStringLiteral("\u2014");
            const auto cap = [&symbol](const std::optional<Amount> &a) {
                return a ? tr("%1 %2").arg(a->toString(), symbol) : QStringLiteral("\u2014");
            };
            return QStringLiteral("%1 / %2").arg(cap(b.limits.perWeek), cap(b.limits.perMonth));
        }
        case SpentColumn:
            return tr("%1 %2").arg(m_spent.value(index.row()).toString(), symbol);
        case ModeColumn:
            if (b.granted && b.limits.endedAt(QDateTime::currentDateTimeUtc()))
                return tr("Ended: asks every time");
            if (b.granted && b.limits.until.isValid())
                return tr("Pays without asking until %1")
                    .arg(QLocale().toString(b.limits.until.toLocalTime().date(),
                                            QLocale::ShortFormat));
            return b.granted ? tr("Pays without asking") : tr("Asks every time");
        default:
            break;
        }
    }
    if (role == Qt::ToolTipRole && index.column() == NetworkColumn)
        return b.network; // the id, for whoever compares it with a seller's 402
    if (role == Qt::TextAlignmentRole && index.column() >= PerPaymentColumn &&
        index.column() <= SpentColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant BudgetListModel::headerData(int section, Qt::Orientation o, int role) const
{
    static const ColumnTitles<ColumnCount> titles{
        "BudgetListModel",
        {QT_TRANSLATE_NOOP("BudgetListModel", "Site"),
         QT_TRANSLATE_NOOP("BudgetListModel", "Network"),
         QT_TRANSLATE_NOOP("BudgetListModel", "Per payment"),
         QT_TRANSLATE_NOOP("BudgetListModel", "Per day"),
         QT_TRANSLATE_NOOP("BudgetListModel", "Per week / month"),
         QT_TRANSLATE_NOOP("BudgetListModel", "Spent today"),
         QT_TRANSLATE_NOOP("BudgetListModel", "Mode")}};
    return titles.header(section, o, role);
}

bool BudgetListModel::grant(const SiteBudget &budget)
{
    SiteBudget b = budget;
    b.granted = true;
    b.isDefault = false;
    const bool ok = m_store->save(b);
    reload();
    return ok;
}

bool BudgetListModel::revoke(int row)
{
    if (row < 0 || row >= m_rows.size())
        return false;
    const bool ok = m_store->remove(m_rows[row].origin, m_rows[row].network, m_rows[row].asset);
    reload();
    return ok;
}

bool BudgetListModel::isFrozen() const
{
    return m_store->isFrozen();
}

void BudgetListModel::setFrozen(bool frozen)
{
    if (frozen == isFrozen())
        return;
    if (m_store->setFrozen(frozen))
        Q_EMIT frozenChanged(frozen);
}

} // namespace paydesk
