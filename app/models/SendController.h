#pragma once

#include "api/ServiceClient.h"
#include "models/AppLock.h"

#include <QObject>
#include <QPointer>

namespace paydesk {

class PaymentEvents;

// One hosted payment at a time (POST /payment/send). send() refuses while a payment is in flight,
// so a double click can never pay twice. The outcome is one of: paid (result), refused (an error
// that guarantees nothing was paid) or unknown (sent, but no readable answer: check the status,
// never pay again).
class SendController : public QObject
{
    Q_OBJECT
public:
    enum class Outcome
    {
        None,
        InFlight,
        Paid,
        Refused,
        Unknown
    };
    Q_ENUM(Outcome)

    explicit SendController(ServiceClient *client, QObject *parent = nullptr);

    // Validates without sending: nullopt when the request may be sent.
    static std::optional<ApiError> check(const SendPaymentRequest &request);

    // Starts the payment; false (and nothing sent) when one is already in flight. An invalid
    // request is not sent either: failed() follows with the validation error.
    bool send(const SendPaymentRequest &request);
    // Cancels the wait. A payment that may have reached the service ends as Unknown.
    void cancel();
    // While `lock` is locked, send() sends nothing: it fails at once (Refused, APP_LOCKED).
    void setAppLock(AppLock *lock) { m_lock = lock; }
    // Where this controller reports payment outcomes (PaymentEvents); none by default.
    void setEvents(PaymentEvents *events) { m_events = events; }

    bool isBusy() const { return m_outcome == Outcome::InFlight; }
    Outcome outcome() const { return m_outcome; }
    const SendPaymentRequest &request() const { return m_request; }
    const SendPaymentResult &result() const { return m_result; }
    const ApiError &error() const { return m_error; }

Q_SIGNALS:
    void busyChanged(bool busy);
    void paid(const paydesk::SendPaymentResult &result);
    void
    failed(const paydesk::ApiError &error); // Refused or Unknown (see error().outcomeUnknown())
    void waiting(qint64 ms, const QString &reason);

private:
    void reportFailure();
    void onFinished(SendPaymentReply *reply);

    ServiceClient *m_client;
    QPointer<AppLock> m_lock;
    PaymentEvents *m_events = nullptr; // owned by the context, outlives views
    QPointer<SendPaymentReply> m_reply;
    Outcome m_outcome = Outcome::None;
    SendPaymentRequest m_request;
    SendPaymentResult m_result;
    ApiError m_error;
};

} // namespace paydesk
