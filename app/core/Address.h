#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace paydesk {

// A chain family. Solana and EVM are built in; a registered family (core/ChainFamilies) takes a
// value after Evm, so code above the core never lists the families it does not own.
enum class Chain
{
    Unknown,
    Solana,
    Evm
};

// Native currency facts of a chain family.
int chainDecimals(Chain chain);   // SOL 9 (lamports), ETH 18 (wei), a registered family's
QString chainSymbol(Chain chain); // "SOL", "ETH", a registered family's coin
QString chainName(Chain chain);   // "Solana", "EVM", a registered family's name (not translated)
// The family a person or the service names ("solana", "evm", a registered family's name), in any
// case; Chain::Unknown for none.
Chain chainOfName(QStringView name);
// The family Paydesk assumes where nothing names one: the payment service's own (its hosted
// amounts are SOL unless a reply says otherwise, docs/service-contract.md), and the one a form
// shows before a wallet is chosen.
Chain defaultChain();
// What a family's explorers call a transaction's id, translated: "Signature" (Solana),
// "Transaction hash" (EVM), "Transaction id" (any other family).
QString chainTxIdTitle(Chain chain);
// What a family calls a token's address, translated: "mint address (base58)" (Solana),
// "contract address (0x…)" (EVM), "token address" (any other family).
QString chainTokenAddressTitle(Chain chain);

// A validated wallet address: Solana (base58 of a 32-byte Ed25519 public key), EVM (0x + 40 hex)
// or a registered family's (core/ChainFamilies).
class Address
{
public:
    // Validates `input`. On failure returns nullopt and a translated reason in `error`.
    // EVM: all-lower or all-upper hex is accepted; mixed case must match EIP-55.
    static std::optional<Address> parse(const QString &input, QString *error = nullptr);
    static std::optional<Address> fromSolanaKey(const QByteArray &key32);
    // The family of an address's text (parse()'s), Chain::Unknown when it is none: the one way a
    // wallet's chain is told from its address.
    static Chain familyOf(const QString &input)
    {
        const auto a = parse(input);
        return a ? a->chain() : Chain::Unknown;
    }

    Chain chain() const { return m_chain; }
    // Canonical text: base58 for Solana, EIP-55 checksummed for EVM.
    QString toString() const { return m_text; }
    // 32 bytes (Solana) or 20 bytes (EVM).
    QByteArray bytes() const { return m_bytes; }
    // The short form shown where space is scarce, with one rule everywhere: four characters at
    // each end that tell addresses apart (after "0x" on EVM): "7NEa…jrGC", "0xf39F…2266".
    QString brief() const { return brief(m_text); }
    static QString brief(const QString &text);
    // Whether two address texts name the same address (an EVM address in any letter case is one
    // address; base58 is case-sensitive). Texts that are no address compare as text.
    static bool same(const QString &a, const QString &b);
    // The text an address is stored and compared by: lower case for a family whose addresses
    // ignore letter case (EVM hex), else the text as given.
    static QString keyOf(const QString &text);
    // Whether its family's address text ignores letter case (EVM hex), as keyOf() folds it.
    bool ignoresCase() const;

    friend bool operator==(const Address &, const Address &) = default;

private:
    friend class ChainFamilies; // builds a registered family's addresses
    Chain m_chain = Chain::Unknown;
    QString m_text;
    QByteArray m_bytes;
};

// EIP-55 checksum of 20 raw bytes: "0x" + mixed-case hex.
// https://eips.ethereum.org/EIPS/eip-55
QString eip55Checksum(const QByteArray &address20);

} // namespace paydesk
