#pragma once

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace paydesk {
class LocalPaymentController;
class RpcSettingsModel;
} // namespace paydesk

namespace paydesk::ui {

class FieldHint;

// Local mode's network settings: which Solana RPC endpoint broadcasts (a public cluster, the
// sandbox's /rpc, or a URL of the user's own), a health check with a coloured answer, the
// priority-fee cap Paydesk signs up to and whether it simulates before the review.
class SolanaRpcSettingsBox : public QGroupBox
{
    Q_OBJECT
public:
    // `rpc`: the endpoint and its health; `payments`: the fee cap and the simulation switch.
    SolanaRpcSettingsBox(RpcSettingsModel *rpc, LocalPaymentController *payments,
                         QWidget *parent = nullptr);

private:
    void load();
    void onClusterPicked();
    void save();
    void saveCap();
    void showHealth(bool healthy, const QString &text);

    RpcSettingsModel *m_rpc;
    LocalPaymentController *m_payments;
    QComboBox *m_cluster;
    QLineEdit *m_url;
    QPushButton *m_save;
    QPushButton *m_check;
    QLabel *m_health;
    FieldHint *m_hint;
    QLineEdit *m_cap;
    FieldHint *m_capHint;
    QCheckBox *m_simulate;
};

} // namespace paydesk::ui
