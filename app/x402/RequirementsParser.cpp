#include "RequirementsParser.h"

#include "core/ExactJson.h"

#include <QRegularExpression>

namespace paydesk::x402 {

namespace {

// The largest PAYMENT-REQUIRED header read (base64 text): far above any real price list.
constexpr qsizetype kMaxHeader = 65536;

std::optional<nlohmann::json> decodeHeader(const QByteArray &value)
{
    static const QRegularExpression base64Re(QStringLiteral("^[A-Za-z0-9+/]*={0,2}$"));
    const QString text = QString::fromLatin1(value.trimmed());
    if (text.isEmpty() || text.size() > kMaxHeader || !base64Re.match(text).hasMatch())
        return std::nullopt;
    const auto bytes =
        QByteArray::fromBase64Encoding(text.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    const auto parsed = bytes ? ExactJson::parse(bytes.decoded) : std::nullopt;
    if (!parsed || !parsed->value.is_object())
        return std::nullopt;
    return parsed->value;
}

QString text(const nlohmann::json &j, const char *key)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                            : QString();
}

} // namespace

bool RequirementsParser::sameOrigin(const QUrl &a, const QUrl &b)
{
    const int pa = a.port(a.scheme() == u"https" ? 443 : 80);
    const int pb = b.port(b.scheme() == u"https" ? 443 : 80);
    return a.scheme().toLower() == b.scheme().toLower() &&
           a.host().toLower() == b.host().toLower() && pa == pb;
}

RequirementsResult RequirementsParser::parse(const QUrl &requested, const QByteArray &header,
                                             const QByteArray &body)
{
    RequirementsResult none;
    const auto bodyJson = ExactJson::parse(body);
    const bool bodyIsV1 = bodyJson && bodyJson->value.is_object() &&
                          bodyJson->value.value("x402Version", nlohmann::json()) == 1;
    if (!header.trimmed().isEmpty()) {
        if (header.trimmed().size() > kMaxHeader) {
            none.error = tr("The PAYMENT-REQUIRED header is too large (%1 KB; Paydesk reads at "
                            "most %2 KB): nothing was paid.")
                             .arg((header.trimmed().size() + 1023) / 1024)
                             .arg(kMaxHeader / 1024);
            return none;
        }
        const auto doc = decodeHeader(header);
        if (!doc) {
            none.error = tr("The PAYMENT-REQUIRED header is not base64 of a JSON object.");
            return none;
        }
        RequirementsResult fromHeader = fromJson(requested, *doc, PaymentRequired::Source::Header);
        if (!fromHeader.ok() || !bodyIsV1)
            return fromHeader;
        // Both versions at once: the two must describe the same prices.
        const RequirementsResult fromBody =
            fromJson(requested, bodyJson->value, PaymentRequired::Source::Body);
        if (fromBody.ok()) {
            const QString conflict = crossCheck(*fromHeader.required, *fromBody.required);
            if (!conflict.isEmpty()) {
                none.error = conflict;
                none.problems = fromHeader.problems;
                return none;
            }
        }
        return fromHeader;
    }
    if (!bodyJson || !bodyJson->value.is_object()) {
        none.error = tr("The 402 answer has neither a PAYMENT-REQUIRED header nor a JSON body "
                        "with x402 payment requirements.");
        return none;
    }
    if (!bodyJson->value.contains("x402Version")) {
        // Qt's HTTP reader drops a header field above 100 KB without a word (HeaderConstants in
        // qtbase's qhttpheaderparser_p.h), so a seller's oversized header arrives as none.
        none.error = tr("The 402 answer has no PAYMENT-REQUIRED header Paydesk can read (none, or "
                        "one over 100 KB, which is not read) and its body is not x402 payment "
                        "requirements: nothing was paid.");
        return none;
    }
    return fromJson(requested, bodyJson->value, PaymentRequired::Source::Body);
}

RequirementsResult RequirementsParser::fromJson(const QUrl &requested, const nlohmann::json &doc,
                                                PaymentRequired::Source source)
{
    RequirementsResult result;
    const bool header = source == PaymentRequired::Source::Header;
    const auto version = doc.find("x402Version");
    if (version == doc.end() || !version->is_number_integer()) {
        result.error = tr("The payment requirements have no x402Version.");
        return result;
    }
    const int v = version->get<int>();
    if (v != (header ? 2 : 1)) {
        result.error = header ? tr("The PAYMENT-REQUIRED header says x402Version %1; the header "
                                   "carries version 2 requirements.")
                                    .arg(v)
                              : tr("The 402 body says x402Version %1; Paydesk reads version 1 "
                                   "bodies and version 2 headers.")
                                    .arg(v);
        return result;
    }
    PaymentRequired req;
    req.x402Version = v;
    req.source = source;
    req.raw = doc;
    req.error = text(doc, "error");
    if (header) {
        const auto res = doc.find("resource");
        if (res != doc.end() && res->is_object()) {
            req.resourceUrl = text(*res, "url");
            req.description = text(*res, "description");
            req.mimeType = text(*res, "mimeType");
        }
        if (req.resourceUrl.isEmpty())
            result.problems.append(tr("resource.url is missing; the requested URL is assumed."));
        else if (!sameOrigin(QUrl(req.resourceUrl), requested)) {
            result.error = tr("The requirements are for %1, another site than %2: refused.")
                               .arg(req.resourceUrl, requested.toString());
            return result;
        }
    }
    const auto accepts = doc.find("accepts");
    if (accepts == doc.end() || !accepts->is_array() || accepts->empty()) {
        result.error = tr("The payment requirements list no payment option (accepts).");
        return result;
    }
    if (accepts->size() > 32) {
        result.error = tr("The payment requirements list %1 options; at most 32 are read.")
                           .arg(accepts->size());
        return result;
    }
    for (size_t i = 0; i < accepts->size(); ++i) {
        PaymentOption o = PaymentOption::fromJson((*accepts)[i], v, int(i), requested);
        if (header) {
            o.resource = req.resourceUrl.isEmpty() ? requested.toString() : req.resourceUrl;
            o.description = req.description;
            o.mimeType = req.mimeType;
        }
        if (o.status == PaymentOption::Status::Invalid)
            result.problems.append(tr("accepts[%1]: %2").arg(i).arg(o.reason));
        req.options.append(o);
    }
    checkDuplicates(req, &result.problems);
    if (std::none_of(req.options.cbegin(), req.options.cend(), [](const PaymentOption &o) {
            return o.status != PaymentOption::Status::Invalid;
        })) {
        result.error = tr("None of the payment options is valid: %1")
                           .arg(result.problems.join(QStringLiteral("; ")));
        return result;
    }
    result.required = req;
    return result;
}

void RequirementsParser::checkDuplicates(PaymentRequired &req, QStringList *problems)
{
    for (PaymentOption &a : req.options)
        for (const PaymentOption &b : std::as_const(req.options)) {
            if (b.index >= a.index || a.status == PaymentOption::Status::Invalid ||
                b.status == PaymentOption::Status::Invalid)
                continue;
            if (a.scheme == b.scheme && a.networkId == b.networkId && a.asset == b.asset &&
                (a.amountUnits != b.amountUnits || a.payTo != b.payTo)) {
                a.status = PaymentOption::Status::Invalid;
                a.reason = tr("it contradicts option %1: the same scheme, network and asset with "
                              "another price or recipient.")
                               .arg(b.index);
                problems->append(tr("accepts[%1]: %2").arg(a.index).arg(a.reason));
            }
        }
}

QString RequirementsParser::crossCheck(const PaymentRequired &header, const PaymentRequired &body)
{
    for (const PaymentOption &h : header.options)
        for (const PaymentOption &b : body.options) {
            if (h.networkId != b.networkId || h.scheme != b.scheme || h.asset != b.asset)
                continue;
            if (h.amountUnits != b.amountUnits || h.payTo != b.payTo)
                return tr("The PAYMENT-REQUIRED header and the JSON body disagree for %1: %2 to "
                          "%3 against %4 to %5. Paydesk pays neither.")
                    .arg(h.networkId, h.amountUnits, h.payTo, b.amountUnits, b.payTo);
        }
    return {};
}

} // namespace paydesk::x402
