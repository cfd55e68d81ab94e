#pragma once

#include "PageFrame.h"
#include "dialogs/PayConfirmDialog.h"
#include "models/PayController.h"

#include <QPointer>

class QComboBox;
class QFrame;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace paydesk {
class PaymentEvents;
class ServiceLink;
class SettingsModel;
class WalletListModel;
} // namespace paydesk

namespace paydesk::ui {

class Permit2ApproveDialog;
class FieldHint;
class ProgressPanel;
class RequirementsView;
class ResourceView;
class WalletComboBox;

// Pay for a resource: open a URL that may answer 402 Payment Required, show what it asks for,
// ask before paying (PayConfirmDialog) unless the site has a granted budget and automatic
// payments are not frozen, pay once, and show what was bought. A lost answer or a second 402
// after paying names the payment and offers to re-send its proof; it never pays again by itself.
// The rules it pays under (budgets, caps, payees, tokens) have a page of their own
// (SpendingRulesPage).
class PayPage : public PageFrame
{
    Q_OBJECT
public:
    // What the page works with: the controller's parts (local wallets, lock and budgets among
    // them) and what the form shows.
    struct Parts
    {
        PayController::Parts pay;
        const ServiceLink *service = nullptr;
        SettingsModel *settings = nullptr;
        WalletListModel *wallets = nullptr;
        PaymentEvents *events = nullptr;
    };

    explicit PayPage(const Parts &parts, QWidget *parent = nullptr);

    PayController *controller() { return &m_controller; }
    QString outcomeText() const;
    bool isOutcomeVisible() const;
    bool isOutcomeProblem() const { return m_outcomeProblem; } // error-styled (a refusal)

Q_SIGNALS:
    void openStatus(const QString &paymentId);

private:
    QWidget *buildRequestBox();
    void setLocalMode(bool local);
    void updateFetch();
    void startFetch();
    void onState(x402::PaidFetch::State state);
    void onConfirmationNeeded();
    void onDialogFinished(int result);
    void onFinished();
    void showOutcome(const QString &text, bool problem);
    void showRequirements(); // the 402's options, with the chosen one's budget + balance answer
    void approvePermit2();   // a Permit2 option passed over for too little allowance
    QString walletAddress() const;
    QString walletLabel() const;

    Parts m_parts;
    PayController m_controller;
    QLineEdit *m_url;
    FieldHint *m_urlHint;
    QRadioButton *m_hosted;
    QRadioButton *m_local;
    WalletComboBox *m_wallet;
    QComboBox *m_localWallet;
    QPushButton *m_fetch;
    RequirementsView *m_requirements;
    ProgressPanel *m_progress;
    QFrame *m_outcome;
    QLabel *m_outcomeText;
    QPushButton *m_again;
    QPushButton *m_status;
    QPushButton *m_approvePermit2;
    ResourceView *m_resource;
    QPointer<PayConfirmDialog> m_dialog;
    QPointer<Permit2ApproveDialog> m_permit2Dialog;
    QString m_paymentId;
    bool m_outcomeProblem = false;
};

} // namespace paydesk::ui
