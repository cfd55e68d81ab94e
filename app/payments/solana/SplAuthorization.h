#pragma once

#include "payments/solana/SolanaPaymentFlow.h"
#include "solana/SplTransfer.h"
#include "x402/PaymentRequirements.h"

#include <QObject>

namespace paydesk::x402 {

// Pays an x402 `exact` option in an SPL token (USDC on Solana) from a local wallet, with no
// payment service (docs/protocol-facts.md "SVM exact scheme"): one getMultipleAccounts reads the
// mint and the four possible associated token accounts (Token and Token-2022), with the latest
// blockhash beside it; the mint must be the table's token with the table's decimals, the
// seller's account must exist and the buyer's must hold the price. Then SplTransfer builds the
// v0 transaction (fee payer = extra.feePayer), it is read back and checked, and only the buyer's
// slot is signed. Nothing is broadcast: the seller's facilitator signs last and sends it.
class SplAuthorization : public QObject
{
    Q_OBJECT
public:
    explicit SplAuthorization(solana::SolanaPaymentFlow::Services services,
                              QObject *parent = nullptr);
    void start(const QString &wallet, const PaymentOption &option);

    bool ok() const { return !m_proof.isEmpty(); }
    QString proof() const { return m_proof; }         // v1 X-PAYMENT value (authorization kind)
    QString paymentId() const { return m_paymentId; } // "spl:" + the buyer's signature
    QString error() const { return m_error; }
    QString code() const { return m_code; } // "insufficient_funds", "unknown_asset", ...
    bool refused() const { return m_refused; }
    const solana::SplPaymentPlan &plan() const { return m_plan; }

Q_SIGNALS:
    void progress(const QString &text);
    void finished();

private:
    void onRead();
    void sign();
    void fail(const QString &error, bool refused, const QString &code = {});

    solana::SolanaPaymentFlow::Services m_services;
    QString m_wallet;
    PaymentOption m_option;
    solana::SplPaymentPlan m_plan;
    QList<QByteArray> m_keys; // mint, then source and destination under Token, then Token-2022
    RpcCall *m_accounts = nullptr, *m_blockhash = nullptr;
    int m_pending = 0;
    QString m_proof, m_paymentId, m_error, m_code;
    bool m_refused = false;
};

} // namespace paydesk::x402
