#include "ShortVec.h"

#include <QCoreApplication>

namespace paydesk::solana::shortvec {

namespace {
struct TrShortVec
{
    Q_DECLARE_TR_FUNCTIONS(ShortVec)
};

void setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
}
} // namespace

int encodedLength(quint16 value)
{
    if (value < 0x80)
        return 1;
    if (value < 0x4000)
        return 2;
    return 3;
}

void encode(QByteArray &out, quint16 value)
{
    unsigned rest = value;
    for (;;) {
        const unsigned low = rest & 0x7f;
        rest >>= 7;
        if (rest == 0) {
            out.append(char(low));
            return;
        }
        out.append(char(low | 0x80));
    }
}

QByteArray encoded(quint16 value)
{
    QByteArray out;
    encode(out, value);
    return out;
}

std::optional<quint16> decode(QByteArrayView bytes, qsizetype &offset, QString *error)
{
    if (offset < 0 || offset > bytes.size()) {
        setError(error, TrShortVec::tr("compact-u16 offset out of range"));
        return std::nullopt;
    }
    unsigned value = 0;
    for (int i = 0; i < 3; ++i) {
        if (offset + i >= bytes.size()) {
            setError(error, TrShortVec::tr("compact-u16 value is truncated"));
            return std::nullopt;
        }
        const unsigned b = quint8(bytes[offset + i]);
        if (i == 2 && b > 0x03) {
            // The third byte may only carry bits 14-15 and may not continue.
            setError(error, TrShortVec::tr("compact-u16 value exceeds 65535"));
            return std::nullopt;
        }
        value |= (b & 0x7f) << (7 * i);
        if ((b & 0x80) == 0) {
            if (i > 0 && b == 0) {
                setError(error, TrShortVec::tr("compact-u16 value has a non-minimal encoding"));
                return std::nullopt;
            }
            offset += i + 1;
            return quint16(value);
        }
    }
    Q_UNREACHABLE();
    return std::nullopt;
}

} // namespace paydesk::solana::shortvec
