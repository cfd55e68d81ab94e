#pragma once

#include "evm/EvmAddress.h"
#include "evm/U256.h"

#include <QByteArray>
#include <QList>
#include <optional>

namespace paydesk::evm {

// The Solidity ABI of the token calls Paydesk makes or answers (ERC-20,
// https://eips.ethereum.org/EIPS/eip-20, and EIP-3009's, https://eips.ethereum.org/EIPS/eip-3009):
// call data = the 4-byte selector (the first 4 bytes of keccak256 of the signature) + one 32-byte
// word per static argument. Return data of a uint256 or bool is one word. Strict on what a node
// sends back: exactly one word, an address word with its 12 leading bytes zero.
class Erc20
{
public:
    // Selectors (keccak256 of the signature text, first 4 bytes; checked in tst_evm_erc20).
    static constexpr quint32 kBalanceOf = 0x70a08231; // balanceOf(address)
    static constexpr quint32 kTransfer = 0xa9059cbb;  // transfer(address,uint256)
    static constexpr quint32 kAuthorizationState =
        0xe94a0102; // authorizationState(address,bytes32)
    // transferWithAuthorization(address,address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32)
    static constexpr quint32 kTransferWithAuthorization = 0xe3ee160e;
    static constexpr quint32 kAllowance = 0xdd62ed3e; // allowance(address,address)
    static constexpr quint32 kApprove = 0x095ea7b3;   // approve(address,uint256)
    static constexpr quint32 kDecimals = 0x313ce567;  // decimals()
    static constexpr quint32 kSymbol = 0x95d89b41;    // symbol()
    static constexpr quint32 kName = 0x06fdde03;      // name()
    static constexpr quint32 kVersion = 0x54fd4d50;   // version() (EIP-2612 tokens, USDC)

    static QByteArray selector(quint32 value);
    // The first 4 bytes of keccak256(signature), for checking the constants above.
    static quint32 selectorOf(QByteArrayView signature);

    static QByteArray balanceOfCall(const EvmAddress &owner);
    static QByteArray allowanceCall(const EvmAddress &owner, const EvmAddress &spender);
    static QByteArray approveCall(const EvmAddress &spender, const U256 &value);
    static QByteArray transferCall(const EvmAddress &to, const U256 &value);
    static QByteArray authorizationStateCall(const EvmAddress &authorizer, QByteArrayView nonce32);
    // v 27/28, r and s 32 bytes each (a 65-byte r || s || v signature split).
    static QByteArray transferWithAuthorizationCall(const EvmAddress &from, const EvmAddress &to,
                                                    const U256 &value, quint64 validAfter,
                                                    quint64 validBefore, QByteArrayView nonce32,
                                                    QByteArrayView signature65);

    // A call's selector and its argument words; nullopt unless it is 4 bytes + whole words.
    struct Decoded
    {
        quint32 selector = 0;
        QList<QByteArray> words;
    };
    static std::optional<Decoded> decode(QByteArrayView data);
    // One word as an address (12 zero bytes, then 20) or as a uint256.
    static std::optional<EvmAddress> addressWord(QByteArrayView word);
    static U256 uintWord(QByteArrayView word);
    // Return data that is exactly one uint256 word (balanceOf, decimals).
    static std::optional<U256> parseUint(QByteArrayView returnData);
    // Return data that is exactly one bool word (0 or 1: authorizationState).
    static std::optional<bool> parseBool(QByteArrayView returnData);
    // An ABI-encoded `string` return value (offset, length, padded bytes).
    static QByteArray encodeString(const QByteArray &utf8);
    // The topic of ERC-20's Transfer(address indexed from, address indexed to, uint256 value).
    static const QByteArray &transferTopic();
};

} // namespace paydesk::evm
