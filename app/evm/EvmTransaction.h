#pragma once

#include "EvmAddress.h"
#include "U256.h"
#include "core/SecureBytes.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>
#include <optional>

namespace paydesk::evm {

// An EIP-2930 access list entry: an account and storage slots (32 bytes each) it pre-warms.
struct AccessListEntry
{
    EvmAddress address;
    QList<QByteArray> storageKeys;
    friend bool operator==(const AccessListEntry &, const AccessListEntry &) = default;
};

// r and s as numbers, and which of the two candidate keys signed (yParity 0 or 1). A legacy
// transaction writes yParity as v = yParity + 35 + 2 * chainId (EIP-155).
struct EvmSignature
{
    int yParity = 0;
    U256 r;
    U256 s;
    friend bool operator==(const EvmSignature &, const EvmSignature &) = default;
};

// An Ethereum transaction the wallet may sign: EIP-1559 (type 2), or legacy with EIP-155 replay
// protection (docs/service-contract.md "Local mode on EVM"; docs/protocol-facts.md
// "EVM transactions").
// The service sends the unsigned transaction in its signing serialization (base64):
//   type 2: 0x02 || rlp([chainId, nonce, maxPriorityFeePerGas, maxFeePerGas, gasLimit, to, value,
//                        data, accessList])
//   legacy: rlp([nonce, gasPrice, gasLimit, to, value, data, chainId, 0, 0])
// Decoding is strict (canonical RLP and integers, exact field counts), so the signing
// serialization re-encoded from the fields is byte for byte what was received. Types 1, 3 and 4
// are refused before anything else is read.
class EvmTransaction
{
public:
    enum class Type
    {
        Legacy,    // EIP-155
        DynamicFee // EIP-1559, type 2
    };
    // Larger transactions are refused before decoding (geth's pool limit is 128 KiB).
    static constexpr qsizetype kMaxSize = 128 * 1024;

    Type type = Type::DynamicFee;
    quint64 chainId = 0;
    quint64 nonce = 0;
    U256 gasPrice;             // legacy only
    U256 maxPriorityFeePerGas; // type 2 only
    U256 maxFeePerGas;         // type 2 only
    quint64 gasLimit = 0;
    std::optional<EvmAddress> to; // none: the transaction creates a contract
    U256 value;                   // wei
    QByteArray data;
    QList<AccessListEntry> accessList; // type 2 only
    std::optional<EvmSignature> signature;

    // The unsigned signing serialization (what the service sends); nullopt and a translated
    // sentence in `error` when it is not one.
    static std::optional<EvmTransaction> decodeUnsigned(QByteArrayView bytes, QString *error);
    // Strict base64 (standard alphabet, canonical padding, no whitespace), then decodeUnsigned().
    static std::optional<EvmTransaction> fromBase64(QByteArrayView base64, QString *error);
    // A signed raw transaction (what eth_sendRawTransaction takes): type 2 with yParity, r, s or
    // legacy with v, r, s (v = 35 + 2 * chainId + yParity; v of 27/28, no chain id, is refused).
    static std::optional<EvmTransaction> decodeSigned(QByteArrayView bytes, QString *error);

    bool isContractCreation() const { return !to.has_value(); }
    // What one unit of gas may cost at most: maxFeePerGas (type 2) or gasPrice (legacy).
    U256 feeCap() const { return type == Type::DynamicFee ? maxFeePerGas : gasPrice; }
    // gasLimit * feeCap() + value: what the account must hold; nullopt past 2^256.
    std::optional<U256> maxCost() const;

    QByteArray signingPayload() const;
    QByteArray signingHash() const; // keccak256(signingPayload())

    // Signs signingHash() with a secp256k1 private key and keeps the signature. Check sender()
    // against the account before the signed bytes leave (the payment flows do).
    bool sign(const SecureBytes &privateKey, QString *error);
    // The signed raw transaction; empty while unsigned.
    QByteArray signedBytes() const;
    // keccak256(signedBytes()): the transaction hash; empty while unsigned.
    QByteArray hash() const;
    // The account that signed it, recovered from the signature.
    std::optional<EvmAddress> sender(QString *error) const;

    friend bool operator==(const EvmTransaction &, const EvmTransaction &) = default;
};

} // namespace paydesk::evm
