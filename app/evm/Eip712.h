#pragma once

#include "core/SecureBytes.h"
#include "evm/EvmAddress.h"
#include "evm/U256.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace paydesk::evm {

// EIP-712 hashing of typed structured data (https://eips.ethereum.org/EIPS/eip-712) for the
// types x402 signs: the domain {name, version, chainId, verifyingContract} and EIP-3009's
// TransferWithAuthorization (https://eips.ethereum.org/EIPS/eip-3009). Every value is one
// 32-byte word: addresses left-padded with zeros, integers big-endian, strings as keccak256 of
// their UTF-8 bytes, bytes32 as they are.
class Eip712
{
public:
    struct Domain
    {
        QString name;
        QString version;
        quint64 chainId = 0;
        EvmAddress verifyingContract;
    };
    // "EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"
    static const QByteArray &domainType();
    // "TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,
    // uint256 validBefore,bytes32 nonce)" without the line break.
    static const QByteArray &transferWithAuthorizationType();

    static QByteArray typeHash(QByteArrayView encodedType); // keccak256 of the type's text
    static QByteArray domainSeparator(const Domain &domain);
    // A domain without a version, "EIP712Domain(string name,uint256 chainId,address
    // verifyingContract)": Permit2's (Uniswap Permit2 EIP712.sol).
    static QByteArray domainSeparatorWithoutVersion(const QString &name, quint64 chainId,
                                                    const EvmAddress &verifyingContract);
    // keccak256(0x19 0x01 || domainSeparator || structHash): what is signed.
    static QByteArray digest(QByteArrayView domainSeparator, QByteArrayView structHash);

    // 65 bytes r || s || v (v = 27 or 28, low s) over a digest; nullopt for an unusable key.
    static std::optional<QByteArray> signDigest(const SecureBytes &key, QByteArrayView digest);
    // Who made a 65-byte signature (v 27/28 or 0/1, low s) over `digest`; nullopt if nobody.
    static std::optional<EvmAddress> recoverSigner(QByteArrayView digest, QByteArrayView signature);

    static QByteArray word(const EvmAddress &address);
    static QByteArray word(const U256 &value);
    static QByteArray word(const QString &text); // keccak256(UTF-8)
};

} // namespace paydesk::evm
