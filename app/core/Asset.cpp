#include "Asset.h"

#include "Address.h"

#include <QCoreApplication>
#include <QReadWriteLock>

namespace paydesk {

namespace {
struct TrAsset
{
    Q_DECLARE_TR_FUNCTIONS(Money)
};

struct KnownAsset
{
    const char *network; // v1 name or CAIP-2 id, as in Network's table
    const char *address;
    const char *symbol;
    int decimals;
    const char *peg = "USD"; // the currency a stablecoin holds to; "" for none
};

// USDC, 6 decimals:
// - Base, Base Sepolia, Solana, Solana devnet: coinbase/x402 defaultAssets.ts of
//   typescript/packages/mechanisms/evm and .../svm/src/constants.ts
//   (docs/protocol-facts.md "USDC addresses");
// - Ethereum, Polygon, Arbitrum: Circle, "USDC contract addresses"
//   (https://developers.circle.com/stablecoins/usdc-contract-addresses).
constexpr KnownAsset kAssets[] = {
    {"base", "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", "USDC", 6},
    {"base-sepolia", "0x036CbD53842c5426634e7929541eC2318f3dCF7e", "USDC", 6},
    {"eip155:1", "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", "USDC", 6},
    {"polygon", "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359", "USDC", 6},
    {"eip155:42161", "0xaf88d065e77c8cC2239327C5EDb3A432268e5831", "USDC", 6},
    {"solana", "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", "USDC", 6},
    {"solana-devnet", "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU", "USDC", 6},
    // The sandbox EVM chain's test USDC (sandbox/TestUsdc; docs/service-contract.md
    // "Sandbox EVM chain").
    {"eip155:4020", "0x7957850B3eFe67C44f8dda73c32b36B9c2099ccf", "USDC", 6},
    // The sandbox Solana chain's test USDC mint (sandbox/SplState: spl::testUsdcMint()).
    {"solana-sandbox", "AFxcH3jwY8KpyXfuC8K5z9v5z9iWGm8gZvpACxNoqs8y", "USDC", 6},
};

bool sameAddress(const QString &a, QAnyStringView b)
{
    return Address::same(a, b.toString());
}

// The tokens the user added, as AddedTokens last set them.
struct AddedRegistry
{
    QReadWriteLock lock;
    QList<Asset> tokens;
};
AddedRegistry &added()
{
    static AddedRegistry registry;
    return registry;
}

Asset fromTable(const KnownAsset &k)
{
    const Network *n = Network::find(QString::fromLatin1(k.network));
    Asset a;
    a.network = n ? n->key() : QString::fromLatin1(k.network);
    a.chain = n ? n->chain : Chain::Unknown;
    a.kind = Asset::Kind::Token;
    a.address = QString::fromLatin1(k.address);
    a.symbol = QString::fromLatin1(k.symbol);
    a.decimals = k.decimals;
    a.trusted = true;
    a.peg = QString::fromLatin1(k.peg);
    return a;
}
} // namespace

QString Asset::caip19() const
{
    const Network *n = Network::find(network);
    const QString chainId = n && n->id ? n->caip2() : network;
    const bool solana = chain == Chain::Solana;
    if (isNative())
        return chainId + (solana ? QStringLiteral("/slip44:501") : QStringLiteral("/slip44:60"));
    return chainId + (solana ? QStringLiteral("/token:") : QStringLiteral("/erc20:")) + address;
}

Asset Asset::native(Chain chain)
{
    Asset a;
    a.chain = chain;
    a.symbol = chainSymbol(chain);
    a.decimals = chainDecimals(chain);
    a.trusted = true;
    return a;
}

Asset Asset::native(const QString &network)
{
    Asset a = native(Network::family(network));
    a.network = Network::canonical(network);
    a.symbol = Network::coinOf(network);
    return a;
}

std::optional<Asset> Asset::known(const QString &network, const QString &address)
{
    const QString key = Network::canonical(network);
    for (const KnownAsset &k : kAssets)
        if (Network::canonical(QString::fromLatin1(k.network)) == key &&
            sameAddress(address, k.address))
            return fromTable(k);
    const QReadLocker locker(&added().lock);
    for (const Asset &a : std::as_const(added().tokens))
        if (a.network == key && sameAddress(address, a.address))
            return a;
    return std::nullopt;
}

std::optional<Asset> Asset::knownBySymbol(const QString &network, const QString &symbol)
{
    const QString key = Network::canonical(network);
    for (const KnownAsset &k : kAssets)
        if (Network::canonical(QString::fromLatin1(k.network)) == key &&
            symbol.compare(QLatin1String(k.symbol), Qt::CaseInsensitive) == 0)
            return fromTable(k);
    const QReadLocker locker(&added().lock);
    for (const Asset &a : std::as_const(added().tokens))
        if (a.network == key && symbol.compare(a.symbol, Qt::CaseInsensitive) == 0)
            return a;
    return std::nullopt;
}

std::optional<Asset> Asset::knownAnywhere(const QString &address)
{
    for (const KnownAsset &k : kAssets)
        if (sameAddress(address, k.address))
            return fromTable(k);
    const QReadLocker locker(&added().lock);
    for (const Asset &a : std::as_const(added().tokens))
        if (sameAddress(address, a.address))
            return a;
    return std::nullopt;
}

QList<Asset> Asset::dollarStablecoins()
{
    QList<Asset> out;
    for (const KnownAsset &k : kAssets)
        if (QLatin1String(k.peg) == u"USD")
            out.append(fromTable(k));
    return out;
}

bool Asset::isDollar(const QString &network, const QString &address)
{
    const auto a = known(network, address);
    return a && a->isDollar();
}

QList<Asset> Asset::knownAssets()
{
    QList<Asset> out;
    for (const KnownAsset &k : kAssets)
        out.append(fromTable(k));
    return out + addedTokens();
}

void Asset::setAddedTokens(const QList<Asset> &tokens)
{
    const QWriteLocker locker(&added().lock);
    added().tokens = tokens;
}

QList<Asset> Asset::addedTokens()
{
    const QReadLocker locker(&added().lock);
    return added().tokens;
}

bool Asset::isSolanaNativeMarker(const QString &address)
{
    return address == u"11111111111111111111111111111111";
}

bool Asset::isNativeMarker(Chain family, const QString &address)
{
    return family == Chain::Solana && isSolanaNativeMarker(address);
}

QString Money::format(const Amount &amount, const QString &symbol)
{
    return formatText(amount.toString(), symbol);
}

QString Money::formatText(const QString &exactText, const QString &symbol)
{
    return symbol.isEmpty() ? exactText
                            : TrAsset::tr("%1 %2", "amount and symbol").arg(exactText, symbol);
}

QString Money::format(const Amount &amount, const Asset &asset)
{
    const auto exact = amount.rescaled(asset.decimals);
    return format(exact ? *exact : amount, asset.symbol);
}

std::optional<Amount> Money::parse(QStringView text, const Asset &asset, QString *error)
{
    return Amount::parse(text.trimmed(), asset.decimals, error);
}

QString Money::unitOf(const QString &network, const QString &asset)
{
    if (asset.isEmpty())
        return Network::coinOf(network);
    if (const auto known = Asset::known(network, asset))
        return known->symbol;
    return asset;
}

QString Money::withUnit(const Amount &amount, const QString &network, const QString &asset)
{
    const QString unit = unitOf(network, asset);
    return unit.isEmpty() ? amount.toString()
                          : QStringLiteral("%1 %2").arg(amount.toString(), unit);
}

QString Asset::keyOf(const QString &asset)
{
    if (asset.isEmpty() || isSolanaNativeMarker(asset))
        return {};
    return Address::keyOf(asset);
}

} // namespace paydesk
