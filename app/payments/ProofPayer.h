#pragma once

#include "evm/Eip712.h"
#include "payments/EvmPaymentFlow.h"
#include "payments/LocalPaymentFlow.h"
#include "x402/OptionChooser.h"
#include "x402/PaymentRequirements.h"

#include <QObject>
#include <QPointer>

namespace paydesk::x402 {

// Makes the payment for one chosen option and yields its proof (a v1 X-PAYMENT value):
// hosted: POST /payment/send with the resource URL; local without a fee payer: build, check,
// sign, broadcast and confirm (LocalPaymentFlow); local with extra.feePayer: sign the buyer's
// slot only (LocalAuthorization); an SPL token (USDC on Solana): built and checked here, the
// buyer's slot signed, no service (SplAuthorization); local on an EVM network: an EIP-3009
// authorization signed with the wallet's key, its validity window stamped now (after the person
// approved), or a Permit2 one when the seller asks for it and the token's allowance to Permit2
// covers the price. One pay() per object; it never retries a payment.
class ProofPayer : public QObject
{
    Q_OBJECT
public:
    struct Result
    {
        bool ok = false;
        bool refused = false;           // Paydesk's own checks said no: nothing was paid
        bool moneyMayHaveMoved = false; // failed with an unknown outcome: never pay again blindly
        QString proof;                  // v1 X-PAYMENT value
        QString paymentId, signature;
        QString error; // a sentence
        QString code;  // why Paydesk refused, when it says ("insufficient_funds"); else empty
        ApiError apiError;
    };

    ProofPayer(solana::LocalPaymentFlow::Services services, QObject *parent = nullptr);
    void setMaxPriorityFeeLamports(quint64 lamports) { m_maxPriorityFee = lamports; }
    void setEvmKeys(evm::EvmPaymentFlow::KeyProvider keys) { m_evmKeys = std::move(keys); }
    // The EVM node a Permit2 option's allowance is read through (null: not read).
    void setEvmRpc(evm::EvmRpcClient *rpc) { m_evmRpc = rpc; }

    void pay(const PayerWallet &wallet, const PaymentOption &option, const QString &resourceUrl);
    // Whether pay() makes the proof here alone (a signed authorization, sent by the caller after
    // it is journaled) rather than through the service or a broadcast of its own.
    static bool signsOnly(const PayerWallet &wallet, const PaymentOption &option);
    const Result &result() const { return m_result; }

Q_SIGNALS:
    void progress(const QString &text);
    void finished();

private:
    void payHosted();
    void payLocalSettled();
    void payLocalAuthorization();
    void payLocalSpl();
    void payLocalEip3009();
    void checkPermit2Allowance(const evm::EvmAddress &payer);
    void signEvm(const evm::EvmAddress &payer, const std::optional<evm::Eip712::Domain> &domain);
    void done();

    solana::LocalPaymentFlow::Services m_services;
    quint64 m_maxPriorityFee = 1000000;
    evm::EvmPaymentFlow::KeyProvider m_evmKeys;
    evm::EvmRpcClient *m_evmRpc = nullptr;
    PayerWallet m_wallet;
    PaymentOption m_option;
    QString m_url;
    Result m_result;
};

} // namespace paydesk::x402
