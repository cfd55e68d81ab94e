#include "WalletComboBox.h"

#include "models/WalletChoiceModel.h"
#include "models/WalletListModel.h"

namespace paydesk::ui {

WalletComboBox::WalletComboBox(WalletListModel *wallets, QWidget *parent, LocalWalletModel *local)
    : QComboBox(parent), m_wallets(wallets)
{
    QAbstractItemModel *listed = wallets;
    if (local) {
        listed = new WalletChoiceModel(wallets, local, this);
        setModel(listed);
    } else {
        setModel(wallets);
        setModelColumn(WalletListModel::ChoiceColumn);
    }
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    setMinimumContentsLength(24);
    connect(listed, &QAbstractItemModel::modelReset, this, &WalletComboBox::selectDefault);
    connect(listed, &QAbstractItemModel::rowsInserted, this, [this]() {
        if (currentIndex() < 0)
            selectDefault();
    });
    connect(this, &QComboBox::currentIndexChanged, this,
            [this]() { Q_EMIT walletChanged(address()); });
    selectDefault();
}

QString WalletComboBox::address() const
{
    return currentData(WalletChoiceModel::AddressRole).toString();
}

bool WalletComboBox::selectAddress(const QString &address)
{
    const int row = findData(address, WalletChoiceModel::AddressRole);
    if (row < 0)
        return false;
    setCurrentIndex(row);
    return true;
}

void WalletComboBox::selectDefault()
{
    const int row = m_wallets->defaultRow();
    setCurrentIndex(row >= 0 ? row : (count() ? 0 : -1));
    Q_EMIT walletChanged(address());
}

} // namespace paydesk::ui
