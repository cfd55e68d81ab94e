#include "CliChannels.h"

#include "cli/CliInput.h"
#include "core/Asset.h"
#include "models/ChannelsModel.h"
#include "payments/WalletManager.h"
#include "store/PaidFetchJournal.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTextStream>
#include <QTimer>

namespace paydesk::cli {

using evm::ChannelWithdrawal;

namespace {
// Atomic units of a channel's token in words ("0.25 USDC"), else the units.
QString money(const ChannelRow &row, const QString &units)
{
    const auto token = Asset::knownBySymbol(row.network, row.symbol);
    const auto a = token ? Amount::parseUnits(units, token->decimals) : std::nullopt;
    return a ? Money::format(*a, row.symbol) : units;
}

QString minus(const QString &a, const QString &b)
{
    const auto x = evm::U256::fromDecimal(a);
    const auto y = evm::U256::fromDecimal(b);
    const auto d = x && y ? x->checkedSub(*y) : std::nullopt;
    return d ? d->toDecimal() : QStringLiteral("0");
}
} // namespace

CliChannels::CliChannels(const CliArguments &args, CliPrinter &printer,
                         QNetworkAccessManager &network, const QUrl &service, const AppData &data,
                         QObject *parent)
    : QObject(parent), m_args(args), m_printer(printer), m_network(network), m_service(service),
      m_data(data)
{}

CliChannels::~CliChannels() = default;

void CliChannels::refuse(const QString &code, const QString &text, int exitCode)
{
    m_printer.error(ApiError::refused(code, text));
    Q_EMIT done(exitCode);
}

QJsonObject CliChannels::toJson(const ChannelRow &r)
{
    return {{QStringLiteral("id"), r.id},
            {QStringLiteral("status"), ChannelBook::statusName(r.status)},
            {QStringLiteral("seller"), r.origin},
            {QStringLiteral("resource"), r.resource},
            {QStringLiteral("network"), r.network},
            {QStringLiteral("wallet"), r.payer},
            {QStringLiteral("symbol"), r.symbol},
            {QStringLiteral("deposit"), money(r, r.balance)},
            {QStringLiteral("charged"), money(r, r.charged)},
            {QStringLiteral("mostClaimable"), money(r, r.ceiling)},
            {QStringLiteral("claimed"), money(r, r.claimed)},
            {QStringLiteral("refundable"), money(r, minus(r.balance, r.charged))},
            {QStringLiteral("depositPending"), !r.depositPending.isEmpty()},
            {QStringLiteral("withdrawRequestedAt"), r.withdrawAt},
            {QStringLiteral("lastUse"),
             QDateTime::fromMSecsSinceEpoch(r.usedMs, Qt::UTC).toString(Qt::ISODate)},
            {QStringLiteral("idle"), ChannelsModel::isIdle(r, QDateTime::currentMSecsSinceEpoch())},
            {QStringLiteral("note"), r.note}};
}

void CliChannels::run()
{
    if (!m_data.ok() || !m_data.fetches)
        return refuse(QStringLiteral("LOCAL_MODE_UNAVAILABLE"), m_data.error);
    const QString action = m_args.positional.value(0);
    if (action == u"list")
        return list();
    const auto row = m_data.fetches->channels().find(m_args.positional.value(1));
    if ((action != u"refund" && action != u"withdraw") || m_args.positional.size() != 2) {
        m_printer.usageError(tr("channel takes list, refund ID or withdraw ID."));
        return Q_EMIT done(ExitUsage);
    }
    if (!row)
        return refuse(QStringLiteral("NOT_FOUND"),
                      tr("No channel %1 in Paydesk: see paydesk-cli channel list.")
                          .arg(m_args.positional.value(1)));
    if (action == u"refund")
        return refund(*row);
    withdraw(*row);
}

void CliChannels::list()
{
    const QList<ChannelRow> rows = m_data.fetches->channels().all();
    QJsonArray all;
    for (const ChannelRow &r : rows)
        all.append(toJson(r));
    if (m_args.json) {
        m_printer.message(QStringLiteral("channels"), QString(),
                          {{QStringLiteral("channels"), all}});
        return Q_EMIT done(ExitOk);
    }
    QTextStream out(stdout);
    if (rows.isEmpty())
        out << tr("No payment channels yet: Paydesk opens one when a seller offers "
                  "batch-settlement.")
            << '\n';
    for (const ChannelRow &r : rows) {
        out << r.id << "  " << ChannelBook::statusName(r.status) << '\n'
            << "  " << tr("seller: %1 (%2)").arg(r.origin, r.network) << '\n'
            << "  "
            << tr("deposit %1, charged %2, refundable %3; the seller may claim at most %4")
                   .arg(money(r, r.balance), money(r, r.charged),
                        money(r, minus(r.balance, r.charged)), money(r, r.ceiling))
            << '\n'
            << "  "
            << tr("last use %1").arg(QDateTime::fromMSecsSinceEpoch(r.usedMs).toString(Qt::ISODate))
            << (r.note.isEmpty() ? QString() : QStringLiteral("; ") + r.note) << '\n';
        if (ChannelsModel::isIdle(r, QDateTime::currentMSecsSinceEpoch()))
            out << "  "
                << tr("idle for a week: ask for the rest back with paydesk-cli channel refund %1")
                       .arg(r.id)
                << '\n';
    }
    out.flush();
    Q_EMIT done(ExitOk);
}

void CliChannels::refund(const ChannelRow &row)
{
    std::optional<evm::U256> amount;
    if (m_args.has(QStringLiteral("amount"))) {
        const auto token = Asset::knownBySymbol(row.network, row.symbol);
        const auto a = token
                           ? Amount::parse(m_args.value(QStringLiteral("amount")), token->decimals)
                           : std::nullopt;
        amount = a ? evm::U256::fromDecimal(a->unitsString()) : std::nullopt;
        if (!amount) {
            m_printer.usageError(tr("--amount takes an amount of %1 such as 0.5.").arg(row.symbol));
            return Q_EMIT done(ExitUsage);
        }
    }
    // The node reads back what the refund returned (none: the seller's word, said so).
    QString error;
    CliNodes nodes;
    if (nodes.open(m_args, m_service, m_network, m_app, &error, Chain::Evm))
        m_rpc = nodes.take<evm::EvmRpcClient>(Chain::Evm);
    m_refund = new evm::ChannelRefund({&m_network, &m_data.fetches->channels(),
                                       evm::EvmPaymentFlow::keysFrom(m_data.wallets), m_rpc.get()},
                                      this);
    connect(m_refund, &evm::ChannelRefund::progress, this,
            [](const QString &text) { QTextStream(stderr) << text << '\n'; });
    connect(m_refund, &evm::ChannelRefund::finished, this, [this, id = row.id]() {
        if (!m_refund->ok())
            return refuse(QStringLiteral("REFUND_REFUSED"), m_refund->message());
        const auto now = m_data.fetches->channels().find(id);
        QJsonObject extra = now ? toJson(*now) : QJsonObject();
        extra.insert(QStringLiteral("transaction"), m_refund->transaction());
        extra.insert(QStringLiteral("refunded"),
                     now ? money(*now, m_refund->refunded()) : m_refund->refunded());
        m_printer.message(QStringLiteral("channel"), m_refund->message(), extra);
        Q_EMIT done(ExitOk);
    });
    m_refund->start(row, amount);
}

void CliChannels::withdraw(const ChannelRow &row)
{
    QString error;
    CliNodes nodes;
    if (!nodes.open(m_args, m_service, m_network, m_app, &error, Chain::Evm)) {
        m_printer.usageError(error);
        return Q_EMIT done(ExitUsage);
    }
    m_rpc = nodes.take<evm::EvmRpcClient>(Chain::Evm);
    if (!m_rpc) {
        m_printer.usageError(tr("No EVM node: pass --evm-rpc (a URL, or ethereum, base, "
                                "base-sepolia, polygon, arbitrum-one, sandbox)."));
        return Q_EMIT done(ExitUsage);
    }
    m_ask = !m_args.has(QStringLiteral("yes"));
    if (m_ask && !CliInput::stdinIsTerminal())
        return refuse(QStringLiteral("NOT_CONFIRMED"),
                      tr("Nobody was asked to approve this transaction: standard input is not a "
                         "terminal. Nothing was signed. Pass --yes to sign without asking."));
    ChannelWithdrawal::Options o;
    o.autoApprove = !m_ask;
    m_withdrawal = new ChannelWithdrawal(
        {m_rpc.get(), m_data.journal, evm::EvmPaymentFlow::keysFrom(m_data.wallets)}, o,
        &m_data.fetches->channels(), this);
    connect(m_withdrawal, &ChannelWithdrawal::reviewReady, this, &CliChannels::printReview);
    connect(m_withdrawal, &ChannelWithdrawal::stepChanged, this, [this](ChannelWithdrawal::Step s) {
        if (s == ChannelWithdrawal::Step::AwaitingApproval && m_ask)
            QTimer::singleShot(0, this, &CliChannels::askApproval);
    });
    connect(m_withdrawal, &ChannelWithdrawal::finished, this, &CliChannels::onWithdrawn);
    m_withdrawal->start(row);
}

void CliChannels::printReview()
{
    if (!m_withdrawal->review().ok() || (m_args.json && !m_ask))
        return;
    QTextStream err(stderr);
    err << tr("Checked against your node (%1):").arg(m_withdrawal->endpoint().toDisplayString())
        << '\n'
        << QStringLiteral("  ") << m_withdrawal->summaryLine() << '\n';
    for (const QString &w : m_withdrawal->review().warnings)
        err << QStringLiteral("  ! ") << w << '\n';
}

void CliChannels::askApproval()
{
    if (!m_withdrawal || m_withdrawal->step() != ChannelWithdrawal::Step::AwaitingApproval)
        return;
    if (!CliInput::askYes(tr("Sign and send? [y/N] ")))
        return m_withdrawal->reject();
    m_withdrawal->approve();
}

void CliChannels::onWithdrawn()
{
    using Outcome = ChannelWithdrawal::Outcome;
    const Outcome outcome = m_withdrawal->outcome();
    const QJsonObject extra{{QStringLiteral("status"), PaymentFlow::outcomeName(outcome)},
                            {QStringLiteral("signature"), m_withdrawal->hash()},
                            {QStringLiteral("step"), m_withdrawal->finalizing()
                                                         ? QStringLiteral("finalize")
                                                         : QStringLiteral("initiate")},
                            {QStringLiteral("dueAt"), m_withdrawal->dueAt()}};
    switch (outcome) {
    case Outcome::Confirmed:
        m_printer.message(QStringLiteral("channel"), m_withdrawal->message(), extra);
        return Q_EMIT done(ExitOk);
    case Outcome::Refused:
        return refuse(QStringLiteral("TRANSACTION_REFUSED"), m_withdrawal->message());
    case Outcome::Unfinished:
        m_printer.message(QStringLiteral("channel"), m_withdrawal->message(), extra);
        return Q_EMIT done(ExitNetwork);
    case Outcome::Error:
        return refuse(QStringLiteral("LOCAL_PAYMENT_FAILED"), m_withdrawal->message(), ExitNetwork);
    default:
        break;
    }
    m_printer.message(QStringLiteral("channel"), m_withdrawal->message(), extra);
    Q_EMIT done(ExitService);
}

} // namespace paydesk::cli
