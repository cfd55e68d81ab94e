#pragma once

#include "HttpExchange.h"

#include <QString>
#include <nlohmann/json.hpp>

namespace paydesk {
struct FieldError;
}

namespace paydesk::sandbox {

// An error answer of the service contract: HTTP status + code + message + details.
struct ServiceError
{
    int status = 400;
    QString code;
    QString message;
    nlohmann::json details = nlohmann::json::object();

    static ServiceError invalidParameters(const FieldError &error);
    static ServiceError invalidParameters(const QString &field, const QString &message);
    static ServiceError insufficientBalance(const QString &required, const QString &available,
                                            const QString &symbol);
    static ServiceError invalidRecipient(const QString &message);
    static ServiceError invalidProof(const QString &reason, const QString &message);
    static ServiceError verificationFailed(const QString &reason, const QString &message);
    static ServiceError unauthorized(const QString &message);
    static ServiceError forbidden(const QString &message);
    static ServiceError notFound(const QString &message);
    static ServiceError rateLimit(int retryAfterSeconds);
    static ServiceError conflict(const char *code, const QString &message); // 409
    static ServiceError internal();
};

// Writes the contract's envelopes.
namespace reply {
// {"success": false, "error": {code, message, details}, "timestamp": ms}
void error(const ExchangePtr &exchange, const ServiceError &error, const HeaderList &headers = {});
// {"success": true, ...fields}
void success(const ExchangePtr &exchange, nlohmann::json fields, const HeaderList &headers = {});
QByteArray errorBody(const ServiceError &error);
} // namespace reply

qint64 nowMs();
// Compact JSON text; invalid UTF-8 (impossible from our own strings) is replaced, never thrown.
QByteArray jsonBytes(const nlohmann::json &value);

} // namespace paydesk::sandbox
