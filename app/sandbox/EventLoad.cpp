#include "EventLoad.h"

#include "EventLog.h"
#include "RequestBody.h"

#include <chrono>

namespace paydesk::sandbox {

EventLoad::EventLoad(EventLog *log, QObject *parent) : QObject(parent), m_log(log)
{
    m_timer.setInterval(5);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &EventLoad::tick);
}

void EventLoad::start(const ExchangePtr &exchange)
{
    ServiceError error;
    const auto body = RequestBody::parse(exchange->body(), &error);
    if (!body)
        return reply::error(exchange, error);
    long long perSecond = 0;
    long long seconds = 0;
    if (auto e = body->integer("perSecond", true, &perSecond))
        return reply::error(exchange, ServiceError::invalidParameters(*e));
    if (auto e = body->integer("seconds", true, &seconds))
        return reply::error(exchange, ServiceError::invalidParameters(*e));
    if (perSecond < 1 || perSecond > 100000 || seconds < 1 || seconds > 600)
        return reply::error(exchange, ServiceError::invalidParameters(
                                          QStringLiteral("perSecond"),
                                          tr("perSecond must be 1 to 100000 and seconds 1 to "
                                             "600.")));
    QStringList wallets;
    if (const auto w = body->json().find("wallets"); w != body->json().end() && w->is_array()) {
        for (const auto &item : *w) {
            if (item.is_string())
                wallets.append(QString::fromStdString(item.get<std::string>()));
        }
    }
    if (wallets.isEmpty())
        return reply::error(exchange, ServiceError::invalidParameters(
                                          QStringLiteral("wallets"),
                                          tr("Name at least one wallet to spread the events "
                                             "over.")));
    if (m_timer.isActive())
        return reply::error(
            exchange, ServiceError::conflict("LOAD_RUNNING", tr("A load run is still going on.")));
    m_wallets = wallets;
    m_perSecond = perSecond;
    m_total = perSecond * seconds;
    m_emitted = 0;
    m_clock.start();
    m_timer.start();
    reply::success(exchange, {{"events", m_total}, {"firstEventId", m_log->lastId() + 1}});
}

void EventLoad::tick()
{
    // As many as the rate says by now: a late timer catches up instead of slowing the rate.
    const qint64 due = qMin(m_total, m_clock.elapsed() * m_perSecond / 1000);
    for (; m_emitted < due; ++m_emitted) {
        const QString &wallet = m_wallets.at(qsizetype(m_emitted % m_wallets.size()));
        const qint64 us = std::chrono::duration_cast<std::chrono::microseconds>(
                              std::chrono::system_clock::now().time_since_epoch())
                              .count();
        m_log->append({{"kind", "sandbox.load"},
                       {"wallet", wallet.toStdString()},
                       {"sequence", m_emitted},
                       {"emittedUs", us}},
                      {wallet});
    }
    if (m_emitted >= m_total)
        m_timer.stop();
}

} // namespace paydesk::sandbox
