#pragma once

#include "BatchChannel.h"

#include <QCoreApplication>
#include <nlohmann/json.hpp>
#include <optional>

namespace paydesk::x402 {

// An ERC-3009 deposit into a channel: ReceiveWithAuthorization(from = the payer, to = the ERC-3009
// collector, value = amount, validAfter, validBefore, nonce = keccak256(abi.encode(channelId,
// salt))), its signature by the payer.
struct ChannelDeposit
{
    evm::U256 amount;
    quint64 validAfter = 0, validBefore = 0;
    evm::U256 salt;
    QByteArray signature; // 65 bytes
};

// The payload of a batch-settlement payment (docs/protocol-facts.md "EVM batch-settlement";
// scheme_batch_settlement_evm.md "Client: Payment Construction"): a deposit (the first request,
// or a top-up) and its voucher, a voucher alone, or a cooperative refund (a zero-charge voucher
// and an optional amount). Paydesk deposits by ERC-3009 only; a Permit2 deposit is read as
// malformed.
struct BatchPayload
{
    Q_DECLARE_TR_FUNCTIONS(BatchPayload)
public:
    enum class Type
    {
        Deposit,
        Voucher,
        Refund
    };
    Type type = Type::Voucher;
    ChannelConfig config;
    ChannelVoucher voucher;
    std::optional<ChannelDeposit> deposit; // Deposit only
    std::optional<evm::U256> refundAmount; // Refund: none asks for all that is left

    nlohmann::json toJson() const;
    // Strict: the type, the config and voucher (its channelId need not match the config here:
    // the checker of a payment compares them), the deposit for a deposit.
    static std::optional<BatchPayload> fromJson(const nlohmann::json &j, QString *error);
    static QString typeName(Type type);
};

} // namespace paydesk::x402
