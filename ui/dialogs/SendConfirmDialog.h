#pragma once

#include "core/PaymentRequests.h"
#include "models/AppLock.h"
#include "models/PaymentCost.h"

#include <QDialog>
#include <QTimer>

class QPushButton;

namespace paydesk::ui {

// Repeats exactly what will be paid (amount, from, to, resource, metadata, priority fee, service)
// before anything is sent. "Pay" is enabled only after a short delay, so a stray Enter or double
// click cannot confirm; Cancel has the focus. Opened with open() (no nested event loop); a test
// answer set with MessageBox::setNextAnswer() decides it without showing it.
class SendConfirmDialog : public QDialog
{
    Q_OBJECT
public:
    struct Summary
    {
        SendPaymentRequest request;
        QString walletLabel;
        QString recipientLabel; // when the recipient is one of the user's wallets
        QString symbol;
        QString serviceName; // "Built-in sandbox (test funds only)" or the URL
        bool sandbox = false;
        AppLock *lock = nullptr; // while locked, the unlock comes first (and again before Pay)
        std::optional<PaymentCost> cost; // fee, total debited and balance after
        QStringList warnings;            // e.g. a recipient this wallet has never paid
    };

    SendConfirmDialog(const Summary &summary, QWidget *parent = nullptr);

    // Shows the dialog (or applies a pending test answer) and calls back with the decision.
    static void confirm(QWidget *parent, const Summary &summary,
                        const std::function<void(bool confirmed)> &done);
    static void setConfirmDelayMs(int ms);

    QString summaryText() const { return m_text; }

private:
    void tick();
    QPushButton *m_pay;
    QPushButton *m_cancel;
    QTimer m_timer;
    int m_left = 0;
    QString m_payLabel;
    QString m_text;
    static int s_delayMs;
};

} // namespace paydesk::ui
