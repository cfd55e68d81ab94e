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

void PaymentRecovery::start(const QString &wallet)
{
    const QList<JournalEntry> open = m_journal->unresolved();
    for (const JournalEntry &entry : open) {
        if (!wallet.isEmpty() && entry.wallet != wallet)
            continue;
        ++m_resumed;
        ++m_open;
        auto *tracker = new BroadcastTracker(rpcFor(entry.rpcUrl), m_journal, entry, this);
        tracker->setTiming(m_timing);
        connect(tracker, &BroadcastTracker::finished, this, [this, tracker]() {
            tracker->deleteLater();
            m_results.append(tracker->entry());
            qCInfo(lcLocal) << "recovery: payment" << tracker->entry().paymentId << "signature"
                            << tracker->entry().signature << "state" << int(tracker->entry().state);
            Q_EMIT entryFinished(tracker->entry());
            if (--m_open == 0)
                Q_EMIT finished();
        });
        tracker->start();
    }
    qCInfo(lcLocal) << "recovery: following" << m_open << "unfinished local payment(s)";
    if (m_open == 0)
        QTimer::singleShot(0, this, &PaymentRecovery::finished);
}

} // namespace paydesk::solana
