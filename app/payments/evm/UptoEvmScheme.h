#pragma once

#include "EvmSignedScheme.h"

#include <QCoreApplication>

namespace paydesk::x402 {

// x402 `upto` on EVM networks, from a local EVM wallet (docs/protocol-facts.md "EVM upto"): a
// Permit2 witness transfer of at most the option's amount, to its payTo, that only the
// facilitator the seller names may settle, once, for what the request used. Paid like exact's
// Permit2 form (the allowance read before any key is unlocked; signed only); its spender is
// x402UptoPermit2Proxy, never an address the seller sends. Its attempts are "upto:<nonce>",
// reserved in the budgets at the maximum until the charge is known (PaidFetch), reconciled on
// chain by Permit2's nonce (LostAuthorization).
class UptoEvmScheme : public EvmSignedScheme
{
    Q_DECLARE_TR_FUNCTIONS(UptoEvmScheme)
public:
    QString scheme() const override { return QStringLiteral("upto"); }
    QString refusal(const PaymentOption &option) const override;
    void check(const SchemeServices &services, const PaymentOption &option,
               const PayerWallet &wallet, QObject *context, const Checked &done) const override;
    SchemePayment *pay(const SchemeServices &services, const PayerWallet &wallet,
                       const PaymentOption &option, const QString &resourceUrl,
                       QObject *parent) const override;
    bool recordsItself(const QString &paymentId) const override;
    QString expiredWords() const override;
    // The Transfer logs of the settlement transaction's receipt (SettledCharge), from the payer
    // to the payee the journaled authorization names, in its token.
    void readCharge(const ChainNodes &nodes, const FetchAttempt &attempt,
                    const QString &transaction, QObject *context,
                    const ChargeRead &done) const override;
};

} // namespace paydesk::x402
