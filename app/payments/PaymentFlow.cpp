#include "PaymentFlow.h"

#include "core/ApiError.h"
#include "core/LogCategories.h"
#include "core/RpcCall.h"

#include <iterator>

namespace paydesk {

PaymentFlow::PaymentFlow(QObject *parent) : QObject(parent) {}

QString PaymentFlow::outcomeName(Outcome o)
{
    static const char *const names[] = {"none",     "confirmed", "failed", "expired",
                                        "rejected", "refused",   "error",  "unfinished"};
    return QString::fromLatin1(names[int(o)]);
}

void PaymentFlow::setStep(Step step)
{
    if (m_step == step)
        return;
    m_step = step;
    // The log names the step (its order in Step): "building", "checking", ...
    static const char *const kNames[] = {"idle",    "building",     "checking", "awaiting approval",
                                         "signing", "broadcasting", "finished"};
    static_assert(std::size(kNames) == std::size_t(Step::Finished) + 1);
    qCInfo(lcLocal).noquote() << logName().trimmed() << "step:" << kNames[int(step)];
    Q_EMIT stepChanged(step);
}

void PaymentFlow::finish(Outcome outcome, const QString &message)
{
    m_outcome = outcome;
    m_message = message;
    qCInfo(lcLocal).noquote() << logName() << "finished:" << outcomeName(outcome) << "transaction"
                              << transactionId();
    setStep(Step::Finished);
    Q_EMIT finished();
}

bool PaymentFlow::isUnreachable(const ApiError &e)
{
    return e.kind() == ApiError::Kind::Network || e.kind() == ApiError::Kind::Timeout ||
           e.kind() == ApiError::Kind::Tls;
}

bool PaymentFlow::isUnreachable(const RpcCall &call)
{
    const RpcError::Kind k = call.error().kind;
    return k == RpcError::Kind::Network || k == RpcError::Kind::Timeout ||
           k == RpcError::Kind::Http;
}

} // namespace paydesk
