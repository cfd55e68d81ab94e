#include "Eip712.h"

#include "Keccak.h"

namespace paydesk::evm {

const QByteArray &Eip712::domainType()
{
    static const QByteArray t = QByteArrayLiteral(
        "EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    return t;
}

const QByteArray &Eip712::transferWithAuthorizationType()
{
    static const QByteArray t =
        QByteArrayLiteral("TransferWithAuthorization(address from,address to,uint256 value,"
                          "uint256 validAfter,uint256 validBefore,bytes32 nonce)");
    return t;
}

QByteArray Eip712::typeHash(QByteArrayView encodedType)
{
    return Keccak::hash256(encodedType);
}

QByteArray Eip712::domainSeparator(const Domain &d)
{
    static const QByteArray type = typeHash(domainType());
    return Keccak::hash256(
        {type, word(d.name), word(d.version), word(U256(d.chainId)), word(d.verifyingContract)});
}

QByteArray Eip712::digest(QByteArrayView domainSeparator, QByteArrayView structHash)
{
    static const char prefix[] = {'\x19', '\x01'};
    return Keccak::hash256({QByteArrayView(prefix, 2), domainSeparator, structHash});
}

QByteArray Eip712::word(const EvmAddress &address)
{
    return QByteArray(32 - EvmAddress::kSize, '\0') + address.bytes();
}

QByteArray Eip712::word(const U256 &value)
{
    return value.toBigEndian();
}

QByteArray Eip712::word(const QString &text)
{
    return Keccak::hash256(text.toUtf8());
}

} // namespace paydesk::evm
