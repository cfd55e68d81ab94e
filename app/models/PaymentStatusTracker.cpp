#include "PaymentStatusTracker.h"

#include "PaymentEvents.h"
#include "api/ResponseParser.h"
#include "store/HistoryCache.h"
#include "store/HistoryWriter.h"

#include <QJsonDocument>

namespace paydesk {

PaymentStatusTracker::PaymentStatusTracker(ServiceClient *client, HistoryCache *cache,
                                           HistoryWriter *writer, QObject *parent)
    : QObject(parent), m_client(client), m_cache(cache), m_writer(writer)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &PaymentStatusTracker::poll);
}

void PaymentStatusTracker::track(const QString &paymentId)
{
    stop();
    m_paymentId = paymentId.trimmed();
    m_hasRecord = false;
    m_record = {};
    m_raw.clear();
    m_polls = 0;
    m_delayMs = 0;
    m_lastError = {};
    m_timeline.clear();
    m_fields.clear();
    if (m_cache) {
        if (const auto stored = m_cache->storedRecord(m_paymentId))
            if (auto cached = responses::parseStoredRecord(stored->json, stored->chain))
                apply(*cached, true);
    }
    reportRecord();
    Q_EMIT recordChanged();
    setPolling(true);
    poll();
}

void PaymentStatusTracker::stop()
{
    m_timer.stop();
    // A plain pointer, not a second QPointer: clang-analyzer cannot follow QWeakPointer's
    // atomic count and reports a double delete of its control block (a false positive).
    if (PaymentStatusReply *r = m_reply) {
        m_reply = nullptr;
        r->abort();
        r->deleteLater();
    }
    setPolling(false);
}

void PaymentStatusTracker::setPolling(bool on)
{
    if (on == m_polling)
        return;
    m_polling = on;
    Q_EMIT pollingChanged(on);
}

int PaymentStatusTracker::nextPollInMs() const
{
    return m_timer.isActive() ? m_timer.remainingTime() : -1;
}

QByteArray PaymentStatusTracker::rawJson() const
{
    return m_raw;
}

void PaymentStatusTracker::setEvents(PaymentEvents *events)
{
    if (m_events)
        disconnect(m_events, nullptr, this, nullptr);
    m_events = events;
    if (m_events)
        connect(m_events, &PaymentEvents::serviceChanged, this, &PaymentStatusTracker::lookNowIf);
}

void PaymentStatusTracker::lookNowIf(const QString &paymentId)
{
    if (!m_polling || paymentId != m_paymentId || m_reply)
        return;
    m_timer.stop();
    poll();
}

void PaymentStatusTracker::poll()
{
    if (m_paymentId.isEmpty() || m_reply)
        return;
    ++m_polls;
    m_reply = m_client->paymentStatus(m_paymentId);
    connect(m_reply, &ApiReply::finished, this, [this, r = m_reply.data()]() { onReply(r); });
    connect(m_reply, &ApiReply::waiting, this, &PaymentStatusTracker::waiting);
}

void PaymentStatusTracker::apply(const PaymentRecord &record, bool fromCache)
{
    m_record = record;
    m_hasRecord = true;
    m_raw = QJsonDocument(record.rawObject()).toJson(QJsonDocument::Indented);
    if (!fromCache || record.isFinal())
        // The service's own time of the change when it gives one, so the step's time and
        // the record's "Updated" agree; else when Paydesk saw it.
        m_timeline.observe(record.state,
                           fromCache || record.updatedAt.isValid() ? record.updatedAt
                                                                   : QDateTime::currentDateTime(),
                           record.createdAt);
    else if (record.createdAt.isValid())
        m_timeline.observe(PaymentState::Pending, record.createdAt, record.createdAt);
    m_fields.setRecord(record);
}

void PaymentStatusTracker::onReply(PaymentStatusReply *reply)
{
    if (!reply || reply != m_reply)
        return;
    m_reply = nullptr;
    reply->deleteLater();
    if (!reply->ok()) {
        m_lastError = reply->error();
        if (m_lastError.kind() == ApiError::Kind::Cancelled)
            return;
        Q_EMIT failed(m_lastError);
        // Keep trying only where waiting can help: the connection, a timeout, the service's own
        // trouble. A wrong id, key or plan will not heal by itself.
        const bool transient = m_lastError.kind() == ApiError::Kind::Network ||
                               m_lastError.kind() == ApiError::Kind::Timeout ||
                               m_lastError.code() == u"INTERNAL_ERROR" ||
                               m_lastError.code() == u"RATE_LIMIT";
        if (transient)
            schedule();
        else
            setPolling(false);
        return;
    }
    m_lastError = {};
    const PaymentRecord &r = reply->result();
    apply(r, false);
    if (m_cache && m_writer) {
        const QStringList cachedIn = m_cache->walletsOf(r.paymentId);
        for (const QString &wallet : {r.from, r.to}) {
            if (!wallet.isEmpty() && cachedIn.contains(wallet))
                m_writer->store(wallet, {r});
        }
    }
    reportRecord();
    Q_EMIT recordChanged();
    if (r.isFinal()) {
        setPolling(false);
        Q_EMIT reachedFinalState(r.state);
        return;
    }
    schedule();
}

void PaymentStatusTracker::schedule()
{
    m_delayMs = m_delayMs == 0 ? m_backoff.firstMs
                               : std::min(m_backoff.capMs, int(m_delayMs * m_backoff.factor));
    m_timer.start(m_delayMs);
    Q_EMIT nextPollScheduled(m_delayMs);
}

void PaymentStatusTracker::reportRecord()
{
    // What it saw, final or not: whoever listens decides what is news.
    if (m_events && m_hasRecord)
        m_events->report(PaymentOutcome::ofRecord(m_record, false));
}

} // namespace paydesk
