#pragma once

#include "Address.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <functional>
#include <optional>

namespace paydesk {

struct Network;

// A chain family beyond the two built into the core (Solana, EVM): what the core must know of it
// to tell its addresses and networks apart, the one place its identity comes from. A family's
// payment parts (its node client, balances, flows, keys) register beside it as a ChainKit
// (payments/kits/ChainKits, docs/architecture.md "Adding a chain family").
struct ChainFamily
{
    QString caip2Namespace; // its networks' CAIP-2 namespace ("cosmos"): "<namespace>:<reference>"
    QString displayName;    // the family as people name it ("Cosmos"); empty: its coin
    QString coin;           // its native coin's symbol
    int decimals = 0;       // the coin's atomic units
    // An address of the family: its canonical text and raw bytes, or nullopt when `text` is none.
    using Parse = std::function<std::optional<QPair<QString, QByteArray>>(const QString &text)>;
    Parse parse;
    struct NetworkEntry
    {
        QString id; // CAIP-2, under caip2Namespace
        QString displayName;
        bool testnet = false;
    };
    QList<NetworkEntry> networks;
};

// The registered families, process-wide and thread-safe (a read-write lock, as Asset's added
// tokens). Address::parse, Network::find/all/family, chainSymbol and chainDecimals consult it after
// their built-in families.
class ChainFamilies
{
public:
    // Registers a family; its Chain value (after the built-in ones). Empty when its namespace is
    // taken ("solana", "eip155" or one registered) or it has no parser.
    static std::optional<Chain> add(const ChainFamily &family);
    // Takes a family back (a test's). Its Network entries stay valid (never freed) but unlisted.
    static bool remove(Chain chain);

    static std::optional<ChainFamily> find(Chain chain);
    static Chain ofNamespace(QStringView caip2Namespace);
    // The CAIP-2 namespace of any family, built-in ("solana", "eip155") or registered; empty for
    // Chain::Unknown.
    static QString namespaceOf(Chain chain);
    // The registered family whose parser takes `text`, with the address; nullopt when none.
    static std::optional<Address> parse(const QString &text);
    // Registered networks, in registration order.
    static QList<const Network *> networks();
};

} // namespace paydesk
