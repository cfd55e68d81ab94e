#pragma once

#include "payments/kits/ChainKits.h"
#include "store/PaymentJournal.h"

#include <QList>
#include <QNetworkAccessManager>
#include <QObject>

namespace paydesk {

// On start (or before a new local payment): follows every unresolved journal entry (signed or
// submitted, e.g. left by a crash) to a final state through the node it was sent to, by its
// wallet's family's kit (ChainKit::follow: Solana by signature and block height, EVM by hash and
// nonce), resending its exact bytes. Nothing is signed again.
class PaymentRecovery : public QObject
{
    Q_OBJECT
public:
    using Timing = x402::ChainKit::FollowTiming;

    PaymentRecovery(QNetworkAccessManager *network, PaymentJournal *journal,
                    QObject *parent = nullptr);

    void setTiming(const Timing &t) { m_timing = t; }
    // Use this endpoint instead of the one each entry was sent to (e.g. the user moved RPC).
    void setRpcOverride(const QUrl &url) { m_override = url; }
    // null: ChainKits::standard().
    void setKits(const x402::ChainKits *kits) { m_kits = kits; }
    // Resumes the unresolved entries (of `wallet` only, when given). finished() when all are
    // final or given up; at once when there is nothing to do.
    void start(const QString &wallet = {});

    int resumedCount() const { return m_resumed; }
    QList<JournalEntry> results() const { return m_results; }

Q_SIGNALS:
    void entryFinished(const paydesk::JournalEntry &entry);
    void finished();

private:
    void onFinished(const JournalEntry &entry);

    QNetworkAccessManager *m_network;
    PaymentJournal *m_journal;
    const x402::ChainKits *m_kits = nullptr;
    Timing m_timing;
    QUrl m_override;
    QList<JournalEntry> m_results;
    int m_resumed = 0;
    int m_open = 0;
};

} // namespace paydesk
