#include "ApiError.h"

#include <QJsonDocument>
#include <algorithm>

namespace paydesk {

ApiError::ApiError(Kind kind, QString code, QString message)
    : m_kind(kind), m_code(std::move(code)), m_message(std::move(message))
{}

ApiError ApiError::validation(const QString &field, const QString &message)
{
    ApiError e(Kind::Validation, QStringLiteral("INVALID_PARAMETERS"),
               tr("%1: %2").arg(field, message));
    e.m_details.insert(QStringLiteral("field"), field);
    return e;
}

ApiError ApiError::refused(const QString &code, const QString &message)
{
    return ApiError(Kind::Refused, code, message);
}

QString ApiError::normalizeCode(const QString &code, int httpStatus)
{
    QString c = code.trimmed().toUpper();
    if (c == u"RATE_LIMIT_EXCEEDED" || c == u"TOO_MANY_REQUESTS")
        return QStringLiteral("RATE_LIMIT");
    if (!c.isEmpty())
        return c;
    switch (httpStatus) {
    case 400:
        return QStringLiteral("INVALID_PARAMETERS");
    case 401:
        return QStringLiteral("UNAUTHORIZED");
    case 403:
        return QStringLiteral("FORBIDDEN");
    case 404:
        return QStringLiteral("NOT_FOUND");
    case 429:
        return QStringLiteral("RATE_LIMIT");
    default:
        break;
    }
    return httpStatus >= 500 ? QStringLiteral("INTERNAL_ERROR")
                             : QStringLiteral("HTTP_%1").arg(httpStatus);
}

ApiError ApiError::fromHttp(int httpStatus, const QByteArray &body,
                            std::optional<int> retryAfterSeconds)
{
    ApiError e;
    e.m_kind = Kind::Service;
    e.m_httpStatus = httpStatus;
    QString code;
    QString message;
    const QJsonObject root = QJsonDocument::fromJson(body).object();
    const QJsonValue err = root.value(QStringLiteral("error"));
    if (err.isObject()) {
        const QJsonObject o = err.toObject();
        code = o.value(QStringLiteral("code")).toString();
        message = o.value(QStringLiteral("message")).toString();
        e.m_details = o.value(QStringLiteral("details")).toObject();
        // Turnpike-style bodies carry retryAfter next to the code.
        if (o.contains(QStringLiteral("retryAfter")) &&
            !e.m_details.contains(QStringLiteral("retryAfter")))
            e.m_details.insert(QStringLiteral("retryAfter"), o.value(QStringLiteral("retryAfter")));
    } else if (err.isString()) {
        message = err.toString();
        code = root.value(QStringLiteral("code")).toString();
    } else {
        code = root.value(QStringLiteral("code")).toString();
        message = root.value(QStringLiteral("message")).toString();
    }
    e.m_code = normalizeCode(code, httpStatus);
    if (message.isEmpty())
        message = e.meaning();
    e.m_message = message.left(500);
    e.m_retryAfter = retryAfterSeconds;
    if (!e.m_retryAfter) {
        const QJsonValue ra = e.m_details.value(QStringLiteral("retryAfter"));
        if (ra.isDouble() && ra.toDouble() >= 0)
            e.m_retryAfter = int(ra.toDouble());
    }
    return e;
}

QString ApiError::field() const
{
    return m_details.value(QStringLiteral("field")).toString();
}

QString ApiError::meaning() const
{
    if (m_kind == Kind::Network)
        return tr("Paydesk could not reach the payment service.");
    if (m_kind == Kind::Timeout)
        return tr("The payment service did not answer in time.");
    if (m_kind == Kind::Tls)
        return tr("The secure connection to the payment service failed.");
    if (m_kind == Kind::MalformedResponse)
        return tr("The payment service answered in a form Paydesk cannot read.");
    if (m_kind == Kind::Cancelled)
        return tr("The request was cancelled.");
    // Paydesk's own checks said no: no service was asked (a policy, a safety rule, a local
    // payment Paydesk will not sign).
    if (m_kind == Kind::Refused)
        return tr("Paydesk refused it; nothing was sent or signed.");
    if (m_code == u"INSUFFICIENT_BALANCE")
        return tr("Not enough funds for the payment plus fees.");
    if (m_code == u"INVALID_PAYMENT_PROOF")
        return tr("The payment proof is invalid or expired.");
    if (m_code == u"PAYMENT_VERIFICATION_FAILED")
        return tr("The facilitator could not verify the payment.");
    if (m_code == u"INVALID_RECIPIENT")
        return tr("The recipient address is invalid or does not exist.");
    if (m_code == u"RATE_LIMIT")
        return tr("Too many requests.");
    if (m_code == u"INVALID_PARAMETERS")
        return tr("A parameter is missing or out of range.");
    if (m_code == u"UNAUTHORIZED")
        return tr("The API key is missing or invalid.");
    if (m_code == u"FORBIDDEN")
        return tr("The API key's plan does not include this endpoint.");
    if (m_code == u"NOT_FOUND")
        return tr("No such payment.");
    if (m_code == u"INTERNAL_ERROR")
        return tr("The payment service had an internal error.");
    if (m_kind == Kind::Validation)
        return tr("A value is not valid; nothing was sent.");
    return tr("The payment service refused the request.");
}

QString ApiError::suggestedAction() const
{
    if (m_outcomeUnknown)
        return tr("The payment may or may not have been made. Check its status or the wallet's "
                  "history before trying again; do not pay a second time.");
    switch (m_kind) {
    case Kind::Network:
        return tr("Check your internet connection and the service address in Settings, then try "
                  "again.");
    case Kind::Timeout:
        return tr("Try again in a moment.");
    case Kind::Tls:
        return tr("Check the service address. If it is right, the service's certificate is not "
                  "trusted by this computer: do not continue on an untrusted network.");
    case Kind::MalformedResponse:
        return tr("Check that the service address points to a payment service, or try again "
                  "later.");
    case Kind::Validation:
        return tr("Correct the field named above and try again.");
    case Kind::Refused:
    case Kind::Cancelled:
    case Kind::None:
        return QString();
    case Kind::Service:
        break;
    }
    if (m_code == u"INSUFFICIENT_BALANCE")
        return tr("Add funds to the wallet.");
    if (m_code == u"INVALID_PAYMENT_PROOF")
        return tr("This proof cannot be accepted: ask the payer for a new one.");
    if (m_code == u"PAYMENT_VERIFICATION_FAILED")
        return tr("Check the payment status and retry.");
    if (m_code == u"INVALID_RECIPIENT")
        return tr("Verify the recipient address.");
    if (m_code == u"RATE_LIMIT")
        return m_retryAfter ? tr("Slow down: retry in %n second(s).", nullptr, int(*m_retryAfter))
                            : tr("Slow down; retry with exponential backoff.");
    if (m_code == u"INVALID_PARAMETERS")
        return tr("Correct the field named in the message and try again.");
    if (m_code == u"UNAUTHORIZED")
        return tr("Check the API key: enter it again in Settings or with 'paydesk-cli key set'.");
    if (m_code == u"FORBIDDEN")
        return tr("Use an API key whose plan includes this endpoint, or upgrade the plan.");
    if (m_code == u"NOT_FOUND")
        return tr("Check the payment id.");
    return tr("Try again later. If this was a payment, check its status first.");
}

QString ApiError::userText() const
{
    const QString action = suggestedAction();
    // A service message that already says what to do ("... Add funds to the wallet.") is not
    // followed by the same advice again.
    if (action.isEmpty() || m_message.contains(action, Qt::CaseInsensitive))
        return m_message;
    return tr("%1 %2").arg(m_message, action);
}

QString ApiError::redact(QString text, QByteArrayView secret)
{
    if (secret.size() < 4 || text.isEmpty())
        return text;
    // The key as text only for the search, wiped right after (every reply passes here).
    QString needle = QString::fromUtf8(secret);
    text.replace(needle, QStringLiteral("[redacted]"));
    std::fill(needle.begin(), needle.end(), QChar(0));
    return text;
}

} // namespace paydesk
