#include "Eip712.h"

#include "Keccak.h"
#include "Secp256k1.h"

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

QByteArray Eip712::domainSeparatorWithoutVersion(const QString &name, quint64 chainId,
                                                 const EvmAddress &verifyingContract)
{
    static const QByteArray type =
        typeHash("EIP712Domain(string name,uint256 chainId,address verifyingContract)");
    return Keccak::hash256({type, word(name), word(U256(chainId)), word(verifyingContract)});
}

QByteArray Eip712::digest(QByteArrayView domainSeparator, QByteArrayView structHash)
{
    static const char prefix[] = {'\x19', '\x01'};
    return Keccak::hash256({QByteArrayView(prefix, 2), domainSeparator, structHash});
}

std::optional<QByteArray> Eip712::signDigest(const SecureBytes &key, QByteArrayView digest)
{
    const auto sig = Secp256k1::sign(key, digest);
    if (!sig)
        return std::nullopt;
    QByteArray out = sig->r + sig->s;
    out.append(char(27 + sig->recoveryId));
    return out;
}

std::optional<EvmAddress> Eip712::recoverSigner(QByteArrayView digest, QByteArrayView signature)
{
    if (signature.size() != 65)
        return std::nullopt;
    const int v = static_cast<unsigned char>(signature[64]);
    RecoverableSignature sig;
    sig.r = signature.first(32).toByteArray();
    sig.s = signature.sliced(32, 32).toByteArray();
    sig.recoveryId = v >= 27 ? v - 27 : v;
    if (sig.recoveryId < 0 || sig.recoveryId > 1 || !Secp256k1::isLowS(sig.s))
        return std::nullopt;
    const auto key = Secp256k1::recover(digest, sig);
    return key ? EvmAddress::fromPublicKey(*key) : std::nullopt;
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
