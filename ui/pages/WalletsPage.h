#pragma once

#include "PageFrame.h"
#include "models/WalletSetupController.h"

class QLabel;
class QPushButton;
class QTableView;

namespace paydesk {
class LocalPaymentController;
class LocalWalletModel;
class RpcSettingsModel;
class ServiceLink;
namespace wallet {
class WalletManager;
}
} // namespace paydesk

namespace paydesk::ui {

class CreateWalletDialog;
class FieldHint;
class ImportWalletDialog;
class RpcSettingsBox;

// Wallets on this computer (local mode): the Solana wallets whose keys are in the system
// keychain, with address (copy), where the key came from and the balance on the chosen network;
// create (recovery phrase shown once, backup check), import, remove (with a clear warning); and
// the network settings local payments use.
class WalletsPage : public PageFrame
{
    Q_OBJECT
public:
    struct Parts
    {
        wallet::WalletManager *walletManager = nullptr;
        LocalWalletModel *localWallets = nullptr;
        RpcSettingsModel *rpcSettings = nullptr;
        LocalPaymentController *localPayments = nullptr;
        const ServiceLink *service = nullptr; // the sandbox's faucet shows only there
    };

    explicit WalletsPage(const Parts &parts, QWidget *parent = nullptr);

    WalletSetupController *setup() { return &m_setup; }
    QString selectedAddress() const;
    bool selectAddress(const QString &address);

public Q_SLOTS:
    void openCreate();
    void openImport();
    void removeSelected();
    void refreshBalances();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void updateButtons();
    void onAdded(const QString &address, const QString &what);
    void airdrop();

    Parts m_parts;
    WalletSetupController m_setup;
    QTableView *m_view;
    QLabel *m_empty;
    QPushButton *m_create;
    QPushButton *m_import;
    QPushButton *m_copy;
    QPushButton *m_refresh;
    QPushButton *m_airdrop;
    QPushButton *m_remove;
    FieldHint *m_message;
    RpcSettingsBox *m_rpc;
    bool m_shownOnce = false;
};

} // namespace paydesk::ui
