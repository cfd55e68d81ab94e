#include "CliFetch.h"

#include "api/ServiceConfig.h"
#include "core/Address.h"
#include "core/ContentType.h"
#include "core/Network.h"
#include "core/Validation.h"
#include "models/SandboxAddress.h"
#include "models/SettingsModel.h"
#include "payments/WalletManager.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <cstdio>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace paydesk::cli {

CliFetch::CliFetch(const CliArguments &args, QNetworkAccessManager &network, ServiceClient &client,
                   const QUrl &service, const AppData &data, QObject *parent)
    : QObject(parent), m_args(args), m_network(network), m_client(client), m_service(service),
      m_output(args.json), m_data(data)
{}

CliFetch::~CliFetch() = default;

QUrl CliFetch::configuredService(const CliArguments &args, const SettingsModel &settings,
                                 const QString &dataDir)
{
    QString url = args.service;
    if (url.isEmpty())
        url = qEnvironmentVariable("PAYDESK_SERVICE_URL");
    if (!url.isEmpty())
        return QUrl(url, QUrl::StrictMode);
    // The desktop app's choice: the same sandbox or service the app uses.
    if (settings.serviceMode() == SettingsModel::ServiceMode::Sandbox)
        if (QUrl sandbox = SandboxAddress::url(dataDir); !sandbox.isEmpty())
            return sandbox;
    return settings.serviceUrl();
}

bool CliFetch::paysLocally(const CliArguments &args, const AppData &data)
{
    if (args.has(QStringLiteral("local")))
        return true;
    const QStringList froms = args.values(QStringLiteral("from"));
    if (froms.isEmpty() || !data.ok() || !data.wallets)
        return false;
    const wallet::WalletDirectory *directory = data.wallets->directory();
    return std::all_of(froms.cbegin(), froms.cend(), [directory](const QString &from) {
        return directory->find(from.trimmed()).has_value();
    });
}

x402::PaymentServices CliFetch::paymentServices(const QString &network) const
{
    x402::PaymentServices s;
    s.network = &m_network;
    s.service = &m_client;
    s.journal = m_data.journal;
    s.fetches = m_data.fetches;
    s.budgets = m_data.budgets;
    s.history = m_data.history;
    s.wallets = m_data.wallets;
    s.nodes = m_nodes.chainNodes();
    // The service's own family's node pays on the fetch's network (choosePayers).
    s.nodes.set(defaultChain(), m_nodes.node(defaultChain()), network);
    return s;
}

bool CliFetch::prepare(QString *usageError, QString *refusal)
{
    if (m_args.has(QStringLiteral("max-amount"))) {
        // "0.01 USDC" (an amount and a symbol) or "0.01" (the native coin).
        QString why;
        const QStringList parts =
            m_args.value(QStringLiteral("max-amount")).split(u' ', Qt::SkipEmptyParts);
        m_options.maxAmount = parts.size() == 1 || parts.size() == 2
                                  ? Amount::parse(parts.first(), 18, &why)
                                  : std::nullopt;
        if (parts.size() == 2)
            m_options.maxAmountSymbol = parts.at(1).toUpper();
        if (!m_options.maxAmount) {
            *usageError = QStringLiteral("--max-amount: %1")
                              .arg(why.isEmpty() ? tr("give an amount and, for a token, its "
                                                      "symbol: \"0.01 USDC\" or \"0.05\".")
                                                 : why);
            return false;
        }
    }
    if (m_args.has(QStringLiteral("max-deposit"))) {
        // In --max-amount's asset: "1 USDC" or "1".
        QString why;
        const QStringList parts =
            m_args.value(QStringLiteral("max-deposit")).split(u' ', Qt::SkipEmptyParts);
        m_options.maxDeposit =
            !parts.isEmpty() ? Amount::parse(parts.first(), 18, &why) : std::nullopt;
        if (!m_options.maxDeposit ||
            (parts.size() == 2 && parts.at(1).toUpper() != m_options.maxAmountSymbol) ||
            parts.size() > 2) {
            *usageError = tr("--max-deposit takes an amount in --max-amount's asset (\"1 USDC\").");
            return false;
        }
    }
    m_options.preapproved = m_args.has(QStringLiteral("yes"));
    if (!m_data.ok()) {
        *refusal = m_data.error;
        return false;
    }
    if (!m_data.budgets->isReady() || !m_data.fetches->isReady()) {
        *refusal = m_data.budgets->lastError() + m_data.fetches->lastError();
        return false;
    }
    // A wallet pays through its own family's node; with none named, the service's own family
    // (defaultChain()) is among those that may pay.
    QStringList froms = m_args.values(QStringLiteral("from"));
    QSet<Chain> families;
    for (QString &from : froms) { // an EVM address in any letter case is one wallet (EIP-55)
        const auto a = Address::parse(from.trimmed());
        if (a)
            from = a->toString();
        families.insert(a ? a->chain() : defaultChain());
    }
    froms.removeDuplicates();
    if (froms.isEmpty())
        families.insert(defaultChain());
    m_local = paysLocally(m_args, m_data);
    // The nodes every command uses (CliNodes): the ones the desktop app's Pay page pays through
    // unless an option or the environment names others.
    if (!m_nodes.open(m_args, m_service, m_network, m_app, usageError))
        return false;
    for (const Chain family : std::as_const(families)) {
        const CliNodeFamily *kind = CliNodeFamily::of(family);
        if (m_local && kind && !m_nodes.node(family) && !kind->localNeedsNode().isEmpty()) {
            *usageError = kind->localNeedsNode();
            return false;
        }
    }
    const wallet::WalletDirectory *directory = m_data.wallets->directory();
    for (const QString &from : std::as_const(froms))
        if (m_local && !directory->find(from)) {
            *refusal = tr("Wallet %1 is not in Paydesk: import it first with 'paydesk-cli wallet "
                          "import' (local mode signs with your own key).")
                           .arg(from);
            return false;
        }
    m_froms = froms;
    m_families = families;
    return true;
}

