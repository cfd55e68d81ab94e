#pragma once

#include "core/Amount.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringView>
#include <array>
#include <compare>
#include <optional>

namespace paydesk::evm {

// An unsigned 256-bit integer: the EVM's word, so every amount in wei, every fee and every gas
// figure of a transaction fits exactly (core/Amount stops at 127 bits). Arithmetic is checked:
// an operation that would wrap returns nullopt instead.
class U256
{
public:
    constexpr U256() = default;
    constexpr explicit U256(quint64 value) : m_limbs{value, 0, 0, 0} {}
    static U256 max();

    // Big-endian bytes, at most 32 (leading zero bytes allowed here; canonical forms are the
    // caller's rule, see Rlp::toUInt).
    static std::optional<U256> fromBigEndian(QByteArrayView bytes);
    // Decimal digits only ("0", "1000000000000000000"); nullopt on anything else or overflow.
    static std::optional<U256> fromDecimal(QStringView text);
    // A non-negative Amount's atomic units.
    static std::optional<U256> fromAmount(const Amount &amount);

    QByteArray toBigEndian() const;        // always 32 bytes
    QByteArray toMinimalBigEndian() const; // no leading zero bytes; empty for zero
    QString toDecimal() const;
    QString toHexQuantity() const; // JSON-RPC quantity: "0x0", "0x5208"
    // Atomic units of `decimals` decimals; nullopt when the value needs more than 127 bits.
    std::optional<Amount> toAmount(int decimals) const;
    std::optional<quint64> toUInt64() const;

    bool isZero() const { return m_limbs == std::array<quint64, 4>{}; }
    int bitLength() const;
    int byteLength() const { return (bitLength() + 7) / 8; }

    std::optional<U256> checkedAdd(const U256 &other) const;
    std::optional<U256> checkedSub(const U256 &other) const;
    std::optional<U256> checkedMul(const U256 &other) const;
    // Floor division by a small divisor (> 0); the remainder in *remainder when given.
    U256 dividedBy(quint32 divisor, quint32 *remainder = nullptr) const;

    friend std::strong_ordering operator<=>(const U256 &a, const U256 &b);
    friend bool operator==(const U256 &a, const U256 &b) = default;

private:
    std::array<quint64, 4> m_limbs{}; // least significant first
};

} // namespace paydesk::evm
