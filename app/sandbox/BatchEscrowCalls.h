#pragma once

#include "x402/BatchPayload.h"
#include "x402/BatchSettlementCalls.h"

#include <QByteArrayView>
#include <QList>
#include <optional>

namespace paydesk::sandbox {

// One row of x402BatchSettlement's claim: a voucher ((config, maxClaimableAmount), signature)
// and the channel's new cumulative total claimed, at most the voucher's maximum.
struct VoucherClaim
{
    x402::ChannelConfig config;
    evm::U256 maxClaimableAmount;
    QByteArray signature; // 65 bytes
    evm::U256 totalClaimed;
};

// The ABI of x402BatchSettlement's functions only a receiver, its facilitator or the escrow itself
// use (the payer's are x402::BatchSettlementCalls): deposit through the ERC-3009 collector, claim,
// settle, refund and the receivers view (docs/protocol-facts.md "EVM batch-settlement"; the
// signatures are those of @x402/evm 2.27.0's batchSettlementABI). Readers are strict: offsets
// inside the data, uint128 amounts, a 65-byte signature.
class BatchEscrowCalls
{
public:
    static quint32 depositSelector();   // deposit(config,uint128,address,bytes)
    static quint32 claimSelector();     // claim(((config,uint128),bytes,uint128)[])
    static quint32 settleSelector();    // settle(address,address)
    static quint32 refundSelector();    // refund(config,uint128)
    static quint32 receiversSelector(); // receivers(address,address) -> (uint128, uint128)

    // The ERC-3009 collector's data: abi.encode(uint256 validAfter, uint256 validBefore,
    // uint256 salt, bytes signature); and read back (the deposit's amount left 0).
    static QByteArray erc3009CollectorData(const x402::ChannelDeposit &deposit);
    static std::optional<x402::ChannelDeposit> readErc3009CollectorData(QByteArrayView data);

    // deposit(config, deposit.amount, the ERC-3009 collector, its data).
    static QByteArray depositCall(const x402::ChannelConfig &config,
                                  const x402::ChannelDeposit &deposit);
    struct Deposit
    {
        x402::ChannelConfig config;
        evm::U256 amount;
        evm::EvmAddress collector;
        QByteArray collectorData;
    };
    static std::optional<Deposit> readDeposit(QByteArrayView data);

    static QByteArray claimCall(const QList<VoucherClaim> &claims);
    static std::optional<QList<VoucherClaim>> readClaim(QByteArrayView data);

    static QByteArray settleCall(const evm::EvmAddress &receiver, const evm::EvmAddress &token);
    static std::optional<std::pair<evm::EvmAddress, evm::EvmAddress>>
    readSettle(QByteArrayView data);

    static QByteArray refundCall(const x402::ChannelConfig &config, const evm::U256 &amount);
    static std::optional<std::pair<x402::ChannelConfig, evm::U256>> readRefund(QByteArrayView data);

    static QByteArray receiversCall(const evm::EvmAddress &receiver, const evm::EvmAddress &token);

    // Whether `data` calls `selector` (its first four bytes).
    static bool calls(QByteArrayView data, quint32 selector);
};

} // namespace paydesk::sandbox
