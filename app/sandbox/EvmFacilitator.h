#pragma once

#include "BatchEscrowCalls.h"
#include "evm/EvmAddress.h"
#include "evm/U256.h"
#include "x402/Eip3009.h"
#include "x402/Permit2.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace paydesk::sandbox {

class EvmChain;
class SandboxStore;

// The sandbox as an x402 facilitator for the `exact` EVM scheme on its own chain
// (docs/protocol-facts.md "EVM exact: EIP-3009" and "Facilitator API"): verify checks an EIP-3009
// authorization by the scheme's rules (recipient, value, window, signer, unused nonce, balance);
// settle has the facilitator's own account call the test USDC's transferWithAuthorization, makes a
// block at once and answers the transaction hash. The token itself checks everything again when the
// call runs, so a settled payment is exactly what the chain did. A proof settled before answers the
// same transaction again (a buyer re-sending a proof after a lost answer is not paid twice).
// It serves `upto` (x402UptoPermit2Proxy) and `batch-settlement` (the native x402BatchSettlement,
// EvmFacilitatorChannel.cpp) the same way.
class EvmFacilitator
{
    Q_DECLARE_TR_FUNCTIONS(EvmFacilitator)
public:
    struct Requirement
    {
        evm::EvmAddress payTo;
        evm::U256 amount;
        bool exactValue = true; // v2: value == amount; v1 accepted value >= amount
    };
    struct Answer
    {
        bool ok = false;
        QString reason;      // x402 reason code when not ok ("invalid_exact_evm_payload_signature")
        QString message;     // in words
        QString transaction; // settle: "0x" + 64 hex
        QString payer;
        std::optional<evm::U256> charged; // upto settle: what moved (0: nothing); batch: amount
        std::optional<x402::ChannelState> channel; // batch-settlement: the channel after it
    };

    EvmFacilitator(EvmChain *chain, SandboxStore *store) : m_chain(chain), m_store(store) {}
    // The facilitator's account (a fixed test key: the chain's coins are worth nothing); funded
    // with 10 ETH for gas on the first start.
    static evm::EvmAddress account();
    void setUp();

    Answer verify(const x402::TransferAuthorization &a, QByteArrayView signature,
                  const Requirement &r, qint64 nowSeconds) const;
    Answer settle(const x402::TransferAuthorization &a, QByteArrayView signature,
                  const Requirement &r, qint64 nowSeconds);
    // The same for a Permit2 payment (extra.assetTransferMethod "permit2"), by the rules of the
    // x402 packages' verifyPermit2 (exact/facilitator/permit2.ts: spender, recipient, deadline,
    // validAfter, exact amount, token, signature) and the chain's (nonce, allowance, balance);
    // settle calls the proxy's settle.
    Answer verifyPermit2(const x402::Permit2Authorization &a, QByteArrayView signature,
                         const Requirement &r, qint64 nowSeconds) const;
    Answer settlePermit2(const x402::Permit2Authorization &a, QByteArrayView signature,
                         const Requirement &r, qint64 nowSeconds);

    // x402 `upto` (scheme_upto_evm.md "Verification Logic"): the same checks against the upto
    // proxy, the permitted amount equal to the requirement's maximum and the witness naming this
    // facilitator; settle moves `charge` (at most the maximum) through the upto proxy, and a
    // charge of zero sends nothing (the authorization expires unused; no transaction).
    Answer verifyUpto(const x402::Permit2Authorization &a, QByteArrayView signature,
                      const Requirement &r, qint64 nowSeconds) const;
    Answer settleUpto(const x402::Permit2Authorization &a, QByteArrayView signature,
                      const Requirement &r, const evm::U256 &charge, qint64 nowSeconds);

    // x402 `batch-settlement` (scheme_batch_settlement_evm.md "Facilitator Interface" and
    // "Verification Rules"), this facilitator's account being the channels' receiverAuthorizer:
    // the requirements' side of a channel (payTo, asset, extra.receiverAuthorizer,
    // extra.withdrawDelay, and extra.name/version for an ERC-3009 deposit).
    struct ChannelRequirement
    {
        evm::EvmAddress payTo, asset, receiverAuthorizer;
        quint64 withdrawDelay = 0;
        QString tokenName, tokenVersion;
    };
    // Verifies a deposit, voucher or refund payload against the chain (block time now): the
    // config hashing to the voucher's channel, token, receiver, receiverAuthorizer and
    // withdrawDelay matching, the voucher signed by the payer's authorizer, the channel holding a
    // balance (a deposit excepted), the deposit's authorization and the payer's balance, the
    // voucher within the balance (plus the deposit) and above totalClaimed (a refund or deposit:
    // not below). The answer carries the channel's snapshot.
    Answer verifyChannel(const x402::BatchPayload &payload, const ChannelRequirement &r) const;
    // Settles a deposit (sends deposit through the ERC-3009 collector; `charged` the amount
    // deposited) or a refund (claims the zero-charge voucher when it is above totalClaimed, then
    // refunds the amount asked, all that is unclaimed when none; `charged` what returned). A
    // deposit sent before answers its transaction again. The answer's transaction is the
    // deposit's or refund's, its channel the snapshot after.
    Answer settleChannel(const x402::BatchPayload &payload, const ChannelRequirement &r);
    // A receiver's batch of claims, sent by this account (each row's receiverAuthorizer); its
    // channel is the snapshot when the claims name one channel.
    Answer claimChannels(const QList<VoucherClaim> &claims);
    // settle(receiver, token): what was claimed and not yet swept moves to the receiver
    // (`charged`); nothing to settle is refused (invalid_batch_settlement_evm_nothing_to_settle).
    Answer settleReceiver(const evm::EvmAddress &receiver, const evm::EvmAddress &token);
    // The escrow's snapshot of a channel (no chargedCumulativeAmount).
    x402::ChannelState channelState(const QByteArray &channelId) const;

private:
    Answer verifyPermitCommon(const x402::Permit2Authorization &a, QByteArrayView signature,
                              const Requirement &r, const evm::EvmAddress &proxy,
                              qint64 nowSeconds) const;
    // Has the facilitator's account call `contract` with `data`, makes a block at once and
    // answers the transaction (`out` carries the payer).
    Answer submit(const evm::EvmAddress &contract, const QByteArray &data, Answer out);
    // The deposit's own checks (domain, window, receive authorization, nonce, payer's balance).
    Answer verifyDeposit(const x402::BatchPayload &payload, const ChannelRequirement &r,
                         qint64 nowSeconds) const;
    // A channel operation's failure answer with its snapshot.
    Answer channelRefusal(const x402::BatchPayload &payload, const char *reason,
                          const QString &message) const;

    EvmChain *m_chain;
    SandboxStore *m_store;
};

} // namespace paydesk::sandbox
