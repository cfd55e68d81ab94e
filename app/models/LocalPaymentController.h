#pragma once

#include "payments/LocalPaymentFlow.h"

#include <QObject>
#include <QPointer>
#include <optional>

namespace paydesk {

class AppLock;
class RpcSettingsModel;
class SettingsModel;

// What one payment may decide for itself (paydesk-cli's flags); what is left unset follows
// the user's settings. Nothing here is saved.
struct LocalRunOptions
{
    solana::RpcClient *rpc = nullptr;              // null: the endpoint chosen in the settings
    std::optional<quint64> maxPriorityFeeLamports; // the cap for this payment only
    std::optional<bool> simulate;
    bool autoApprove = false; // approved before the review (paydesk-cli --yes)
};

// Starts local-mode payments for the views: one LocalPaymentFlow at a time, wired to the app's
// service client, the chosen RPC endpoint, the payment journal and the keychain, with the user's
// settings (priority-fee cap, simulation). The flow itself drives the steps; the views bind to it.
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
        RpcSettingsModel *rpc = nullptr;
        PaymentJournal *journal = nullptr;
        wallet::WalletManager *wallets = nullptr;
        SettingsModel *settings = nullptr;
        AppLock *lock = nullptr; // while locked, no key is handed out and no flow starts
    };
    using RunOptions = LocalRunOptions;
    explicit LocalPaymentController(Parts parts, QObject *parent = nullptr);

    // The new flow (owned here until the next one) or null with lastError(). flowStarted() is
    // emitted before the flow takes its first step: connect to the flow there.
    solana::LocalPaymentFlow *startSend(const SendPaymentRequest &request,
                                        const RunOptions &run = {});
    solana::LocalPaymentFlow *startReceive(const ReceivePaymentRequest &request,
                                           const RunOptions &run = {});
    solana::LocalPaymentFlow *flow() const { return m_flow; }
    bool isBusy() const;
    QString lastError() const { return m_lastError; }

    // Settings: the most Paydesk signs for as priority fee, and simulation before review.
    quint64 maxPriorityFeeLamports() const;
    void setMaxPriorityFeeLamports(quint64 lamports);
    bool simulate() const;
    void setSimulate(bool on);
    // Test seam: how the flow's tracker paces resends and polls.
    void setTiming(const solana::BroadcastTracker::Timing &timing) { m_timing = timing; }

Q_SIGNALS:
    void flowStarted(paydesk::solana::LocalPaymentFlow *flow);
    // A flow ended; `wallet` may have a new balance and history.
    void flowFinished(paydesk::solana::LocalPaymentFlow *flow, const QString &wallet);

private:
    solana::LocalPaymentFlow *create(const QString &wallet, const RunOptions &run);

    Parts m_parts;
    QPointer<solana::LocalPaymentFlow> m_flow;
    solana::BroadcastTracker::Timing m_timing;
    QString m_lastError;
};

} // namespace paydesk
