#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <initializer_list>

namespace paydesk::evm {

// Keccak-256 as Ethereum uses it: the original Keccak padding (0x01), not NIST SHA3-256 (0x06).
// Qt calls it QCryptographicHash::Keccak_256 (docs/protocol-facts.md "Keccak-256").
class Keccak
{
public:
    static constexpr qsizetype kDigestSize = 32;

    // keccak256(data): 32 bytes.
    static QByteArray hash256(QByteArrayView data);
    // keccak256(parts[0] ++ parts[1] ++ ...) without building the concatenation.
    static QByteArray hash256(std::initializer_list<QByteArrayView> parts);
};

} // namespace paydesk::evm
