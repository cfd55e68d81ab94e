#pragma once

#include <QAbstractTableModel>
#include <QJsonObject>
#include <QList>

namespace paydesk {

// The key/value editor behind a payment's `metadata` object. Values are sent as JSON strings.
class MetadataModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        KeyColumn,
        ValueColumn,
        ColumnCount
    };
    static constexpr int kMaxEntries = 32;

    explicit MetadataModel(QObject *parent = nullptr);

    // Appends an empty row; returns its row, -1 when full.
    int addEntry(const QString &key = {}, const QString &value = {});
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;
    void clear();

    // The object to send; rows with an empty key and value are ignored. nullopt + reason when a
    // key is empty or used twice.
    std::optional<QJsonObject> toJson(QString *error = nullptr) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

private:
    QList<QPair<QString, QString>> m_entries;
};

} // namespace paydesk
