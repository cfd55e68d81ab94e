#pragma once

#include "payments/schemes/SchemeClient.h"

#include <QCoreApplication>

namespace paydesk::x402 {

// x402 `exact` on EVM networks, from a local EVM wallet: an EIP-3009 authorization
// (transferWithAuthorization, the token's own EIP-712 domain named in `extra`) or, when the
// seller asks for it (extra.assetTransferMethod "permit2"), a Permit2 witness transfer whose
// allowance is read before any key is unlocked. Signed only: the facilitator settles it. Its
// attempts are named "eip3009:0x<nonce>" / "permit2:<nonce>" and reconciled on chain by their
// nonce (LostAuthorization). docs/protocol-facts.md "EVM exact scheme".
class ExactEvmScheme : public SchemeClient
{
    Q_DECLARE_TR_FUNCTIONS(ExactEvmScheme)
public:
    QString scheme() const override { return QStringLiteral("exact"); }
    bool covers(const PaymentOption &option, PayerWallet::Mode mode) const override;
    QString refusal(const PaymentOption &option) const override;
    bool signsOnly(const PayerWallet &, const PaymentOption &) const override { return true; }
    void check(const SchemeServices &services, const PaymentOption &option,
               const PayerWallet &wallet, QObject *context, const Checked &done) const override;
    SchemePayment *pay(const SchemeServices &services, const PayerWallet &wallet,
                       const PaymentOption &option, const QString &resourceUrl,
                       QObject *parent) const override;
    bool owns(const FetchAttempt &attempt) const override;
    bool recordsItself(const QString &paymentId) const override;
    bool checkable(const ChainNodes &nodes, const FetchAttempt &attempt) const override;
    void checkLost(const ChainNodes &nodes, const FetchAttempt &attempt, QObject *context,
                   const LostAuthorization::Done &done) const override;
    QString expiredWords() const override;
    bool readProof(const DecodedProof &proof, ProofReading &out) const override;
};

} // namespace paydesk::x402
