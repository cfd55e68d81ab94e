#pragma once

#include "PaymentRequirements.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QUrl>

namespace paydesk::x402 {

// Reads the payment requirements of a 402 answer (docs/protocol-facts.md "x402 versions and
// headers"): the v2 `PAYMENT-REQUIRED` header (base64 JSON) when present, else a v1 JSON body.
// Every field of every option is checked; a malformed or contradictory option is Invalid with the
// reason, a scheme, network or asset Paydesk cannot pay yet is Unsupported with the reason. The
// whole answer is refused when it cannot be read, names another site, or the header and the body
// disagree.
class RequirementsParser
{
    Q_DECLARE_TR_FUNCTIONS(RequirementsParser)
public:
    static RequirementsResult parse(const QUrl &requested, const QByteArray &paymentRequiredHeader,
                                    const QByteArray &body);
    static bool sameOrigin(const QUrl &a, const QUrl &b);

private:
    static RequirementsResult fromJson(const QUrl &requested, const nlohmann::json &doc,
                                       PaymentRequired::Source source);
    static void checkDuplicates(PaymentRequired &required, QStringList *problems);
    static QString crossCheck(const PaymentRequired &header, const PaymentRequired &body);
};

} // namespace paydesk::x402
