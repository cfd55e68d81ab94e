#pragma once

#include "evm/U256.h"

#include <QRegularExpression>
#include <QString>
#include <nlohmann/json.hpp>
#include <optional>

// The strict JSON readers of the batch-settlement codecs (BatchChannel, BatchPayload).
namespace paydesk::x402::batchjson {

using evm::U256;

inline QString hex32(const QByteArray &bytes)
{
    return QStringLiteral("0x") + QString::fromLatin1(bytes.toHex());
}

// "0x" + 64 hex digits, any case: its 32 bytes.
inline std::optional<QByteArray> bytes32(const nlohmann::json &v)
{
    static const QRegularExpression re(QStringLiteral("^0x[0-9a-fA-F]{64}$"));
    if (!v.is_string())
        return std::nullopt;
    const QString text = QString::fromStdString(v.get<std::string>());
    if (!re.match(text).hasMatch())
        return std::nullopt;
    return QByteArray::fromHex(text.mid(2).toLatin1());
}

// A decimal string of at most `bits` bits (uint128, uint256).
inline std::optional<U256> uintText(const nlohmann::json &v, int bits)
{
    static const QRegularExpression re(QStringLiteral("^(0|[1-9][0-9]{0,77})$"));
    if (!v.is_string())
        return std::nullopt;
    const QString text = QString::fromStdString(v.get<std::string>());
    const auto n = re.match(text).hasMatch() ? U256::fromDecimal(text) : std::nullopt;
    if (!n || (bits < 256 && n->toBigEndian().left(32 - bits / 8).count('\0') != 32 - bits / 8))
        return std::nullopt;
    return n;
}

inline const nlohmann::json &field(const nlohmann::json &j, const char *key)
{
    static const nlohmann::json none;
    const auto it = j.is_object() ? j.find(key) : j.end();
    return j.is_object() && it != j.end() ? *it : none;
}

// A whole JSON number not below zero (parsed text is unsigned; a built value may be signed).
inline std::optional<quint64> wholeNumber(const nlohmann::json &v)
{
    if (v.is_number_unsigned())
        return v.get<quint64>();
    if (v.is_number_integer() && v.get<qint64>() >= 0)
        return quint64(v.get<qint64>());
    return std::nullopt;
}

inline bool fits128(const U256 &n)
{
    return n.toBigEndian().left(16).count('\0') == 16;
}

} // namespace paydesk::x402::batchjson
