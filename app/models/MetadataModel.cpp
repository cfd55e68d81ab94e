#include "MetadataModel.h"

#include <QSet>

namespace paydesk {

MetadataModel::MetadataModel(QObject *parent) : QAbstractTableModel(parent) {}

int MetadataModel::addEntry(const QString &key, const QString &value)
{
    if (m_entries.size() >= kMaxEntries)
        return -1;
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.append({key, value});
    endInsertRows();
    return row;
}

bool MetadataModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count <= 0 || row + count > m_entries.size())
        return false;
    beginRemoveRows({}, row, row + count - 1);
    m_entries.remove(row, count);
    endRemoveRows();
    return true;
}

void MetadataModel::clear()
{
    beginResetModel();
    m_entries.clear();
    endResetModel();
}

std::optional<QJsonObject> MetadataModel::toJson(QString *error) const
{
    QJsonObject out;
    QSet<QString> keys;
    for (const auto &[rawKey, value] : m_entries) {
        const QString key = rawKey.trimmed();
        if (key.isEmpty() && value.trimmed().isEmpty())
            continue;
        if (key.isEmpty()) {
            if (error)
                *error = tr("Every metadata value needs a key.");
            return std::nullopt;
        }
        if (keys.contains(key)) {
            if (error)
                *error = tr("The metadata key \"%1\" is used twice.").arg(key);
            return std::nullopt;
        }
        keys.insert(key);
        out.insert(key, value);
    }
    return out;
}

int MetadataModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int MetadataModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MetadataModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    const auto &e = m_entries.at(index.row());
    return index.column() == KeyColumn ? e.first : e.second;
}

QVariant MetadataModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, o, role);
    return section == KeyColumn ? tr("Key") : tr("Value");
}

Qt::ItemFlags MetadataModel::flags(const QModelIndex &index) const
{
    return QAbstractTableModel::flags(index) |
           (index.isValid() ? Qt::ItemIsEditable : Qt::NoItemFlags);
}

bool MetadataModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || role != Qt::EditRole)
        return false;
    auto &e = m_entries[index.row()];
    (index.column() == KeyColumn ? e.first : e.second) = value.toString().left(256);
    Q_EMIT dataChanged(index, index, {Qt::DisplayRole, Qt::EditRole});
    return true;
}

} // namespace paydesk
