#include "PaymentRecord.h"

#include "ExactJson.h"
#include "Network.h"

namespace paydesk {

PaymentState paymentStateFromString(const QString &status)
{
    const QString s = status.trimmed().toLower();
    if (s == u"pending")
        return PaymentState::Pending;
    if (s == u"submitted" || s == u"processed" || s == u"processing")
        return PaymentState::Submitted;
    if (s == u"confirmed")
        return PaymentState::Confirmed;
    if (s == u"finalized" || s == u"completed" || s == u"success")
        return PaymentState::Finalized;
    if (s == u"failed" || s == u"error")
        return PaymentState::Failed;
    if (s == u"expired")
        return PaymentState::Expired;
    return PaymentState::Unknown;
}

QString paymentStateName(PaymentState state)
{
    switch (state) {
    case PaymentState::Pending:
        return QStringLiteral("pending");
    case PaymentState::Submitted:
        return QStringLiteral("submitted");
    case PaymentState::Confirmed:
        return QStringLiteral("confirmed");
    case PaymentState::Finalized:
        return QStringLiteral("finalized");
    case PaymentState::Failed:
        return QStringLiteral("failed");
    case PaymentState::Expired:
        return QStringLiteral("expired");
    case PaymentState::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

bool isFinalState(PaymentState state)
{
    return state == PaymentState::Finalized || state == PaymentState::Failed ||
           state == PaymentState::Expired;
}

QString PaymentRecord::assetSymbol() const
{
    return symbol.isEmpty() ? coinSymbol() : symbol;
}

QString PaymentRecord::coinSymbol() const
{
    return network.isEmpty() ? chainSymbol(chain()) : Network::coinOf(network);
}

Chain PaymentRecord::chain() const
{
    if (auto a = Address::parse(from.isEmpty() ? to : from))
        return a->chain();
    return Network::familyOfRecord(network);
}

QJsonObject PaymentRecord::rawObject() const
{
    if (raw.isEmpty())
        return {};
    const auto parsed = ExactJson::parse(raw);
    return parsed ? ExactJson::toQt(parsed->value) : QJsonObject();
}

} // namespace paydesk
