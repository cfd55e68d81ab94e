#include "U256.h"

namespace paydesk::evm {

namespace {
using u128 = unsigned __int128;
}

U256 U256::max()
{
    U256 v;
    v.m_limbs.fill(~quint64(0));
    return v;
}

std::optional<U256> U256::fromBigEndian(QByteArrayView bytes)
{
    if (bytes.size() > 32)
        return std::nullopt;
    U256 v;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const qsizetype fromEnd = bytes.size() - 1 - i; // byte index, least significant = 0
        v.m_limbs[size_t(fromEnd / 8)] |= quint64(quint8(bytes[i])) << (8 * (fromEnd % 8));
    }
    return v;
}

std::optional<U256> U256::fromDecimal(QStringView text)
{
    if (text.isEmpty())
        return std::nullopt;
    U256 v;
    const U256 ten(10);
    for (const QChar c : text) {
        if (c < u'0' || c > u'9')
            return std::nullopt;
        const auto times = v.checkedMul(ten);
        if (!times)
            return std::nullopt;
        const auto plus = times->checkedAdd(U256(quint64(c.unicode() - u'0')));
        if (!plus)
            return std::nullopt;
        v = *plus;
    }
    return v;
}

std::optional<U256> U256::fromAmount(const Amount &amount)
{
    const Amount::Units units = amount.units();
    if (units < 0)
        return std::nullopt;
    U256 v;
    v.m_limbs[0] = quint64(u128(units));
    v.m_limbs[1] = quint64(u128(units) >> 64);
    return v;
}

QByteArray U256::toBigEndian() const
{
    QByteArray out(32, '\0');
    for (int i = 0; i < 32; ++i)
        out[31 - i] = char(quint8(m_limbs[size_t(i / 8)] >> (8 * (i % 8))));
    return out;
}

QByteArray U256::toMinimalBigEndian() const
{
    return toBigEndian().last(byteLength());
}

QString U256::toDecimal() const
{
    if (isZero())
        return QStringLiteral("0");
    QString digits;
    U256 rest = *this;
    while (!rest.isZero()) {
        quint32 digit = 0;
        rest = rest.dividedBy(10, &digit);
        digits.prepend(QChar(u'0' + digit));
    }
    return digits;
}

QString U256::toHexQuantity() const
{
    QByteArray hex = toMinimalBigEndian().toHex();
    if (hex.startsWith('0'))
        hex.remove(0, 1);
    return QStringLiteral("0x") + (hex.isEmpty() ? QStringLiteral("0") : QString::fromLatin1(hex));
}

std::optional<Amount> U256::toAmount(int decimals) const
{
    if (bitLength() > 127)
        return std::nullopt;
    const u128 units = (u128(m_limbs[1]) << 64) | m_limbs[0];
    return Amount::fromUnits(Amount::Units(units), decimals);
}

std::optional<quint64> U256::toUInt64() const
{
    if (m_limbs[1] || m_limbs[2] || m_limbs[3])
        return std::nullopt;
    return m_limbs[0];
}

int U256::bitLength() const
{
    for (int i = 3; i >= 0; --i) {
        if (m_limbs[size_t(i)])
            return i * 64 + (64 - __builtin_clzll(m_limbs[size_t(i)]));
    }
    return 0;
}

std::optional<U256> U256::checkedAdd(const U256 &other) const
{
    U256 out;
    quint64 carry = 0;
    for (size_t i = 0; i < 4; ++i) {
        const u128 sum = u128(m_limbs[i]) + other.m_limbs[i] + carry;
        out.m_limbs[i] = quint64(sum);
        carry = quint64(sum >> 64);
    }
    if (carry)
        return std::nullopt;
    return out;
}

std::optional<U256> U256::checkedSub(const U256 &other) const
{
    if (*this < other)
        return std::nullopt;
    U256 out;
    quint64 borrow = 0;
    for (size_t i = 0; i < 4; ++i) {
        const u128 subtrahend = u128(other.m_limbs[i]) + borrow;
        borrow = u128(m_limbs[i]) < subtrahend ? 1 : 0;
        out.m_limbs[i] = quint64((u128(borrow) << 64) + m_limbs[i] - subtrahend);
    }
    return out;
}

std::optional<U256> U256::checkedMul(const U256 &other) const
{
    // Schoolbook over 64-bit limbs; any part of the product at or above 2^256 is an overflow.
    std::array<quint64, 8> wide{};
    for (size_t i = 0; i < 4; ++i) {
        quint64 carry = 0;
        for (size_t j = 0; j < 4; ++j) {
            const u128 cell = u128(m_limbs[i]) * other.m_limbs[j] + wide[i + j] + carry;
            wide[i + j] = quint64(cell);
            carry = quint64(cell >> 64);
        }
        wide[i + 4] = carry;
    }
    for (size_t k = 4; k < 8; ++k) {
        if (wide[k])
            return std::nullopt;
    }
    U256 out;
    for (size_t k = 0; k < 4; ++k)
        out.m_limbs[k] = wide[k];
    return out;
}

U256 U256::dividedBy(quint32 divisor, quint32 *remainder) const
{
    U256 out;
    u128 rest = 0;
    for (int i = 3; i >= 0; --i) {
        const u128 current = (rest << 64) | m_limbs[size_t(i)];
        out.m_limbs[size_t(i)] = quint64(current / divisor);
        rest = current % divisor;
    }
    if (remainder)
        *remainder = quint32(rest);
    return out;
}

std::strong_ordering operator<=>(const U256 &a, const U256 &b)
{
    for (int i = 3; i >= 0; --i) {
        if (a.m_limbs[size_t(i)] != b.m_limbs[size_t(i)])
            return a.m_limbs[size_t(i)] <=> b.m_limbs[size_t(i)];
    }
    return std::strong_ordering::equal;
}

} // namespace paydesk::evm
