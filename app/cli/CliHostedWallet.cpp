#include "CliHostedWallet.h"

#include "CliRunner.h"
#include "api/ServiceConfig.h"
#include "core/Address.h"
#include "core/SendOnce.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

namespace paydesk::cli {

namespace {
struct TrCliHostedWallet
{
    Q_DECLARE_TR_FUNCTIONS(CliHostedWallet)
};

constexpr int kTimeoutMs = 30000;
} // namespace

CliHostedWallet::CliHostedWallet(const CliArguments &args, CliPrinter &printer,
                                 QNetworkAccessManager &network, const QUrl &service,
                                 QObject *parent)
    : QObject(parent), m_args(args), m_printer(printer), m_network(network), m_service(service)
{}

bool CliHostedWallet::isSandbox(const QUrl &service)
{
    return ServiceConfig::hasSandboxChains(service);
}

QString CliHostedWallet::notSandboxText(const QUrl &service)
{
    return TrCliHostedWallet::tr(
               "wallet create --hosted makes test wallets on the sandbox only (a service on "
               "this computer), and %1 is not one. A real payment service creates its "
               "custodial wallets in its dashboard: create one there and use its address "
               "with send --from.")
        .arg(service.toString());
}

void CliHostedWallet::run(const SecureBytes &apiKey)
{
    const QString chainText = m_args.has(QStringLiteral("chain"))
                                  ? m_args.value(QStringLiteral("chain"))
                                  : QStringLiteral("solana");
    // A family by its name; the service says which it keeps wallets of.
    const Chain chain = chainOfName(chainText);
    if (chain == Chain::Unknown) {
        m_printer.usageError(TrCliHostedWallet::tr("--chain must be solana or evm."));
        return Q_EMIT done(ExitUsage);
    }
    QJsonObject body{{QStringLiteral("chain"), chainName(chain).toLower()}};
    QByteArray bytes = QJsonDocument(body).toJson(QJsonDocument::Compact);
    if (m_args.has(QStringLiteral("fund"))) {
        QString why;
        const auto amount =
            Amount::parse(m_args.value(QStringLiteral("fund")), chainDecimals(chain), &why);
        if (!amount || amount->isZero()) {
            m_printer.usageError(QStringLiteral("--fund: %1")
                                     .arg(amount ? TrCliHostedWallet::tr("Must be more than 0 %1.")
                                                       .arg(chainSymbol(chain))
                                                 : why));
            return Q_EMIT done(ExitUsage);
        }
        // The sandbox wants a JSON number: the exact decimal text, never a double.
        bytes.chop(1);
        bytes += ",\"amount\":" + amount->toString().toLatin1() + '}';
    }
    QUrl url = m_service;
    url.setPath(url.path().chopped(url.path().endsWith(u'/') ? 1 : 0) +
                QStringLiteral("/sandbox/wallets"));
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::SameOriginRedirectPolicy);
    // As ServiceClient does: QNetworkRequest keeps its own (deep) copy; our temporary is wiped.
    QByteArray header = QByteArrayLiteral("Bearer ");
    header.append(apiKey.view());
    request.setRawHeader("Authorization", QByteArray(header.constData(), header.size()));
    SecureBytes::wipe(header);
    request.setTransferTimeout(kTimeoutMs);
    // Creating a wallet is not idempotent: at most one request on the wire (SendOnce).
    QNetworkReply *reply = SendOnce::send(&m_network, request, "POST", bytes);
    connect(reply, &QNetworkReply::finished, this, [this, reply]() { onFinished(reply); });
}

void CliHostedWallet::onFinished(QNetworkReply *reply)
{
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray answer = reply->readAll();
    if (status == 0) {
        const bool timedOut = reply->error() == QNetworkReply::OperationCanceledError;
        const ApiError e =
            timedOut
                ? ApiError(ApiError::Kind::Timeout, QStringLiteral("TIMEOUT"),
                           TrCliHostedWallet::tr("The sandbox did not answer within %n second(s).",
                                                 nullptr, kTimeoutMs / 1000))
                : ApiError(ApiError::Kind::Network, QStringLiteral("NETWORK_ERROR"),
                           TrCliHostedWallet::tr("Network error: %1").arg(reply->errorString()));
        m_printer.error(e);
        return Q_EMIT done(CliRunner::exitCodeFor(e));
    }
    if (status < 200 || status >= 300) {
        const ApiError e = ApiError::fromHttp(status, answer, std::nullopt);
        m_printer.error(e);
        return Q_EMIT done(CliRunner::exitCodeFor(e));
    }
    const QJsonObject o = QJsonDocument::fromJson(answer).object();
    const QString address = o.value(QStringLiteral("address")).toString();
    const QString balance = o.value(QStringLiteral("balance")).toString();
    const QString symbol = o.value(QStringLiteral("symbol")).toString();
    if (!Address::parse(address)) {
        const ApiError e(ApiError::Kind::MalformedResponse, QStringLiteral("MALFORMED_RESPONSE"),
                         TrCliHostedWallet::tr("The sandbox's answer names no wallet address."));
        m_printer.error(e);
        return Q_EMIT done(CliRunner::exitCodeFor(e));
    }
    Q_EMIT created(address);
    m_printer.message(
        QStringLiteral("wallet create"),
        TrCliHostedWallet::tr(
            "Hosted wallet %1 created on the sandbox with %2 %3 of test funds.\n"
            "The sandbox holds its key (custodial): hosted send and receive use it, e.g.\n"
            "  paydesk-cli send --from %1 --to RECIPIENT --amount 0.25")
            .arg(address, balance, symbol),
        {{QStringLiteral("address"), address},
         {QStringLiteral("balance"), balance},
         {QStringLiteral("symbol"), symbol},
         {QStringLiteral("chain"), o.value(QStringLiteral("chain"))},
         {QStringLiteral("custodial"), true}});
    Q_EMIT done(ExitOk);
}

} // namespace paydesk::cli
