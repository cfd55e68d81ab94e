#include "JournalWatch.h"

#include "store/PaidFetchJournal.h"

#include <QDateTime>

namespace paydesk {

JournalWatch::JournalWatch(PaidFetchJournal *journal, QObject *parent)
    : QObject(parent), m_journal(journal)
{
    connect(&m_timer, &QTimer::timeout, this, &JournalWatch::lookNow);
}

void JournalWatch::start(int intervalMs)
{
    m_seenUpTo = QDateTime::currentMSecsSinceEpoch();
    m_timer.start(intervalMs);
}

void JournalWatch::stop()
{
    m_timer.stop();
}

void JournalWatch::lookNow()
{
    if (!m_journal || !m_journal->isReady())
        return;
    QStringList wallets;
    for (const FetchAttempt &a : m_journal->changedSince(m_seenUpTo)) {
        m_seenUpTo = std::max(m_seenUpTo, a.updated.toMSecsSinceEpoch());
        if (!a.wallet.isEmpty() && !wallets.contains(a.wallet))
            wallets.append(a.wallet);
    }
    if (!wallets.isEmpty())
        Q_EMIT attemptsChanged(wallets);
}

} // namespace paydesk
