#include "WalletComboBox.h"

#include "models/WalletListModel.h"

namespace paydesk::ui {

WalletComboBox::WalletComboBox(WalletListModel *wallets, QWidget *parent)
    : QComboBox(parent), m_wallets(wallets)
{
    setModel(wallets);
    setModelColumn(WalletListModel::ChoiceColumn);
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    setMinimumContentsLength(24);
    connect(wallets, &QAbstractItemModel::modelReset, this, &WalletComboBox::selectDefault);
    connect(wallets, &QAbstractItemModel::rowsInserted, this, [this]() {
        if (currentIndex() < 0)
            selectDefault();
    });
    connect(this, &QComboBox::currentIndexChanged, this,
            [this]() { Q_EMIT walletChanged(address()); });
    selectDefault();
}

QString WalletComboBox::address() const
{
    return m_wallets->addressAt(currentIndex());
}

bool WalletComboBox::selectAddress(const QString &address)
{
    const int row = m_wallets->rowOf(address);
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
