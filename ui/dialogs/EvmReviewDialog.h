#pragma once

#include "payments/EvmPaymentFlow.h"
#include "payments/EvmReplacement.h"

#include <QDialog>
#include <QPointer>
#include <QTimer>
#include <functional>

class QFrame;
class QLabel;
class QPushButton;

namespace paydesk {
class AppLock;
class LocalPaymentController;
} // namespace paydesk

namespace paydesk::ui {

class EvmSummaryView;
class ReviewVerdict;

// What you see is what you sign, on an EVM chain: the transaction the service built, checked by
// evm::EvmPaymentFlow against your node (network, nonce, gas limit, max fee and priority fee per
// gas, the most it can cost, the simulation), with a countdown to the service's quote. After
// signing it follows the receipt. An EVM transaction does not expire: while one waits for a
// block the dialog offers Speed up and Cancel (a replacement with the same nonce and higher
// fees, reviewed and signed here like the payment), never a second payment.
class EvmReviewDialog : public QDialog
{
    Q_OBJECT
public:
    static constexpr int kMinSecondsLeft = 10;
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
    static EvmReviewDialog *openFor(evm::EvmPaymentFlow *flow, const Info &info, QWidget *parent,
                                    QObject *receiver, const std::function<void()> &finished);

    int secondsLeft() const;
    evm::EvmPaymentFlow *flow() const { return m_flow; }
    evm::EvmReplacement *replacement() const { return m_replacement; }
    // Speed up or cancel the waiting payment (the buttons; public for tests).
    void replace(evm::EvmReplacement::Kind kind);

public Q_SLOTS:
    void reject() override;

private:
    void onReviewReady();
    void onStep(evm::EvmPaymentFlow::Step step);
    void onFinished();
    void onReplacementReview();
    void onReplacementFinished();
    void showVerdict(const QString &text, int tone);
    void tick();
    void updateButtons();
    QString outcomeText(evm::EvmPaymentFlow::Outcome outcome, const QString &message,
                        const QString &hash) const;

    QPointer<evm::EvmPaymentFlow> m_flow;
    QPointer<evm::EvmReplacement> m_replacement;
    Info m_info;
    QLabel *m_title;
    QLabel *m_headline;
    EvmSummaryView *m_summary;
    QLabel *m_countdown;
    ReviewVerdict *m_verdictFrame;
    QLabel *m_verdict;
    QLabel *m_progress;
    QPushButton *m_reject;
    QPushButton *m_sign;
    QPushButton *m_speedUp;
    QPushButton *m_cancelPayment;
    QPushButton *m_close;
    QTimer m_timer;
};

} // namespace paydesk::ui
