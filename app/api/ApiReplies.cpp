#include "ApiReplies.h"

#include "ResponseParser.h"

namespace paydesk {

namespace {
template <typename T> bool assign(std::optional<T> parsed, T &out)
{
    if (!parsed)
        return false;
    out = std::move(*parsed);
    return true;
}
} // namespace

bool SendPaymentReply::parse(const QByteArray &body, QString *why)
{
    return assign(responses::parseSend(body, chain(), why), m_result);
}

bool ReceivePaymentReply::parse(const QByteArray &body, QString *why)
{
    return assign(responses::parseReceive(body, chain(), why), m_result);
}

bool PaymentStatusReply::parse(const QByteArray &body, QString *why)
{
    return assign(responses::parseStatus(body, chain(), why), m_result);
}

bool HistoryReply::parse(const QByteArray &body, QString *why)
{
    return assign(responses::parseHistory(body, chain(), why), m_result);
}

bool TransactionReply::parse(const QByteArray &body, QString *why)
{
    return assign(responses::parseTransaction(body, why), m_result);
}

} // namespace paydesk
