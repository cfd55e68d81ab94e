#include "CliBalance.h"

#include "core/Network.h"
#include "payments/kits/ChainKits.h"

#include <QJsonArray>
#include <QSet>

namespace paydesk::cli {

CliBalance::CliBalance(const CliArguments &args, CliPrinter &printer,
                       QNetworkAccessManager &network, const QUrl &service, Known known,
                       QObject *parent)
    : QObject(parent), m_args(args), m_printer(printer), m_network(network), m_service(service),
      m_known(std::move(known))
{}

bool CliBalance::chooseEndpoint(QString *error)
{
    if (!m_nodes.open(m_args, m_service, m_network, m_namedOnly ? CliNodes::AppSettings{} : m_app,
                      error))
        return false;
    m_book = std::make_unique<BalanceBook>(m_nodes.chainNodes());
    connect(m_book.get(), &BalanceBook::changed, this, [this](const QString &) { checkDone(); });
    return true;
}

void CliBalance::read(const QStringList &addresses, const std::function<void()> &done)
{
    m_reading = addresses;
    m_done = done;
    m_started = false;
    // First which network each family's node is on, for the USDC to read beside the coin.
    QSet<Chain> families;
    for (const QString &a : addresses)
        if (const auto parsed = Address::parse(a))
            families.insert(parsed->chain());
    x402::ChainKits::standard().identifyNetworks(
        m_book->nodes(), families, this,
        [this](const QHash<Chain, QString> &networks, const QHash<Chain, QString> &) {
            for (auto it = networks.cbegin(); it != networks.cend(); ++it) {
                m_networks.insert(it.key(), it.value());
                if (const auto usdc = Asset::knownBySymbol(it.value(), QStringLiteral("USDC")))
                    m_tokens.insert(it.key(), *usdc);
            }
            startReads();
        });
}

void CliBalance::startReads()
{
    for (const QString &a : std::as_const(m_reading)) {
        m_book->refresh(a);
        if (const auto token = tokenOf(a))
            m_book->refreshToken(a, *token);
    }
    m_started = true;
    checkDone();
}

void CliBalance::checkDone()
{
    if (!m_started || !m_done)
        return;
    const auto busy = [](const BalanceBook::Entry &e) {
        return e.refreshing || e.state == BalanceBook::State::Loading;
    };
    for (const QString &a : std::as_const(m_reading)) {
        if (busy(m_book->entry(a)))
            return;
        if (const auto token = tokenOf(a); token && busy(m_book->tokenEntry(a, *token)))
            return;
    }
    std::exchange(m_done, nullptr)();
}

std::optional<Asset> CliBalance::tokenOf(const QString &address) const
{
    const auto parsed = Address::parse(address);
    if (!parsed || !m_tokens.contains(parsed->chain()))
        return std::nullopt;
    return m_tokens.value(parsed->chain());
}

QString CliBalance::tokenText(const QString &address) const
{
    const auto token = tokenOf(address);
    return token && m_book ? m_book->tokenText(address, *token) : QString();
}

QJsonObject CliBalance::tokenJson(const QString &address) const
{
    const auto token = tokenOf(address);
    if (!token || !m_book)
        return {};
    const BalanceBook::Entry e = m_book->tokenEntry(address, *token);
    QJsonObject o{{QStringLiteral("symbol"), token->symbol},
                  {QStringLiteral("network"), Network::canonical(token->network)}};
    if (e.balance) {
        o.insert(QStringLiteral("balance"), e.balance->toString());
        o.insert(QStringLiteral("atomic"), e.balance->unitsString());
    } else {
        o.insert(QStringLiteral("error"), e.error);
    }
    return o;
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
        // The coin as the node's network names it (POL on Polygon), else the family's.
        const QString coin = m_networks.contains(chain) ? Network::coinOf(m_networks.value(chain))
                                                        : chainSymbol(chain);
        QJsonObject row{{QStringLiteral("address"), address}, {QStringLiteral("unit"), coin}};
        if (m_networks.contains(chain))
            row.insert(QStringLiteral("network"), m_networks.value(chain));
        if (!kinds.value(i).isEmpty())
            row.insert(QStringLiteral("kind"), kinds.value(i));
        if (e.balance) {
            row.insert(QStringLiteral("balance"), e.balance->toString());
            row.insert(QStringLiteral("atomic"), e.balance->unitsString());
        } else {
            ++failed;
            row.insert(QStringLiteral("error"), e.error);
        }
        if (const QJsonObject token = tokenJson(address); !token.isEmpty())
            row.insert(QStringLiteral("tokens"), QJsonArray{token});
        rows.append(row);
        const QString held = tokenText(address);
        const QString kind = kinds.value(i) == u"local"    ? tr("local")
                             : kinds.value(i) == u"hosted" ? tr("hosted")
                                                           : QString();
        lines << QStringLiteral("%1  %2  %3")
                     .arg(address, -44)
                     .arg(kind, -6)
                     .arg(!e.balance ? tr("unknown: %1").arg(e.error)
                          : held.isEmpty()
                              ? Money::format(*e.balance, coin)
                              : tr("%1 · %2").arg(Money::format(*e.balance, coin), held));
    }
    lines << nodeLines(addresses, false);
    QJsonObject json = nodeJson();
    json.insert(QStringLiteral("wallets"), rows);
    m_printer.message(QStringLiteral("balance"), lines.join(u'\n'), json);
    // Every balance unreadable: the network failed (exit 5), as for any other RPC failure.
    Q_EMIT done(failed == addresses.size() ? ExitNetwork : ExitOk);
}

namespace {
QStringList nodeLinesOf(const QStringList &addresses, const CliNodes *nodes, bool hintMissing)
{
    QSet<Chain> listed;
    for (const QString &a : addresses)
        listed.insert(Address::familyOf(a));
    QStringList lines;
    for (const auto &kind : CliNodeFamily::all()) {
        const Chain family = kind->family();
        if (!listed.contains(family))
            continue;
        if (const QUrl url = nodes ? nodes->endpoint(family) : QUrl(); !url.isEmpty())
            lines << CliBalance::tr("(%1 balances read through %2)")
                         .arg(chainName(family), url.toDisplayString());
        else if (hintMissing)
            lines << CliBalance::tr("(%1 balances: pass --%2 URL or set %3)")
                         .arg(chainName(family), kind->option(), kind->variable());
    }
    return lines;
}
} // namespace

QStringList CliBalance::nodeLines(const QStringList &addresses, bool hintMissing) const
{
    return nodeLinesOf(addresses, &m_nodes, hintMissing);
}

QStringList CliBalance::nodeHints(const QStringList &addresses)
{
    return nodeLinesOf(addresses, nullptr, true);
}

QJsonObject CliBalance::nodeJson() const
{
    QJsonObject out;
    for (const auto &kind : CliNodeFamily::all()) {
        QString key; // "evm-rpc" -> "evmRpc"
        for (const QString &part : kind->option().split(u'-'))
            key += key.isEmpty() ? part : part.left(1).toUpper() + part.mid(1);
        out.insert(key, m_nodes.endpoint(kind->family()).toDisplayString());
    }
    return out;
}

} // namespace paydesk::cli
