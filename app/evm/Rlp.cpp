#include "Rlp.h"

#include "core/Failure.h"

#include <QCoreApplication>

namespace paydesk::evm {

namespace {
struct TrRlp
{
    Q_DECLARE_TR_FUNCTIONS(EvmRlp)
};

// Where an item's payload is, once its prefix is read.
struct Header
{
    bool isList = false;
    qsizetype payloadStart = 0;
    qsizetype payloadSize = 0;
};

class Decoder
{
public:
    explicit Decoder(QByteArrayView bytes, QString *error) : m_bytes(bytes), m_error(error) {}

    // The item starting at `pos`, which must end at or before `end`; `pos` moves past it.
    std::optional<RlpItem> item(qsizetype &pos, qsizetype end, int depth)
    {
        const auto header = readHeader(pos, end);
        if (!header)
            return std::nullopt;
        const qsizetype payloadEnd = header->payloadStart + header->payloadSize;
        if (!header->isList) {
            RlpItem out = RlpItem::string(
                m_bytes.sliced(header->payloadStart, header->payloadSize).toByteArray());
            pos = payloadEnd;
            return out;
        }
        if (depth >= Rlp::kMaxDepth)
            return failWith<RlpItem>(
                m_error, TrRlp::tr("RLP lists are nested more than %1 deep.").arg(Rlp::kMaxDepth));
        RlpItem out = RlpItem::list({});
        qsizetype at = header->payloadStart;
        while (at < payloadEnd) {
            auto child = item(at, payloadEnd, depth + 1);
            if (!child)
                return std::nullopt;
            out.items.append(std::move(*child));
        }
        pos = payloadEnd;
        return out;
    }

private:
    std::optional<Header> readHeader(qsizetype pos, qsizetype end)
    {
        if (pos >= end)
            return failWith<Header>(m_error, TrRlp::tr("RLP data ends where an item should start "
                                                       "(byte %1).")
                                                 .arg(pos));
        const quint8 prefix = quint8(m_bytes[pos]);
        if (prefix < 0x80) // a single byte that is its own encoding
            return Header{false, pos, 1};
        const bool isList = prefix >= 0xc0;
        const quint8 base = isList ? 0xc0 : 0x80;
        if (prefix - base <= 55) {
            const qsizetype size = prefix - base;
            if (size > end - pos - 1)
                return truncated(pos, quint64(size), end - pos - 1);
            if (!isList && size == 1 && quint8(m_bytes[pos + 1]) < 0x80)
                return failWith<Header>(
                    m_error, TrRlp::tr("RLP is not canonical at byte %1: a single byte below 0x80 "
                                       "is written as a one-byte string instead of as itself.")
                                 .arg(pos));
            return Header{isList, pos + 1, size};
        }
        // Long form: the next (prefix - base - 55) bytes are the payload's length, big-endian.
        const int lengthBytes = prefix - base - 55;
        if (lengthBytes > end - pos - 1)
            return failWith<Header>(m_error,
                                    TrRlp::tr("RLP data is truncated at byte %1: the length of an "
                                              "item is cut off.")
                                        .arg(pos));
        if (quint8(m_bytes[pos + 1]) == 0)
            return failWith<Header>(m_error,
                                    TrRlp::tr("RLP is not canonical at byte %1: a length starts "
                                              "with a zero byte.")
                                        .arg(pos));
        quint64 size = 0;
        for (int i = 0; i < lengthBytes; ++i)
            size = (size << 8) | quint8(m_bytes[pos + 1 + i]);
        if (size <= 55)
            return failWith<Header>(m_error, TrRlp::tr("RLP is not canonical at byte %1: a length "
                                                       "of %2 bytes uses the long form.")
                                                 .arg(pos)
                                                 .arg(size));
        const qsizetype available = end - pos - 1 - lengthBytes;
        if (size > quint64(available))
            return truncated(pos, size, available);
        return Header{isList, pos + 1 + lengthBytes, qsizetype(size)};
    }

    std::optional<Header> truncated(qsizetype pos, quint64 claimed, qsizetype available)
    {
        return failWith<Header>(m_error, TrRlp::tr("RLP data is truncated at byte %1: an item of "
                                                   "%2 bytes has only %3 bytes left.")
                                             .arg(pos)
                                             .arg(claimed)
                                             .arg(available));
    }

    QByteArrayView m_bytes;
    QString *m_error;
};

QByteArray lengthPrefix(qsizetype size, quint8 base)
{
    if (size <= 55)
        return QByteArray(1, char(base + size));
    const QByteArray length = U256(quint64(size)).toMinimalBigEndian();
    return char(base + 55 + length.size()) + length;
}
} // namespace

bool operator==(const RlpItem &a, const RlpItem &b)
{
    if (a.isList != b.isList || a.bytes != b.bytes || a.items.size() != b.items.size())
        return false;
    for (qsizetype i = 0; i < a.items.size(); ++i) {
        if (!(a.items[i] == b.items[i]))
            return false;
    }
    return true;
}

std::optional<RlpItem> Rlp::decode(QByteArrayView bytes, QString *error)
{
    if (bytes.isEmpty())
        return failWith<RlpItem>(error, TrRlp::tr("RLP data is empty."));
    Decoder decoder(bytes, error);
    qsizetype pos = 0;
    auto item = decoder.item(pos, bytes.size(), 0);
    if (!item)
        return std::nullopt;
    if (pos != bytes.size())
        return failWith<RlpItem>(error, TrRlp::tr("The RLP item ends at byte %1, but the data goes "
                                                  "on to byte %2.")
                                            .arg(pos)
                                            .arg(bytes.size()));
    return item;
}

QByteArray Rlp::encode(const RlpItem &item)
{
    if (!item.isList)
        return encodeString(item.bytes);
    QList<QByteArray> encoded;
    encoded.reserve(item.items.size());
    for (const RlpItem &child : item.items)
        encoded.append(encode(child));
    return encodeList(encoded);
}

QByteArray Rlp::encodeString(QByteArrayView bytes)
{
    if (bytes.size() == 1 && quint8(bytes[0]) < 0x80)
        return bytes.toByteArray();
    return lengthPrefix(bytes.size(), 0x80) + bytes.toByteArray();
}

QByteArray Rlp::encodeList(const QList<QByteArray> &encodedItems)
{
    QByteArray payload;
    for (const QByteArray &item : encodedItems)
        payload += item;
    return lengthPrefix(payload.size(), 0xc0) + payload;
}

QByteArray Rlp::encodeUInt(const U256 &value)
{
    return encodeString(value.toMinimalBigEndian());
}

std::optional<U256> Rlp::toUInt(const RlpItem &item, int maxBytes, const QString &what,
                                QString *error)
{
    if (item.isList)
        return failWith<U256>(error, TrRlp::tr("%1 is a list where a number belongs.").arg(what));
    if (item.bytes.size() > maxBytes)
        return failWith<U256>(error,
                              TrRlp::tr("%1 is larger than %2 bytes.").arg(what).arg(maxBytes));
    if (!item.bytes.isEmpty() && item.bytes[0] == '\0')
        return failWith<U256>(
            error,
            TrRlp::tr("%1 is not a canonical number: it starts with a zero byte.").arg(what));
    return U256::fromBigEndian(item.bytes);
}

} // namespace paydesk::evm
