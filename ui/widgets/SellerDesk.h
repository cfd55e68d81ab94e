#pragma once

#include "models/PastedPayment.h"
#include "models/PaymentProofInfo.h"
#include "models/VerifyController.h"

#include <QGroupBox>
#include <QHash>
#include <QPointer>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace paydesk {
class AppContext;
namespace solana {
class LocalPaymentFlow;
}
} // namespace paydesk

namespace paydesk::ui {

class ErrorPanel;
class FieldHint;
class LocalReviewDialog;
class ProgressPanel;
class VerdictPanel;
class WalletComboBox;

// The seller's verification desk: paste an X-PAYMENT value or a whole HTTP request (the proof is
// found in its X-PAYMENT or PAYMENT-SIGNATURE header), see every field decoded (kind, payer,
// recipient, amount, network, validity, and an authorization's instructions in plain words), then
// verify it: hosted through /payment/receive, or locally (check, co-sign as fee payer, broadcast,
// confirm). A proof already used is refused, and the desk says so plainly.
class SellerDesk : public QGroupBox
{
    Q_OBJECT
public:
    explicit SellerDesk(AppContext *context, QWidget *parent = nullptr);

    QPlainTextEdit *input() const { return m_input; }
    WalletComboBox *walletBox() const { return m_wallet; }
    QLineEdit *expectedEdit() const { return m_expected; }
    QPushButton *verifyButton() const { return m_verify; }
    QCheckBox *localBox() const { return m_localBox; }
    VerdictPanel *verdict() const { return m_verdict; }
    VerifyController *controller() { return &m_controller; }
    // A decoded field by name: "source", "kind", "version", "network", "payer", "recipient",
    // "amount", "paymentId", "signature", "feePayer", "validity", "instructions".
    QString fieldText(const QString &name) const;
    bool wasAlreadyUsed() const { return m_alreadyUsed; }

private:
    void decode();
    void updateVerify();
    void startVerify();
    void onFinished(VerifyController::Verdict verdict);
    void startLocal(const ReceivePaymentRequest &request);
    void onLocalFinished(solana::LocalPaymentFlow *flow);
    QString walletAddress() const;
    void setField(const QString &name, const QString &value);

    AppContext *m_context;
    VerifyController m_controller;
    PastedPayment m_pasted;
    PaymentProofInfo m_info;
    QPlainTextEdit *m_input;
    QFormLayout *m_fieldsForm;
    QHash<QString, QLabel *> m_fields;
    WalletComboBox *m_wallet;
    QComboBox *m_localWallet;
    QLineEdit *m_expected;
    FieldHint *m_hint;
    QCheckBox *m_localBox;
    QPushButton *m_verify;
    ProgressPanel *m_progress;
    VerdictPanel *m_verdict;
    ErrorPanel *m_error;
    QPointer<LocalReviewDialog> m_dialog;
    bool m_alreadyUsed = false;
};

} // namespace paydesk::ui
