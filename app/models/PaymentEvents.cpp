#include "PaymentEvents.h"

namespace paydesk {

PaymentEvents::PaymentEvents(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<PaymentOutcome>();
}

void PaymentEvents::report(const PaymentOutcome &outcome)
{
    if (isOwnSend(outcome))
        m_lastSent = outcome.paymentId;
    Q_EMIT reported(outcome);
}

bool PaymentEvents::isOwnSend(const PaymentOutcome &o)
{
    using S = PaymentOutcome::Source;
    return (o.source == S::HostedSend || o.source == S::LocalFlow) &&
           o.direction == Direction::Sent && !o.paymentId.isEmpty();
}

} // namespace paydesk
