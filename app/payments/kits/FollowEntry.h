#pragma once

#include "ChainKit.h"
#include "store/PaymentJournal.h"

#include <QNetworkAccessManager>

namespace paydesk::x402 {

// ChainKit::follow for a family whose tracker follows one journal entry through one node client:
// the client on `rpc`, owned by the tracker, the timing applied over the tracker's own defaults
// (a resend interval of 0 keeps the family's), `done` with the entry as it ended.
template <class Tracker, class Client>
bool followEntry(QNetworkAccessManager *network, PaymentJournal *journal, const JournalEntry &entry,
                 const QUrl &rpc, const ChainKit::FollowTiming &timing, QObject *parent,
                 const ChainKit::FollowDone &done)
{
    auto *client = new Client(network, rpc);
    auto *tracker = new Tracker(client, journal, entry, parent);
    client->setParent(tracker);
    typename Tracker::Timing t;
    if (timing.resendIntervalMs > 0)
        t.resendIntervalMs = timing.resendIntervalMs;
    t.pollIntervalMs = timing.pollIntervalMs;
    t.giveUpAfterMs = timing.giveUpAfterMs;
    tracker->setTiming(t);
    QObject::connect(tracker, &Tracker::finished, tracker, [tracker, done]() {
        tracker->deleteLater();
        done(tracker->entry());
    });
    tracker->start();
    return true;
}

} // namespace paydesk::x402
