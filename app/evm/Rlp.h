#pragma once

#include "U256.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>
#include <optional>

namespace paydesk::evm {

// One decoded RLP item: a byte string or a list of items.
struct RlpItem
{
    bool isList = false;
    QByteArray bytes;     // a string's bytes (empty for a list)
    QList<RlpItem> items; // a list's items (empty for a string)

    static RlpItem string(QByteArray bytes) { return {false, std::move(bytes), {}}; }
    static RlpItem list(QList<RlpItem> items) { return {true, {}, std::move(items)}; }
    // Not defaulted: QList<RlpItem> cannot compare an incomplete RlpItem.
    friend bool operator==(const RlpItem &a, const RlpItem &b);
};

// Recursive Length Prefix, Ethereum's serialization
// (ethereum.org/developers/docs/data-structures-and-encoding/rlp; yellow paper appendix B).
// The decoder accepts the canonical encoding only, so an item has exactly one byte form and
// what is decoded re-encodes to the same bytes: a length that fits in the short form must use
// it, a length has no leading zero bytes, a single byte below 0x80 stands for itself, nothing
// may follow the item, and lists nest at most kMaxDepth deep. Each refusal says why (translated).
class Rlp
{
public:
    static constexpr int kMaxDepth = 16;

    // The whole of `bytes` as one item.
    static std::optional<RlpItem> decode(QByteArrayView bytes, QString *error);

    static QByteArray encode(const RlpItem &item);
    static QByteArray encodeString(QByteArrayView bytes);
    // A list whose items are already encoded (their concatenation is the payload).
    static QByteArray encodeList(const QList<QByteArray> &encodedItems);
    // An integer: minimal big-endian bytes as a string (zero is the empty string, 0x80).
    static QByteArray encodeUInt(const U256 &value);
    static QByteArray encodeUInt(quint64 value) { return encodeUInt(U256(value)); }

    // A decoded string as an integer of at most `maxBytes` bytes, canonical (no leading zero
    // byte). `what` names the field in the refusal ("the nonce").
    static std::optional<U256> toUInt(const RlpItem &item, int maxBytes, const QString &what,
                                      QString *error);
};

} // namespace paydesk::evm
