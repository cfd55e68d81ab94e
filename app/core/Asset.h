#pragma once

#include "Amount.h"
#include "Network.h"

#include <QList>
#include <QString>
#include <optional>

namespace paydesk {

// What a payment moves: a network's native currency (SOL, ETH) or a token on it (an SPL mint, an
// ERC-20 contract), with the symbol and decimals amounts are shown in. `trusted` marks the
// entries of Paydesk's own table; a token met anywhere else is untrusted until the user adds it.
struct Asset
{
    enum class Kind
    {
        Native,
        Token
    };
    QString network; // Network::key() of its network
    Chain chain = Chain::Unknown;
    Kind kind = Kind::Native;
    QString address; // mint (base58) or contract (EIP-55); empty for native
    QString symbol;
    int decimals = 0;
    bool trusted = false;
    bool addedByUser = false; // not Paydesk's table: a token the user added (AddedTokens)
    // "USD" for a dollar stablecoin of Paydesk's table (USDC); "" otherwise. Only the table says
    // a coin is worth a dollar: a token the user added counts in its own unit, never as dollars.
    QString peg;

    bool isNative() const { return kind == Kind::Native; }
    bool isDollar() const { return trusted && !addedByUser && peg == u"USD"; }
    bool operator==(const Asset &other) const = default;
    // CAIP-19 (https://chainagnostic.org/CAIPs/caip-19): "eip155:8453/erc20:0x8335…",
    // "solana:5eyk…/token:EPjF…", natives as slip44 ("…/slip44:501", "…/slip44:60").
    QString caip19() const;

    // The native currency of a network (SOL on every Solana network, ETH on the EVM ones).
    static Asset native(const QString &network);
    // The native currency of a chain family, for amounts that name no network.
    static Asset native(Chain chain);
    // An entry of the built-in table, or a token the user added: `address` on `network` (any
    // id the network answers to); nullopt when neither lists it. EVM contracts compare
    // case-insensitively. The table is searched first.
    static std::optional<Asset> known(const QString &network, const QString &address);
    // The table's token of this symbol ("USDC") on `network`; nullopt when it lists none.
    static std::optional<Asset> knownBySymbol(const QString &network, const QString &symbol);
    // The table entry with this address on any network (x402 v1 names the asset without its
    // network being needed to tell which token it is).
    static std::optional<Asset> knownAnywhere(const QString &address);
    static QList<Asset> knownAssets(); // the table, then the tokens the user added
    // The table's dollar stablecoins on every network: what a cap in dollars counts.
    static QList<Asset> dollarStablecoins();
    // Whether `address` on `network` is one of them.
    static bool isDollar(const QString &network, const QString &address);
    // The tokens the user added (AddedTokens keeps them; it sets them at start and on change).
    // Process-wide; safe to read from any thread.
    static void setAddedTokens(const QList<Asset> &tokens);
    static QList<Asset> addedTokens();
    // The System Program id: Paydesk's sandbox marks a native-SOL x402 price with it.
    static bool isSolanaNativeMarker(const QString &address);
    // Whether `address`, as an x402 option's asset on a network of `family`, names the family's
    // native coin rather than a token (Solana: the System Program id; no other family has one).
    static bool isNativeMarker(Chain family, const QString &address);
    // The key an asset is counted under (budgets, caps, spending): "" for the native coin (and
    // the Solana native marker), else the token's address as its family compares it
    // (Address::keyOf: an EVM contract in lower case, a mint as it is).
    static QString keyOf(const QString &asset);
};

// Amounts as people read and type them: exact decimal text plus the asset's symbol ("0.001 USDC",
// "0.25 SOL"), never a double. The one formatter of money for views, notices and the CLI.
class Money
{
public:
    static QString format(const Amount &amount, const Asset &asset);
    static QString format(const Amount &amount, const QString &symbol);
    // Exact decimal text as a record or the service gave it ("0.25"), with its symbol.
    static QString formatText(const QString &exactText, const QString &symbol);
    // Parses what a person typed for `asset` ("0.25", no symbol), at most its decimals.
    static std::optional<Amount> parse(QStringView text, const Asset &asset,
                                       QString *error = nullptr);
    // The symbol amounts of `asset` on `network` show with: the native coin's ("SOL", "ETH"),
    // a known token's ("USDC"), else the token's address.
    static QString unitOf(const QString &network, const QString &asset = {});
    // "0.01 SOL", "0.01 USDC"
    static QString withUnit(const Amount &amount, const QString &network,
                            const QString &asset = {});
};

} // namespace paydesk
