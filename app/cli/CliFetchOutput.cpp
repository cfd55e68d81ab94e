#include "CliFetchOutput.h"

#include "CliArguments.h"
#include "core/Asset.h"
#include "core/ContentType.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStringDecoder>
#include <cstdio>

namespace paydesk::cli {

namespace {
QJsonValue fromNlohmann(const nlohmann::json &j)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString("[" + j.dump() + "]")).array().at(0);
}

} // namespace

CliFetchOutput::CliFetchOutput(bool json) : m_json(json), m_out(stdout), m_err(stderr) {}

void CliFetchOutput::emitJson(const QJsonObject &o)
{
    m_out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
    m_out.flush();
}

QJsonObject CliFetchOutput::optionJson(const x402::PaymentOption &o)
{
    QJsonObject j{{QStringLiteral("index"), o.index},
                  {QStringLiteral("status"), x402::PaymentOption::statusName(o.status)},
                  {QStringLiteral("scheme"), o.scheme},
                  {QStringLiteral("network"), o.network},
                  {QStringLiteral("networkId"), o.networkId},
                  {QStringLiteral("amountUnits"), o.amountUnits},
                  {QStringLiteral("amount"), o.amount ? o.amount->toString() : QString()},
                  {QStringLiteral("displayAmount"), o.displayAmount()},
                  {QStringLiteral("asset"), o.asset},
                  {QStringLiteral("payTo"), o.payTo},
                  {QStringLiteral("maxTimeoutSeconds"), o.maxTimeoutSeconds},
                  {QStringLiteral("resource"), o.resource},
                  {QStringLiteral("description"), o.description},
                  {QStringLiteral("mimeType"), o.mimeType},
                  {QStringLiteral("extra"), fromNlohmann(o.extra)}};
    if (!o.reason.isEmpty())
        j.insert(QStringLiteral("reason"), o.reason);
    return j;
}

QJsonObject CliFetchOutput::requirementsJson(const x402::PaymentRequired &r)
{
    QJsonArray options;
    for (const x402::PaymentOption &o : r.options)
        options.append(optionJson(o));
    return {{QStringLiteral("x402Version"), r.x402Version},
            {QStringLiteral("source"), r.source == x402::PaymentRequired::Source::Header
                                           ? QStringLiteral("PAYMENT-REQUIRED header")
                                           : QStringLiteral("JSON body")},
            {QStringLiteral("error"), r.error},
            {QStringLiteral("options"), options}};
}

QJsonObject CliFetchOutput::quoteJson(const x402::PaymentQuote &q)
{
    return {
        {QStringLiteral("url"), q.url},
        {QStringLiteral("site"), q.origin},
        {QStringLiteral("amount"), q.option.displayAmount()},
        {QStringLiteral("network"), q.option.network},
        {QStringLiteral("payTo"), q.option.payTo},
        {QStringLiteral("wallet"), q.wallet.address},
        {QStringLiteral("validSeconds"), q.secondsLeft()},
        {QStringLiteral("budgetLeftToday"), q.budget.leftToday.toString()},
        {QStringLiteral("budgetPerPayment"), q.budget.budget.perPayment.toString()},
        {QStringLiteral("budgetPerDay"), q.budget.budget.perDay.toString()},
        {QStringLiteral("budgetUnit"),
         Money::unitOf(q.option.networkId, Asset::keyOf(q.option.asset))},
        {QStringLiteral("budgetGranted"), q.budget.budget.granted},
        {QStringLiteral("aboveDefaultCap"), q.aboveDefaultCap()},
        {QStringLiteral("balance"), q.balance ? QJsonValue(q.balance->toString()) : QJsonValue()},
        {QStringLiteral("frozen"), q.budget.frozen}};
}

void CliFetchOutput::requirements(const x402::PaymentRequired &r)
{
    if (m_json)
        return;
    m_err << tr("The site asks for payment (x402 version %1, from the %2):")
                 .arg(r.x402Version)
                 .arg(r.source == x402::PaymentRequired::Source::Header
                          ? tr("PAYMENT-REQUIRED header")
                          : tr("JSON body"))
          << '\n';
    for (const x402::PaymentOption &o : r.options) {
        m_err << tr("  option %1: %2 %3 on %4 to %5 (asset %6, %7 s) - %8")
                     .arg(o.index)
                     .arg(o.scheme, o.displayAmount(), o.network, o.payTo, o.asset)
                     .arg(o.maxTimeoutSeconds)
                     .arg(x402::PaymentOption::statusName(o.status))
              << '\n';
        if (!o.reason.isEmpty())
            m_err << tr("    why: %1").arg(o.reason) << '\n';
    }
    m_err.flush();
}

