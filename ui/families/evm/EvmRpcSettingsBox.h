#pragma once

#include <QGroupBox>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace paydesk {
class EvmRpcSettingsModel;
class LocalPaymentController;
} // namespace paydesk

namespace paydesk::ui {

class FieldHint;

// Local mode's EVM network: which network EVM wallets are read on (Ethereum, Base, Base Sepolia,
// Polygon, Arbitrum One, the sandbox's chain, or a custom URL), the JSON-RPC endpoint (the public
// one or the user's own node), a health check that names the node's chain and refuses a node of
// another chain, the network's block explorer, and the most an EVM payment's gas may cost
// (gas limit x max fee per gas) before Paydesk refuses to sign it.
class EvmRpcSettingsBox : public QGroupBox
{
    Q_OBJECT
public:
    // `payments`: the network-fee cap (may be null: no cap field).
    EvmRpcSettingsBox(EvmRpcSettingsModel *rpc, LocalPaymentController *payments,
                      QWidget *parent = nullptr);

private:
    void load();
    void onNetworkPicked();
    void save();
    void showHealth(bool healthy, const QString &text);
    void saveCap();

    EvmRpcSettingsModel *m_rpc;
    QComboBox *m_network;
    QLineEdit *m_url;
    QPushButton *m_save;
    QPushButton *m_check;
    QLabel *m_health;
    QLabel *m_explorer;
    FieldHint *m_hint;
    LocalPaymentController *m_payments;
    QLineEdit *m_cap = nullptr;
    FieldHint *m_capHint = nullptr;
};

} // namespace paydesk::ui
