#include "SendController.h"

#include "PaymentEvents.h"
#include "models/AppLock.h"

namespace paydesk {

SendController::SendController(ServiceClient *client, QObject *parent)
    : QObject(parent), m_client(client)
{}

std::optional<ApiError> SendController::check(const SendPaymentRequest &request)
{
    return request.validate();
}

bool SendController::send(const SendPaymentRequest &request)
{
    if (isBusy())
        return false;
    if (m_lock && m_lock->isLocked()) {
        m_request = request;
        m_result = {};
        m_error = ApiError::refused(QStringLiteral("APP_LOCKED"), AppLock::lockedMessage());
        m_outcome = Outcome::Refused;
        Q_EMIT busyChanged(false);
        reportFailure();
        Q_EMIT failed(m_error);
        return false;
    }
    m_request = request;
    // One key per payment the user approved; the service (when it honours the header) can tell
    // a repeat of this payment from a new one.
    if (m_request.idempotencyKey.isEmpty())
        m_request.idempotencyKey = newIdempotencyKey();
    m_result = {};
    m_error = {};
    m_outcome = Outcome::InFlight;
    m_reply = m_client->sendPayment(m_request);
    connect(m_reply, &ApiReply::finished, this, [this, r = m_reply.data()]() { onFinished(r); });
    connect(m_reply, &ApiReply::waiting, this, &SendController::waiting);
    Q_EMIT busyChanged(true);
    return true;
}

void SendController::cancel()
{
    if (m_reply)
        m_reply->abort();
}

void SendController::onFinished(SendPaymentReply *reply)
{
    if (!reply || reply != m_reply)
        return;
    m_reply = nullptr;
    reply->deleteLater();
    if (reply->ok()) {
        m_result = reply->result();
        m_outcome = Outcome::Paid;
        Q_EMIT busyChanged(false);
        if (m_events)
            m_events->report(PaymentOutcome::ofSendPaid(m_request, m_result));
        Q_EMIT paid(m_result);
        return;
    }
    m_error = reply->error();
    m_outcome = m_error.outcomeUnknown() ? Outcome::Unknown : Outcome::Refused;
    Q_EMIT busyChanged(false);
    reportFailure();
    Q_EMIT failed(m_error);
}

void SendController::reportFailure()
{
    if (!m_events)
        return;
    if (const auto outcome = PaymentOutcome::ofSendFailed(m_request, m_error))
        m_events->report(*outcome);
}

} // namespace paydesk
