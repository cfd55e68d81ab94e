#include "Validation.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrl>
#include <nlohmann/json.hpp>

namespace paydesk::validate {

namespace {
struct TrValidation
{
    Q_DECLARE_TR_FUNCTIONS(Validation)
};

FieldError err(const QString &field, const QString &message)
{
    return FieldError{field, message};
}

std::optional<FieldError> amountInRange(const QString &field, const QString &text, Chain chain,
                                        const char *min, const char *max, bool minInclusive,
                                        Amount *out)
{
    const int decimals = chainDecimals(chain);
    QString why;
    const auto value = Amount::parse(text, decimals, &why);
    if (!value)
        return err(field, why);
    const Amount lo = *Amount::parse(QString::fromLatin1(min), decimals);
    const Amount hi = *Amount::parse(QString::fromLatin1(max), decimals);
    const bool tooLow = minInclusive ? (*value < lo) : (*value <= lo);
    if (tooLow || *value > hi)
        return err(field, minInclusive
                              ? TrValidation::tr("Must be between %1 and %2 %3.")
                                    .arg(lo.toString(), hi.toString(), chainSymbol(chain))
                              : TrValidation::tr("Must be more than %1 and at most %2 %3.")
                                    .arg(lo.toString(), hi.toString(), chainSymbol(chain)));
    if (out)
        *out = *value;
    return std::nullopt;
}
} // namespace

std::optional<FieldError> address(const QString &field, const QString &text, Address *out)
{
    QString why;
    const auto a = Address::parse(text, &why);
    if (!a)
        return err(field, why);
    if (out)
        *out = *a;
    return std::nullopt;
}

std::optional<FieldError> amount(const QString &field, const QString &text, Chain chain,
                                 Amount *out)
{
    return amountInRange(field, text, chain, limits::kMinAmount, limits::kMaxAmount, true, out);
}

std::optional<FieldError> expectedAmount(const QString &field, const QString &text, Chain chain,
                                         Amount *out)
{
    return amountInRange(field, text, chain, "0", limits::kMaxAmount, false, out);
}

std::optional<FieldError> priorityFee(const QString &field, const QString &text, Chain chain,
                                      Amount *out)
{
    if (text.trimmed().isEmpty() || text.trimmed().compare(u"auto", Qt::CaseInsensitive) == 0)
        return std::nullopt; // automatic
    return amountInRange(field, text, chain, limits::kMinPriorityFee, limits::kMaxPriorityFee, true,
                         out);
}

std::optional<FieldError> url(const QString &field, const QString &text)
{
    const QUrl u(text.trimmed(), QUrl::StrictMode);
    if (text.trimmed().isEmpty() || !u.isValid() || u.host().isEmpty() ||
        (u.scheme() != u"https" && u.scheme() != u"http"))
        return err(field, TrValidation::tr("Enter a full web address starting with https:// "
                                           "(for example https://example.com/report)."));
    return std::nullopt;
}

std::optional<FieldError> metadata(const QString &field, const nlohmann::json &value)
{
    if (!value.is_null() && !value.is_object())
        return err(field, TrValidation::tr("Metadata must be a JSON object, such as "
                                           "{\"orderId\": \"42\"}."));
    return std::nullopt;
}

std::optional<FieldError> metadataText(const QString &field, const QString &text,
                                       nlohmann::json *out)
{
    nlohmann::json v = nlohmann::json::parse(text.toStdString(), nullptr, false);
    if (v.is_discarded() || !v.is_object())
        return err(field, TrValidation::tr("Metadata must be a JSON object, such as "
                                           "{\"orderId\": \"42\"}."));
    if (out)
        *out = std::move(v);
    return std::nullopt;
}

std::optional<FieldError> metadataSize(const QString &field, qsizetype bytes)
{
    if (bytes > limits::kMaxMetadataBytes)
        return err(field,
                   TrValidation::tr("The metadata is %1 bytes; the limit is %2 bytes (%3 KiB).")
                       .arg(bytes)
                       .arg(limits::kMaxMetadataBytes)
                       .arg(limits::kMaxMetadataBytes / 1024));
    return std::nullopt;
}

std::optional<FieldError> historyType(const QString &field, const QString &text)
{
    if (text != u"sent" && text != u"received" && text != u"all")
        return err(field, TrValidation::tr("Must be one of sent, received or all."));
    return std::nullopt;
}

std::optional<FieldError> historyLimit(const QString &field, long long value)
{
    if (value < 1 || value > limits::kMaxHistoryLimit)
        return err(field,
                   TrValidation::tr("Must be between 1 and %1.").arg(limits::kMaxHistoryLimit));
    return std::nullopt;
}

std::optional<FieldError> historyOffset(const QString &field, long long value)
{
    if (value < 0)
        return err(field, TrValidation::tr("Must be 0 or more."));
    return std::nullopt;
}

std::optional<FieldError> timeoutSeconds(const QString &field, long long value)
{
    if (value <= 0 || value > limits::kMaxTimeoutSeconds)
        return err(
            field,
            TrValidation::tr("Must be between 1 and %1 seconds.").arg(limits::kMaxTimeoutSeconds));
    return std::nullopt;
}

std::optional<FieldError> paymentId(const QString &field, const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9_-]{1,128}$"));
    if (!re.match(text).hasMatch())
        return err(field,
                   TrValidation::tr("A payment id is 1 to 128 letters, digits, '_' or '-'."));
    return std::nullopt;
}

std::optional<FieldError> paymentProof(const QString &field, const QString &text)
{
    if (text.trimmed().isEmpty())
        return err(field, TrValidation::tr("Paste the X-PAYMENT value the buyer sent."));
    if (text.size() > 16384)
        return err(field, TrValidation::tr("The proof is too long to be an X-PAYMENT value."));
    return std::nullopt;
}

} // namespace paydesk::validate
