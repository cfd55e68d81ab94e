#include "RequestBody.h"

#include <QCoreApplication>

namespace paydesk::sandbox {

namespace {
struct TrRequestBody
{
    Q_DECLARE_TR_FUNCTIONS(RequestBody)
};

FieldError fieldError(const char *key, const QString &message)
{
    return FieldError{QString::fromLatin1(key), message};
}
} // namespace

std::optional<RequestBody> RequestBody::parse(const QByteArray &bytes, ServiceError *error)
{
    if (bytes.size() > 64 * 1024) {
        *error = ServiceError::invalidParameters(
            QStringLiteral("body"), TrRequestBody::tr("The request body is larger than 64 KiB."));
        return std::nullopt;
    }
    QString why;
    auto parsed = ExactJson::parse(bytes, &why);
    if (!parsed || !parsed->value.is_object()) {
        *error = ServiceError::invalidParameters(
            QStringLiteral("body"), TrRequestBody::tr("The request body must be a JSON object."));
        return std::nullopt;
    }
    nlohmann::json plain =
        nlohmann::json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
    return RequestBody(std::move(*parsed), std::move(plain));
}

const nlohmann::json *RequestBody::find(const char *key) const
{
    const auto it = m_json.value.find(key);
    if (it == m_json.value.end() || it->is_null())
        return nullptr;
    return &*it;
}

bool RequestBody::has(const char *key) const
{
    return find(key) != nullptr;
}

std::optional<FieldError> RequestBody::string(const char *key, bool required, QString *out) const
{
    const nlohmann::json *v = find(key);
    if (!v) {
        if (required)
            return fieldError(key, TrRequestBody::tr("This field is required."));
        return std::nullopt;
    }
    if (!v->is_string())
        return fieldError(key, TrRequestBody::tr("Must be a string."));
    *out = QString::fromStdString(v->get<std::string>());
    return std::nullopt;
}

std::optional<FieldError> RequestBody::number(const char *key, bool required, QString *out) const
{
    const nlohmann::json *v = find(key);
    if (!v) {
        if (required)
            return fieldError(key, TrRequestBody::tr("This field is required."));
        return std::nullopt;
    }
    if (v->is_number_integer()) {
        *out = QString::fromStdString(v->dump());
        return std::nullopt;
    }
    if (v->is_string() && m_json.isNumberAt(std::string("/") + key)) {
        *out = QString::fromStdString(v->get<std::string>());
        return std::nullopt;
    }
    return fieldError(key,
                      TrRequestBody::tr("Must be a JSON number, for example 0.25 (not a string)."));
}

std::optional<FieldError> RequestBody::integer(const char *key, bool required, long long *out) const
{
    const nlohmann::json *v = find(key);
    if (!v) {
        if (required)
            return fieldError(key, TrRequestBody::tr("This field is required."));
        return std::nullopt;
    }
    if (v->is_number_integer()) {
        if (v->is_number_unsigned() && v->get<unsigned long long>() > 0x7fffffffffffffffULL)
            return fieldError(key, TrRequestBody::tr("The number is too large."));
        *out = v->get<long long>();
        return std::nullopt;
    }
    return fieldError(key, TrRequestBody::tr("Must be a whole number."));
}

std::optional<FieldError> RequestBody::object(const char *key, nlohmann::json *out) const
{
    const nlohmann::json *v = find(key);
    if (!v)
        return std::nullopt;
    if (auto e = validate::metadata(QString::fromLatin1(key), *v))
        return e;
    const auto it = m_plain.is_object() ? m_plain.find(key) : m_plain.end();
    *out = it != m_plain.end() ? *it : *v;
    return std::nullopt;
}

} // namespace paydesk::sandbox
