#include "Network.h"

#include "ChainFamilies.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace paydesk {

namespace {
// clang-format off
constexpr Network kNetworks[] = {
    {"solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", "solana", Chain::Solana, QT_TRANSLATE_NOOP("Network", "Solana"), false, "SOL"},
    {"solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1", "solana-devnet", Chain::Solana, QT_TRANSLATE_NOOP("Network", "Solana Devnet"), true, "SOL"},
    {"solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z", "solana-testnet", Chain::Solana, QT_TRANSLATE_NOOP("Network", "Solana Testnet"), true, "SOL"},
    {"solana:sandbox", "solana-sandbox", Chain::Solana, QT_TRANSLATE_NOOP("Network", "Sandbox Solana"), true, "SOL"},
    {"eip155:1", nullptr, Chain::Evm, QT_TRANSLATE_NOOP("Network", "Ethereum"), false, "ETH"},
    {"eip155:8453", "base", Chain::Evm, QT_TRANSLATE_NOOP("Network", "Base"), false, "ETH"},
    {"eip155:84532", "base-sepolia", Chain::Evm, QT_TRANSLATE_NOOP("Network", "Base Sepolia"), true, "ETH"},
    {"eip155:137", "polygon", Chain::Evm, QT_TRANSLATE_NOOP("Network", "Polygon"), false, "POL"},
    {"eip155:80002", "polygon-amoy", Chain::Evm, QT_TRANSLATE_NOOP("Network", "Polygon Amoy"), true, "POL"},
    {"eip155:42161", nullptr, Chain::Evm, QT_TRANSLATE_NOOP("Network", "Arbitrum One"), false, "ETH"},
    {"eip155:421614", nullptr, Chain::Evm, QT_TRANSLATE_NOOP("Network", "Arbitrum Sepolia"), true, "ETH"},
    {"eip155:43114", "avalanche", Chain::Evm, QT_TRANSLATE_NOOP("Network", "Avalanche C-Chain"), false, "AVAX"},
    {"eip155:43113", "avalanche-fuji", Chain::Evm, QT_TRANSLATE_NOOP("Network", "Avalanche Fuji"), true, "AVAX"},
    {"eip155:4020", nullptr, Chain::Evm, QT_TRANSLATE_NOOP("Network", "Sandbox EVM"), true, "ETH"},
    // Chain ids from chainlist.org (Ethereum 1, Arbitrum One 42161, Arbitrum Sepolia 421614);
    // native coins from chainlist.org's nativeCurrency of each chain (Polygon's is POL since the
    // MATIC to POL migration of 2024-09-04). SKALE's chains pay gas in a token of their own that
    // the table does not name yet: the family's symbol stands in for it.
    // x402 v1 names without a CAIP-2 id in the legacy list: known, family EVM.
    {nullptr, "iotex", Chain::Evm, "IoTeX", false, "IOTX"},
    {nullptr, "sei", Chain::Evm, "Sei", false, "SEI"},
    {nullptr, "sei-testnet", Chain::Evm, "Sei Testnet", true, "SEI"},
    {nullptr, "abstract", Chain::Evm, "Abstract", false, "ETH"},
    {nullptr, "abstract-testnet", Chain::Evm, "Abstract Testnet", true, "ETH"},
    {nullptr, "peaq", Chain::Evm, "peaq", false, "PEAQ"},
    {nullptr, "story", Chain::Evm, "Story", false, "IP"},
    {nullptr, "educhain", Chain::Evm, "EDU Chain", false, "EDU"},
    {nullptr, "skale-base-sepolia", Chain::Evm, "SKALE Base Sepolia", true, nullptr},
};
// clang-format on
} // namespace

QString Network::coinOf(const QString &anyId)
{
    const Network *n = find(anyId);
    return n && n->coin ? QString::fromLatin1(n->coin) : chainSymbol(family(anyId));
}

QString Network::nameOf(const QString &anyId)
{
    const Network *n = find(anyId);
    return n ? n->name() : anyId;
}

QString Network::name() const
{
    return QCoreApplication::translate("Network", displayName);
}

