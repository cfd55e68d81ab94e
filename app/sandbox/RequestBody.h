#pragma once

#include "ErrorReply.h"
#include "core/ExactJson.h"
#include "core/Validation.h"

#include <QString>
#include <optional>

namespace paydesk::sandbox {

// A JSON request body parsed exactly (decimal numbers keep their text), with typed field access
// that reports the contract's INVALID_PARAMETERS errors (details.field = the field name).
// A field that is null counts as absent.
class RequestBody
{
public:
    // The body must be a JSON object of at most 64 KiB; otherwise an error naming "body".
    static std::optional<RequestBody> parse(const QByteArray &bytes, ServiceError *error);

    bool has(const char *key) const;
    // A JSON string. Missing + required -> "is required"; another type -> "must be a string".
    std::optional<FieldError> string(const char *key, bool required, QString *out) const;
    // A JSON number (integer or decimal literal), returned as its exact decimal text. A string
    // holding a number is refused: the interface types these fields as numbers.
    std::optional<FieldError> number(const char *key, bool required, QString *out) const;
    // A JSON integer.
    std::optional<FieldError> integer(const char *key, bool required, long long *out) const;
    // A JSON object (metadata), with its numbers as ordinary JSON numbers (metadata is not money).
    std::optional<FieldError> object(const char *key, nlohmann::json *out) const;

    const nlohmann::json &json() const { return m_json.value; }

private:
    RequestBody(ExactJson json, nlohmann::json plain)
        : m_json(std::move(json)), m_plain(std::move(plain))
    {}
    const nlohmann::json *find(const char *key) const;
    ExactJson m_json;
    nlohmann::json m_plain;
};

} // namespace paydesk::sandbox
