#pragma once

#include "payments/evm/EvmBroadcastTracker.h"
#include "payments/solana/BroadcastTracker.h"
#include "store/PaymentJournal.h"

#include <QList>
#include <QMap>
#include <QNetworkAccessManager>
#include <QObject>

namespace paydesk::solana {

// On start (or before a new local payment): follows every unresolved journal entry (signed or
// submitted, e.g. left by a crash) to a final state by resending its exact bytes to the RPC it
// was sent to and reading its status: Solana entries by signature and block height
// (BroadcastTracker), EVM entries by hash and nonce (evm::EvmBroadcastTracker). Nothing is
// signed again.
class PaymentRecovery : public QObject
{
    Q_OBJECT
public:
    PaymentRecovery(QNetworkAccessManager *network, PaymentJournal *journal,
                    QObject *parent = nullptr);

    void setTiming(const BroadcastTracker::Timing &t) { m_timing = t; }
    void setEvmTiming(const evm::EvmBroadcastTracker::Timing &t) { m_evmTiming = t; }
    // Use this endpoint instead of the one each entry was sent to (e.g. the user moved RPC).
    void setRpcOverride(const QUrl &url) { m_override = url; }
    // Resumes the unresolved entries (of `wallet` only, when given). finished() when all are
    // final or given up; at once when there is nothing to do.
    void start(const QString &wallet = {});

    int resumedCount() const { return m_resumed; }
    QList<JournalEntry> results() const { return m_results; }

Q_SIGNALS:
    void entryFinished(const paydesk::JournalEntry &entry);
    void finished();

private:
    RpcClient *rpcFor(const QString &url);
    evm::EvmRpcClient *evmRpcFor(const QString &url);
    void resume(const JournalEntry &entry);
    void onFinished(const JournalEntry &entry);

    QNetworkAccessManager *m_network;
    PaymentJournal *m_journal;
    BroadcastTracker::Timing m_timing;
    evm::EvmBroadcastTracker::Timing m_evmTiming;
    QUrl m_override;
    QMap<QString, RpcClient *> m_rpcs;
    QMap<QString, evm::EvmRpcClient *> m_evmRpcs;
    QList<JournalEntry> m_results;
    int m_resumed = 0;
    int m_open = 0;
};

} // namespace paydesk::solana
