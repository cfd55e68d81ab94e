#pragma once

#include "solana/RpcClient.h"
#include "store/PaymentJournal.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace paydesk::solana {

// Follows one journaled, signed transaction to a final state: sends its exact bytes, resends
// the same bytes every few seconds while it has not landed, polls getSignatureStatuses, and
// once the block height has passed lastValidBlockHeight with no trace of it, ends with
// "expired, nothing was charged". It never signs anything: a payment is never sent twice under
// two signatures. Every change of state is written to the journal as it happens.
class BroadcastTracker : public QObject
{
    Q_OBJECT
public:
    struct Timing
    {
        int resendIntervalMs = 2000;
        int pollIntervalMs = 1000;
        int giveUpAfterMs = 0; // 0 = follow until final; else stop (not final) after this long
    };

    BroadcastTracker(RpcClient *rpc, PaymentJournal *journal, JournalEntry entry,
                     QObject *parent = nullptr);

    void setTiming(const Timing &t) { m_timing = t; }
    // The transaction was signed in this run and never sent anywhere before: a JSON-RPC refusal
    // of the very first send then proves it was never broadcast (Rejected). After a restart
    // this stays false, and the tracker follows the transaction until it is final.
    void setFreshlySigned(bool fresh) { m_fresh = fresh; }
    // Crash-recovery test hook: when $PAYDESK_CRASH_AT names `stage` ("before-sign",
    // "after-sign", "sent-unjournaled", "after-broadcast", "during-confirmation"), the process
    // dies here at once (SIGKILL, like a power cut). Off unless the variable is set.
    static void crashPoint(const char *stage);
    void start();

    const JournalEntry &entry() const { return m_entry; }
    JournalState state() const { return m_entry.state; }
    bool isFinal() const { return m_entry.isFinal(); }
    QString message() const { return m_entry.detail; } // the outcome in words
    int sendCount() const { return m_sends; }

    // The outcome sentence for a final state ("Expired, nothing was charged." ...).
    static QString describe(JournalState state, const QString &detail, quint64 slot);

Q_SIGNALS:
    void stateChanged(paydesk::JournalState state);
    void progress(const QString &text); // "Waiting for confirmation (block 12 of 162)..."
    void finished();

private:
    void send();
    void poll();
    void onHeight(quint64 height);
    void settle(JournalState state, const QString &detail, quint64 slot = 0);
    void scheduleNextPoll();

    RpcClient *m_rpc;
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

} // namespace paydesk::solana
