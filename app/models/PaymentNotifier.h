#pragma once

#include "PaymentStatusTracker.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QTimer>

namespace paydesk {

class HistoryCache;
class HistoryWriter;
class LocalPaymentController;
class LocalPaymentRecovery;
class LocalWalletModel;
class RpcSettingsModel;
class ServiceClient;
class WalletListModel;
class HistoryController;
class PayController;
class SendController;
class VerifyController;
struct JournalEntry;
namespace solana {
class LocalPaymentFlow;
}

// Turns what the app learns about payments into notifications for the person: a payment
// confirmed, failed or expired, and money received. Sources: hosted sends (SendController) and
// the payments it then follows itself (status polling with backoff), any status tracker that saw
// a payment open and then final, 402 paid fetches (PayController), local payments
// (LocalPaymentController, and the start-up recovery), the seller desk's verified payments, new
// incoming payments found in the history, and local wallet balances that went up.
//
// Each payment outcome is told once: a payment id never produces two notifications of the same
// kind. The window's controllers are watch()ed by the view layer (the window may be rebuilt; a
// destroyed controller simply stops being watched). Never a secret in a notification.
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

    // What the notifier reads: the service (to follow payments), the history, and the wallets
    // whose names it uses and whose incoming payments it tells.
    struct Parts
    {
        ServiceClient *client = nullptr;
        HistoryCache *history = nullptr;
        HistoryWriter *historyWriter = nullptr;
        WalletListModel *wallets = nullptr;
        LocalWalletModel *localWallets = nullptr;
        LocalPaymentController *localPayments = nullptr; // local payments' outcomes
        LocalPaymentRecovery *localRecovery = nullptr;   // those finished after a restart
        RpcSettingsModel *rpcSettings = nullptr;         // balances start over on a new cluster
    };
    explicit PaymentNotifier(const Parts &parts, QObject *parent = nullptr);

    // The views' controllers (owned by the window): watched until they are destroyed.
    void watch(SendController *controller);
    void watch(PaymentStatusTracker *tracker);
    void watch(PayController *controller);
    void watch(VerifyController *controller);
    void watch(HistoryController *controller);

    // Follows a hosted payment with its own status polling until it is confirmed or final, then
    // tells the outcome (once). Used for every payment a watched SendController made.
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

    // What was told so far (newest last, at most 100).
    const QList<Notification> &notifications() const { return m_told; }

Q_SIGNALS:
    void notify(const paydesk::PaymentNotifier::Notification &notification);

private:
    void onSendPaid(SendController *controller);
    void onSendFailed(SendController *controller);
    void onRecord(const PaymentRecord &record, bool followed);
    void onPayFinished(PayController *controller);
    void onVerified(VerifyController *controller);
    void onLocalFlow(solana::LocalPaymentFlow *flow, const QString &wallet);
    void onRecovered(const JournalEntry &entry);
    void onBalances();
    void pollIncoming();
    bool markWatched(QObject *object);
    // Emits once per (kind, key); false when it was told already.
    bool tell(Kind kind, const QString &key, Notification n);
    QString walletName(const QString &address) const;
    static QString money(const QString &amount, const QString &symbol);
    static QString sol(quint64 lamports);

    Parts m_parts;
    PaymentStatusTracker::Backoff m_backoff{2000, 1.6, 30000};
    QHash<QString, PaymentStatusTracker *> m_follows;
    QSet<QString> m_open; // payment ids seen open (not yet confirmed or final)
    QSet<QString> m_toldKeys;
    QList<Notification> m_told;
    QSet<QObject *> m_watched;
    QHash<QString, quint64> m_balances;  // last known local balances (lamports)
    QHash<QString, quint64> m_explained; // lamports already told by a local receipt
    QDateTime m_since;
    QTimer m_incomingTimer;
    HistoryController *m_incoming = nullptr;
    int m_incomingRow = 0;
};

} // namespace paydesk

Q_DECLARE_METATYPE(paydesk::PaymentNotifier::Notification)
