#include "WalletChoiceModel.h"

#include "LocalWalletModel.h"
#include "WalletListModel.h"

namespace paydesk {

WalletChoiceModel::WalletChoiceModel(WalletListModel *hosted, LocalWalletModel *local,
                                     QObject *parent)
    : QAbstractListModel(parent), m_hosted(hosted), m_local(local)
{
    follow(m_hosted);
    follow(m_local);
}

void WalletChoiceModel::follow(QAbstractItemModel *source)
{
    const auto reset = [this]() {
        beginResetModel();
        endResetModel();
    };
    connect(source, &QAbstractItemModel::modelReset, this, reset);
    connect(source, &QAbstractItemModel::rowsInserted, this, reset);
    connect(source, &QAbstractItemModel::rowsRemoved, this, reset);
    connect(source, &QAbstractItemModel::dataChanged, this, [this]() {
        if (rowCount() > 0)
            Q_EMIT dataChanged(index(0), index(rowCount() - 1));
    });
}

int WalletChoiceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_hosted->rowCount() + m_local->rowCount();
}

QVariant WalletChoiceModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int hosted = m_hosted->rowCount();
    if (row < hosted) {
        const QModelIndex at = m_hosted->index(row, WalletListModel::ChoiceColumn);
        return role == AddressRole ? at.data(WalletListModel::AddressRole) : at.data(role);
    }
    const QModelIndex at = m_local->index(row - hosted, LocalWalletModel::ChoiceColumn);
    if (role == AddressRole)
        return at.data(LocalWalletModel::AddressRole);
    if (role == Qt::DisplayRole)
        return tr("%1 · on this computer").arg(at.data().toString());
    return at.data(role);
}

} // namespace paydesk
