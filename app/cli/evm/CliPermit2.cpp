#include "CliPermit2.h"

#include "cli/CliInput.h"
#include "evm/Erc20Balance.h"
#include "payments/WalletManager.h"
#include "x402/Permit2.h"

#include <QTextStream>
#include <QTimer>
#include <cstdio>

namespace paydesk::cli {

using evm::Permit2Approval;

CliPermit2::CliPermit2(const CliArguments &args, CliPrinter &printer,
                       QNetworkAccessManager &network, const QUrl &service, const AppData &data,
                       QObject *parent)
    : QObject(parent), m_args(args), m_printer(printer), m_network(network), m_service(service),
      m_data(data)
{}

CliPermit2::~CliPermit2() = default;

void CliPermit2::refuse(const QString &code, const QString &text, int exitCode)
{
    m_printer.error(ApiError::refused(code, text));
    Q_EMIT done(exitCode);
}

void CliPermit2::run()
{
    const QString action = m_args.positional.value(0);
    const auto usage = [this](const QString &text) {
        m_printer.usageError(text);
        Q_EMIT done(ExitUsage);
    };
    const auto from = evm::EvmAddress::parse(m_args.value(QStringLiteral("from")));
    if (!from)
        return usage(tr("permit2 needs --from and an EVM wallet (0x and 40 hex digits)."));
    m_wallet = from->toChecksummed();
    QString error;
    CliNodes nodes; // the EVM node every command uses
    if (!nodes.open(m_args, m_service, m_network, m_app, &error, Chain::Evm))
        return usage(error);
    m_rpc = nodes.take<evm::EvmRpcClient>(Chain::Evm);
    if (!m_rpc)
        return usage(tr("No EVM node: pass --evm-rpc (a URL, or ethereum, base, base-sepolia, "
                        "polygon, arbitrum-one, sandbox)."));
    // "approve 0.005 USDC" or "approve '0.005 USDC'": the amount, then the token.
    const QStringList words = m_args.positional.mid(1).join(u' ').split(u' ', Qt::SkipEmptyParts);
    if (action == u"allowance" || action == u"revoke") {
        if (words.size() != 1)
            return usage(
                tr("permit2 %1 takes the token: a symbol (USDC) or its contract.").arg(action));
        if (action == u"allowance")
            return readAllowance(words.first());
        return startApproval(words.first(), Amount());
    }
    QString why;
    const auto amount = words.size() == 2 ? Amount::parse(words.first(), 18, &why) : std::nullopt;
    if (!amount)
        return usage(tr("permit2 approve takes an amount and a token, such as \"0.05 USDC\" "
                        "(never unlimited; 0 revokes). %1")
                         .arg(why));
    startApproval(words.last(), *amount);
}

void CliPermit2::readAllowance(const QString &tokenText)
{
    RpcCall *call = m_rpc->chainId();
    connect(call, &RpcCall::finished, this, [this, call, tokenText]() {
        call->deleteLater();
        const auto id =
            call->ok() ? evm::EvmRpcClient::parseQuantity64(call->result()) : std::nullopt;
        if (!id)
            return refuse(QStringLiteral("NODE_UNREACHABLE"),
                          tr("Cannot read the chain id from %1: %2")
                              .arg(m_rpc->endpoint().toDisplayString(), call->errorText()),
                          ExitNetwork);
        const QString network = QStringLiteral("eip155:%1").arg(*id);
        QString unknown;
        const auto token = Permit2Approval::tokenOn(network, tokenText, &unknown);
        if (!token)
            return refuse(QStringLiteral("UNKNOWN_ASSET"), unknown + u'.');
        evm::Erc20Balance::allowance(
            m_rpc.get(), *id, *token, *evm::EvmAddress::parse(m_wallet), x402::Permit2::address(),
            this,
            [this, token = *token, network](const std::optional<Amount> &allowed,
                                            const QString &error) {
                if (!allowed)
                    return refuse(QStringLiteral("NODE_UNREACHABLE"), error, ExitNetwork);
                m_printer.message(QStringLiteral("permit2"),
                                  tr("Permit2 (%1) may move %2 of %3 on %4.")
                                      .arg(x402::Permit2::address().toChecksummed(),
                                           Money::format(*allowed, token), m_wallet, network),
                                  {{QStringLiteral("allowance"), allowed->toString()},
                                   {QStringLiteral("symbol"), token.symbol},
                                   {QStringLiteral("token"), token.address},
                                   {QStringLiteral("network"), network},
                                   {QStringLiteral("wallet"), m_wallet}});
                Q_EMIT done(ExitOk);
            });
    });
}

void CliPermit2::startApproval(const QString &tokenText, const Amount &amount)
{
    if (!m_data.ok())
        return refuse(QStringLiteral("LOCAL_MODE_UNAVAILABLE"), m_data.error);
    if (!m_data.wallets->directory()->find(m_wallet))
        return refuse(QStringLiteral("LOCAL_MODE_UNAVAILABLE"),
                      tr("Wallet %1 is not in Paydesk: import it first with 'paydesk-cli wallet "
                         "import --chain evm' (the approve is signed with your own key).")
                          .arg(m_wallet));
    m_ask = !m_args.has(QStringLiteral("yes"));
    if (m_ask && !CliInput::stdinIsTerminal())
        return refuse(QStringLiteral("NOT_CONFIRMED"),
                      tr("Nobody was asked to approve this transaction: standard input is not a "
                         "terminal. Nothing was signed. Pass --yes to sign without asking."));
    Permit2Approval::Options o;
    o.autoApprove = !m_ask;
    if (const QString key = QStringLiteral("max-network-fee"); m_args.has(key)) {
        const auto cap = Amount::parse(m_args.value(key), 18);
        const auto wei = cap ? evm::U256::fromAmount(*cap) : std::nullopt;
        if (!wei || wei->isZero()) {
            m_printer.usageError(tr("--%1 takes an amount of ETH such as 0.002.").arg(key));
            return Q_EMIT done(ExitUsage);
        }
        o.maxNetworkFee = *wei;
    }
    m_approval = new Permit2Approval(
        {m_rpc.get(), m_data.journal, evm::EvmPaymentFlow::keysFrom(m_data.wallets)}, o, this);
    connect(m_approval, &Permit2Approval::reviewReady, this, &CliPermit2::printReview);
    connect(m_approval, &Permit2Approval::stepChanged, this, [this](Permit2Approval::Step s) {
        if (s == Permit2Approval::Step::AwaitingApproval && m_ask)
            QTimer::singleShot(0, this, &CliPermit2::askApproval);
    });
    connect(m_approval, &Permit2Approval::finished, this, &CliPermit2::onFinished);
    m_approval->start({m_wallet, tokenText, m_args.value(QStringLiteral("network")), amount});
}

void CliPermit2::printReview()
{
    if (!m_approval->review().ok() || (m_args.json && !m_ask))
        return;
    QTextStream err(stderr);
    err << tr("Checked against your node (%1):").arg(m_approval->endpoint().toDisplayString())
        << '\n'
        << QStringLiteral("  ") << m_approval->summaryLine() << '\n';
    if (const auto before = m_approval->allowanceBefore())
        err << QStringLiteral("  ")
            << tr("Permit2 may move %1 now; after this, exactly %2 (not added to it).")
                   .arg(Money::format(*before, m_approval->token()),
                        Money::format(m_approval->amount(), m_approval->token()))
            << '\n';
    for (const QString &w : m_approval->review().warnings)
        err << QStringLiteral("  ! ") << w << '\n';
}

void CliPermit2::askApproval()
{
    if (!m_approval || m_approval->step() != Permit2Approval::Step::AwaitingApproval)
        return;
    if (!CliInput::askYes(tr("Sign and send? [y/N] ")))
        return m_approval->reject();
    m_approval->approve();
}

void CliPermit2::onFinished()
{
    using Outcome = Permit2Approval::Outcome;
    const Outcome outcome = m_approval->outcome();
    QJsonObject extra{{QStringLiteral("status"), PaymentFlow::outcomeName(outcome)},
                      {QStringLiteral("signature"), m_approval->hash()},
                      {QStringLiteral("wallet"), m_wallet},
                      {QStringLiteral("network"), m_approval->network()},
                      {QStringLiteral("spender"), x402::Permit2::address().toChecksummed()},
                      {QStringLiteral("token"), m_approval->token().address},
                      {QStringLiteral("symbol"), m_approval->token().symbol},
                      {QStringLiteral("amount"), m_approval->amount().toString()}};
    if (const auto after = m_approval->allowanceAfter())
        extra.insert(QStringLiteral("allowance"), after->toString());
    switch (outcome) {
    case Outcome::Confirmed:
        m_printer.message(QStringLiteral("permit2"), m_approval->message(), extra);
        return Q_EMIT done(ExitOk);
    case Outcome::Refused:
        return refuse(QStringLiteral("TRANSACTION_REFUSED"), m_approval->message());
    case Outcome::Unfinished:
        m_printer.message(QStringLiteral("permit2"), m_approval->message(), extra);
        return Q_EMIT done(ExitNetwork);
    case Outcome::Error:
        return refuse(QStringLiteral("LOCAL_PAYMENT_FAILED"), m_approval->message(), ExitNetwork);
    case Outcome::Failed:
    case Outcome::Expired:
    case Outcome::Rejected:
    case Outcome::None:
        break;
    }
    m_printer.message(QStringLiteral("permit2"), m_approval->message(), extra);
    Q_EMIT done(ExitService);
}

} // namespace paydesk::cli
