#pragma once

#include "dialogs/FlowReviewDialog.h"
#include "families/FamilyReviews.h"
#include "models/PastedPayment.h"
#include "models/PaymentProofInfo.h"
#include "models/VerifyController.h"

#include <QGroupBox>
#include <QPointer>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace paydesk {
class LocalPaymentController;
class LocalWalletModel;
class PaymentEvents;
class ServiceClient;
class SettingsModel;
class WalletListModel;
} // namespace paydesk

namespace paydesk::ui {

class ErrorPanel;
class FieldHint;
class ProgressPanel;
class ProofSummaryView;
class VerdictPanel;
class WalletComboBox;

// The one place a seller checks a payment (the Receive page's right column): choose the wallet
// that is paid, paste an X-PAYMENT value or a whole HTTP request (the proof is found in its
// X-PAYMENT or PAYMENT-SIGNATURE header), see every field decoded (kind, payer, recipient, amount,
// network, validity, and an authorization's instructions in plain words) with what looks wrong,
// then verify it: hosted through /payment/receive with a visible countdown, or locally (check,
// co-sign as fee payer, broadcast, confirm). A proof already used is refused, and the desk says so.
//
// Widgets tests reach by objectName: "deskInput", "deskWallet", "deskExpected", "deskResource",
// "deskFacilitator", "deskTimeout", "deskLocal", "deskLocalWallet", "deskVerify", "deskWarning",
// "deskProgress", "verdict", and each decoded field as "desk_<name>" (see fieldText()).
class SellerDesk : public QGroupBox
{
    Q_OBJECT
public:
    struct Parts
    {
        ServiceClient *client = nullptr;
        PaymentEvents *events = nullptr;
        SettingsModel *settings = nullptr;
        WalletListModel *wallets = nullptr;
        LocalWalletModel *localWallets = nullptr;        // the seller co-signs as fee payer
        LocalPaymentController *localPayments = nullptr; // with localWallets
        ReviewParts review;
    };

    explicit SellerDesk(const Parts &parts, QWidget *parent = nullptr);

    VerifyController *controller() { return &m_controller; }
    // A decoded field by name: "source", "kind", "version", "network", "payer", "recipient",
    // "amount", "paymentId", "signature", "feePayer", "validity", "instructions".
    QString fieldText(const QString &name) const;
    bool wasAlreadyUsed() const { return m_alreadyUsed; }
    // The wallet that is paid: a service wallet, or one on this computer when verifying locally.
    QString walletAddress() const;

Q_SIGNALS:
    // The wallet that is paid changed (chosen, or picked from a pasted proof's recipient).
    void walletChanged(const QString &address);
    void openKeySettings();

private:
    QLayout *buildForm();
    void decode();
    void updateVerify();
    void startVerify();
    void onFinished(VerifyController::Verdict verdict);
    void startLocal(const ReceivePaymentRequest &request);
    void onLocalFinished(PaymentFlow *flow);
    void setLocalMode(bool local);

    Parts m_parts;
    VerifyController m_controller;
    PastedPayment m_pasted;
    PaymentProofInfo m_info;
    QString m_autoResource; // the resource last filled in from a pasted request
    QPlainTextEdit *m_input;
    ProofSummaryView *m_summary;
    WalletComboBox *m_wallet;
    QComboBox *m_localWallet;
    QLineEdit *m_expected;
    QLabel *m_symbol;
    FieldHint *m_hint;
    QLineEdit *m_resource;
    QLineEdit *m_facilitator;
    FieldHint *m_optionalHint;
    QSpinBox *m_timeout;
    QCheckBox *m_localBox;
    QPushButton *m_verify;
    ProgressPanel *m_progress;
    VerdictPanel *m_verdict;
    ErrorPanel *m_error;
    QPointer<FlowReviewDialog> m_dialog;
    bool m_alreadyUsed = false;
};

} // namespace paydesk::ui
