#pragma once

#include "models/AppLock.h"
#include "models/PayController.h"

#include <QDialog>
#include <QPointer>
#include <QTimer>
#include <optional>

class QCheckBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace paydesk::ui {

// Asks before paying for a URL: the URL, the site, the exact amount, the network, the recipient,
// a live countdown of the seller's price validity and what is left of the site's budget today.
// Pay is enabled after a short delay; Decline has the focus. Optionally grants the site a budget
// (cap per payment and per day) so later prices within it are paid without asking. A price above
// the default caps of a site without a budget is flagged, and "Pay once" pays just that one.
class PayConfirmDialog : public QDialog
{
    Q_OBJECT
public:
    PayConfirmDialog(const x402::PaymentQuote &quote, const QString &walletLabel,
                     QWidget *parent = nullptr);

    static void setConfirmDelayMs(int ms);
    // Pay while `lock` is locked asks for the passphrase first, then pays.
    void setAppLock(AppLock *lock) { m_lock = lock; }
    void accept() override;

    QString countdownText() const;
    QString summaryText() const { return m_text; }
    // The caps typed when "grant" is checked; nullopt + a sentence when one is not an amount.
    std::optional<std::pair<Amount, Amount>> grantedCaps(QString *problem) const;
    bool isGrantChecked() const;

private:
    void tick();
    void updatePay();
    QLabel *addRow(QFormLayout *form, const QString &label, const QString &value,
                   bool mono = false);

    x402::PaymentQuote m_quote;
    QPointer<AppLock> m_lock;
    QLabel *m_countdown;
    QLabel *m_grantProblem;
    QLabel *m_aboveCap = nullptr;
    QPushButton *m_pay;
    QPushButton *m_decline;
    QCheckBox *m_grant;
    QLineEdit *m_perPayment;
    QLineEdit *m_perDay;
    QTimer m_timer;
    int m_delayLeftMs = 0;
    QString m_payLabel;
    QString m_text;
    static int s_delayMs;
};

} // namespace paydesk::ui
