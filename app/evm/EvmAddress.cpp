#include "EvmAddress.h"

#include "Keccak.h"
#include "Secp256k1.h"
#include "core/Failure.h"

#include <QCoreApplication>

namespace paydesk::evm {

namespace {
struct TrEvmAddress
{
    Q_DECLARE_TR_FUNCTIONS(EvmAddress)
};
} // namespace

std::optional<EvmAddress> EvmAddress::parse(QStringView text, QString *error)
{
    const QStringView trimmed = text.trimmed();
    if (!trimmed.startsWith(u"0x") && !trimmed.startsWith(u"0X"))
        return failWith<EvmAddress>(error, TrEvmAddress::tr("An EVM address starts with 0x, "
                                                            "followed by 40 hexadecimal "
                                                            "characters."));
    const auto address = Address::parse(trimmed.toString(), error);
    if (!address)
        return std::nullopt;
    return EvmAddress(address->bytes());
}

std::optional<EvmAddress> EvmAddress::fromBytes(QByteArrayView bytes20)
{
    if (bytes20.size() != kSize)
        return std::nullopt;
    return EvmAddress(bytes20.toByteArray());
}

std::optional<EvmAddress> EvmAddress::fromPublicKey(QByteArrayView publicKey)
{
    QByteArray uncompressed;
    if (publicKey.size() == 64) {
        uncompressed = QByteArray(1, '\x04') + publicKey.toByteArray();
        publicKey = uncompressed;
    }
    const auto normalized = Secp256k1::normalizePublicKey(publicKey, false);
    if (!normalized)
        return std::nullopt;
    return EvmAddress(Keccak::hash256(QByteArrayView(*normalized).sliced(1)).last(kSize));
}

QString EvmAddress::toChecksummed() const
{
    return eip55Checksum(m_bytes);
}

Address EvmAddress::toAddress() const
{
    // Always parses: the checksummed text of 20 bytes.
    return *Address::parse(toChecksummed());
}

bool EvmAddress::isZero() const
{
    return m_bytes.count('\0') == m_bytes.size();
}

} // namespace paydesk::evm