void CliFetchOutput::quote(const x402::PaymentQuote &q)
{
    const QString network = q.option.networkId;
    const QString asset = Asset::keyOf(q.option.asset);
    m_err << tr("Pay for %1\n  site: %2\n  amount: %3 (%4 atomic units)\n  network: %5\n"
                "  recipient: %6\n  from: %7\n  valid for: %8 s\n  budget left today: %9")
                 .arg(q.url, q.origin, q.option.displayAmount(), q.option.amountUnits,
                      q.option.network, q.option.payTo, q.wallet.address)
                 .arg(q.secondsLeft())
                 .arg(tr("%1 of %2 (%3 per payment%4)")
                          .arg(Money::withUnit(q.budget.leftToday, network, asset),
                               Money::withUnit(q.budget.budget.perDay, network, asset),
                               Money::withUnit(q.budget.budget.perPayment, network, asset),
                               q.budget.budget.granted ? tr(", granted")
                               : q.budget.budget.isDefault
                                   ? tr(", the default: this site has no budget")
                                   : QString()))
          << '\n';
    m_err << (q.balance
                  ? tr("  wallet balance: %1").arg(Money::withUnit(*q.balance, network, asset))
                  : tr("  wallet balance: unknown (%1)").arg(q.balanceProblem))
          << '\n';
    if (q.aboveDefaultCap())
        m_err << tr("  NOTE: %1 Confirming pays this one payment only: it grants no budget, and it "
                    "counts toward the site's total for today.")
                     .arg(q.budget.reason)
              << '\n';
    if (q.previous)
        m_err << tr("  NOTE: you already paid for this URL before (payment %1, %2): %3")
                     .arg(q.previous->paymentId, PaidFetchJournal::stateName(q.previous->state),
                          q.previous->detail)
              << '\n';
    m_err.flush();
}

void CliFetchOutput::progress(const QString &text)
{
    if (m_json)
        return;
    m_err << text << '\n';
    m_err.flush();
}

