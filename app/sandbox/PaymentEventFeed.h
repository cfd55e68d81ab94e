#pragma once

#include <QHash>
#include <QObject>
#include <QSet>
#include <QTimer>

namespace paydesk::sandbox {

class ChainBackend;
class EventLog;
class PaymentBook;
struct PaymentRecord;

// Turns what happens to the sandbox's payment records into the contract's events
// (docs/service-contract.md, "Live payment events"): created, status, confirmed, failed,
// received (once, when a payment to a wallet is confirmed), and build.expiring for a
// local-mode build nobody signed 15 s before its blockhash runs out.
class PaymentEventFeed : public QObject
{
    Q_OBJECT
public:
    static constexpr int kExpiringMs = 15000;

    PaymentEventFeed(PaymentBook *book, EventLog *log, ChainBackend *chain,
                     QObject *parent = nullptr);
    void start();

private:
    void onChanged(const QString &id);
    void checkExpiring();
    PaymentBook *m_book;
    EventLog *m_log;
    ChainBackend *m_chain;
    QHash<QString, QString> m_status; // what was last announced for each payment
    QSet<QString> m_expiring;         // builds whose build.expiring went out
    qint64 m_startedAt = 0;
    QTimer m_timer;
};

} // namespace paydesk::sandbox
