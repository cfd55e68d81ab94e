#include "LocalPaymentController.h"

#include "RpcSettingsModel.h"
#include "SettingsModel.h"
#include "payments/WalletManager.h"
#include "wallet/AppLock.h"

namespace paydesk {

using solana::LocalPaymentFlow;

namespace {
const QString kCap = QStringLiteral("local/maxPriorityFeeLamports");
const QString kSimulate = QStringLiteral("local/simulate");
} // namespace

LocalPaymentController::LocalPaymentController(Parts parts, QObject *parent)
    : QObject(parent), m_parts(parts)
{}

quint64 LocalPaymentController::maxPriorityFeeLamports() const
{
    return m_parts.settings->value(kCap, qulonglong(1000000)).toULongLong();
}

void LocalPaymentController::setMaxPriorityFeeLamports(quint64 lamports)
{
    m_parts.settings->setValue(kCap, qulonglong(lamports));
}

bool LocalPaymentController::simulate() const
{
    return m_parts.settings->value(kSimulate, true).toBool();
}

void LocalPaymentController::setSimulate(bool on)
{
    m_parts.settings->setValue(kSimulate, on);
}

bool LocalPaymentController::isBusy() const
{
    return m_flow && m_flow->step() != LocalPaymentFlow::Step::Finished &&
           m_flow->step() != LocalPaymentFlow::Step::Idle;
}

LocalPaymentFlow *LocalPaymentController::create(const QString &wallet, const RunOptions &run)
{
    m_lastError.clear();
    if (isBusy()) {
        m_lastError = tr("A local payment is still in progress; wait for its outcome.");
        return nullptr;
    }
    if (m_parts.lock && m_parts.lock->isLocked()) {
        m_lastError = AppLock::lockedMessage();
        return nullptr;
    }
    if (!m_parts.journal || !m_parts.journal->isReady() || !m_parts.wallets) {
        m_lastError = tr("Local mode needs the app's database, which could not be opened.");
        return nullptr;
    }
    if (!m_parts.wallets->directory()->find(wallet)) {
        m_lastError = tr("%1 is not a wallet whose key is on this computer. Create or import it "
                         "on the Wallets page.")
                          .arg(wallet);
        return nullptr;
    }
    for (const JournalEntry &e : m_parts.journal->unresolved())
        if (e.wallet == wallet) {
            m_lastError = tr("An earlier payment from this wallet (%1) may still land. Paydesk "
                             "signs nothing new for it until that payment has a final outcome.")
                              .arg(e.signature);
            return nullptr;
        }
    delete m_flow.data();
    LocalPaymentFlow::Options o;
    o.maxPriorityFeeLamports = run.maxPriorityFeeLamports.value_or(maxPriorityFeeLamports());
    o.simulate = run.simulate.value_or(simulate());
    o.autoApprove = run.autoApprove;
    o.timing = m_timing;
    m_flow = new LocalPaymentFlow(
        {m_parts.service, run.rpc ? run.rpc : m_parts.rpc->rpc(), m_parts.journal,
         AppLock::guardKeys(m_parts.lock, LocalPaymentFlow::keysFrom(m_parts.wallets))},
        o, this);
    LocalPaymentFlow *flow = m_flow;
    connect(flow, &LocalPaymentFlow::finished, this,
            [this, flow, wallet]() { Q_EMIT flowFinished(flow, wallet); });
    return flow;
}

LocalPaymentFlow *LocalPaymentController::startSend(const SendPaymentRequest &request,
                                                    const RunOptions &run)
{
    LocalPaymentFlow *flow = create(request.walletAddress, run);
    if (!flow)
        return nullptr;
    Q_EMIT flowStarted(flow);
    flow->startSend(request);
    return flow;
}

LocalPaymentFlow *LocalPaymentController::startReceive(const ReceivePaymentRequest &request,
                                                       const RunOptions &run)
{
    LocalPaymentFlow *flow = create(request.walletAddress, run);
    if (!flow)
        return nullptr;
    Q_EMIT flowStarted(flow);
    flow->startReceive(request);
    return flow;
}

} // namespace paydesk
