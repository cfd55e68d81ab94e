#pragma once

#include "PageFrame.h"
#include "models/ChannelController.h"

#include <QPointer>

class QLabel;
class QPushButton;
class QTableView;

namespace paydesk::ui {

class ChannelWithdrawDialog;
class ProgressPanel;
class ReviewVerdict;

// Payment channels: the x402 `batch-settlement` channels Paydesk opened with sellers (a deposit
// once, then a signed voucher a request). The table says what each holds; for the selected one
// the person asks the seller for a refund, or withdraws it from the wallet (a transaction,
// reviewed first; the seller may still claim its vouchers for the channel's withdraw delay, then
// a second withdrawal finishes it). A channel idle for a week that still holds something is
// highlighted and offered for a refund.
class ChannelsPage : public PageFrame
{
    Q_OBJECT
public:
    struct Parts
    {
        ChannelController::Parts channels;
    };

    explicit ChannelsPage(const Parts &parts, QWidget *parent = nullptr);

    ChannelController *controller() const { return m_controller; }
    ChannelWithdrawDialog *withdrawDialog() const; // the one open, else null
    // Reads the channels again, keeping the selection.
    void refresh();
    // Selects the channel `id` (false when it is not listed).
    bool selectChannel(const QString &id);
    QString outcomeText() const;
    QString idleText() const;

    void askRefund(); // the "Ask for a refund" button
    void withdraw();  // the "Withdraw…" button

protected:
    void showEvent(QShowEvent *event) override;

private:
    std::optional<ChannelRow> selected() const;
    void onSelection();
    void onRefundFinished();
    void showOutcome(const QString &text, int tone);
    static QString sentence(const QString &text);
    void fitTable();

    Parts m_parts;
    ChannelController *m_controller;
    QLabel *m_idle;
    QLabel *m_empty;
    QTableView *m_table;
    QPushButton *m_refund;
    QPushButton *m_withdraw;
    QLabel *m_hint;
    ProgressPanel *m_progress;
    ReviewVerdict *m_outcome;
    QPointer<evm::ChannelRefund> m_refunding;
    QPointer<ChannelWithdrawDialog> m_withdrawDialog;
};

} // namespace paydesk::ui
