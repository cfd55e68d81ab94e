#include "CliPaymentCommands.h"

#include "CliBalance.h"
#include "CliInput.h"
#include "CliRunner.h"
#include "models/PaymentCost.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSet>
#include <algorithm>

namespace paydesk::cli {

namespace {
// The strings keep the context they were translated in.
struct TrCliPayments
{
    Q_DECLARE_TR_FUNCTIONS(CliRunner)
};
} // namespace

CliPaymentCommands::CliPaymentCommands(const CliArguments &args, CliPrinter &printer,
                                       QNetworkAccessManager &network, ServiceClient &client,
                                       const QUrl &service, QObject *parent)
    : QObject(parent), m_args(args), m_printer(printer), m_network(network), m_client(client),
      m_service(service)
{}

void CliPaymentCommands::fail(const ApiError &error)
{
    m_printer.error(error);
    Q_EMIT done(CliRunner::exitCodeFor(error));
}

void CliPaymentCommands::usage(const QString &text)
{
    m_printer.usageError(text);
    Q_EMIT done(ExitUsage);
}

QString CliPaymentCommands::lookAlikeRefusal(const QString &recipient,
                                             const QList<RecipientCheck::Wallet> &own)
{
    const QString near = RecipientCheck::lookAlike(recipient, own);
    if (near.isEmpty())
        return {};
    return TrCliPayments::tr("%1 Nothing was sent. To send to this address anyway, run the same "
                             "command with --yes.")
        .arg(near);
}

void CliPaymentCommands::send()
{
    SendPaymentRequest r;
    r.walletAddress = m_args.value(QStringLiteral("from"));
    r.recipientAddress = m_args.value(QStringLiteral("to"));
    r.amount = m_args.value(QStringLiteral("amount"));
    for (const char *required : {"from", "to", "amount"})
        if (!m_args.has(QString::fromLatin1(required)))
            return usage(TrCliPayments::tr("send needs --%1.").arg(QString::fromLatin1(required)));
    if (m_args.has(QStringLiteral("resource")))
        r.resource = m_args.value(QStringLiteral("resource"));
    if (m_args.has(QStringLiteral("priority-fee")))
        r.priorityFee = m_args.value(QStringLiteral("priority-fee"));
    if (m_args.has(QStringLiteral("metadata"))) {
        QJsonObject metadata;
        if (const auto e =
                CliInput::readMetadata(m_args.value(QStringLiteral("metadata")), &metadata))
            return fail(ApiError::validation(e->field, e->message));
        r.metadata = metadata;
    }
    r.idempotencyKey = m_args.value(QStringLiteral("idempotency-key"));
    if (auto invalid = r.validate())
        return fail(*invalid);
    // No review asks before a send here: a look-alike of one's own wallet (a typo, or address
    // poisoning) is refused unless the person says --yes.
    if (!m_args.has(QStringLiteral("yes")))
        if (const QString refusal = lookAlikeRefusal(r.recipientAddress, m_own); !refusal.isEmpty())
            return fail(ApiError::refused(QStringLiteral("look_alike_recipient"), refusal));
    // The balance before, for the balance left (read through the default RPC endpoint; the
    // payment goes ahead when it cannot be read).
    auto *balance = new CliBalance(m_args, m_printer, m_network, m_service, {}, this);
    balance->setAppSettings(m_app);
    QString ignored;
    if (!balance->chooseEndpoint(&ignored))
        return sendNow(r, std::nullopt);
    balance->setTimeoutMs(3000);
    balance->read({r.walletAddress}, [this, balance, r]() {
        const auto before = balance->book()->balance(r.walletAddress);
        balance->deleteLater();
        sendNow(r, before);
    });
}

void CliPaymentCommands::sendNow(const SendPaymentRequest &r, const std::optional<Amount> &balance)
{
    const std::optional<PaymentCost> cost = PaymentCost::hostedEstimate(r, balance);
    SendPaymentReply *reply = m_client.sendPayment(r);
    connect(reply, &ApiReply::finished, this, [this, reply, cost]() {
        if (!reply->ok())
            return fail(reply->error());
        m_printer.sendResult(reply->result(), cost);
        Q_EMIT done(ExitOk);
    });
}

void CliPaymentCommands::receive()
{
    ReceivePaymentRequest r;
    r.walletAddress = m_args.value(QStringLiteral("wallet"));
    r.expectedAmount = m_args.value(QStringLiteral("expected-amount"));
    for (const char *required : {"wallet", "proof", "expected-amount"})
        if (!m_args.has(QString::fromLatin1(required)))
            return usage(
                TrCliPayments::tr("receive needs --%1.").arg(QString::fromLatin1(required)));
    r.paymentProof = m_args.value(QStringLiteral("proof"));
    if (r.paymentProof == u"-")
        r.paymentProof = QString::fromLatin1(CliInput::readSecretLine(QString()));
    if (m_args.has(QStringLiteral("resource")))
        r.resource = m_args.value(QStringLiteral("resource"));
    if (m_args.has(QStringLiteral("facilitator")))
        r.facilitatorUrl = m_args.value(QStringLiteral("facilitator"));
    if (m_args.has(QStringLiteral("timeout"))) {
        bool ok = false;
        const int t = m_args.value(QStringLiteral("timeout")).toInt(&ok);
        if (!ok)
            return fail(
                ApiError::validation(QStringLiteral("timeout"),
                                     TrCliPayments::tr("Must be a whole number of seconds.")));
        r.timeoutSeconds = t;
    }
    r.idempotencyKey = m_args.value(QStringLiteral("idempotency-key"));
    ReceivePaymentReply *reply = m_client.receivePayment(r);
    connect(reply, &ApiReply::finished, this, [this, reply, wallet = r.walletAddress]() {
        if (!reply->ok())
            return fail(reply->error());
        m_printer.receiveResult(reply->result(), wallet);
        Q_EMIT done(reply->result().verified ? ExitOk : ExitService);
    });
}

void CliPaymentCommands::history(const QList<PaymentRecord> &own, bool askService)
{
    HistoryQuery q;
    q.walletAddress = m_args.positional.constFirst();
    if (m_args.has(QStringLiteral("type")))
        q.type = m_args.value(QStringLiteral("type"));
    for (const char *name : {"limit", "offset"}) {
        const QString key = QString::fromLatin1(name);
        if (!m_args.has(key))
            continue;
        bool ok = false;
        const int v = m_args.value(key).toInt(&ok);
        if (!ok)
            return fail(ApiError::validation(key, TrCliPayments::tr("Must be a whole number.")));
        (key == u"limit" ? q.limit : q.offset) = v;
    }
    if (!askService) {
        HistoryPage page;
        page.limit = q.limit;
        page.offset = q.offset;
        m_printer.history(withOwn(page, own));
        return Q_EMIT done(ExitOk);
    }
    HistoryReply *reply = m_client.paymentHistory(q);
    connect(reply, &ApiReply::finished, this, [this, reply, own]() {
        if (!reply->ok())
            return fail(reply->error());
        m_printer.history(withOwn(reply->result(), own));
        Q_EMIT done(ExitOk);
    });
}

HistoryPage CliPaymentCommands::withOwn(HistoryPage page, const QList<PaymentRecord> &own)
{
    if (page.offset > 0 || own.isEmpty())
        return page;
    QSet<QString> listed;
    for (const PaymentRecord &r : std::as_const(page.payments))
        listed.insert(r.paymentId);
    qint64 added = 0;
    for (const PaymentRecord &r : own)
        if (!listed.contains(r.paymentId)) {
            page.payments.append(r);
            ++added;
        }
    std::stable_sort(
        page.payments.begin(), page.payments.end(),
        [](const PaymentRecord &a, const PaymentRecord &b) { return a.createdAt > b.createdAt; });
    if (page.total >= 0)
        page.total += added;
    else if (page.payments.size() == added)
        page.total = added; // only Paydesk's own: all of them are here
    return page;
}

} // namespace paydesk::cli
