#pragma once

#include "payments/solana/SolanaPaymentFlow.h"
#include "x402/PaymentRequirements.h"

#include <QObject>

namespace paydesk::x402 {

// Native SOL for requirements that name a fee payer (x402 `exact` on Solana, authorization
// proof), from a local wallet and with no payment service: Paydesk reads the latest blockhash
// from the user's node, builds the transfer whose fee payer is the seller's facilitator
// (solana::SolTransfer), holds it against the option all the same (TransactionPolicy: exact
// amount to payTo from our wallet, the named fee payer, nothing else), signs only its own slot
// and hands back the X-PAYMENT value. Nothing is broadcast here: the seller co-signs and
// broadcasts. The payment id is "sol:" and the buyer's signature.
class LocalAuthorization : public QObject
{
    Q_OBJECT
public:
    LocalAuthorization(solana::SolanaPaymentFlow::Services services, quint64 maxPriorityFeeLamports,
                       QObject *parent = nullptr);
    void start(const QString &wallet, const PaymentOption &option);

    bool ok() const { return !m_proof.isEmpty(); }
    QString proof() const { return m_proof; } // v1 X-PAYMENT value (authorization kind)
    QString paymentId() const { return m_paymentId; }
    QString error() const { return m_error; }
    bool refused() const { return m_refused; } // Paydesk's own check said no
    const solana::TransactionReview &review() const { return m_review; }

Q_SIGNALS:
    void progress(const QString &text);
    void finished();

private:
    void onRead();
    void fail(const QString &error, bool refused);

    solana::SolanaPaymentFlow::Services m_services;
    quint64 m_maxPriorityFee;
    QString m_wallet;
    PaymentOption m_option;
    solana::PaymentExpectation m_expect;
    std::optional<solana::Transaction> m_tx;
    RpcCall *m_blockhash = nullptr, *m_height = nullptr;
    int m_pending = 0;
    solana::TransactionReview m_review;
    QString m_proof, m_paymentId, m_error;
    bool m_refused = false;
};

} // namespace paydesk::x402
