#pragma once

#include "evm/EvmRpcClient.h"
#include "store/PaymentJournal.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace paydesk::evm {

// Follows one journaled, signed EVM transaction to a final state on the user's own node: sends
// its exact bytes (eth_sendRawTransaction), resends the same bytes now and then while no receipt
// exists (a node may drop it from its pool; the same bytes are the same transaction), and polls
// eth_getTransactionReceipt. An EVM transaction does not expire: it can land until its nonce is
// used. So it ends Confirmed (status 1), Failed (reverted: the fee was charged, the transfer was
// not made), Rejected (the node refused the very first send: never broadcast), or Expired when
// another transaction with the same nonce landed (a speed-up or cancel of it, or anything else
// the key signed): then this one never will, and nothing was charged for it. It never signs.
class EvmBroadcastTracker : public QObject
{
    Q_OBJECT
public:
    struct Timing
    {
        int resendIntervalMs = 12000;
        int pollIntervalMs = 1000;
        int giveUpAfterMs = 0; // 0 = follow until final; else stop (not final) after this long
    };

    EvmBroadcastTracker(EvmRpcClient *rpc, PaymentJournal *journal, JournalEntry entry,
                        QObject *parent = nullptr);

    void setTiming(const Timing &t) { m_timing = t; }
    // Signed in this run and never sent before: a JSON-RPC refusal of the first send proves it
    // was never broadcast (Rejected). After a restart it stays false.
    void setFreshlySigned(bool fresh) { m_fresh = fresh; }
    void start();

    const JournalEntry &entry() const { return m_entry; }
    JournalState state() const { return m_entry.state; }
    bool isFinal() const { return m_entry.isFinal(); }
    QString message() const { return m_entry.detail; }
    int sendCount() const { return m_sends; }
    // How long it has been waiting since the first send (for "Speed up" offers).
    qint64 waitingMs() const { return m_sinceStart.isValid() ? m_sinceStart.elapsed() : 0; }

Q_SIGNALS:
    void stateChanged(paydesk::JournalState state);
    void progress(const QString &text);
    void finished();

private:
    void send();
    void poll();
    void checkNonceUsed();
    void settle(JournalState state, const QString &detail, quint64 block = 0);
    void scheduleNextPoll();
    QByteArray hashBytes() const;

    EvmRpcClient *m_rpc;
    PaymentJournal *m_journal;
    JournalEntry m_entry;
    Timing m_timing;
    bool m_fresh = false;
    bool m_sending = false;
    bool m_done = false;
    int m_sends = 0;
    QElapsedTimer m_sinceSend;
    QElapsedTimer m_sinceStart;
    QTimer m_pollTimer;
};

} // namespace paydesk::evm
