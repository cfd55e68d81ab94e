#pragma once

#include "widgets/NodeSettingsBox.h"

class QCheckBox;
class QLineEdit;

namespace paydesk {
class LocalPaymentController;
class SolanaLocalPayments;
class SolanaNodeSettings;
} // namespace paydesk

namespace paydesk::ui {

// Local mode's Solana network settings: which RPC endpoint broadcasts (a public cluster, the
// sandbox's /rpc, or a URL of the user's own) with its health (NodeSettingsBox), the
// priority-fee cap Paydesk signs up to and whether it simulates before the review.
class SolanaRpcSettingsBox : public NodeSettingsBox
{
    Q_OBJECT
public:
    // `rpc`: the endpoint and its health; `payments`: the fee cap and the simulation switch.
    SolanaRpcSettingsBox(SolanaNodeSettings *rpc, LocalPaymentController *payments,
                         QWidget *parent = nullptr);

protected:
    void choiceShown(const QString &name) override;

private:
    void saveCap();

    LocalPaymentController *m_payments;   // simulation, a setting of every family
    SolanaLocalPayments *m_own = nullptr; // the priority-fee cap
    QLineEdit *m_cap;
    FieldHint *m_capHint;
    QCheckBox *m_simulate;
};

} // namespace paydesk::ui
