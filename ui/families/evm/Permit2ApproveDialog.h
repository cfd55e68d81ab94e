#pragma once

#include "models/PayController.h"
#include "payments/evm/Permit2Approval.h"

#include <QDialog>
#include <QPointer>
#include <functional>

class QFrame;
class QLabel;
class QLineEdit;
class QPushButton;

namespace paydesk {
class AppLock;
}

namespace paydesk::ui {

class EvmSummaryView;
class ReviewVerdict;

// "Approve Permit2": a seller asks its price by Permit2, and the token lets Permit2 move too
// little of the wallet's. The user types the amount (the price to start with, never unlimited),
// Paydesk builds the approve and shows it checked against the node (evm::Permit2Approval: the
// token's contract, approve(Permit2, amount), value 0, nonce, gas, the most the fee can cost),
// and signs it only on "Sign & send"; then it follows it to its block. approved() tells the Pay
// page the allowance is in place, so it can fetch the URL again.
class Permit2ApproveDialog : public QDialog
{
    Q_OBJECT
public:
    // Starts an approval of `amount` (null and why when it cannot start).
    using Starter = std::function<evm::Permit2Approval *(const Amount &amount, QString *error)>;
    struct Info
    {
        x402::PaymentOption option; // the Permit2 option passed over
        QString walletLabel;
        AppLock *lock = nullptr;
    };

    Permit2ApproveDialog(const Info &info, Starter starter, QWidget *parent = nullptr);

    QLineEdit *amountEdit() const { return m_amount; }
    evm::Permit2Approval *approval() const { return m_approval; }
    void review();      // the "Review" button
    void signAndSend(); // the "Sign & send" button

Q_SIGNALS:
    void approved(); // the approve landed

private:
    void onReviewReady();
    void onFinished();
    void discardReview();
    void showVerdict(const QString &text, int tone);
    void updateButtons();
    void fitHeight();

    Info m_info;
    Starter m_starter;
    QPointer<evm::Permit2Approval> m_approval;
    QLineEdit *m_amount;
    QLabel *m_headline;
    EvmSummaryView *m_summary;
    ReviewVerdict *m_verdictFrame;
    QLabel *m_progress;
    QPushButton *m_review;
    QPushButton *m_sign;
    QPushButton *m_close;
    QPushButton *m_pay; // once approved: closes, and the Pay page opens the URL again
};

} // namespace paydesk::ui
