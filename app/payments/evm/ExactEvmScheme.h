#pragma once

#include "EvmSignedScheme.h"

#include <QCoreApplication>

namespace paydesk::x402 {

// x402 `exact` on EVM networks, from a local EVM wallet: an EIP-3009 authorization
// (transferWithAuthorization, the token's own EIP-712 domain named in `extra`) or, when the
// seller asks for it (extra.assetTransferMethod "permit2"), a Permit2 witness transfer whose
// allowance is read before any key is unlocked. Signed only: the facilitator settles it. Its
// attempts are named "eip3009:0x<nonce>" / "permit2:<nonce>" and reconciled on chain by their
// nonce (LostAuthorization). docs/protocol-facts.md "EVM exact scheme".
class ExactEvmScheme : public EvmSignedScheme
{
    Q_DECLARE_TR_FUNCTIONS(ExactEvmScheme)
public:
    QString scheme() const override { return QStringLiteral("exact"); }
    QString refusal(const PaymentOption &option) const override;
    void check(const SchemeServices &services, const PaymentOption &option,
               const PayerWallet &wallet, QObject *context, const Checked &done) const override;
    SchemePayment *pay(const SchemeServices &services, const PayerWallet &wallet,
                       const PaymentOption &option, const QString &resourceUrl,
                       QObject *parent) const override;
    bool recordsItself(const QString &paymentId) const override;
    QString expiredWords() const override;
};

} // namespace paydesk::x402
