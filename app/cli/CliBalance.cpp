#include "CliBalance.h"

#include "api/ServiceConfig.h"
#include "cli/evm/CliEvmNode.h"
#include "payments/evm/EvmEndpoint.h"
#include "payments/solana/RpcEndpoint.h"

#include <QJsonArray>
#include <QTimer>

namespace paydesk::cli {

CliBalance::CliBalance(const CliArguments &args, CliPrinter &printer,
                       QNetworkAccessManager &network, const QUrl &service, Known known,
                       QObject *parent)
    : QObject(parent), m_args(args), m_printer(printer), m_network(network), m_service(service),
      m_known(std::move(known))
{}

bool CliBalance::chooseEndpoint(QString *error)
{
    QString text = m_args.value(QStringLiteral("rpc"));
    if (text.isEmpty())
        text = qEnvironmentVariable("PAYDESK_SOLANA_RPC");
    const bool local = ServiceConfig::hasSandboxChains(m_service);
    if (text.isEmpty() && (local || !m_solanaOnlyWhenNamed))
        text = local ? QStringLiteral("sandbox") : QStringLiteral("mainnet-beta");
    if (!text.isEmpty()) {
        const auto endpoint = solana::RpcEndpoint::parse(text, m_service, error);
        if (!endpoint)
            return false;
        m_rpc = std::make_unique<solana::RpcClient>(&m_network, endpoint->url);
        m_rpc->setTimeoutMs(10000);
    }
    m_evmRpc = CliEvmNode::open(m_args, m_service, true, m_network, error);
    if (!error->isEmpty())
        return false;
    x402::ChainNodes nodes;
    nodes.set(Chain::Solana, m_rpc.get());
    nodes.set(Chain::Evm, m_evmRpc.get());
    m_book = std::make_unique<BalanceBook>(nodes);
    connect(m_book.get(), &BalanceBook::changed, this, [this](const QString &address) {
        if (m_book->entry(address).refreshing || !m_waiting.remove(address) ||
            !m_waiting.isEmpty() || !m_done)
            return;
        std::exchange(m_done, nullptr)();
    });
    return true;
}

void CliBalance::setTimeoutMs(int ms)
{
    if (m_rpc)
        m_rpc->setTimeoutMs(ms);
    if (m_evmRpc)
        m_evmRpc->setTimeoutMs(ms);
}

void CliBalance::read(const QStringList &addresses, const std::function<void()> &done)
{
    m_waiting = QSet<QString>(addresses.cbegin(), addresses.cend());
    m_done = done;
    if (m_waiting.isEmpty()) {
        QTimer::singleShot(0, this, [this]() {
            if (m_done)
                std::exchange(m_done, nullptr)();
        });
        return;
    }
    for (const QString &a : addresses)
        m_book->refresh(a);
}

void CliBalance::run()
{
    QString error;
    if (!chooseEndpoint(&error)) {
        m_printer.usageError(error);
        return Q_EMIT done(ExitUsage);
    }
    QStringList addresses, kinds;
    if (!m_args.positional.isEmpty()) {
        QString why;
        const auto a = Address::parse(m_args.positional.constFirst(), &why);
        if (!a) {
            m_printer.error(ApiError::validation(QStringLiteral("WALLET"), why));
            return Q_EMIT done(ExitUsage);
        }
        addresses << a->toString();
        kinds << QString();
    } else {
        addresses = m_known.addresses;
        kinds = m_known.kinds;
        if (addresses.isEmpty()) {
            m_printer.message(QStringLiteral("balance"),
                              tr("No wallets yet: 'wallet create' or 'wallet import', or name one: "
                                 "paydesk-cli balance ADDRESS."),
                              {{QStringLiteral("wallets"), QJsonArray()}});
            return Q_EMIT done(ExitOk);
        }
    }
    read(addresses, [this, addresses, kinds]() { print(addresses, kinds); });
}

void CliBalance::print(const QStringList &addresses, const QStringList &kinds)
{
    QJsonArray rows;
    QStringList lines;
    int failed = 0;
    for (int i = 0; i < addresses.size(); ++i) {
        const QString &address = addresses.at(i);
        const BalanceBook::Entry e = m_book->entry(address);
        const Chain chain =
            Address::parse(address) ? Address::parse(address)->chain() : Chain::Unknown;
        QJsonObject row{{QStringLiteral("address"), address},
                        {QStringLiteral("unit"), chainSymbol(chain)}};
        if (!kinds.value(i).isEmpty())
            row.insert(QStringLiteral("kind"), kinds.value(i));
        if (e.balance) {
            row.insert(QStringLiteral("balance"), e.balance->toString());
            row.insert(QStringLiteral("atomic"), e.balance->unitsString());
        } else {
            ++failed;
            row.insert(QStringLiteral("error"), e.error);
        }
        rows.append(row);
        const QString kind = kinds.value(i) == u"local"    ? tr("local")
                             : kinds.value(i) == u"hosted" ? tr("hosted")
                                                           : QString();
        lines << QStringLiteral("%1  %2  %3")
                     .arg(address, -44)
                     .arg(kind, -6)
                     .arg(e.balance ? BalanceBook::format(e.balance, chain)
                                    : tr("unknown: %1").arg(e.error));
    }
    lines << tr("(read through %1)").arg(m_rpc->endpoint().toDisplayString());
    if (m_evmRpc)
        lines << tr("(EVM balances read through %1)").arg(m_evmRpc->endpoint().toDisplayString());
    m_printer.message(QStringLiteral("balance"), lines.join(u'\n'),
                      {{QStringLiteral("wallets"), rows},
                       {QStringLiteral("rpc"), m_rpc->endpoint().toDisplayString()},
                       {QStringLiteral("evmRpc"), evmEndpoint().toDisplayString()}});
    // Every balance unreadable: the network failed (exit 5), as for any other RPC failure.
    Q_EMIT done(failed == addresses.size() ? ExitNetwork : ExitOk);
}

} // namespace paydesk::cli
