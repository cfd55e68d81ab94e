#pragma once

#include "PageFrame.h"
#include "dialogs/LocalReviewDialog.h"
#include "models/VerifyController.h"

#include <QPointer>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace paydesk {
class AppContext;
}

namespace paydesk::ui {

class ErrorPanel;
class FieldHint;
class ProgressPanel;
class ProofSummaryView;
class QrCodeWidget;
class VerdictPanel;
class WalletComboBox;

// Receive / verify: the receiving wallet's address as text and QR code; a pasted X-PAYMENT value
// decoded as it is typed; the seller's expectations (amount, resource, facilitator, timeout);
// verification with a visible countdown and a clear verified / not verified answer.
class ReceivePage : public PageFrame
{
    Q_OBJECT
public:
    explicit ReceivePage(AppContext *context, QWidget *parent = nullptr);

    VerifyController *controller() { return &m_controller; }
    WalletComboBox *walletBox() const { return m_wallet; }
    QPlainTextEdit *proofEdit() const { return m_proof; }
    QLineEdit *expectedEdit() const { return m_expected; }
    QSpinBox *timeoutBox() const { return m_timeout; }
    QPushButton *verifyButton() const { return m_verify; }
    VerdictPanel *verdict() const { return m_verdict; }
    ProofSummaryView *proofSummary() const { return m_summary; }
    ProgressPanel *progress() const { return m_progress; }
    ErrorPanel *errorPanel() const { return m_error; }
    QrCodeWidget *qrCode() const { return m_qr; }
    // Local mode: verify through /transaction/receive, co-signing as fee payer.
    QCheckBox *localBox() const { return m_local; }
    QComboBox *localWalletBox() const { return m_localWallet; }
    LocalReviewDialog *reviewDialog() const { return m_dialog; }
    QString walletAddress() const;

Q_SIGNALS:
    void openKeySettings();
    void openStatus(const QString &paymentId);

private:
    void onWallet(const QString &address);
    void updateProof();
    void updateVerify();
    void startVerify();
    void onFinished(VerifyController::Verdict verdict);
    void setLocalMode(bool local);
    void startLocal(const ReceivePaymentRequest &request);
    void onLocalFinished(solana::LocalPaymentFlow *flow);
    QWidget *buildAddressBox();
    QWidget *buildVerifyBox();

    AppContext *m_context;
    VerifyController m_controller;
    WalletComboBox *m_wallet;
    QrCodeWidget *m_qr;
    QLabel *m_address;
    QPushButton *m_copy;
    QLabel *m_network;
    QPlainTextEdit *m_proof;
    ProofSummaryView *m_summary;
    QLineEdit *m_expected;
    QLabel *m_expectedSymbol;
    FieldHint *m_expectedHint;
    QLineEdit *m_resource;
    QLineEdit *m_facilitator;
    FieldHint *m_optionalHint;
    QSpinBox *m_timeout;
    QPushButton *m_verify;
    ProgressPanel *m_progress;
    VerdictPanel *m_verdict;
    ErrorPanel *m_error;
    QCheckBox *m_local;
    QComboBox *m_localWallet;
    QPointer<LocalReviewDialog> m_dialog;
};

} // namespace paydesk::ui
