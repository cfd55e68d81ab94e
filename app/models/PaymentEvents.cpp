#include "PaymentEvents.h"

namespace paydesk {

PaymentEvents::PaymentEvents(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<PaymentOutcome>();
}

} // namespace paydesk
