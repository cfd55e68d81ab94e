#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <optional>

// Solana's compact-u16 ("shortvec") length prefix: 1-3 bytes, little-endian 7-bit groups, bit
// 0x80 = "more bytes follow". 0-127 take 1 byte, 128-16383 take 2, 16384-65535 take 3.
// Source: solana-sdk short_vec.rs (docs.rs/solana-short-vec); docs/protocol-facts.md
// "Solana compact-u16".
namespace paydesk::solana::shortvec {

// Number of bytes the minimal encoding of `value` takes (1, 2 or 3).
int encodedLength(quint16 value);

// Appends the minimal encoding of `value` to `out`.
void encode(QByteArray &out, quint16 value);
// The minimal encoding of `value` on its own.
QByteArray encoded(quint16 value);

// Reads one value at `offset` and advances `offset` past it. Returns nullopt (offset unchanged)
// on truncation, a non-minimal encoding (e.g. 0x80 0x00) or a value above 65535, with a short
// reason in `error` when given.
std::optional<quint16> decode(QByteArrayView bytes, qsizetype &offset, QString *error = nullptr);

} // namespace paydesk::solana::shortvec
