#pragma once

#include "core/Address.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringView>
#include <optional>

namespace paydesk::evm {

// A 20-byte EVM account address. Text is "0x" + 40 hex digits; output is EIP-55 checksummed
// (https://eips.ethereum.org/EIPS/eip-55). Parsing accepts all-lower and all-upper hex and
// refuses mixed case that does not match the checksum (a typo). The text rules are core/Address's
// (one reader of addresses in the app); this class adds what the EVM codec needs.
class EvmAddress
{
public:
    static constexpr qsizetype kSize = 20;

    // The zero address (0x0000…0000): what an unset field holds; never a payee Paydesk pays.
    EvmAddress() : m_bytes(kSize, '\0') {}

    // "0x" + 40 hex digits; nullopt and a translated sentence in `error` otherwise.
    static std::optional<EvmAddress> parse(QStringView text, QString *error = nullptr);
    static std::optional<EvmAddress> fromBytes(QByteArrayView bytes20);
    // The account of a secp256k1 public key: the last 20 bytes of keccak256(x || y), from the
    // 65-byte uncompressed (0x04 || x || y), the bare 64-byte x || y, or the 33-byte compressed
    // key.
    static std::optional<EvmAddress> fromPublicKey(QByteArrayView publicKey);

    QByteArray bytes() const { return m_bytes; }
    QString toChecksummed() const; // "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
    Address toAddress() const;     // the app-wide address fact (core/Address)
    bool isZero() const;

    friend bool operator==(const EvmAddress &, const EvmAddress &) = default;

private:
    explicit EvmAddress(QByteArray bytes) : m_bytes(std::move(bytes)) {}
    QByteArray m_bytes;
};

} // namespace paydesk::evm
