#pragma once

#include "PaymentOutcome.h"
#include "PaymentStatusTracker.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QTimer>

namespace paydesk {

class HistoryCache;
class HistoryController;
class HistoryWriter;
class LocalWalletModel;
class PaymentEvents;
class NodeSettings;
class ServiceClient;
class WalletListModel;

// Tells the person what happened to their payments, from what PaymentEvents hears: a payment
// confirmed, failed or expired, and money received. It de-duplicates (a payment id never
// produces two notifications of the same kind; a status lookup of an old payment is no news) and
// words each one through PaymentOutcome::describe(), with the user's names for wallets.
//
// Its own watches add to what it hears: a hosted payment still open after the service
// took it is followed (status polling with backoff) until it is final; the hosted wallets'
// newest received payments are polled on request; and local wallet balances that went up by
// more than was told are news. Never a secret in a notification.
class PaymentNotifier : public QObject
{
    Q_OBJECT
public:
    enum class Kind
    {
        Confirmed,
        Failed,
        Expired,
        Received
    };
    Q_ENUM(Kind)

    struct Notification
    {
        Kind kind = Kind::Confirmed;
        QString title;
        QString body;
        QString paymentId; // empty when there is none (e.g. a balance that went up)
        QString wallet;
    };

    // What the notifier reads: the events, the service (to follow payments), the history, and
    // the wallets whose names it uses and whose incoming payments it tells.
    struct Parts
    {
        PaymentEvents *events = nullptr;
        ServiceClient *client = nullptr;
        HistoryCache *history = nullptr;
        HistoryWriter *historyWriter = nullptr;
        WalletListModel *wallets = nullptr;
        LocalWalletModel *localWallets = nullptr;
        QList<NodeSettings *> nodes; // balances start over on another node
    };
    explicit PaymentNotifier(const Parts &parts, QObject *parent = nullptr);

    // Follows a hosted payment with its own status polling until it is confirmed or final; its
    // outcome goes to PaymentEvents like any other. Every open payment a send reports is followed.
    void follow(const QString &paymentId);
    bool isFollowing(const QString &paymentId) const { return m_follows.contains(paymentId); }
    void setPollBackoff(const PaymentStatusTracker::Backoff &backoff) { m_backoff = backoff; }

    // Looks for new incoming payments of the hosted wallets every `ms` (history, newest page);
    // 0 (the default) turns it off. Received payments created before receivedSince() (by default
    // the notifier's start) are not news: a first look at an old history never floods the
    // desktop. Nor is money moved between two of the user's own wallets.
    void setIncomingPollInterval(int ms);
    void setReceivedSince(const QDateTime &since) { m_since = since; }
    QDateTime receivedSince() const { return m_since; }
    // Checks the cached history of `wallet` for received payments not told yet.
    void checkIncoming(const QString &wallet);
    // A payment `wallet` received (the service's live events say so): told once, unless it came
    // from one of the user's own wallets or was told already (by the history or as a send).
    void tellIncoming(const QString &wallet, const QString &paymentId, const QString &from,
                      const QString &amount);

    // What was told so far (newest last, at most 100).
    const QList<Notification> &notifications() const { return m_told; }

Q_SIGNALS:
    void notify(const paydesk::PaymentNotifier::Notification &notification);

private:
    void onOutcome(const PaymentOutcome &outcome);
    void onBalances();
    void pollIncoming();
    // Emits once per (kind, key); false when it was told already.
    bool tell(const PaymentOutcome &outcome);
    QString walletName(const QString &address) const;

    Parts m_parts;
    PaymentStatusTracker::Backoff m_backoff{2000, 1.6, 30000};
    QHash<QString, PaymentStatusTracker *> m_follows;
    QSet<QString> m_open; // payment ids seen open (not yet confirmed or final)
    QSet<QString> m_toldKeys;
    QList<Notification> m_told;
    QHash<QString, quint64> m_balances;  // last known local balances (lamports)
    QHash<QString, quint64> m_explained; // lamports already told by a local receipt
    QDateTime m_since;
    QTimer m_incomingTimer;
    HistoryController *m_incoming = nullptr;
    int m_incomingRow = 0;
};

} // namespace paydesk

Q_DECLARE_METATYPE(paydesk::PaymentNotifier::Notification)
