#pragma once

#include <QComboBox>

namespace paydesk {
class LocalWalletModel;
class WalletListModel;
} // namespace paydesk

namespace paydesk::ui {

// Picks one of the user's wallets; follows the default wallet when the list is (re)loaded. With
// `local`, the wallets whose keys are on this computer are listed after the hosted ones
// (WalletChoiceModel).
class WalletComboBox : public QComboBox
{
    Q_OBJECT
public:
    explicit WalletComboBox(WalletListModel *wallets, QWidget *parent = nullptr,
                            LocalWalletModel *local = nullptr);

    QString address() const;
    bool selectAddress(const QString &address);

Q_SIGNALS:
    void walletChanged(const QString &address);

private:
    void selectDefault();
    WalletListModel *m_wallets;
};

} // namespace paydesk::ui
