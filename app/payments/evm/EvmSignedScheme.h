#pragma once

#include "payments/schemes/SchemeClient.h"

#include <QCoreApplication>

namespace paydesk::x402 {

// What the x402 schemes a local EVM wallet pays by signing alone share (`exact`'s EIP-3009 and
// Permit2 forms, `upto`): they cover their scheme's options on EVM networks from a local wallet,
// only sign (the facilitator settles), own the attempts whose payment ids they record themselves,
// ask the chain about a lost one through the EVM node (LostAuthorization: the token's
// authorizationState, Permit2's nonceBitmap) and read a buyer's proof with EvmProofReader.
class EvmSignedScheme : public SchemeClient
{
    Q_DECLARE_TR_FUNCTIONS(EvmSignedScheme)
public:
    // Why a payment from `wallet` cannot start (not an EVM address; no EVM keys in this face),
    // a sentence; empty when it can.
    static QString cannotSign(const PayerWallet &wallet, bool haveKeys);

    bool covers(const PaymentOption &option, PayerWallet::Mode mode) const override;
    bool signsOnly(const PayerWallet &, const PaymentOption &) const override { return true; }
    bool owns(const FetchAttempt &attempt) const override;
    bool checkable(const ChainNodes &nodes, const FetchAttempt &attempt) const override;
    void checkLost(const ChainNodes &nodes, const FetchAttempt &attempt, QObject *context,
                   const LostAuthorization::Done &done) const override;
    bool readProof(const DecodedProof &proof, ProofReading &out) const override;
};

} // namespace paydesk::x402
