#pragma once

#include "Address.h"

#include <QList>
#include <QString>
#include <QStringView>

namespace paydesk {

// One network a payment can be on, known to Paydesk: the one table of network facts for every
// layer (x402 options, budgets, the service's records, RPC settings). Ids are CAIP-2
// (https://chainagnostic.org/CAIPs/caip-2): "solana:<genesis hash prefix>", "eip155:<chain id>".
// The x402 v1 names ("base", "solana-devnet") and the service's names ("solana-sandbox") are
// aliases of the same entries. Ids and names: docs/protocol-facts.md "x402 networks" (coinbase/x402
// typescript/packages/mechanisms/svm/src/constants.ts); the sandbox EVM chain:
// docs/service-contract.md "Sandbox EVM chain".
struct Network
{
    const char *id;     // CAIP-2; nullptr for the few x402 v1 names listed without one
    const char *v1Name; // x402 v1 / service name, nullptr when there is none
    Chain chain;
    const char *displayName; // English; name() translates
    bool testnet;
    const char *coin; // the native coin's symbol ("SOL", "ETH", "POL"); nullptr: the family's

    QString caip2() const { return id ? QString::fromLatin1(id) : QString(); }
    // The comparison key Paydesk stores (budgets, journals): the v1 name where one exists, else
    // the CAIP-2 id.
    QString key() const { return QString::fromLatin1(v1Name ? v1Name : id); }
    QString name() const; // "Base Sepolia", translated
    // The symbol of a network's own coin: the table's, else its family's ("SOL", "ETH").
    static QString coinOf(const QString &anyId);

    // The entry for a CAIP-2 id or a v1 name; nullptr when unknown.
    static const Network *find(QStringView anyId);
    static QList<const Network *> all();
    // key() of a known network; anything else unchanged (an unknown CAIP-2 id stays comparable).
    static QString canonical(const QString &anyId);
    // canonical() of what a person typed (--network, PAYDESK_NETWORK): an id or v1 name as above,
    // or one of the names the node settings accept ("ethereum", "arbitrum-one",
    // "arbitrum-sepolia"; Solana's "mainnet-beta", "devnet", "testnet"; the sandbox's EVM chain
    // as "sandbox-evm" or the service's "evm-sandbox"), in any case. Never for
    // a seller's option: those names are no x402 network.
    static QString fromUserInput(const QString &text);
    // The chain family of a known network or of a well-formed CAIP-2 id (eip155:*, solana:*).
    static Chain family(const QString &anyId);
    // The family of a network as a payment record or the service names it: family(), else what
    // the name starts with ("solana…", "eip155…", "base…", "ethereum…", "polygon…",
    // "avalanche…", "evm…"), since a service may name networks the table lacks. Only for reading
    // records: an x402 option's network must be known (family()).
    static Chain familyOfRecord(const QString &name);
    // "Base Sepolia" (translated) for any id the table knows; the id itself otherwise.
    static QString nameOf(const QString &anyId);
    // Whether a Solana node whose getGenesisHash answered `genesis` is on `anyId`: a CAIP-2 id
    // names the first 32 characters of its cluster's genesis hash. The sandbox's id names none:
    // it is any node that is none of the public clusters.
    static bool genesisMatches(const QString &anyId, const QString &genesis);
    // The known Solana network whose genesis hash this is, or nullptr (a private cluster).
    static const Network *ofGenesis(const QString &genesis);
};

} // namespace paydesk
