#pragma once

#include "models/LocalSendKit.h"

namespace paydesk {

// EVM local sends: an EvmPaymentFlow through the run's node, or the one set for the network the
// service names, held to the network-fee cap and the simulation setting of the controller.
class EvmLocalSends : public LocalSendKit
{
public:
    Chain family() const override { return Chain::Evm; }
    PaymentFlow *create(LocalPaymentController &controller, const LocalRunOptions &run,
                        QString *error) const override;
    void startSend(PaymentFlow &flow, const SendPaymentRequest &request) const override;
};

} // namespace paydesk