void CliFetch::choosePayers()
{
    // Local: the wallet pays on the network its node is on (a named cluster, --network, or what
    // the node said). Hosted: the service's network (CliNodes::defaultNetwork).
    const QString hosted = CliNodes::defaultNetwork(m_args, m_service);
    const QString nodeNetwork =
        m_nodes.knowsNetwork(defaultChain()) ? m_nodes.network(defaultChain()) : QString();
    const QString network = m_local && !nodeNetwork.isEmpty() ? nodeNetwork : hosted;
    // A local wallet's balance is always read, through its family's node (none: unknown); a
    // hosted one's only through a node on its network.
    m_balanceFromRpc = m_local || (!nodeNetwork.isEmpty() && nodeNetwork == network);
    m_services = paymentServices(network);
    // A hosted wallet pays on `network` when it is of its family, else where the one rule of
    // every face says (PaymentServices::hostedNetwork).
    const bool sandbox = ServiceConfig::hasSandboxChains(m_service);
    for (const QString &from : std::as_const(m_froms))
        m_options.wallets.append(m_local ? m_services.localPayer(from)
                                         : m_services.hostedPayer(from, sandbox, network));
    if (m_froms.isEmpty() && m_local)
        m_options.wallets = m_services.localPayers();
}

void CliFetch::run()
{
    QString usageError, refusal;
    const QUrl url(m_args.positional.value(0), QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https"))
        usageError = tr("fetch needs an http:// or https:// URL.");
    if (usageError.isEmpty() && !prepare(&usageError, &refusal)) {
        if (usageError.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(tr("paydesk-cli: error: %1").arg(refusal)));
            return Q_EMIT done(ExitRefused);
        }
    }
    if (!usageError.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(tr("paydesk-cli: %1").arg(usageError)));
        return Q_EMIT done(ExitUsage);
    }
    // A custom node (named, or chosen in Settings) says which network it is on first; a local
    // payment cannot go on without the network of a paying wallet's family.
    m_nodes.identify(this, [this, url](const QString &) {
        for (const Chain family : std::as_const(m_families))
            if (const QString problem = m_nodes.problem(family); !problem.isEmpty() && m_local) {
                std::fprintf(stderr, "%s\n", qPrintable(tr("paydesk-cli: error: %1").arg(problem)));
                return Q_EMIT done(ExitRefused);
            }
        choosePayers();
        start(url);
    });
}

void CliFetch::start(const QUrl &url)
{
    m_fetch = std::make_unique<x402::PaidFetch>(m_services.paidFetch(m_balanceFromRpc), m_options);
    connect(m_fetch.get(), &x402::PaidFetch::progress, this,
            [this](const QString &t) { m_output.progress(t); });
    connect(m_fetch.get(), &x402::PaidFetch::confirmationNeeded, this,
            &CliFetch::onConfirmationNeeded);
    connect(m_fetch.get(), &x402::PaidFetch::finished, this, &CliFetch::onFinished);
    m_fetch->start(url);
}

