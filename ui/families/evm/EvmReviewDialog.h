#pragma once

#include "dialogs/FlowReviewDialog.h"
#include "families/FamilyReviews.h"
#include "payments/evm/EvmPaymentFlow.h"
#include "payments/evm/EvmReplacement.h"

class QPushButton;

namespace paydesk {
class AppLock;
class LocalPaymentController;
} // namespace paydesk

namespace paydesk::ui {

class EvmSummaryView;

// What you see is what you sign, on an EVM chain: the transaction the service built, checked by
// evm::EvmPaymentFlow against your node (network, nonce, gas limit, max fee and priority fee per
// gas, the most it can cost, the simulation), with a countdown to the service's quote. After
// signing it follows the receipt. An EVM transaction does not expire: while one waits for a
// block the dialog offers Speed up and Cancel (a replacement with the same nonce and higher
// fees, reviewed and signed here like the payment), never a second payment. The frame is
// FlowReviewDialog's.
class EvmReviewDialog : public FlowReviewDialog
{
    Q_OBJECT
public:
    // Speed up and Cancel are offered once a sent payment has waited this long for a block (and
    // at once when Paydesk stopped following it).
    static constexpr int kOfferReplacementAfterMs = 30000;
    struct Info
    {
        QString walletLabel;
        AppLock *lock = nullptr;
        LocalPaymentController *payments = nullptr; // starts speed-ups and cancels
    };

    EvmReviewDialog(evm::EvmPaymentFlow *flow, const Info &info, QWidget *parent = nullptr);

    // Window-modal over `parent`'s window; `finished` runs once when the payment's flow ends.
    // The review of `flow` when it is an EVM flow (FamilyReviews opens it); else null.
    static FlowReviewDialog *create(PaymentFlow *flow, const ReviewParts &parts,
                                    const ReviewWallet &wallet, QWidget *parent);

    evm::EvmPaymentFlow *flow() const { return static_cast<evm::EvmPaymentFlow *>(paymentFlow()); }
    evm::EvmReplacement *replacement() const { return m_replacement; }
    // Speed up or cancel the waiting payment (the buttons; public for tests).
    void replace(evm::EvmReplacement::Kind kind);

public Q_SLOTS:
    void reject() override;

protected:
    QDateTime expiresAt() const override;
    void onReviewReady() override;
    void onStep(PaymentFlow::Step step) override;
    void onFinished() override;
    void tick() override;
    void updateButtons() override;
    QString submittedText() const override;
    void approveNow() override;
    void declineNow() override;

private:
    void onReplacementReview();
    void onReplacementFinished();
    QString outcomeText(PaymentFlow::Outcome outcome, const QString &message,
                        const QString &hash) const;

    QPointer<evm::EvmReplacement> m_replacement;
    Info m_info;
    EvmSummaryView *m_summary;
    QPushButton *m_speedUp;
    QPushButton *m_cancelPayment;
};

} // namespace paydesk::ui
