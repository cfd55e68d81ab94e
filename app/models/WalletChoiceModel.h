#pragma once

#include <QAbstractListModel>

namespace paydesk {

class LocalWalletModel;
class WalletListModel;

// One list of every wallet to pick from where both kinds count (the History page): the hosted
// wallets (WalletListModel, in its order, so a hosted wallet's row is the same in both) and
// then the local ones (LocalWalletModel, keys on this computer), whose names say so. It follows
// both lists: any change of either resets it.
class WalletChoiceModel : public QAbstractListModel
{
    Q_OBJECT
public:
    // The same role as WalletListModel::AddressRole and LocalWalletModel::AddressRole.
    static constexpr int AddressRole = Qt::UserRole + 1;

    WalletChoiceModel(WalletListModel *hosted, LocalWalletModel *local, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    void follow(QAbstractItemModel *source);
    WalletListModel *m_hosted;
    LocalWalletModel *m_local;
};

} // namespace paydesk
