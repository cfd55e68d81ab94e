#pragma once

#include <QGroupBox>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace paydesk {
class EvmRpcSettingsModel;
} // namespace paydesk

namespace paydesk::ui {

class FieldHint;

// Local mode's EVM network: which network EVM wallets are read on (Ethereum, Base, Base Sepolia,
// Polygon, Arbitrum One, the sandbox's chain, or a custom URL), the JSON-RPC endpoint (the public
// one or the user's own node), a health check that names the node's chain and refuses a node of
// another chain, and the network's block explorer.
class EvmRpcSettingsBox : public QGroupBox
{
    Q_OBJECT
public:
    explicit EvmRpcSettingsBox(EvmRpcSettingsModel *rpc, QWidget *parent = nullptr);

private:
    void load();
    void onNetworkPicked();
    void save();
    void showHealth(bool healthy, const QString &text);

    EvmRpcSettingsModel *m_rpc;
    QComboBox *m_network;
    QLineEdit *m_url;
    QPushButton *m_save;
    QPushButton *m_check;
    QLabel *m_health;
    QLabel *m_explorer;
    FieldHint *m_hint;
};

} // namespace paydesk::ui
