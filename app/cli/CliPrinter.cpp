#include "CliPrinter.h"

#include "core/Address.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <cstdio>

namespace paydesk::cli {

namespace {
struct TrCliPrinter
{
    Q_DECLARE_TR_FUNCTIONS(CliPrinter)
};

QJsonValue amountJson(const std::optional<Amount> &a)
{
    return a ? QJsonValue(a->toString()) : QJsonValue(QJsonValue::Null);
}

QJsonValue timeJson(const QDateTime &t)
{
    return t.isValid() ? QJsonValue(t.toUTC().toString(Qt::ISODateWithMs))
                       : QJsonValue(QJsonValue::Null);
}

QString amountText(const std::optional<Amount> &a, const QString &symbol)
{
    return a ? QStringLiteral("%1 %2").arg(a->toString(), symbol).trimmed() : QStringLiteral("-");
}

// The currency of the chain an address belongs to ("SOL", "ETH"); empty when unknown.
QString symbolOf(const QString &address)
{
    const auto a = Address::parse(address);
    return a ? chainSymbol(a->chain()) : QString();
}

QString kindName(ApiError::Kind k)
{
    switch (k) {
    case ApiError::Kind::Validation:
        return QStringLiteral("validation");
    case ApiError::Kind::Refused:
        return QStringLiteral("refused");
    case ApiError::Kind::Service:
        return QStringLiteral("service");
    case ApiError::Kind::Network:
        return QStringLiteral("network");
    case ApiError::Kind::Timeout:
        return QStringLiteral("timeout");
    case ApiError::Kind::Tls:
        return QStringLiteral("tls");
    case ApiError::Kind::MalformedResponse:
        return QStringLiteral("malformed-response");
    case ApiError::Kind::Cancelled:
        return QStringLiteral("cancelled");
    case ApiError::Kind::None:
        break;
    }
    return QStringLiteral("none");
}
} // namespace

CliPrinter::CliPrinter(bool json) : m_json(json), m_out(stdout), m_err(stderr) {}

void CliPrinter::emitJson(const QJsonObject &o)
{
    m_out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
    m_out.flush();
}

void CliPrinter::line(const QString &name, const QString &value)
{
    m_out << QStringLiteral("%1 %2\n")
                 .arg(name + u':', -16)
                 .arg(value.isEmpty() ? QStringLiteral("-") : value);
}

QJsonObject CliPrinter::recordJson(const PaymentRecord &r)
{
    QJsonObject o;
    o.insert(QStringLiteral("paymentId"), r.paymentId);
    o.insert(QStringLiteral("status"), r.statusText);
    o.insert(QStringLiteral("final"), r.isFinal());
    o.insert(QStringLiteral("direction"), directionName(r.direction));
    o.insert(QStringLiteral("network"), r.network);
    o.insert(QStringLiteral("from"), r.from);
    o.insert(QStringLiteral("to"), r.to);
    o.insert(QStringLiteral("amount"), amountJson(r.amount));
    o.insert(QStringLiteral("symbol"), r.assetSymbol()); // what the amount counts ("USDC")
    o.insert(QStringLiteral("fee"), amountJson(r.fee));
    o.insert(QStringLiteral("priorityFee"), amountJson(r.priorityFee));
    if (r.maxAmount) // a usage price: the most it authorized, beside the charge
        o.insert(QStringLiteral("maxAmount"), amountJson(r.maxAmount));
    o.insert(QStringLiteral("signature"), r.signature);
    o.insert(QStringLiteral("blockHeight"),
             r.blockHeight ? QJsonValue(double(*r.blockHeight)) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("resource"), r.resource);
    o.insert(QStringLiteral("metadata"), r.metadata);
    o.insert(QStringLiteral("createdAt"), timeJson(r.createdAt));
    o.insert(QStringLiteral("updatedAt"), timeJson(r.updatedAt));
    o.insert(QStringLiteral("error"),
             r.error.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(r.error));
    return o;
}

void CliPrinter::sendResult(const SendPaymentResult &r, const std::optional<PaymentCost> &cost)
{
    const QString unit = symbolOf(r.recipient);
    if (m_json) {
        QJsonObject o{{QStringLiteral("ok"), true},
                      {QStringLiteral("command"), QStringLiteral("send")},
                      {QStringLiteral("paymentId"), r.paymentId},
                      {QStringLiteral("status"), r.status},
                      {QStringLiteral("signature"), r.signature},
                      {QStringLiteral("amount"), amountJson(r.amount)},
                      {QStringLiteral("recipient"), r.recipient},
                      {QStringLiteral("timestamp"), timeJson(r.timestamp)},
                      {QStringLiteral("paymentProof"), r.paymentProof}};
        if (r.blockHeight)
            o.insert(QStringLiteral("blockHeight"), double(*r.blockHeight));
        if (cost) {
            o.insert(QStringLiteral("networkFee"), cost->fee.toString());
            o.insert(QStringLiteral("networkFeeExact"), cost->feeExact);
            o.insert(QStringLiteral("totalDebited"), cost->total().toString());
            if (const auto left = cost->balanceAfter())
                o.insert(QStringLiteral("balanceLeft"), left->toString());
        }
        emitJson(o);
        return;
    }
    m_out << TrCliPrinter::tr("Payment sent.") << '\n';
    line(TrCliPrinter::tr("Payment id"), r.paymentId);
    line(TrCliPrinter::tr("Status"), r.status);
    line(TrCliPrinter::tr("Amount"), amountText(r.amount, unit));
    if (cost) {
        line(TrCliPrinter::tr("Network fee"), cost->feeText(unit));
        line(TrCliPrinter::tr("Total debited"), cost->totalText(unit));
        if (cost->balance)
            line(TrCliPrinter::tr("Balance left"), cost->balanceAfterText(unit));
    }
    line(TrCliPrinter::tr("Recipient"), r.recipient);
    line(TrCliPrinter::tr("Signature"), r.signature);
    if (!r.paymentProof.isEmpty())
        line(TrCliPrinter::tr("Proof"), r.paymentProof);
    m_out << TrCliPrinter::tr("Follow it with: paydesk-cli status %1 --wait").arg(r.paymentId)
          << '\n';
    m_out.flush();
}

void CliPrinter::receiveResult(const ReceivePaymentResult &r, const QString &wallet)
{
    if (m_json) {
        emitJson({{QStringLiteral("ok"), true},
                  {QStringLiteral("command"), QStringLiteral("receive")},
                  {QStringLiteral("verified"), r.verified},
                  {QStringLiteral("paymentId"), r.paymentId},
                  {QStringLiteral("payer"), r.payer},
                  {QStringLiteral("amount"), amountJson(r.amount)},
                  {QStringLiteral("signature"), r.signature},
                  {QStringLiteral("status"), r.status},
                  {QStringLiteral("timestamp"), timeJson(r.timestamp)}});
        return;
    }
    m_out << (r.verified ? TrCliPrinter::tr("Payment verified.")
                         : TrCliPrinter::tr("Payment NOT verified."))
          << '\n';
    line(TrCliPrinter::tr("Payment id"), r.paymentId);
    line(TrCliPrinter::tr("Payer"), r.payer);
    line(TrCliPrinter::tr("Amount"), amountText(r.amount, symbolOf(wallet)));
    line(TrCliPrinter::tr("Status"), r.status);
    line(TrCliPrinter::tr("Signature"), r.signature);
    m_out.flush();
}

void CliPrinter::outcome(const PaymentOutcome &outcome)
{
    if (m_json)
        return;
    const PaymentOutcome::Words words =
        outcome.describe([](const QString &address) { return Address::brief(address); });
    m_out << words.title << '\n';
    if (!words.body.isEmpty())
        m_out << words.body << '\n';
    m_out.flush();
}

void CliPrinter::payment(const PaymentRecord &r, const char *command)
{
    if (m_json) {
        emitJson({{QStringLiteral("ok"), true},
                  {QStringLiteral("command"), QString::fromLatin1(command)},
                  {QStringLiteral("payment"), recordJson(r)}});
        return;
    }
    const QString symbol = r.coinSymbol();
    line(TrCliPrinter::tr("Payment id"), r.paymentId);
    if (r.state == PaymentState::Expired && r.signature.isEmpty())
        line(TrCliPrinter::tr("Status"),
             TrCliPrinter::tr("%1 (final): not signed, nothing charged").arg(r.statusText));
    else
        line(TrCliPrinter::tr("Status"),
             r.isFinal() ? TrCliPrinter::tr("%1 (final)").arg(r.statusText) : r.statusText);
    line(TrCliPrinter::tr("Direction"), directionName(r.direction));
    line(TrCliPrinter::tr("Network"), r.network);
    line(TrCliPrinter::tr("From"), r.from);
    line(TrCliPrinter::tr("To"), r.to);
    line(TrCliPrinter::tr("Amount"), amountText(r.amount, r.assetSymbol()));
    line(TrCliPrinter::tr("Fee"), amountText(r.fee, symbol));
    line(TrCliPrinter::tr("Priority fee"), amountText(r.priorityFee, symbol));
    line(TrCliPrinter::tr("Signature"), r.signature);
    line(TrCliPrinter::tr("Block height"),
         r.blockHeight ? QString::number(*r.blockHeight) : QString());
    line(TrCliPrinter::tr("Resource"), r.resource);
    line(TrCliPrinter::tr("Created"),
         r.createdAt.isValid() ? r.createdAt.toString(Qt::ISODate) : QString());
    line(TrCliPrinter::tr("Updated"),
         r.updatedAt.isValid() ? r.updatedAt.toString(Qt::ISODate) : QString());
    if (!r.error.isEmpty())
        line(TrCliPrinter::tr("Error"), r.error);
    m_out.flush();
}

void CliPrinter::history(const HistoryPage &page)
{
    if (m_json) {
        QJsonArray list;
        for (const PaymentRecord &r : page.payments)
            list.append(recordJson(r));
        emitJson({{QStringLiteral("ok"), true},
                  {QStringLiteral("command"), QStringLiteral("history")},
                  {QStringLiteral("payments"), list},
                  {QStringLiteral("total"), double(page.total)},
                  {QStringLiteral("limit"), page.limit},
                  {QStringLiteral("offset"), page.offset},
                  {QStringLiteral("hasMore"), page.hasMore}});
        return;
    }
    if (page.payments.isEmpty()) {
        m_out << TrCliPrinter::tr("No payments.") << '\n';
        m_out.flush();
        return;
    }
    m_out << QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                 .arg(TrCliPrinter::tr("Created"), -20)
                 .arg(TrCliPrinter::tr("Payment id"), -26)
                 .arg(TrCliPrinter::tr("Dir"), -8)
                 .arg(TrCliPrinter::tr("Amount"), 18)
                 .arg(TrCliPrinter::tr("Status"), -10)
                 .arg(TrCliPrinter::tr("Counterparty"));
    for (const PaymentRecord &r : page.payments) {
        m_out << QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                     .arg(r.createdAt.isValid() ? r.createdAt.toString(Qt::ISODate)
                                                : QStringLiteral("-"),
                          -20)
                     .arg(r.paymentId, -26)
                     .arg(directionName(r.direction), -8)
                     .arg(amountText(r.amount, r.assetSymbol()), 18)
                     .arg(r.statusText, -10)
                     .arg(r.direction == Direction::Received ? r.from : r.to);
    }
    const qint64 shownTo = page.offset + page.payments.size();
    m_out << (page.total >= 0
                  ? TrCliPrinter::tr("Showing %1-%2 of %3.")
                        .arg(page.offset + 1)
                        .arg(shownTo)
                        .arg(page.total)
                  : TrCliPrinter::tr("Showing %1-%2.").arg(page.offset + 1).arg(shownTo));
    if (page.hasMore)
        m_out << ' ' << TrCliPrinter::tr("Next page: --offset %1").arg(shownTo);
    m_out << '\n';
    m_out.flush();
}

void CliPrinter::message(const QString &command, const QString &text, QJsonObject extra)
{
    if (m_json) {
        extra.insert(QStringLiteral("ok"), true);
        extra.insert(QStringLiteral("command"), command);
        extra.insert(QStringLiteral("message"), text);
        emitJson(extra);
        return;
    }
    m_out << text << '\n';
    m_out.flush();
}

QString CliPrinter::optionFor(const QString &command, const QString &field)
{
    if (field == u"walletAddress")
        return command == u"send"      ? QStringLiteral("--from")
               : command == u"receive" ? QStringLiteral("--wallet")
                                       : QStringLiteral("WALLET");
    static const QHash<QString, QString> options = {
        {QStringLiteral("recipientAddress"), QStringLiteral("--to")},
        {QStringLiteral("amount"), QStringLiteral("--amount")},
        {QStringLiteral("resource"), QStringLiteral("--resource")},
        {QStringLiteral("metadata"), QStringLiteral("--metadata")},
        {QStringLiteral("priorityFee"), QStringLiteral("--priority-fee")},
        {QStringLiteral("idempotencyKey"), QStringLiteral("--idempotency-key")},
        {QStringLiteral("paymentProof"), QStringLiteral("--proof")},
        {QStringLiteral("expectedAmount"), QStringLiteral("--expected-amount")},
        {QStringLiteral("facilitatorUrl"), QStringLiteral("--facilitator")},
        {QStringLiteral("timeout"), QStringLiteral("--timeout")},
        {QStringLiteral("type"), QStringLiteral("--type")},
        {QStringLiteral("limit"), QStringLiteral("--limit")},
        {QStringLiteral("offset"), QStringLiteral("--offset")},
        {QStringLiteral("paymentId"), QStringLiteral("PAYMENT_ID")}};
    return options.value(field);
}

QString CliPrinter::suggestedAction(const ApiError &e) const
{
    QString action = e.suggestedAction();
    const QString option = optionFor(m_command, e.field());
    if (e.kind() == ApiError::Kind::Validation && !option.isEmpty())
        action = TrCliPrinter::tr("Correct %1 and try again.").arg(option);
    if (!e.outcomeUnknown() && e.kind() == ApiError::Kind::Network)
        action =
            TrCliPrinter::tr("Check your internet connection and the service address (--service or "
                             "PAYDESK_SERVICE_URL), then try again.");
    else if (e.kind() == ApiError::Kind::Service && e.code() == u"UNAUTHORIZED")
        action = m_apiKeyEnv.isEmpty()
                     ? TrCliPrinter::tr(
                           "Check the API key: store it again with 'paydesk-cli --service URL "
                           "key set', or pass --api-key-env NAME.")
                     : TrCliPrinter::tr(
                           "Check the API key in the environment variable %1 (--api-key-env): "
                           "it may be mistyped, revoked or for another service.")
                           .arg(m_apiKeyEnv);
    // A service message may already say what to do ("... Add funds to the wallet."): once.
    if (!action.isEmpty() && e.message().contains(action.trimmed(), Qt::CaseInsensitive))
        return QString();
    return action;
}

void CliPrinter::error(const ApiError &e)
{
    // Trailing line breaks of a service's message are dropped; every error ends with exactly
    // one, so nothing printed next runs into it.
    QString text = e.message().trimmed();
    // "recipientAddress: ..." names the request's field; the person typed an option.
    const QString option = optionFor(m_command, e.field());
    if (e.kind() == ApiError::Kind::Validation && !option.isEmpty() &&
        text.startsWith(e.field() + QStringLiteral(": ")))
        text = option + text.mid(e.field().size());
    if (e.httpStatus() > 0 && e.kind() == ApiError::Kind::Service)
        text = TrCliPrinter::tr("%1 (HTTP %2, %3)").arg(text).arg(e.httpStatus()).arg(e.code());
    m_err << TrCliPrinter::tr("paydesk-cli: error: %1").arg(text) << '\n';
    const QString action = suggestedAction(e);
    if (!action.isEmpty())
        m_err << TrCliPrinter::tr("What to do: %1").arg(action) << '\n';
    m_err.flush();
    if (!m_json)
        return;
    QJsonObject err{{QStringLiteral("kind"), kindName(e.kind())},
                    {QStringLiteral("code"), e.code()},
                    {QStringLiteral("message"), e.message()},
                    {QStringLiteral("meaning"), e.meaning()},
                    {QStringLiteral("suggestedAction"), action},
                    {QStringLiteral("outcomeUnknown"), e.outcomeUnknown()}};
    if (e.httpStatus() > 0)
        err.insert(QStringLiteral("httpStatus"), e.httpStatus());
    if (!e.details().isEmpty())
        err.insert(QStringLiteral("details"), e.details());
    if (!e.field().isEmpty())
        err.insert(QStringLiteral("field"), e.field());
    if (e.retryAfterSeconds())
        err.insert(QStringLiteral("retryAfter"), *e.retryAfterSeconds());
    emitJson({{QStringLiteral("ok"), false}, {QStringLiteral("error"), err}});
}

void CliPrinter::usageError(const QString &text)
{
    m_err << TrCliPrinter::tr("paydesk-cli: %1").arg(text) << '\n';
    m_err.flush();
    if (m_json)
        emitJson({{QStringLiteral("ok"), false},
                  {QStringLiteral("error"),
                   QJsonObject{{QStringLiteral("kind"), QStringLiteral("usage")},
                               {QStringLiteral("message"), text}}}});
}

} // namespace paydesk::cli
