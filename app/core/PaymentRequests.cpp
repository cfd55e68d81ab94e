#include "PaymentRequests.h"

#include "core/ExactJson.h"
#include "core/UnpayableAddresses.h"
#include "core/Validation.h"

#include <QJsonDocument>
#include <QUuid>
#include <algorithm>

namespace paydesk {

namespace {

std::optional<ApiError> asError(const std::optional<FieldError> &e)
{
    if (!e)
        return std::nullopt;
    return ApiError::validation(e->field, e->message);
}

nlohmann::json toNlohmann(const QJsonObject &o)
{
    return nlohmann::json::parse(QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString());
}

Chain chainOf(const QString &address)
{
    const auto a = Address::parse(address);
    return a ? a->chain() : Chain::Unknown;
}

bool isAutomatic(const std::optional<QString> &fee)
{
    return !fee || fee->trimmed().isEmpty() ||
           fee->trimmed().compare(u"auto", Qt::CaseInsensitive) == 0;
}

} // namespace

std::optional<ApiError> validateIdempotencyKey(const QString &key)
{
    const bool printable = std::all_of(key.cbegin(), key.cend(), [](QChar c) {
        return c.unicode() >= 0x21 && c.unicode() <= 0x7e;
    });
    if (key.size() > 255 || !printable)
        return ApiError::validation(
            QStringLiteral("idempotencyKey"),
            ApiError::tr("The idempotency key must be 1 to 255 printable ASCII characters without "
                         "spaces (for example a UUID)."));
    return std::nullopt;
}

QString newIdempotencyKey()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

Chain SendPaymentRequest::chain() const
{
    return chainOf(walletAddress);
}

std::optional<ApiError> SendPaymentRequest::validate() const
{
    Address wallet;
    if (auto e = validate::address(QStringLiteral("walletAddress"), walletAddress, &wallet))
        return asError(e);
    Address recipient;
    if (auto e =
            validate::address(QStringLiteral("recipientAddress"), recipientAddress, &recipient))
        return asError(e);
    if (recipient.chain() != wallet.chain())
        return ApiError::validation(
            QStringLiteral("recipientAddress"),
            ApiError::tr("The recipient is on another chain than the wallet (%1)."
                         " Verify the recipient address.")
                .arg(chainName(wallet.chain())));
    if (recipient == wallet)
        return ApiError::validation(QStringLiteral("recipientAddress"),
                                    ApiError::tr("The recipient is the sending wallet itself."));
    if (const QString why = UnpayableAddresses::refusal(recipient); !why.isEmpty())
        return ApiError::validation(QStringLiteral("recipientAddress"), why);
    if (auto e = validate::amount(QStringLiteral("amount"), amount, wallet.chain()))
        return asError(e);
    if (resource)
        if (auto e = validate::url(QStringLiteral("resource"), *resource))
            return asError(e);
    if (!isAutomatic(priorityFee))
        if (auto e =
                validate::priorityFee(QStringLiteral("priorityFee"), *priorityFee, wallet.chain()))
            return asError(e);
    return validateIdempotencyKey(idempotencyKey);
}

QByteArray SendPaymentRequest::body() const
{
    const Chain c = chain();
    const int decimals = chainDecimals(c);
    JsonObjectWriter w;
    w.string("walletAddress", Address::parse(walletAddress)->toString());
    w.string("recipientAddress", Address::parse(recipientAddress)->toString());
    w.rawNumber("amount", Amount::parse(amount, decimals)->toString());
    if (resource)
        w.string("resource", resource->trimmed());
    if (metadata)
        w.json("metadata", toNlohmann(*metadata));
    if (!isAutomatic(priorityFee))
        w.rawNumber("priorityFee", Amount::parse(*priorityFee, decimals)->toString());
    return w.finish();
}

Chain ReceivePaymentRequest::chain() const
{
    return chainOf(walletAddress);
}

std::optional<ApiError> ReceivePaymentRequest::validate(Mode mode) const
{
    Address wallet;
    if (auto e = validate::address(QStringLiteral("walletAddress"), walletAddress, &wallet))
        return asError(e);
    if (auto e = validate::paymentProof(QStringLiteral("paymentProof"), paymentProof))
        return asError(e);
    if (auto e = validate::expectedAmount(QStringLiteral("expectedAmount"), expectedAmount,
                                          wallet.chain()))
        return asError(e);
    if (resource)
        if (auto e = validate::url(QStringLiteral("resource"), *resource))
            return asError(e);
    if (facilitatorUrl)
        if (auto e = validate::url(QStringLiteral("facilitatorUrl"), *facilitatorUrl))
            return asError(e);
    if (mode == Mode::Hosted && timeoutSeconds)
        if (auto e = validate::timeoutSeconds(QStringLiteral("timeout"), *timeoutSeconds))
            return asError(e);
    if (mode == Mode::Local && !isAutomatic(priorityFee))
        if (auto e =
                validate::priorityFee(QStringLiteral("priorityFee"), *priorityFee, wallet.chain()))
            return asError(e);
    return validateIdempotencyKey(idempotencyKey);
}

QByteArray ReceivePaymentRequest::body(Mode mode) const
{
    const int decimals = chainDecimals(chain());
    JsonObjectWriter w;
    w.string("walletAddress", Address::parse(walletAddress)->toString());
    w.string("paymentProof", paymentProof.trimmed());
    w.rawNumber("expectedAmount", Amount::parse(expectedAmount, decimals)->toString());
    if (resource)
        w.string("resource", resource->trimmed());
    if (facilitatorUrl)
        w.string("facilitatorUrl", facilitatorUrl->trimmed());
    if (mode == Mode::Hosted && timeoutSeconds)
        w.integer("timeout", *timeoutSeconds);
    if (mode == Mode::Local && !isAutomatic(priorityFee))
        w.rawNumber("priorityFee", Amount::parse(*priorityFee, decimals)->toString());
    return w.finish();
}

std::optional<ApiError> HistoryQuery::validate() const
{
    if (auto e = validate::address(QStringLiteral("walletAddress"), walletAddress))
        return asError(e);
    if (auto e = validate::historyType(QStringLiteral("type"), type))
        return asError(e);
    if (auto e = validate::historyLimit(QStringLiteral("limit"), limit))
        return asError(e);
    if (auto e = validate::historyOffset(QStringLiteral("offset"), offset))
        return asError(e);
    return std::nullopt;
}

} // namespace paydesk
