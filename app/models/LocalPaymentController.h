#pragma once

#include "payments/PaymentFlow.h"
#include "payments/evm/EvmPaymentFlow.h"
#include "payments/evm/EvmReplacement.h"
#include "payments/solana/SolanaPaymentFlow.h"

#include <QObject>
#include <QPointer>
#include <optional>

namespace paydesk {

class AppLock;
class SolanaNodeSettings;
class SettingsModel;

// What one payment may decide for itself (paydesk-cli's flags); what is left unset follows
// the user's settings. Nothing here is saved.
struct LocalRunOptions
{
    solana::RpcClient *rpc = nullptr;              // null: the endpoint chosen in the settings
    std::optional<quint64> maxPriorityFeeLamports; // the cap for this payment only
    std::optional<bool> simulate;
    bool autoApprove = false; // approved before the review (paydesk-cli --yes)
    // EVM wallets: the node (null: the one set for the payment's network) and the cap on
    // gasLimit x maxFeePerGas for this payment only.
    evm::EvmRpcClient *evmRpc = nullptr;
    std::optional<evm::U256> maxNetworkFeeWei;
};

// Starts local-mode payments for the views: one PaymentFlow at a time (the wallet's family's:
// solana::SolanaPaymentFlow or evm::EvmPaymentFlow), wired to the app's service client, the
// chosen node, the payment journal and the keychain, with the user's settings (fee caps,
// simulation). The flow itself drives the steps; the views bind to it.
// Refuses to start while an earlier payment of the same wallet may still land (journal).
// The desktop app and paydesk-cli both start their local payments here; a CLI run may choose its
// own endpoint, cap, simulation and approval for that one payment (RunOptions).
class LocalPaymentController : public QObject
{
    Q_OBJECT
public:
    struct Parts
    {
        ServiceClient *service = nullptr;
        SolanaNodeSettings *rpc = nullptr;
        PaymentJournal *journal = nullptr;
        wallet::WalletManager *wallets = nullptr;
        SettingsModel *settings = nullptr;
        AppLock *lock = nullptr; // while locked, no key is handed out and no flow starts
        QNetworkAccessManager *network = nullptr; // EVM nodes
        // The user's EVM node for a network ("eip155:8453"); an empty URL when none is set.
        std::function<QUrl(const QString &network)> evmEndpointFor;
    };
    using RunOptions = LocalRunOptions;
    explicit LocalPaymentController(Parts parts, QObject *parent = nullptr);

    // The new flow (owned here until the next one) or null with lastError(). flowStarted() is
    // emitted before the flow takes its first step: connect to the flow there.
    // A payment from the request's wallet, on the wallet's chain family.
    PaymentFlow *startSend(const SendPaymentRequest &request, const RunOptions &run = {});
    // A buyer's transfer to a wallet of ours, co-signed by it (a family whose kit receives():
    // Solana, as the fee payer).
    PaymentFlow *startReceive(const ReceivePaymentRequest &request, const RunOptions &run = {});
    PaymentFlow *flow() const { return m_flow; }
    // Speed up or cancel the EVM payment in journal entry `journalId` (still waiting for a
    // block); the replacement reviews and is approved like a payment.
    evm::EvmReplacement *startReplacement(qint64 journalId, evm::EvmReplacement::Kind kind,
                                          const RunOptions &run = {});
    bool isBusy() const;
    QString lastError() const { return m_lastError; }

    // Settings: the most Paydesk signs for as priority fee, and simulation before review.
    quint64 maxPriorityFeeLamports() const;
    void setMaxPriorityFeeLamports(quint64 lamports);
    bool simulate() const;
    void setSimulate(bool on);
    // The most an EVM payment's gas may cost (gasLimit x maxFeePerGas), in wei: 0.005 ETH unless
    // set.
    evm::U256 maxNetworkFeeWei() const;
    void setMaxNetworkFeeWei(const evm::U256 &wei);
    // Test seam: how the flow's tracker paces resends and polls.
    void setTiming(const solana::BroadcastTracker::Timing &timing) { m_timing = timing; }
    void setEvmTiming(const evm::EvmBroadcastTracker::Timing &timing) { m_evmTiming = timing; }

    // For the families' LocalSendKit: what a flow is made from.
    const Parts &parts() const { return m_parts; }
    solana::BroadcastTracker::Timing timing() const { return m_timing; }
    evm::EvmBroadcastTracker::Timing evmTiming() const { return m_evmTiming; }
    // The run's EVM node, or the controller's own client (its endpoint set per payment).
    evm::EvmRpcClient *evmNode(const RunOptions &run);

Q_SIGNALS:
    void flowStarted(paydesk::PaymentFlow *flow);
    // A flow ended; `wallet` may have a new balance and history.
    void flowFinished(paydesk::PaymentFlow *flow, const QString &wallet);
    void replacementStarted(paydesk::evm::EvmReplacement *replacement);
    void replacementFinished(paydesk::evm::EvmReplacement *replacement, const QString &wallet);

private:
    // The flow of `wallet`'s family's LocalSendKit, adopted; null with lastError().
    PaymentFlow *create(const QString &wallet, const RunOptions &run);
    void adopt(PaymentFlow *flow, const QString &wallet);
    bool mayStart(const QString &wallet, bool replacing);

    Parts m_parts;
    QPointer<PaymentFlow> m_flow;
    QPointer<evm::EvmReplacement> m_replacement;
    evm::EvmRpcClient *m_evmRpc = nullptr; // the settings' node, moved per network
    solana::BroadcastTracker::Timing m_timing;
    evm::EvmBroadcastTracker::Timing m_evmTiming;
    QString m_lastError;
};

} // namespace paydesk
