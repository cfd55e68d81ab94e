#pragma once

#include "PaymentFieldsModel.h"
#include "StatusTimelineModel.h"
#include "api/ServiceClient.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace paydesk {

class PaymentEvents;

class HistoryCache;
class HistoryWriter;

// Looks up one payment and keeps polling it, with growing pauses (backoff), until it reaches a
// final state (finalized, failed, expired); then it stops. Feeds a timeline and a field table,
// keeps the raw JSON, and writes what it learns into the history cache.
class PaymentStatusTracker : public QObject
{
    Q_OBJECT
public:
    struct Backoff
    {
        int firstMs = 1000;
        double factor = 1.6;
        int capMs = 15000;
    };

    // With a cache, a cached copy shows at once; with a writer, each answer updates the cache.
    PaymentStatusTracker(ServiceClient *client, HistoryCache *cache = nullptr,
                         HistoryWriter *writer = nullptr, QObject *parent = nullptr);

    void setBackoff(const Backoff &b) { m_backoff = b; }
    // Starts (or restarts) tracking `paymentId`. Shows a cached copy at once when there is one.
    void track(const QString &paymentId);
    void stop();

    QString paymentId() const { return m_paymentId; }
    bool hasRecord() const { return m_hasRecord; }
    const PaymentRecord &record() const { return m_record; }
    QByteArray rawJson() const; // indented, as last received
    bool isPolling() const { return m_polling; }
    bool isRequestInFlight() const { return !m_reply.isNull(); }
    int polls() const { return m_polls; }
    // Milliseconds until the next poll, -1 when none is scheduled.
    int nextPollInMs() const;
    const ApiError &lastError() const { return m_lastError; }

    StatusTimelineModel *timeline() { return &m_timeline; }
    PaymentFieldsModel *fields() { return &m_fields; }
    // Where this controller reports payment outcomes (PaymentEvents); none by default. It also
    // hears there when the service says its payment changed, and looks at once.
    void setEvents(PaymentEvents *events);
    // Looks now (not at the next turn of the backoff) when it is following `paymentId`.
    void lookNowIf(const QString &paymentId);

Q_SIGNALS:
    void recordChanged();
    void pollingChanged(bool polling);
    void nextPollScheduled(int ms);
    void failed(const paydesk::ApiError &error);
    void waiting(qint64 ms, const QString &reason);
    void reachedFinalState(paydesk::PaymentState state);

private:
    void poll();
    void reportRecord();
    void onReply(PaymentStatusReply *reply);
    void schedule();
    void setPolling(bool on);
    void apply(const PaymentRecord &record, bool fromCache);

    ServiceClient *m_client;
    HistoryCache *m_cache;
    HistoryWriter *m_writer;
    Backoff m_backoff;
    QString m_paymentId;
    PaymentRecord m_record;
    bool m_hasRecord = false;
    QByteArray m_raw;
    bool m_polling = false;
    int m_polls = 0;
    int m_delayMs = 0;
    QTimer m_timer;
    QPointer<PaymentStatusReply> m_reply;
    PaymentEvents *m_events = nullptr; // owned by the context, outlives views
    ApiError m_lastError;
    StatusTimelineModel m_timeline;
    PaymentFieldsModel m_fields;
};

} // namespace paydesk
