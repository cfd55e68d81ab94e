#pragma once

#include "models/LocalFamilyPart.h"
#include "payments/solana/BroadcastTracker.h"

#include <optional>

namespace paydesk {

class SettingsModel;
class SolanaNodeSettings;
namespace solana {
class RpcClient;
}

// Solana's choices for one local payment (LocalRunOptions::set, paydesk-cli's flags).
struct SolanaRunOptions
{
    solana::RpcClient *rpc = nullptr;              // null: the endpoint chosen in the settings
    std::optional<quint64> maxPriorityFeeLamports; // the cap for this payment only
};

// Solana's part of the local payments (LocalFamilyPart): the node chosen in the settings, the
// most Paydesk signs for as priority fee (a saved setting), and how the trackers pace resends.
class SolanaLocalPayments : public LocalFamilyPart
{
    Q_OBJECT
public:
    SolanaLocalPayments(SolanaNodeSettings *rpc, SettingsModel *settings,
                        QObject *parent = nullptr);
    Chain family() const override { return Chain::Solana; }

    SolanaNodeSettings *nodeSettings() const { return m_rpc; }
    quint64 maxPriorityFeeLamports() const;
    void setMaxPriorityFeeLamports(quint64 lamports);
    // Test seam: how the flow's tracker paces resends and polls.
    void setTiming(const solana::BroadcastTracker::Timing &timing) { m_timing = timing; }
    solana::BroadcastTracker::Timing timing() const { return m_timing; }

private:
    SolanaNodeSettings *m_rpc;
    SettingsModel *m_settings;
    solana::BroadcastTracker::Timing m_timing;
};

} // namespace paydesk
