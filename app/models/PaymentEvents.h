#pragma once

#include "PaymentOutcome.h"

#include <QObject>

namespace paydesk {

// The one place payment outcomes go. Every controller that learns how a payment went (sends,
// status lookups, paid fetches, the seller's desk, local payments, the recovery after a restart)
// reports here; whoever tells the person (PaymentNotifier) listens here, and knows nothing of
// pages or controllers. The context owns one; views hand it to the controllers they make.
class PaymentEvents : public QObject
{
    Q_OBJECT
public:
    explicit PaymentEvents(QObject *parent = nullptr);

    void report(const PaymentOutcome &outcome);
    // The id of the last payment the user sent that the service knows (hosted, or built by it
    // and signed here); empty before the first. The Status page shows it.
    QString lastSentPaymentId() const { return m_lastSent; }
    static bool isOwnSend(const PaymentOutcome &outcome);
    // A wallet's cached history changed (new or changed rows): incoming payments may be there.
    void reportHistory(const QString &wallet) { Q_EMIT historyChanged(wallet); }
    // Money left or reached `wallet` outside the views that show it (a paid resource, the
    // sandbox's sample payments): its balance and history are read again.
    void reportMoneyMoved(const QString &wallet) { Q_EMIT moneyMoved(wallet); }
    // The service says payment `paymentId` changed (its live events): whoever follows it by
    // polling looks now instead of at its next turn.
    void reportServiceChange(const QString &paymentId) { Q_EMIT serviceChanged(paymentId); }

Q_SIGNALS:
    void reported(const paydesk::PaymentOutcome &outcome);
    void historyChanged(const QString &wallet);
    void moneyMoved(const QString &wallet);
    void serviceChanged(const QString &paymentId);

private:
    QString m_lastSent;
};

} // namespace paydesk
