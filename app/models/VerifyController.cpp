#include "VerifyController.h"

#include "PaymentEvents.h"
#include "core/Validation.h"

namespace paydesk {

VerifyController::VerifyController(ServiceClient *client, QObject *parent)
    : QObject(parent), m_client(client)
{
    m_ticker.setInterval(250);
    connect(&m_ticker, &QTimer::timeout, this, &VerifyController::tick);
}

bool VerifyController::verify(const ReceivePaymentRequest &request)
{
    if (isBusy())
        return false;
    m_result = {};
    m_error = {};
    m_timeoutSeconds = request.timeoutSeconds.value_or(limits::kDefaultTimeoutSeconds);
    m_verdict = Verdict::Verifying;
    m_reply = m_client->receivePayment(request);
    connect(m_reply, &ApiReply::finished, this, [this, r = m_reply.data()]() { onFinished(r); });
    connect(m_reply, &ApiReply::waiting, this, &VerifyController::waiting);
    m_clock.start();
    m_ticker.start();
    Q_EMIT busyChanged(true);
    Q_EMIT countdown(m_timeoutSeconds);
    return true;
}

void VerifyController::cancel()
{
    if (m_reply)
        m_reply->abort();
}

int VerifyController::secondsLeft() const
{
    if (!isBusy())
        return 0;
    const qint64 left = qint64(m_timeoutSeconds) * 1000 - m_clock.elapsed();
    return int(std::max<qint64>(0, (left + 999) / 1000));
}

void VerifyController::tick()
{
    Q_EMIT countdown(secondsLeft());
}

QString VerifyController::reason() const
{
    const QString detail = m_error.details().value(QStringLiteral("reason")).toString();
    return detail.isEmpty() ? m_error.message() : detail;
}

void VerifyController::onFinished(ReceivePaymentReply *reply)
{
    if (!reply || reply != m_reply)
        return;
    m_reply = nullptr;
    reply->deleteLater();
    m_ticker.stop();
    if (reply->ok() && reply->result().verified) {
        m_result = reply->result();
        m_verdict = Verdict::Verified;
    } else if (reply->ok()) {
        m_result = reply->result();
        m_error = ApiError(ApiError::Kind::Service, QStringLiteral("PAYMENT_VERIFICATION_FAILED"),
                           tr("The service did not confirm the payment."));
        m_verdict = Verdict::NotVerified;
    } else {
        m_error = reply->error();
        const QString code = m_error.code();
        const bool refusedProof =
            m_error.kind() == ApiError::Kind::Service &&
            (code == u"INVALID_PAYMENT_PROOF" || code == u"PAYMENT_VERIFICATION_FAILED" ||
             code == u"INVALID_PARAMETERS" || code == u"INVALID_RECIPIENT");
        m_verdict = refusedProof ? Verdict::NotVerified : Verdict::Error;
    }
    Q_EMIT busyChanged(false);
    if (m_events && m_verdict == Verdict::Verified)
        m_events->report(PaymentOutcome::ofVerified(m_result));
    Q_EMIT finished(m_verdict);
}

} // namespace paydesk
