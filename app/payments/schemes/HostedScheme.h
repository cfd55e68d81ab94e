#pragma once

#include "SchemeClient.h"

#include <QCoreApplication>

namespace paydesk::x402 {

// x402 `exact` paid by the payment service from a hosted wallet (POST /payment/send with the
// resource URL): the network's own coin on Solana, the only asset the service sends. The proof
// is the service's, or a settled one built from its answer. The service follows its own
// payments: no attempt of this client is asked of the chain.
class HostedScheme : public SchemeClient
{
    Q_DECLARE_TR_FUNCTIONS(HostedScheme)
public:
    QString scheme() const override { return QStringLiteral("exact"); }
    bool covers(const PaymentOption &option, PayerWallet::Mode mode) const override;
    QString refusal(const PaymentOption &) const override { return {}; }
    bool signsOnly(const PayerWallet &, const PaymentOption &) const override { return false; }
    SchemePayment *pay(const SchemeServices &services, const PayerWallet &wallet,
                       const PaymentOption &option, const QString &resourceUrl,
                       QObject *parent) const override;
    bool owns(const FetchAttempt &) const override { return false; }
    QString expiredWords() const override;
};

} // namespace paydesk::x402
