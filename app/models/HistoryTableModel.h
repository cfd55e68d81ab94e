#pragma once

#include "core/Address.h"
#include "store/HistoryCache.h"

#include <QAbstractTableModel>
#include <QList>
#include <functional>

namespace paydesk {

// The cached payments of one wallet as a table. Rows come from the SQLite cache in chunks as the
// view scrolls (canFetchMore / fetchMore), so 100,000 cached payments open at once and cost only
// what is on screen; ordering and filtering run in SQL (see HistoryFilterProxy, the view's face).
class HistoryTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        DateColumn,
        DirectionColumn,
        CounterpartyColumn,
        AmountColumn,
        StatusColumn,
        PaymentIdColumn,
        ColumnCount
    };
    enum Role
    {
        PaymentIdRole = Qt::UserRole + 1,
        StateRole,     // int(PaymentState)
        DirectionRole, // "sent" | "received"
        CounterpartyRole,
        AmountRole, // exact decimal text
        CreatedAtRole,
        SignatureRole,
        ResourceRole,
        StatusTextRole
    };
    static constexpr int kChunk = 200;

    explicit HistoryTableModel(HistoryCache *cache, QObject *parent = nullptr);

    void setWallet(const QString &address);
    QString wallet() const { return m_filter.wallet; }
    void setDirection(HistoryFilter::Direction direction);
    void setSearchText(const QString &text);
    const HistoryFilter &filter() const { return m_filter; }
    // Rows matching the filter in the cache (loaded or not).
    qint64 totalCount() const { return m_total; }
    const HistoryEntry &entryAt(int row) const { return m_rows.at(row); }
    // Re-reads the cache after it changed, keeping what is loaded and signalling only the change.
    void reload();
    // Names for known addresses (the user's own wallets), shown next to the counterparty.
    void setAddressLabels(std::function<QString(const QString &address)> lookup);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    QHash<int, QByteArray> roleNames() const override;

    static QString directionLabel(const QString &direction);
    static QString stateLabel(PaymentState state);

Q_SIGNALS:
    void totalCountChanged(qint64 total);

private:
    void resetFromCache();
    QString symbol() const;

    HistoryCache *m_cache;
    HistoryFilter m_filter;
    QList<HistoryEntry> m_rows;
    qint64 m_total = 0;
    Chain m_chain = Chain::Unknown;
    bool m_notifying = false;
    std::function<QString(const QString &)> m_labels;
};

} // namespace paydesk
