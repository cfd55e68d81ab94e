#pragma once

#include "HttpExchange.h"

#include <QElapsedTimer>
#include <QObject>
#include <QStringList>
#include <QTimer>

namespace paydesk::sandbox {

class EventLog;

// POST /sandbox/events/load: a load generator for measuring the events interface. It appends
// `perSecond` events of the kind "sandbox.load" (clients ignore kinds they do not know) for
// `seconds`, spread over `wallets` in turn, through the same log, storage and fan-out as
// payment events. Each carries `emittedUs` (wall clock, microseconds) so a client measures
// delivery. It moves no money and describes no payment.
class EventLoad : public QObject
{
    Q_OBJECT
public:
    explicit EventLoad(EventLog *log, QObject *parent = nullptr);
    void start(const ExchangePtr &exchange);

private:
    void tick();
    EventLog *m_log;
    QStringList m_wallets;
    qint64 m_perSecond = 0;
    qint64 m_total = 0;
    qint64 m_emitted = 0;
    QElapsedTimer m_clock;
    QTimer m_timer;
};

} // namespace paydesk::sandbox
