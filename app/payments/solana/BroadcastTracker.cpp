#include "BroadcastTracker.h"

#include <csignal>

namespace paydesk::solana {

BroadcastTracker::BroadcastTracker(RpcClient *rpc, PaymentJournal *journal, JournalEntry entry,
                                   QObject *parent)
    : QObject(parent), m_rpc(rpc), m_journal(journal), m_entry(std::move(entry))
{
    m_pollTimer.setSingleShot(true);
    connect(&m_pollTimer, &QTimer::timeout, this, &BroadcastTracker::poll);
}

QString BroadcastTracker::describe(JournalState state, const QString &detail, quint64 slot)
{
    switch (state) {
    case JournalState::Confirmed:
        return tr("Confirmed in slot %1.").arg(slot);
    case JournalState::Failed:
        return tr("The transaction landed but failed (%1): the network fee was charged, the "
                  "payment was not made.")
            .arg(detail);
    case JournalState::Expired:
        return tr("Expired, nothing was charged.");
    case JournalState::Rejected:
        return tr("The RPC node refused the transaction (%1): it was never broadcast, nothing "
                  "was charged.")
            .arg(detail);
    case JournalState::Signed:
    case JournalState::Submitted:
        break;
    }
    return tr("Waiting for confirmation.");
}

void BroadcastTracker::crashPoint(const char *stage)
{
#ifdef PAYDESK_FAULT_HOOKS // builds with the tests only (CMake option PAYDESK_FAULT_HOOKS)
    static const QByteArray at = qgetenv("PAYDESK_CRASH_AT");
    if (!at.isEmpty() && at == stage)
        std::raise(SIGKILL);
#else
    Q_UNUSED(stage)
#endif
}

void BroadcastTracker::start()
{
    m_sinceStart.start();
    if (m_entry.isFinal()) {
        m_done = true;
        QTimer::singleShot(0, this, &BroadcastTracker::finished);
        return;
    }
    send();
    scheduleNextPoll();
}

void BroadcastTracker::scheduleNextPoll()
{
    if (m_done)
        return;
    if (m_timing.giveUpAfterMs > 0 && m_sinceStart.elapsed() > m_timing.giveUpAfterMs) {
        m_done = true;
        Q_EMIT progress(tr("Stopped following the payment before it was final; it stays in the "
                           "journal and is followed again on the next start."));
        Q_EMIT finished();
        return;
    }
    m_pollTimer.start(m_timing.pollIntervalMs);
}

void BroadcastTracker::send()
{
    if (m_sending || m_done)
        return;
    m_sending = true;
    const bool first = ++m_sends == 1;
    m_sinceSend.start();
    RpcCall *call = m_rpc->sendTransaction(m_entry.wire.toBase64());
    connect(call, &RpcCall::finished, this, [this, call, first]() {
        call->deleteLater();
        m_sending = false;
        if (m_done)
            return;
        if (call->ok()) {
            if (m_entry.state == JournalState::Signed) {
                crashPoint("sent-unjournaled");
                m_entry.state = JournalState::Submitted;
                m_journal->update(m_entry.id, JournalState::Submitted,
                                  describe(m_entry.state, {}, 0));
                crashPoint("after-broadcast");
                Q_EMIT stateChanged(m_entry.state);
            }
            return;
        }
        // Only a JSON-RPC refusal of the first send of a transaction signed in this run proves
        // that it was never accepted anywhere. Anything else (a resend refused as "already
        // processed", a timeout that may have reached the node) is settled by the statuses.
        if (m_fresh && first && m_entry.state == JournalState::Signed &&
            call->error().kind == RpcError::Kind::Rpc)
            return settle(JournalState::Rejected, call->error().message);
        Q_EMIT progress(call->errorText());
    });
}

void BroadcastTracker::poll()
{
    if (m_done)
        return;
    crashPoint("during-confirmation");
    RpcCall *call = m_rpc->getBlockHeight();
    connect(call, &RpcCall::finished, this, [this, call]() {
        call->deleteLater();
        if (m_done)
            return;
        const auto height = call->ok() ? RpcClient::parseU64(call->result()) : std::nullopt;
        if (!height) {
            Q_EMIT progress(call->ok() ? tr("The RPC endpoint sent no block height.")
                                       : call->errorText());
            return scheduleNextPoll();
        }
        onHeight(*height);
    });
}

void BroadcastTracker::onHeight(quint64 height)
{
    // The height is read before the status: if the status is still empty once the height has
    // passed lastValidBlockHeight, the transaction can never land.
    RpcCall *call = m_rpc->getSignatureStatuses({m_entry.signature}, true);
    connect(call, &RpcCall::finished, this, [this, call, height]() {
        call->deleteLater();
        if (m_done)
            return;
        const auto list =
            call->ok() ? RpcClient::parseSignatureStatuses(call->result()) : std::nullopt;
        if (!list || list->size() != 1) {
            Q_EMIT progress(call->ok() ? tr("The RPC endpoint sent an unreadable status.")
                                       : call->errorText());
            return scheduleNextPoll();
        }
        const SignatureStatus &st = list->first();
        if (st.found && st.failed)
            return settle(JournalState::Failed, st.error, st.slot);
        if (st.isConfirmed())
            return settle(JournalState::Confirmed, {}, st.slot);
        if (!st.found && height > m_entry.lastValidBlockHeight)
            return settle(JournalState::Expired, {});
        if (!st.found && m_sinceSend.elapsed() >= m_timing.resendIntervalMs)
            send();
        Q_EMIT progress(tr("Waiting for confirmation (block height %1, valid until %2).")
                            .arg(height)
                            .arg(m_entry.lastValidBlockHeight));
        scheduleNextPoll();
    });
}

void BroadcastTracker::settle(JournalState state, const QString &detail, quint64 slot)
{
    if (m_done)
        return;
    m_done = true;
    m_pollTimer.stop();
    m_entry.state = state;
    m_entry.slot = slot;
    m_entry.detail = describe(state, detail, slot);
    if (!m_journal->update(m_entry.id, state, m_entry.detail, slot))
        Q_EMIT progress(
            tr("The journal could not record the outcome: %1").arg(m_journal->lastError()));
    Q_EMIT stateChanged(state);
    Q_EMIT finished();
}

} // namespace paydesk::solana
