#pragma once

#include "evm/U256.h"
#include "models/LocalFamilyPart.h"
#include "payments/evm/EvmBroadcastTracker.h"
#include "payments/evm/EvmReplacement.h"

#include <QPointer>
#include <QUrl>
#include <functional>
#include <optional>

class QNetworkAccessManager;

namespace paydesk {

class LocalPaymentController;
class SettingsModel;
struct LocalRunOptions;
namespace evm {
class EvmRpcClient;
}

// EVM's choices for one local payment (LocalRunOptions::set, paydesk-cli's flags): the node
// (null: the one set for the payment's network) and the cap on gasLimit x maxFeePerGas.
struct EvmRunOptions
{
    evm::EvmRpcClient *rpc = nullptr;
    std::optional<evm::U256> maxNetworkFeeWei;
};

// EVM's part of the local payments (LocalFamilyPart): the node set per network, the most an EVM
// payment's gas may cost (a saved setting), the trackers' pacing, and speeding up or cancelling
// a payment still waiting for a block, which reviews and is approved like a payment.
class EvmLocalPayments : public LocalFamilyPart
{
    Q_OBJECT
public:
    struct Parts
    {
        LocalPaymentController *controller = nullptr; // the lock, the journal, the keys
        SettingsModel *settings = nullptr;
        QNetworkAccessManager *network = nullptr;
        // The user's EVM node for a network ("eip155:8453"); an empty URL when none is set.
        std::function<QUrl(const QString &network)> endpointFor;
    };
    explicit EvmLocalPayments(Parts parts, QObject *parent = nullptr);
    Chain family() const override { return Chain::Evm; }
    bool isBusy() const override;

    const Parts &parts() const { return m_parts; }
    // gasLimit x maxFeePerGas at most, in wei: 0.005 ETH unless set.
    evm::U256 maxNetworkFeeWei() const;
    void setMaxNetworkFeeWei(const evm::U256 &wei);
    // Test seam: how the flow's tracker paces resends and polls.
    void setTiming(const evm::EvmBroadcastTracker::Timing &timing) { m_timing = timing; }
    evm::EvmBroadcastTracker::Timing timing() const { return m_timing; }
    // The run's node, or this part's own client (its endpoint set per payment).
    evm::EvmRpcClient *node(const LocalRunOptions &run);

    // Speed up or cancel the payment in journal entry `journalId`; null with lastError() when it
    // cannot start (no such open EVM payment, the app locked, another payment under way).
    evm::EvmReplacement *startReplacement(qint64 journalId, evm::EvmReplacement::Kind kind,
                                          const LocalRunOptions &run);
    QString lastError() const { return m_lastError; }

Q_SIGNALS:
    void replacementStarted(paydesk::evm::EvmReplacement *replacement);
    void replacementFinished(paydesk::evm::EvmReplacement *replacement, const QString &wallet);

private:
    Parts m_parts;
    QPointer<evm::EvmReplacement> m_replacement;
    evm::EvmRpcClient *m_rpc = nullptr; // the settings' node, moved per network
    evm::EvmBroadcastTracker::Timing m_timing;
    QString m_lastError;
};

} // namespace paydesk
