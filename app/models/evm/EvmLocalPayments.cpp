#include "EvmLocalPayments.h"

#include "evm/EvmRpcClient.h"
#include "models/AppLock.h"
#include "models/LocalPaymentController.h"
#include "models/SettingsModel.h"
#include "payments/evm/EvmPaymentFlow.h"

namespace paydesk {

namespace {
const QString kNetworkFeeCapKey = QStringLiteral("local/maxNetworkFeeWei");
} // namespace

EvmLocalPayments::EvmLocalPayments(Parts parts, QObject *parent)
    : LocalFamilyPart(parent), m_parts(std::move(parts))
{}

bool EvmLocalPayments::isBusy() const
{
    return m_replacement && m_replacement->isRunning();
}

evm::U256 EvmLocalPayments::maxNetworkFeeWei() const
{
    const auto saved =
        evm::U256::fromDecimal(m_parts.settings->value(kNetworkFeeCapKey).toString());
    return saved.value_or(evm::EvmPaymentFlow::Options().maxNetworkFee);
}

void EvmLocalPayments::setMaxNetworkFeeWei(const evm::U256 &wei)
{
    m_parts.settings->setValue(kNetworkFeeCapKey, wei.toDecimal());
}

evm::EvmRpcClient *EvmLocalPayments::node(const LocalRunOptions &run)
{
    if (auto *given = run.of<EvmRunOptions>(Chain::Evm).rpc)
        return given;
    if (!m_rpc)
        m_rpc = new evm::EvmRpcClient(m_parts.network, QUrl(), this);
    return m_rpc;
}

evm::EvmReplacement *EvmLocalPayments::startReplacement(qint64 journalId,
                                                        evm::EvmReplacement::Kind kind,
                                                        const LocalRunOptions &run)
{
    m_lastError.clear();
    LocalPaymentController *controller = m_parts.controller;
    const LocalPaymentController::Parts &shared = controller->parts();
    const auto entry = shared.journal ? shared.journal->find(journalId) : std::nullopt;
    if (!entry || !entry->nonce) {
        m_lastError = tr("Only an EVM payment that still waits for a block can be sped up or "
                         "cancelled.");
        return nullptr;
    }
    if (!controller->mayStart(entry->wallet, true)) {
        m_lastError = controller->lastError();
        return nullptr;
    }
    delete m_replacement.data();
    evm::EvmReplacement::Options o;
    const auto own = run.of<EvmRunOptions>(Chain::Evm);
    o.maxNetworkFee = own.maxNetworkFeeWei.value_or(maxNetworkFeeWei());
    o.autoApprove = run.autoApprove;
    o.timing = m_timing;
    evm::EvmRpcClient *rpc = node(run);
    if (!own.rpc) {
        const QUrl set = m_parts.endpointFor ? m_parts.endpointFor(entry->network) : QUrl();
        rpc->setEndpoint(set.isEmpty() ? QUrl(entry->rpcUrl) : set);
    }
    m_replacement = new evm::EvmReplacement(
        {rpc, shared.journal,
         AppLock::guardKeys(shared.lock, evm::EvmPaymentFlow::keysFrom(shared.wallets))},
        o, this);
    evm::EvmReplacement *replacement = m_replacement;
    const QString wallet = entry->wallet;
    connect(replacement, &evm::EvmReplacement::finished, this,
            [this, replacement, wallet]() { Q_EMIT replacementFinished(replacement, wallet); });
    Q_EMIT replacementStarted(replacement);
    replacement->start(journalId, kind);
    return replacement;
}

} // namespace paydesk
