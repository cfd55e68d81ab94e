#include "LocalPaymentController.h"

#include "LocalSendKit.h"
#include "SettingsModel.h"
#include "core/Address.h"
#include "models/AppLock.h"
#include "payments/WalletManager.h"

namespace paydesk {

namespace {
const QString kSimulate = QStringLiteral("local/simulate");
} // namespace

LocalPaymentController::LocalPaymentController(Parts parts, QObject *parent)
    : QObject(parent), m_parts(parts)
{}

void LocalPaymentController::addFamilyPart(LocalFamilyPart *part)
{
    if (part)
        m_familyParts[part->family()] = part;
}

bool LocalPaymentController::simulate() const
{
    return m_parts.settings->value(kSimulate, true).toBool();
}

void LocalPaymentController::setSimulate(bool on)
{
    m_parts.settings->setValue(kSimulate, on);
}

bool LocalPaymentController::familyBusy() const
{
    for (const auto &[family, part] : m_familyParts)
        if (part && part->isBusy())
            return true;
    return false;
}

bool LocalPaymentController::isBusy() const
{
    return (m_flow && m_flow->isRunning()) || familyBusy();
}

bool LocalPaymentController::mayStart(const QString &wallet, bool replacing)
{
    m_lastError.clear();
    // A replacement may start while the payment it replaces is still followed (broadcast).
    const bool blocked = replacing
                             ? familyBusy() || (m_flow && m_flow->isRunning() &&
                                                m_flow->step() != PaymentFlow::Step::Broadcasting)
                             : isBusy();
    if (blocked) {
        m_lastError = tr("A local payment is still in progress; wait for its outcome.");
        return false;
    }
    if (m_parts.lock && m_parts.lock->isLocked()) {
        m_lastError = AppLock::lockedMessage();
        return false;
    }
    if (!m_parts.journal || !m_parts.journal->isReady() || !m_parts.wallets) {
        m_lastError = tr("Local mode needs the app's database, which could not be opened.");
        return false;
    }
    if (!m_parts.wallets->directory()->find(wallet)) {
        m_lastError = tr("%1 is not a wallet whose key is on this computer. Create or import it "
                         "on the Wallets page.")
                          .arg(wallet);
        return false;
    }
    // A speed-up or cancel replaces the payment that may still land (same nonce): the one
    // signature allowed while it is open.
    for (const JournalEntry &e : m_parts.journal->unresolved())
        if (e.wallet == wallet && !replacing) {
            m_lastError = tr("An earlier payment from this wallet (%1) may still land. Paydesk "
                             "signs nothing new for it until that payment has a final outcome.")
                              .arg(e.signature);
            return false;
        }
    return true;
}

PaymentFlow *LocalPaymentController::create(const QString &wallet, const RunOptions &run)
{
    const Chain family = Address::familyOf(wallet);
    const LocalSendKit *kit = LocalSendKits::standard().of(family);
    if (!kit) {
        m_lastError = family == Chain::Unknown
                          ? tr("%1 is not a wallet address.").arg(wallet)
                          : tr("Paydesk cannot sign %1 payments on this computer: pay from a "
                               "Solana or EVM wallet.")
                                .arg(chainName(family));
        return nullptr;
    }
    if (!mayStart(wallet, false))
        return nullptr;
    QString error;
    PaymentFlow *flow = kit->create(*this, run, &error);
    if (!flow) {
        m_lastError = error;
        return nullptr;
    }
    adopt(flow, wallet);
    return flow;
}

// The new flow replaces the last one (kept until now for the views that showed it); it reports
// its end once, with the wallet whose balance and history may have changed.
void LocalPaymentController::adopt(PaymentFlow *flow, const QString &wallet)
{
    delete m_flow.data();
    m_flow = flow;
    connect(flow, &PaymentFlow::finished, this,
            [this, flow, wallet]() { Q_EMIT flowFinished(flow, wallet); });
}

PaymentFlow *LocalPaymentController::startSend(const SendPaymentRequest &request,
                                               const RunOptions &run)
{
    PaymentFlow *flow = create(request.walletAddress, run);
    if (!flow)
        return nullptr;
    Q_EMIT flowStarted(flow);
    LocalSendKits::standard()
        .of(Address::familyOf(request.walletAddress))
        ->startSend(*flow, request);
    return flow;
}

// A buyer's payment to a wallet of ours, co-signed by it: only a family whose kit receives().
PaymentFlow *LocalPaymentController::startReceive(const ReceivePaymentRequest &request,
                                                  const RunOptions &run)
{
    const LocalSendKit *kit =
        LocalSendKits::standard().of(Address::familyOf(request.walletAddress));
    if (!kit || !kit->receives()) {
        QStringList families;
        LocalSendKits::standard().forEach([&families](const LocalSendKit &k) {
            if (k.receives())
                families.append(chainName(k.family()));
        });
        m_lastError = tr("%1 cannot co-sign a buyer's payment here: choose a wallet on this "
                         "computer of a chain that does (%2).")
                          .arg(request.walletAddress, families.join(QStringLiteral(", ")));
        return nullptr;
    }
    PaymentFlow *flow = create(request.walletAddress, run);
    if (!flow)
        return nullptr;
    Q_EMIT flowStarted(flow);
    kit->startReceive(*flow, request);
    return flow;
}

} // namespace paydesk
