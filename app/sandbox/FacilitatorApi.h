#pragma once

#include "HttpExchange.h"
#include "x402/ProofCodec.h"

#include <QCoreApplication>
#include <nlohmann/json.hpp>

namespace paydesk::sandbox {

class EvmFacilitator;
class SvmFacilitator;

// The sandbox's facilitator over HTTP, as x402 sellers call one (docs/protocol-facts.md
// "Facilitator API"): GET /facilitator/supported lists the `exact` kinds it settles (the sandbox
// EVM chain's test USDC and, with SvmFacilitator, the sandbox Solana chain's SPL test USDC with its
// fee payer in extra.feePayer; x402 v1 and v2), and `upto` on the EVM chain with its address in
// extra.facilitatorAddress (the requirements' amount is the maximum when verifying, the charge
// when settling; settle answers the charge as `amount`), with its signers; POST /facilitator/verify
// and /facilitator/settle take {x402Version, paymentPayload, paymentRequirements} and answer
// {isValid, invalidReason, payer} and {success, errorReason, transaction, network, payer}, by
// EvmFacilitator's or SvmFacilitator's rules. A request it cannot read answers 400 with the reason
// code `invalid_payload`; a refusal is a 200 answer with its x402 reason code, as the x402
// facilitators answer. It serves `batch-settlement` on the EVM chain too (its /supported kind
// names this facilitator as extra.receiverAuthorizer): verify a deposit, voucher or refund;
// settle a deposit, a refund, a receiver's `claim` or `settle`; every answer about one channel
// carries its snapshot (verify: extra; settle: extra.channelState).
class FacilitatorApi
{
    Q_DECLARE_TR_FUNCTIONS(FacilitatorApi)
public:
    FacilitatorApi(EvmFacilitator *facilitator, SvmFacilitator *svm, QObject *owner)
        : m_facilitator(facilitator), m_svm(svm), m_owner(owner)
    {}

    void supported(const ExchangePtr &exchange) const;
    void verify(const ExchangePtr &exchange) const { answer(exchange, false); }
    void settle(const ExchangePtr &exchange) const { answer(exchange, true); }

private:
    void answer(const ExchangePtr &exchange, bool settle) const;
    void answerSvm(const ExchangePtr &exchange, bool settle, const nlohmann::json &body,
                   const x402::DecodedProof &proof) const;
    // x402 `batch-settlement` on the sandbox EVM chain (FacilitatorChannelApi.cpp).
    void answerChannel(const ExchangePtr &exchange, bool settle, const nlohmann::json &body) const;

    EvmFacilitator *m_facilitator;
    SvmFacilitator *m_svm;
    QObject *m_owner; // parent of the asynchronous settlements
};

} // namespace paydesk::sandbox
