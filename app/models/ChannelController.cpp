#include "ChannelController.h"

#include "LocalWalletModel.h"
#include "NodeSettings.h"
#include "PaymentEvents.h"
#include "core/Address.h"
#include "core/Network.h"
#include "models/AppLock.h"
#include "payments/WalletManager.h"
#include "store/PaidFetchJournal.h"

namespace paydesk {

ChannelController::ChannelController(const Parts &parts, QObject *parent)
    : QObject(parent), m_parts(parts),
      m_model(new ChannelsModel(parts.fetches ? &parts.fetches->channels() : nullptr, this))
{}

QString ChannelController::walletLabel(const QString &address) const
{
    const int row = m_parts.localWallets ? m_parts.localWallets->rowOf(address) : -1;
    const QString label = row >= 0 ? m_parts.localWallets->labelAt(row) : QString();
    return label.isEmpty() ? Address::brief(address)
                           : tr("%1 (%2)").arg(label, Address::brief(address));
}

bool ChannelController::canRefund(const ChannelRow &row, QString *why)
{
    QString reason;
    if (row.status == ChannelRow::Status::Closed)
        reason = tr("This channel is closed: nothing is left in it.");
    else if (row.resource.isEmpty())
        reason = tr("Paydesk knows no URL of this seller to ask for the refund: withdraw instead.");
    if (why)
        *why = reason;
    return reason.isEmpty();
}

bool ChannelController::canWithdraw(const ChannelRow &row, QString *why)
{
    const bool closed = row.status == ChannelRow::Status::Closed;
    if (why)
        *why = closed ? tr("This channel is closed: nothing is left in it.") : QString();
    return !closed;
}

bool ChannelController::isBusy() const
{
    return m_refunding || (m_withdrawal && m_withdrawal->step() != PaymentFlow::Step::Finished);
}

std::optional<ChannelRow> ChannelController::channel(const QString &id, QString *error) const
{
    if (isBusy()) {
        *error = tr("Wait until the refund or withdrawal under way has ended.");
        return std::nullopt;
    }
    if (m_parts.lock && m_parts.lock->isLocked()) {
        *error = AppLock::lockedMessage();
        return std::nullopt;
    }
    const auto row = m_parts.fetches ? m_parts.fetches->channels().find(id) : std::nullopt;
    if (!row)
        *error = tr("Paydesk has no channel %1.").arg(id);
    return row;
}

void ChannelController::onEnded(const QString &wallet)
{
    m_model->reload();
    if (m_parts.events && !wallet.isEmpty())
        m_parts.events->reportMoneyMoved(wallet);
    Q_EMIT actionFinished();
}

evm::ChannelRefund *ChannelController::startRefund(const QString &id, QString *error)
{
    const auto row = channel(id, error);
    if (!row || !canRefund(*row, error))
        return nullptr;
    delete m_refund.data();
    // The node reads back what the refund returned; without one the seller's word is kept.
    auto *rpc = NodeSettings::chainNodes(m_parts.nodes, false)
                    .node<evm::EvmRpcClient>(Network::family(row->network));
    m_refund = new evm::ChannelRefund(
        {m_parts.network, &m_parts.fetches->channels(),
         AppLock::guardKeys(m_parts.lock, evm::EvmPaymentFlow::keysFrom(m_parts.walletManager)),
         rpc},
        this);
    // ChannelRefund has no steps of its own: under way from start() until finished().
    m_refunding = true;
    connect(m_refund, &evm::ChannelRefund::finished, this, [this, wallet = row->payer]() {
        m_refunding = false;
        onEnded(m_refund->ok() ? wallet : QString());
    });
    // Started on the next turn of the event loop: the caller connects to it first.
    QMetaObject::invokeMethod(
        m_refund, [refund = m_refund.data(), r = *row]() { refund->start(r); },
        Qt::QueuedConnection);
    return m_refund;
}

evm::ChannelWithdrawal *ChannelController::startWithdrawal(const QString &id, QString *error)
{
    const auto row = channel(id, error);
    if (!row || !canWithdraw(*row, error))
        return nullptr;
    auto *rpc = NodeSettings::chainNodes(m_parts.nodes, false)
                    .node<evm::EvmRpcClient>(Network::family(row->network));
    if (!rpc) {
        *error = tr("No EVM node is set: choose one for %1 in Settings.")
                     .arg(Network::nameOf(row->network));
        return nullptr;
    }
    delete m_withdrawal.data();
    m_withdrawal = new evm::ChannelWithdrawal(
        {rpc, m_parts.journal,
         AppLock::guardKeys(m_parts.lock, evm::EvmPaymentFlow::keysFrom(m_parts.walletManager))},
        {}, &m_parts.fetches->channels(), this);
    connect(m_withdrawal, &evm::ChannelWithdrawal::finished, this, [this, wallet = row->payer]() {
        const bool landed = m_withdrawal->outcome() == PaymentFlow::Outcome::Confirmed;
        onEnded(landed ? wallet : QString());
    });
    QMetaObject::invokeMethod(
        m_withdrawal, [withdrawal = m_withdrawal.data(), r = *row]() { withdrawal->start(r); },
        Qt::QueuedConnection);
    return m_withdrawal;
}

} // namespace paydesk
