#pragma once

#include "HistoryTableModel.h"

#include <QSortFilterProxyModel>

namespace paydesk {

// The face of the history table for views: direction (sent / received / all), text search and
// sorting by column. With up to 100,000 cached payments the ordering and the filtering are pushed
// down into the source's SQL query (indexed), so nothing here walks all rows; filterAcceptsRow
// re-checks the rows the source holds, so a row that changes under a live refresh never shows up
// against the filter. Header clicks arrive through sort() as usual.
class HistoryFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit HistoryFilterProxy(QObject *parent = nullptr);

    void setHistoryModel(HistoryTableModel *model);
    HistoryTableModel *historyModel() const { return m_model; }

    void setDirection(std::optional<Direction> direction); // none: sent and received
    std::optional<Direction> direction() const { return m_direction; }
    void setSearchText(const QString &text);
    QString searchText() const { return m_text; }

    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    // The entry behind a proxy row.
    const HistoryEntry &entryAt(int proxyRow) const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    HistoryTableModel *m_model = nullptr;
    std::optional<Direction> m_direction;
    QString m_text;
    int m_sortColumn = HistoryTableModel::DateColumn;
    Qt::SortOrder m_sortOrder = Qt::DescendingOrder;
};

} // namespace paydesk
