#include "EvmLocalSends.h"

#include "EvmLocalPayments.h"
#include "models/AppLock.h"
#include "models/LocalPaymentController.h"
#include "payments/evm/EvmPaymentFlow.h"

#include <QCoreApplication>

namespace paydesk {

namespace {
struct TrEvmLocalSends
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::EvmLocalSends)
};
} // namespace

PaymentFlow *EvmLocalSends::create(LocalPaymentController &controller, const LocalRunOptions &run,
                                   QString *error) const
{
    const LocalPaymentController::Parts &parts = controller.parts();
    auto *own = controller.part<EvmLocalPayments>(Chain::Evm);
    const auto given = run.of<EvmRunOptions>(Chain::Evm);
    if (!own || (!given.rpc && !own->parts().endpointFor)) {
        *error = TrEvmLocalSends::tr("No EVM node is set: add one for the wallet's network in "
                                     "Settings.");
        return nullptr;
    }
    evm::EvmPaymentFlow::Options o;
    o.maxNetworkFee = given.maxNetworkFeeWei.value_or(own->maxNetworkFeeWei());
    o.simulate = run.simulate.value_or(controller.simulate());
    o.autoApprove = run.autoApprove;
    o.timing = own->timing();
    // A node given for this run is used as it is; otherwise the one set for the network the
    // service names (an unset network leaves the URL empty: the flow says it cannot reach it).
    std::function<QUrl(const QString &)> endpointFor;
    if (!given.rpc)
        endpointFor = [fn = own->parts().endpointFor](const QString &network) {
            const QUrl url = fn(network);
            return url.isEmpty() ? QUrl(QStringLiteral("http://0.0.0.0:0/no-node-set")) : url;
        };
    return new evm::EvmPaymentFlow(
        {parts.service, own->node(run), parts.journal,
         AppLock::guardKeys(parts.lock, evm::EvmPaymentFlow::keysFrom(parts.wallets)), endpointFor},
        o, &controller);
}

void EvmLocalSends::startSend(PaymentFlow &flow, const SendPaymentRequest &request) const
{
    static_cast<evm::EvmPaymentFlow &>(flow).startSend(request);
}

} // namespace paydesk
