#include "X402Networks.h"

#include <QRegularExpression>

namespace paydesk::x402 {

namespace {
struct NetworkId
{
    const char *v1;
    const char *caip2;
    Chain chain;
};

// coinbase/x402: typescript/packages/mechanisms/svm/src/constants.ts and the legacy network
// list (x402-and-chains.md §1.3); "solana-sandbox" is Paydesk's own sandbox ledger.
constexpr NetworkId kNetworks[] = {
    {"solana", "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", Chain::Solana},
    {"solana-devnet", "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1", Chain::Solana},
    {"solana-testnet", "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z", Chain::Solana},
    {"solana-sandbox", "solana:sandbox", Chain::Solana},
    {"base", "eip155:8453", Chain::Evm},
    {"base-sepolia", "eip155:84532", Chain::Evm},
    {"avalanche", "eip155:43114", Chain::Evm},
    {"avalanche-fuji", "eip155:43113", Chain::Evm},
    {"polygon", "eip155:137", Chain::Evm},
    {"polygon-amoy", "eip155:80002", Chain::Evm},
    {"iotex", nullptr, Chain::Evm},
    {"sei", nullptr, Chain::Evm},
    {"sei-testnet", nullptr, Chain::Evm},
    {"abstract", nullptr, Chain::Evm},
    {"abstract-testnet", nullptr, Chain::Evm},
    {"peaq", nullptr, Chain::Evm},
    {"story", nullptr, Chain::Evm},
    {"educhain", nullptr, Chain::Evm},
    {"skale-base-sepolia", nullptr, Chain::Evm},
};

const NetworkId *lookup(const QString &network)
{
    for (const NetworkId &n : kNetworks)
        if (network == QLatin1String(n.v1) || (n.caip2 && network == QLatin1String(n.caip2)))
            return &n;
    return nullptr;
}

struct KnownAsset
{
    const char *address;
    const char *symbol;
    int decimals;
};

// coinbase/x402: typescript/packages/mechanisms/evm/src/shared/defaultAssets.ts, svm constants.
constexpr KnownAsset kAssets[] = {
    {"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", "USDC", 6},
    {"0x036CbD53842c5426634e7929541eC2318f3dCF7e", "USDC", 6},
    {"EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", "USDC", 6},
    {"4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU", "USDC", 6},
};
} // namespace

QString Networks::canonical(const QString &network)
{
    const NetworkId *n = lookup(network);
    return n ? QString::fromLatin1(n->v1) : network;
}

Chain Networks::family(const QString &network)
{
    if (const NetworkId *n = lookup(network))
        return n->chain;
    static const QRegularExpression caip(QStringLiteral("^([a-z0-9-]{3,8}):[-_a-zA-Z0-9]{1,32}$"));
    const auto m = caip.match(network);
    if (m.hasMatch() && m.captured(1) == u"eip155")
        return Chain::Evm;
    if (m.hasMatch() && m.captured(1) == u"solana")
        return Chain::Solana;
    return Chain::Unknown;
}

bool Networks::isKnown(const QString &network)
{
    return lookup(network) != nullptr;
}

bool Networks::knownAsset(const QString &asset, QString *symbol, int *decimals)
{
    for (const KnownAsset &a : kAssets)
        if (asset.compare(QLatin1String(a.address),
                          asset.startsWith(u"0x") ? Qt::CaseInsensitive : Qt::CaseSensitive) == 0) {
            *symbol = QString::fromLatin1(a.symbol);
            *decimals = a.decimals;
            return true;
        }
    return false;
}

bool Networks::isSolanaNative(const QString &asset)
{
    return asset == u"11111111111111111111111111111111";
}

} // namespace paydesk::x402
