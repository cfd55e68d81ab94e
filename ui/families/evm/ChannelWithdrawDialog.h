#pragma once

#include "payments/evm/ChannelWithdrawal.h"

#include <QDialog>
#include <QPointer>

class QLabel;
class QPushButton;

namespace paydesk {
class AppLock;
}

namespace paydesk::ui {

class EvmSummaryView;
class ReviewVerdict;

// "Withdraw from a payment channel": the payer's own way out of an x402 batch-settlement
// channel (docs/protocol-facts.md "EVM batch-settlement"), one transaction from the wallet. The
// first withdrawal starts the channel's withdraw delay (the seller may still claim its vouchers
// until it has passed), a later one finishes it and returns what is unclaimed. The dialog follows
// an evm::ChannelWithdrawal already started: the chain read, then the call checked against the
// node (the escrow contract, the call in words, value 0, nonce, gas, the most the network fee can
// cost), signed only on "Sign & send" and followed to its block; or why there is nothing to send
// yet ("can be finished from …"). Closing it before signing rejects the transaction.
class ChannelWithdrawDialog : public QDialog
{
    Q_OBJECT
public:
    struct Info
    {
        QString walletLabel;
        QString seller;     // the channel's seller (its origin)
        QString refundable; // "0.05 USDC": what the seller has not charged, as Paydesk knows it
        AppLock *lock = nullptr;
    };

    ChannelWithdrawDialog(evm::ChannelWithdrawal *withdrawal, const Info &info,
                          QWidget *parent = nullptr);

    evm::ChannelWithdrawal *withdrawal() const { return m_withdrawal; }
    QString headlineText() const;
    QString verdictText() const;
    void signAndSend(); // the "Sign & send" button
    void done(int result) override;

private:
    void onReviewReady();
    void onFinished();
    void showVerdict(const QString &text, int tone);
    void updateButtons();
    void fitHeight();

    Info m_info;
    QPointer<evm::ChannelWithdrawal> m_withdrawal;
    QLabel *m_headline;
    QLabel *m_line; // what the call does, under the headline
    EvmSummaryView *m_summary;
    ReviewVerdict *m_verdictFrame;
    QLabel *m_progress;
    QPushButton *m_sign;
    QPushButton *m_close;
};

} // namespace paydesk::ui
