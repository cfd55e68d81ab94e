#pragma once

#include "ShortVec.h"

#include <QByteArrayView>
#include <QString>
#include <optional>

namespace paydesk::solana {

// A bounds-checked forward cursor over untrusted bytes (internal to the codec).
class ByteReader
{
public:
    explicit ByteReader(QByteArrayView bytes) : m_bytes(bytes) {}

    qsizetype pos() const { return m_pos; }
    qsizetype remaining() const { return m_bytes.size() - m_pos; }

    // Takes the next `n` bytes; false (nothing consumed) when fewer remain.
    bool take(qsizetype n, QByteArrayView *out)
    {
        if (n < 0 || remaining() < n)
            return false;
        *out = m_bytes.sliced(m_pos, n);
        m_pos += n;
        return true;
    }
    std::optional<quint8> byte()
    {
        if (remaining() < 1)
            return std::nullopt;
        return quint8(m_bytes[m_pos++]);
    }
    std::optional<quint16> shortVec(QString *error)
    {
        return shortvec::decode(m_bytes, m_pos, error);
    }

private:
    QByteArrayView m_bytes;
    qsizetype m_pos = 0;
};

} // namespace paydesk::solana
