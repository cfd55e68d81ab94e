#include "PaymentHeaders.h"

#include "JsonFields.h"
#include "core/ExactJson.h"

#include <QRandomGenerator>

namespace paydesk::x402 {

namespace {
std::optional<nlohmann::json> base64Object(const QByteArray &value)
{
    const auto bytes =
        QByteArray::fromBase64Encoding(value.trimmed(), QByteArray::AbortOnBase64DecodingErrors);
    const auto parsed = bytes ? ExactJson::parse(bytes.decoded) : std::nullopt;
    if (!parsed || !parsed->value.is_object())
        return std::nullopt;
    return parsed->value;
}

} // namespace

QByteArray PaymentHeaders::proofHeaderName(int x402Version)
{
    return x402Version >= 2 ? QByteArrayLiteral("PAYMENT-SIGNATURE")
                            : QByteArrayLiteral("X-PAYMENT");
}

QString PaymentHeaders::newPaymentIdentifier()
{
    QByteArray bytes(16, '\0');
    QRandomGenerator::system()->generate(bytes.begin(), bytes.end());
    return QStringLiteral("pay_") + QString::fromLatin1(bytes.toHex());
}

std::optional<QByteArray> PaymentHeaders::proofHeaderValue(int x402Version, const QString &v1Proof,
                                                           const PaymentOption &option,
                                                           const QString &resourceUrl,
                                                           const nlohmann::json &extensions,
                                                           const QString &paymentIdentifier)
{
    const auto v1 = base64Object(v1Proof.toLatin1());
    if (!v1 || !v1->contains("payload"))
        return std::nullopt;
    if (x402Version < 2)
        return v1Proof.toLatin1();
    // The seller's extensions, echoed (as the x402 clients do); objects only.
    nlohmann::json echoed = nlohmann::json::object();
    if (extensions.is_object())
        for (const auto &[name, value] : extensions.items())
            if (value.is_object())
                echoed[name] = value;
    const auto id = echoed.find("payment-identifier");
    if (id != echoed.end() && !paymentIdentifier.isEmpty()) {
        if (!id->contains("info") || !(*id)["info"].is_object())
            (*id)["info"] = nlohmann::json::object();
        (*id)["info"]["id"] = paymentIdentifier.toStdString();
    }
    const nlohmann::json v2 = {{"x402Version", 2},
                               {"resource", {{"url", resourceUrl.toStdString()}}},
                               {"accepted", option.raw},
                               {"payload", v1->at("payload")},
                               {"extensions", echoed}};
    return QByteArray::fromStdString(
               v2.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace))
        .toBase64();
}

Settlement PaymentHeaders::settlement(const QByteArray &xPaymentResponse,
                                      const QByteArray &paymentResponse)
{
    Settlement s;
    const QByteArray value = paymentResponse.isEmpty() ? xPaymentResponse : paymentResponse;
    if (value.isEmpty())
        return s;
    const auto j = base64Object(value);
    if (!j)
        return s;
    s.present = true;
    s.raw = *j;
    // Only a JSON true is success; value("success", false) would throw on a non-boolean.
    const auto success = j->find("success");
    s.success = success != j->end() && success->is_boolean() && success->get<bool>();
    s.transaction = stringField(*j, "transaction");
    s.network = stringField(*j, "network");
    s.payer = stringField(*j, "payer");
    s.errorReason = stringField(*j, "errorReason");
    return s;
}

} // namespace paydesk::x402
