#pragma once

#include "BroadcastTracker.h"
#include "api/ServiceClient.h"
#include "payments/PaymentFlow.h"
#include "solana/RpcClient.h"
#include "solana/Transaction.h"
#include "solana/TransactionPolicy.h"
#include "store/PaymentJournal.h"

#include <QObject>
#include <QPointer>
#include <functional>
#include <optional>

namespace paydesk::wallet {
class WalletManager;
}

namespace paydesk::solana {

// Local mode, one payment: the service builds the transaction; Paydesk decodes it, holds it
// against what the user asked for (TransactionPolicy), shows it (reviewReady), and on approve()
// loads the key from the keychain, signs the exact received message bytes, journals the signed
// bytes, then broadcasts and follows them (BroadcastTracker) to a final state. Send: we pay.
// Receive: the buyer signed a transfer to us, we co-sign as fee payer. Once signed, a flow
// never fetches or signs another transaction.
class SolanaPaymentFlow : public PaymentFlow
{
    Q_OBJECT
public:
    using KeyCallback = std::function<void(std::optional<Keypair> keypair, const QString &error)>;
    // Loads the keypair of `address`; calls back exactly once (context: lifetime guard).
    using KeyProvider =
        std::function<void(const QString &address, QObject *context, KeyCallback done)>;

    struct Services
    {
        ServiceClient *service = nullptr;
        RpcClient *rpc = nullptr;
        PaymentJournal *journal = nullptr;
        KeyProvider keys;
    };
    // A send built here rather than by the service (an x402 payment in native SOL from a local
    // wallet needs no service): a System transfer on the latest blockhash of the user's node,
    // with the seller's memo; the payment id is "sol:" and the signature.
    struct LocalBuild
    {
        QString network;                // shown in the review and journaled
        std::optional<QByteArray> memo; // exactly this memo, when set
    };
    struct Options
    {
        quint64 maxPriorityFeeLamports = 1000000; // the user's cap (0.001 SOL)
        bool autoApprove = false;                 // approve as soon as the checks pass (CLI)
        bool simulate = false;                    // simulateTransaction before review
        int minSecondsLeft = 10;
        BroadcastTracker::Timing timing;
        std::optional<LocalBuild> buildHere; // sends only
    };

    SolanaPaymentFlow(Services services, Options options, QObject *parent = nullptr);

    // Keys from the OS keychain through the wallet manager (the GUI's and CLI's provider).
    static KeyProvider keysFrom(wallet::WalletManager *wallets);

    void startSend(const SendPaymentRequest &request);
    void startReceive(const ReceivePaymentRequest &request);
    void approve() override;
    void reject() override;
    bool canRefresh() const override;
    void refresh() override;

    const TransactionReview &review() const { return m_review; }
    std::optional<SimulationResult> simulation() const { return m_simulation; }
    QString paymentId() const override { return m_unsigned.paymentId; }
    QString signature() const { return m_signature; }
    QString transactionId() const override { return m_signature; }
    Summary summary() const override;
    bool isSend() const { return m_direction == Direction::Sent; }

protected:
    QString logName() const override;

private:
    void build();
    void onBuilt(TransactionReply *reply);
    void buildLocally();
    void check();
    void checkSettled();
    void present();
    void sign(Keypair keypair);

    Services m_services;
    Options m_options;
    Direction m_direction = Direction::Unknown; // until startSend() or startReceive()
    QString m_wallet;
    SendPaymentRequest m_send;
    ReceivePaymentRequest m_receive;
    PaymentExpectation m_expect;
    UnsignedTransaction m_unsigned;
    std::optional<Transaction> m_tx;
    TransactionReview m_review;
    std::optional<SimulationResult> m_simulation;
    QString m_signature;
    QPointer<BroadcastTracker> m_tracker;
};

} // namespace paydesk::solana