void CliFetch::onConfirmationNeeded()
{
    const x402::PaymentQuote &q = m_fetch->quote();
    m_output.requirements(*m_fetch->requirements());
    m_requirementsShown = true;
    const QString mime = q.option.mimeType;
    if (!m_args.has(QStringLiteral("out")) && !mime.isEmpty() &&
        !ContentType::isText(mime, QByteArray("x"))) {
        m_exitOverride = ExitUsage;
        return m_fetch->refuseUnconfirmed(
            QStringLiteral("not_text"),
            tr("The resource is %1, not text: pass --out FILE to save it. Nothing was paid.")
                .arg(mime));
    }
    m_output.quote(q);
#ifdef Q_OS_UNIX
    const bool tty = isatty(STDIN_FILENO) && isatty(STDERR_FILENO);
#else
    const bool tty = false;
#endif
    if (!tty) {
        // The price with its asset, as --max-amount takes it: "0.005 USDC", never a bare number
        // that would mean the network's coin.
        const QString price =
            q.option.amount
                ? QStringLiteral("\"%1 %2\"").arg(q.option.amount->toString(), q.option.assetSymbol)
                : QString();
        const QString deposit =
            q.deposit ? QStringLiteral("%1 %2").arg(q.deposit->toString(), q.option.assetSymbol)
                      : QString();
        const QString why =
            q.deposit && !q.interactiveOnly && !q.budget.frozen
                ? tr("Nobody was asked: paying %1 first opens a payment channel with a deposit of "
                     "%2 (refundable), and paydesk-cli is not running at a terminal to ask you. "
                     "Nothing was paid. To approve it from a script, pass --yes with "
                     "--max-deposit \"%2\" (a smaller deposit serves fewer requests).")
                      .arg(q.origin, deposit)
            : q.interactiveOnly && q.previous &&
                    q.previous->state == FetchAttempt::State::NotAccepted
                ? tr("The seller refused an earlier payment for this URL (attempt %1); paying "
                     "again needs a confirmation at a terminal (or in the app). Nobody was asked "
                     "(no terminal); nothing was paid.")
                      .arg(q.previous->id)
            : q.interactiveOnly
                ? tr("You already paid for this URL once; paying again needs a confirmation at a "
                     "terminal (or in the app). Nobody was asked (no terminal); nothing was "
                     "paid.")
            : q.budget.frozen
                ? tr("Automatic payments are frozen; confirm at a terminal or unfreeze them "
                     "('paydesk-cli budget unfreeze'). Nobody was asked (no terminal); nothing "
                     "was paid.")
            : m_options.preapproved && q.aboveDefaultCap()
                ? tr("%1 --yes alone never pays above a cap: to approve this one payment from a "
                     "script, add --max-amount %2 (or more); to let %3 take such prices, grant "
                     "it a budget ('paydesk-cli budget grant'). Nothing was paid.")
                      .arg(q.budget.reason, price, q.origin)
            : q.aboveDefaultCap()
                ? tr("Nobody was asked: paydesk-cli is not running at a terminal, so it cannot "
                     "ask you to confirm %1. Nothing was paid. It is above your default caps: to "
                     "pay it from a script, pass --yes with --max-amount (for example --yes "
                     "--max-amount %2), or grant %3 a budget ('paydesk-cli budget grant').")
                      .arg(q.option.displayAmount(), price, q.origin)
                : tr("Nobody was asked: paydesk-cli is not running at a terminal, so it cannot "
                     "ask you to confirm %1. Nothing was paid. To pay from a script, pass --yes: "
                     "it pays within your caps (add --max-amount %2 to refuse any higher price), "
                     "or grant %3 a budget ('paydesk-cli budget grant').")
                      .arg(q.option.displayAmount(), price, q.origin);
        return m_fetch->refuseUnconfirmed(QStringLiteral("not_confirmed"), why);
    }
    std::fputs(qPrintable((q.aboveDefaultCap() ? tr("Pay %1 once? [y/N] ") : tr("Pay %1? [y/N] "))
                              .arg(q.option.displayAmount())),
               stderr);
    std::fflush(stderr);
    QFile in;
    const QByteArray answer =
        in.open(stdin, QIODevice::ReadOnly) ? in.readLine(64).trimmed().toLower() : QByteArray();
    if (answer == "y" || answer == "yes")
        m_fetch->confirm();
    else
        m_fetch->decline();
}

int CliFetch::exitCodeFor(const QString &code)
{
    if (code == u"invalid_url")
        return ExitUsage;
    if (code == u"network" || code == u"response_lost" || code == u"payment_unknown")
        return ExitNetwork;
    if (code == u"not_accepted" || code == u"payment_failed")
        return ExitService;
    return ExitRefused;
}

void CliFetch::onFinished()
{
    const x402::PaidFetch &f = *m_fetch;
    if (f.state() == x402::PaidFetch::State::Done) {
        const QString spill = QDir(m_data.dataDir).filePath(QStringLiteral("downloads"));
        const int code = m_output.content(f, m_args.value(QStringLiteral("out")), spill);
        if (code != ExitUsage) // written where it was asked for: the caller has it
            m_fetch->handedOver();
        return Q_EMIT done(code);
    }
    if (f.requirements() && !m_requirementsShown)
        m_output.requirements(*f.requirements());
    const int code = m_exitOverride ? m_exitOverride : exitCodeFor(f.code());
    // The seller asked for payment and no wallet was named: say which one can pay.
    const QString hint =
        m_options.wallets.isEmpty() && f.requirements()
            ? tr("Pass --from WALLET: a wallet whose key is in Paydesk pays without a payment "
                 "service ('paydesk-cli wallet list' shows yours, 'wallet create' makes one).")
            : QString();
    m_output.failure(f, code, hint);
    Q_EMIT done(code);
}

} // namespace paydesk::cli
