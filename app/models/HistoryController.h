#pragma once

#include "api/ServiceClient.h"
#include "store/HistoryCache.h"
#include "store/HistoryWriter.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>

namespace paydesk {

class PaymentEvents;

// Keeps the history cache of one wallet in step with the service, in the background: refresh()
// walks the newest pages (offset 0, `pageSize` rows each) until it meets payments it already has;
// loadOlder() fetches the next page at the offset reached so far. Offset paging on a newest-first
// list can only overlap (never skip) when payments arrive meanwhile; the cache de-duplicates.
// Pages are stored by the HistoryWriter, off the window's thread; pageReceived() comes first, so
// that a list can show the page at once, and the walk goes on (and cacheUpdated() comes) once
// the page is stored.
class HistoryController : public QObject
{
    Q_OBJECT
public:
    // `cache` is read here; `writer` stores into the same history.
    HistoryController(ServiceClient *client, HistoryCache *cache, HistoryWriter *writer,
                      QObject *parent = nullptr);

    void setWallet(const QString &address);
    QString wallet() const { return m_wallet; }
    // "all" | "sent" | "received": the service's `type`.
    void setType(const QString &type);
    QString type() const { return m_type; }
    void setPageSize(int size); // 1..500, default 50
    int pageSize() const { return m_pageSize; }
    void setMaxPagesPerRefresh(int pages) { m_maxPages = std::max(1, pages); }

    bool isBusy() const { return !m_reply.isNull() || m_storing; }
    HistorySyncState syncState() const;
    const ApiError &lastError() const { return m_lastError; }

public Q_SLOTS:
    void refresh();
    void loadOlder();
    void cancel();
    // Where this controller reports payment outcomes (PaymentEvents); none by default.
    void setEvents(PaymentEvents *events) { m_events = events; }

Q_SIGNALS:
    void busyChanged(bool busy);
    // A page of `wallet`'s payments came from the service, before the writer stores it; one
    // pageStored() follows for each, in the same order.
    void pageReceived(const QString &wallet, const QList<paydesk::HistoryEntry> &entries);
    // `complete` is false when some of the page could not be written to the cache.
    void pageStored(int inserted, int changed, const QStringList &insertedIds, bool complete);
    // The cache changed for the current wallet (rows inserted or updated).
    void cacheUpdated(int inserted, int changed);
    // Some part of Paydesk (this controller, a status tracker, a signed payment) stored payments
    // of `wallet` in the cache.
    void walletStored(const QString &wallet);
    void syncStateChanged();
    void failed(const paydesk::ApiError &error);
    void waiting(qint64 ms, const QString &reason);

private:
    enum class Walk
    {
        Refresh,
        Older
    };
    void fetch(int offset, Walk walk);
    void onReply(HistoryReply *reply);
    struct Stored
    {
        HistoryCache::UpsertResult counts;
        bool more = false;
        int reached = 0;
        bool emptyPage = true;
    };
    void onStored(const Stored &stored);
    void setBusy(HistoryReply *reply, bool storing);

    ServiceClient *m_client;
    HistoryCache *m_cache;
    HistoryWriter *m_writer;
    QString m_wallet;
    QString m_type = QStringLiteral("all");
    int m_pageSize = 50;
    int m_maxPages = 5;
    int m_pagesThisWalk = 0;
    Walk m_walk = Walk::Refresh;
    int m_offset = 0;
    QPointer<HistoryReply> m_reply;
    PaymentEvents *m_events = nullptr; // owned by the context, outlives views
    bool m_storing = false;            // a page of this walk is with the writer
    quint64 m_walkId = 0; // a new walk (or cancel) leaves the stores of older ones alone
    ApiError m_lastError;
};

} // namespace paydesk
