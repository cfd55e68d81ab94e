#include "Erc20.h"

#include "Eip712.h"
#include "Keccak.h"

#include <QtEndian>

namespace paydesk::evm {

namespace {
constexpr qsizetype kWord = 32;
} // namespace

QByteArray Erc20::selector(quint32 value)
{
    QByteArray bytes(4, '\0');
    qToBigEndian(value, bytes.data());
    return bytes;
}

quint32 Erc20::selectorOf(QByteArrayView signature)
{
    const QByteArray hash = Keccak::hash256(signature.toByteArray());
    return qFromBigEndian<quint32>(hash.constData());
}

QByteArray Erc20::balanceOfCall(const EvmAddress &owner)
{
    return selector(kBalanceOf) + Eip712::word(owner);
}

QByteArray Erc20::allowanceCall(const EvmAddress &owner, const EvmAddress &spender)
{
    return selector(kAllowance) + Eip712::word(owner) + Eip712::word(spender);
}

QByteArray Erc20::approveCall(const EvmAddress &spender, const U256 &value)
{
    return selector(kApprove) + Eip712::word(spender) + Eip712::word(value);
}

QByteArray Erc20::transferCall(const EvmAddress &to, const U256 &value)
{
    return selector(kTransfer) + Eip712::word(to) + Eip712::word(value);
}

QByteArray Erc20::authorizationStateCall(const EvmAddress &authorizer, QByteArrayView nonce32)
{
    return selector(kAuthorizationState) + Eip712::word(authorizer) + nonce32.toByteArray();
}

QByteArray Erc20::transferWithAuthorizationCall(const EvmAddress &from, const EvmAddress &to,
                                                const U256 &value, quint64 validAfter,
                                                quint64 validBefore, QByteArrayView nonce32,
                                                QByteArrayView signature65)
{
    const quint8 v = signature65.size() == 65 ? quint8(signature65[64]) : 0;
    return selector(kTransferWithAuthorization) + Eip712::word(from) + Eip712::word(to) +
           Eip712::word(value) + Eip712::word(U256(validAfter)) + Eip712::word(U256(validBefore)) +
           nonce32.toByteArray() + Eip712::word(U256(v)) + signature65.first(64).toByteArray();
}

std::optional<Erc20::Decoded> Erc20::decode(QByteArrayView data)
{
    if (data.size() < 4 || (data.size() - 4) % kWord != 0)
        return std::nullopt;
    Decoded d;
    d.selector = qFromBigEndian<quint32>(data.constData());
    for (qsizetype at = 4; at < data.size(); at += kWord)
        d.words.append(data.sliced(at, kWord).toByteArray());
    return d;
}

std::optional<EvmAddress> Erc20::addressWord(QByteArrayView word)
{
    if (word.size() != kWord)
        return std::nullopt;
    for (qsizetype i = 0; i < kWord - EvmAddress::kSize; ++i)
        if (word[i] != '\0')
            return std::nullopt;
    return EvmAddress::fromBytes(word.sliced(kWord - EvmAddress::kSize));
}

U256 Erc20::uintWord(QByteArrayView word)
{
    return U256::fromBigEndian(word.first(qMin(word.size(), kWord))).value_or(U256());
}

std::optional<U256> Erc20::parseUint(QByteArrayView returnData)
{
    if (returnData.size() != kWord)
        return std::nullopt;
    return U256::fromBigEndian(returnData);
}

std::optional<bool> Erc20::parseBool(QByteArrayView returnData)
{
    const auto value = parseUint(returnData);
    if (!value || U256(1) < *value)
        return std::nullopt;
    return !value->isZero();
}

const QByteArray &Erc20::transferTopic()
{
    static const QByteArray t = Keccak::hash256("Transfer(address,address,uint256)");
    return t;
}

QByteArray Erc20::encodeString(const QByteArray &utf8)
{
    QByteArray padded = utf8;
    padded.append(QByteArray((kWord - utf8.size() % kWord) % kWord, '\0'));
    return Eip712::word(U256(kWord)) + Eip712::word(U256(quint64(utf8.size()))) + padded;
}

} // namespace paydesk::evm
