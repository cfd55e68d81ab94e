#pragma once

#include "PageFrame.h"
#include "dialogs/FlowReviewDialog.h"
#include "families/FamilyReviews.h"
#include "models/PaymentCost.h"
#include "models/PaymentStatusTracker.h"
#include "models/SendController.h"

#include <QPointer>

class QPushButton;
class QRadioButton;

namespace paydesk {
class AppLock;
class BalanceBook;
class HistoryCache;
class HistoryWriter;
class LocalPaymentController;
class LocalWalletModel;
class PaymentEvents;
class ServiceClient;
class ServiceLink;
class SettingsModel;
class WalletListModel;
} // namespace paydesk

namespace paydesk::ui {

class ErrorPanel;
class ProgressPanel;
class SendForm;
class SendResultCard;

// Send: the form, a confirmation that repeats exactly what will be paid, the payment in flight
// (Send disabled, Cancel offered), and its result or error. An unknown outcome says so and leads
// to the history; it never offers to pay again.
class SendPage : public PageFrame
{
    Q_OBJECT
public:
    // What the page works with (the context hands these over; tests may build their own).
    struct Parts
    {
        ServiceClient *client = nullptr;
        const ServiceLink *service = nullptr;
        SettingsModel *settings = nullptr;
        WalletListModel *wallets = nullptr;
        BalanceBook *balances = nullptr;
        AppLock *appLock = nullptr; // nothing is sent while Paydesk is locked
        PaymentEvents *events = nullptr;
        HistoryCache *historyCache = nullptr;
        HistoryWriter *historyWriter = nullptr;
        LocalWalletModel *localWallets = nullptr;        // null: local mode off
        LocalPaymentController *localPayments = nullptr; // with localWallets
        ReviewParts review;
    };

    explicit SendPage(const Parts &parts, QWidget *parent = nullptr);

    SendController *controller() { return &m_controller; }
    // Follows the last hosted payment after it was sent, for the sent panel.
    PaymentStatusTracker *follower() { return &m_follow; }
    void setLocalMode(bool local);

Q_SIGNALS:
    void openStatus(const QString &paymentId);
    void openHistory(const QString &wallet);
    void openKeySettings();
    void paymentSent(const QString &wallet);

private:
    void review();
    void onBusy(bool busy);
    void onPaid(const SendPaymentResult &result);
    void onFailed(const ApiError &error);
    void updateReview();
    // What the review should flag about the recipient (never paid, empty on chain).
    QStringList recipientWarnings(const SendPaymentRequest &request) const;
    void startLocal(const SendPaymentRequest &request);
    void onLocalFinished(PaymentFlow *flow); // any family's

    Parts m_parts;
    SendController m_controller;
    PaymentStatusTracker m_follow;
    SendForm *m_form;
    QPushButton *m_review;
    QRadioButton *m_hosted;
    QRadioButton *m_localMode;
    QPointer<FlowReviewDialog> m_dialog; // the local payment's review, of its wallet's family
    QPushButton *m_clear;
    ProgressPanel *m_progress;
    ErrorPanel *m_error;
    SendResultCard *m_result;
    QString m_lastWallet;
    std::optional<PaymentCost> m_sentCost; // of the hosted payment in flight
};

} // namespace paydesk::ui
