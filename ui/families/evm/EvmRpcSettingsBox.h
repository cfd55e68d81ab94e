#pragma once

#include "widgets/NodeSettingsBox.h"

class QLabel;
class QLineEdit;

namespace paydesk {
class EvmNodeSettings;
class EvmLocalPayments;
class LocalPaymentController;
} // namespace paydesk

namespace paydesk::ui {

// Local mode's EVM network: which network EVM wallets are read on (Ethereum, Base, Base Sepolia,
// Polygon, Arbitrum One, the sandbox's chain, or a custom URL), the JSON-RPC endpoint and a health
// check that names the node's chain and refuses a node of another chain (NodeSettingsBox), the
// network's block explorer, and the most an EVM payment's gas may cost (gas limit x max fee per
// gas) before Paydesk refuses to sign it.
class EvmRpcSettingsBox : public NodeSettingsBox
{
    Q_OBJECT
public:
    // `payments`: the network-fee cap (may be null: no cap field).
    EvmRpcSettingsBox(EvmNodeSettings *rpc, LocalPaymentController *payments,
                      QWidget *parent = nullptr);

protected:
    void choiceShown(const QString &name) override;

private:
    void saveCap();

    QLabel *m_explorer;
    EvmLocalPayments *m_own; // the fee cap; null: no cap row
    QLineEdit *m_cap = nullptr;
    FieldHint *m_capHint = nullptr;
};

} // namespace paydesk::ui
