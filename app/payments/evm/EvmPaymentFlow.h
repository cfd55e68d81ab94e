#pragma once

#include "EvmBroadcastTracker.h"
#include "api/ServiceClient.h"
#include "evm/EvmPolicy.h"
#include "evm/EvmRpcClient.h"
#include "payments/PaymentFlow.h"
#include "store/PaymentJournal.h"
#include "wallet/EvmKeyImport.h"

#include <QObject>
#include <QPointer>
#include <functional>
#include <optional>

namespace paydesk::wallet {
class WalletManager;
}

namespace paydesk::evm {

// What the user's node said when it ran the payment before review (eth_estimateGas, eth_call).
struct EvmSimulation
{
    bool ok = false;
    QString message;                    // the node's words when it fails
    std::optional<quint64> gasEstimate; // eth_estimateGas
};

// Local mode on an EVM chain, one payment we send: the service builds the unsigned transaction;
// Paydesk decodes it strictly, reads the chain id, the pending nonce, the recipient's code and the
// fees from the user's own node, holds it against what the user asked for (EvmPolicy), shows it
// (reviewReady), and on approve() loads the key from the keychain, signs, journals the signed
// bytes with their nonce and hash, then broadcasts and follows them (EvmBroadcastTracker). It
// never signs a payment while another one from the same wallet on the same network can still
// land (its nonce unused): that one must be final, sped up or cancelled first (EvmReplacement).
// Steps and outcomes are PaymentFlow's, so the controller and views treat every chain alike.
class EvmPaymentFlow : public PaymentFlow
{
    Q_OBJECT
public:
    using KeyCallback =
        std::function<void(std::optional<wallet::EvmKey> key, const QString &error)>;
    using KeyProvider =
        std::function<void(const QString &address, QObject *context, KeyCallback done)>;

    struct Services
    {
        ServiceClient *service = nullptr;
        EvmRpcClient *rpc = nullptr; // the user's node; endpointFor() may move it per network
        PaymentJournal *journal = nullptr;
        KeyProvider keys;
        // The user's node for a network ("eip155:8453"); empty URL = keep rpc's endpoint.
        std::function<QUrl(const QString &network)> endpointFor;
    };
    struct Options
    {
        U256 maxNetworkFee = U256(5'000'000'000'000'000ULL); // gasLimit x maxFeePerGas: 0.005 ETH
        bool autoApprove = false;
        bool simulate = false; // eth_call before review
        int minSecondsLeft = 10;
        EvmBroadcastTracker::Timing timing;
    };

    EvmPaymentFlow(Services services, Options options, QObject *parent = nullptr);

    static KeyProvider keysFrom(wallet::WalletManager *wallets);
    // Signs `tx` with `key` (wiped here) when it is `from`'s key, then recovers the signer once
    // and compares: false and why (empty: the wrong key) when anything differs. Shared with
    // EvmReplacement.
    static bool signChecked(EvmTransaction &tx, wallet::EvmKey key, const EvmAddress &from,
                            QString *why);
    // What a follow that ended in `state` means; none while the transaction can still land.
    static std::optional<Outcome> outcomeOf(JournalState state);

    void startSend(const SendPaymentRequest &request);
    void approve() override;
    void reject() override;
    bool canRefresh() const override;
    void refresh() override; // before signing only: a fresh transaction from the service

    const EvmReview &review() const { return m_review; }
    std::optional<EvmSimulation> simulation() const { return m_simulation; }
    QString paymentId() const override { return m_unsigned.paymentId; }
    QString hash() const { return m_hash; } // "0x…" once signed
    QString transactionId() const override { return m_hash; }
    Summary summary() const override;
    QString network() const { return m_unsigned.network; }
    QUrl endpoint() const { return m_services.rpc->endpoint(); } // the node it uses
    // How long the broadcast transaction has waited for a block (0 before it is sent).
    qint64 waitingMs() const { return m_tracker ? m_tracker->waitingMs() : 0; }

protected:
    QString logName() const override;

private:
    void build();
    void onBuilt(TransactionReply *reply);
    void readNode();
    void onNodeRead();
    void estimateThenSimulate();
    void simulate();
    void present();
    bool pendingElsewhere();
    void sign(wallet::EvmKey key);
    void follow(const JournalEntry &entry);
    void fail(RpcCall *call, const QString &what);

    Services m_services;
    Options m_options;
    QString m_wallet; // EIP-55
    SendPaymentRequest m_send;
    EvmExpectation m_expect;
    UnsignedTransaction m_unsigned;
    std::optional<EvmTransaction> m_tx;
    EvmReview m_review;
    std::optional<EvmSimulation> m_simulation;
    int m_reads = 0;     // node reads still running
    QString m_readError; // the first one that failed
    quint64 m_nodeChainId = 0;
    QString m_hash;
    quint64 m_generation = 0; // answers of a superseded build are dropped
    QPointer<EvmBroadcastTracker> m_tracker;
};

} // namespace paydesk::evm
