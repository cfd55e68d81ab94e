#include "ErrorReply.h"

#include "core/Validation.h"

#include <QCoreApplication>
#include <QDateTime>

namespace paydesk::sandbox {

namespace {
struct TrErrorReply
{
    Q_DECLARE_TR_FUNCTIONS(ErrorReply)
};

ServiceError make(int status, const char *code, const QString &message)
{
    ServiceError e;
    e.status = status;
    e.code = QString::fromLatin1(code);
    e.message = message;
    return e;
}
} // namespace

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

QByteArray jsonBytes(const nlohmann::json &value)
{
    return QByteArray::fromStdString(
        value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

ServiceError ServiceError::invalidParameters(const FieldError &error)
{
    return invalidParameters(error.field, error.message);
}

ServiceError ServiceError::invalidParameters(const QString &field, const QString &message)
{
    ServiceError e = make(400, "INVALID_PARAMETERS", field + QStringLiteral(": ") + message);
    e.details["field"] = field.toStdString();
    return e;
}

ServiceError ServiceError::insufficientBalance(const QString &required, const QString &available,
                                               const QString &symbol)
{
    ServiceError e =
        make(400, "INSUFFICIENT_BALANCE",
             TrErrorReply::tr("Not enough funds: the payment and its fees need %1 %3, the "
                              "wallet has %2 %3. Add funds to the wallet.")
                 .arg(required, available, symbol));
    e.details["required"] = required.toStdString();
    e.details["available"] = available.toStdString();
    return e;
}

ServiceError ServiceError::invalidRecipient(const QString &message)
{
    ServiceError e = make(400, "INVALID_RECIPIENT", message);
    e.details["field"] = "recipientAddress";
    return e;
}

ServiceError ServiceError::invalidProof(const QString &reason, const QString &message)
{
    ServiceError e = make(400, "INVALID_PAYMENT_PROOF", message);
    e.details["reason"] = reason.toStdString();
    return e;
}

ServiceError ServiceError::verificationFailed(const QString &reason, const QString &message)
{
    ServiceError e = make(400, "PAYMENT_VERIFICATION_FAILED", message);
    e.details["reason"] = reason.toStdString();
    return e;
}

ServiceError ServiceError::unauthorized(const QString &message)
{
    return make(401, "UNAUTHORIZED", message);
}

ServiceError ServiceError::forbidden(const QString &message)
{
    return make(403, "FORBIDDEN", message);
}

ServiceError ServiceError::notFound(const QString &message)
{
    return make(404, "NOT_FOUND", message);
}

ServiceError ServiceError::conflict(const char *code, const QString &message)
{
    return make(409, code, message);
}

ServiceError ServiceError::rateLimit(int retryAfterSeconds)
{
    ServiceError e =
        make(429, "RATE_LIMIT",
             retryAfterSeconds == 1
                 ? TrErrorReply::tr("Too many requests for this API key. Retry in 1 second.")
                 : TrErrorReply::tr("Too many requests for this API key. Retry in %1 seconds.")
                       .arg(retryAfterSeconds));
    e.details["retryAfter"] = retryAfterSeconds;
    return e;
}

ServiceError ServiceError::internal()
{
    return make(500, "INTERNAL_ERROR",
                TrErrorReply::tr("The sandbox failed to handle the request."));
}

namespace reply {

QByteArray errorBody(const ServiceError &error)
{
    nlohmann::json body;
    body["success"] = false;
    body["error"] = {{"code", error.code.toStdString()},
                     {"message", error.message.toStdString()},
                     {"details", error.details}};
    body["timestamp"] = nowMs();
    return jsonBytes(body);
}

void error(const ExchangePtr &exchange, const ServiceError &error, const HeaderList &headers)
{
    exchange->setNote(error.code);
    exchange->reply(error.status, errorBody(error), headers);
}

void success(const ExchangePtr &exchange, nlohmann::json fields, const HeaderList &headers)
{
    nlohmann::json body = nlohmann::json::object();
    body["success"] = true;
    for (auto it = fields.begin(); it != fields.end(); ++it)
        body[it.key()] = it.value();
    exchange->reply(200, jsonBytes(body), headers);
}

} // namespace reply

} // namespace paydesk::sandbox
