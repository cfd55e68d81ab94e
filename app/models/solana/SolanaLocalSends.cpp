#include "SolanaLocalSends.h"

#include "models/AppLock.h"
#include "models/LocalPaymentController.h"
#include "models/solana/SolanaNodeSettings.h"
#include "payments/solana/SolanaPaymentFlow.h"

namespace paydesk {

PaymentFlow *SolanaLocalSends::create(LocalPaymentController &controller,
                                      const LocalRunOptions &run, QString *) const
{
    const LocalPaymentController::Parts &parts = controller.parts();
    solana::SolanaPaymentFlow::Options o;
    o.maxPriorityFeeLamports =
        run.maxPriorityFeeLamports.value_or(controller.maxPriorityFeeLamports());
    o.simulate = run.simulate.value_or(controller.simulate());
    o.autoApprove = run.autoApprove;
    o.timing = controller.timing();
    return new solana::SolanaPaymentFlow(
        {parts.service, run.rpc ? run.rpc : parts.rpc->rpc(), parts.journal,
         AppLock::guardKeys(parts.lock, solana::SolanaPaymentFlow::keysFrom(parts.wallets))},
        o, &controller);
}

void SolanaLocalSends::startSend(PaymentFlow &flow, const SendPaymentRequest &request) const
{
    static_cast<solana::SolanaPaymentFlow &>(flow).startSend(request);
}

void SolanaLocalSends::startReceive(PaymentFlow &flow, const ReceivePaymentRequest &request) const
{
    static_cast<solana::SolanaPaymentFlow &>(flow).startReceive(request);
}

} // namespace paydesk
