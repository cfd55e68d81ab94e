#pragma once

#include "core/ApiResults.h"

#include <QAbstractTableModel>
#include <QList>

namespace paydesk {

// Every field of a payment record as (field, value) rows: the known ones first with readable
// names and exact amounts, then whatever else the service sent (nested values as compact JSON).
class PaymentFieldsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        FieldColumn,
        ValueColumn,
        ColumnCount
    };
    enum Role
    {
        KeyRole = Qt::UserRole + 1 // the JSON key, e.g. "paymentId"
    };

    explicit PaymentFieldsModel(QObject *parent = nullptr);

    void setRecord(const PaymentRecord &record);
    void clear();
    QString valueOf(const QString &key) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;

    static QString fieldLabel(const QString &key);

private:
    struct Row
    {
        QString key;
        QString label;
        QString value;
    };
    QList<Row> m_rows;
};

} // namespace paydesk
