#pragma once

#include "PageFrame.h"
#include "models/SendController.h"

class QPushButton;

namespace paydesk {
class AppContext;
}

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
    explicit SendPage(AppContext *context, QWidget *parent = nullptr);

    SendForm *form() const { return m_form; }
    SendController *controller() { return &m_controller; }
    QPushButton *reviewButton() const { return m_review; }
    ErrorPanel *errorPanel() const { return m_error; }
    SendResultCard *resultCard() const { return m_result; }
    ProgressPanel *progress() const { return m_progress; }

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

    AppContext *m_context;
    SendController m_controller;
    SendForm *m_form;
    QPushButton *m_review;
    QPushButton *m_clear;
    ProgressPanel *m_progress;
    ErrorPanel *m_error;
    SendResultCard *m_result;
    QString m_lastWallet;
};

} // namespace paydesk::ui
