#pragma once

#include "PageFrame.h"
#include "models/WalletSetupController.h"

class QLabel;
class QPushButton;
class QTableView;

namespace paydesk {
class EvmNodeSettings;
class LocalPaymentController;
class LocalWalletModel;
class SolanaNodeSettings;
class ServiceLink;
namespace wallet {
class WalletManager;
}
} // namespace paydesk

namespace paydesk::ui {

class CreateWalletDialog;
class EvmRpcSettingsBox;
class FieldHint;
class ImportWalletDialog;
class SolanaRpcSettingsBox;

// Wallets on this computer (local mode): the Solana and EVM accounts whose keys are in the system
// keychain, with address (copy), network, where the key came from and the balance on the chosen
// network; create (recovery phrase shown once, backup check: a Solana and an EVM account), add the
// phrase's next EVM account, import, remove (with a clear warning); and the network settings
// local mode uses (Solana and EVM).
class WalletsPage : public PageFrame
{
    Q_OBJECT
public:
    struct Parts
    {
        wallet::WalletManager *walletManager = nullptr;
        LocalWalletModel *localWallets = nullptr;
        SolanaNodeSettings *rpcSettings = nullptr;
        LocalPaymentController *localPayments = nullptr;
        const ServiceLink *service = nullptr; // the sandbox's faucet shows only there
        EvmNodeSettings *evmRpcSettings = nullptr;
    };

    explicit WalletsPage(const Parts &parts, QWidget *parent = nullptr);

    WalletSetupController *setup() { return &m_setup; }
    QString selectedAddress() const;
    bool selectAddress(const QString &address);

public Q_SLOTS:
    void openCreate();
    void openImport();
    // The next EVM account of the selected wallet's phrase (or of the only phrase there is).
    void addAccount();
    void removeSelected();
    void refreshBalances();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void updateButtons();
    void onAdded(const QString &address, const QString &what);
    void airdrop();
    QString accountRoot() const; // the phrase addAccount() derives from; empty: none

    Parts m_parts;
    WalletSetupController m_setup;
    QTableView *m_view;
    QLabel *m_empty;
    QPushButton *m_create;
    QPushButton *m_import;
    QPushButton *m_addAccount;
    QPushButton *m_copy;
    QPushButton *m_refresh;
    QPushButton *m_airdrop;
    QPushButton *m_remove;
    FieldHint *m_message;
    QString m_balanceProblem; // the balance problem m_message shows, while it shows it
    SolanaRpcSettingsBox *m_rpc;
    EvmRpcSettingsBox *m_evmRpc;
    bool m_shownOnce = false;
};

} // namespace paydesk::ui
