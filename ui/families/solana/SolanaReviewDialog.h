#pragma once

#include "dialogs/FlowReviewDialog.h"
#include "families/FamilyReviews.h"
#include "payments/solana/SolanaPaymentFlow.h"

namespace paydesk {
class AppLock;
class BalanceBook;
class SolanaNodeSettings;
class ServiceLink;
} // namespace paydesk

namespace paydesk::ui {

class SolanaSummaryView;

// What you see is what you sign, on Solana: the transaction the service built, decoded and
// checked by SolanaPaymentFlow, in plain words (who pays whom how much, network fee, priority
// fee, network, each instruction, the simulation), with a live countdown to its expiry. "Sign &
// send" is enabled only while at least kMinSecondsLeft remain; on expiry the dialog offers a
// fresh transaction instead. A refusal is shown with its reason and no way to sign. After
// signing it follows the broadcast to the final outcome. The frame is FlowReviewDialog's.
class SolanaReviewDialog : public FlowReviewDialog
{
    Q_OBJECT
public:
    struct Info
    {
        QString walletLabel;
        QString rpcUrl;
        BalanceBook *balances = nullptr; // the paying wallet's balance, for "balance after"
        bool sandbox = false;
        AppLock *lock = nullptr; // while locked, signing asks for the passphrase first
    };

    SolanaReviewDialog(solana::SolanaPaymentFlow *flow, const Info &info,
                       QWidget *parent = nullptr);

    // The review of `flow` when it is a Solana flow (FamilyReviews opens it); else null.
    static FlowReviewDialog *create(PaymentFlow *flow, const ReviewParts &parts,
                                    const ReviewWallet &wallet, QWidget *parent);
    // On expiry the dialog offers a fresh transaction: the page keeps its form meanwhile.
    bool offersFreshTransaction() const override;

    solana::SolanaPaymentFlow *flow() const
    {
        return static_cast<solana::SolanaPaymentFlow *>(paymentFlow());
    }

public Q_SLOTS:
    // Esc, Close or the window's close button: a "no" while the review waits (also when the
    // transaction is still being fetched); while it is on its way the flow goes on.
    void reject() override;

protected:
    QDateTime expiresAt() const override;
    void onReviewReady() override;
    void onStep(PaymentFlow::Step step) override;
    void onFinished() override;
    void tick() override;
    void updateButtons() override;
    QString submittedText() const override;

private:
    Info m_info;
    SolanaSummaryView *m_summary;
    QPushButton *m_refresh;
    int m_total = 0;
    bool m_declineWhenReady = false;
};

} // namespace paydesk::ui