int CliFetchOutput::content(const x402::PaidFetch &f, const QString &outPath,
                            const QString &spillDir)
{
    const x402::FetchedContent &c = f.content();
    const bool ok = c.httpStatus >= 200 && c.httpStatus < 300;
    const bool text = ContentType::isText(c.contentType, c.body);
    QString savedTo = outPath;
    if (savedTo.isEmpty() && !text && ok) {
        QDir().mkpath(spillDir);
        savedTo = QDir(spillDir).filePath(QStringLiteral("fetch-%1.bin").arg(c.attemptId));
    }
    if (!savedTo.isEmpty()) {
        QFile file(savedTo);
        if (!file.open(QIODevice::WriteOnly) || file.write(c.body) != c.body.size()) {
            m_err << tr("paydesk-cli: error: cannot write %1: %2").arg(savedTo, file.errorString())
                  << '\n';
            return ExitUsage;
        }
    }
    const QJsonDocument doc =
        ContentType::isJson(c.contentType) ? QJsonDocument::fromJson(c.body) : QJsonDocument();
    if (m_json) {
        QJsonObject o{{QStringLiteral("ok"), ok},
                      {QStringLiteral("command"), QStringLiteral("fetch")},
                      {QStringLiteral("url"), f.url().toString()},
                      {QStringLiteral("httpStatus"), c.httpStatus},
                      {QStringLiteral("contentType"), c.contentType},
                      {QStringLiteral("bytes"), c.body.size()},
                      // The seller's word against the chain's: unsettled is not paid.
                      {QStringLiteral("paid"), c.paid && !c.unsettled},
                      {QStringLiteral("moneyMoved"), f.moneyMoved()},
                      {QStringLiteral("resumed"), c.resumed},
                      {QStringLiteral("amount"), c.paid && !c.unsettled ? c.amount : QString()},
                      {QStringLiteral("paymentId"), c.paymentId},
                      {QStringLiteral("signature"), c.signature}};
        if (c.paid && !c.resumed)
            o.insert(QStringLiteral("quote"), quoteJson(f.quote()));
        // Every option and, for one not paid, why (passed over: too little balance, a budget).
        if (c.paid && !c.resumed && f.requirements())
            o.insert(QStringLiteral("requirements"), requirementsJson(*f.requirements()));
        if (c.settlement.present)
            o.insert(QStringLiteral("settlement"), fromNlohmann(c.settlement.raw));
        // A usage price: the most authorized beside the charge (`amount`), and how it was read.
        if (!c.maximum.isEmpty())
            o.insert(QStringLiteral("charge"),
                     QJsonObject{{QStringLiteral("maximum"), c.maximum},
                                 {QStringLiteral("aboveMaximum"), c.chargeAboveMaximum},
                                 {QStringLiteral("note"), c.chargeNote}});
        if (c.unsettled)
            o.insert(QStringLiteral("notice"),
                     QJsonObject{{QStringLiteral("code"), f.code()},
                                 {QStringLiteral("message"), f.message()}});
        if (!savedTo.isEmpty())
            o.insert(QStringLiteral("savedTo"), savedTo);
        else if (!doc.isNull())
            o.insert(QStringLiteral("content"),
                     doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array()));
        else
            o.insert(QStringLiteral("content"), QString::fromUtf8(c.body));
        emitJson(o);
    } else if (savedTo.isEmpty()) {
        m_out << (doc.isNull() ? QString::fromUtf8(c.body)
                               : QString::fromUtf8(doc.toJson(QJsonDocument::Indented)));
        // An error page without a final newline would run into the error line that follows.
        if (!ok && doc.isNull() && !c.body.isEmpty() && !c.body.endsWith('\n'))
            m_out << '\n';
        m_out.flush();
    }
    if (c.paid && c.unsettled && !m_json)
        m_err << tr("NOTE: %1").arg(f.message()) << '\n';
    else if (c.paid && !m_json && c.signature.isEmpty()) // a channel's voucher moves nothing
        m_err << tr("Paid: payment %1 (no transaction).").arg(c.paymentId) << '\n';
    else if (c.paid && !m_json)
        m_err << tr("Paid: payment %1, transaction %2.").arg(c.paymentId, c.signature) << '\n';
    if (c.paid && !c.unsettled && !c.chargeNote.isEmpty() && !m_json)
        m_err << (c.chargeAboveMaximum ? tr("WARNING: %1") : QStringLiteral("%1")).arg(c.chargeNote)
              << '\n';
    if (!savedTo.isEmpty() && !m_json)
        m_err << tr("Saved %1 bytes (%2) to %3.")
                     .arg(c.body.size())
                     .arg(c.contentType.isEmpty() ? tr("unknown type") : c.contentType, savedTo)
              << '\n';
    if (!ok)
        m_err << tr("paydesk-cli: error: the site answered HTTP %1.").arg(c.httpStatus) << '\n';
    m_err.flush();
    return ok ? ExitOk : ExitService;
}

void CliFetchOutput::failure(const x402::PaidFetch &f, int exitCode, const QString &hint)
{
    const QString message = hint.isEmpty() ? f.message() : f.message() + u' ' + hint;
    m_err << tr("paydesk-cli: error: %1").arg(message) << '\n';
    m_err.flush();
    if (!m_json)
        return;
    QJsonObject o{{QStringLiteral("ok"), false},
                  {QStringLiteral("command"), QStringLiteral("fetch")},
                  {QStringLiteral("url"), f.url().toString()},
                  {QStringLiteral("exitCode"), exitCode},
                  {QStringLiteral("error"),
                   QJsonObject{{QStringLiteral("code"), f.code()},
                               {QStringLiteral("message"), message},
                               {QStringLiteral("state"), x402::PaidFetch::stateName(f.state())}}},
                  {QStringLiteral("moneyMoved"), f.moneyMoved()},
                  {QStringLiteral("paymentId"), f.content().paymentId}};
    if (f.requirements())
        o.insert(QStringLiteral("requirements"), requirementsJson(*f.requirements()));
    emitJson(o);
}

} // namespace paydesk::cli
