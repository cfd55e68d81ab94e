#include "SolanaLocalSends.h"

#include "SolanaLocalPayments.h"
#include "SolanaNodeSettings.h"
#include "models/AppLock.h"
#include "models/LocalPaymentController.h"
#include "payments/solana/SolanaPaymentFlow.h"

#include <QCoreApplication>

namespace paydesk {

namespace {
struct TrSolanaLocalSends
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::SolanaLocalSends)
};
} // namespace

PaymentFlow *SolanaLocalSends::create(LocalPaymentController &controller,
                                      const LocalRunOptions &run, QString *error) const
{
    const LocalPaymentController::Parts &parts = controller.parts();
    const auto *own = controller.part<SolanaLocalPayments>(Chain::Solana);
    if (!own) {
        *error = TrSolanaLocalSends::tr("Paydesk cannot sign Solana payments here: this "
                                        "program has no Solana node settings.");
        return nullptr;
    }
    const auto given = run.of<SolanaRunOptions>(Chain::Solana);
    solana::SolanaPaymentFlow::Options o;
    o.maxPriorityFeeLamports = given.maxPriorityFeeLamports.value_or(own->maxPriorityFeeLamports());
    o.simulate = run.simulate.value_or(controller.simulate());
    o.autoApprove = run.autoApprove;
    o.timing = own->timing();
    return new solana::SolanaPaymentFlow(
        {parts.service, given.rpc ? given.rpc : own->nodeSettings()->rpc(), parts.journal,
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
