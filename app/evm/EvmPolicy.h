#pragma once

#include "EvmTransaction.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QStringList>
#include <optional>

namespace paydesk::evm {

// What the user asked for, and what the user's own node says: the yardstick an EVM transaction
// built by the service is held against before a key touches it.
struct EvmExpectation
{
    quint64 chainId = 0;                 // the chosen network's (eip155:<chainId>)
    EvmAddress from;                     // the wallet that signs
    EvmAddress recipient;                // `to` of a native payment
    U256 value;                          // the exact amount in wei
    U256 maxFee;                         // the user's cap on gasLimit x maxFeePerGas, in wei
    std::optional<U256> maxTip;          // the priority fee asked for (total, wei), when one was
    std::optional<quint64> pendingNonce; // eth_getTransactionCount(from, "pending")
    bool recipientHasCode = false;       // eth_getCode(recipient) was not empty
    std::optional<quint64> gasEstimate;  // eth_estimateGas, asked when the recipient has code
    std::optional<U256> nextBaseFee;     // eth_feeHistory: below it the payment waits
    QString network;                     // shown in the review
    QDateTime expiresAt;                 // the service stands by its quote until then
    QDateTime now;                       // invalid = current time
    int minSecondsLeft = 10;
    // The exact calldata of a contract call Paydesk built itself (a token approve); empty for a
    // native payment, which carries none.
    QByteArray data;
};

// Everything the review shows, and the verdict.
struct EvmReview
{
    enum class Refusal
    {
        None,
        Malformed,        // not a transaction of a type Paydesk signs (the decoder said why)
        WrongChain,       // replayable on, or meant for, another network
        ContractCreation, // no recipient: it would deploy a contract
        WrongRecipient,
        WrongAmount,
        Calldata,       // data on a native payment: it would call a contract
        AccessList,     // pre-warms accounts a transfer has no use for
        NonceMismatch,  // not the account's next nonce (a gap waits, a reuse replaces)
        GasLimit,       // not what a transfer to this recipient needs
        FeeTooHigh,     // gasLimit x maxFeePerGas above the user's cap
        TipAboveMaxFee, // maxPriorityFeePerGas > maxFeePerGas
        TipTooHigh,     // the tip above the priority fee the user asked for
        Expired,
        TooLittleTime
    };

    bool ok() const { return refusal == Refusal::None; }
    Refusal refusal = Refusal::Malformed;
    QString reason; // a sentence a person understands; empty when ok

    EvmTransaction tx;
    QString network;
    quint64 chainId = 0;
    quint64 nonce = 0;
    quint64 gasLimit = 0;
    U256 maxFeePerGas, maxPriorityFeePerGas; // gasPrice in both for a legacy transaction
    U256 value;
    U256 maxNetworkFee;   // gasLimit x maxFeePerGas: the most the gas can cost
    U256 maxTotal;        // maxNetworkFee + value: the most the payment can cost
    QStringList warnings; // e.g. a fee below the next block's base fee: it will wait
    QDateTime expiresAt;
    qint64 secondsLeft = -1;

    // "Pay 0.5 ETH to 0xAb…; network fee at most 0.000021 ETH (nonce 7, chain 4020)" for the CLI.
    QString summary() const;
    static QString refusalCode(Refusal r); // stable English code for logs and JSON
};

// Holds a decoded EVM transaction against an EvmExpectation and refuses, naming the field and
// what was expected, anything but exactly the native payment asked for (chain id,
// recipient, exact value, no calldata, no contract creation, the pending nonce, a sane gas
// limit, fees within the cap, tip <= max fee, an empty access list, time left on the quote).
class EvmPolicy
{
    Q_DECLARE_TR_FUNCTIONS(EvmPolicy)
public:
    static constexpr quint64 kTransferGas = 21000; // an account without code (yellow paper G_tx)

    static EvmReview review(const EvmTransaction &tx, const EvmExpectation &expect);
    // The service's base64 signing serialization, decoded strictly, then review().
    static EvmReview reviewBase64(QByteArrayView base64, const EvmExpectation &expect);
    // Exact decimal ETH-style text of a wei amount ("0.000021"), 18 decimals.
    static QString formatWei(const U256 &wei);
    // Exact decimal gwei text of a per-gas price ("1.5").
    static QString formatGwei(const U256 &wei);
};

} // namespace paydesk::evm
