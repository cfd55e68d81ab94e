#include "PaymentRecovery.h"

#include "core/LogCategories.h"

#include <QTimer>

namespace paydesk::solana {

PaymentRecovery::PaymentRecovery(QNetworkAccessManager *network, PaymentJournal *journal,
                                 QObject *parent)
    : QObject(parent), m_network(network), m_journal(journal)
{}

RpcClient *PaymentRecovery::rpcFor(const QString &url)
{
    const QString key = m_override.isValid() ? m_override.toString() : url;
    if (!m_rpcs.contains(key))
        m_rpcs.insert(key, new RpcClient(m_network, QUrl(key), this));
    return m_rpcs.value(key);
}

evm::EvmRpcClient *PaymentRecovery::evmRpcFor(const QString &url)
{
    const QString key = m_override.isValid() ? m_override.toString() : url;
    if (!m_evmRpcs.contains(key))
        m_evmRpcs.insert(key, new evm::EvmRpcClient(m_network, QUrl(key), this));
    return m_evmRpcs.value(key);
}

void PaymentRecovery::start(const QString &wallet)
{
    const QList<JournalEntry> open = m_journal->unresolved();
    for (const JournalEntry &entry : open) {
        if (!wallet.isEmpty() && entry.wallet != wallet)
            continue;
        ++m_resumed;
        ++m_open;
        resume(entry);
    }
    qCInfo(lcLocal) << "recovery: following" << m_open << "unfinished local payment(s)";
    if (m_open == 0)
        QTimer::singleShot(0, this, &PaymentRecovery::finished);
}

void PaymentRecovery::resume(const JournalEntry &entry)
{
    if (entry.nonce) { // EVM: by hash and nonce
        auto *tracker =
            new evm::EvmBroadcastTracker(evmRpcFor(entry.rpcUrl), m_journal, entry, this);
        tracker->setTiming(m_evmTiming);
        connect(tracker, &evm::EvmBroadcastTracker::finished, this, [this, tracker]() {
            tracker->deleteLater();
            onFinished(tracker->entry());
        });
        return tracker->start();
    }
    auto *tracker = new BroadcastTracker(rpcFor(entry.rpcUrl), m_journal, entry, this);
    tracker->setTiming(m_timing);
    connect(tracker, &BroadcastTracker::finished, this, [this, tracker]() {
        tracker->deleteLater();
        onFinished(tracker->entry());
    });
    tracker->start();
}

void PaymentRecovery::onFinished(const JournalEntry &entry)
{
    m_results.append(entry);
    qCInfo(lcLocal) << "recovery: payment" << entry.paymentId << "signature" << entry.signature
                    << "state" << int(entry.state);
    Q_EMIT entryFinished(entry);
    if (--m_open == 0)
        Q_EMIT finished();
}

} // namespace paydesk::solana
