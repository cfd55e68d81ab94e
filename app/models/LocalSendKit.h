#pragma once

#include "core/Address.h"
#include "core/FamilyRegistry.h"

#include <QString>
#include <memory>
#include <vector>

namespace paydesk {

class LocalPaymentController;
class PaymentFlow;
struct LocalRunOptions;
struct ReceivePaymentRequest;
struct SendPaymentRequest;

// One chain family's local sends for LocalPaymentController: its PaymentFlow for a payment the
// service builds, made from the controller's parts and saved settings plus the run's own choices
// (a CLI flag's node or cap), and how that flow starts. The controller checks what every family
// shares (the lock, the journal, no earlier payment of the wallet still open), picks the kit of
// the wallet's family and reports the flow; it never names a family
// (docs/architecture.md "Adding a chain family").
class LocalSendKit
{
public:
    virtual ~LocalSendKit() = default;
    virtual Chain family() const = 0;
    // The family's flow, not started, parented to `controller`; null with *error (a sentence
    // saying what to set) when the family cannot sign here now.
    virtual PaymentFlow *create(LocalPaymentController &controller, const LocalRunOptions &run,
                                QString *error) const = 0;
    // Starts a flow create() made.
    virtual void startSend(PaymentFlow &flow, const SendPaymentRequest &request) const = 0;
    // Whether the family's wallet here co-signs a buyer's payment to it (Solana: as its fee
    // payer); startReceive() starts one on a flow create() made.
    virtual bool receives() const { return false; }
    virtual void startReceive(PaymentFlow &, const ReceivePaymentRequest &) const {}
};

// The families whose wallets send from this computer: Solana and EVM built in; a test may add
// one of its own.
class LocalSendKits : public FamilyRegistry<LocalSendKit>
{
public:
    // The built-in families' (Solana, EVM); of() is null for a family without local sends.
    static LocalSendKits &standard();
};

} // namespace paydesk
