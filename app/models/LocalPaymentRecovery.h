#pragma once

#include "payments/PaymentRecovery.h"

#include <QObject>
#include <QPointer>

namespace paydesk {

// At start-up: follows every unfinished local payment in the journal (signed or submitted, e.g.
// left by a crash or a closed window) to a final state with PaymentRecovery, then says in words
// what was resumed and how each ended. Asynchronous: never blocks the window. paydesk-cli uses it
// too: before a local payment (that wallet only) and for 'paydesk-cli recover'.
class LocalPaymentRecovery : public QObject
{
    Q_OBJECT
public:
    LocalPaymentRecovery(QNetworkAccessManager *network, PaymentJournal *journal,
                         QObject *parent = nullptr);

    void setTiming(const PaymentRecovery::Timing &t) { m_timing = t; }
    // Follows the unfinished payments of `wallet` (empty: of every wallet). False when there is
    // nothing to resume (no signal follows) or a recovery is already running.
    bool start(const QString &wallet = {});
    bool isRunning() const { return !m_recovery.isNull(); }
    QList<JournalEntry> results() const { return m_results; }
    // "Paydesk resumed 2 unfinished payments: …" (empty when nothing was resumed).
    QString summary() const { return m_summary; }
    static QString describe(const JournalEntry &entry);

Q_SIGNALS:
    void started(int count);
    void entryFinished(const paydesk::JournalEntry &entry);
    // Every resumed payment is final, or given up for now (still in the journal).
    void finished(const QString &summary);

private:
    QNetworkAccessManager *m_network;
    PaymentJournal *m_journal;
    PaymentRecovery::Timing m_timing{0, 1000, 120000}; // gives up after 2 minutes
    QPointer<PaymentRecovery> m_recovery;
    QList<JournalEntry> m_results;
    QString m_summary;
};

} // namespace paydesk
