#pragma once

#include <QObject>
#include <QStringList>
#include <QTimer>

namespace paydesk {

class PaidFetchJournal;

// Notices paid requests made by other processes on this computer (paydesk-cli fetch, the agents'
// MCP server and proxy share the app's database): while started, it looks at the journal every
// few seconds and reports the wallets whose attempts began or changed, so the desktop app shows
// the balances those payments left. Its own payments are reported too (harmless: a refresh).
// Each look is one query for the rows changed since the last one.
class JournalWatch : public QObject
{
    Q_OBJECT
public:
    explicit JournalWatch(PaidFetchJournal *journal, QObject *parent = nullptr);

    // Starts looking every `intervalMs`; what was journaled before the start is not news.
    void start(int intervalMs = 3000);
    void stop();
    bool isActive() const { return m_timer.isActive(); }

public Q_SLOTS:
    void lookNow();

Q_SIGNALS:
    // `wallets`: the paying wallets of the attempts that changed, each once.
    void attemptsChanged(const QStringList &wallets);

private:
    PaidFetchJournal *m_journal;
    QTimer m_timer;
    qint64 m_seenUpTo = 0; // the newest updated_ms seen (ms since the epoch)
};

} // namespace paydesk
