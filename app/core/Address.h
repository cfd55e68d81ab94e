#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace paydesk {

enum class Chain
{
    Unknown,
    Solana,
    Evm
};

// Native currency facts of a chain family.
int chainDecimals(Chain chain);   // SOL 9 (lamports), ETH 18 (wei)
QString chainSymbol(Chain chain); // "SOL", "ETH"

// A validated wallet address: Solana (base58 of a 32-byte Ed25519 public key) or EVM (0x + 40 hex).
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

    friend bool operator==(const Address &, const Address &) = default;

private:
    Chain m_chain = Chain::Unknown;
    QString m_text;
    QByteArray m_bytes;
};

// EIP-55 checksum of 20 raw bytes: "0x" + mixed-case hex.
// https://eips.ethereum.org/EIPS/eip-55
QString eip55Checksum(const QByteArray &address20);

} // namespace paydesk
