#pragma once

#include "api/ServiceClient.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace paydesk {

class PaymentEvents;

// The seller's check of an X-PAYMENT value (POST /payment/receive), with a visible countdown of
// the verification timeout and a cancel. The answer is verified (with payer, amount, payment id)
// or not verified with the reason the service gave.
class VerifyController : public QObject
{
    Q_OBJECT
public:
    enum class Verdict
    {
        None,
        Verifying,
        Verified,
        NotVerified, // the proof was looked at and refused
        Error        // no verdict: network, key, rate limit, cancelled...
    };
    Q_ENUM(Verdict)

    explicit VerifyController(ServiceClient *client, QObject *parent = nullptr);

    bool verify(const ReceivePaymentRequest &request);
    void cancel();

    bool isBusy() const { return m_verdict == Verdict::Verifying; }
    Verdict verdict() const { return m_verdict; }
    const ReceivePaymentResult &result() const { return m_result; }
    const ApiError &error() const { return m_error; }
    // The reason of a NotVerified verdict: the service's details.reason or message.
    QString reason() const;
    int secondsLeft() const;
    // Where this controller reports payment outcomes (PaymentEvents); none by default.
    void setEvents(PaymentEvents *events) { m_events = events; }

Q_SIGNALS:
    void busyChanged(bool busy);
    void countdown(int secondsLeft);
    void finished(paydesk::VerifyController::Verdict verdict);
    void waiting(qint64 ms, const QString &reason);

private:
    void onFinished(ReceivePaymentReply *reply);
    void tick();

    ServiceClient *m_client;
    PaymentEvents *m_events = nullptr; // owned by the context, outlives views
    QPointer<ReceivePaymentReply> m_reply;
    Verdict m_verdict = Verdict::None;
    ReceivePaymentResult m_result;
    ApiError m_error;
    int m_timeoutSeconds = 30;
    QElapsedTimer m_clock;
    QTimer m_ticker;
};

} // namespace paydesk
