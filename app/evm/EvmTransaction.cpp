#include "EvmTransaction.h"

#include "Keccak.h"
#include "Rlp.h"
#include "Secp256k1.h"
#include "core/Failure.h"

#include <QCoreApplication>

namespace paydesk::evm {

namespace {
struct TrEvmTransaction
{
    Q_DECLARE_TR_FUNCTIONS(EvmTransaction)
};

constexpr char kDynamicFeeType = 0x02;

QByteArray encodeAccessList(const QList<AccessListEntry> &list)
{
    QList<QByteArray> entries;
    for (const AccessListEntry &entry : list) {
        QList<QByteArray> keys;
        for (const QByteArray &key : entry.storageKeys)
            keys.append(Rlp::encodeString(key));
        entries.append(
            Rlp::encodeList({Rlp::encodeString(entry.address.bytes()), Rlp::encodeList(keys)}));
    }
    return Rlp::encodeList(entries);
}

// The fields both serializations of a type share, in their order; `tail` ends the list.
QByteArray encode(const EvmTransaction &tx, const QList<QByteArray> &tail)
{
    const QByteArray to = Rlp::encodeString(tx.to ? tx.to->bytes() : QByteArray());
    QList<QByteArray> fields;
    if (tx.type == EvmTransaction::Type::DynamicFee) {
        fields = {Rlp::encodeUInt(tx.chainId),
                  Rlp::encodeUInt(tx.nonce),
                  Rlp::encodeUInt(tx.maxPriorityFeePerGas),
                  Rlp::encodeUInt(tx.maxFeePerGas),
                  Rlp::encodeUInt(tx.gasLimit),
                  to,
                  Rlp::encodeUInt(tx.value),
                  Rlp::encodeString(tx.data),
                  encodeAccessList(tx.accessList)};
        return kDynamicFeeType + Rlp::encodeList(fields + tail);
    }
    fields = {Rlp::encodeUInt(tx.nonce),    Rlp::encodeUInt(tx.gasPrice),
              Rlp::encodeUInt(tx.gasLimit), to,
              Rlp::encodeUInt(tx.value),    Rlp::encodeString(tx.data)};
    return Rlp::encodeList(fields + tail);
}

// EIP-155: v = yParity + 35 + 2 * chainId (never overflows: chainId < 2^64).
U256 legacyV(quint64 chainId, int yParity)
{
    return *U256(chainId).checkedMul(U256(2))->checkedAdd(U256(quint64(35 + yParity)));
}
} // namespace

std::optional<U256> EvmTransaction::maxCost() const
{
    const auto gas = U256(gasLimit).checkedMul(feeCap());
    return gas ? gas->checkedAdd(value) : std::nullopt;
}

QByteArray EvmTransaction::signingPayload() const
{
    if (type == Type::DynamicFee)
        return encode(*this, {});
    return encode(*this, {Rlp::encodeUInt(chainId), Rlp::encodeUInt(0), Rlp::encodeUInt(0)});
}

QByteArray EvmTransaction::signingHash() const
{
    return Keccak::hash256(signingPayload());
}

bool EvmTransaction::sign(const SecureBytes &privateKey, QString *error)
{
    const auto sig = Secp256k1::sign(privateKey, signingHash());
    if (!sig) {
        if (error)
            *error = TrEvmTransaction::tr("The key cannot sign: it is not a valid secp256k1 "
                                          "private key.");
        return false;
    }
    signature =
        EvmSignature{sig->recoveryId, *U256::fromBigEndian(sig->r), *U256::fromBigEndian(sig->s)};
    return true;
}

QByteArray EvmTransaction::signedBytes() const
{
    if (!signature)
        return {};
    const QByteArray r = Rlp::encodeUInt(signature->r);
    const QByteArray s = Rlp::encodeUInt(signature->s);
    if (type == Type::DynamicFee)
        return encode(*this, {Rlp::encodeUInt(quint64(signature->yParity)), r, s});
    return encode(*this, {Rlp::encodeUInt(legacyV(chainId, signature->yParity)), r, s});
}

QByteArray EvmTransaction::hash() const
{
    if (!signature)
        return {};
    return Keccak::hash256(signedBytes());
}

std::optional<EvmAddress> EvmTransaction::sender(QString *error) const
{
    if (!signature)
        return failWith<EvmAddress>(error, TrEvmTransaction::tr("The transaction is not signed."));
    const RecoverableSignature sig{signature->r.toBigEndian(), signature->s.toBigEndian(),
                                   signature->yParity};
    const auto publicKey = Secp256k1::recover(signingHash(), sig);
    if (!publicKey)
        return failWith<EvmAddress>(error, TrEvmTransaction::tr("The transaction's signature is "
                                                                "not valid: no key made it."));
    return EvmAddress::fromPublicKey(*publicKey);
}

} // namespace paydesk::evm
