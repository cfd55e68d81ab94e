#pragma once

#include "models/LocalSendKit.h"

namespace paydesk {

// Solana's local sends: a SolanaPaymentFlow on the run's RPC node or the one in the settings,
// held to the priority-fee cap and the simulation setting of the controller.
class SolanaLocalSends : public LocalSendKit
{
public:
    Chain family() const override { return Chain::Solana; }
    PaymentFlow *create(LocalPaymentController &controller, const LocalRunOptions &run,
                        QString *error) const override;
    void startSend(PaymentFlow &flow, const SendPaymentRequest &request) const override;
    // A buyer's transfer to a Solana wallet of ours, co-signed as its fee payer.
    bool receives() const override { return true; }
    void startReceive(PaymentFlow &flow, const ReceivePaymentRequest &request) const override;
};

} // namespace paydesk
