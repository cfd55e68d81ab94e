#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace paydesk {

// Every failure of a call to the payment service, in one type: what kind of failure, the HTTP
// status and the service's code/message/details when it answered, and the interface's suggested
// action. The message never contains the API key (see ApiError::redact).
class ApiError
{
    Q_DECLARE_TR_FUNCTIONS(ApiError)
public:
    enum class Kind
    {
        None,              // success
        Validation,        // refused before sending: a field broke the interface's rules
        Refused,           // refused by Paydesk's own checks (policy, safety)
        Service,           // the service answered with an error status
        Network,           // no connection (nothing was sent, or the connection broke)
        Timeout,           // no answer in time
        Tls,               // TLS handshake / certificate failure
        MalformedResponse, // an answer we cannot read (not JSON, a required field missing)
        Cancelled,         // cancelled by the user
    };

    ApiError() = default;
    ApiError(Kind kind, QString code, QString message);

    static ApiError validation(const QString &field, const QString &message);
    static ApiError refused(const QString &code, const QString &message);
    // Builds the error of an HTTP error answer: the contract's envelope, tolerantly (a string
    // `error`, a top-level `code`, RATE_LIMIT_EXCEEDED ...), falling back to the HTTP status.
    static ApiError fromHttp(int httpStatus, const QByteArray &body,
                             std::optional<int> retryAfterSeconds);

    Kind kind() const { return m_kind; }
    bool isError() const { return m_kind != Kind::None; }
    int httpStatus() const { return m_httpStatus; }
    QString code() const { return m_code; }       // normalized: RATE_LIMIT, INVALID_PARAMETERS...
    QString message() const { return m_message; } // the service's or ours
    QJsonObject details() const { return m_details; }
    QString field() const; // details.field, when the error names one
    std::optional<int> retryAfterSeconds() const { return m_retryAfter; }
    // A payment request whose outcome we cannot know (sent, then timeout / dropped / 5xx /
    // unreadable answer). Never resend it: reconcile through status or history.
    bool outcomeUnknown() const { return m_outcomeUnknown; }

    // What the code means and what to do, from the interface's error table (translated).
    QString meaning() const;
    QString suggestedAction() const;
    // One paragraph for people: message, then what to do.
    QString userText() const;

    void setHttpStatus(int status) { m_httpStatus = status; }
    void setDetails(const QJsonObject &d) { m_details = d; }
    void setRetryAfter(std::optional<int> s) { m_retryAfter = s; }
    void setOutcomeUnknown(bool unknown) { m_outcomeUnknown = unknown; }
    void setMessage(const QString &m) { m_message = m; }

    // Removes `secret` from `text` wherever it appears (service messages may echo input).
    static QString redact(QString text, QByteArrayView secret);
    static QString normalizeCode(const QString &code, int httpStatus);

private:
    Kind m_kind = Kind::None;
    int m_httpStatus = 0;
    QString m_code;
    QString m_message;
    QJsonObject m_details;
    std::optional<int> m_retryAfter;
    bool m_outcomeUnknown = false;
};

} // namespace paydesk
