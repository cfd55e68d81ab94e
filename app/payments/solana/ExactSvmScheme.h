#pragma once

#include "payments/schemes/SchemeClient.h"

#include <QCoreApplication>

namespace paydesk::x402 {

// x402 `exact` on Solana, from a local Solana wallet and with no payment service, in its three
// forms, each built here on the user's node: native SOL with no fee payer (checked, signed,
// broadcast and confirmed here: SolanaPaymentFlow with a LocalBuild); native SOL with the
// seller's facilitator as fee payer (the buyer's slot signed only: LocalAuthorization); an SPL
// token (USDC) with the facilitator as fee payer, the buyer's slot signed (SplAuthorization). A
// buyer-signed transaction is reconciled on chain by its signature (LostTransfer).
// docs/protocol-facts.md "SVM exact scheme".
class ExactSvmScheme : public SchemeClient
{
    Q_DECLARE_TR_FUNCTIONS(ExactSvmScheme)
public:
    QString scheme() const override { return QStringLiteral("exact"); }
    bool covers(const PaymentOption &option, PayerWallet::Mode mode) const override;
    QString refusal(const PaymentOption &option) const override;
    bool signsOnly(const PayerWallet &wallet, const PaymentOption &option) const override;
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