const Network *Network::find(QStringView anyId)
{
    for (const Network &n : kNetworks)
        if ((n.id && anyId == QLatin1String(n.id)) ||
            (n.v1Name && anyId == QLatin1String(n.v1Name)))
            return &n;
    for (const Network *n : ChainFamilies::networks())
        if (anyId == QLatin1String(n->id))
            return n;
    return nullptr;
}

QList<const Network *> Network::all()
{
    QList<const Network *> out;
    for (const Network &n : kNetworks)
        out.append(&n);
    return out + ChainFamilies::networks();
}

QString Network::canonical(const QString &anyId)
{
    const Network *n = find(anyId);
    return n ? n->key() : anyId;
}

QString Network::fromUserInput(const QString &text)
{
    // The names the node settings take (EvmEndpoint, RpcEndpoint), as names of their networks.
    static constexpr std::pair<const char *, const char *> kUserNames[] = {
        {"ethereum", "eip155:1"},       {"arbitrum-one", "eip155:42161"},
        {"arbitrum", "eip155:42161"},   {"arbitrum-sepolia", "eip155:421614"},
        {"mainnet-beta", "solana"},     {"devnet", "solana-devnet"},
        {"testnet", "solana-testnet"},  {"sandbox-evm", "eip155:4020"},
        {"evm-sandbox", "eip155:4020"},
    };
    QString typed = text.trimmed();
    if (find(typed))
        return canonical(typed);
    for (const auto &[name, id] : kUserNames)
        if (typed.compare(QLatin1String(name), Qt::CaseInsensitive) == 0)
            return canonical(QString::fromLatin1(id));
    if (const Network *n = find(typed.toLower())) // "Base", "POLYGON"
        return n->key();
    return typed;
}

namespace {
// The genesis-hash prefix a Solana CAIP-2 id names (32 characters), or empty ("solana:sandbox").
QString genesisPrefix(const Network &n)
{
    const QString ref = n.caip2().section(u':', 1);
    return n.chain == Chain::Solana && ref.size() == 32 ? ref : QString();
}
} // namespace

const Network *Network::ofGenesis(const QString &genesis)
{
    if (genesis.isEmpty())
        return nullptr;
    for (const Network &n : kNetworks)
        if (!genesisPrefix(n).isEmpty() && genesis.startsWith(genesisPrefix(n)))
            return &n;
    return nullptr;
}

bool Network::genesisMatches(const QString &anyId, const QString &genesis)
{
    const Network *n = find(anyId);
    if (!n || n->chain != Chain::Solana || genesis.isEmpty())
        return false;
    if (!genesisPrefix(*n).isEmpty())
        return genesis.startsWith(genesisPrefix(*n));
    return ofGenesis(genesis) == nullptr; // the sandbox: no public cluster
}

Chain Network::family(const QString &anyId)
{
    if (const Network *n = find(anyId))
        return n->chain;
    // CAIP-2: namespace [-a-z0-9]{3,8}, reference [-_a-zA-Z0-9]{1,32}.
    static const QRegularExpression caip(QStringLiteral("^([-a-z0-9]{3,8}):[-_a-zA-Z0-9]{1,32}$"));
    const auto m = caip.match(anyId);
    if (m.hasMatch() && m.captured(1) == u"eip155")
        return Chain::Evm;
    if (m.hasMatch() && m.captured(1) == u"solana")
        return Chain::Solana;
    return m.hasMatch() ? ChainFamilies::ofNamespace(m.captured(1)) : Chain::Unknown;
}

Chain Network::familyOfRecord(const QString &name)
{
    if (const Chain c = family(name); c != Chain::Unknown)
        return c;
    const QString n = name.toLower();
    if (n.startsWith(u"solana"))
        return Chain::Solana;
    for (const char16_t *prefix :
         {u"eip155", u"base", u"ethereum", u"polygon", u"avalanche", u"evm"})
        if (n.startsWith(QStringView(prefix)))
            return Chain::Evm;
    return Chain::Unknown;
}

} // namespace paydesk
