#pragma once

#include "core/Asset.h"
#include "store/BudgetStore.h"

#include <QAbstractTableModel>
#include <QList>

namespace paydesk {

// The per-site budgets for paying x402 resources (BudgetStore), one row per site and network,
// with their caps per week and month and their end when set, and what was spent in the last 24
// hours; and the one switch that freezes every automatic
// payment (frozen / setFrozen / frozenChanged: a checkable action in the tray binds to it).
class BudgetListModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_PROPERTY(bool frozen READ isFrozen WRITE setFrozen NOTIFY frozenChanged)
public:
    enum Column
    {
        SiteColumn,
        NetworkColumn,
        PerPaymentColumn,
        PerDayColumn,
        LongerColumn, // the caps per week and per month, when set
        SpentColumn,
        ModeColumn,
        ColumnCount
    };

    explicit BudgetListModel(BudgetStore *store, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;

    BudgetStore *store() const { return m_store; }
    SiteBudget budgetAt(int row) const { return m_rows.value(row); }
    Amount spentTodayAt(int row) const;
    int rowOf(const QString &origin, const QString &network, const QString &asset = {}) const;
    // The unit of a budget's amounts: the native coin's, or the token's (Money::unitOf).
    static QString symbolFor(const QString &network, const QString &asset = {});

    // Grants a site a budget (or changes its caps): it then pays within them without asking,
    // unless frozen. False + lastError() when the store refuses.
    bool grant(const SiteBudget &budget);
    bool revoke(int row); // back to "ask every time" with the small defaults
    QString lastError() const { return m_store->lastError(); }

    bool isFrozen() const;

public Q_SLOTS:
    void reload();
    void setFrozen(bool frozen);

Q_SIGNALS:
    void frozenChanged(bool frozen);

private:
    BudgetStore *m_store;
    QList<SiteBudget> m_rows;
    QList<Amount> m_spent;
};

} // namespace paydesk
