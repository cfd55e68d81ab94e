#include "EvmBroadcastTracker.h"

#include "EvmOutcomeText.h"
#include "evm/EvmPolicy.h"
#include "payments/solana/BroadcastTracker.h"

namespace paydesk::evm {

EvmBroadcastTracker::EvmBroadcastTracker(EvmRpcClient *rpc, PaymentJournal *journal,
                                         JournalEntry entry, QObject *parent)
    : QObject(parent), m_rpc(rpc), m_journal(journal), m_entry(std::move(entry))
{
    m_pollTimer.setSingleShot(true);
    connect(&m_pollTimer, &QTimer::timeout, this, &EvmBroadcastTracker::poll);
}

QByteArray EvmBroadcastTracker::hashBytes() const
{
    return EvmRpcClient::parseHash(m_entry.signature.toStdString()).value_or(QByteArray());
}

void EvmBroadcastTracker::start()
{
    m_sinceStart.start();
    if (m_entry.isFinal() || !m_entry.nonce || hashBytes().isEmpty()) {
        m_done = true;
        QTimer::singleShot(0, this, &EvmBroadcastTracker::finished);
        return;
    }
    send();
    scheduleNextPoll();
}

void EvmBroadcastTracker::scheduleNextPoll()
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

void EvmBroadcastTracker::send()
{
    if (m_sending || m_done)
        return;
    m_sending = true;
    const bool first = ++m_sends == 1;
    m_sinceSend.start();
    RpcCall *call = m_rpc->sendRawTransaction(m_entry.wire);
    connect(call, &RpcCall::finished, this, [this, call, first]() {
        call->deleteLater();
        m_sending = false;
        if (m_done)
            return;
        const auto hash = call->ok() ? EvmRpcClient::parseHash(call->result()) : std::nullopt;
        if (hash && *hash != hashBytes()) {
            // A node that names another hash for our exact bytes is broken or lying: keep
            // following our own hash (what the bytes are), and say so.
            Q_EMIT progress(tr("The node answered with another transaction hash (%1); Paydesk "
                               "follows the hash of the signed bytes.")
                                .arg(EvmRpcClient::toHexData(*hash)));
        }
        if (call->ok()) {
            if (m_entry.state == JournalState::Signed) {
                solana::BroadcastTracker::crashPoint("sent-unjournaled");
                m_entry.state = JournalState::Submitted;
                m_journal->update(m_entry.id, JournalState::Submitted,
                                  EvmOutcomeText::describe(m_entry.state, {}));
                solana::BroadcastTracker::crashPoint("after-broadcast");
                Q_EMIT stateChanged(m_entry.state);
            }
            return;
        }
        // Only a JSON-RPC refusal of the first send of a transaction signed in this run proves
        // it was never accepted anywhere (nonce too low, underpriced, not enough funds ...). A
        // later refusal ("already known") or a timeout is settled by the receipt and the nonce.
        if (m_fresh && first && m_entry.state == JournalState::Signed &&
            call->error().kind == RpcError::Kind::Rpc)
            return settle(JournalState::Rejected, call->error().message);
        Q_EMIT progress(call->errorText());
    });
}

void EvmBroadcastTracker::poll()
{
    if (m_done)
        return;
    solana::BroadcastTracker::crashPoint("during-confirmation");
    // The account's mined nonce is read before the receipt: if our nonce is used by then and the
    // receipt (read after) is still missing, another transaction took the nonce and ours can
    // never land.
    const auto from = EvmAddress::parse(m_entry.wallet);
    if (!from)
        return settle(JournalState::Rejected, tr("the journal names no EVM wallet"));
    RpcCall *count = m_rpc->getTransactionCount(*from, QStringLiteral("latest"));
    connect(count, &RpcCall::finished, this, [this, count]() {
        count->deleteLater();
        if (m_done)
            return;
        const auto mined =
            count->ok() ? EvmRpcClient::parseQuantity64(count->result()) : std::nullopt;
        if (!mined) {
            Q_EMIT progress(count->ok() ? tr("The node sent an unreadable nonce.")
                                        : count->errorText());
            return scheduleNextPoll();
        }
        RpcCall *call = m_rpc->getTransactionReceipt(hashBytes());
        connect(call, &RpcCall::finished, this, [this, call, mined]() {
            call->deleteLater();
            if (m_done)
                return;
            const auto receipt =
                call->ok() ? EvmRpcClient::parseReceipt(call->result()) : std::nullopt;
            if (!receipt) {
                Q_EMIT progress(call->ok() ? tr("The node sent an unreadable receipt.")
                                           : call->errorText());
                return scheduleNextPoll();
            }
            if (receipt->found) {
                const QString fee = EvmPolicy::formatWei(receipt->fee().value_or(U256()));
                return settle(receipt->success ? JournalState::Confirmed : JournalState::Failed,
                              fee, receipt->blockNumber);
            }
            if (*mined > *m_entry.nonce)
                return settle(JournalState::Expired, {});
            if (m_sinceSend.elapsed() >= m_timing.resendIntervalMs)
                send();
            Q_EMIT progress(tr("Waiting for a block to include it (nonce %1, %n s since it was "
                               "sent).",
                               nullptr, int(m_sinceStart.elapsed() / 1000))
                                .arg(*m_entry.nonce));
            scheduleNextPoll();
        });
    });
}

void EvmBroadcastTracker::settle(JournalState state, const QString &detail, quint64 block)
{
    if (m_done)
        return;
    m_done = true;
    m_pollTimer.stop();
    m_entry.state = state;
    m_entry.slot = block;
    m_entry.detail = EvmOutcomeText::describe(state, detail, block);
    if (!m_journal->update(m_entry.id, state, m_entry.detail, block))
        Q_EMIT progress(
            tr("The journal could not record the outcome: %1").arg(m_journal->lastError()));
    Q_EMIT stateChanged(state);
    Q_EMIT finished();
}

} // namespace paydesk::evm
