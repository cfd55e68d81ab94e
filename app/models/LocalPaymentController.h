#pragma once

#include "core/PaymentRequests.h"
#include "models/LocalFamilyPart.h"
#include "payments/PaymentFlow.h"

#include <QObject>
#include <QPointer>
#include <any>
#include <map>
#include <optional>

namespace paydesk {

class AppLock;
class SettingsModel;
class ServiceClient;
namespace wallet {
class WalletManager;
}

// What one payment may decide for itself (paydesk-cli's flags); what is left unset follows
// the user's settings. Nothing here is saved.
struct LocalRunOptions
{
    std::optional<bool> simulate;
    bool autoApprove = false; // approved before the review (paydesk-cli --yes)
    // The family's own choices for this payment (its node, its fee cap), in the family's type
    // (SolanaRunOptions, EvmRunOptions): set by the family's CLI part, read by its kit.
    template <class Options> void set(Chain family, Options options)
    {
        m_family[family] = std::move(options);
    }
    // The family's choices; the type's defaults (the settings decide) when none were set.
    template <class Options> Options of(Chain family) const
    {
        const auto it = m_family.find(family);
        const Options *given = it == m_family.end() ? nullptr : std::any_cast<Options>(&it->second);
        return given ? *given : Options{};
    }

private:
    std::map<Chain, std::any> m_family;
};

// Starts local-mode payments for the views: one PaymentFlow at a time (the wallet's family's,
// from its LocalSendKit), wired to the app's service client, the payment journal and the
// keychain, with the user's settings (simulation; each family's own in its LocalFamilyPart). The
// flow itself drives the steps; the views bind to it.
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
        PaymentJournal *journal = nullptr;
        wallet::WalletManager *wallets = nullptr;
        SettingsModel *settings = nullptr;
        AppLock *lock = nullptr; // while locked, no key is handed out and no flow starts
    };
    using RunOptions = LocalRunOptions;
    explicit LocalPaymentController(Parts parts, QObject *parent = nullptr);

    // A family's own part (the composition root adds one per family; owned by the caller).
    void addFamilyPart(LocalFamilyPart *part);
    // The family's part as its own type; null when none was added.
    template <class Part> Part *part(Chain family) const
    {
        const auto it = m_familyParts.find(family);
        return it == m_familyParts.end() ? nullptr : qobject_cast<Part *>(it->second.data());
    }

    // The new flow (owned here until the next one) or null with lastError(). flowStarted() is
    // emitted before the flow takes its first step: connect to the flow there.
    // A payment from the request's wallet, on the wallet's chain family.
    PaymentFlow *startSend(const SendPaymentRequest &request, const RunOptions &run = {});
    // A buyer's transfer to a wallet of ours, co-signed by it (a family whose kit receives():
    // Solana, as the fee payer).
    PaymentFlow *startReceive(const ReceivePaymentRequest &request, const RunOptions &run = {});
    PaymentFlow *flow() const { return m_flow; }
    bool isBusy() const;
    QString lastError() const { return m_lastError; }
    // Whether a payment of `wallet` may start now (false with lastError()): the app unlocked, the
    // journal open, the wallet's key here, nothing else under way, and no earlier payment of the
    // wallet that may still land. `replacing`: a replacement of that open payment (EVM's speed-up
    // or cancel), which may start while the payment it replaces is still followed.
    bool mayStart(const QString &wallet, bool replacing);

    // Settings: simulation before review.
    bool simulate() const;
    void setSimulate(bool on);

    // For the families' LocalSendKit: what a flow is made from.
    const Parts &parts() const { return m_parts; }

Q_SIGNALS:
    void flowStarted(paydesk::PaymentFlow *flow);
    // A flow ended; `wallet` may have a new balance and history.
    void flowFinished(paydesk::PaymentFlow *flow, const QString &wallet);

private:
    // The flow of `wallet`'s family's LocalSendKit, adopted; null with lastError().
    PaymentFlow *create(const QString &wallet, const RunOptions &run);
    void adopt(PaymentFlow *flow, const QString &wallet);
    bool familyBusy() const;

    Parts m_parts;
    std::map<Chain, QPointer<LocalFamilyPart>> m_familyParts;
    QPointer<PaymentFlow> m_flow;
    QString m_lastError;
};

} // namespace paydesk
