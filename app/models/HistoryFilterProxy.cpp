#include "HistoryFilterProxy.h"

namespace paydesk {

HistoryFilterProxy::HistoryFilterProxy(QObject *parent) : QSortFilterProxyModel(parent)
{
    // Rows keep the source's (SQL) order: no local sorting.
    setDynamicSortFilter(false);
}

void HistoryFilterProxy::setHistoryModel(HistoryTableModel *model)
{
    m_model = model;
    setSourceModel(model);
    if (m_model) {
        m_model->setDirection(m_direction);
        m_model->setSearchText(m_text);
        m_model->sort(m_sortColumn, m_sortOrder);
    }
}

void HistoryFilterProxy::setDirection(std::optional<Direction> direction)
{
    if (direction == m_direction)
        return;
    m_direction = direction;
    if (m_model)
        m_model->setDirection(direction);
    invalidateRowsFilter();
}

void HistoryFilterProxy::setSearchText(const QString &text)
{
    if (text.trimmed() == m_text)
        return;
    m_text = text.trimmed();
    if (m_model)
        m_model->setSearchText(m_text);
    invalidateRowsFilter();
}

void HistoryFilterProxy::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= HistoryTableModel::ColumnCount)
        return;
    m_sortColumn = column;
    m_sortOrder = order;
    if (m_model)
        m_model->sort(column, order);
}

const HistoryEntry &HistoryFilterProxy::entryAt(int proxyRow) const
{
    return m_model->entryAt(mapToSource(index(proxyRow, 0)).row());
}

bool HistoryFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_model || sourceParent.isValid())
        return true;
    const HistoryEntry &e = m_model->entryAt(sourceRow);
    if (m_direction && e.direction != *m_direction)
        return false;
    if (m_text.isEmpty())
        return true;
    for (const QString *field :
         {&e.paymentId, &e.counterparty, &e.amount, &e.signature, &e.resource, &e.statusText})
        if (field->contains(m_text, Qt::CaseInsensitive))
            return true;
    return false;
}

} // namespace paydesk
